// Reads vitest's JSON report, prints the 10 slowest files (so that the next slowdown is seen when it
// lands) and one closing line "N passed, N failed, N skipped", and, when REQUIRE_SERVER_SUITES=1,
// fails unless the PostgreSQL and Redis suites really ran and passed.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const tests = report.testResults.flatMap((file) => file.assertionResults.map((t) => ({ ...t, file: file.name })));
const count = (status) => tests.filter((t) => t.status === status).length;
const passed = count('passed');
const failed =
  count('failed') + report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
const skipped = count('skipped') + count('pending') + count('todo');

let problems = [];
if (process.env.REQUIRE_SERVER_SUITES === '1') {
  const ran = (pattern) => tests.filter((t) => pattern.test(t.fullName) && t.status === 'passed').length;
  const serverSkipped = tests.filter(
    (t) => /postgres|redis|bullmq/i.test(t.fullName) && t.status !== 'passed' && t.status !== 'failed',
  );
  if (!process.env.DATABASE_URL) problems.push('DATABASE_URL is not set');
  if (!process.env.REDIS_URL) problems.push('REDIS_URL is not set');
  if (ran(/postgres/i) < 5) problems.push(`only ${ran(/postgres/i)} PostgreSQL tests passed`);
  if (ran(/bullmq|redis/i) < 3) problems.push(`only ${ran(/bullmq|redis/i)} Redis/BullMQ tests passed`);
  if (serverSkipped.length) problems.push(`${serverSkipped.length} server-backed tests were skipped`);
}
const root = process.cwd() + '/';
const slowest = report.testResults
  .map((f) => ({ file: f.name.startsWith(root) ? f.name.slice(root.length) : f.name, ms: f.endTime - f.startTime }))
  .filter((f) => Number.isFinite(f.ms))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10);
if (slowest.length) {
  console.log('The 10 slowest files:');
  for (const f of slowest) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.file}`);
}
for (const p of problems) console.error(`server-backed suites: ${p}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || problems.length > 0 || !report.success ? 1 : 0);
