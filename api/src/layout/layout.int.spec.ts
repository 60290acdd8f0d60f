import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadConfig,
  openEventStore,
  openPglite,
  openTestDatabase,
  startTestS3,
  type EventStore,
  type Sql,
  type TestDatabase,
} from '@brandtrail/infra';
import { allProjections, CheckpointWaiter, startProjections } from '@brandtrail/projections';
import { TestClient } from '../testing/client';
import { compareWithRebuild } from '../testing/readModels';
import { defineRole, type Role } from '../testing/roles';

/**
 * The product as operators run it, in real processes, and crashes of each of them: what the product
 * acknowledged is there afterwards, exactly once, and the read models equal a rebuild from the log.
 * On PostgreSQL, Redis and S3 (s3rver): two api processes, projections and workers. And the
 * embedded default (`npm start`: one process on PGlite and files).
 */

const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;
const UPDATE_ELEMENT = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`;
const PAGE = `query($id: ID!) { node(id: $id) { ... on Page { elements { elementId text } } } }`;
const LIVE = `subscription($id: ID!) { pageChanged(id: $id) { elements { elementId text } } }`;
const CREATE_ASSET = `mutation($input: CreateAssetInput!) {
  createAsset(input: $input) { asset { id } uploadInfo { action method fields { name value } } } }`;
const CONFIRM = `mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { asset { id } } }`;
const ASSETS = `query($ids: [ID!]!) { assets(ids: $ids) { id status failureReason } }`;

/** A one-pixel PNG: enough for the processing job to make previews. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const textDoc = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

interface UploadInfo {
  action: string;
  method: string;
  fields: { name: string; value: string }[];
}

/** The same signed-in user on each of the given api processes (sessions live in the database). */
function sameUserOn(client: TestClient, url: string): TestClient {
  const other = new TestClient(url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/**
 * Writes that are retried until acknowledged, as a client whose server went away does: each
 * element has its client-chosen id, so a repeat after a lost answer creates nothing twice.
 * `pick` names the api process to send to (one that runs).
 */
async function writeUntilAcknowledged(pick: () => TestClient, pageId: string, elementId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await pick().graphql(CREATE_ELEMENT, { input: { pageId, elementId, type: 'headline' } });
      if (!res.errors) return;
      throw new Error(res.errors.map((e) => e.extensions.code).join());
    } catch (error) {
      // a connection the killed process dropped, or its answer lost: ask again
      if (attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function elementIds(client: TestClient, pageId: string): Promise<string[]> {
  const res = await client.graphql<{ node: { elements: { elementId: string }[] } }>(PAGE, { id: pageId });
  expect(res.errors).toBeUndefined();
  return res.data!.node.elements.map((e) => e.elementId);
}

async function upload(client: TestClient, brandId: string, baseUrl: string): Promise<string> {
  const created = await client.graphql<{ createAsset: { asset: { id: string }; uploadInfo: UploadInfo } }>(CREATE_ASSET, {
    input: { brandId, name: `pixel-${randomUUID().slice(0, 8)}.png`, byteSize: PNG.length },
  });
  expect(created.errors).toBeUndefined();
  const { asset, uploadInfo } = created.data!.createAsset;
  const form = new FormData();
  for (const f of uploadInfo.fields) form.append(f.name, f.value);
  form.append('Content-Type', 'image/png');
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'pixel.png');
  const posted = await fetch(new URL(uploadInfo.action, baseUrl), { method: uploadInfo.method, body: form });
  expect(posted.status).toBeLessThan(300);
  const confirmed = await client.graphql(CONFIRM, { input: { id: asset.id } });
  expect(confirmed.errors).toBeUndefined();
  return asset.id;
}

/** Waits until every asset is processed (ready), as the library's own refresh does. */
async function processed(client: TestClient, ids: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await client.graphql<{ assets: { status: string }[] }>(ASSETS, { ids });
        return res.data?.assets.map((a) => a.status);
      },
      { timeout: 90_000, interval: 250 },
    )
    .toEqual(ids.map(() => 'ready'));
}

/**
 * The bounded write loop: `writers` loops create `total` elements in all, while `crashes` run one
 * after another as the acknowledged count passes each one's mark.
 */
async function writeLoop(
  pick: () => TestClient,
  pageId: string,
  total: number,
  crashes: { at: number; run: () => Promise<void> }[],
): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  let crashing = Promise.resolve();
  const pending = [...crashes].sort((a, b) => a.at - b.at);
  const writer = async () => {
    while (next < total) {
      next++;
      const id = randomUUID();
      await writeUntilAcknowledged(pick, pageId, id);
      acknowledged.push(id);
      while (pending.length && acknowledged.length >= pending[0]!.at) {
        const crash = pending.shift()!;
        crashing = crashing.then(crash.run);
      }
    }
  };
  await Promise.all([writer(), writer(), writer()]);
  await crashing;
  return acknowledged;
}

const servers = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!servers)('the production layout on PostgreSQL, Redis (BullMQ) and S3', () => {
  let db: TestDatabase;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let dataDir: string;
  let store: EventStore;
  let waiter: CheckpointWaiter;
  let api1: Role;
  let api2: Role;
  let projections: Role;
  let workers: Role;
  let owner: TestClient;
  let brandId: string;
  let pageId: string;

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-layout-'));
    s3 = await startTestS3(path.join(dataDir, 's3'));
    const env = {
      DATABASE_URL: db.url!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `bt-layout-${randomUUID()}`,
      DATA_DIR: dataDir,
      ...s3.env,
    };
    [api1, api2, projections, workers] = await Promise.all([
      defineRole('api-1', 'api', env),
      defineRole('api-2', 'api', env),
      defineRole('projections', 'projections', env),
      defineRole('workers', 'workers', env),
    ]);
    // all at once on an empty database, as compose starts them: each makes the tables it needs
    await Promise.all([api1.start(), api2.start(), projections.start(), workers.start()]);
    store = await openEventStore(loadConfig({ DATABASE_URL: db.url! }), db.sql);
    waiter = new CheckpointWaiter(db.sql, allProjections, 30_000);
    await waiter.start();

    owner = await new TestClient(api1.url).signUp('layout@example.com');
    brandId = (await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, { input: { name: 'Layout' } })).data!
      .createBrand.brand.id;
    pageId = (await owner.graphql<{ createPage: { page: { id: string } } }>(CREATE_PAGE, { input: { brandId, name: 'Home' } }))
      .data!.createPage.page.id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([api1, api2, projections, workers].map((r) => r?.stop()));
    await waiter?.close();
    await store?.close();
    await s3?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a change made through one api on the other and live there, and processes an upload', async () => {
    const elsewhere = sameUserOn(owner, api2.url);
    const live = await elsewhere.events(
      `/graphql?${new URLSearchParams({ query: LIVE, variables: JSON.stringify({ id: pageId }) }).toString()}`,
    );
    try {
      expect(live.status).toBe(200);
      await live.next(10_000); // the page as it is
      const elementId = randomUUID();
      expect((await owner.graphql(CREATE_ELEMENT, { input: { pageId, elementId, type: 'text' } })).errors).toBeUndefined();
      const updated = await owner.graphql(UPDATE_ELEMENT, { input: { pageId, elementId, text: textDoc('Made on api 1') } });
      expect(updated.errors).toBeUndefined();
      // the subscription on the other process follows until it shows the change
      for (;;) {
        const event = await live.next(15_000);
        expect(event).not.toBeNull();
        const page = (JSON.parse(event!.data) as { data: { pageChanged: { elements: { elementId: string; text: string }[] } } })
          .data.pageChanged;
        if (page.elements.some((e) => e.elementId === elementId && e.text?.includes('Made on api 1'))) break;
      }
      const read = await elsewhere.graphql<{ node: { elements: { elementId: string; text: string }[] } }>(PAGE, { id: pageId });
      expect(read.data!.node.elements.find((e) => e.elementId === elementId)?.text).toContain('Made on api 1');
    } finally {
      live.close();
    }
    const assetId = await upload(elsewhere, brandId, s3.env.S3_ENDPOINT!);
    await processed(owner, [assetId]);
  }, 120_000);

  it('loses no acknowledged write when each role is killed (kill -9) during a write loop, and its read models equal a rebuild', async () => {
    const clients = new Map([
      [api1, owner],
      [api2, sameUserOn(owner, api2.url)],
    ]);
    let turn = 0;
    /** Round robin over the api processes that run. */
    const pick = () => {
      const up = [api1, api2].filter((r) => r.running);
      return clients.get(up[turn++ % up.length] ?? api1)!;
    };
    const uploads: string[] = [];
    const before = await elementIds(owner, pageId);
    const acknowledged = await writeLoop(pick, pageId, 48, [
      { at: 6, run: () => projections.kill().then(() => projections.start()) },
      {
        at: 14,
        // an upload on its way to the workers when they die
        run: async () => {
          uploads.push(await upload(pick(), brandId, s3.env.S3_ENDPOINT!));
          await workers.kill();
          await workers.start();
        },
      },
      { at: 24, run: () => api1.kill().then(() => api1.start()) },
      { at: 34, run: () => api2.kill().then(() => api2.start()) },
    ]);
    expect(acknowledged).toHaveLength(48);

    const after = await elementIds(owner, pageId);
    expect(after.filter((id) => !before.includes(id)).sort()).toEqual([...acknowledged].sort());
    expect(new Set(after).size).toBe(after.length);
    const created = await db.sql.query<{ id: string; n: number }>(
      `SELECT data->>'elementId' AS id, count(*)::int AS n FROM es_events WHERE type = 'ElementCreated' GROUP BY 1 HAVING count(*) > 1`,
    );
    expect(created).toEqual([]);
    await processed(owner, uploads);
    expect(await compareWithRebuild({ sql: db.sql, store, waiter })).toEqual([]);
  }, 300_000);
});

describe('the embedded default (npm start) killed during a write loop', () => {
  let dataDir: string;
  let product: Role;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-layout-embedded-'));
    product = await defineRole('embedded', 'embedded', { DATA_DIR: dataDir });
    await product.start();
  }, 120_000);
  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write exactly once, finishes the uploads it accepted, and its read models equal a rebuild', async () => {
    const owner = await new TestClient(product.url).signUp('embedded@example.com');
    const brandId = (await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, { input: { name: 'Solo' } }))
      .data!.createBrand.brand.id;
    const pageId = (
      await owner.graphql<{ createPage: { page: { id: string } } }>(CREATE_PAGE, { input: { brandId, name: 'Home' } })
    ).data!.createPage.page.id;
    const uploads: string[] = [];
    const crash = async () => {
      uploads.push(await upload(owner, brandId, product.url));
      await product.kill();
      await product.start();
    };
    const acknowledged = await writeLoop(() => owner, pageId, 30, [
      { at: 8, run: crash },
      { at: 20, run: crash },
    ]);
    const ids = await elementIds(owner, pageId);
    expect([...ids].sort()).toEqual([...acknowledged].sort());
    await processed(owner, uploads);

    // the read models against a rebuild, on the data folder once the product has stopped: its
    // runners catch up with what the log holds, then a rebuild from the whole log must equal them
    await product.stop();
    const sql: Sql = await openPglite(path.join(dataDir, 'pglite'));
    const store = await openEventStore(loadConfig({ DATA_DIR: dataDir }), sql);
    const waiter = new CheckpointWaiter(sql, allProjections, 30_000);
    await waiter.start();
    const runners = new AbortController();
    const { done } = await startProjections(sql, store, runners.signal);
    try {
      expect(await compareWithRebuild({ sql, store, waiter })).toEqual([]);
    } finally {
      runners.abort();
      await done;
      await waiter.close();
      await store.close();
      await sql.close();
      await product.start();
    }
  }, 300_000);
});
