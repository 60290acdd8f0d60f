import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyEmptyPgliteTo } from '@brandtrail/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, spawnEmbedded, type EmbeddedProduct } from '../child';
import { k6Failures, runK6 } from './run';
import { METRICS } from './thresholds';

/**
 * Every k6 scenario in load-tests/k6 runs once (one VU, one iteration of each of its scenarios)
 * under the shim against the product as `npm start` runs it, with NODE_ENV=production so that the
 * API takes persisted documents only, as a deployment does. A scenario that no longer fits the API
 * fails here: an error, a failed check, a failed request or a failed threshold. Thresholds on
 * timings are printed, not enforced: one iteration on a shared machine measures no latency.
 */
const k6Dir = path.join(repoRoot, 'load-tests/k6');
const scenarios = readdirSync(k6Dir)
  .filter((f) => f.endsWith('.js') && f !== 'brandtrail.js')
  .sort();

let product: EmbeddedProduct;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  // The readers' scenarios open pages' HTML, which the built client serves (npm test builds it first).
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html')))
    throw new Error('The web client is not built: run npm run build --workspace web first');
  dataDir = await mkdtemp(path.join(tmpdir(), 'brandtrail-k6-'));
  await copyEmptyPgliteTo(path.join(dataDir, 'pglite'));
  // npm start's process on the embedded defaults: no server of the environment (CI sets them).
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT', 'AI_BASE_URL']) delete env[key];
  product = await spawnEmbedded({
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  baseUrl = product.url;
}, 90_000);

afterAll(async () => {
  await product?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('k6 scenarios, once each under the shim', () => {
  it('covers the main flows', () => {
    expect(scenarios).toEqual([
      'brand-list.js',
      'editor.js',
      'page-readers.js',
      'shared-link.js',
      'undo-history.js',
      'uploads.js',
    ]);
  });

  it.each(scenarios)(
    '%s',
    async (file) => {
      // A small brand list (setup's brands are brand-list's slowest part here), no pauses between iterations.
      const { summary, log } = await runK6(path.join(k6Dir, file), { BASE_URL: baseUrl, BRANDS: '3', THINK_SECONDS: '0' });
      const timings = summary.thresholds.filter((t) => !t.passed && METRICS[t.metric] === 'trend');
      if (timings.length) console.log(`${file}: timing targets missed in one iteration (not enforced):`, timings);
      expect(k6Failures(summary, { timings: false }), log).toEqual([]);
      expect(summary.iterations.length).toBeGreaterThan(0);
      expect(summary.checks.length).toBeGreaterThan(0);
    },
    150_000,
  );
});
