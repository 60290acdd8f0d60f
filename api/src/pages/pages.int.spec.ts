import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newElement, pageStream } from '@brandtrail/domain';
import { testDatabaseKinds, testEvent } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';

const PAGE = 'id slug name url parent { id slug } deletedAt';
const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { ${PAGE} } } }`;
const UPDATE_PAGE = `mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { ${PAGE} textColor } } }`;
const READ = `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { ${PAGE} } }`;
const ELEMENT = `elementId type width height fontSize marginTop marginBottom marginX borderRadius verticalAlign rowWidth
  rowBackgroundWidth text label color colors { color label } skipHeadlines url public separator separatorSize linkedElement`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { ${ELEMENT} } page { elements { elementId } } } }`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DELETE_ASSET = `mutation($input: DeleteAssetInput!) { deleteAsset(input: $input) { deletedAssetId } }`;
const ASSET_ELEMENT = `elementId type assets items { asset caption link } columns gapX gapY fit scale border lightbox download
  verticalAlign backgroundColor variant rotation asset label public text fontSize borderRadius
  assetList { id name } assetItem { id name } fontAsset font { id name }`;
const UPDATE_ASSET_ELEMENT = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { ${ASSET_ELEMENT} } } }`;

interface Page {
  id: string;
  slug: string;
  name: string;
  url: string;
  parent: { id: string; slug: string } | null;
  deletedAt: string | null;
}

describe.each(testDatabaseKinds())('pages on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  let owner: TestClient;
  let stranger: TestClient;
  let brandId: string;
  let otherBrandId: string;

  const register = async (email: string) => {
    return new TestClient(app.url).signUp(email);
  };
  const createPage = async (input: Record<string, unknown>) => {
    const res = await owner.graphql<{ createPage: { page: Page } }>(CREATE_PAGE, { input });
    expect(res.errors).toBeUndefined();
    return res.data!.createPage.page;
  };

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'pages'));
    owner = await register('pages-owner@example.com');
    stranger = await register('pages-stranger@example.com');
    brandId = (await owner.createBrand({ name: 'Page Co', slug: 'page-co' })).id;
    otherBrandId = (await owner.createBrand({ name: 'Other Co', slug: 'other-co' })).id;
  });
  afterAll(() => opened.close());

  it('creates a page, reads it by brand and page slug, renames it and moves its address', async () => {
    const page = await createPage({ brandId, name: 'Logo Usage' });
    expect(page).toMatchObject({
      slug: 'logo-usage',
      name: 'Logo Usage',
      url: '/page-co/logo-usage',
      parent: null,
      deletedAt: null,
    });
    const read = await owner.graphql<{ page: Page }>(READ, { b: 'page-co', p: 'logo-usage' });
    expect(read.data!.page.id).toBe(page.id);

    const child = await createPage({ brandId, name: 'Clear space', parentId: page.id });
    expect(child.parent).toEqual({ id: page.id, slug: 'logo-usage' });

    const res = await owner.graphql<{ updatePage: { page: Page & { textColor: string } } }>(UPDATE_PAGE, {
      input: { id: page.id, name: 'Logo', slug: 'logo', textColor: '#2f4bd8' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePage.page).toMatchObject({ name: 'Logo', slug: 'logo', url: '/page-co/logo', textColor: '2F4BD8' });
    expect((await owner.graphql<{ page: Page | null }>(READ, { b: 'page-co', p: 'logo-usage' })).data!.page).toBeNull();
    expect((await owner.graphql<{ page: Page }>(READ, { b: 'page-co', p: 'logo' })).data!.page.name).toBe('Logo');
    // the old slug is free again
    expect((await createPage({ brandId, name: 'Again', slug: 'logo-usage' })).slug).toBe('logo-usage');

    const list = await owner.graphql<{ brandBySlug: { pages: { name: string }[] } }>(
      `{ brandBySlug(slug: "page-co") { pages { name } } }`,
    );
    // never sorted: oldest first
    expect(list.data!.brandBySlug.pages.map((p) => p.name)).toEqual(['Logo', 'Clear space', 'Again']);
  });

  it('keeps a slug unique within a brand but not across brands', async () => {
    await createPage({ brandId, name: 'Colours', slug: 'colours' });
    const taken = await owner.graphql(CREATE_PAGE, { input: { brandId, name: 'Colours 2', slug: 'colours' } });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'The address "colours" is already taken. Please choose another.',
      extensions: { code: 'SLUG_TAKEN', status: 409 },
    });
    // without a slug, the next free one is taken
    expect((await createPage({ brandId, name: 'Colours' })).slug).toBe('colours-2');
    expect((await createPage({ brandId: otherBrandId, name: 'Colours', slug: 'colours' })).url).toBe('/other-co/colours');
    const reserved = await owner.graphql(CREATE_PAGE, { input: { brandId, name: 'Settings', slug: 'settings' } });
    expect(reserved.errors?.[0]?.extensions.code).toBe('SLUG_RESERVED');
  });

  it('gives the 60th page of one name the next free address', async () => {
    // (the search starts where the read model's held slugs end: it once gave up after 50 tries)
    const slugs: string[] = [];
    for (let i = 0; i < 60; i++) slugs.push((await createPage({ brandId: otherBrandId, name: 'Same name' })).slug);
    expect(slugs).toEqual(['same-name', ...Array.from({ length: 59 }, (_, i) => `same-name-${i + 2}`)]);
  });

  it('deletes and restores a page, which keeps its slug meanwhile', async () => {
    const page = await createPage({ brandId, name: 'Imagery' });
    const deleted = await owner.graphql<{ deletePage: { page: Page; deletedPageId: string } }>(
      `mutation($input: DeletePageInput!) { deletePage(input: $input) { deletedPageId page { ${PAGE} } } }`,
      { input: { id: page.id } },
    );
    expect(deleted.data!.deletePage.deletedPageId).toBe(page.id);
    expect(deleted.data!.deletePage.page.deletedAt).not.toBeNull();
    expect((await owner.graphql<{ page: Page | null }>(READ, { b: 'page-co', p: 'imagery' })).data!.page).toBeNull();
    const taken = await owner.graphql(CREATE_PAGE, { input: { brandId, name: 'Imagery', slug: 'imagery' } });
    expect(taken.errors?.[0]?.extensions.code).toBe('SLUG_TAKEN');
    const edit = await owner.graphql(UPDATE_PAGE, { input: { id: page.id, name: 'Pictures' } });
    expect(edit.errors?.[0]?.extensions.code).toBe('PAGE_DELETED');

    const restored = await owner.graphql<{ restorePage: { page: Page } }>(
      `mutation($input: RestorePageInput!) { restorePage(input: $input) { page { ${PAGE} } } }`,
      { input: { id: page.id } },
    );
    expect(restored.data!.restorePage.page).toMatchObject({ slug: 'imagery', deletedAt: null });
    expect((await owner.graphql<{ page: Page }>(READ, { b: 'page-co', p: 'imagery' })).data!.page.id).toBe(page.id);
  });

  it('hides the pages of a private brand from non-members and lets them edit nothing', async () => {
    const page = await createPage({ brandId, name: 'Secret' });
    expect((await stranger.graphql<{ page: Page | null }>(READ, { b: 'page-co', p: 'secret' })).data!.page).toBeNull();
    expect(
      (await stranger.graphql<{ node: unknown }>(`query($id: ID!) { node(id: $id) { id } }`, { id: page.id })).data!.node,
    ).toBeNull();
    // the same answer as for a page that does not exist: the id tells them nothing
    const edit = await stranger.graphql(UPDATE_PAGE, { input: { id: page.id, name: 'Mine' } });
    expect(edit.errors?.[0]?.extensions.code).toBe('PAGE_NOT_FOUND');
    const create = await stranger.graphql(CREATE_PAGE, { input: { brandId, name: 'Intruder' } });
    expect(create.errors?.[0]?.extensions.code).toBe('BRAND_NOT_FOUND');

    // once the brand is public they may read, but still not edit
    await owner.graphql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`, {
      input: { id: otherBrandId, public: true },
    });
    expect((await stranger.graphql<{ page: Page }>(READ, { b: 'other-co', p: 'colours' })).data!.page.url).toBe(
      '/other-co/colours',
    );
    const other = (await stranger.graphql<{ page: Page }>(READ, { b: 'other-co', p: 'colours' })).data!.page;
    const publicEdit = await stranger.graphql(UPDATE_PAGE, { input: { id: other.id, name: 'Mine' } });
    expect(publicEdit.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('sends button links that are not public to members only', async () => {
    await owner.graphql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`, {
      input: { id: otherBrandId, public: true },
    });
    const page = (
      await owner.graphql<{ createPage: { page: Page } }>(CREATE_PAGE, { input: { brandId: otherBrandId, name: 'Links' } })
    ).data!.createPage.page;
    const add = async (isPublic: boolean) => {
      const res = await owner.graphql<{ createElement: { element: { elementId: string } } }>(CREATE_ELEMENT, {
        input: { pageId: page.id, type: 'hyperlink' },
      });
      const elementId = res.data!.createElement.element.elementId;
      await owner.graphql(`mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`, {
        input: { pageId: page.id, elementId, url: 'https://intranet.example.com', public: isPublic },
      });
      return elementId;
    };
    const open = await add(true);
    const internal = await add(false);
    const link = await owner.graphql<{ createElement: { element: { elementId: string } } }>(CREATE_ELEMENT, {
      input: { pageId: page.id, type: 'link' },
    });
    await owner.graphql(`mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`, {
      input: { pageId: page.id, elementId: link.data!.createElement.element.elementId, linkedElement: internal },
    });
    const ELEMENTS = `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { elements { elementId type url linked { elementId } } } }`;
    type Read = {
      page: { elements: { elementId: string; type: string; url: string | null; linked: { elementId: string } | null }[] };
    };
    const asOwner = (await owner.graphql<Read>(ELEMENTS, { b: 'other-co', p: 'links' })).data!.page.elements;
    expect(asOwner.map((e) => e.elementId)).toEqual([open, internal, link.data!.createElement.element.elementId]);
    expect(asOwner[2]!.linked).toEqual({ elementId: internal });
    const asReader = (await stranger.graphql<Read>(ELEMENTS, { b: 'other-co', p: 'links' })).data!.page.elements;
    expect(asReader.map((e) => e.elementId)).toEqual([open, link.data!.createElement.element.elementId]);
    expect(asReader[1]!.linked).toBeNull();
  });

  describe('elements that show assets', () => {
    /** Uploads a file to the brand's library as the owner and confirms it. */
    const asset = (brand: string, name: string, body: Buffer = PNG, type = 'image/png') =>
      owner.uploadAsset(brand, name, body, type);
    type El = Record<string, unknown> & { elementId: string; assetList: { id: string }[] | null };
    const add = async (pageId: string, type: string) => {
      const res = await owner.graphql<{ createElement: { element: { elementId: string } } }>(CREATE_ELEMENT, {
        input: { pageId, type },
      });
      expect(res.errors).toBeUndefined();
      return res.data!.createElement.element.elementId;
    };
    const update = (input: Record<string, unknown>, client = owner) =>
      client.graphql<{ updateElement: { element: El } }>(UPDATE_ASSET_ELEMENT, { input });
    const read = (b: string, p: string, client = owner) =>
      client
        .graphql<{ page: { elements: El[] } }>(
          `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { elements { ${ASSET_ELEMENT} } } }`,
          { b, p },
        )
        .then((r) => r.data!.page.elements);

    it('creates the four types with the spec defaults', async () => {
      const page = await createPage({ brandId, name: 'Asset defaults' });
      const types = ['gallery', 'mockup', 'download', 'font'];
      for (const type of types) await add(page.id, type);
      const [gallery, mockup, download, font] = await read('page-co', 'asset-defaults');
      expect(gallery).toMatchObject({
        type: 'gallery',
        assets: [],
        items: [],
        columns: 1,
        gapX: 0.02,
        gapY: 0.02,
        fit: 'contain',
        scale: 1,
        border: false,
        lightbox: true,
        download: true,
        verticalAlign: 'center',
        backgroundColor: null,
        assetList: [],
        assetItem: null,
        asset: null,
      });
      expect(mockup).toMatchObject({
        type: 'mockup',
        variant: 'card',
        rotation: 0,
        fit: 'cover',
        scale: 0.75,
        lightbox: false,
        download: false,
        label: '',
        asset: null,
        assetItem: null,
        assetList: null,
      });
      expect(download).toMatchObject({ type: 'download', borderRadius: 30, public: false, label: '', assets: [], assetList: [] });
      expect(font).toMatchObject({
        type: 'font',
        fontSize: 36,
        text: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ\nabcdefghijklmnopqrstuvwxyz\n0123456789',
        asset: null,
      });
      // a font's sample is plain text, not a document
      const sample = await update({ pageId: page.id, elementId: font!.elementId, text: 'Hamburgefonstiv 0123' });
      expect(sample.errors).toBeUndefined();
      expect(sample.data!.updateElement.element.text).toBe('Hamburgefonstiv 0123');
      const range = await update({ pageId: page.id, elementId: gallery!.elementId, columns: 9 });
      expect(range.errors?.[0]?.extensions).toMatchObject({ code: 'ELEMENT_FIELD_RANGE', status: 400 });
    });

    it('shows a gallery’s assets of the brand, refuses other brands’ assets and non-fonts, and counts usages before a delete', async () => {
      const page = await createPage({ brandId, name: 'Gallery' });
      const logo = await asset(brandId, 'Logo.png');
      const photo = await asset(brandId, 'Photo.png');
      const foreign = await asset(otherBrandId, 'Foreign.png');
      const gallery = await add(page.id, 'gallery');
      const set = await update({
        pageId: page.id,
        elementId: gallery,
        assets: [photo, logo],
        items: [{ asset: logo, caption: 'Primary logo', link: 'https://example.com' }],
        columns: 3,
        fit: 'cover',
      });
      expect(set.errors).toBeUndefined();
      expect(set.data!.updateElement.element).toMatchObject({
        assets: [photo, logo],
        items: [{ asset: logo, caption: 'Primary logo', link: 'https://example.com' }],
        columns: 3,
        fit: 'cover',
        assetList: [
          { id: photo, name: 'Photo.png' },
          { id: logo, name: 'Logo.png' },
        ],
      });

      // an asset of another brand is refused like an unknown one, in the reader's language
      const other = await update({ pageId: page.id, elementId: gallery, assets: [logo, foreign] });
      expect(other.errors?.[0]).toMatchObject({
        message: expect.stringContaining('asset library') as unknown,
        extensions: { code: 'ELEMENT_ASSET_INVALID', status: 400 },
      });
      const german = new TestClient(app.url, { 'accept-language': 'de-DE' });
      for (const [k, v] of owner.cookies) german.cookies.set(k, v);
      const unknown = await update(
        { pageId: page.id, elementId: gallery, assets: ['9f0e4a52-3c1b-4d8e-9a7f-0b2c4d6e8f10'] },
        german,
      );
      expect(unknown.errors?.[0]?.extensions.code).toBe('ELEMENT_ASSET_INVALID');
      expect(unknown.errors?.[0]?.message).toContain('Mediathek');

      // a font element takes fonts only
      const font = await add(page.id, 'font');
      const png = await update({ pageId: page.id, elementId: font, asset: logo });
      expect(png.errors?.[0]?.extensions).toMatchObject({ code: 'ELEMENT_ASSET_NOT_FONT', status: 400 });
      const inter = await asset(brandId, 'Inter.woff2', Buffer.from('wOF2 not really a font'), 'font/woff2');
      const fontSet = await update({ pageId: page.id, elementId: font, asset: inter });
      expect(fontSet.errors).toBeUndefined();
      expect(fontSet.data!.updateElement.element).toMatchObject({ asset: inter, assetItem: { id: inter, name: 'Inter.woff2' } });
      // any element may be set in a font of the brand (common field fontAsset), fonts only
      const headline = await add(page.id, 'headline');
      const inFont = await update({ pageId: page.id, elementId: headline, fontAsset: inter });
      expect(inFont.errors).toBeUndefined();
      expect(inFont.data!.updateElement.element).toMatchObject({ fontAsset: inter, font: { id: inter, name: 'Inter.woff2' } });
      expect((await update({ pageId: page.id, elementId: headline, fontAsset: logo })).errors?.[0]?.extensions.code).toBe(
        'ELEMENT_ASSET_NOT_FONT',
      );
      expect((await update({ pageId: page.id, elementId: headline, fontAsset: 'Arial' })).errors?.[0]?.extensions.code).toBe(
        'ELEMENT_ASSET_INVALID',
      );
      const usedIn = await owner.graphql<{ node: { usages: { field: string }[] } }>(
        `query($id: ID!) { node(id: $id) { ... on Asset { usages { field } } } }`,
        { id: inter },
      );
      expect(usedIn.data!.node.usages.map((u) => u.field).sort()).toEqual(['asset', 'fontAsset']);
      const plain = await update({ pageId: page.id, elementId: headline, fontAsset: null });
      expect(plain.data!.updateElement.element).toMatchObject({ fontAsset: null, font: null });
      // the page's own font: fonts of the brand only, and the page answers with the font asset
      const PAGE_FONT = `mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { fontAsset font { id name } } } }`;
      const notFont = await owner.graphql(PAGE_FONT, { input: { id: page.id, fontAsset: logo } });
      expect(notFont.errors?.[0]?.extensions.code).toBe('ELEMENT_ASSET_NOT_FONT');
      const pageFont = await owner.graphql<{ updatePage: { page: { fontAsset: string; font: { id: string; name: string } } } }>(
        PAGE_FONT,
        { input: { id: page.id, fontAsset: inter } },
      );
      expect(pageFont.errors).toBeUndefined();
      expect(pageFont.data!.updatePage.page).toEqual({ fontAsset: inter, font: { id: inter, name: 'Inter.woff2' } });
      const cleared = await owner.graphql<{ updatePage: { page: { font: null } } }>(PAGE_FONT, {
        input: { id: page.id, fontAsset: null },
      });
      expect(cleared.data!.updatePage.page.font).toBeNull();
      // the brand's logo and cover: images of its library; a font is refused; while set, each counts as a usage
      const LOGO = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { logo { id name } cover { id preview } } } }`;
      type Images = { updateBrand: { brand: { logo: { id: string } | null; cover: { id: string; preview: string } | null } } };
      const withLogo = await owner.graphql<Images>(LOGO, { input: { id: brandId, logo, cover: logo } });
      expect(withLogo.errors).toBeUndefined();
      expect(withLogo.data!.updateBrand.brand.logo?.id).toBe(logo);
      expect(withLogo.data!.updateBrand.brand.cover).toMatchObject({
        id: logo,
        preview: expect.stringContaining('/files/') as unknown,
      });
      // the asset's detail lists where it is used: the logo first, then the pages' elements
      const USAGES = `query($id: ID!) { node(id: $id) { ... on Asset { usages { field page { name } element { elementId type } } } } }`;
      type Usages = {
        node: {
          usages: { field: string; page: { name: string } | null; element: { elementId: string; type: string } | null }[];
        } | null;
      };
      const logoUsages = await owner.graphql<Usages>(USAGES, { id: logo });
      expect(logoUsages.data!.node!.usages).toEqual([
        { field: 'logo', page: null, element: null },
        { field: 'cover', page: null, element: null },
        { field: 'assets', page: { name: 'Gallery' }, element: { elementId: gallery, type: 'gallery' } },
      ]);
      const fontUsages = await owner.graphql<Usages>(USAGES, { id: inter });
      expect(fontUsages.data!.node!.usages).toEqual([
        { field: 'asset', page: { name: 'Gallery' }, element: { elementId: font, type: 'font' } },
      ]);
      const stranger = await new TestClient(app.url).graphql<Usages>(USAGES, { id: logo });
      expect(stranger.data!.node?.usages ?? []).toEqual([]);
      expect((await owner.graphql(LOGO, { input: { id: brandId, logo: inter } })).errors?.[0]?.extensions.code).toBe(
        'ELEMENT_ASSET_NOT_IMAGE',
      );
      expect((await owner.graphql(LOGO, { input: { id: brandId, cover: inter } })).errors?.[0]?.extensions.code).toBe(
        'ELEMENT_ASSET_NOT_IMAGE',
      );
      expect((await owner.graphql(LOGO, { input: { id: brandId, cover: 'not an id' } })).errors?.[0]?.extensions.code).toBe(
        'ELEMENT_ASSET_INVALID',
      );
      // galleries and mockups show images only: a font (or a PDF, any other file) is refused, in the reader's language
      const notImage = await update({ pageId: page.id, elementId: gallery, assets: [photo, inter] });
      expect(notImage.errors?.[0]).toMatchObject({
        message: expect.stringContaining('not an image') as unknown,
        extensions: { code: 'ELEMENT_ASSET_NOT_IMAGE', status: 400 },
      });
      const notImageDe = await update({ pageId: page.id, elementId: gallery, assets: [inter] }, german);
      expect(notImageDe.errors?.[0]?.message).toContain('kein Bild');
      const mockupFont = await add(page.id, 'mockup');
      expect((await update({ pageId: page.id, elementId: mockupFont, asset: inter })).errors?.[0]?.extensions.code).toBe(
        'ELEMENT_ASSET_NOT_IMAGE',
      );
      await owner.graphql(`mutation($input: DeleteElementInput!) { deleteElement(input: $input) { deletedElementId } }`, {
        input: { pageId: page.id, elementId: mockupFont },
      });
      const logoInUse = await owner.graphql(DELETE_ASSET, { input: { id: logo } });
      expect(logoInUse.errors?.[0]?.extensions).toMatchObject({ code: 'ASSET_IN_USE' });
      const noLogo = await owner.graphql<Images>(LOGO, { input: { id: brandId, logo: null, cover: null } });
      expect(noLogo.data!.updateBrand.brand).toEqual({ logo: null, cover: null });
      const mockup = await add(page.id, 'mockup');
      const framed = await update({ pageId: page.id, elementId: mockup, asset: photo, variant: 'phone', rotation: -15 });
      expect(framed.errors).toBeUndefined();
      expect(framed.data!.updateElement.element).toMatchObject({ asset: photo, assetItem: { id: photo }, variant: 'phone' });

      // used assets are deleted only with force; then the gallery leaves them out
      const inUse = await owner.graphql(DELETE_ASSET, { input: { id: logo } });
      expect(inUse.errors?.[0]?.extensions).toMatchObject({ code: 'ASSET_IN_USE', status: 409 });
      expect(inUse.errors?.[0]?.message).toContain('1 in all');
      const photoInUse = await owner.graphql(DELETE_ASSET, { input: { id: photo } });
      expect(photoInUse.errors?.[0]?.message).toContain('2 in all');
      expect((await owner.graphql(DELETE_ASSET, { input: { id: logo, force: true } })).errors).toBeUndefined();
      const [shown] = await read('page-co', 'gallery');
      expect(shown!.assets).toEqual([photo, logo]);
      expect(shown!.assetList).toEqual([{ id: photo, name: 'Photo.png' }]);
      // the element stays editable with its deleted asset in the list
      expect((await update({ pageId: page.id, elementId: gallery, columns: 2, assets: [photo, logo] })).errors).toBeUndefined();
      // an asset no longer used is deleted without force
      await update({ pageId: page.id, elementId: mockup, asset: null });
      await update({ pageId: page.id, elementId: gallery, assets: [] });
      expect((await owner.graphql(DELETE_ASSET, { input: { id: photo } })).errors).toBeUndefined();
    });

    it('sends a download that is not public to members only, and no asset a reader may not see', async () => {
      const page = await createPage({ brandId: otherBrandId, name: 'Downloads' });
      const file = await asset(otherBrandId, 'Guide.png');
      const internal = await add(page.id, 'download');
      const open = await add(page.id, 'download');
      expect((await update({ pageId: page.id, elementId: internal, assets: [file], label: 'Internal' })).errors).toBeUndefined();
      const opened = await update({ pageId: page.id, elementId: open, assets: [file], public: true });
      expect(opened.errors).toBeUndefined();
      expect(opened.data!.updateElement.element.assetList).toEqual([{ id: file, name: 'Guide.png' }]);
      await owner.graphql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`, {
        input: { id: otherBrandId, public: true },
      });
      expect((await read('other-co', 'downloads')).map((e) => e.elementId)).toEqual([internal, open]);
      // readers see a file once it is ready (the library's rule: readers.int.spec.ts); processing runs in the app
      for (let i = 0; ; i++) {
        const { data } = await owner.graphql<{ node: { status: string } }>(
          'query($id: ID!) { node(id: $id) { ... on Asset { status } } }',
          { id: file },
        );
        if (data!.node.status === 'ready') break;
        if (i > 400) throw new Error(`the file is still ${data!.node.status}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const asReader = await read('other-co', 'downloads', stranger);
      expect(asReader.map((e) => e.elementId)).toEqual([open]);
      expect(asReader[0]!.assetList).toEqual([{ id: file, name: 'Guide.png' }]);
    });
  });

  it('refuses an element id that another page holds', async () => {
    const first = await createPage({ brandId, name: 'Ids one' });
    const second = await createPage({ brandId: otherBrandId, name: 'Ids two' });
    const elementId = '6f0e4a52-3c1b-4d8e-9a7f-0b2c4d6e8f10';
    const ok = await owner.graphql(CREATE_ELEMENT, { input: { pageId: first.id, type: 'text', elementId } });
    expect(ok.errors).toBeUndefined();
    // the same create again on the same page changes nothing and is fine
    expect(
      (await owner.graphql(CREATE_ELEMENT, { input: { pageId: first.id, type: 'text', elementId } })).errors,
    ).toBeUndefined();
    const taken = await owner.graphql(CREATE_ELEMENT, { input: { pageId: second.id, type: 'text', elementId } });
    expect(taken.errors?.[0]?.extensions.code).toBe('ELEMENT_ID_TAKEN');
  });

  it('adds elements with the spec defaults, updates, reorders and deletes them', async () => {
    const page = await createPage({ brandId, name: 'Elements' });
    const add = async (input: Record<string, unknown>) => {
      const res = await owner.graphql<{
        createElement: { element: Record<string, unknown>; page: { elements: { elementId: string }[] } };
      }>(CREATE_ELEMENT, { input: { pageId: page.id, ...input } });
      expect(res.errors).toBeUndefined();
      return res.data!.createElement;
    };
    const headline = (await add({ type: 'headline' })).element;
    expect(headline).toMatchObject({
      type: 'headline',
      width: 1,
      height: 0,
      fontSize: 36,
      marginTop: 0.02,
      marginBottom: 0.02,
      marginX: 0.04,
      verticalAlign: 'top',
      rowWidth: 'default',
      rowBackgroundWidth: 'fullwidth',
      label: null,
      url: null,
    });
    expect(JSON.parse(headline.text as string)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    const spacer = (await add({ type: 'spacer' })).element;
    expect(spacer).toMatchObject({ height: 0.25, separator: false, separatorSize: 1, text: null });
    const hyperlink = (await add({ type: 'hyperlink', index: 0 })).element;
    expect(hyperlink).toMatchObject({ borderRadius: 30, url: '', label: '', public: true });
    const color = await add({ type: 'color', afterId: headline.elementId });
    expect(color.element).toMatchObject({ color: null, colors: [], label: '' });
    const ids = (e: Record<string, unknown>) => e.elementId as string;
    expect(color.page.elements.map((e) => e.elementId)).toEqual([ids(hyperlink), ids(headline), ids(color.element), ids(spacer)]);

    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] };
    const updated = await owner.graphql<{ updateElement: { element: Record<string, unknown> } }>(
      `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { ${ELEMENT} } } }`,
      { input: { pageId: page.id, elementId: headline.elementId, text: JSON.stringify(doc), fontSize: 48 } },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateElement.element.fontSize).toBe(48);
    expect(JSON.parse(updated.data!.updateElement.element.text as string)).toEqual(doc);
    const wrongField = await owner.graphql(
      `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`,
      {
        input: { pageId: page.id, elementId: headline.elementId, separator: true },
      },
    );
    expect(wrongField.errors?.[0]?.extensions.code).toBe('ELEMENT_FIELD_UNKNOWN');

    const order = [ids(spacer), ids(color.element), ids(headline), ids(hyperlink)];
    const sorted = await owner.graphql<{ sortElementsPage: { page: { elements: { elementId: string }[] } } }>(
      `mutation($input: SortElementsPageInput!) { sortElementsPage(input: $input) { page { elements { elementId } } } }`,
      { input: { id: page.id, elementsOrder: order } },
    );
    expect(sorted.data!.sortElementsPage.page.elements.map((e) => e.elementId)).toEqual(order);

    const DELETE = `mutation($input: DeleteElementInput!) { deleteElement(input: $input) { deletedElementId page { elements { elementId } } } }`;
    const removed = await owner.graphql<{ deleteElement: { page: { elements: { elementId: string }[] } } }>(DELETE, {
      input: { pageId: page.id, id: ids(spacer) },
    });
    expect(removed.data!.deleteElement.page.elements.map((e) => e.elementId)).toEqual(order.slice(1));
    const unknown = await owner.graphql(DELETE, { input: { pageId: page.id, id: ids(spacer) } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'ELEMENT_NOT_FOUND', status: 404 });

    const read = await owner.graphql<{ page: { elements: { elementId: string }[] } }>(
      `{ page(brandSlug: "page-co", pageSlug: "elements") { elements { elementId } } }`,
    );
    expect(read.data!.page.elements.map((e) => e.elementId)).toEqual(order.slice(1));
  });

  it("answers an element recorded before some of its fields existed with today's defaults, and edits it", async () => {
    const page = await createPage({ brandId, name: 'Recorded long ago' });
    const pageId = Buffer.from(page.id, 'base64url').toString('utf8').split(':')[1]!;
    const elementId = randomUUID();
    // A gallery as recorded before it had a border, a lightbox, a download and captions, and before element fonts.
    const { border: _b, lightbox: _l, download: _d, items: _i, fontAsset: _f, ...old } = newElement('gallery', elementId);
    const { position } = await app.services.store.append(
      pageStream(pageId),
      [testEvent('ElementAdded', { index: 0, element: { ...old, columns: 3 } })],
      'any',
    );
    expect(await app.services.waiter.waitFor(position, ['ElementAdded'])).toBe(true);
    const FIELDS = 'elementId columns border lightbox download items { asset } fontAsset';
    const read = await owner.graphql<{ page: { elements: Record<string, unknown>[] } }>(
      `{ page(brandSlug: "page-co", pageSlug: "recorded-long-ago") { elements { ${FIELDS} } } }`,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.page.elements).toEqual([
      { elementId, columns: 3, border: false, lightbox: true, download: true, items: [], fontAsset: null },
    ]);
    const updated = await owner.graphql<{ updateElement: { element: Record<string, unknown> } }>(
      `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { ${FIELDS} } } }`,
      { input: { pageId: page.id, elementId, lightbox: false } },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateElement.element).toMatchObject({ columns: 3, border: false, lightbox: false, download: true });
  });

  describe('brand pages: order, subtrees, links, usages and the palette', () => {
    type Gql = Awaited<ReturnType<TestClient['graphql']>>;
    const ok = <T>(res: { data?: T; errors?: unknown }): T => {
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    const code = (res: Gql) => res.errors?.[0]?.extensions.code;
    const newBrand = async (slug: string) =>
      ok(await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, { input: { name: slug, slug } }))
        .createBrand.brand.id;
    const makePublic = (id: string) =>
      owner.graphql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`, {
        input: { id, public: true },
      });
    const pageNames = async (slug: string, client = owner) =>
      ok(
        await client.graphql<{ brandBySlug: { pages: { name: string }[] } }>(
          `{ brandBySlug(slug: "${slug}") { pages { name } } }`,
        ),
      ).brandBySlug.pages.map((p) => p.name);
    const german = () => {
      const client = new TestClient(app.url, { 'accept-language': 'de-DE,de;q=0.9' });
      for (const [name, value] of owner.cookies) client.cookies.set(name, value);
      return client;
    };
    /** Adds an element of a type with some first values; returns its element id. */
    const addElement = async (pageId: string, type: string, fields: Record<string, unknown> = {}) => {
      const created = ok(
        await owner.graphql<{ createElement: { element: { elementId: string } } }>(CREATE_ELEMENT, { input: { pageId, type } }),
      ).createElement.element.elementId;
      if (Object.keys(fields).length)
        ok(
          await owner.graphql(
            `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`,
            { input: { pageId, elementId: created, ...fields } },
          ),
        );
      return created;
    };
    const SORT_PAGES = `mutation($input: SortPagesBrandInput!) { sortPagesBrand(input: $input) { brand { slug pages { name } } } }`;
    const DELETE_PAGE = `mutation($input: DeletePageInput!) { deletePage(input: $input) { deletedPageId } }`;
    const RESTORE_PAGE = `mutation($input: RestorePageInput!) { restorePage(input: $input) { page { name deletedAt } } }`;
    const DELETED_PAGES = (slug: string) => `{ brandBySlug(slug: "${slug}") { deletedPages { name deletedAt } } }`;

    it('sorts the pages of a brand (all of them, or one set of siblings); pages never sorted come after, oldest first', async () => {
      const id = await newBrand('sort-co');
      const a = await createPage({ brandId: id, name: 'A' });
      const b = await createPage({ brandId: id, name: 'B' });
      const c = await createPage({ brandId: id, name: 'C' });
      await createPage({ brandId: id, name: 'A1', parentId: a.id });
      const sorted = await owner.graphql<{ sortPagesBrand: { brand: { pages: { name: string }[] } } }>(SORT_PAGES, {
        input: { id, pagesOrder: [c.id, a.id], clientMutationId: 'm1' },
      });
      expect(ok(sorted).sortPagesBrand.brand.pages.map((p) => p.name)).toEqual(['C', 'A', 'B', 'A1']);
      // the siblings B and C: put first, A keeps its place among the others
      ok(await owner.graphql(SORT_PAGES, { input: { id, pagesOrder: [b.id, c.id] } }));
      expect(await pageNames('sort-co')).toEqual(['B', 'C', 'A', 'A1']);
      // a page created just now comes after the sorted ones
      await createPage({ brandId: id, name: 'D' });
      expect(await pageNames('sort-co')).toEqual(['B', 'C', 'A', 'A1', 'D']);
    });

    it('refuses an order naming pages of another brand or no pages, in English and German, and lets only editors sort', async () => {
      const id = await newBrand('sort-refused');
      const mine = await createPage({ brandId: id, name: 'Mine' });
      const foreign = await createPage({ brandId: otherBrandId, name: 'Foreign' });
      const wrong = await owner.graphql(SORT_PAGES, { input: { id, pagesOrder: [mine.id, foreign.id] } });
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'The order names pages that do not belong to this brand. Please reload the page and sort again.',
        extensions: { code: 'PAGES_ORDER_INVALID', status: 400 },
      });
      const de = await german().graphql(SORT_PAGES, { input: { id, pagesOrder: ['bm90LWEtcGFnZQ'] } });
      expect(de.errors?.[0]).toMatchObject({
        message:
          'Die Reihenfolge nennt Seiten, die nicht zu dieser Marke gehören. Bitte laden Sie die Seite neu und sortieren Sie erneut.',
        extensions: { code: 'PAGES_ORDER_INVALID' },
      });
      const twice = await owner.graphql(SORT_PAGES, { input: { id, pagesOrder: [mine.id, mine.id] } });
      expect(code(twice)).toBe('PAGES_ORDER_INVALID');

      expect(code(await stranger.graphql(SORT_PAGES, { input: { id, pagesOrder: [mine.id] } }))).toBe('BRAND_NOT_FOUND');
      await makePublic(id);
      expect(code(await stranger.graphql(SORT_PAGES, { input: { id, pagesOrder: [mine.id] } }))).toBe('FORBIDDEN');
    });

    it('deletes a page with its subtree and restores exactly the pages deleted with it', async () => {
      const id = await newBrand('tree-co');
      const p = await createPage({ brandId: id, name: 'P' });
      const q = await createPage({ brandId: id, name: 'Q', parentId: p.id });
      await createPage({ brandId: id, name: 'R', parentId: q.id });
      const s = await createPage({ brandId: id, name: 'S', parentId: p.id });
      await createPage({ brandId: id, name: 'Other' });

      ok(await owner.graphql(DELETE_PAGE, { input: { id: s.id } }));
      ok(await owner.graphql(DELETE_PAGE, { input: { id: p.id } }));
      expect(await pageNames('tree-co')).toEqual(['Other']);
      expect((await owner.graphql<{ page: Page | null }>(READ, { b: 'tree-co', p: 'r' })).data!.page).toBeNull();
      const deleted = ok(await owner.graphql<{ brandBySlug: { deletedPages: { name: string }[] } }>(DELETED_PAGES('tree-co')));
      expect(deleted.brandBySlug.deletedPages.map((d) => d.name)).toEqual(['P', 'S']);

      // a page deleted with the page above it comes back only with that page
      const alone = await owner.graphql(RESTORE_PAGE, { input: { id: q.id } });
      expect(alone.errors?.[0]?.extensions).toMatchObject({ code: 'PAGE_PARENT_DELETED', status: 409 });
      // and so does a page whose parent was deleted after it
      expect(code(await owner.graphql(RESTORE_PAGE, { input: { id: s.id } }))).toBe('PAGE_PARENT_DELETED');

      const restored = await owner.graphql<{ restorePage: { page: { name: string; deletedAt: string | null } } }>(RESTORE_PAGE, {
        input: { id: p.id },
      });
      expect(ok(restored).restorePage.page).toEqual({ name: 'P', deletedAt: null });
      expect(await pageNames('tree-co')).toEqual(['P', 'Q', 'R', 'Other']);
      const left = ok(await owner.graphql<{ brandBySlug: { deletedPages: { name: string }[] } }>(DELETED_PAGES('tree-co')));
      expect(left.brandBySlug.deletedPages.map((d) => d.name)).toEqual(['S']);
      ok(await owner.graphql(RESTORE_PAGE, { input: { id: s.id } }));
      expect(await pageNames('tree-co')).toEqual(['P', 'Q', 'R', 'S', 'Other']);

      // deleted pages are for editors: a reader of the public brand sees none
      ok(await owner.graphql(DELETE_PAGE, { input: { id: q.id } }));
      await makePublic(id);
      const theirs = ok(await stranger.graphql<{ brandBySlug: { deletedPages: unknown[] } }>(DELETED_PAGES('tree-co')));
      expect(theirs.brandBySlug.deletedPages).toEqual([]);
      expect(code(await stranger.graphql(DELETE_PAGE, { input: { id: p.id } }))).toBe('FORBIDDEN');
      // a deleted page is not there for readers: not found, as for a page that never existed
      expect(code(await stranger.graphql(RESTORE_PAGE, { input: { id: q.id } }))).toBe('PAGE_NOT_FOUND');
    });

    it('moves a page only under a page of the same brand that is not deleted and not below it', async () => {
      const id = await newBrand('move-co');
      const top = await createPage({ brandId: id, name: 'Top' });
      const child = await createPage({ brandId: id, name: 'Child', parentId: top.id });
      const grandchild = await createPage({ brandId: id, name: 'Grandchild', parentId: child.id });
      const gone = await createPage({ brandId: id, name: 'Gone' });
      ok(await owner.graphql(DELETE_PAGE, { input: { id: gone.id } }));
      const foreign = await createPage({ brandId: otherBrandId, name: 'Elsewhere' });
      for (const parentId of [grandchild.id, child.id, top.id, gone.id, foreign.id]) {
        const res = await owner.graphql(UPDATE_PAGE, { input: { id: top.id, parentId } });
        expect(code(res), parentId).toBe('PAGE_PARENT_INVALID');
      }
      const moved = await owner.graphql<{ updatePage: { page: Page } }>(UPDATE_PAGE, {
        input: { id: grandchild.id, parentId: top.id },
      });
      expect(ok(moved).updatePage.page.parent?.id).toBe(top.id);
      const toTop = await owner.graphql<{ updatePage: { page: Page } }>(UPDATE_PAGE, { input: { id: child.id, parentId: null } });
      expect(ok(toTop).updatePage.page.parent).toBeNull();
    });

    it('duplicates an element right after itself, with the id the client made or a new one', async () => {
      const page = await createPage({ brandId, name: 'Duplicates' });
      const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Twice' }] }] };
      const headline = await addElement(page.id, 'headline', { text: JSON.stringify(doc), fontSize: 40 });
      const spacer = await addElement(page.id, 'spacer');
      const DUPLICATE = `mutation($input: DuplicateElementInput!) { duplicateElement(input: $input) {
        clientMutationId element { elementId type text fontSize } page { elements { elementId } } } }`;
      const newElementId = '7d3c0a3e-1c9b-4b8e-9a55-2b6f0c6f1e01';
      const res = await owner.graphql<{
        duplicateElement: {
          clientMutationId: string;
          element: { elementId: string; type: string; text: string; fontSize: number };
          page: { elements: { elementId: string }[] };
        };
      }>(DUPLICATE, { input: { pageId: page.id, elementId: headline, newElementId, clientMutationId: 'd1' } });
      const copy = ok(res).duplicateElement;
      expect(copy.clientMutationId).toBe('d1');
      expect(copy.element).toMatchObject({ elementId: newElementId, type: 'headline', fontSize: 40 });
      expect(JSON.parse(copy.element.text)).toEqual(doc);
      expect(copy.page.elements.map((e) => e.elementId)).toEqual([headline, newElementId, spacer]);

      const second = ok(
        await owner.graphql<{
          duplicateElement: { element: { elementId: string }; page: { elements: { elementId: string }[] } };
        }>(DUPLICATE, { input: { pageId: page.id, elementId: spacer } }),
      ).duplicateElement;
      expect(second.page.elements.map((e) => e.elementId)).toEqual([headline, newElementId, spacer, second.element.elementId]);

      const taken = await owner.graphql(DUPLICATE, { input: { pageId: page.id, elementId: spacer, newElementId } });
      expect(code(taken)).toBe('ELEMENT_ID_TAKEN');
      const unknown = await owner.graphql(DUPLICATE, {
        input: { pageId: page.id, elementId: '7d3c0a3e-1c9b-4b8e-9a55-2b6f0c6f1eff' },
      });
      expect(code(unknown)).toBe('ELEMENT_NOT_FOUND');
      expect(code(await stranger.graphql(DUPLICATE, { input: { pageId: page.id, elementId: spacer } }))).toBe('PAGE_NOT_FOUND');
    });

    it('shows the element a link shows and lists where an element is used; a used element is deleted only with force', async () => {
      const id = await newBrand('link-co');
      const one = await createPage({ brandId: id, name: 'One' });
      const two = await createPage({ brandId: id, name: 'Two' });
      const gone = await createPage({ brandId: id, name: 'Gone' });
      const colour = await addElement(one.id, 'color', { color: '#ff0000', label: 'Red' });
      const tinted = await addElement(one.id, 'text', { textColorElement: colour });
      const localLink = await addElement(one.id, 'link', { linkedElement: tinted });
      const link = await addElement(two.id, 'link', { linkedElement: colour });
      const both = await addElement(two.id, 'text', { textColorElement: colour, rowBackgroundColorElement: colour });
      ok(await owner.graphql(UPDATE_PAGE, { input: { id: two.id, textColorElement: colour } }));
      // neither a deleted page nor another brand counts, nor may a link show an element of another brand
      await addElement(gone.id, 'link', { linkedElement: colour });
      ok(await owner.graphql(DELETE_PAGE, { input: { id: gone.id } }));
      const foreignPage = await createPage({ brandId: otherBrandId, name: 'Foreign link' });
      const foreignLink = await addElement(foreignPage.id, 'link', { linkedElement: colour });

      const LINKED = `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) {
        elements { elementId linkedElement linked { id elementId type color label } } } }`;
      type Linked = { elementId: string; linkedElement: string | null; linked: { elementId: string; color: string } | null };
      const linksOf = async (slug: string, brand = 'link-co') =>
        ok(await owner.graphql<{ page: { elements: Linked[] } }>(LINKED, { b: brand, p: slug })).page.elements;
      expect((await linksOf('two')).find((e) => e.elementId === link)?.linked).toMatchObject({
        elementId: colour,
        type: 'color',
        color: 'FF0000',
        label: 'Red',
      });
      expect((await linksOf('one')).find((e) => e.elementId === localLink)?.linked?.elementId).toBe(tinted);
      expect((await linksOf('foreign-link', 'other-co')).find((e) => e.elementId === foreignLink)?.linked).toBeNull();
      // the link follows the element's changes
      await owner.graphql(`mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`, {
        input: { pageId: one.id, elementId: colour, color: '00ff00' },
      });
      expect((await linksOf('two')).find((e) => e.elementId === link)?.linked?.color).toBe('00FF00');

      const USAGES = `query($p: ID!, $e: ID!) { elementUsages(pageId: $p, elementId: $e) { field page { name } element { elementId } } }`;
      type Usage = { field: string; page: { name: string }; element: { elementId: string } | null };
      const usages = ok(await owner.graphql<{ elementUsages: Usage[] }>(USAGES, { p: one.id, e: colour })).elementUsages;
      expect(usages).toEqual([
        { page: { name: 'One' }, element: { elementId: tinted }, field: 'textColorElement' },
        { page: { name: 'Two' }, element: null, field: 'textColorElement' },
        { page: { name: 'Two' }, element: { elementId: link }, field: 'linkedElement' },
        { page: { name: 'Two' }, element: { elementId: both }, field: 'textColorElement' },
        { page: { name: 'Two' }, element: { elementId: both }, field: 'rowBackgroundColorElement' },
      ]);
      // a stranger learns nothing about a private brand
      expect(ok(await stranger.graphql<{ elementUsages: Usage[] }>(USAGES, { p: one.id, e: colour })).elementUsages).toEqual([]);

      const DELETE = `mutation($input: DeleteElementInput!) { deleteElement(input: $input) { deletedElementId } }`;
      const refused = await owner.graphql(DELETE, { input: { pageId: one.id, id: colour } });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'This element is still used by other elements or pages (5 in all). Delete it anyway to leave them empty.',
        extensions: { code: 'ELEMENT_IN_USE', status: 409 },
      });
      const refusedDe = await german().graphql(DELETE, { input: { pageId: one.id, id: colour, force: false } });
      expect(refusedDe.errors?.[0]?.message).toContain('insgesamt 5');
      ok(await owner.graphql(DELETE, { input: { pageId: one.id, id: colour, force: true } }));
      // the link keeps pointing at the element and shows nothing
      const after = (await linksOf('two')).find((e) => e.elementId === link);
      expect(after).toMatchObject({ linkedElement: colour, linked: null });
      // an element nobody uses needs no force
      ok(await owner.graphql(DELETE, { input: { pageId: one.id, id: localLink } }));
    });

    it('answers the page of 200 elements, many of them links to other pages, looking the links up in one query', async () => {
      const id = await newBrand('big-co');
      const targets = await createPage({ brandId: id, name: 'Targets' });
      const colours: string[] = [];
      for (let i = 0; i < 5; i++) colours.push(await addElement(targets.id, 'color', { color: `#00000${i}` }));
      const big = await createPage({ brandId: id, name: 'Big' });
      for (let i = 0; i < 200; i++) {
        if (i % 4 === 0) await addElement(big.id, 'link', { linkedElement: colours[i % 5] });
        else await addElement(big.id, i % 4 === 1 ? 'headline' : 'text');
      }
      const QUERY = `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { id name url
        elements { id elementId type width height text color colors { color label } linkedElement
          linked { id elementId type color label } } } }`;
      // the 50 links of the page are looked up together, in one query
      const lookups = vi.spyOn(app.services.pages, 'holdingElements');
      type Linked2 = { type: string; linked: { color: string } | null };
      const first = ok(await owner.graphql<{ page: { elements: Linked2[] } }>(QUERY, { b: 'big-co', p: 'big' }));
      expect(lookups).toHaveBeenCalledTimes(1);
      lookups.mockRestore();
      expect(first.page.elements).toHaveLength(200);
      expect(first.page.elements.filter((e) => e.type === 'link').every((e) => e.linked?.color.startsWith('00000'))).toBe(true);
      // How fast it answers is figure 8 of the bench: a timed assertion here failed on a busy machine.
    }, 120_000);

    it('gives the colour palette of the brand pages: headline sections in page order and counted other colours', async () => {
      const id = await newBrand('palette-co');
      const a = await createPage({ brandId: id, name: 'Primary' });
      const b = await createPage({ brandId: id, name: 'Words' });
      const c = await createPage({ brandId: id, name: 'Secondary' });
      const red = await addElement(a.id, 'color', { color: '#ff0000', label: 'Red' });
      const title = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Greens and blues' }] }] };
      await addElement(a.id, 'headline', { text: JSON.stringify(title) });
      const palette = await addElement(a.id, 'color', {
        colors: [
          { color: '00ff00', label: 'Green' },
          { color: '#0000FF', label: 'Blue' },
        ],
      });
      await addElement(a.id, 'text', { textColor: '#123456', rowBackgroundColor: '#ff0000' });
      await addElement(b.id, 'headline');
      await addElement(b.id, 'text', { textColor: '#abcdef' });
      const sky = await addElement(c.id, 'color', { color: '#87ceeb', label: 'Sky' });
      ok(await owner.graphql(UPDATE_PAGE, { input: { id: c.id, textColor: '#123456', backgroundColor: '#87CEEB' } }));
      ok(await owner.graphql(SORT_PAGES, { input: { id, pagesOrder: [c.id, b.id, a.id] } }));

      const PALETTE = `{ brandBySlug(slug: "palette-co") { colorPalette {
        pages { page { name } sections { headline colors { elementId color label } } }
        otherColors { color count } } } }`;
      type Palette = { brandBySlug: { colorPalette: unknown } };
      const expected = {
        pages: [
          {
            page: { name: 'Secondary' },
            sections: [{ headline: null, colors: [{ elementId: sky, color: '87CEEB', label: 'Sky' }] }],
          },
          {
            page: { name: 'Primary' },
            sections: [
              { headline: null, colors: [{ elementId: red, color: 'FF0000', label: 'Red' }] },
              {
                headline: 'Greens and blues',
                colors: [
                  { elementId: palette, color: '00FF00', label: 'Green' },
                  { elementId: palette, color: '0000FF', label: 'Blue' },
                ],
              },
            ],
          },
        ],
        otherColors: [
          { color: '123456', count: 2 },
          { color: 'ABCDEF', count: 1 },
        ],
      };
      expect(ok(await owner.graphql<Palette>(PALETTE)).brandBySlug.colorPalette).toEqual(expected);
      // readers of the brand may ask too
      await makePublic(id);
      expect(ok(await stranger.graphql<Palette>(PALETTE)).brandBySlug.colorPalette).toEqual(expected);
    });
  });
});
