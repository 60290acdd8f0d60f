import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphqlAs, newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

/**
 * The finish of issue 17 item 5: image-only pickers for galleries and mockups, the lightbox that
 * moves through a gallery, the insert menu inside the window, the palette with a colour element's
 * main colour, and a public brand home without plan or role for those who are not members.
 */

/**
 * Uploads a file made in the page as the library does: createAsset, the form posted, the confirm.
 * `color`: a 640x400 PNG of that colour drawn on a canvas; else `text` as a file of `type`.
 */
async function upload(page: Page, brandId: string, name: string, file: { color: string } | { text: string; type: string }) {
  // A script (e2e has no DOM types): the file made in the page, then the library's three steps.
  return page.evaluate<string>(`(async (id, fileName, spec) => {
    let blob;
    if (spec.color) {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 400;
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = spec.color;
      ctx.fillRect(0, 0, 640, 400);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 96px sans-serif';
      ctx.fillText(fileName.replace(/\\..*$/, ''), 40, 240);
      blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    } else blob = new Blob([spec.text], { type: spec.type });
    const gql = async (query, variables) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()).data;
    };
    const { createAsset } = await gql(
      'mutation($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } uploadInfo { action method fields { name value } } } }',
      { input: { brandId: id, name: fileName, byteSize: blob.size } },
    );
    const form = new FormData();
    for (const f of createAsset.uploadInfo.fields) form.append(f.name, f.value);
    form.append('file', blob, fileName);
    const action = new URL(createAsset.uploadInfo.action, location.href);
    await fetch(location.origin + action.pathname + action.search, { method: createAsset.uploadInfo.method, body: form });
    await gql('mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { asset { id } } }', {
      input: { id: createAsset.asset.id },
    });
    return createAsset.asset.id;
  })(${JSON.stringify(brandId)}, ${JSON.stringify(name)}, ${JSON.stringify(file)})`);
}

const ELEMENT = 'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }';
const UPDATE = 'mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }';

/** The box of `selector` lies inside the window. */
async function insideWindow(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const size = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x, `${selector} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${selector} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${selector} right`).toBeLessThanOrEqual(size.width);
  expect(box!.y + box!.height, `${selector} bottom`).toBeLessThanOrEqual(size.height);
}

describe('the finish of the brand pages in Chromium', () => {
  const suite = useProductAndBrowser();

  it('offers images only for galleries, moves through a gallery in the lightbox, fits the insert menu, shows the main colour and no plan or role to readers', async () => {
    const url = suite.product.url;
    const shot = (p: Page, name: string) => screenshot(p, `finish-${name}`, { fullPage: true });
    const owner = await newContext(suite.browser);
    const page = await owner.newPage();
    await registerWithBrand(page, url, 'finish-owner@example.com', 'Atlas');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/atlas');

    // The brand's library: four images and a PDF; a page with a gallery and a colour element.
    const brandId = (await graphqlAs<{ brandBySlug: { id: string } }>(page, '{ brandBySlug(slug: "atlas") { id } }')).brandBySlug
      .id;
    const images: string[] = [];
    for (const [name, color] of [
      ['Harbour.png', '#1f4e79'],
      ['Dunes.png', '#c2792f'],
      ['Forest.png', '#2e6b3a'],
      ['Dusk.png', '#6b2e5f'],
    ] as const)
      images.push(await upload(page, brandId, name, { color }));
    await upload(page, brandId, 'Guide.pdf', { text: '%PDF-1.4 not really a document', type: 'application/pdf' });
    const status = (id: string) =>
      graphqlAs<{ node: { status: string } }>(page, 'query($id: ID!) { node(id: $id) { ... on Asset { status } } }', { id }).then(
        (d) => d.node.status,
      );
    for (const id of images) await expect.poll(() => status(id), { timeout: 30_000 }).toBe('ready');
    const pageId = (
      await graphqlAs<{ createPage: { page: { id: string } } }>(
        page,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
        { input: { brandId, name: 'Imagery', slug: 'imagery' } },
      )
    ).createPage.page.id;
    const add = async (type: string, fields: Record<string, unknown>) => {
      const { createElement } = await graphqlAs<{ createElement: { element: { elementId: string } } }>(page, ELEMENT, {
        input: { pageId, type },
      });
      await graphqlAs(page, UPDATE, { input: { pageId, elementId: createElement.element.elementId, ...fields } });
    };
    await add('headline', {
      text: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Imagery' }] }] }),
    });
    await add('gallery', { assets: images, columns: 2 });
    await add('color', {
      color: 'F0F0F0',
      label: 'Paper',
      colors: [
        { color: '222222', label: 'Coal' },
        { color: '1F4E79', label: 'Harbour' },
      ],
    });
    await add('text', {});
    await add('spacer', {});
    await graphqlAs(page, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: brandId, public: true },
    });

    // The gallery's picker offers the four images, not the PDF.
    await page.goto(url + '/atlas/imagery');
    const gallery = page.locator('.page-element[data-element-type="gallery"]');
    await gallery.waitFor();
    await gallery.hover();
    await gallery.getByRole('button', { name: 'Settings' }).click();
    const picker = page.getByRole('complementary').locator('.asset-picker');
    await expect.poll(() => picker.locator('li').count(), { timeout: 15_000 }).toBe(4);
    expect(await picker.getByText('Guide.pdf').count()).toBe(0);
    await shot(page, 'picker-1280');

    // The insert menu stays inside the window at 1280x800 and 768x1024, at the top and the bottom of the page.
    for (const size of [
      { width: 1280, height: 800 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      await page.keyboard.press('Escape');
      const elements = page.locator('.page-element');
      for (const which of [0, (await elements.count()) - 1]) {
        const element = elements.nth(which);
        // The element's bottom edge (where its "+" is) at the window's bottom edge, or its top.
        await element.evaluate((el, last) => el.scrollIntoView({ block: last ? 'end' : 'start' }), which > 0);
        await element.hover();
        await element.getByRole('button', { name: 'Insert an element here' }).last().click();
        await page.locator('.insert-menu').waitFor();
        await insideWindow(page, '.insert-menu');
        // Every element type can be reached (scrolling inside when the window is short).
        await page.locator('.insert-menu-item[data-type="font"]').scrollIntoViewIfNeeded();
        expect(await page.locator('.insert-menu-item[data-type="font"]').isVisible()).toBe(true);
        await screenshot(page, `finish-insert-${size.width}-${which ? 'bottom' : 'top'}`);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('.insert-menu').count()).toBe(0);
      }
    }
    // The same in German: the picker and the menu at both widths, for the screenshots.
    await owner.addCookies([{ name: 'i18n_redirected', value: 'de', url }]);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
      await page.goto(url + '/atlas/imagery');
      await gallery.waitFor();
      // Mid-window: the reload restores the last scroll position, which can leave the gallery's top
      // (and the toolbar above it) under the sticky header.
      await gallery.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await gallery.hover();
      await gallery.getByRole('button', { name: 'Einstellungen' }).click();
      await expect.poll(() => picker.locator('li').count(), { timeout: 15_000 }).toBe(4);
      await shot(page, `picker-de-${width}`);
      // Closed again (at 768 px the settings are a sheet over the page).
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.inspector').count()).toBe(0);
      const last = page.locator('.page-element').last();
      await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await last.hover();
      await last.getByRole('button', { name: 'Hier ein Element einfügen' }).last().click();
      await insideWindow(page, '.insert-menu');
      await screenshot(page, `finish-insert-de-${width}`);
      await page.keyboard.press('Escape');
    }
    await owner.addCookies([{ name: 'i18n_redirected', value: 'en', url }]);
    await page.setViewportSize({ width: 1280, height: 860 });

    // The brand home's palette shows the colour element's main colour and its palette.
    await page.goto(url + '/atlas');
    const palette = page.locator('section[aria-labelledby="brand-palette"]');
    await expect
      .poll(() => palette.locator('.palette-chip code').allTextContents(), { timeout: 15_000 })
      .toEqual(['#F0F0F0', '#222222', '#1F4E79']);
    // Members see the plan and their role.
    expect(await page.getByText('Your role', { exact: true }).isVisible()).toBe(true);
    await shot(page, 'home-owner-1280');

    // Readers: a logged-out visitor (English and German), a logged-in non-member, a shared link's visitor.
    const noPlanNoRole = async (p: Page) => {
      await expect.poll(() => p.getByRole('heading', { name: 'Atlas', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => p.locator('.palette-chip').count(), { timeout: 15_000 }).toBe(3);
      for (const text of ['Plan', 'Your role', 'Free', 'Owner', 'Tarif', 'Ihre Rolle', 'Kostenlos', 'Inhaber'])
        expect(await p.getByText(text, { exact: true }).count(), text).toBe(0);
    };
    const contexts: BrowserContext[] = [];
    const reader = async (locale: 'en' | 'de') => {
      const context = await newContext(suite.browser, locale === 'de' ? 'de-DE' : 'en-US');
      contexts.push(context);
      if (locale === 'de') await context.addCookies([{ name: 'i18n_redirected', value: 'de', url }]);
      return context.newPage();
    };
    for (const locale of ['en', 'de'] as const) {
      const visitor = await reader(locale);
      for (const width of [1280, 768]) {
        await visitor.setViewportSize({ width, height: width === 1280 ? 860 : 1024 });
        await visitor.goto(url + '/atlas');
        await noPlanNoRole(visitor);
        await shot(visitor, `home-reader-${locale}-${width}`);
      }

      // The lightbox: previous and next, the arrow keys, the place, the focus kept inside, Escape.
      await visitor.setViewportSize({ width: 1280, height: 860 });
      await visitor.goto(url + '/atlas/imagery');
      const openers = visitor.locator('.gallery-open');
      await expect.poll(() => openers.count(), { timeout: 15_000 }).toBe(4);
      await openers.nth(1).click();
      const dialog = visitor.getByRole('dialog');
      const place = dialog.locator('.lightbox-position');
      await expect.poll(() => place.textContent()).toBe('2 / 4');
      expect(await dialog.getByRole('heading').textContent()).toBe('Dunes.png');
      const [previous, next] = locale === 'de' ? ['Vorheriges Bild', 'Nächstes Bild'] : ['Previous image', 'Next image'];
      await dialog.getByRole('button', { name: next }).click();
      await expect.poll(() => place.textContent()).toBe('3 / 4');
      expect(await dialog.getByRole('heading').textContent()).toBe('Forest.png');
      await visitor.keyboard.press('ArrowRight');
      await expect.poll(() => place.textContent()).toBe('4 / 4');
      await visitor.keyboard.press('ArrowRight');
      await expect.poll(() => place.textContent()).toBe('1 / 4');
      await visitor.keyboard.press('ArrowLeft');
      await expect.poll(() => place.textContent()).toBe('4 / 4');
      await dialog.getByRole('button', { name: previous }).click();
      await expect.poll(() => place.textContent()).toBe('3 / 4');
      expect(await dialog.locator('img').getAttribute('alt')).toBe('Forest.png');
      for (let i = 0; i < 6; i++) {
        await visitor.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
        await visitor.keyboard.press('Tab');
        expect(await visitor.evaluate<boolean>("!!document.activeElement?.closest('dialog[open]')")).toBe(true);
      }
      await shot(visitor, `lightbox-${locale}-1280`);
      await visitor.setViewportSize({ width: 768, height: 1024 });
      await shot(visitor, `lightbox-${locale}-768`);
      await visitor.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    }

    // A logged-in user who is not a member.
    const member = await reader('en');
    await registerWithBrand(member, url, 'finish-reader@example.com', 'Other');
    await member.goto(url + '/atlas');
    await noPlanNoRole(member);

    // A shared link's visitor of the brand once it is private.
    const link = await graphqlAs<{ createSharedLink: { sharedLink: { token: string } } }>(
      page,
      'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { token } } }',
      { input: { brand: brandId, accessAllPages: true } },
    );
    await graphqlAs(page, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: brandId, public: false },
    });
    const shared = await reader('en');
    await shared.goto(`${url}/s/${link.createSharedLink.sharedLink.token}`);
    await expect.poll(() => new URL(shared.url()).pathname, { timeout: 15_000 }).not.toMatch(/^\/s\//);
    await shared.goto(url + '/atlas');
    await noPlanNoRole(shared);
    await shot(shared, 'home-shared-1280');

    for (const context of contexts) await context.close();
    await owner.close();
  }, 300_000);
});
