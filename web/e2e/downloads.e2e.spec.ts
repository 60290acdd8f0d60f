import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

/** Incompressible pixels: a PNG that stays its size in a zip. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A zip's file names and bytes, as Info-ZIP's unzip reads them. */
function unzipped(file: string): Map<string, Buffer> {
  expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
  const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n');
  return new Map(names.map((name) => [name, execFileSync('unzip', ['-p', file, name], { maxBuffer: 64 * 1024 * 1024 })]));
}

describe('a download element with several files, in Chromium', () => {
  const suite = useProductAndBrowser();
  const dir = mkdtempSync(path.join(tmpdir(), 'bt-e2e-downloads-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('downloads all its files as one zip from its main button, in English and German', async () => {
    // three files for the library; two of them of the same name, in folders of their own
    const files = {
      logo: { path: path.join(dir, 'a', 'Logo.png'), bytes: await noisePng(300, 200) },
      logoAgain: { path: path.join(dir, 'b', 'Logo.png'), bytes: await noisePng(200, 200) },
      poster: { path: path.join(dir, 'a', 'Poster.png'), bytes: await noisePng(640, 480) },
    };
    for (const file of Object.values(files)) {
      execFileSync('mkdir', ['-p', path.dirname(file.path)]);
      writeFileSync(file.path, file.bytes);
    }
    const total = Object.values(files).reduce((sum, f) => sum + f.bytes.length, 0);

    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = async (name: string, p: Page = page) => {
      await p.setViewportSize({ width: 1280, height: 860 });
      await screenshot(p, `downloads-${name}-1280`, { fullPage: true });
      await p.setViewportSize({ width: 768, height: 1000 });
      await screenshot(p, `downloads-${name}-768`, { fullPage: true });
      await p.setViewportSize({ width: 1280, height: 860 });
    };
    const at = (pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    await registerWithBrand(page, suite.product.url, 'downloads@example.com', 'Kiln');
    await at('/kiln');

    // the files go to the library, and are processed
    await page.goto(`${suite.product.url}/kiln/assets`);
    await page.locator('.upload-panel input[type=file]').setInputFiles([files.logo.path, files.logoAgain.path]);
    await expect.poll(() => page.locator('.asset-card[data-status="ready"]').count(), { timeout: 60_000 }).toBe(2);
    await page.locator('.upload-panel input[type=file]').setInputFiles([files.poster.path]);
    await expect.poll(() => page.locator('.asset-card[data-status="ready"]').count(), { timeout: 60_000 }).toBe(3);

    // a page with a download element offering all three
    await page.goto(`${suite.product.url}/kiln`);
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Page name').fill('Press kit');
    await page.getByRole('button', { name: 'Create page' }).click();
    await at('/kiln/press-kit');
    await page.getByRole('button', { name: 'Add element' }).click();
    await page.getByRole('menuitem', { name: /^Download/ }).click();
    const inspector = page.getByRole('complementary');
    const boxes = inspector.getByRole('checkbox', { name: /^(Logo|Poster)\.png/ });
    await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBe(3);
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await inspector.getByLabel('Label', { exact: true }).fill('Everything');
    await inspector.getByLabel('Visible to everyone').check();
    const element = page.locator('.page-element[data-element-type="download"]');
    const size = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(total / 1e6)} MB`;
    await expect
      .poll(() => element.locator('.download-summary').textContent(), { timeout: 15_000 })
      .toBe(`ZIP with 3 files · ${size}`);
    await expect.poll(() => page.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');

    // as readers see it: the main button is a link to the zip, which the browser downloads
    await page.getByRole('button', { name: 'Preview' }).click();
    const button = page.getByRole('link', { name: 'Everything' });
    expect(await button.getAttribute('href')).toMatch(/^\/api\/download-zip\?element=[0-9a-f-]{36}$/);
    expect(await seriousViolations(page), 'axe on the download element').toEqual([]);
    await shot('element-en');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Everything.zip');
    const zip = unzipped(await download.path());
    expect([...zip.keys()].sort()).toEqual(['Logo (2).png', 'Logo.png', 'Poster.png']);
    // the two logos, whichever the library listed first
    expect([zip.get('Logo.png'), zip.get('Logo (2).png')].map((b) => b!.length).sort()).toEqual(
      [files.logo.bytes.length, files.logoAgain.bytes.length].sort(),
    );
    for (const bytes of [files.logo.bytes, files.logoAgain.bytes])
      expect([...zip.values()].some((b) => b.equals(bytes))).toBe(true);
    expect(zip.get('Poster.png')!.equals(files.poster.bytes)).toBe(true);

    // a German reader of the public brand: the same zip, described in German
    await page.request.post(new URL('/graphql', suite.product.url).href, {
      data: {
        query: 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }',
        variables: { input: { id: await brandId(page), public: true } },
      },
    });
    const readerContext = await newContext(suite.browser, 'de-DE');
    await readerContext.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const reader = await readerContext.newPage();
    await reader.goto(`${suite.product.url}/kiln/press-kit`);
    const germanSize = `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(total / 1e6)} MB`;
    await expect
      .poll(() => reader.locator('.download-summary').textContent(), { timeout: 15_000 })
      .toBe(`ZIP mit 3 Dateien · ${germanSize}`);
    await shot('element-de', reader);
    const [german] = await Promise.all([
      reader.waitForEvent('download'),
      reader.getByRole('link', { name: 'Everything' }).click(),
    ]);
    expect(german.suggestedFilename()).toBe('Everything.zip');
    expect([...unzipped(await german.path()).keys()].sort()).toEqual(['Logo (2).png', 'Logo.png', 'Poster.png']);
    // a single file's own link stays as it was, in the list below the button
    const [single] = await Promise.all([
      reader.waitForEvent('download'),
      reader.locator('.download-files').getByRole('link', { name: 'Poster.png' }).click(),
    ]);
    expect(readFileSync(await single.path()).equals(files.poster.bytes)).toBe(true);
    await readerContext.close();
    await context.close();
  }, 240_000);
});

/** The brand's global id, asked of the API with the page's session. */
async function brandId(page: Page): Promise<string> {
  const res = await page.request.post(new URL('/graphql', page.url()).href, {
    data: { query: 'query { brandBySlug(slug: "kiln") { id } }' },
  });
  return ((await res.json()) as { data: { brandBySlug: { id: string } } }).data.brandBySlug.id;
}
