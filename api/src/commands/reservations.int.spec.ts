import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }`;

/** Unique values claimed at the same moment: exactly one claim wins (a double submit, or a race between users). */
describe.each(testDatabaseKinds())('unique values under races on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-races-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers one address once, however many ask at the same moment, and goes on registering others', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        new TestClient(app.url).post('/register', { email: 'twice@example.com', password: 'correct horse battery' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const events = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events WHERE type = 'UserRegistered' AND data->>'email' = 'twice@example.com'`,
    );
    expect(events[0]!.n).toBe(1);
    // the users read model is not stuck: the next registration answers at once
    const next = await new TestClient(app.url).post('/register', {
      email: 'after@example.com',
      password: 'correct horse battery',
    });
    expect(next.status).toBe(201);
  });

  it('gives one brand slug and one page slug to exactly one of many concurrent claims', async () => {
    const a = await new TestClient(app.url).signUp('race-a@example.com');
    const b = await new TestClient(app.url).signUp('race-b@example.com');
    const brands = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).graphql(CREATE_BRAND, { input: { name: 'Race', slug: 'race-co' } })),
    );
    expect(brands.filter((r) => !r.errors).length).toBe(1);
    expect(brands.filter((r) => r.errors?.[0]?.extensions.code === 'SLUG_TAKEN').length).toBe(9);
    const own = await a.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, { input: { name: 'Pages Race' } });
    const brandId = own.data!.createBrand.brand.id;
    const pages = await Promise.all(
      Array.from({ length: 12 }, () => a.graphql(CREATE_PAGE, { input: { brandId, name: 'Home', slug: 'home' } })),
    );
    expect(pages.filter((r) => !r.errors).length).toBe(1);
    expect(pages.filter((r) => r.errors?.[0]?.extensions.code === 'SLUG_TAKEN').length).toBe(11);
  });
});
