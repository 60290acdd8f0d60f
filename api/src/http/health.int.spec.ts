import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  copyEmptyPgliteTo,
  createBullmqJobs,
  createDatabaseJobs,
  dependencyChecks,
  freePort,
  loadConfig,
  openBlobStore,
  openEventStore,
  openPglite,
  openTestDatabase,
  startHealthServer,
  startTestS3,
  stillRunning,
  type Jobs,
  type Sql,
  type StorageStatus,
  type TestDatabase,
} from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';

/**
 * Health of every role: `/health` (the process runs) and `/health/ready` (each real dependency
 * answered). The embedded app serves them on its port; projections and workers serve the same
 * through `startHealthServer`, checked here with real components: PGlite, the PostgreSQL event
 * store, s3rver, and BullMQ pointed at a port where nothing listens.
 */

const readiness = async (url: string) => {
  const res = await fetch(`${url}/health/ready`);
  return { status: res.status, body: (await res.json()) as { ready: boolean; checks: Record<string, string>; failed: string[] } };
};

// One database for both parts (opening PGlite is the slow step).
let db: TestDatabase;
beforeAll(async () => {
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  db = await openTestDatabase('pglite');
});
afterAll(async () => {
  await db?.close();
  vi.restoreAllMocks();
});

describe('embedded app: /health and /health/ready', () => {
  let dataDir = '';
  let app: RunningApp;
  let folder: Sql;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bt-health-'));
    // the embedded default: PGlite in DATA_DIR/pglite
    await copyEmptyPgliteTo(path.join(dataDir, 'pglite'));
    folder = await openPglite(path.join(dataDir, 'pglite'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, folder);
  });
  afterAll(async () => {
    await app?.close();
    await folder?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers liveness without checking anything', async () => {
    const res = await fetch(`${app.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('is ready when its database, event store, jobs, files and runners are, and says how big its data folder is', async () => {
    const { status, body } = await readiness(app.url);
    expect({ status, body: { ...body, storage: undefined } }).toEqual({
      status: 200,
      body: {
        ready: true,
        checks: { database: 'up', eventStore: 'up', jobs: 'up', blobs: 'up', projections: 'up', workers: 'up' },
        failed: [],
      },
    });
    // The size of DATA_DIR/pglite as last measured (at start, then at most once a minute), and the upkeep done.
    const storage = (body as { storage?: StorageStatus }).storage;
    expect(storage?.folderBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(Date.parse(storage!.measuredAt!)).toBeLessThanOrEqual(Date.now());
    expect(storage).toMatchObject({ vacuums: expect.any(Number) as number, checkpoints: expect.any(Number) as number });
  });
});

describe('role health server: readiness names the dependency that is down', () => {
  let dir = '';
  const opened: { close(): Promise<unknown> }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bt-health-role-'));
  });
  afterAll(async () => {
    // one s3rver is closed already
    for (const o of opened.reverse()) await o.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  /** A workers-like health server on a free port over these jobs and a fresh s3rver. */
  async function role(jobs: Jobs, loop: Promise<void> = new Promise(() => undefined)) {
    const s3 = await startTestS3(path.join(dir, String(opened.length)));
    const config = loadConfig({ PORT: '0', HEALTH_PORT: '0', DATA_DIR: dir, ...s3.env });
    const store = await openEventStore(config, db.sql);
    const blobs = await openBlobStore(config);
    const health = await startHealthServer(config, {
      ...dependencyChecks({ sql: db.sql, store, jobs, blobs }),
      workers: stillRunning(loop, 'the workers'),
    });
    opened.push(s3, jobs, store, health);
    return { url: `http://127.0.0.1:${health.port}`, s3 };
  }

  it('is 200 when everything answers', async () => {
    const { url } = await role(createDatabaseJobs(db.sql));
    expect(await readiness(url)).toMatchObject({ status: 200, body: { ready: true, failed: [] } });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });

  it('is 503 naming jobs when Redis cannot be reached', async () => {
    const { url } = await role(createBullmqJobs(`redis://127.0.0.1:${await freePort()}`, { prefix: 'bt-health-test' }));
    const { status, body } = await readiness(url);
    expect(status).toBe(503);
    expect(body.failed).toEqual(['jobs']);
    expect(body.checks).toMatchObject({ database: 'up', eventStore: 'up', jobs: 'down', blobs: 'up', workers: 'up' });
  });

  it('is 503 naming blobs once S3 has stopped', async () => {
    const { url, s3 } = await role(createDatabaseJobs(db.sql));
    expect((await readiness(url)).status).toBe(200);
    await s3.close();
    const { status, body } = await readiness(url);
    expect(status).toBe(503);
    expect(body.failed).toEqual(['blobs']);
  });

  it('is 503 naming the role itself once its runner has stopped', async () => {
    let stop!: () => void;
    const { url } = await role(createDatabaseJobs(db.sql), new Promise<void>((resolve) => (stop = resolve)));
    expect((await readiness(url)).status).toBe(200);
    stop();
    const { status, body } = await readiness(url);
    expect(status).toBe(503);
    expect(body.failed).toEqual(['workers']);
  });
});
