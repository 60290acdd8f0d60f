import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

const PAGE = 'id slug name url parent { id slug } deletedAt';
const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { ${PAGE} } } }`;
const UPDATE_PAGE = `mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { ${PAGE} textColor } } }`;
const READ = `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { ${PAGE} } }`;
const ELEMENT = `elementId type width height fontSize marginTop marginBottom marginX borderRadius verticalAlign rowWidth
  rowBackgroundWidth text label color colors { color label } skipHeadlines url public separator separatorSize linkedElement`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { ${ELEMENT} } page { elements { elementId } } } }`;

interface Page {
  id: string;
  slug: string;
  name: string;
  url: string;
  parent: { id: string; slug: string } | null;
  deletedAt: string | null;
}

describe.each(testDatabaseKinds())('pages on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let stranger: TestClient;
  let brandId: string;
  let otherBrandId: string;

  const register = async (email: string) => {
    const client = new TestClient(app.url);
    expect((await client.post('/register', { email, password: 'correct horse battery' })).status).toBe(201);
    return client;
  };
  const createPage = async (input: Record<string, unknown>) => {
    const res = await owner.graphql<{ createPage: { page: Page } }>(CREATE_PAGE, { input });
    expect(res.errors).toBeUndefined();
    return res.data!.createPage.page;
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-pages-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await register('pages-owner@example.com');
    stranger = await register('pages-stranger@example.com');
    const brand = await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, {
      input: { name: 'Page Co', slug: 'page-co' },
    });
    brandId = brand.data!.createBrand.brand.id;
    const other = await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, {
      input: { name: 'Other Co', slug: 'other-co' },
    });
    otherBrandId = other.data!.createBrand.brand.id;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
    expect(list.data!.brandBySlug.pages.map((p) => p.name)).toEqual(['Again', 'Clear space', 'Logo']);
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
    const edit = await stranger.graphql(UPDATE_PAGE, { input: { id: page.id, name: 'Mine' } });
    expect(edit.errors?.[0]?.extensions.code).toBe('BRAND_NOT_FOUND');
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
});
