import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startAiStandIn, type AiStandIn } from '@brandtrail/infra';
import { launchBrowser, startProduct, type Product } from './processes';

export { launchBrowser, startProduct, type Product };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The folder the browser tests save screenshots of their screens to, for a person to look at:
 * `E2E_SCREENSHOTS` (`npm run screenshots` sets `.data/screenshots`). Unset, as in `npm test` and
 * CI, none are taken: no check reads them, and the 270 of a run cost about 90 s of CPU.
 */
const screenshotDir = process.env.E2E_SCREENSHOTS ? path.resolve(repoRoot, process.env.E2E_SCREENSHOTS) : undefined;

/** Saves what `page` shows as `<name>.png` (the whole page with `fullPage`) when screenshots are taken. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotDir) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), ...options });
}

export async function newContext(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  return browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
}

/**
 * For a browser-test file: a Chromium of its own and the run's shared product (globalSetup.ts), or
 * with `{ own: true }` a product of its own too, started before its tests and stopped after (for a
 * file that needs the product as it is on a first start, such as an empty directory), and with
 * `env` (read when it starts) one started with that environment. Read `suite.product` and
 * `suite.browser` inside the tests; each test makes its own users and brands, with addresses and
 * brand names no other file uses.
 */
export function useProductAndBrowser(options: { own?: boolean; env?: () => Record<string, string> } = {}): {
  readonly product: Product;
  readonly browser: Browser;
} {
  const suite = {} as { product: Product; browser: Browser };
  beforeAll(async () => {
    const shared = { ...inject('sharedProduct'), stop: async () => {} };
    const own = options.own || options.env !== undefined;
    [suite.product, suite.browser] = await Promise.all([own ? startProduct(options.env?.()) : shared, launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}

/**
 * `useProductAndBrowser` with a product of its own whose model server is infra's OpenAI-compatible
 * stand-in (`suite.standIn`: tell it what to answer), stopped after the file's tests.
 */
export function useAiProductAndBrowser(): { readonly product: Product; readonly browser: Browser; readonly standIn: AiStandIn } {
  let standIn: AiStandIn | undefined;
  beforeAll(async () => {
    standIn = await startAiStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const suite = useProductAndBrowser({
    env: () => ({ AI_BASE_URL: standIn!.url, AI_MODEL: 'stand-in', AI_TIMEOUT_MS: '20000' }),
  });
  return {
    get product() {
      return suite.product;
    },
    get browser() {
      return suite.browser;
    },
    get standIn() {
      return standIn!;
    },
  };
}

/** What registering and the wizard's first step say, in the UI's languages. */
const words = {
  en: {
    email: 'Email address',
    password: 'Password',
    register: 'Create account',
    confirm: 'Confirm and continue',
    brandName: 'Brand name',
    next: 'Continue',
    createBrand: 'Create brand',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    register: 'Konto erstellen',
    confirm: 'Bestätigen und fortfahren',
    brandName: 'Name der Marke',
    next: 'Weiter',
    createBrand: 'Marke anlegen',
  },
};

/**
 * Through the UI, as a new user does it: registers `email` and accepts the terms in the dialog that
 * follows. `language` is the one the page shows (its context's locale or cookie chooses it).
 */
export async function register(
  page: Page,
  url: string,
  email: string,
  { password = 'a good long password', language = 'en' }: { password?: string; language?: 'en' | 'de' } = {},
): Promise<void> {
  const say = words[language];
  await page.goto(url + '/register');
  await page.getByLabel(say.email).fill(email);
  await page.getByLabel(say.password).fill(password);
  await page.getByRole('button', { name: say.register }).click();
  const terms = page.getByRole('dialog');
  await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(true);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: say.confirm }).click();
  await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(false);
}

/**
 * Through the UI, as a new user does it: registers `email`, accepts the terms, and creates a brand
 * named `brandName` with the wizard (no colours or fonts). Ends on the brand's home.
 */
export async function registerWithBrand(
  page: Page,
  url: string,
  email: string,
  brandName: string,
  language: 'en' | 'de' = 'en',
): Promise<void> {
  const say = words[language];
  await register(page, url, email, { language });
  await page.goto(url + '/new-brand');
  await page.getByLabel(say.brandName).fill(brandName);
  await page.getByRole('button', { name: say.next }).click();
  await page.getByRole('button', { name: say.createBrand, exact: true }).click();
}

/**
 * A GraphQL request from the page, with its session: what another screen does, where a test only
 * needs its outcome (the embedded product takes documents that are not persisted). Fails the test
 * when it answers errors.
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
