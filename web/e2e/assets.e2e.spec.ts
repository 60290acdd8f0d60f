import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

type Colour = string | { r: number; g: number; b: number; alpha: number };

/** A small image made here: a field with a square of another colour (so processing has colours to find). */
async function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
  background: Colour,
  square: string,
): Promise<Buffer> {
  const inner = await sharp({
    create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: square },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: inner, gravity: 'center' }])
    .toFormat(format)
    .toBuffer();
}

/** Incompressible pixels: an image of a few MB that stays a few MB whatever the format. */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A minimal valid PDF: one A4 page with a blue band across its top, with a correct cross-reference table. */
function minimalPdf(): Buffer {
  const content = '0.18 0.29 0.85 rg 0 642 595 200 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** An SVG whose script (and onload) would open an alert if the app ever ran it. */
const scriptedSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" onload="alert('svg onload ran')">
<script>alert('svg script ran')</script>
<circle cx="60" cy="60" r="50" fill="#F79009"/>
</svg>`;

const fontFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../workers/src/assets/fixtures/DejaVuSansMono-Oblique.ttf',
);

/** The failure reason of a corrupt file, as the server translates it. */
const corrupt = {
  en: 'The file could not be read: it seems to be damaged.',
};

/**
 * The 20 files of the one upload, written to `dir`, in the order they are chosen: the three large
 * ones (2 to 3 MB) first, so that they hold upload slots while the rest wait. `broken.png` is junk
 * under an image name (it must fail processing); every other file must become ready. `preview`
 * says whether processing gives the file a preview image (else the card shows its type).
 */
async function writeUploadSet(dir: string) {
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const files: { name: string; bytes: Buffer | string; preview: boolean }[] = [
    { name: 'hero-large.jpg', bytes: await noise(1600, 1200).jpeg({ quality: 95 }).toBuffer(), preview: true },
    { name: 'poster-large.png', bytes: await noise(1200, 900).png({ compressionLevel: 0 }).toBuffer(), preview: true },
    { name: 'texture-large.webp', bytes: await noise(1200, 900).webp({ quality: 100 }).toBuffer(), preview: true },
    { name: 'logo.png', bytes: await picture('png', 240, 160, '#2F4BD8', '#F79009'), preview: true },
    { name: 'photo.png', bytes: await picture('png', 120, 120, transparent, '#067647'), preview: true },
    { name: 'photo-street.jpg', bytes: await picture('jpeg', 320, 200, '#475467', '#FEC84B'), preview: true },
    { name: 'photo-studio.jpg', bytes: await picture('jpeg', 200, 320, '#F2F4F7', '#D92D20'), preview: true },
    { name: 'cover.jpg', bytes: await picture('jpeg', 400, 300, '#101828', '#2E90FA'), preview: true },
    { name: 'pattern.webp', bytes: await picture('webp', 160, 160, '#12B76A', '#FFFFFF'), preview: true },
    { name: 'banner.webp', bytes: await picture('webp', 480, 120, transparent, '#7A5AF8'), preview: true },
    { name: 'badge.gif', bytes: await picture('gif', 96, 96, '#F79009', '#2F4BD8'), preview: true },
    { name: 'spinner.gif', bytes: await picture('gif', 64, 64, '#FFFFFF', '#667085'), preview: true },
    { name: 'icon-dark.png', bytes: await picture('png', 64, 64, '#101828', '#FFFFFF'), preview: true },
    { name: 'icon-light.png', bytes: await picture('png', 64, 64, '#FFFFFF', '#101828'), preview: true },
    { name: 'mark.svg', bytes: scriptedSvg, preview: true },
    { name: 'DejaVuSansMono-Oblique.ttf', bytes: readFileSync(fontFile), preview: false },
    { name: 'guidelines.pdf', bytes: minimalPdf(), preview: true },
    { name: 'notes.txt', bytes: 'Tone of voice: calm, clear.\n', preview: false },
    { name: 'colours.txt', bytes: 'Blue #2F4BD8, orange #F79009.\n', preview: false },
    { name: 'broken.png', bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)), preview: false },
  ];
  for (const file of files) writeFileSync(path.join(dir, file.name), file.bytes);
  return {
    files,
    paths: files.map((file) => path.join(dir, file.name)),
    bytes: (name: string) => readFileSync(path.join(dir, name)),
  };
}

interface UploadStats {
  /** The most rows seen at once that were creating, uploading or confirming. */
  maxInFlight: number;
  /** Values of file progress bars seen strictly between 0 and 100. */
  fileProgress: number[];
  /** The overall progress bar's values, in the order seen (repeats left out). */
  overall: number[];
}

/**
 * Watches the upload panel from inside the page (a MutationObserver sees every render, which
 * polling from the test would miss): how many files are in flight, and the progress bars' values.
 */
const recordUploads = `(() => {
  const stats = (window.__uploadStats = { maxInFlight: 0, fileProgress: [], overall: [] });
  const look = () => {
    let inFlight = 0;
    for (const row of document.querySelectorAll('.upload-item')) {
      if (['creating', 'uploading', 'confirming'].includes(row.getAttribute('data-state'))) inFlight++;
      const value = Number(row.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow'));
      if (value > 0 && value < 100 && !stats.fileProgress.includes(value)) stats.fileProgress.push(value);
    }
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
    const overall = document.querySelector('.upload-bar.overall');
    if (overall) {
      const value = Number(overall.getAttribute('aria-valuenow'));
      if (stats.overall[stats.overall.length - 1] !== value) stats.overall.push(value);
    }
  };
  new MutationObserver(look).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-valuenow', 'data-state'],
  });
})()`;

/** Every card of the grid: name → "status preview|type". */
const cardStates = `Object.fromEntries([...document.querySelectorAll('.asset-grid .asset-card')].map((card) => [
  card.querySelector('.asset-card-name').textContent,
  card.getAttribute('data-status') + ' ' + (card.querySelector('.asset-card-preview img') ? 'preview' : 'type'),
]))`;

/** The preview images of the grid have all loaded. */
const previewsLoaded = `[...document.querySelectorAll('.asset-grid .asset-card-preview img')].every((img) => img.complete && img.naturalWidth > 0)`;

/** The page surface is set in a font of its own, declared by @font-face (the uploaded file) and loaded. */
const pageFontLoaded = `(() => {
  const family = document.querySelector('.page-surface')?.style.fontFamily.split(',')[0].trim().replace(/^"|"$/g, '');
  return Boolean(family) && [...document.fonts].some((font) => font.family.replace(/^"|"$/g, '') === family && font.status === 'loaded');
})()`;

describe('the asset library in Chromium', () => {
  const suite = useProductAndBrowser();
  const dir = mkdtempSync(path.join(tmpdir(), 'bt-e2e-assets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uploads 20 files with progress; tags, filters, renames, deletes and restores them; pages show them in a gallery, a download and a font specimen; a visitor reads them; an asset in use goes only after the warning', async () => {
    const uploadSet = writeUploadSet(dir);
    uploadSet.catch(() => {}); // awaited below; made meanwhile
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    // Nothing here may open a JavaScript dialog (the SVG's script would): any that opens is noted.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Dialogs are shot as seen (the viewport): a full-page shot lays a modal out anew.
    const shot = (name: string, p: Page = page, fullPage = true) => screenshot(p, `assets-${name}`, { fullPage });
    const at = (pathname: string, p: Page = page) =>
      expect.poll(() => new URL(p.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    const query = (name: string) => new URL(page.url()).searchParams.get(name);
    const cards = (p: Page = page) => p.locator('.asset-grid .asset-card');
    const card = (name: string, p: Page = page) => cards(p).filter({ has: p.locator('.asset-card-name', { hasText: name }) });
    const cardNames = async () => (await cards().locator('.asset-card-name').allTextContents()).sort();
    const openDetail = async (name: string, p: Page = page) => {
      await card(name, p).locator('.asset-card-link').click();
      const detail = p.getByRole('dialog', { name });
      await expect.poll(() => detail.isVisible(), { timeout: 15_000 }).toBe(true);
      return detail;
    };
    const addTag = async (detail: Locator, tag: string) => {
      await detail.getByPlaceholder('Add a tag').fill(tag);
      await detail.getByPlaceholder('Add a tag').press('Enter');
      await expect
        .poll(() => detail.getByRole('button', { name: `Remove tag “${tag}”` }).isVisible(), { timeout: 15_000 })
        .toBe(true);
    };
    const closeDetail = async (detail: Locator) => {
      await detail.getByRole('button', { name: 'Close' }).click();
      await at('/nordlys/assets');
    };

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

    // 20 files in one go through the file input. The link is held to 4 MB/s for it (the loopback
    // would send each file before its first progress event): the large files show their progress.
    const { files, paths, bytes } = await uploadSet;
    expect(files).toHaveLength(20);
    await page.evaluate(recordUploads);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
    await throttle(4_000_000);
    await page.locator('.upload-panel input[type=file]').setInputFiles(paths);
    const partWay = page.locator(
      '.upload-item[data-state="uploading"] [role=progressbar]:not([aria-valuenow="0"]):not([aria-valuenow="100"])',
    );
    await expect.poll(() => partWay.count(), { timeout: 15_000, interval: 50 }).toBeGreaterThan(0);
    await shot('uploading');
    await expect.poll(visible(page, '20 of 20 files uploaded'), { timeout: 30_000 }).toBe(true);
    await throttle(-1);
    await cdp.detach();
    const stats = await page.evaluate<UploadStats>('window.__uploadStats');
    expect(stats.maxInFlight).toBe(5); // five at once, never more
    expect(stats.fileProgress.length).toBeGreaterThan(0);
    expect(stats.overall.some((value) => value > 0 && value < 100)).toBe(true);
    expect(stats.overall).toEqual([...stats.overall].sort((a, b) => a - b)); // never backwards
    expect(stats.overall.at(-1)).toBe(100);
    expect(await page.locator('.upload-item[data-state="done"] [role=progressbar][aria-valuenow="100"]').count()).toBe(20);

    // processing: 19 files become ready (images with a preview, the rest with their type); the junk
    // under an image name fails, with the reason in words
    const expected = Object.fromEntries(
      files.map(({ name, preview }) => [name, name === 'broken.png' ? 'failed type' : `ready ${preview ? 'preview' : 'type'}`]),
    );
    await expect.poll(() => page.evaluate<Record<string, string>>(cardStates), { timeout: 30_000 }).toEqual(expected);
    expect(await card('broken.png').locator('.asset-status').textContent()).toBe(corrupt.en);
    expect(await card('hero-large.jpg').textContent()).toMatch(/JPG\s*[\d.]+\s*MB/);

    // "Hide uploads" clears the finished list: the grid moves up and its (lazy) previews load
    await page.getByRole('button', { name: 'Hide uploads' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Uploads' }).count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => page.evaluate<boolean>(previewsLoaded), { timeout: 15_000 }).toBe(true);

    // the detail: rename and tag
    const logoDetail = await openDetail('logo.png');
    expect(new URL(page.url()).pathname).toMatch(/^\/nordlys\/assets\/[\w-]+$/);
    expect(await logoDetail.getByText('image/png').isVisible()).toBe(true);
    expect(await logoDetail.getByRole('link', { name: 'Download original' }).getAttribute('href')).toBeTruthy();
    await logoDetail.getByLabel('Name', { exact: true }).fill('Nordlys logo');
    await logoDetail.getByRole('button', { name: 'Rename' }).click();
    const renamed = page.getByRole('dialog', { name: 'Nordlys logo' });
    await expect.poll(() => renamed.isVisible(), { timeout: 15_000 }).toBe(true);
    await addTag(renamed, 'Logos');
    await shot('detail', page, false);
    expect(await seriousViolations(page)).toEqual([]);
    await closeDetail(renamed);
    await expect.poll(() => card('Nordlys logo').count(), { timeout: 15_000 }).toBe(1);

    // a PDF shows its first page, and its page size in points and millimetres
    const pdfDetail = await openDetail('guidelines.pdf');
    await expect.poll(() => pdfDetail.getByText('595 × 842 pt (210 × 297 mm)').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(
        () =>
          pdfDetail
            .locator('img')
            .first()
            .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    await shot('pdf-detail', page, false);
    await closeDetail(pdfDetail);

    // two more logos: the SVG shows its rendered preview (an image: its script never runs), its
    // original was replaced by the sanitised document, and is only ever sent as a sandboxed download
    const svgDetail = await openDetail('mark.svg');
    expect(await svgDetail.getByText('image/svg+xml').isVisible()).toBe(true);
    const svgPreview = svgDetail.getByRole('img', { name: 'Preview of mark.svg' });
    await expect
      .poll(() => svgPreview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const svgLink = await svgDetail.getByRole('link', { name: 'Download original' }).getAttribute('href');
    const svgOriginal = await page.request.get(new URL(svgLink!, page.url()).href);
    expect(svgOriginal.status()).toBe(200);
    expect(svgOriginal.headers()['content-disposition']).toMatch(/^attachment/);
    expect(svgOriginal.headers()['content-security-policy']).toContain('sandbox');
    const svgText = await svgOriginal.text();
    expect(svgText).toContain('<svg');
    expect(svgText).not.toMatch(/<script|onload/i);
    await addTag(svgDetail, 'Logos');
    await closeDetail(svgDetail);
    const iconDetail = await openDetail('icon-dark.png');
    await addTag(iconDetail, 'logos'); // the brand's spelling is kept
    await closeDetail(iconDetail);

    // the failed file's page says why, in full (the card's badge has room for the start only)
    const brokenDetail = await openDetail('broken.png');
    expect(await brokenDetail.getByText(corrupt.en).first().isVisible()).toBe(true);
    expect(await brokenDetail.getByText('No preview for this file.').count()).toBe(0);
    await closeDetail(brokenDetail);

    // filter by the tag (the chip sets ?tag=), then search by name (?q=)
    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await expect.poll(() => tags.getByRole('button').allTextContents(), { timeout: 15_000 }).toEqual(['All', 'Logos']);
    await tags.getByRole('button', { name: 'Logos' }).click();
    await expect.poll(() => query('tag'), { timeout: 15_000 }).toBe('Logos');
    await expect.poll(cardNames, { timeout: 15_000 }).toEqual(['Nordlys logo', 'icon-dark.png', 'mark.svg']);
    expect(await tags.getByRole('button', { name: 'Logos' }).getAttribute('aria-pressed')).toBe('true');
    await shot('tag-filter');
    await tags.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(20);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('photo');
    await expect.poll(() => query('q'), { timeout: 15_000 }).toBe('photo');
    await expect.poll(cardNames, { timeout: 15_000 }).toEqual(['photo-street.jpg', 'photo-studio.jpg', 'photo.png']);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('nothing like this');
    await expect.poll(visible(page, 'No asset matches this search or tag.'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Show all assets' }).click();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(20);
    // the field follows the address (after the list has changed)
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search by name' }).inputValue(), { timeout: 5_000 }).toBe('');

    // delete through the selection (not used anywhere yet: no question), then restore from "Recently deleted"
    await card('Nordlys logo').getByRole('checkbox', { name: 'Select “Nordlys logo”' }).check();
    await expect.poll(visible(page, '1 selected'), { timeout: 5_000 }).toBe(true);
    await shot('selected');
    await page.locator('.assets-selection').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(visible(page, '“Nordlys logo” deleted.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(19);
    await page.locator('.assets-deleted summary').click();
    await shot('deleted');
    await page.getByRole('button', { name: 'Restore “Nordlys logo”' }).click();
    await expect.poll(visible(page, '“Nordlys logo” is back.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(20);
    await expect.poll(() => page.locator('.assets-deleted').count(), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(20);
    await expect.poll(() => page.evaluate<boolean>(previewsLoaded), { timeout: 15_000 }).toBe(true);
    await page.evaluate('window.scrollTo(0, 0)'); // the reload kept the scroll of "Recently deleted"
    await shot('library');

    // the brand's logo and cover, picked from the library in the settings: the logo shows in the
    // page tree, the cover as the home's banner and on the brand's card in the list
    await page.goto(suite.product.url + '/nordlys/settings');
    await page.getByRole('region', { name: 'Logo' }).getByRole('radio', { name: 'Nordlys logo' }).check();
    await expect.poll(visible(page, 'Logo saved.'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('region', { name: 'Cover image' }).getByRole('radio', { name: 'photo-street.jpg' }).check();
    await expect.poll(visible(page, 'Cover image saved.'), { timeout: 15_000 }).toBe(true);
    await shot('logo-settings');
    await page.goto(suite.product.url + '/nordlys');
    await expect.poll(() => page.locator('.page-tree img.brand-logo').count(), { timeout: 15_000 }).toBe(1);
    const banner = page.locator('.brand-head .brand-cover img');
    await expect
      .poll(() => banner.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await shot('logo');
    await page.goto(suite.product.url + '/');
    await expect.poll(() => page.locator('.brand-card .brand-card-cover img').count(), { timeout: 15_000 }).toBe(1);
    await shot('brand-list-cover');
    await page.goto(suite.product.url + '/nordlys');

    // a page shows the library's assets: a gallery of three images (the SVG among them) and a download of the text file
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Page name').fill('Logo');
    await page.getByRole('button', { name: 'Create page' }).click();
    await at('/nordlys/logo');
    await page.getByRole('button', { name: 'Add element' }).click();
    await page.getByRole('menuitem', { name: /^Gallery/ }).click();
    const inspector = page.getByRole('complementary');
    const gallery = page.locator('.page-element[data-element-type="gallery"]');
    for (const [i, name] of ['Nordlys logo', 'mark.svg', 'photo-street.jpg'].entries()) {
      await inspector.getByRole('checkbox', { name }).check();
      await expect.poll(() => gallery.locator('img').count(), { timeout: 15_000 }).toBe(i + 1);
    }
    const last = page.locator('.page-element').last();
    await last.hover();
    await last.getByRole('button', { name: 'Insert an element here' }).click();
    await page.getByRole('menuitem', { name: /^Download/ }).click();
    await inspector.getByRole('checkbox', { name: 'notes.txt' }).check();
    await inspector.getByLabel('Label', { exact: true }).fill('Brand notes');
    await expect.poll(visible(page, 'Brand notes'), { timeout: 15_000 }).toBe(true);
    // any element can be set in an uploaded font (its content, not its toolbar)
    await inspector.getByLabel('Font', { exact: true }).selectOption({ label: 'DejaVu Sans Mono Oblique' });
    const downloadBody = page.locator('.page-element[data-element-type="download"] .page-element-body');
    await expect
      .poll(() => downloadBody.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).fontFamily), {
        timeout: 15_000,
      })
      .toContain('bt-font-');

    // a font specimen from the uploaded font file
    await last.hover();
    await last.getByRole('button', { name: 'Insert an element here' }).click();
    await page.getByRole('menuitem', { name: /^Font/ }).click();
    await inspector.getByRole('radio', { name: 'DejaVu Sans Mono' }).check();
    const specimen = page.locator('.font-element');
    await expect
      .poll(() => specimen.locator('.font-element-name').textContent(), { timeout: 15_000 })
      .toContain('DejaVu Sans Mono');
    expect(await specimen.locator('.font-element-sample').textContent()).toContain('0123456789');
    await expect.poll(() => page.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
    await page.reload();
    await expect.poll(() => gallery.locator('img').count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByRole('link', { name: /Brand notes/ }).getAttribute('href')).toMatch(/\/files\//);
    await expect
      .poll(() => specimen.locator('.font-element-name').textContent(), { timeout: 15_000 })
      .toContain('DejaVu Sans Mono');
    await expect.poll(() => page.evaluate<string>('document.fonts.status'), { timeout: 15_000 }).toBe('loaded');
    await shot('font-specimen');

    // the page's own font, from the page settings
    await page.goto(suite.product.url + '/nordlys/logo/settings');
    await page.getByLabel('Font', { exact: true }).selectOption({ label: 'DejaVu Sans Mono Oblique' });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(visible(page, 'Page settings saved.'), { timeout: 15_000 }).toBe(true);
    await page.goto(suite.product.url + '/nordlys/logo');
    await expect.poll(() => page.evaluate<boolean>(pageFontLoaded), { timeout: 15_000 }).toBe(true);

    // as readers see the page: the download element downloads the text file; the lightbox shows the
    // large image and, as the gallery allows it, downloads the original
    await page.getByRole('button', { name: 'Preview' }).click();
    const [notes] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Brand notes/ }).click()]);
    expect(notes.suggestedFilename()).toBe('notes.txt');
    expect(readFileSync(await notes.path()).equals(bytes('notes.txt'))).toBe(true);
    await gallery.getByRole('button', { name: 'Nordlys logo' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Nordlys logo' });
    await expect.poll(() => lightbox.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => lightbox.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), {
        timeout: 15_000,
      })
      .toBe(240);
    await shot('lightbox', page, false);
    const [original] = await Promise.all([
      page.waitForEvent('download'),
      lightbox.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(original.suggestedFilename()).toBe('Nordlys logo.png');
    expect(readFileSync(await original.path()).equals(bytes('logo.png'))).toBe(true);
    await lightbox.getByRole('button', { name: 'Close' }).click();

    // the brand goes public; a logged-out visitor (in German) sees, without upload or edit controls,
    // exactly the ready files shown where they read (the library's one rule, canSeeAsset): the
    // gallery's three images and the font of the specimen and the page; not the file of the download
    // for members only, the failed file or the files shown nowhere
    await page.goto(suite.product.url + '/nordlys/settings');
    await page.getByLabel(/Public: anyone with the address/).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(visible(page, 'Changes saved.'), { timeout: 15_000 }).toBe(true);
    const visitorContext = await newContext(suite.browser, 'de-DE');
    await visitorContext.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const visitor = await visitorContext.newPage();
    await visitor.goto(suite.product.url + '/nordlys/assets');
    await expect.poll(() => card('Nordlys logo', visitor).count(), { timeout: 15_000 }).toBe(1);
    expect((await cards(visitor).locator('.asset-card-name').allTextContents()).sort()).toEqual([
      'DejaVuSansMono-Oblique.ttf',
      'Nordlys logo',
      'mark.svg',
      'photo-street.jpg',
    ]);
    expect(await card('broken.png', visitor).count()).toBe(0);
    expect(await card('notes.txt', visitor).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Hochladen' }).count()).toBe(0);
    expect(await visitor.locator('.upload-panel, .asset-card-check, .assets-deleted').count()).toBe(0);
    await shot('visitor', visitor);
    expect(await seriousViolations(visitor)).toEqual([]);
    const readOnly = await openDetail('Nordlys logo', visitor);
    expect(await readOnly.getByRole('link', { name: 'Original herunterladen' }).isVisible()).toBe(true);
    expect(await readOnly.getByRole('button', { name: /Umbenennen|Löschen|entfernen/ }).count()).toBe(0);
    expect(await readOnly.getByText('Logos').isVisible()).toBe(true);
    await shot('visitor-detail', visitor, false);

    // a brand that is not there sends a visitor to log in
    await visitor.goto(suite.product.url + '/nowhere/assets');
    await at('/login', visitor);
    await visitorContext.close();

    // deleting the logo, which the brand and the page's gallery use, asks first: cancelled, it stays;
    // confirmed, it goes
    await page.goto(suite.product.url + '/nordlys/assets');
    await card('Nordlys logo').getByRole('checkbox', { name: 'Select “Nordlys logo”' }).check();
    const warning = page.getByRole('dialog', { name: 'Asset in use' });
    await page.locator('.assets-selection').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => warning.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await warning.textContent()).toContain('This file is still used (2 in all).');
    await expect
      .poll(() => warning.locator('.asset-usages li').allTextContents(), { timeout: 15_000 })
      .toEqual(['Brand logo', 'Logo · Gallery']);
    await shot('in-use', page, false);
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => warning.isVisible(), { timeout: 15_000 }).toBe(false);
    await page.reload();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(20);
    expect(await card('Nordlys logo').count()).toBe(1);
    await card('Nordlys logo').getByRole('checkbox', { name: 'Select “Nordlys logo”' }).check();
    await page.locator('.assets-selection').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => warning.isVisible(), { timeout: 15_000 }).toBe(true);
    await warning.getByRole('button', { name: 'Delete anyway' }).click();
    await expect.poll(visible(page, '“Nordlys logo” deleted.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => card('Nordlys logo').count(), { timeout: 15_000 }).toBe(0);
    expect(await cards().count()).toBe(19);

    // no script of the SVG (nor anything else) opened a dialog on the way
    expect(dialogs).toEqual([]);
    await context.close();
  }, 120_000);
});
