import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { newContext, registerWithBrand, screenshotDir, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** A small PNG made here: a blue field with an orange square (so processing has colours to find). */
async function png(
  width: number,
  height: number,
  background: string | { r: number; g: number; b: number; alpha: number },
  square: string,
): Promise<Buffer> {
  const inner = await sharp({
    create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: square },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: inner, gravity: 'center' }])
    .png()
    .toBuffer();
}

const fontFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../workers/src/assets/fixtures/DejaVuSansMono-Oblique.ttf',
);

describe('the asset library in Chromium', () => {
  const suite = useProductAndBrowser();

  it('uploads, shows, renames, tags, filters, deletes and restores assets; a visitor of the public brand reads them', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = (name: string, p: Page = page) =>
      p.screenshot({ path: path.join(screenshotDir, `assets-${name}.png`), fullPage: true });
    const at = (pathname: string, p: Page = page) =>
      expect.poll(() => new URL(p.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    const query = (name: string) => new URL(page.url()).searchParams.get(name);
    const cards = (p: Page = page) => p.locator('.asset-grid .asset-card');
    const card = (name: string, p: Page = page) => cards(p).filter({ has: p.locator('.asset-card-name', { hasText: name }) });

    // an owner with a brand
    await registerWithBrand(page, suite.product.url, 'assets@example.com', 'Nordlys');
    await at('/nordlys');

    // the page tree leads to the assets: empty, with the drop zone
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Assets' }).click();
    await at('/nordlys/assets');
    await expect.poll(visible(page, 'No assets yet'), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('region', { name: /upload/i }).isVisible()).toBe(true);
    await shot('empty');
    expect(await seriousViolations(page)).toEqual([]);

    // upload a PNG through the file input
    const logo = await png(240, 160, '#2F4BD8', '#F79009');
    await page.locator('.upload-panel input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect.poll(() => card('logo.png').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(visible(page, '1 of 1 file uploaded'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => card('logo.png').getAttribute('data-status'), { timeout: 15_000 }).not.toBe('pending');
    expect(await card('logo.png').textContent()).toContain('PNG');
    await shot('uploaded');

    // processing is someone else's part: when it lands within 20 s the card shows the preview,
    // else the asset stays "Processing…" (uploaded) and the type tile shows
    const status = await expect
      .poll(() => card('logo.png').getAttribute('data-status'), { timeout: 20_000, interval: 500 })
      .toBe('ready')
      .then(
        () => 'ready',
        () => card('logo.png').getAttribute('data-status'),
      );
    if (status === 'ready') {
      const image = card('logo.png').locator('.asset-card-preview img');
      await expect
        .poll(
          () =>
            image.evaluate(
              (img) =>
                (img as unknown as { complete: boolean; naturalWidth: number }).complete &&
                (img as unknown as { naturalWidth: number }).naturalWidth > 0,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
    } else {
      expect(status).toBe('uploaded');
      expect(await card('logo.png').getByText('Processing…').isVisible()).toBe(true);
      expect(await card('logo.png').locator('.asset-type-tile').isVisible()).toBe(true);
    }
    console.log(`assets e2e: the uploaded PNG's status after 20 s: ${status}`);

    // the detail: rename and tag
    await card('logo.png')
      .getByRole('link', { name: /^logo\.png/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'logo.png' });
    await expect.poll(() => detail.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/nordlys\/assets\/[\w-]+$/);
    expect(await detail.getByText('image/png').isVisible()).toBe(true);
    expect(await detail.getByRole('link', { name: 'Download original' }).getAttribute('href')).toBeTruthy();
    await detail.getByLabel('Name', { exact: true }).fill('Nordlys logo');
    await detail.getByRole('button', { name: 'Rename' }).click();
    const renamed = page.getByRole('dialog', { name: 'Nordlys logo' });
    await expect.poll(() => renamed.isVisible(), { timeout: 15_000 }).toBe(true);
    await renamed.getByPlaceholder('Add a tag').fill('Logos');
    await renamed.getByPlaceholder('Add a tag').press('Enter');
    await expect
      .poll(() => renamed.getByRole('button', { name: 'Remove tag “Logos”' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await shot('detail');
    expect(await seriousViolations(page)).toEqual([]);
    await renamed.getByRole('button', { name: 'Close' }).click();
    await at('/nordlys/assets');
    await expect.poll(() => card('Nordlys logo').count(), { timeout: 15_000 }).toBe(1);

    // two more files, untagged, for the filters: a transparent PNG and a text file (no preview)
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('.upload-panel input[type=file]').setInputFiles([
      { name: 'photo.png', mimeType: 'image/png', buffer: await png(120, 120, { r: 0, g: 0, b: 0, alpha: 0 }, '#067647') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Tone of voice: calm, clear.\n') },
    ]);
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(visible(page, '2 of 2 files uploaded'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => card('notes.txt').locator('.asset-type-tile').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => card('photo.png').getAttribute('data-status'), { timeout: 20_000 }).not.toBe('pending');

    // filter by the tag (the chip sets ?tag=), then search by name (?q=)
    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await tags.getByRole('button', { name: 'Logos' }).click();
    await expect.poll(() => query('tag'), { timeout: 15_000 }).toBe('Logos');
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(1);
    expect(await card('Nordlys logo').count()).toBe(1);
    expect(await tags.getByRole('button', { name: 'Logos' }).getAttribute('aria-pressed')).toBe('true');
    await shot('tag-filter');
    await tags.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(3);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('phot');
    await expect.poll(() => query('q'), { timeout: 15_000 }).toBe('phot');
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(1);
    expect(await card('photo.png').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('nothing like this');
    await expect.poll(visible(page, 'No asset matches this search or tag.'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Show all assets' }).click();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByRole('searchbox', { name: 'Search by name' }).inputValue()).toBe('');

    // delete through the selection, then restore from "Recently deleted"
    await card('Nordlys logo').getByRole('checkbox', { name: 'Select “Nordlys logo”' }).check();
    await expect.poll(visible(page, '1 selected'), { timeout: 5_000 }).toBe(true);
    await shot('selected');
    await page.locator('.assets-selection').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(visible(page, '“Nordlys logo” deleted.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(2);
    await page.locator('.assets-deleted summary').click();
    await shot('deleted');
    await page.getByRole('button', { name: 'Restore “Nordlys logo”' }).click();
    await expect.poll(visible(page, '“Nordlys logo” is back.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(3);
    expect(await page.locator('.assets-deleted').count()).toBe(0);
    await page.reload();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(3);
    await shot('grid');

    // the brand's logo, picked from the library in the settings, shows in the page tree
    await page.goto(suite.product.url + '/nordlys/settings');
    await page.getByRole('button', { name: 'Nordlys logo' }).click();
    await expect.poll(visible(page, 'Logo saved.'), { timeout: 15_000 }).toBe(true);
    await shot('logo-settings');
    await page.goto(suite.product.url + '/nordlys');
    await expect.poll(() => page.locator('.page-tree img.brand-logo').count(), { timeout: 15_000 }).toBe(1);
    await shot('logo');

    // a page shows the library's assets: a gallery with the logo and a download of the text file
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Page name').fill('Logo');
    await page.getByRole('button', { name: 'Create page' }).click();
    await at('/nordlys/logo');
    await page.getByRole('button', { name: 'Add element' }).click();
    await page.getByRole('menuitem', { name: /^Gallery/ }).click();
    const inspector = page.getByRole('complementary');
    await inspector.getByRole('checkbox', { name: 'Nordlys logo' }).check();
    const gallery = page.locator('.page-element[data-element-type="gallery"]');
    await expect.poll(() => gallery.locator('img').count(), { timeout: 15_000 }).toBe(1);
    const last = page.locator('.page-element').last();
    await last.hover();
    await last.getByRole('button', { name: 'Insert an element here' }).click();
    await page.getByRole('menuitem', { name: /^Download/ }).click();
    await inspector.getByRole('checkbox', { name: 'notes.txt' }).check();
    await inspector.getByLabel('Label', { exact: true }).fill('Brand notes');
    await expect.poll(visible(page, 'Brand notes'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
    await page.reload();
    await expect.poll(() => gallery.locator('img').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('link', { name: /Brand notes/ }).getAttribute('href')).toMatch(/\/files\//);
    await shot('page-elements');

    // a font specimen from an uploaded font file
    await page.goto(suite.product.url + '/nordlys/assets');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('.upload-panel input[type=file]').setInputFiles(fontFile);
    await expect.poll(() => card('DejaVuSansMono-Oblique.ttf').getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    await page.goto(suite.product.url + '/nordlys/logo');
    const lastElement = page.locator('.page-element').last();
    await expect.poll(() => lastElement.isVisible(), { timeout: 15_000 }).toBe(true);
    await lastElement.hover();
    await lastElement.getByRole('button', { name: 'Insert an element here' }).click();
    await page.getByRole('menuitem', { name: /^Font/ }).click();
    await inspector.getByRole('radio', { name: 'DejaVu Sans Mono' }).check();
    const specimen = page.locator('.font-element');
    await expect
      .poll(() => specimen.locator('.font-element-name').textContent(), { timeout: 15_000 })
      .toContain('DejaVu Sans Mono');
    expect(await specimen.locator('.font-element-sample').textContent()).toContain('0123456789');
    await expect.poll(() => page.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
    await expect.poll(() => page.evaluate<string>('document.fonts.status'), { timeout: 15_000 }).toBe('loaded');
    await shot('font-specimen');

    // the page's own font, from the page settings
    await page.goto(suite.product.url + '/nordlys/logo/settings');
    await page.getByLabel('Font', { exact: true }).selectOption({ label: 'DejaVu Sans Mono Oblique' });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(visible(page, 'Page settings saved.'), { timeout: 15_000 }).toBe(true);
    await page.goto(suite.product.url + '/nordlys/logo');
    await expect
      .poll(
        () =>
          page.locator('.page-surface').evaluate((el) => (el as unknown as { style: { fontFamily: string } }).style.fontFamily),
        { timeout: 15_000 },
      )
      .toContain('bt-page-font-');

    // the lightbox (as readers see the page): the large image and, as the gallery allows it, a download
    await page.getByRole('button', { name: 'Preview' }).click();
    await gallery.getByRole('button', { name: 'Nordlys logo' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Nordlys logo' });
    await expect.poll(() => lightbox.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await lightbox.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/\/files\/.*download=/);
    await shot('lightbox');
    await lightbox.getByRole('button', { name: 'Close' }).click();

    // the brand goes public; a logged-out visitor sees the assets without upload or edit controls
    await page.goto(suite.product.url + '/nordlys/settings');
    await page.getByLabel(/Public: anyone with the address/).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(visible(page, 'Changes saved.'), { timeout: 15_000 }).toBe(true);
    const visitorContext = await newContext(suite.browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(suite.product.url + '/nordlys/assets');
    await expect.poll(() => card('Nordlys logo', visitor).count(), { timeout: 15_000 }).toBe(1);
    expect(await cards(visitor).count()).toBe(4);
    expect(await visitor.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    expect(await visitor.locator('.upload-panel, .asset-card-check, .assets-deleted').count()).toBe(0);
    await shot('visitor', visitor);
    expect(await seriousViolations(visitor)).toEqual([]);
    await card('Nordlys logo', visitor).getByRole('link').click();
    const readOnly = visitor.getByRole('dialog', { name: 'Nordlys logo' });
    await expect.poll(() => readOnly.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await readOnly.getByRole('button', { name: /Rename|Delete|Remove tag/ }).count()).toBe(0);
    expect(await readOnly.getByText('Logos').isVisible()).toBe(true);
    await shot('visitor-detail', visitor);

    // a brand that is not there sends a visitor to log in
    await visitor.goto(suite.product.url + '/nowhere/assets');
    await at('/login', visitor);
    await visitorContext.close();

    // deleting the logo, which the page's gallery shows, asks first
    await page.goto(suite.product.url + '/nordlys/assets');
    await card('Nordlys logo').getByRole('checkbox', { name: 'Select “Nordlys logo”' }).check();
    await page.locator('.assets-selection').getByRole('button', { name: 'Delete' }).click();
    const warning = page.getByRole('dialog', { name: 'Asset in use' });
    await expect.poll(() => warning.isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('in-use');
    await warning.getByRole('button', { name: 'Delete anyway' }).click();
    await expect.poll(() => card('Nordlys logo').count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  }, 240_000);
});
