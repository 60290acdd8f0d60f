import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { MAX_ALIASES } from '../graphql/limits';
import { TestClient } from '../testing/client';

const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id public } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;

type Answer = Awaited<ReturnType<TestClient['post']>>;
const errorOf = (res: Answer) => (res.body?.errors as { message: string; extensions: { code: string } }[] | undefined)?.[0];

/** A raw request, for what fetch will not send (an invalid path). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(testDatabaseKinds())('hostile input at the API boundary on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let publicPageId: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-input-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('input-owner@example.com');
    const brand = await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, { input: { name: 'Open Co' } });
    const brandId = brand.data!.createBrand.brand.id;
    await owner.graphql(UPDATE_BRAND, { input: { id: brandId, public: true } });
    const page = await owner.graphql<{ createPage: { page: { id: string } } }>(CREATE_PAGE, { input: { brandId, name: 'Home' } });
    publicPageId = page.data!.createPage.page.id;
    for (const type of ['headline', 'text', 'spacer'])
      expect((await owner.graphql(CREATE_ELEMENT, { input: { pageId: publicPageId, type } })).errors).toBeUndefined();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the seven-level query and 2,000 aliases before running them, in the reader’s language, and goes on', async () => {
    let inner = 'id';
    for (let i = 0; i < 7; i++) inner = `elements { page { ${inner} } }`;
    const deep = `query($id: ID!) { node(id: $id) { ... on Page { ${inner} } } }`;
    const anonymous = new TestClient(app.url, { 'accept-language': 'de' });
    const refused = await anonymous.post('/graphql', { query: deep, variables: { id: publicPageId } });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toEqual({
      message: 'Diese Abfrage ist zu tief verschachtelt (höchstens 12 Ebenen).',
      extensions: { code: 'QUERY_TOO_DEEP', status: 400 },
    });
    const aliases = Array.from({ length: 2000 }, (_, i) => `a${i}: brandBySlug(slug: "open-co") { pages { elements { id } } }`);
    const wide = await anonymous.post('/graphql', { query: `{ ${aliases.join(' ')} }` });
    expect(wide.status).toBe(400);
    expect(errorOf(wide)?.extensions.code).toBe('QUERY_TOO_LARGE');
    const someAliases = aliases.slice(0, MAX_ALIASES + 1).join(' ');
    expect(errorOf(await anonymous.post('/graphql', { query: `{ ${someAliases} }` }))?.extensions.code).toBe(
      'QUERY_TOO_MANY_ALIASES',
    );
    // the product still answers
    const page = await anonymous.post('/graphql', {
      query: `query($id: ID!) { node(id: $id) { ... on Page { elements { type } } } }`,
      variables: { id: publicPageId },
    });
    expect(page.body).toEqual({ data: { node: { elements: [{ type: 'headline' }, { type: 'text' }, { type: 'spacer' }] } } });
  });

  it('refuses text the database cannot store, in literals and in variables, on queries and mutations', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['mutation { createBrand(input: {name: "a\\u0000b"}) { brand { id } } }', {}],
      [CREATE_BRAND, { input: { name: 'a\u0000b' } }],
      [CREATE_BRAND, { input: { name: 'broken \ud800 half' } }],
      ['{ brandBySlug(slug: "\\u0000") { id } }', {}],
      ['query($s: String!) { brandBySlug(slug: $s) { id } }', { s: '\u0000' }],
      ['query($s: String!) { brandBySlug(slug: $s) { id } }', { s: '\udc00' }],
    ];
    for (const [query, variables] of cases) {
      const res = await owner.post('/graphql', { query, variables });
      expect(res.status, query).toBe(400);
      expect(errorOf(res)?.extensions.code, query).toBe('TEXT_INVALID');
    }
    // a surrogate pair (an emoji) is text like any other
    const emoji = await owner.graphql<{ createBrand: { brand: { slug: string } } }>(CREATE_BRAND, {
      input: { name: 'Rocket 🚀' },
    });
    expect(emoji.data?.createBrand.brand.slug).toBe('rocket');
  });

  it('answers malformed requests with a clear 4xx', async () => {
    const c = new TestClient(app.url);
    const code = async (res: Promise<Answer>) => {
      const r = await res;
      return [r.status, (r.body?.code as string | undefined) ?? errorOf(r)?.extensions.code];
    };
    expect(await code(c.post('/graphql', { doc_id: {} }))).toEqual([400, 'REQUEST_INVALID']);
    expect(await code(c.post('/graphql', { query: 42 }))).toEqual([400, 'REQUEST_INVALID']);
    expect(await code(c.post('/graphql', { query: '{ viewer { id } }', variables: 'x' }))).toEqual([400, 'REQUEST_INVALID']);
    expect(await code(c.post('/graphql', { query: '{ viewer { id } }', variables: [1] }))).toEqual([400, 'REQUEST_INVALID']);
    expect(await code(c.post('/graphql', { doc_id: 'no-such-document' }))).toEqual([400, 'UNKNOWN_DOCUMENT']);
    expect(await code(c.post('/graphql', {}))).toEqual([400, 'REQUEST_INVALID']);
    expect(await code(c.post('/graphql', { query: '{ nope }' }))).toEqual([400, 'GRAPHQL_VALIDATION']);
    expect(await code(c.post('/graphql', { query: '{ viewer {' }))).toEqual([400, 'GRAPHQL_VALIDATION']);
    // a cursor this API never made, past what a bigint holds
    const cursor = 'bzo5OTk5OTk5OTk5OTk5OTk5OTk5OQ';
    expect(await code(owner.post('/graphql', { query: `{ brands(after: "${cursor}") { totalCount } }` }))).toEqual([
      200,
      'CURSOR_INVALID',
    ]);
    // batches, bodies that are no JSON object, oversize bodies and forms
    const raw = (body: string, type = 'application/json') =>
      fetch(app.url + '/graphql', { method: 'POST', headers: { 'content-type': type }, body }).then(async (r) => [
        r.status,
        ((b: { code?: string; errors?: { extensions: { code: string } }[] }) => b.code ?? b.errors?.[0]?.extensions.code)(
          (await r.json()) as { code?: string },
        ),
      ]);
    expect(await raw('[{"query":"{ viewer { id } }"}]')).toEqual([400, 'REQUEST_INVALID']);
    expect(await raw('{"query": "{ viewer')).toEqual([400, 'REQUEST_INVALID']);
    expect(await raw(`{"query": "${'x'.repeat(1024 * 1024)}"}`)).toEqual([413, 'REQUEST_TOO_LARGE']);
    expect(await raw('query=%7Bviewer%7D', 'application/x-www-form-urlencoded')).toEqual([415, 'JSON_REQUIRED']);
    // a mutation over GET
    const get = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent('mutation { deleteBrand(input: {id: "x"}) { deletedBrandId } }')}`,
    );
    expect(get.status).toBe(400);
    // a path that is no valid percent-encoding, and one with NUL
    expect((await rawGet(app.url, '/%ff%fe')).status).toBe(400);
    expect((await rawGet(app.url, '/a%00b')).status).toBe(400);
    // headers past what Node's parser takes: a 431 in the same JSON shape
    const huge = await fetch(app.url + '/health', { headers: { 'x-filler': 'x'.repeat(20_000) } });
    expect(huge.status).toBe(431);
    expect(await huge.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
    const translated = await rawGet(app.url, '/%ff%fe');
    expect(JSON.parse(translated.body)).toMatchObject({
      code: 'REQUEST_INVALID',
      message: 'This request is malformed and was not processed.',
    });
  });

  it('lets a user who has not accepted the terms read their session and accept them, and nothing else', async () => {
    const newcomer = await new TestClient(app.url).signUp('newcomer@example.com', undefined, { acceptTerms: false });
    const create = await newcomer.post('/graphql', { query: CREATE_BRAND, variables: { input: { name: 'Too Soon' } } });
    expect(create.status).toBe(403);
    expect(errorOf(create)).toEqual({
      message: 'Please accept the terms of use first.',
      extensions: { code: 'TERMS_NOT_ACCEPTED', status: 403 },
    });
    const read = await newcomer.post('/graphql', { query: '{ brandBySlug(slug: "open-co") { id } }' });
    expect(errorOf(read)?.extensions.code).toBe('TERMS_NOT_ACCEPTED');
    expect((await newcomer.graphql<{ viewer: { termsAccepted: boolean } }>('{ viewer { termsAccepted } }')).data).toEqual({
      viewer: { termsAccepted: false },
    });
    expect((await newcomer.post('/login', {})).body).toMatchObject({ email: 'newcomer@example.com', termsAccepted: false });
    expect((await newcomer.post('/update-user', { termsAccepted: true })).status).toBe(200);
    const after = await newcomer.graphql<{ createBrand: { brand: { slug: string } } }>(CREATE_BRAND, { input: { name: 'Now' } });
    expect(after.data?.createBrand.brand.slug).toBe('now');
  });
});
