import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startAiStandIn, type AiStandIn } from '@brandtrail/infra';
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

/** What the registration form, the terms and the wizard's first step are called in each language the tests use. */
const words = {
  en: {
    email: 'Email address',
    password: 'Password',
    create: 'Create account',
    confirm: 'Confirm and continue',
    brandName: 'Brand name',
    next: 'Continue',
    createBrand: 'Create brand',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    create: 'Konto erstellen',
    confirm: 'Bestätigen und fortfahren',
    brandName: 'Name der Marke',
    next: 'Weiter',
    createBrand: 'Marke anlegen',
  },
};

/**
 * Through the UI, as a new user does it: registers `email` and accepts the terms, with the page in
 * `language` (the context's language cookie decides it; the labels looked for follow it).
 */
export async function registerAccount(
  page: Page,
  url: string,
  email: string,
  { language = 'en', password = 'a good long password' }: { language?: 'en' | 'de'; password?: string } = {},
): Promise<void> {
  const w = words[language];
  await page.goto(url + '/register');
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill(password);
  await page.getByRole('button', { name: w.create }).click();
  const terms = page.getByRole('dialog');
  await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(true);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: w.confirm }).click();
  await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(false);
}

/**
 * Through the UI, as a new user does it: registers `email`, accepts the terms, and creates a brand
 * named `brandName` with the wizard (no colours or fonts). Ends on the brand's home.
 */
export async function registerWithBrand(page: Page, url: string, email: string, brandName: string, language: 'en' | 'de' = 'en') {
  const w = words[language];
  await registerAccount(page, url, email, { language });
  await page.goto(url + '/new-brand');
  await page.getByLabel(w.brandName).fill(brandName);
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('button', { name: w.createBrand, exact: true }).click();
}

/**
 * A GraphQL request from the page, with its session: what another feature's screen does, where a
 * test only needs its outcome (the embedded product takes documents that are not persisted). An
 * answer with errors fails the test.
 */
export async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = (await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    [query, variables] as const,
  )) as { data?: T; errors?: unknown[] };
  expect(answer.errors, query.slice(0, 60)).toBeUndefined();
  return answer.data!;
}

/**
 * For a browser-test file of the AI features: the OpenAI-compatible stand-in, a product of its own
 * pointed at it (AI_BASE_URL) and a Chromium, started before its tests and stopped after.
 */
export function useProductWithAiStandIn(): { readonly standIn: AiStandIn; readonly product: Product; readonly browser: Browser } {
  const suite = {} as { standIn: AiStandIn; product: Product; browser: Browser };
  beforeAll(async () => {
    suite.standIn = await startAiStandIn();
    [suite.product, suite.browser] = await Promise.all([
      startProduct({ AI_BASE_URL: suite.standIn.url, AI_MODEL: 'stand-in', AI_TIMEOUT_MS: '20000' }),
      launchBrowser(),
    ]);
  }, 90_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
    await suite.standIn?.close();
  });
  return suite;
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
