import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledEntry, chromiumLaunchOptions, copyEmptyPgliteTo } from '@brandtrail/infra';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The processes a browser test drives: the product and Chromium. No vitest in here: the run's
 * global setup (globalSetup.ts) starts the shared ones with it, outside any test file.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Product {
  url: string;
  /** The product's DATA_DIR (mails land in its outbox/ folder); removed by stop(). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the product the way `npm start` does (embedded defaults, the built web client), on a free
 * port and a fresh data directory, and resolves with the address it prints. Its entry point runs
 * bundled (bundledEntry), not through tsx: the same code, started faster. The data directory
 * holds an empty database already (the run's one initdb, copied), as after a first start that
 * stopped before it made anything; the product makes its tables.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bt-e2e-'));
  await copyEmptyPgliteTo(path.join(dataDir, 'pglite'));
  const child: ChildProcess = spawn(process.execPath, [bundledEntry('api/src/embedded.ts')], {
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

/**
 * A Chromium of the test file's own (a second or so; one shared over a connection would lose what
 * only a local browser gives, such as a download's path). In its contexts (JavaScript on), a page's
 * `goto` and `reload` of one of the product's pages resolve once the client has taken the page over
 * (`clientReady`).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) waitsForTheClient(context);
    return context;
  };
  return browser;
}

/**
 * A server-rendered screen shows its content (which a test waits for) before the client has taken
 * it over; a click or a key before that reaches no handler. The signal: `<html data-client>`, set
 * by the client once its first render has committed (web/src/main.tsx).
 */
function waitsForTheClient(context: BrowserContext): void {
  const patched = new WeakSet<Page>();
  const patch = (page: Page) => {
    if (patched.has(page)) return;
    patched.add(page);
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      page[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        if (response?.headers()['content-type']?.startsWith('text/html')) await clientReady(page);
        return response;
      };
    }
  };
  context.on('page', patch);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    patch(page);
    return page;
  };
}

/** Resolves once the page's client has taken it over (or at once for a page that is not the product's). */
async function clientReady(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await page.waitForFunction(
        "!document.getElementById('root') || document.documentElement.hasAttribute('data-client')",
        undefined,
        { timeout: 30_000 },
      );
      return;
    } catch (error) {
      // The client navigated on (a redirect to log in): the next document is waited for.
      if (!/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}
