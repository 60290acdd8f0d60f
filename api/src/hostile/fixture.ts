import { elementTypes, type ElementType } from '@brandtrail/domain/pages/elements';
import { TestClient } from '../testing/client';
import { ADMIN } from './instance';

/**
 * Who sends a request. `burner` and `tamper`: more sessions of the stranger, for requests that log
 * out or in, and for cookies taken apart (a renewal from the refresh token ends the old session).
 */
export const roles = ['owner', 'stranger', 'anonymous', 'noTerms', 'admin', 'burner', 'tamper'] as const;
export type Role = (typeof roles)[number];

export interface UploadForm {
  action: string;
  method: string;
  fields: { name: string; value: string }[];
}

/** A brand with everything in it, as seeded. Ids of brands, pages and assets are global ids. */
export interface BrandKit {
  id: string;
  slug: string;
  /** A page with an element of every type (the element ids by type). */
  pageId: string;
  pageSlug: string;
  elements: Record<ElementType, string>;
  subpageId: string;
  /** A page for the mutations that create, move and delete elements. */
  scratchPageId: string;
  scratchElementIds: string[];
  /** An uploaded, confirmed PNG and a signed link to its file. */
  assetId: string;
  assetFileUrl: string;
  /** The form the asset's file was posted with (re-posting it is a case). */
  assetForm: UploadForm;
  /** An asset for the mutations that delete and restore. */
  scratchAssetId: string;
  /** A shared link to all pages (updateSharedLink narrows it). */
  sharedLinkId: string;
}

export interface Fixture {
  url: string;
  /** The Cookie header of each role ('' for anonymous). */
  cookies: Record<Role, string>;
  owner: { email: string; password: string; userId: string };
  stranger: { email: string; password: string; userId: string };
  /** An account without a session, for the admin's actions on users (suspend, end sessions, send a link). */
  target: { email: string; userId: string };
  privateBrand: BrandKit;
  publicBrand: BrandKit;
  strangerBrand: BrandKit;
  /** A brand of the owner for deleteBrand and restoreBrand. */
  scratchBrandId: string;
  /** A form of an asset still waiting for its file (for hostile multipart bodies). */
  pendingForm: UploadForm;
}

const PASSWORD = 'correct horse battery';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const doc = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

async function ok<T>(client: TestClient, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await client.graphql<T>(query, variables);
  if (res.errors?.length || !res.data) throw new Error(`seeding failed: ${JSON.stringify(res.errors)} for ${query}`);
  return res.data;
}

async function account(url: string, email: string, acceptTerms: boolean) {
  const client = new TestClient(url);
  const res = await client.post('/register', { email, password: PASSWORD });
  if (res.status !== 201) throw new Error(`seeding: register ${email} answered ${res.status}`);
  if (acceptTerms && (await client.post('/update-user', { termsAccepted: true })).status !== 200)
    throw new Error(`seeding: terms for ${email}`);
  return { client, userId: (res.body as { id: string }).id };
}

async function upload(url: string, form: UploadForm, body: Buffer) {
  const data = new FormData();
  for (const f of form.fields) data.append(f.name, f.value);
  data.append('file', new Blob([new Uint8Array(body)], { type: 'image/png' }), 'file.png');
  const action = new URL(form.action, url);
  const res = await fetch(url + action.pathname + action.search, { method: form.method, body: data });
  if (res.status >= 300) throw new Error(`seeding: upload answered ${res.status}`);
}

const CREATE_ASSET = `mutation($input: CreateAssetInput!) {
  createAsset(input: $input) { asset { id } uploadInfo { action method fields { name value } } } }`;

async function asset(client: TestClient, url: string, brandId: string, name: string, confirm: boolean) {
  const { createAsset } = await ok<{ createAsset: { asset: { id: string }; uploadInfo: UploadForm } }>(client, CREATE_ASSET, {
    input: { brandId, name, byteSize: PNG.length, tags: ['logo', 'print'] },
  });
  if (!confirm) return { id: createAsset.asset.id, form: createAsset.uploadInfo, fileUrl: '' };
  await upload(url, createAsset.uploadInfo, PNG);
  const confirmed = await ok<{ confirmAssetUpload: { asset: { url: string } } }>(
    client,
    `mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { asset { url } } }`,
    { input: { id: createAsset.asset.id } },
  );
  const file = new URL(confirmed.confirmAssetUpload.asset.url, url);
  return { id: createAsset.asset.id, form: createAsset.uploadInfo, fileUrl: file.pathname + file.search };
}

async function brandKit(client: TestClient, url: string, name: string, slug: string, isPublic: boolean): Promise<BrandKit> {
  const { createBrand } = await ok<{ createBrand: { brand: { id: string } } }>(
    client,
    `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
    { input: { name, slug, colors: [{ hex: '#2F4BD8', label: 'Blue' }], fonts: ['Inter'] } },
  );
  const brandId = createBrand.brand.id;
  await ok(client, `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
    input: { id: brandId, public: isPublic, publicIndex: isPublic, bio: `${name} bio`, usp: 'Hostile input' },
  });
  const logo = await asset(client, url, brandId, 'logo.png', true);
  const scratchAsset = await asset(client, url, brandId, 'scratch.png', true);
  const createPage = async (input: Record<string, unknown>) =>
    (
      await ok<{ createPage: { page: { id: string; slug: string } } }>(
        client,
        `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }`,
        { input: { brandId, ...input } },
      )
    ).createPage.page;
  const page = await createPage({ name: 'Everything', slug: 'everything' });
  const createElement = async (pageId: string, type: ElementType) =>
    (
      await ok<{ createElement: { element: { elementId: string } } }>(
        client,
        `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`,
        { input: { pageId, type } },
      )
    ).createElement.element.elementId;
  const elements = {} as Record<ElementType, string>;
  for (const type of elementTypes) elements[type] = await createElement(page.id, type);
  const update = (elementId: string, fields: Record<string, unknown>) =>
    ok(client, `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { id } } }`, {
      input: { pageId: page.id, elementId, ...fields },
    });
  await update(elements.headline, { text: doc('Colours') });
  await update(elements.text, { text: doc('Our colours'), textColorElement: elements.color });
  await update(elements.color, { label: 'Blue', color: '#2F4BD8', colors: [{ color: '#FFFFFF', label: 'White' }] });
  await update(elements.hyperlink, { url: 'https://example.com/', label: 'Site', caption: 'c', info: 'i' });
  await update(elements.link, { linkedElement: elements.headline });
  await update(elements.gallery, {
    assets: [logo.id],
    items: [{ asset: logo.id, caption: 'Logo', link: 'https://example.com/' }],
  });
  await update(elements.mockup, { asset: logo.id, label: 'Mockup' });
  await update(elements.download, { assets: [logo.id], label: 'Download' });
  const subpage = await createPage({ name: 'Child', slug: 'child', parentId: page.id });
  const scratch = await createPage({ name: 'Scratch', slug: 'scratch' });
  const scratchElementIds = [await createElement(scratch.id, 'text'), await createElement(scratch.id, 'color')];
  const { createSharedLink } = await ok<{ createSharedLink: { sharedLink: { id: string } } }>(
    client,
    `mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id } } }`,
    { input: { brand: brandId, accessAllPages: true } },
  );
  return {
    id: brandId,
    slug,
    pageId: page.id,
    pageSlug: page.slug,
    elements,
    subpageId: subpage.id,
    scratchPageId: scratch.id,
    scratchElementIds,
    assetId: logo.id,
    assetFileUrl: logo.fileUrl,
    assetForm: logo.form,
    scratchAssetId: scratchAsset.id,
    sharedLinkId: createSharedLink.sharedLink.id,
  };
}

/** Seeds a fresh app through its API. */
export async function seed(url: string): Promise<Fixture> {
  const owner = await account(url, 'hostile-owner@example.com', true);
  const stranger = await account(url, 'hostile-stranger@example.com', true);
  const noTerms = await account(url, 'hostile-no-terms@example.com', false);
  const target = await account(url, 'hostile-target@example.com', true);
  await target.client.post('/logout', {});
  const admin = new TestClient(url);
  if ((await admin.post('/login', { email: ADMIN.email, password: ADMIN.password })).status !== 200)
    throw new Error('seeding: admin log-in');
  await admin.post('/update-user', { termsAccepted: true });
  const session = async () => {
    const client = new TestClient(url);
    if ((await client.post('/login', { email: 'hostile-stranger@example.com', password: PASSWORD })).status !== 200)
      throw new Error('seeding: another log-in');
    return client;
  };
  const burner = await session();
  const tamper = await session();

  const privateBrand = await brandKit(owner.client, url, 'Hostile Private', 'hostile-private', false);
  const publicBrand = await brandKit(owner.client, url, 'Hostile Public', 'hostile-public', true);
  const strangerBrand = await brandKit(stranger.client, url, 'Stranger Brand', 'stranger-brand', false);
  const scratch = await ok<{ createBrand: { brand: { id: string } } }>(
    owner.client,
    `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
    { input: { name: 'Hostile Scratch', slug: 'hostile-scratch' } },
  );
  const pending = await asset(owner.client, url, privateBrand.id, 'pending.png', false);
  return {
    url,
    cookies: {
      owner: owner.client.cookieHeader(),
      stranger: stranger.client.cookieHeader(),
      anonymous: '',
      noTerms: noTerms.client.cookieHeader(),
      admin: admin.cookieHeader(),
      burner: burner.cookieHeader(),
      tamper: tamper.cookieHeader(),
    },
    owner: { email: 'hostile-owner@example.com', password: PASSWORD, userId: owner.userId },
    stranger: { email: 'hostile-stranger@example.com', password: PASSWORD, userId: stranger.userId },
    target: { email: 'hostile-target@example.com', userId: target.userId },
    privateBrand,
    publicBrand,
    strangerBrand,
    scratchBrandId: scratch.createBrand.brand.id,
    pendingForm: pending.form,
  };
}
