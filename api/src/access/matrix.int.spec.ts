import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { toGlobalId } from '../graphql/relay';
import { createSchema } from '../graphql/schema';
import { TestClient } from '../testing/client';

/**
 * The role matrix: every mutation and query of the schema, asked by each kind of caller, against
 * one table of expected answers. `ok` is a mutation that succeeded; a query answers `data` (the
 * object or a non-empty list) or `none` (null or an empty list: the same as for something that
 * does not exist); anything else is the error code. A new mutation or query fails the test until
 * it has a row here.
 *
 * The callers: the brand's owner; a stranger (logged in, not a member) on a private brand, and on
 * ids that exist nowhere, whose answers must be the same (no existence oracle); a reader (a
 * stranger on a public brand); anonymous clients; and a user who has not accepted the terms.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Ids of one brand's fixture: a brand, a deleted brand, a brand to delete, a page with a link to an element, a deleted page, an asset and a deleted one. */
interface Fixture {
  brand: string;
  slug: string;
  deletedBrand: string;
  spareBrand: string;
  page: string;
  pageSlug: string;
  deletedPage: string;
  element: string;
  link: string;
  asset: string;
  deletedAsset: string;
}

type Ask = (f: Fixture) => { query: string; variables?: Record<string, unknown> };

const m = (name: string, inputType: string, input: (f: Fixture) => Record<string, unknown>): Ask => {
  return (f) => ({
    query: `mutation($input: ${inputType}!) { ${name}(input: $input) { __typename } }`,
    variables: { input: input(f) },
  });
};

/** Each mutation with an input that succeeds for the owner. */
const mutations: Record<string, Ask> = {
  changeBrandPlan: m('changeBrandPlan', 'ChangeBrandPlanInput', (f) => ({ id: f.brand, plan: 'pro' })),
  confirmAssetUpload: m('confirmAssetUpload', 'ConfirmAssetUploadInput', (f) => ({ id: f.asset })),
  createAsset: m('createAsset', 'CreateAssetInput', (f) => ({ brandId: f.brand, name: 'new.png', byteSize: 10 })),
  createBrand: m('createBrand', 'CreateBrandInput', () => ({ name: `Made ${randomUUID().slice(0, 6)}` })),
  createElement: m('createElement', 'CreateElementInput', (f) => ({ pageId: f.page, type: 'spacer' })),
  createPage: m('createPage', 'CreatePageInput', (f) => ({ brandId: f.brand, name: 'Another' })),
  deleteAsset: m('deleteAsset', 'DeleteAssetInput', (f) => ({ id: f.asset })),
  deleteBrand: m('deleteBrand', 'DeleteBrandInput', (f) => ({ id: f.spareBrand })),
  deleteElement: m('deleteElement', 'DeleteElementInput', (f) => ({ pageId: f.page, id: f.link })),
  deletePage: m('deletePage', 'DeletePageInput', (f) => ({ id: f.page })),
  duplicateElement: m('duplicateElement', 'DuplicateElementInput', (f) => ({ pageId: f.page, elementId: f.element })),
  refreshAssetTagsBrand: m('refreshAssetTagsBrand', 'RefreshAssetTagsBrandInput', (f) => ({ id: f.brand })),
  restoreAsset: m('restoreAsset', 'RestoreAssetInput', (f) => ({ id: f.deletedAsset })),
  restoreBrand: m('restoreBrand', 'RestoreBrandInput', (f) => ({ id: f.deletedBrand })),
  restorePage: m('restorePage', 'RestorePageInput', (f) => ({ id: f.deletedPage })),
  setPagePresence: m('setPagePresence', 'SetPagePresenceInput', (f) => ({ pageId: f.page, selecting: true })),
  sortElementsPage: m('sortElementsPage', 'SortElementsPageInput', (f) => ({ id: f.page, elementsOrder: [f.link, f.element] })),
  sortPagesBrand: m('sortPagesBrand', 'SortPagesBrandInput', (f) => ({ id: f.brand, pagesOrder: [f.page] })),
  updateAsset: m('updateAsset', 'UpdateAssetInput', (f) => ({ id: f.asset, name: 'Renamed' })),
  updateBrand: m('updateBrand', 'UpdateBrandInput', (f) => ({ id: f.brand, bio: 'New bio' })),
  updateElement: m('updateElement', 'UpdateElementInput', (f) => ({ pageId: f.page, elementId: f.element, height: 0.5 })),
  updatePage: m('updatePage', 'UpdatePageInput', (f) => ({ id: f.page, name: 'Renamed page' })),
};

/** Each query, asking for its own fixture's objects. */
const queries: Record<string, Ask> = {
  assets: (f) => ({ query: 'query($ids: [ID!]!) { assets(ids: $ids) { id } }', variables: { ids: [f.asset] } }),
  brand: (f) => ({ query: 'query($id: ID!) { brand(id: $id) { id } }', variables: { id: f.brand } }),
  brandBySlug: (f) => ({ query: 'query($s: String!) { brandBySlug(slug: $s) { id } }', variables: { s: f.slug } }),
  brands: () => ({ query: '{ brands { edges { node { id } } } }' }),
  deletedBrands: () => ({ query: '{ deletedBrands { id } }' }),
  elementUsages: (f) => ({
    query: 'query($p: ID!, $e: ID!) { elementUsages(pageId: $p, elementId: $e) { field } }',
    variables: { p: f.page, e: f.element },
  }),
  node: (f) => ({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id: f.page } }),
  page: (f) => ({
    query: 'query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { id } }',
    variables: { b: f.slug, p: f.pageSlug },
  }),
  searchBrands: () => ({ query: '{ searchBrands(term: "mx") { totalCount } }' }),
  searchUsers: () => ({ query: '{ searchUsers(term: "mx") { totalCount } }' }),
  viewer: () => ({ query: '{ viewer { id } }' }),
};

type Caller = 'owner' | 'stranger' | 'strangerMissing' | 'reader' | 'anonymous' | 'termsPending';
const callers: Caller[] = ['owner', 'stranger', 'strangerMissing', 'reader', 'anonymous', 'termsPending'];

/** What a stranger to a private brand is told: the target's not-found answer. */
const hidden: Record<string, string> = {
  changeBrandPlan: 'FORBIDDEN',
  confirmAssetUpload: 'ASSET_NOT_FOUND',
  createAsset: 'BRAND_NOT_FOUND',
  createBrand: 'ok',
  createElement: 'PAGE_NOT_FOUND',
  createPage: 'BRAND_NOT_FOUND',
  deleteAsset: 'ASSET_NOT_FOUND',
  deleteBrand: 'BRAND_NOT_FOUND',
  deleteElement: 'PAGE_NOT_FOUND',
  deletePage: 'PAGE_NOT_FOUND',
  duplicateElement: 'PAGE_NOT_FOUND',
  refreshAssetTagsBrand: 'BRAND_NOT_FOUND',
  restoreAsset: 'ASSET_NOT_FOUND',
  restoreBrand: 'BRAND_NOT_FOUND',
  restorePage: 'PAGE_NOT_FOUND',
  setPagePresence: 'PAGE_NOT_FOUND',
  sortElementsPage: 'PAGE_NOT_FOUND',
  sortPagesBrand: 'BRAND_NOT_FOUND',
  updateAsset: 'ASSET_NOT_FOUND',
  updateBrand: 'BRAND_NOT_FOUND',
  updateElement: 'PAGE_NOT_FOUND',
  updatePage: 'PAGE_NOT_FOUND',
};

/** What a reader of a public brand is told: forbidden where they can see the target, not found where they cannot. */
const readerAnswer: Record<string, string> = {
  ...Object.fromEntries(Object.keys(hidden).map((k) => [k, 'FORBIDDEN'])),
  createBrand: 'ok',
  // only answers the brand (tags are computed): nothing to forbid
  refreshAssetTagsBrand: 'ok',
  // whoever may read the page may say so (only members are shown to others)
  setPagePresence: 'ok',
  // a deleted brand, page or asset is not public
  restoreBrand: 'BRAND_NOT_FOUND',
  restorePage: 'PAGE_NOT_FOUND',
  restoreAsset: 'ASSET_NOT_FOUND',
};

const expectedMutation = (name: string): Record<Caller, string> => ({
  owner: name === 'changeBrandPlan' ? 'FORBIDDEN' : 'ok',
  stranger: hidden[name]!,
  strangerMissing: hidden[name]!,
  reader: readerAnswer[name]!,
  anonymous: 'UNAUTHENTICATED',
  termsPending: 'TERMS_NOT_ACCEPTED',
});

/** A query for something of the brand: members and (public brand) readers see it, nobody else. */
const ofTheBrand: Record<Caller, string> = {
  owner: 'data',
  stranger: 'none',
  strangerMissing: 'none',
  reader: 'data',
  anonymous: 'none',
  termsPending: 'TERMS_NOT_ACCEPTED',
};
/** A list of the caller's own: the owner's. */
const ownersOnly: Record<Caller, string> = { ...ofTheBrand, reader: 'none' };
const adminsOnly: Record<Caller, string> = {
  ...Object.fromEntries(callers.map((c) => [c, 'FORBIDDEN'])),
  termsPending: 'TERMS_NOT_ACCEPTED',
} as Record<Caller, string>;

const expectedQuery: Record<string, Record<Caller, string>> = {
  assets: ofTheBrand,
  brand: ofTheBrand,
  brandBySlug: ofTheBrand,
  brands: ownersOnly,
  deletedBrands: ownersOnly,
  elementUsages: ofTheBrand,
  node: ofTheBrand,
  page: ofTheBrand,
  searchBrands: adminsOnly,
  searchUsers: adminsOnly,
  viewer: { owner: 'data', stranger: 'data', strangerMissing: 'data', reader: 'data', anonymous: 'none', termsPending: 'data' },
};

const isEmpty = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const edges = (value as { edges?: unknown[] }).edges;
    return Array.isArray(edges) && edges.length === 0;
  }
  return false;
};

describe.each(testDatabaseKinds())('the role matrix on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  const clients = {} as Record<'owner' | 'stranger' | 'anonymous' | 'termsPending', TestClient>;
  let privateBrand: Fixture;
  let publicBrand: Fixture;

  async function gql<T>(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await client.graphql<T>(query, variables);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data!;
  }

  async function asset(brand: string): Promise<string> {
    const created = await gql<{
      createAsset: { asset: { id: string }; uploadInfo: { action: string; fields: { name: string; value: string }[] } };
    }>(
      clients.owner,
      'mutation($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } uploadInfo { action fields { name value } } } }',
      { input: { brandId: brand, name: 'logo.png', byteSize: PNG.length, tags: ['mx'] } },
    );
    const form = new FormData();
    for (const f of created.createAsset.uploadInfo.fields) form.append(f.name, f.value);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const action = new URL(created.createAsset.uploadInfo.action, app.url);
    expect((await fetch(app.url + action.pathname + action.search, { method: 'POST', body: form })).status).toBe(204);
    const id = created.createAsset.asset.id;
    await gql(clients.owner, 'mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { __typename } }', {
      input: { id },
    });
    // Processing appends its own event: wait for it, so that it cannot count as someone's change below.
    for (let i = 0; ; i++) {
      const read = await gql<{ node: { status: string } }>(
        clients.owner,
        'query($id: ID!) { node(id: $id) { ... on Asset { status } } }',
        {
          id,
        },
      );
      if (read.node.status === 'ready') return id;
      if (i > 400) throw new Error(`asset ${id} is still ${read.node.status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function fixture(prefix: string, isPublic: boolean): Promise<Fixture> {
    const brandOf = async (name: string) => {
      const made = await gql<{ createBrand: { brand: { id: string; slug: string } } }>(
        clients.owner,
        'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }',
        { input: { name } },
      );
      const { id, slug } = made.createBrand.brand;
      if (isPublic)
        await gql(clients.owner, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { __typename } }', {
          input: { id, public: true },
        });
      return { id, slug };
    };
    const brand = await brandOf(`${prefix} brand`);
    const deletedBrand = (await brandOf(`${prefix} gone`)).id;
    await gql(clients.owner, 'mutation($input: DeleteBrandInput!) { deleteBrand(input: $input) { __typename } }', {
      input: { id: deletedBrand },
    });
    const spareBrand = (await brandOf(`${prefix} spare`)).id;
    const pageOf = async (name: string) =>
      (
        await gql<{ createPage: { page: { id: string; slug: string } } }>(
          clients.owner,
          'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }',
          { input: { brandId: brand.id, name } },
        )
      ).createPage.page;
    const page = await pageOf('Home');
    const deletedPage = (await pageOf('Old')).id;
    await gql(clients.owner, 'mutation($input: DeletePageInput!) { deletePage(input: $input) { __typename } }', {
      input: { id: deletedPage },
    });
    const element = async (type: string) =>
      (
        await gql<{ createElement: { element: { elementId: string } } }>(
          clients.owner,
          'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }',
          { input: { pageId: page.id, type } },
        )
      ).createElement.element.elementId;
    const target = await element('spacer');
    const link = await element('link');
    await gql(clients.owner, 'mutation($input: UpdateElementInput!) { updateElement(input: $input) { __typename } }', {
      input: { pageId: page.id, elementId: link, linkedElement: target },
    });
    const kept = await asset(brand.id);
    const deletedAsset = await asset(brand.id);
    await gql(clients.owner, 'mutation($input: DeleteAssetInput!) { deleteAsset(input: $input) { __typename } }', {
      input: { id: deletedAsset },
    });
    return {
      brand: brand.id,
      slug: brand.slug,
      deletedBrand,
      spareBrand,
      page: page.id,
      pageSlug: page.slug,
      deletedPage,
      element: target,
      link,
      asset: kept,
      deletedAsset,
    };
  }

  /** The same shape with ids that exist nowhere (and a slug nobody has). */
  const missing = (): Fixture => ({
    brand: toGlobalId('Brand', randomUUID()),
    slug: 'nobody-has-this',
    deletedBrand: toGlobalId('Brand', randomUUID()),
    spareBrand: toGlobalId('Brand', randomUUID()),
    page: toGlobalId('Page', randomUUID()),
    pageSlug: 'nothing',
    deletedPage: toGlobalId('Page', randomUUID()),
    element: randomUUID(),
    link: randomUUID(),
    asset: toGlobalId('Asset', randomUUID()),
    deletedAsset: toGlobalId('Asset', randomUUID()),
  });

  const eventCount = async () => Number((await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events'))[0]!.n);

  async function answer(client: TestClient, ask: { query: string; variables?: Record<string, unknown> }, mutation: boolean) {
    const res = await client.graphql(ask.query, ask.variables ?? {});
    const code = res.errors?.[0]?.extensions.code;
    if (code) return code;
    if (mutation) return 'ok';
    const value = Object.values(res.data ?? {})[0];
    return isEmpty(value) ? 'none' : 'data';
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-matrix-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    clients.owner = await new TestClient(app.url).signUp('mx-owner@example.com');
    clients.stranger = await new TestClient(app.url).signUp('mx-stranger@example.com');
    clients.termsPending = await new TestClient(app.url).signUp('mx-pending@example.com', undefined, { acceptTerms: false });
    clients.anonymous = new TestClient(app.url);
    privateBrand = await fixture('Private', false);
    publicBrand = await fixture('Public', true);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('covers every mutation and query of the schema', () => {
    const schema = createSchema();
    expect(Object.keys(mutations).sort()).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
    expect(Object.keys(queries).sort()).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
  });

  /** Who asks, and about which fixture. */
  const asking = (caller: Caller): [TestClient, () => Fixture] => {
    switch (caller) {
      case 'owner':
        return [clients.owner, () => privateBrand];
      case 'stranger':
        return [clients.stranger, () => privateBrand];
      case 'strangerMissing':
        return [clients.stranger, missing];
      case 'reader':
        return [clients.stranger, () => publicBrand];
      case 'anonymous':
        return [clients.anonymous, () => privateBrand];
      case 'termsPending':
        return [clients.termsPending, () => privateBrand];
    }
  };

  it('answers every query as the table says', async () => {
    const got: Record<string, Record<string, string>> = {};
    for (const [name, ask] of Object.entries(queries)) {
      got[name] = {};
      for (const caller of callers) {
        const [client, target] = asking(caller);
        got[name][caller] = await answer(client, ask(target()), false);
      }
    }
    expect(got).toEqual(expectedQuery);
  });

  it('answers every mutation as the table says, and only the owner changes anything', async () => {
    const got: Record<string, Record<string, string>> = {};
    const before = await eventCount();
    // Everyone but the owner first: none of them may change anything (creating their own brand aside).
    for (const [name, ask] of Object.entries(mutations)) {
      got[name] = {};
      for (const caller of callers.filter(
        (c) => c !== 'owner' && !(name === 'createBrand' && c !== 'anonymous' && c !== 'termsPending'),
      )) {
        const [client, target] = asking(caller);
        got[name][caller] = await answer(client, ask(target()), true);
      }
    }
    expect(await eventCount()).toBe(before);
    for (const caller of ['stranger', 'strangerMissing', 'reader'] as const) {
      const [client, target] = asking(caller);
      got.createBrand![caller] = await answer(client, mutations.createBrand!(target()), true);
    }
    // The owner last, in an order where each succeeds: the order of elements before elements are
    // added, deletions after everything that uses what they delete.
    const ownerOrder = [
      'sortElementsPage',
      ...Object.keys(mutations).filter((n) => n !== 'sortElementsPage' && !n.startsWith('delete')),
    ];
    ownerOrder.push('deleteElement', 'deleteAsset', 'deleteBrand', 'deletePage');
    expect([...ownerOrder].sort()).toEqual(Object.keys(mutations).sort());
    for (const name of ownerOrder) got[name]!.owner = await answer(clients.owner, mutations[name]!(privateBrand), true);
    const expected = Object.fromEntries(Object.keys(mutations).map((name) => [name, expectedMutation(name)]));
    expect(got).toEqual(expected);
  });
});
