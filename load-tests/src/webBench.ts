import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { chromiumLaunchOptions } from '@brandtrail/infra';
import { repoRoot, spawnEmbedded } from './child';
import { LCP_PROBE, medianLcp, removeStaticCopies, settledLcp, staticCopyOf } from './paint';
import { CREATE_BRAND_MUTATION } from './queries';
import { fmt, type Figure } from './report';

/**
 * Figures 5–7: what the browser pays. Headless Chromium (Debian's, as in the browser tests) opens
 * pages of the built client served by the embedded product; every script response until the page's
 * content has rendered (load event and lazily loaded route chunks) is gzipped here with node:zlib (level 6, as a server would), and the largest contentful
 * paint comes from a PerformanceObserver in the page.
 */

const KB = 1024;

/** The browser figures serve the built client (web/dist), as `npm start` does. */
export function requireWebBuild(): void {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html')))
    throw new Error('web/dist is missing: run `npm run build --workspace web` first');
}

async function startProduct(): Promise<{ url: string; stop: () => Promise<void> }> {
  requireWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brandtrail-bench-web-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'REDIS_URL', 'SMTP_URL', 'NODE_ENV']) delete env[key];
  const product = await spawnEmbedded(env);
  return {
    url: product.url,
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's full Chromium, headless, with the browser tests' flags (infra's chromiumLaunchOptions):
 * the browser people use, not the tests' lighter headless shell.
 */
export const launch = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions({ full: true }));

interface PageLoad {
  /** gzip bytes of every script loaded until the load event, by file name. */
  scripts: Map<string, number>;
  gzipBytes: number;
  lcpMs: number;
}

/** Opens `url` in a fresh page; waits for `ready` (a selector) and reads the LCP. */
async function openPage(context: BrowserContext, url: string, ready: string): Promise<PageLoad> {
  const page = await context.newPage();
  await page.addInitScript(LCP_PROBE);
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, number>();
  let loaded = false;
  page.on('response', (response) => {
    if (loaded || response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 6 }).length);
      }),
    );
  });
  // Scripts count until the page's own content has rendered (the load event comes before the lazily
  // loaded route chunks, which the first render needs as well).
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 15_000 });
  loaded = true;
  const lcpMs = await settledLcp(page);
  await Promise.all(pending);
  await page.close();
  return { scripts, gzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0), lcpMs };
}

/** Opens `url` once rendered (`ready` and a settled paint) and writes its static copy (paint.ts). */
async function staticCopy(browser: Browser, url: string, ready: string, name: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options });
  const page = await context.newPage();
  await page.addInitScript(LCP_PROBE);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 15_000 });
  await settledLcp(page);
  const copy = await staticCopyOf(page, name);
  await context.close();
  return copy;
}

const describeScripts = (load: PageLoad) =>
  [...load.scripts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => `${path.basename(name)} ${fmt(bytes / KB, 1)} KB`)
    .join(', ');

const LCP_VISITS = 5;
const VIEWPORT = { width: 1280, height: 860 };

/** A screen's paint beside its static copy's, both the median of LCP_VISITS cold loads. */
interface Paint {
  lcpMs: number;
  staticMs: number;
}

/** Figures 5, 6 and 7. */
export async function webFigures(say: (text: string) => void): Promise<Figure[]> {
  const [product, browser] = await Promise.all([startProduct(), launch()]);
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    // Warm the server (first requests on a fresh database). Each measured page opens in its own
    // context, so the browser cache is empty for it: a first visit.
    const api = context.request;
    await api.get(product.url + '/');
    const login = await openPage(context, product.url + '/login', 'input[type=password]');
    say(`log-in page: ${fmt(login.gzipBytes / KB, 1)} KB gzip in ${login.scripts.size} scripts: ${describeScripts(login)}`);
    const reactOnly = [...login.scripts.entries()].find(([name]) => /\/react-[^/]*\.js$/.test(name))?.[1] ?? Number.NaN;

    const email = `bench-web-${Date.now()}@example.com`;
    const registered = await api.post(product.url + '/register', { data: { email, password: 'bench-password-123' } });
    if (registered.status() !== 201) throw new Error(`POST /register answered ${registered.status()}`);
    await api.post(product.url + '/update-user', { data: { termsAccepted: true } });
    const created = await api.post(product.url + '/graphql', {
      data: { query: CREATE_BRAND_MUTATION, variables: { name: 'Bench Coffee' } },
    });
    const slug = ((await created.json()) as { data?: { createBrand?: { brand?: { slug?: string } } } }).data?.createBrand?.brand
      ?.slug;
    if (!slug) throw new Error(`createBrand answered ${created.status()}: ${await created.text()}`);

    // A first visit of the brand home by the logged-in user: a new context with the session cookies only.
    const userContext = await browser.newContext({
      storageState: await context.storageState(),
      viewport: { width: 1280, height: 860 },
    });
    const home = await openPage(userContext, `${product.url}/${slug}`, 'main h1');
    await userContext.close();
    // One cold visit is noisy on a 2-core machine: each paint figure is the median of five first
    // visits, each in a fresh context (empty cache), beside the same for its static copy.
    const state = await context.storageState();
    const paintOf = async (route: string, ready: string, name: string, storageState?: typeof state): Promise<Paint> => {
      const url = product.url + route;
      const copy = await staticCopy(browser, url, ready, name, { storageState });
      // Reading script bodies through the DevTools protocol would slow the very load it measures.
      const lcpMs = await medianLcp(browser, url, LCP_VISITS, { storageState, ready });
      const staticMs = await medianLcp(browser, copy, LCP_VISITS);
      say(`largest contentful paint of ${route}: ${fmt(lcpMs, 1)} ms, its static copy ${fmt(staticMs, 1)} ms`);
      return { lcpMs, staticMs };
    };
    const homePaint = await paintOf(`/${slug}`, 'main h1', 'brand-home', state);
    const loginPaint = await paintOf('/login', 'input[type=password]', 'login');
    const termsPaint = await paintOf('/en/terms', 'main h1', 'terms');
    const startPaint = await paintOf('/', 'main h1', 'start');
    say(`brand home: ${fmt(home.gzipBytes / KB, 1)} KB gzip in ${home.scripts.size} scripts: ${describeScripts(home)}`);
    await context.close();

    return [
      {
        figure: '5. log-in page initial JS (gzip)',
        value: login.gzipBytes / KB,
        unit: 'KB',
        baseline: 'react + react-dom chunk alone (gzip)',
        baselineValue: reactOnly / KB,
        target: 'value <= 150 KB',
        pass: login.gzipBytes <= 150 * KB,
      },
      {
        figure: '6. brand home initial JS (gzip)',
        value: home.gzipBytes / KB,
        unit: 'KB',
        baseline: 'log-in page initial JS (gzip)',
        baselineValue: login.gzipBytes / KB,
        target: 'value <= 250 KB',
        pass: home.gzipBytes <= 250 * KB,
      },
      paintFigure(
        '7. brand home largest contentful paint (median of 5 first visits)',
        'the same brand home as static HTML',
        homePaint,
        3,
      ),
      paintFigure('7b. log-in page largest contentful paint', 'the same log-in page as static HTML', loginPaint, 2),
      paintFigure('7c. terms (static text) largest contentful paint', 'the same terms as static HTML', termsPaint, 2),
      paintFigure('7d. start page largest contentful paint, logged out', 'the same start page as static HTML', startPaint, 2),
    ];
  } finally {
    removeStaticCopies();
    await browser.close();
    await product.stop();
  }
}

/** A paint figure: the screen's LCP against its static copy's, within `times` of it (issue 26). */
export const paintFigure = (figure: string, baseline: string, paint: Paint, times: number): Figure => ({
  figure,
  value: paint.lcpMs,
  unit: 'ms',
  baseline,
  baselineValue: paint.staticMs,
  target: `ratio <= ${times}`,
  pass: paint.lcpMs > 0 && paint.lcpMs <= times * paint.staticMs,
});
