import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyEmptyPgliteTo } from '@brandtrail/infra';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the browser tests save their screenshots: `.data/screenshots`, or `E2E_SCREENSHOTS` when set. */
export const screenshotDir = process.env.E2E_SCREENSHOTS
  ? path.resolve(process.env.E2E_SCREENSHOTS)
  : path.join(repoRoot, '.data', 'screenshots');

export interface Product {
  url: string;
  /** The product's DATA_DIR (mails land in its outbox/ folder); removed by stop(). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the product the way `npm start` does (embedded defaults, the built web client), on a free
 * port and a fresh data directory, and resolves with the address it prints. The data directory
 * holds an empty database already (the run's one initdb, copied), as after a first start that
 * stopped before it made anything; the product makes its tables.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bt-e2e-'));
  await copyEmptyPgliteTo(path.join(dataDir, 'pglite'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/embedded.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Open (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the product exited with ${code} before it started: ${out}`)));
  });
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's chromium, headless, with the flags this machine needs (no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newContext(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  mkdirSync(screenshotDir, { recursive: true });
  return browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
}

/**
 * For a browser-test file: starts the product and Chromium before its tests and stops both after.
 * Read `suite.product` and `suite.browser` inside the tests.
 */
export function useProductAndBrowser(): { readonly product: Product; readonly browser: Browser } {
  const suite = {} as { product: Product; browser: Browser };
  beforeAll(async () => {
    [suite.product, suite.browser] = await Promise.all([startProduct(), launchBrowser()]);
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
