import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { K6Summary } from './protocol';
import { METRICS } from './thresholds';

export type { K6Summary } from './protocol';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface K6Run {
  summary: K6Summary;
  /** What the script and the shim printed (console output, errors). */
  log: string;
}

/**
 * Runs a k6 script once under the shim (vu.ts: one VU, one iteration per scenario) in a process of
 * its own, as `k6 run -e KEY=value ... <script>` would with those variables.
 */
export async function runK6(script: string, env: Record<string, string> = {}, timeoutMs = 120_000): Promise<K6Run> {
  const child = spawn(
    process.execPath,
    ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', '--import', 'tsx', path.join(here, 'vu.ts'), script],
    { env: { ...process.env, K6_SHIM_ENV: JSON.stringify(env) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  const line = /^K6SHIM_SUMMARY (.*)$/m.exec(out)?.[1];
  const summary: K6Summary = line
    ? (JSON.parse(line) as K6Summary)
    : {
        fatal: `the shim exited with ${code} without a summary (${timeoutMs} ms at most):\n${log.slice(-4000)}`,
        iterations: [],
        teardownError: null,
        checks: [],
        failedRequests: [],
        requests: 0,
        thresholds: [],
      };
  return { summary, log };
}

/**
 * Why a run fails the build, one line each: an error while loading or in setup, an iteration or
 * teardown that threw, a failed check, a request k6 counts as failed, or a failed threshold. Timing
 * thresholds (on trend metrics such as http_req_duration) count only with `timings: true`: one
 * iteration on a shared CI machine measures no latency target, so there they are reported instead.
 */
export function k6Failures(summary: K6Summary, { timings = true }: { timings?: boolean } = {}): string[] {
  const failures: string[] = [];
  if (summary.fatal) failures.push(`setup or init: ${summary.fatal}`);
  for (const i of summary.iterations) if (i.error) failures.push(`scenario ${i.scenario} (${i.exec}): ${i.error}`);
  if (summary.teardownError) failures.push(`teardown: ${summary.teardownError}`);
  for (const c of summary.checks) if (c.fails) failures.push(`check "${c.name}" failed ${c.fails} of ${c.passes + c.fails}`);
  for (const r of summary.failedRequests) failures.push(`request ${r.method} ${r.url} answered ${r.status} ${r.error}`.trim());
  for (const t of summary.thresholds)
    if (!t.passed && (timings || METRICS[t.metric] !== 'trend'))
      failures.push(`threshold ${t.selector}: ${t.expression} failed (${t.observed})`);
  return failures;
}

/**
 * From the command line, like `k6 run` for one iteration:
 *
 *   npx tsx load-tests/src/k6/run.ts load-tests/k6/editor.js -e BASE_URL=http://localhost:3000
 *
 * prints what failed (timing thresholds included) and exits 1 when anything did.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const script = args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '-e');
  const env = Object.fromEntries(
    args.flatMap((a, i) =>
      args[i - 1] === '-e' && a.includes('=') ? [[a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]] : [],
    ),
  );
  if (!script) {
    process.stderr.write('usage: run.ts <script.js> [-e KEY=value ...]\n');
    process.exit(2);
  }
  const { summary, log } = await runK6(path.resolve(script), env);
  process.stderr.write(log);
  for (const c of summary.checks) process.stdout.write(`${c.fails ? '✗' : '✓'} ${c.name} (${c.passes}/${c.passes + c.fails})\n`);
  for (const t of summary.thresholds)
    process.stdout.write(`${t.passed ? '✓' : '✗'} ${t.selector}: ${t.expression} (${t.observed})\n`);
  const failures = k6Failures(summary);
  for (const f of failures) process.stdout.write(`FAILED ${f}\n`);
  process.exit(failures.length ? 1 : 0);
}
