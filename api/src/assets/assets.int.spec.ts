import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_NAME_MAX, ASSET_TAG_MAX, assetStream } from '@brandtrail/domain';
import { loadConfig, openTestDatabase, startTestS3, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';

const ASSET = `id name extension mimeType byteSize uploaded status failureReason tags url downloadUrl preview lightboxPreview
  width height dominantColor opaque font { family style } createdAt updatedAt deletedAt`;
const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const CREATE_ASSET = `mutation($input: CreateAssetInput!) {
  createAsset(input: $input) { asset { ${ASSET} } uploadInfo { action method fields { name value } } } }`;
const CONFIRM = `mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { asset { ${ASSET} } } }`;
const UPDATE = `mutation($input: UpdateAssetInput!) { updateAsset(input: $input) { asset { ${ASSET} } brand { assetTags } } }`;
const DELETE = `mutation($input: DeleteAssetInput!) { deleteAsset(input: $input) { deletedAssetId asset { ${ASSET} } brand { assetTags } } }`;
const RESTORE = `mutation($input: RestoreAssetInput!) { restoreAsset(input: $input) { asset { ${ASSET} } brand { assetTags } } }`;
const LIST = `query($slug: String!, $tag: String, $search: String) {
  brandBySlug(slug: $slug) { assetTags assets(tag: $tag, search: $search) { id name tags } deletedAssets { id } } }`;
const BY_IDS = `query($ids: [ID!]!) { assets(ids: $ids) { id name } }`;

interface Asset {
  id: string;
  name: string;
  extension: string;
  mimeType: string | null;
  byteSize: number;
  uploaded: boolean;
  status: string;
  failureReason: string | null;
  tags: string[];
  url: string | null;
  downloadUrl: string | null;
  preview: string | null;
  deletedAt: string | null;
}
interface UploadInfo {
  action: string;
  method: string;
  fields: { name: string; value: string }[];
}
type Listed = {
  brandBySlug: {
    assetTags: string[];
    assets: { id: string; name: string; tags: string[] }[];
    deletedAssets: { id: string }[];
  } | null;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testDatabaseKinds())('assets on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  let owner: TestClient;
  let stranger: TestClient;
  let brandId: string;
  let publicBrandId: string;

  const register = async (email: string) => {
    return new TestClient(app.url).signUp(email);
  };
  const createAsset = async (input: Record<string, unknown>, client = owner) => {
    const res = await client.graphql<{ createAsset: { asset: Asset; uploadInfo: UploadInfo } }>(CREATE_ASSET, { input });
    expect(res.errors).toBeUndefined();
    return res.data!.createAsset;
  };
  /** Posts the file as a browser would with the form createAsset answered (to this app: PUBLIC_URL has port 0 here). */
  const upload = async (info: UploadInfo, body: Buffer, type = 'image/png') => {
    const form = new FormData();
    for (const f of info.fields) form.append(f.name, f.value);
    form.append('file', new Blob([new Uint8Array(body)], { type }), 'file');
    const action = new URL(info.action, app.url);
    return fetch(app.url + action.pathname + action.search, { method: info.method, body: form });
  };
  const confirm = (id: string, client = owner) =>
    client.graphql<{ confirmAssetUpload: { asset: Asset } }>(CONFIRM, { input: { id } });
  const list = (vars: Record<string, unknown>, client = owner) =>
    client.graphql<Listed>(LIST, { slug: 'asset-co', ...vars }).then((r) => r.data!.brandBySlug);

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'assets'));
    owner = await register('assets-owner@example.com');
    stranger = await register('assets-stranger@example.com');
    brandId = (await owner.createBrand({ name: 'Asset Co', slug: 'asset-co' })).id;
    publicBrandId = (await owner.createBrand({ name: 'Open Co', slug: 'open-co' })).id;
    await owner.graphql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`, {
      input: { id: publicBrandId, public: true },
    });
  });
  afterAll(() => opened.close());

  it('creates an asset, takes the file through the returned form, confirms it and serves it', async () => {
    const { asset, uploadInfo } = await createAsset({
      brandId,
      name: 'Logo.PNG',
      byteSize: PNG.length,
      tags: [' logo ', 'Print'],
    });
    expect(asset).toMatchObject({
      name: 'Logo.PNG',
      extension: 'png',
      byteSize: PNG.length,
      uploaded: false,
      status: 'pending',
      failureReason: null,
      mimeType: null,
      tags: ['logo', 'Print'],
      url: null,
      downloadUrl: null,
      preview: null,
      deletedAt: null,
    });
    expect(uploadInfo.method).toBe('POST');
    expect(uploadInfo.action).toMatch(/\/uploads$/);

    // not yet posted: nothing to confirm
    const early = await confirm(asset.id);
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'ASSET_NOT_UPLOADED', status: 409 });

    // a larger file than declared is refused by the upload route
    const tooLarge = await upload(uploadInfo, Buffer.concat([PNG, Buffer.from('x')]));
    expect(tooLarge.status).toBe(413);

    expect((await upload(uploadInfo, PNG)).status).toBe(204);
    const confirmed = await confirm(asset.id);
    expect(confirmed.errors).toBeUndefined();
    const ready = confirmed.data!.confirmAssetUpload.asset;
    expect(ready).toMatchObject({ uploaded: true, byteSize: PNG.length });
    expect(['uploaded', 'ready', 'failed']).toContain(ready.status);
    expect(ready.mimeType).toMatch(/^image\/png/);
    // a repeat changes nothing
    expect((await confirm(asset.id)).errors).toBeUndefined();

    const original = await fetch(new URL(ready.url!, app.url));
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer())).toEqual(PNG);
    const download = await fetch(new URL(ready.downloadUrl!, app.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('Logo.PNG');
    await download.arrayBuffer();
  });

  it('lists assets by brand, filters by tag and name, and lists the tags', async () => {
    const photo = (await createAsset({ brandId, name: 'Team photo.jpg', byteSize: 2000, tags: ['photo', 'LOGO'] })).asset;
    const font = (await createAsset({ brandId, name: 'Inter.woff2', byteSize: 3000 })).asset;
    const all = await list({});
    expect(all!.assets.map((a) => a.name)).toEqual(['Inter.woff2', 'Team photo.jpg', 'Logo.PNG']);
    expect(all!.assetTags).toEqual(['logo', 'photo', 'Print']);
    expect((await list({ tag: 'Logo' }))!.assets.map((a) => a.name)).toEqual(['Team photo.jpg', 'Logo.PNG']);
    expect((await list({ search: 'PHOTO' }))!.assets.map((a) => a.id)).toEqual([photo.id]);
    expect((await list({ tag: 'photo', search: 'inter' }))!.assets).toEqual([]);
    // A search is part of a file name and a tag one tag: longer ones are refused, in the reader's language.
    expect((await list({ search: 'x'.repeat(ASSET_NAME_MAX) }))!.assets).toEqual([]);
    for (const vars of [{ search: 'x'.repeat(ASSET_NAME_MAX + 1) }, { tag: 'x'.repeat(ASSET_TAG_MAX + 1) }]) {
      const refused = await owner.graphql(LIST, { slug: 'asset-co', ...vars });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SEARCH_TOO_LONG', status: 400 });
    }

    const byIds = await owner.graphql<{ assets: { id: string }[] }>(BY_IDS, { ids: [font.id, 'not-an-id', photo.id] });
    expect(byIds.data!.assets.map((a) => a.id)).toEqual([font.id, photo.id]);
    const node = await owner.graphql<{ node: { name: string } }>(`query($id: ID!) { node(id: $id) { ... on Asset { name } } }`, {
      id: font.id,
    });
    expect(node.data!.node.name).toBe('Inter.woff2');
  });

  it('pages a brand’s assets newest first through assetsConnection, with a total and the same filters', async () => {
    const brand = await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, {
      input: { name: 'Paged Co', slug: 'paged-co' },
    });
    const pagedId = brand.data!.createBrand.brand.id;
    const names: string[] = [];
    for (let i = 0; i < 125; i++) {
      const name = `Asset ${String(i).padStart(3, '0')}.png`;
      await createAsset({ brandId: pagedId, name, byteSize: 10, tags: i % 2 === 0 ? ['Even'] : [] });
      names.unshift(name);
    }
    type Page = {
      totalCount: number;
      edges: { cursor: string; node: { name: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    type Conn = { brandBySlug: { assetsConnection: Page } | null };
    const PAGE = `query($after: String, $first: Int, $tag: String) { brandBySlug(slug: "paged-co") {
      assetsConnection(first: $first, after: $after, tag: $tag) {
        totalCount edges { cursor node { name } } pageInfo { hasNextPage endCursor } } } }`;
    const read = async (vars: Record<string, unknown>, client = owner): Promise<Page | undefined> => {
      const res = await client.graphql<Conn>(PAGE, vars);
      expect(res.errors).toBeUndefined();
      return res.data!.brandBySlug?.assetsConnection;
    };

    const seen: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    for (;;) {
      const page: Page = (await read({ after }))!;
      expect(page.totalCount).toBe(125);
      sizes.push(page.edges.length);
      seen.push(...page.edges.map((e) => e.node.name));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(sizes).toEqual([60, 60, 5]);
    expect(seen).toEqual(names);

    const even = names.filter((n) => Number(n.slice(6, 9)) % 2 === 0);
    const first = (await read({ tag: 'even', first: 60 }))!;
    expect(first.totalCount).toBe(63);
    expect(first.edges.map((e) => e.node.name)).toEqual(even.slice(0, 60));
    const rest = (await read({ tag: 'even', first: 60, after: first.pageInfo.endCursor }))!;
    expect(rest.edges.map((e) => e.node.name)).toEqual(even.slice(60));
    expect(rest.pageInfo.hasNextPage).toBe(false);

    // the private brand's pages are hidden from strangers like the brand itself
    expect(await read({}, stranger)).toBeUndefined();
  });

  it('renames and retags an asset, refusing bad names and tags in the reader’s language', async () => {
    const { asset } = await createAsset({ brandId, name: 'Brand book.pdf', byteSize: 100, tags: ['docs'] });
    const res = await owner.graphql<{ updateAsset: { asset: Asset; brand: { assetTags: string[] } } }>(UPDATE, {
      input: { id: asset.id, name: 'Brand book 2026', tags: ['guide', 'Docs '] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateAsset.asset).toMatchObject({ name: 'Brand book 2026', extension: 'pdf', tags: ['guide', 'Docs'] });
    expect(res.data!.updateAsset.brand.assetTags).toContain('guide');
    // name left out: only the tags change
    const tagsOnly = await owner.graphql<{ updateAsset: { asset: Asset } }>(UPDATE, { input: { id: asset.id, tags: [] } });
    expect(tagsOnly.data!.updateAsset.asset).toMatchObject({ name: 'Brand book 2026', tags: [] });

    const empty = await owner.graphql(UPDATE, { input: { id: asset.id, name: '  ' } });
    expect(empty.errors?.[0]?.extensions.code).toBe('NAME_REQUIRED');
    const german = new TestClient(app.url, { 'accept-language': 'de-DE' });
    german.cookies.clear();
    for (const [k, v] of owner.cookies) german.cookies.set(k, v);
    const long = await german.graphql(UPDATE, { input: { id: asset.id, tags: ['x'.repeat(41)] } });
    expect(long.errors?.[0]).toMatchObject({ extensions: { code: 'TAG_TOO_LONG', status: 400 } });
    expect(long.errors?.[0]?.message).toContain('Schlagwort');
    const big = await owner.graphql(CREATE_ASSET, { input: { brandId, name: 'Film.mov', byteSize: 201 * 1024 * 1024 } });
    expect(big.errors?.[0]).toMatchObject({ message: 'A file can be at most 200 MB.', extensions: { code: 'ASSET_TOO_LARGE' } });
  });

  it('deletes and restores an asset', async () => {
    const { asset } = await createAsset({ brandId, name: 'Old logo.svg', byteSize: 100, tags: ['archive'] });
    const deleted = await owner.graphql<{
      deleteAsset: { deletedAssetId: string; asset: Asset; brand: { assetTags: string[] } };
    }>(DELETE, { input: { id: asset.id } });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteAsset.deletedAssetId).toBe(asset.id);
    expect(deleted.data!.deleteAsset.asset.deletedAt).not.toBeNull();
    expect(deleted.data!.deleteAsset.brand.assetTags).not.toContain('archive');
    const listed = await list({});
    expect(listed!.assets.map((a) => a.id)).not.toContain(asset.id);
    expect(listed!.deletedAssets.map((a) => a.id)).toContain(asset.id);
    expect((await owner.graphql<{ assets: unknown[] }>(BY_IDS, { ids: [asset.id] })).data!.assets).toEqual([]);
    const edit = await owner.graphql(UPDATE, { input: { id: asset.id, name: 'x' } });
    expect(edit.errors?.[0]?.extensions.code).toBe('ASSET_DELETED');
    // a second delete (with or without force) changes nothing
    expect((await owner.graphql(DELETE, { input: { id: asset.id, force: true } })).errors).toBeUndefined();

    const restored = await owner.graphql<{ restoreAsset: { asset: Asset; brand: { assetTags: string[] } } }>(RESTORE, {
      input: { id: asset.id },
    });
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreAsset.asset.deletedAt).toBeNull();
    expect(restored.data!.restoreAsset.brand.assetTags).toContain('archive');
    const again = await owner.graphql(RESTORE, { input: { id: asset.id } });
    expect(again.errors?.[0]?.extensions.code).toBe('ASSET_NOT_DELETED');

    const refreshed = await owner.graphql<{ refreshAssetTagsBrand: { brand: { assetTags: string[] } } }>(
      `mutation($input: RefreshAssetTagsBrandInput!) { refreshAssetTagsBrand(input: $input) { brand { assetTags } } }`,
      { input: { id: brandId } },
    );
    expect(refreshed.data!.refreshAssetTagsBrand.brand.assetTags).toContain('archive');
  });

  it('shows a private brand’s assets to members only, and lets no reader change them', async () => {
    const { asset } = await createAsset({ brandId, name: 'Secret.png', byteSize: 10 });
    expect(await list({}, stranger)).toBeNull();
    expect((await stranger.graphql<{ assets: unknown[] }>(BY_IDS, { ids: [asset.id] })).data!.assets).toEqual([]);
    const node = await stranger.graphql<{ node: unknown }>(`query($id: ID!) { node(id: $id) { id } }`, { id: asset.id });
    expect(node.data!.node).toBeNull();
    for (const [query, input] of [
      [CREATE_ASSET, { brandId, name: 'Mine.png', byteSize: 10 }],
      [UPDATE, { id: asset.id, name: 'Mine' }],
      [DELETE, { id: asset.id }],
      [CONFIRM, { id: asset.id }],
    ] as const) {
      const res = await stranger.graphql(query, { input });
      // The answer for a brand or asset that does not exist: the ids tell them nothing.
      expect(res.errors?.[0]?.extensions.code, query.slice(0, 40)).toBe(
        query === CREATE_ASSET ? 'BRAND_NOT_FOUND' : 'ASSET_NOT_FOUND',
      );
    }
    const anonymous = new TestClient(app.url);
    const anonymousCreate = await anonymous.graphql(CREATE_ASSET, { input: { brandId, name: 'a.png', byteSize: 1 } });
    expect(anonymousCreate.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    // a public brand's readers see its assets, but may not add or change any
    const created = await createAsset({ brandId: publicBrandId, name: 'Open logo.png', byteSize: PNG.length, tags: ['logo'] });
    const open = created.asset;
    type Read = { brandBySlug: { assets: { id: string }[]; assetTags: string[]; deletedAssets: unknown[] } };
    const READ = `{ brandBySlug(slug: "open-co") { assets { id } assetTags deletedAssets { id } } }`;
    // readers see only assets whose file has arrived
    expect((await stranger.graphql<Read>(READ)).data!.brandBySlug.assets).toEqual([]);
    type Paged = { brandBySlug: { assetsConnection: { totalCount: number; edges: unknown[] } } };
    const PAGED = `{ brandBySlug(slug: "open-co") { assetsConnection { totalCount edges { node { id } } } } }`;
    expect((await stranger.graphql<Paged>(PAGED)).data!.brandBySlug.assetsConnection).toEqual({ totalCount: 0, edges: [] });
    expect((await owner.graphql<Paged>(PAGED)).data!.brandBySlug.assetsConnection.totalCount).toBe(1);
    expect((await stranger.graphql<{ assets: unknown[] }>(BY_IDS, { ids: [open.id] })).data!.assets).toEqual([]);
    expect((await upload(created.uploadInfo, PNG)).status).toBe(204);
    // an upload in progress is not there for readers: not found, as an asset that never existed
    expect((await stranger.graphql(CONFIRM, { input: { id: open.id } })).errors?.[0]?.extensions.code).toBe('ASSET_NOT_FOUND');
    expect((await confirm(open.id)).errors).toBeUndefined();
    // and of the uploaded ones only those shown where they read, once ready (the policy's one rule:
    // readers.int.spec.ts): an asset shown nowhere stays the members'
    const read = await stranger.graphql<Read>(READ);
    expect(read.data!.brandBySlug).toEqual({ assets: [], assetTags: [], deletedAssets: [] });
    expect((await stranger.graphql<{ assets: { id: string }[] }>(BY_IDS, { ids: [open.id] })).data!.assets).toEqual([]);
    expect((await owner.graphql<{ assets: { id: string }[] }>(BY_IDS, { ids: [open.id] })).data!.assets).toHaveLength(1);
    const create = await stranger.graphql(CREATE_ASSET, { input: { brandId: publicBrandId, name: 'Mine.png', byteSize: 10 } });
    expect(create.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const rename = await stranger.graphql(UPDATE, { input: { id: open.id, name: 'Mine' } });
    expect(rename.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('shows readers of a public brand only the tags of assets they can see', async () => {
    const tag = `pending-${Date.now().toString(36)}`;
    const TAGS = `{ brandBySlug(slug: "open-co") { assetTags } }`;
    const tagsOf = async (client: TestClient) => {
      const res = await client.graphql<{ brandBySlug: { assetTags: string[] } }>(TAGS);
      expect(res.errors).toBeUndefined();
      return res.data!.brandBySlug.assetTags;
    };
    const anonymous = new TestClient(app.url);
    const { asset, uploadInfo } = await createAsset({
      brandId: publicBrandId,
      name: 'Unreleased.png',
      byteSize: PNG.length,
      tags: [tag],
    });
    // The owner asks first, so a reader's answer cannot come from the owner's cached list.
    expect(await tagsOf(owner)).toContain(tag);
    expect(await tagsOf(anonymous)).not.toContain(tag);
    expect(await tagsOf(stranger)).not.toContain(tag);
    expect((await upload(uploadInfo, PNG)).status).toBe(204);
    expect((await confirm(asset.id)).errors).toBeUndefined();
    expect(await tagsOf(owner)).toContain(tag);
    // uploaded, but shown nowhere: still the members' (the library's rule, readers.int.spec.ts)
    expect(await tagsOf(anonymous)).not.toContain(tag);
    expect(await tagsOf(stranger)).not.toContain(tag);
  });

  // Last: it adds an asset to the brand the listings above count.
  it('answers a createAsset or updateAsset repeated under its clientMutationId as the first, recording nothing more', async () => {
    const input = {
      brandId,
      name: 'Retried.png',
      byteSize: PNG.length,
      tags: ['retried'],
      clientMutationId: crypto.randomUUID(),
    };
    const first = await createAsset(input);
    // The answer was lost: the client sends the same mutation again and gets the same asset, with a form for it.
    const again = await createAsset(input);
    expect(again.asset.id).toBe(first.asset.id);
    expect(again.uploadInfo.fields.find((f) => f.name === 'key')?.value).toBe(
      first.uploadInfo.fields.find((f) => f.name === 'key')?.value,
    );
    expect((await upload(again.uploadInfo, PNG)).status).toBeLessThan(300);
    expect((await confirm(again.asset.id)).data!.confirmAssetUpload.asset.uploaded).toBe(true);
    // One asset in the library, not a second one left pending.
    expect((await list({ tag: 'retried' }))!.assets.map((a) => a.name)).toEqual(['Retried.png']);
    const uuid = Buffer.from(first.asset.id, 'base64url').toString('utf8').split(':')[1]!;
    const update = { id: first.asset.id, tags: ['retried', 'twice'], clientMutationId: crypto.randomUUID() };
    type Updated = { updateAsset: { asset: Asset; brand: { assetTags: string[] } } };
    const answer = async () => {
      const res = await owner.graphql<Updated>(UPDATE, { input: update });
      expect(res.errors).toBeUndefined();
      return { id: res.data!.updateAsset.asset.id, tags: res.data!.updateAsset.asset.tags };
    };
    // (The rest of the answer is the asset as it is now: processing goes on, and links are signed anew.)
    expect(await answer()).toEqual({ id: first.asset.id, tags: ['retried', 'twice'] });
    expect(await answer()).toEqual({ id: first.asset.id, tags: ['retried', 'twice'] });
    const types = (await app.services.store.readStream(assetStream(uuid))).map((e) => e.type);
    expect(types.filter((t) => t === 'AssetCreated')).toHaveLength(1);
    expect(types.filter((t) => t === 'AssetTagsChanged')).toHaveLength(1);
  });
});

/**
 * The upload form works for 15 minutes, and is single use from the confirm on: posted again, it can
 * change nothing the asset shows (the stored original, its size, its previews), on either store.
 * The filesystem store refuses the post; S3 takes it under the upload key, which nothing reads.
 */
describe.each(['filesystem', 's3'] as const)('an upload form posted again after the confirm (%s store)', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let s3: Awaited<ReturnType<typeof startTestS3>> | undefined;
  let owner: TestClient;
  let brandId: string;

  /** A script and an event handler, which processing removes from the stored original. */
  const SVG = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script>' +
      '<rect width="40" height="20" fill="#336699"/></svg>',
  );
  /** Another file within the declared size: red, with its own script. */
  const EVIL = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" onload="alert(3)"><script>alert(4)</script>' +
      '<rect width="20" height="20" fill="#ff0000"/></svg>',
  );

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), `bt-assets-${kind}-`));
    if (kind === 's3') s3 = await startTestS3(path.join(dataDir, 's3'));
    const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, ...s3?.env });
    app = await startApp({ ...config, redisUrl: undefined }, db.sql);
    expect(app.services.blobs.kind).toBe(kind);
    owner = await new TestClient(app.url).signUp(`repost-${kind}@example.com`);
    const brand = await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, {
      input: { name: 'Repost Co', slug: `repost-${kind}` },
    });
    brandId = brand.data!.createBrand.brand.id;
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Posts as the browser does: to S3 itself, or to this app's `/uploads` (PUBLIC_URL names port 0 here). */
  const post = (info: UploadInfo, body: Buffer, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const f of info.fields) form.append(f.name, f.value);
    form.append('Content-Type', 'image/svg+xml');
    form.append('file', new Blob([new Uint8Array(body)], { type: 'image/svg+xml' }), 'logo.svg');
    const action = new URL(info.action, app.url);
    return fetch(kind === 's3' ? action : app.url + action.pathname, { method: info.method, body: form, headers });
  };
  const bytesAt = async (url: string | null) => Buffer.from(await (await fetch(new URL(url!, app.url))).arrayBuffer());
  const read = async (id: string) =>
    (
      await owner.graphql<{ assets: (Asset & Record<string, unknown>)[] }>(
        `query($ids: [ID!]!) { assets(ids: $ids) { ${ASSET} } }`,
        { ids: [id] },
      )
    ).data!.assets[0]!;
  const keyOf = (info: UploadInfo) => info.fields.find((f) => f.name === 'key')!.value;

  it('changes nothing the asset shows: the original, its size, its previews and its events stay', async () => {
    expect(EVIL.length).toBeLessThanOrEqual(SVG.length);
    const created = await owner.graphql<{ createAsset: { asset: Asset; uploadInfo: UploadInfo } }>(CREATE_ASSET, {
      input: { brandId, name: 'Logo.svg', byteSize: SVG.length },
    });
    const { asset, uploadInfo } = created.data!.createAsset;
    const key = keyOf(uploadInfo);
    // the form names the upload, never the original
    expect(key).toMatch(/^assets\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/upload$/);
    const assetId = key.split('/')[2]!;
    expect((await post(uploadInfo, SVG)).status).toBeLessThan(300);
    const confirmed = await owner.graphql<{ confirmAssetUpload: { asset: Asset } }>(CONFIRM, { input: { id: asset.id } });
    expect(confirmed.errors).toBeUndefined();
    expect(await app.services.blobs.stat(key)).toBeNull(); // moved to the original
    await expect.poll(async () => (await read(asset.id)).status, { timeout: 20_000 }).toBe('ready');
    const before = await read(asset.id);
    const original = await bytesAt(before.url);
    const preview = await bytesAt(before.preview);
    expect(original.toString()).not.toMatch(/script|onload/i); // sanitised
    expect(original.toString()).toContain('#336699');
    expect(before.byteSize).toBe(original.length);
    expect(preview.length).toBeGreaterThan(0);
    const events = (await app.services.store.readStream(assetStream(assetId))).length;

    const again = await post(uploadInfo, EVIL, { 'accept-language': 'de' });
    if (kind === 'filesystem') {
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        code: 'UPLOAD_FORM_USED',
        status: 409,
        message:
          'Dieses Upload-Formular wurde bereits verwendet: Seine Datei ist schon gespeichert. Für eine weitere Datei starten Sie bitte einen neuen Upload.',
      });
      expect(await app.services.blobs.stat(key)).toBeNull();
    } else {
      expect(again.status).toBeLessThan(300); // S3 takes it, under the upload key
      expect(await app.services.blobs.stat(key)).toMatchObject({ byteSize: EVIL.length });
    }
    // confirming again changes nothing either
    expect((await owner.graphql(CONFIRM, { input: { id: asset.id } })).errors).toBeUndefined();

    const after = await read(asset.id);
    expect(after).toEqual({
      ...before,
      url: after.url,
      downloadUrl: after.downloadUrl,
      preview: after.preview,
      lightboxPreview: after.lightboxPreview,
    });
    expect((await bytesAt(after.url)).equals(original)).toBe(true);
    expect((await bytesAt(after.preview)).equals(preview)).toBe(true);
    expect((await app.services.store.readStream(assetStream(assetId))).length).toBe(events);
  });

  it('confirms an upload whose form named the original (an asset created before the upload key)', async () => {
    const created = await owner.graphql<{ createAsset: { asset: Asset; uploadInfo: UploadInfo } }>(CREATE_ASSET, {
      input: { brandId, name: 'Old form.svg', byteSize: SVG.length },
    });
    const { asset, uploadInfo } = created.data!.createAsset;
    const originalKey = keyOf(uploadInfo).replace(/\/upload$/, '/original');
    const legacy = await app.services.blobs.presignUpload({
      key: originalKey,
      minBytes: 1,
      maxBytes: SVG.length,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const legacyInfo: UploadInfo = { ...legacy, fields: Object.entries(legacy.fields).map(([name, value]) => ({ name, value })) };
    expect((await post(legacyInfo, SVG)).status).toBeLessThan(300);
    const confirmed = await owner.graphql<{ confirmAssetUpload: { asset: Asset } }>(CONFIRM, { input: { id: asset.id } });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmAssetUpload.asset).toMatchObject({ uploaded: true, byteSize: SVG.length });
  });

  it('ends a confirm repeated after a crash between the move and its event in the same state', async () => {
    const created = await owner.graphql<{ createAsset: { asset: Asset; uploadInfo: UploadInfo } }>(CREATE_ASSET, {
      input: { brandId, name: 'Crash.svg', byteSize: SVG.length },
    });
    const { asset, uploadInfo } = created.data!.createAsset;
    const key = keyOf(uploadInfo);
    expect((await post(uploadInfo, SVG)).status).toBeLessThan(300);
    // the confirm that stopped: the file moved, no event recorded
    const originalKey = key.replace(/\/upload$/, '/original');
    expect(await app.services.blobs.move(key, originalKey)).toMatchObject({ byteSize: SVG.length });
    expect((await read(asset.id)).uploaded).toBe(false);
    const repeated = await owner.graphql<{ confirmAssetUpload: { asset: Asset } }>(CONFIRM, { input: { id: asset.id } });
    expect(repeated.errors).toBeUndefined();
    expect(repeated.data!.confirmAssetUpload.asset).toMatchObject({ uploaded: true, byteSize: SVG.length });
    if (kind === 'filesystem') expect((await post(uploadInfo, EVIL)).status).toBe(409);
  });
});
