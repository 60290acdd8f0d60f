import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMember, startApp, TestClient, type RunningApp } from '@brandtrail/api';
import { loadConfig } from '@brandtrail/infra';
import { launchBrowser, newContext, screenshot } from './product';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What members see of a brand they may not change: the UI shows exactly what Brand.viewerCan
 * allows. The product runs in this process (as `npm start` does, on the built client), so that
 * members are seeded straight into the log (`seedMember`): this test is about what each role sees;
 * how people become members is the members browser test's.
 */
describe('roles in Chromium', () => {
  let app: RunningApp;
  let dataDir: string;
  let browser: Browser;
  const clients = {} as Record<'owner' | 'editor' | 'viewer', TestClient>;
  let brandId: string;

  async function gql<T>(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await client.graphql<T>(query, variables);
    if (res.errors || !res.data) throw new Error(`${query}: ${JSON.stringify(res)}`);
    return res.data;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-e2e-roles-'));
    [app, browser] = await Promise.all([
      startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), redisUrl: undefined }),
      launchBrowser(),
    ]);
    for (const who of ['owner', 'editor', 'viewer'] as const)
      clients[who] = await new TestClient(app.url).signUp(`roles-${who}@example.com`);
    // The owner's brand: a page with a colour, and an image in the library.
    ({ id: brandId } = (
      await gql<{ createBrand: { brand: { id: string } } }>(
        clients.owner,
        'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }',
        { input: { name: 'Lumen', colors: [{ hex: '2F4BD8', label: 'Lumen Blue' }], fonts: ['Inter'] } },
      )
    ).createBrand.brand);
    const { id: pageId } = (
      await gql<{ createPage: { page: { id: string } } }>(
        clients.owner,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
        { input: { brandId, name: 'Basics' } },
      )
    ).createPage.page;
    const { elementId } = (
      await gql<{ createElement: { element: { elementId: string } } }>(
        clients.owner,
        'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }',
        { input: { pageId, type: 'color' } },
      )
    ).createElement.element;
    await gql(clients.owner, 'mutation($input: UpdateElementInput!) { updateElement(input: $input) { __typename } }', {
      input: { pageId, elementId, color: '#2F4BD8', label: 'Lumen Blue' },
    });
    const created = await gql<{
      createAsset: { asset: { id: string }; uploadInfo: { action: string; fields: { name: string; value: string }[] } };
    }>(
      clients.owner,
      'mutation($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } uploadInfo { action fields { name value } } } }',
      { input: { brandId, name: 'mark.png', byteSize: PNG.length } },
    );
    const form = new FormData();
    for (const f of created.createAsset.uploadInfo.fields) form.append(f.name, f.value);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'mark.png');
    const action = new URL(created.createAsset.uploadInfo.action, app.url);
    expect((await fetch(app.url + action.pathname + action.search, { method: 'POST', body: form })).status).toBe(204);
    await gql(clients.owner, 'mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { __typename } }', {
      input: { id: created.createAsset.asset.id },
    });
    for (const who of ['editor', 'viewer'] as const) {
      const { viewer } = await gql<{ viewer: { id: string } }>(clients[who], '{ viewer { id } }');
      await seedMember(app, brandId, viewer.id, who);
    }
    // A link of each kind: editors manage the page link, the billing link is the owners'.
    for (const input of [
      { brand: brandId, pages: [pageId] },
      { brand: brandId, withBilling: true },
    ])
      await gql(clients.owner, 'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { __typename } }', {
        input,
      });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser page logged in as `who` (the session cookies of their client). */
  async function pageAs(who: 'editor' | 'viewer'): Promise<Page> {
    const context = await newContext(browser);
    await context.addCookies([...clients[who].cookies].map(([name, value]) => ({ name, value, url: app.url })));
    return context.newPage();
  }

  const shown = (page: Page, name: string | RegExp, role: 'link' | 'button' | 'heading' = 'link') =>
    page.getByRole(role, { name }).first().isVisible();

  it('shows a viewer no edit controls on the brand home, the page and the asset library, and of the settings only the members', async () => {
    const page = await pageAs('viewer');
    const shot = (name: string) => screenshot(page, `roles-viewer-${name}`, { fullPage: true });

    await page.goto(app.url + '/lumen');
    await expect.poll(() => shown(page, 'Lumen', 'heading'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('Viewer', { exact: true }).first().isVisible()).toBe(true);
    expect(await shown(page, 'Basics')).toBe(true);
    expect(await shown(page, 'Settings')).toBe(false);
    // Members see who else is in the brand (and may leave it).
    expect(await shown(page, 'Members')).toBe(true);
    expect(await shown(page, 'New page', 'button')).toBe(false);
    // The brand's activity is for members (readPrivate), its versions for everyone who reads it.
    expect(await shown(page, 'Activity')).toBe(true);
    expect(await shown(page, 'Versions')).toBe(true);
    // The brand kit is read only for viewers: its colours and fonts, no editing.
    expect(await page.locator('.swatch-grid').getByText('Lumen Blue').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Edit: / }).count()).toBe(0);
    await shot('home');

    await page.getByRole('link', { name: 'Basics' }).first().click();
    await expect.poll(() => shown(page, 'Basics', 'heading'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('.page-element').count()).toBe(1);
    expect(await shown(page, 'Page settings')).toBe(false);
    expect(await shown(page, 'Preview', 'button')).toBe(false);
    expect(await page.getByRole('button', { name: 'Insert an element here' }).count()).toBe(0);
    await page.locator('.page-element').first().click();
    expect(await page.getByRole('complementary').count()).toBe(0);
    await shot('page');

    await page.goto(app.url + '/lumen/assets');
    await expect.poll(() => page.getByText('mark.png').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await shown(page, 'Upload', 'button')).toBe(false);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await shot('assets');

    // Of the settings, a viewer has the members' list only.
    await page.goto(app.url + '/lumen/settings');
    await expect
      .poll(() => page.getByText('Your role in this brand does not include this part of its settings.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const nav = page.getByRole('navigation', { name: 'Brand settings' });
    expect((await nav.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual(['Users']);
    await shot('settings');
    await page.context().close();
  });

  it('shows an editor the settings without Billing and Delete, and refuses those pages', async () => {
    const page = await pageAs('editor');
    await page.goto(app.url + '/lumen');
    await expect.poll(() => shown(page, 'Settings'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('link', { name: 'Settings' }).click();
    const nav = page.getByRole('navigation', { name: 'Brand settings' });
    await expect.poll(() => nav.isVisible(), { timeout: 15_000 }).toBe(true);
    const tabs = await nav.getByRole('link').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(['General', 'Colours and fonts', 'Users', 'Shared links']);
    await screenshot(page, 'roles-editor-settings', { fullPage: true });

    for (const tab of ['billing', 'delete']) {
      await page.goto(`${app.url}/lumen/settings/${tab}`);
      await expect
        .poll(() => page.getByText('Your role in this brand does not include this part of its settings.').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
    }
    expect(await shown(page, 'Delete this brand', 'button')).toBe(false);
    await screenshot(page, 'roles-editor-delete-refused', { fullPage: true });

    // Shared links: the page's link has its actions, the billing link says whose it is instead.
    await page.goto(`${app.url}/lumen/settings/shared-links`);
    const items = page.locator('.shared-link');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(2);
    const billing = items.filter({ hasText: 'Billing' });
    const basics = items.filter({ hasText: 'Basics' });
    expect(await billing.getByText('Only owners can change or revoke billing links.').isVisible()).toBe(true);
    expect(await billing.getByRole('button').allTextContents()).toEqual([expect.stringContaining('Copy link')]);
    expect(await basics.getByRole('button', { name: 'Revoke' }).isVisible()).toBe(true);
    await screenshot(page, 'roles-editor-shared-links', { fullPage: true });

    // Editors do edit: the page shows its editing controls.
    await page.goto(app.url + '/lumen/basics');
    await expect.poll(() => shown(page, 'Preview', 'button'), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  });

  it('shows a reader of a public brand its versions, as the server allows (viewerCan.read), and not its activity', async () => {
    await gql(clients.owner, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { __typename } }', {
      input: { id: brandId, public: true },
    });
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(app.url + '/lumen');
      await expect.poll(() => shown(page, 'Lumen', 'heading'), { timeout: 15_000 }).toBe(true);
      const tree = page.locator('.page-tree');
      expect(await tree.getByRole('link', { name: 'Basics' }).isVisible()).toBe(true);
      expect(await tree.getByRole('link', { name: 'Versions' }).isVisible()).toBe(true);
      expect(await tree.getByRole('link', { name: 'Activity' }).count()).toBe(0);
      await screenshot(page, 'roles-reader-home', { fullPage: true });
      await tree.getByRole('link', { name: 'Versions' }).click();
      await expect.poll(() => shown(page, 'Versions', 'heading'), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => page.getByText('Nobody has named a version of this brand yet.').isVisible()).toBe(true);
    } finally {
      await context.close();
      await gql(clients.owner, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { __typename } }', {
        input: { id: brandId, public: false },
      });
    }
  });
});
