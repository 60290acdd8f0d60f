import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@brandtrail/infra';
import { seriousViolations } from './axe';
import { confirmAddress, launchBrowser, newContext, registerWithBrand, screenshot, startProduct, type Product } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/**
 * Two browsers on one brand: each sees the other's page-tree changes and uploads without reloading,
 * and on a page who else is there. The second person registers and the owner adds them as an
 * editor in the members screen. On PostgreSQL (DATABASE_URL) when it is set, else on the embedded
 * default.
 */
describe('live brands and presence in Chromium', () => {
  let db: TestDatabase | undefined;
  let product: Product;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  const files = mkdtempSync(path.join(tmpdir(), 'bt-live-files-'));

  beforeAll(async () => {
    if (process.env.DATABASE_URL) db = await openTestDatabase('postgres');
    [product, browser] = await Promise.all([startProduct(db ? { DATABASE_URL: db.url! } : {}), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await db?.close();
    rmSync(files, { recursive: true, force: true });
  });

  it('follows the other browser live: page tree, uploads and presence', async () => {
    const owner = await (await newContext(browser)).newPage();
    const other = await (await newContext(browser)).newPage();
    await registerWithBrand(owner, product.url, 'live-owner@example.com', 'Aurora');
    await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toBe('/aurora');

    // The second person has an account; the owner adds them as an editor in the members screen.
    await registerWithBrand(other, product.url, 'mia.berg@example.com', 'Elsewhere');
    await expect.poll(() => new URL(other.url()).pathname, { timeout: 15_000 }).toBe('/elsewhere');
    // Confirmed (the link mailed at registration), the address is added at once.
    await confirmAddress(other, product, 'mia.berg@example.com');
    await owner.goto(product.url + '/aurora/settings/users');
    await owner.getByLabel('Email address').fill('mia.berg@example.com');
    await owner.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Editor' });
    await owner.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(visible(owner, 'mia.berg@example.com'), { timeout: 15_000 }).toBe(true);
    await owner.goto(product.url + '/aurora');
    await other.goto(product.url + '/aurora');
    await expect.poll(visible(other, /No pages yet\.|Start your guidelines/), { timeout: 15_000 }).toBe(true);

    // the page tree: a page the owner creates appears in the other browser's sidebar
    await owner.getByRole('button', { name: 'New page' }).click();
    await owner.getByLabel('Page name').fill('Colours');
    await owner.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toBe('/aurora/colours');
    const otherTree = other.getByRole('navigation', { name: 'Pages' });
    await expect.poll(() => otherTree.getByRole('link', { name: 'Colours' }).isVisible(), { timeout: 10_000 }).toBe(true);

    // the settings: a bio the owner saves shows on the other browser's brand home and settings
    await other.goto(product.url + '/aurora/settings');
    const otherBio = other.getByLabel('Bio');
    await expect.poll(() => otherBio.isVisible(), { timeout: 15_000 }).toBe(true);
    await owner.goto(product.url + '/aurora/settings');
    await owner.getByLabel('Bio').fill('Light from the north.');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => otherBio.inputValue(), { timeout: 10_000 }).toBe('Light from the north.');
    await other.goto(product.url + '/aurora');
    await expect.poll(visible(other, 'Light from the north.'), { timeout: 15_000 }).toBe(true);
    await owner.goto(product.url + '/aurora/settings');
    await owner.getByLabel('Bio').fill('Light from the far north.');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(visible(other, 'Light from the far north.'), { timeout: 10_000 }).toBe(true);

    // the library: an upload in the owner's browser appears in the other's, and is processed there
    await other.goto(product.url + '/aurora/assets');
    await expect.poll(visible(other, 'No assets yet'), { timeout: 15_000 }).toBe(true);
    await owner.goto(product.url + '/aurora/assets');
    const image = path.join(files, 'sunrise.png');
    writeFileSync(
      image,
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f2a541' } })
        .png()
        .toBuffer(),
    );
    await owner.locator('.upload-panel input[type=file]').setInputFiles([image]);
    const card = other.locator('.asset-grid .asset-card', { hasText: 'sunrise.png' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
    await expect.poll(() => card.locator('.asset-card-preview img').count(), { timeout: 15_000 }).toBe(1);

    // presence: both on the page, each sees the other
    await owner.goto(product.url + '/aurora/colours');
    await other.goto(product.url + '/aurora/colours');
    const ownerSees = owner.locator('.presence .presence-avatar');
    const otherSees = other.locator('.presence .presence-avatar');
    await expect.poll(() => ownerSees.count(), { timeout: 15_000 }).toBe(1);
    expect(await ownerSees.textContent()).toBe('MB');
    await expect.poll(() => otherSees.count(), { timeout: 15_000 }).toBe(1);
    expect(await otherSees.textContent()).toBe('LO');
    expect(await otherSees.getAttribute('data-editing')).toBe('false');
    expect(await seriousViolations(other)).toEqual([]);

    // the owner adds a headline (it stays selected): the other browser shows them editing
    await owner.getByRole('button', { name: 'Add element' }).click();
    await owner.getByRole('menuitem', { name: /^Headline/ }).click();
    await expect.poll(() => otherSees.getAttribute('data-editing'), { timeout: 10_000 }).toBe('true');
    await otherSees.hover();
    const tooltip = other.getByRole('tooltip', { name: 'live-owner@example.com: editing' });
    await expect.poll(() => tooltip.isVisible(), { timeout: 5_000 }).toBe(true);
    await screenshot(other, 'live-presence');
    await other.setViewportSize({ width: 768, height: 860 });
    await otherSees.hover();
    await expect.poll(() => tooltip.isVisible(), { timeout: 5_000 }).toBe(true);
    await screenshot(other, 'live-presence-768');
    await ownerSees.hover();
    await expect
      .poll(() => owner.getByRole('tooltip', { name: 'mia.berg@example.com: viewing' }).isVisible(), { timeout: 5_000 })
      .toBe(true);
    await screenshot(owner, 'live-presence-owner');

    // leaving the page takes them off the other's
    await other.goto(product.url + '/aurora');
    await expect.poll(() => ownerSees.count(), { timeout: 15_000 }).toBe(0);
  }, 90_000);
});
