import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  assetDecider,
  assetOriginalKey,
  assetStream,
  assetUploadKey,
  type AssetCommand,
  type AssetState,
} from '@brandtrail/domain';
import {
  createBullmqJobs,
  createDatabaseJobs,
  createMailer,
  createPostgresEventStore,
  encodeJobId,
  handle,
  load,
  loadConfig,
  openBlobStore,
  openTestPglite,
  systemActor,
  type Actor,
  type BlobStore,
  type Config,
  type EventStore,
  type Jobs,
  type Sql,
} from '@brandtrail/infra';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { ensureProjectionMeta, ProjectionRunner, assetsProjection } from '@brandtrail/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../index';
import { reactorJobId, readReactorCheckpoint, type Reactor } from '../reactor';
import { ASSET_QUEUE, assetProcessingReactor, processAssetHandler, type ProcessAssetJob } from './job';
import { ASSET_FILES_QUEUE, assetPurgeReactor, assetSweepJobId, sweepAssets } from './purge';
import { onePagePdf } from './testPdf';

const redisUrl = process.env.REDIS_URL;
/** Jobs in the database always; BullMQ on the machine's Redis when REDIS_URL is set (own key prefix). */
const runners: { name: string; make: (sql: Sql) => { jobs: Jobs; cleanup: () => Promise<void> } }[] = [
  { name: 'database jobs', make: (sql) => ({ jobs: createDatabaseJobs(sql), cleanup: async () => undefined }) },
];
if (redisUrl)
  runners.push({
    name: 'BullMQ on Redis',
    make: () => {
      const prefix = `bt-test-${randomUUID()}`;
      return {
        jobs: createBullmqJobs(redisUrl, { prefix }),
        async cleanup() {
          const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
          for (const name of [ASSET_QUEUE, ASSET_FILES_QUEUE]) {
            const queue = new Queue(name, { connection, prefix });
            await queue.obliterate({ force: true });
            await queue.close();
          }
          await connection.quit();
        },
      };
    },
  });

/** What the tests here run on: a data folder, its configuration and blob store, PGlite with the event store. */
interface Stores {
  dataDir: string;
  config: Config;
  sql: Sql;
  store: EventStore;
  blobs: BlobStore;
  close(): Promise<void>;
}

async function openStores(name: string): Promise<Stores> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bt-assets-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir });
  const sql = await openTestPglite();
  const store = await createPostgresEventStore(sql);
  const blobs = await openBlobStore(config);
  return {
    dataDir,
    config,
    sql,
    store,
    blobs,
    async close() {
      await store.close();
      await sql.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The workers of `stores` with `jobs`, running only `reactors`, without the sweep's timer. */
const startAssetWorkers = ({ config, sql, store, blobs }: Stores, jobs: Jobs, signal: AbortSignal, reactors: Reactor[]) =>
  startWorkers({ config, sql, store, jobs, mailer: createMailer(config), blobs, signal, reactors, assetSweepMs: 0 });

const access = { role: 'owner', brandPublic: false } as const;

/**
 * An upload as the API records it, by `actor` to the brand `brandId`: the asset created, the file
 * stored as its original (unless `stored` is false: a confirmed upload whose file is missing), the
 * upload confirmed. Answers the asset's id.
 */
async function uploadAsset(
  { store, blobs }: Pick<Stores, 'store' | 'blobs'>,
  actor: Actor,
  brandId: string,
  name: string,
  { bytes, contentType, stored = true }: { bytes: Buffer; contentType: string; stored?: boolean },
): Promise<string> {
  const id = randomUUID();
  const run = (command: AssetCommand) => handle(store, assetDecider, assetStream(id), command, actor);
  await run({ type: 'CreateAsset', ...access, id, brandId, name, byteSize: bytes.length });
  if (stored) await blobs.put(assetOriginalKey(brandId, id), bytes, contentType);
  await run({ type: 'ConfirmAssetUpload', ...access, blob: { byteSize: bytes.length, contentType } });
  return id;
}

/**
 * End to end on PGlite and the filesystem store: an asset whose upload is confirmed becomes a
 * processing job through the reactor, and the job records previews and facts on the asset, or a
 * failure with its reason.
 */
describe.each(runners)('asset processing job with $name', (runner) => {
  let stores: Stores;
  let sql: Sql;
  let store: EventStore;
  let blobs: BlobStore;
  const abort = new AbortController();
  const owner: Actor = {
    userId: randomUUID(),
    admin: false,
    now: new Date(),
    impersonatorId: null,
    correlationId: randomUUID(),
    causationId: null,
    locale: 'en',
  };
  const brandId = randomUUID();
  let jobs: Jobs;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    stores = await openStores('job');
    ({ sql, store, blobs } = stores);
    ({ jobs, cleanup } = runner.make(sql));
    await startAssetWorkers(stores, jobs, abort.signal, [assetProcessingReactor, assetPurgeReactor]);
  });
  afterAll(async () => {
    abort.abort();
    await jobs.close();
    await cleanup();
    await stores.close();
  });

  /** Creates an asset, stores `bytes` as its original and confirms the upload, as the API does. */
  const upload = (name: string, bytes: Buffer, contentType: string) =>
    uploadAsset(stores, owner, brandId, name, { bytes, contentType });

  async function settled(id: string): Promise<AssetState> {
    for (let i = 0; i < 200; i++) {
      const { state } = await load(store, assetDecider, assetStream(id));
      if (state.status === 'ready' || state.status === 'failed') return state;
      await sleep(50);
    }
    throw new Error('the asset was not processed within 10 s');
  }

  it('stores previews and records the facts of an uploaded image', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2F4BD8' } })
      .png()
      .toBuffer();
    const id = await upload('hero.png', png, 'image/png');
    const state = await settled(id);
    expect(state.status).toBe('ready');
    expect(state.processed).toMatchObject({
      mimeType: 'image/png',
      width: 900,
      height: 600,
      dominantColor: '2F4BD8',
      opaque: true,
    });
    const grid = state.processed!.previews.grid!;
    const preview = await sharp(await blobs.get(grid)).metadata();
    expect(preview).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect((await blobs.stat(grid))?.contentType).toBe('image/webp');
  });

  it('records a failure with its reason for a file that is not what it claims', async () => {
    const id = await upload('broken.png', Buffer.from('\x89PNG\r\n\x1a\n this is not an image'), 'image/png');
    const state = await settled(id);
    expect(state.status).toBe('failed');
    expect(state.failureReason).toMatch(/^ASSET_FILE_(CORRUPT|UNSUPPORTED)$/);
    expect(state.processed).toBeNull();
  });

  it('replaces an SVG original by its sanitised document, so that no link serves its scripts', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="#336699"/></svg>',
    );
    const id = await upload('mark.svg', svg, 'image/svg+xml');
    const state = await settled(id);
    expect(state.status).toBe('ready');
    const stored = await blobs.get(state.key);
    expect(stored.toString()).not.toMatch(/script|onload/i);
    expect(stored.toString()).toContain('<rect');
    expect(state.byteSize).toBe(stored.length);
    expect((await blobs.stat(state.key))?.contentType).toBe('image/svg+xml');
  });

  it("stores a PDF's first page as its previews; the original stays the PDF", async () => {
    // An A4 page in points, red all over.
    const pdf = onePagePdf({ mediaBox: [0, 0, 595, 842], content: '1 0 0 rg 0 0 595 842 re f', deflate: true });
    const id = await upload('guidelines.pdf', pdf, 'application/pdf');
    const state = await settled(id);
    expect(state.status).toBe('ready');
    expect(state.processed).toMatchObject({
      mimeType: 'application/pdf',
      width: 595,
      height: 842,
      dominantColor: 'FF0000',
      opaque: true,
    });
    const { grid, lightbox } = state.processed!.previews;
    expect(await sharp(await blobs.get(grid!)).metadata()).toMatchObject({ format: 'webp', width: 339, height: 480 });
    expect(await sharp(await blobs.get(lightbox!)).metadata()).toMatchObject({ format: 'webp', width: 1356, height: 1920 });
    expect((await blobs.get(state.key)).equals(pdf)).toBe(true);
  });

  it('records a missing original as a failure instead of retrying for ever', async () => {
    const id = await uploadAsset(stores, owner, brandId, 'gone.pdf', {
      bytes: Buffer.alloc(10),
      contentType: 'application/pdf',
      stored: false,
    });
    const state = await settled(id);
    expect(state).toMatchObject({ status: 'failed', failureReason: 'ASSET_FILE_MISSING' });
  });

  it('purges an upload never confirmed after a day and a deleted asset after 30 days, with their files', async () => {
    // posted but never confirmed (the browser went away)
    const abandoned = randomUUID();
    await handle(
      store,
      assetDecider,
      assetStream(abandoned),
      { type: 'CreateAsset', ...access, id: abandoned, brandId, name: 'half.png', byteSize: 10 },
      owner,
    );
    await blobs.put(assetUploadKey(brandId, abandoned), Buffer.from('0123456789'), 'image/png');
    // processed (previews stored), then deleted
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const deleted = await upload('old.png', png, 'image/png');
    const processed = await settled(deleted);
    await handle(store, assetDecider, assetStream(deleted), { type: 'DeleteAsset', ...access }, owner);
    const kept = await upload('kept.png', png, 'image/png');
    await settled(kept);
    // its form posted again after the confirm (S3 takes that): a file under the upload key, never read
    await blobs.put(assetUploadKey(brandId, deleted), png, 'image/png');
    const files = [processed.key, assetUploadKey(brandId, deleted), ...Object.values(processed.processed!.previews)];
    expect(files).toHaveLength(4);

    await ensureProjectionMeta(sql);
    const runner = new ProjectionRunner(sql, store, assetsProjection);
    await runner.rebuild();
    const day = 86_400_000;
    // an hour later nothing is due; two days later the abandoned upload; 31 days later the deleted one
    const none = { requeued: 0, timedOut: 0 };
    expect(await sweepAssets({ sql, store, jobs }, new Date(Date.now() + 3_600_000))).toEqual({
      abandoned: 0,
      expired: 0,
      ...none,
    });
    expect(await sweepAssets({ sql, store, jobs }, new Date(Date.now() + 2 * day))).toEqual({
      abandoned: 1,
      expired: 0,
      ...none,
    });
    await runner.rebuild();
    expect(await sweepAssets({ sql, store, jobs }, new Date(Date.now() + 31 * day))).toEqual({
      abandoned: 0,
      expired: 1,
      ...none,
    });
    // a second sweep over a read model that is behind purges nothing twice
    expect(await sweepAssets({ sql, store, jobs }, new Date(Date.now() + 31 * day))).toEqual({
      abandoned: 0,
      expired: 0,
      ...none,
    });

    const gone = async (key: string) => (await blobs.stat(key)) === null;
    for (
      let i = 0;
      i < 200 && !((await gone(assetUploadKey(brandId, abandoned))) && (await Promise.all(files.map(gone))).every(Boolean));
      i++
    )
      await sleep(50);
    expect(await gone(assetUploadKey(brandId, abandoned))).toBe(true);
    for (const key of files) expect(await gone(key)).toBe(true);
    expect(await gone(assetOriginalKey(brandId, kept))).toBe(false);
    const { state } = await load(store, assetDecider, assetStream(deleted));
    expect(state.purged).toBe(true);
  });
});

/**
 * An upload whose processing job is gone (Redis restarted without persistence, or the job gave up):
 * the sweep enqueues it again under a new id per try, and ends it ASSET_PROCESSING_TIMED_OUT when
 * no try brought a result. No reactor runs here, so the upload's own job never exists.
 */
describe('asset sweep of uploads without a processing result', () => {
  it('enqueues the processing again, and ends the asset timed out after the last try', async () => {
    const stores = await openStores('sweep');
    const { sql, store, blobs } = stores;
    // Jobs nobody runs: each try is enqueued and never answered.
    const idle = createDatabaseJobs(sql);
    const actor: Actor = { ...systemActor(), userId: randomUUID(), admin: false };
    const brandId = randomUUID();
    const upload = (name: string, bytes: Buffer) =>
      uploadAsset(stores, actor, brandId, name, { bytes, contentType: 'image/png' });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const lost = await upload('lost.png', png);
    const doomed = await upload('doomed.png', png);
    await ensureProjectionMeta(sql);
    const projection = new ProjectionRunner(sql, store, assetsProjection);
    await projection.rebuild();
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    const queued = async () =>
      (await sql.query<{ id: string }>(`SELECT id FROM job_queue WHERE queue = $1 ORDER BY id`, [ASSET_QUEUE])).map((r) => r.id);

    // Not yet stuck; then both are enqueued again, once per bound.
    expect(await sweepAssets({ sql, store, jobs: idle }, minutes(10))).toMatchObject({ requeued: 0, timedOut: 0 });
    expect(await sweepAssets({ sql, store, jobs: idle }, minutes(31))).toMatchObject({ requeued: 2, timedOut: 0 });
    expect(await sweepAssets({ sql, store, jobs: idle }, minutes(40))).toMatchObject({ requeued: 0, timedOut: 0 });
    expect(await queued()).toEqual([assetSweepJobId(doomed, 1), assetSweepJobId(lost, 1)].sort());

    // The lost one's try runs in a worker: processed, and the sweep forgets it.
    const worker = createDatabaseJobs(sql);
    worker.register<ProcessAssetJob>(ASSET_QUEUE, processAssetHandler({ store, blobs }));
    await sql.query(`DELETE FROM job_queue WHERE id = $1`, [assetSweepJobId(doomed, 1)]);
    await worker.start();
    for (let i = 0; i < 200 && (await load(store, assetDecider, assetStream(lost))).state.status !== 'ready'; i++)
      await sleep(50);
    await worker.close();
    expect((await load(store, assetDecider, assetStream(lost))).state.status).toBe('ready');
    await projection.rebuild();

    // The other never gets a result: two more tries, then it ends timed out.
    expect(await sweepAssets({ sql, store, jobs: idle }, minutes(62))).toMatchObject({ requeued: 1, timedOut: 0 });
    expect(await sweepAssets({ sql, store, jobs: idle }, minutes(93))).toMatchObject({ requeued: 1, timedOut: 0 });
    expect(await sweepAssets({ sql, store, jobs: idle }, minutes(124))).toMatchObject({ requeued: 0, timedOut: 1 });
    const { state } = await load(store, assetDecider, assetStream(doomed));
    expect(state).toMatchObject({ status: 'failed', failureReason: 'ASSET_PROCESSING_TIMED_OUT' });
    await projection.rebuild();
    expect(await sweepAssets({ sql, store, jobs: idle }, minutes(200))).toMatchObject({ requeued: 0, timedOut: 0 });

    await idle.close();
    await stores.close();
  });
});

/**
 * Redis loses its jobs (restarted without persistence; here the test deletes every key under its
 * prefix, as such a restart does) while an upload waits for processing, and the reactor's
 * checkpoint is past the upload: the workers find the queue empty and enqueue it again at once,
 * under the job id its reactor gave it, instead of after the sweep's half hour. Issue 24, defect 23.
 */
describe.runIf(redisUrl)('uploads whose jobs Redis lost', () => {
  it('are enqueued again at once, under their own job ids, and processed once', async () => {
    const stores = await openStores('lost');
    const { sql, store } = stores;
    const prefix = `bt-test-${randomUUID()}`;
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue(ASSET_QUEUE, { connection, prefix });
    const jobs = createBullmqJobs(redisUrl!, { prefix, lossCheckMs: 200 });
    const abort = new AbortController();
    const actor: Actor = { ...systemActor(), userId: randomUUID(), admin: false };
    const brandId = randomUUID();
    try {
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#345678' } })
        .png()
        .toBuffer();
      const id = await uploadAsset(stores, actor, brandId, 'lost.png', { bytes: png, contentType: 'image/png' });
      await ensureProjectionMeta(sql);
      await new ProjectionRunner(sql, store, assetsProjection).rebuild();
      const uploaded = (await store.readStream(assetStream(id))).find((e) => e.type === 'AssetUploaded')!;
      const jobId = encodeJobId(reactorJobId(assetProcessingReactor.name, uploaded.id));

      // The queue is paused (a flag in Redis), so the upload's job waits there.
      await queue.pause();
      await startAssetWorkers(stores, jobs, abort.signal, [assetProcessingReactor]);
      // At start the workers found Redis empty and enqueued the waiting upload; then the reactor
      // enqueued the same job (its checkpoint moves once the job is in Redis): one job, its id.
      await expect
        .poll(() => readReactorCheckpoint(sql, assetProcessingReactor.name), { timeout: 10_000 })
        .toBe(uploaded.position);
      expect(await queue.getJobCountByTypes('wait')).toBe(1);
      expect(await queue.getJob(jobId)).toBeDefined();

      // Redis loses everything under the prefix: the job, the pause, the queue's bookkeeping.
      const keys: string[] = [];
      for await (const batch of connection.scanStream({ match: `${prefix}:*`, count: 1000 })) keys.push(...(batch as string[]));
      expect(keys.length).toBeGreaterThan(0);
      await connection.del(...keys);

      // Processed without waiting for the sweep (which does not run here): the signal is the event,
      // which comes within seconds (the workers look every 200 ms here), not half an hour.
      const processed = await firstEvent(
        store,
        'AssetProcessed',
        id,
        AbortSignal.any([abort.signal, AbortSignal.timeout(20_000)]),
      );
      expect(processed.streamId).toBe(assetStream(id));
      expect((await load(store, assetDecider, assetStream(id))).state.status).toBe('ready');
      // Under the reactor's job id, and once: one job ran, one result recorded. BullMQ marks the
      // job finished after its processor returned, which is after the event was appended.
      await expect.poll(async () => (await queue.getJob(jobId))?.finishedOn, { timeout: 10_000 }).toBeDefined();
      expect(await queue.getJobCountByTypes('completed', 'failed', 'active', 'wait', 'delayed', 'prioritized')).toBe(1);
      const events = await store.readStream(assetStream(id));
      expect(events.filter((e) => e.type === 'AssetProcessed')).toHaveLength(1);
    } finally {
      abort.abort();
      await jobs.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await connection.quit();
      await stores.close();
    }
  }, 60_000);
});

/** The first `type` event of the asset `id`, followed live from the log's start. */
async function firstEvent(store: EventStore, type: string, id: string, signal: AbortSignal) {
  for await (const batch of store.subscribe({ filter: { eventTypes: [type] }, signal }))
    for (const event of batch) if (event.streamId === assetStream(id)) return event;
  throw new Error(`no ${type} of the asset before the wait ended`);
}
