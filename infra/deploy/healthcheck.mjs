// The container health check: exits 0 when `url` (a role's /health/ready) answers 200 within
// 4 seconds, else 1. Plain JavaScript without dependencies, so the check costs one small node
// start; the Dockerfile (api) and compose (projections, workers) name the address, and
// infra/src/config.unit.spec.ts holds those ports against config.ts.
const url = process.argv[2];
if (!url) {
  console.error('usage: node infra/deploy/healthcheck.mjs <url>');
  process.exit(2);
}
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  if (!res.ok) console.error(`${url}: ${res.status} ${await res.text()}`);
  process.exit(res.ok ? 0 : 1);
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
