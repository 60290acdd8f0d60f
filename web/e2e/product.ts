import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, startProduct, type Product } from './processes';

export { launchBrowser, startProduct, type Product };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the browser tests save their screenshots: `.data/screenshots`, or `E2E_SCREENSHOTS` when set. */
export const screenshotDir = process.env.E2E_SCREENSHOTS
  ? path.resolve(process.env.E2E_SCREENSHOTS)
  : path.join(repoRoot, '.data', 'screenshots');

export async function newContext(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  mkdirSync(screenshotDir, { recursive: true });
  return browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
}

/**
 * For a browser-test file: a Chromium of its own and the run's shared product (globalSetup.ts), or
 * with `{ own: true }` a product of its own too, started before its tests and stopped after (for a
 * file that needs the product as it is on a first start, such as an empty directory). Read
 * `suite.product` and `suite.browser` inside the tests; each test makes its own users and brands,
 * with addresses and brand names no other file uses.
 */
export function useProductAndBrowser(options: { own?: boolean } = {}): { readonly product: Product; readonly browser: Browser } {
  const suite = {} as { product: Product; browser: Browser };
  beforeAll(async () => {
    const shared = { ...inject('sharedProduct'), stop: async () => {} };
    [suite.product, suite.browser] = await Promise.all([options.own ? startProduct() : shared, launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}

/**
 * Through the UI, as a new user does it: registers `email`, accepts the terms, and creates a brand
 * named `brandName` with the wizard (no colours or fonts). Ends on the brand's home.
 */
export async function registerWithBrand(page: Page, url: string, email: string, brandName: string): Promise<void> {
  await page.goto(url + '/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('a good long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const terms = page.getByRole('dialog');
  await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(true);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(false);
  await page.goto(url + '/new-brand');
  await page.getByLabel('Brand name').fill(brandName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create brand', exact: true }).click();
}

/**
 * The path of the newest link to `linkPath` (such as `/verify-email` or `/invitations`) mailed to
 * `to`, read from the product's outbox; waits for the mail (up to 30 s).
 */
export async function mailedLink(product: Product, to: string, linkPath: string): Promise<string> {
  const outbox = path.join(product.dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^/\\s]+(${linkPath}/[A-Za-z0-9_-]+)`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      // Quoted-printable may break long lines ("=" at the end): joined first.
      const mail = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r\n/g, '');
      const match = mail.toLowerCase().includes(`\r\nto: ${to.toLowerCase()}\r\n`) ? pattern.exec(mail) : null;
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${linkPath} link mailed to ${to}`);
}

/**
 * As the person does who reads `email`'s mail: opens the link that confirms the address (mailed at
 * registration) in `page`. Only a confirmed address is added to a brand at once.
 */
export async function confirmAddress(page: Page, product: Product, email: string): Promise<void> {
  await page.goto(product.url + (await mailedLink(product, email, '/verify-email')));
  await expect
    .poll(() => page.getByText(/Your email address is confirmed|Ihre E-Mail-Adresse ist bestätigt/).isVisible(), {
      timeout: 15_000,
    })
    .toBe(true);
}
