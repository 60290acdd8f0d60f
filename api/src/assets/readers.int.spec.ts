import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { toGlobalId } from '../graphql/relay';
import { seedMember } from '../testing/members';
import { TestClient } from '../testing/client';

/**
 * The access policy's one rule for the library (`canSeeAsset`): members see every asset of the
 * brand, failed ones included; readers who are not members (anyone on a public brand, a shared
 * link's visitors) see, list and download only the ready assets shown where they read, and an
 * asset they may not see answers exactly as an unknown id.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ASSET = 'id name status url downloadUrl';
const LIBRARY = `query($slug: String!) { brandBySlug(slug: $slug) {
  assets { id } assetTags assetsConnection { totalCount edges { node { id } } } } }`;
const BY_IDS = `query($ids: [ID!]!) { assets(ids: $ids) { ${ASSET} } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on Asset { name downloadUrl } } }`;
const PAGE = `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) {
  elements { elementId type assetList { ${ASSET} } assetItem { ${ASSET} } } } }`;

type Asset = { id: string; name: string; status: string; url: string | null; downloadUrl: string | null };
type Library = {
  brandBySlug: {
    assets: { id: string }[];
    assetTags: string[];
    assetsConnection: { totalCount: number; edges: { node: { id: string } }[] };
  } | null;
};

describe('what readers see of a brand’s library', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let viewer: TestClient;
  let reader: TestClient;
  let anonymous: TestClient;
  let visitor: TestClient;
  let brandId: string;
  const ids: Record<'gallery' | 'unused' | 'failed' | 'publicFile' | 'membersFile' | 'mockup' | 'logo', string> = {
    gallery: '',
    unused: '',
    failed: '',
    publicFile: '',
    membersFile: '',
    mockup: '',
    logo: '',
  };

  const ok = async <T>(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await client.graphql<T>(query, variables);
    expect(res.errors, query.slice(0, 60)).toBeUndefined();
    return res.data!;
  };
  const statusOf = async (id: string) =>
    (await ok<{ node: { status: string } }>(owner, 'query($id: ID!) { node(id: $id) { ... on Asset { status } } }', { id })).node
      .status;
  /** Processing runs in the app's workers: wait for its result (the asset's own event). */
  const processed = async (id: string) => {
    for (let i = 0; ; i++) {
      const status = await statusOf(id);
      if (status === 'ready' || status === 'failed') return status;
      if (i > 400) throw new Error(`asset ${id} is still ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const library = async (client: TestClient) => {
    const { brandBySlug } = await ok<Library>(client, LIBRARY, { slug: 'reader-co' });
    return {
      assets: brandBySlug!.assets.map((a) => a.id).sort(),
      tags: brandBySlug!.assetTags,
      paged: brandBySlug!.assetsConnection.edges.map((e) => e.node.id).sort(),
      total: brandBySlug!.assetsConnection.totalCount,
    };
  };
  const byIds = async (client: TestClient, list: string[]) =>
    (await ok<{ assets: Asset[] }>(client, BY_IDS, { ids: list })).assets.map((a) => a.id).sort();
  const sorted = (...names: (keyof typeof ids)[]) => names.map((n) => ids[n]).sort();

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-readers-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('readers-owner@example.com');
    viewer = await new TestClient(app.url).signUp('readers-viewer@example.com');
    reader = await new TestClient(app.url).signUp('readers-reader@example.com');
    anonymous = new TestClient(app.url);
    visitor = new TestClient(app.url);
    brandId = (
      await ok<{ createBrand: { brand: { id: string } } }>(
        owner,
        'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }',
        { input: { name: 'Reader Co', slug: 'reader-co' } },
      )
    ).createBrand.brand.id;
    const viewerId = (await ok<{ viewer: { id: string } }>(viewer, '{ viewer { id } }')).viewer.id;
    await seedMember(app, brandId, viewerId, 'viewer');

    const upload = (name: string, body: Buffer, type: string, tags: string[]) =>
      owner.uploadAsset(brandId, name, body, type).then(async (id) => {
        await ok(owner, 'mutation($input: UpdateAssetInput!) { updateAsset(input: $input) { asset { id } } }', {
          input: { id, tags },
        });
        return id;
      });
    ids.gallery = await upload('Photo.png', PNG, 'image/png', ['photo']);
    ids.unused = await upload('Draft.png', PNG, 'image/png', ['draft']);
    // A file named as an image whose bytes are none: processing fails.
    ids.failed = await upload('Broken.png', Buffer.from('not an image at all'), 'image/png', ['broken']);
    ids.publicFile = await upload('Guide.txt', Buffer.from('The brand guide'), 'text/plain', ['guide']);
    ids.membersFile = await upload('Contract.txt', Buffer.from('For members only'), 'text/plain', ['contract']);
    ids.mockup = await upload('Poster.png', PNG, 'image/png', ['poster']);
    ids.logo = await upload('Logo.png', PNG, 'image/png', ['logo']);
    for (const id of Object.values(ids)) await processed(id);
    expect(await statusOf(ids.failed)).toBe('failed');

    const page = async (name: string, slug: string) =>
      (
        await ok<{ createPage: { page: { id: string } } }>(
          owner,
          'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
          { input: { brandId, name, slug } },
        )
      ).createPage.page.id;
    const element = async (pageId: string, type: string, fields: Record<string, unknown>) => {
      const created = await ok<{ createElement: { element: { elementId: string } } }>(
        owner,
        'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }',
        { input: { pageId, type } },
      );
      await ok(owner, 'mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }', {
        input: { pageId, elementId: created.createElement.element.elementId, ...fields },
      });
    };
    const first = await page('Imagery', 'imagery');
    await element(first, 'gallery', { assets: [ids.gallery] });
    // A public download with a ready file and a failed one; a download for members only.
    await element(first, 'download', { assets: [ids.publicFile, ids.failed], public: true });
    await element(first, 'download', { assets: [ids.membersFile], public: false });
    const second = await page('Print', 'print');
    await element(second, 'mockup', { asset: ids.mockup });
    await ok(owner, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: brandId, public: true, logo: ids.logo },
    });
    // A shared link to the first page only, opened by a visitor without an account.
    const link = await ok<{ createSharedLink: { sharedLink: { token: string } } }>(
      owner,
      'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { token } } }',
      { input: { brand: brandId, pages: [first] } },
    );
    expect((await visitor.post('/shared-link', { token: link.createSharedLink.sharedLink.token })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows members every asset of the brand, the failed one and those shown nowhere included', async () => {
    const all = Object.values(ids).sort();
    for (const member of [owner, viewer]) {
      const seen = await library(member);
      expect(seen.assets).toEqual(all);
      expect(seen.paged).toEqual(all);
      expect(seen.total).toBe(all.length);
      expect(seen.tags).toEqual(['broken', 'contract', 'draft', 'guide', 'logo', 'photo', 'poster']);
      expect(await byIds(member, all)).toEqual(all);
    }
  });

  it('lists for readers only the ready assets shown where they read, with their tags', async () => {
    const shown = sorted('gallery', 'publicFile', 'mockup', 'logo');
    for (const client of [reader, anonymous]) {
      const seen = await library(client);
      expect(seen.assets).toEqual(shown);
      expect(seen.paged).toEqual(shown);
      expect(seen.total).toBe(shown.length);
      expect(seen.tags).toEqual(['guide', 'logo', 'photo', 'poster']);
    }
  });

  it('answers an unshown or failed asset by id exactly as an unknown one, and serves the shown ones', async () => {
    const unknown = toGlobalId('Asset', randomUUID());
    for (const client of [reader, anonymous]) {
      for (const hidden of [ids.unused, ids.failed, ids.membersFile, unknown]) {
        expect(await byIds(client, [hidden])).toEqual([]);
        expect((await client.graphql<{ node: unknown }>(NODE, { id: hidden })).data).toEqual({ node: null });
      }
    }
    const [asset] = (await ok<{ assets: Asset[] }>(reader, BY_IDS, { ids: [ids.publicFile] })).assets;
    expect(asset).toMatchObject({ id: ids.publicFile, status: 'ready' });
    // The original downloads through its signed link.
    const file = await fetch(new URL(asset!.downloadUrl!, app.url));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('The brand guide');
    expect(file.headers.get('content-disposition')).toContain('Guide.txt');
  });

  it('shows readers on a page the ready files of what they read, and members all of them', async () => {
    const filesOf = async (client: TestClient) => {
      const { page } = await ok<{ page: { elements: { type: string; assetList: Asset[] | null }[] } }>(client, PAGE, {
        b: 'reader-co',
        p: 'imagery',
      });
      return page.elements.map((e) => [e.type, (e.assetList ?? []).map((a) => a.name)]);
    };
    const forReaders = [
      ['gallery', ['Photo.png']],
      ['download', ['Guide.txt']],
    ];
    expect(await filesOf(reader)).toEqual(forReaders);
    expect(await filesOf(viewer)).toEqual([
      ['gallery', ['Photo.png']],
      ['download', ['Guide.txt', 'Broken.png']],
      ['download', ['Contract.txt']],
    ]);
  });

  it('shows a shared link’s visitors of a private brand the ready assets of the pages the link reaches', async () => {
    await ok(owner, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: brandId, public: false },
    });
    expect((await reader.graphql<Library>(LIBRARY, { slug: 'reader-co' })).data).toEqual({ brandBySlug: null });
    expect(await byIds(reader, [ids.gallery])).toEqual([]);
    // The link reaches the first page: its gallery and public download, and the brand's logo.
    const linked = await library(visitor);
    expect(linked.assets).toEqual(sorted('gallery', 'publicFile', 'logo'));
    expect(linked.tags).toEqual(['guide', 'logo', 'photo']);
    expect(await byIds(visitor, Object.values(ids))).toEqual(sorted('gallery', 'publicFile', 'logo'));
    expect((await visitor.graphql<{ node: unknown }>(NODE, { id: ids.mockup })).data).toEqual({ node: null });
  });
});
