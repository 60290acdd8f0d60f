import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { WROTE_COOKIE } from '../http/auth';
import { TestClient } from '../testing/client';

/**
 * The answer cache (answers.ts): a query asked again is answered from the cache, and no answer is
 * ever older than a change its asker could know of: another reader sees a change as soon as the
 * mutation that made it has returned, and the writer's own reads (on this or another API process)
 * go past the cache while it holds the write cookie.
 */
const READ = `query($slug: String!) { brandBySlug(slug: $slug) { name bio pages { name } } }`;

describe.each(testDatabaseKinds())('the answer cache on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let other: RunningApp | undefined;
  let dataDirs: string[] = [];
  let owner: TestClient;
  let brandId: string;

  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bt-answers-'));
    dataDirs.push(dataDir);
    return startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await start();
    // A second API process on the same databases (PostgreSQL only: PGlite is one process's).
    if (kind !== 'pglite') other = await start();
    owner = await new TestClient(app.url).signUp('answers@example.com');
    const created = await owner.graphql<{ createBrand: { brand: { id: string } } }>(
      'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }',
      { input: { name: 'Cached Co' } },
    );
    brandId = created.data!.createBrand.brand.id;
    const updated = await owner.graphql('mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: brandId, public: true },
    });
    expect(updated.errors).toBeUndefined();
  });
  afterAll(async () => {
    await other?.close();
    await app.close();
    await db.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    dataDirs = [];
  });

  const update = (bio: string) =>
    owner.graphql('mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { bio } } }', {
      input: { id: brandId, bio },
    });
  const bioOf = async (client: TestClient) =>
    (await client.graphql<{ brandBySlug: { bio: string } }>(READ, { slug: 'cached-co' })).data!.brandBySlug.bio;

  it('answers a repeated query from the cache, and a reader sees a change once its mutation returned', async () => {
    const reader = new TestClient(app.url);
    const answers = app.services.answers;
    await bioOf(reader);
    const hits = answers.hits;
    expect(await bioOf(reader)).toBe('');
    expect(answers.hits).toBe(hits + 1);
    for (const bio of ['first', 'second', 'third']) {
      expect((await update(bio)).errors).toBeUndefined();
      expect(await bioOf(reader)).toBe(bio);
    }
  });

  it('sends the write cookie with a mutation, and a browser holding it reads past the cache', async () => {
    expect(owner.cookies.has(WROTE_COOKIE)).toBe(true);
    const answers = app.services.answers;
    await bioOf(owner);
    const { hits, misses } = answers;
    await bioOf(owner);
    expect(answers.hits).toBe(hits);
    expect(answers.misses).toBe(misses);
  });

  it.runIf(kind !== 'pglite')('shows a write to its writer on another API process at once', async () => {
    const elsewhere = new TestClient(other!.url);
    // The writer's session, read through the other process (a proxy may send any request anywhere).
    for (const [name, value] of owner.cookies) elsewhere.cookies.set(name, value);
    const reader = new TestClient(other!.url);
    for (let i = 0; i < 20; i++) {
      // The other process keeps an answer from before the write for a reader…
      await bioOf(reader);
      await bioOf(reader);
      expect((await update(`round ${i}`)).errors).toBeUndefined();
      // …while the writer reads their own write there.
      expect(await bioOf(elsewhere)).toBe(`round ${i}`);
    }
  });
});
