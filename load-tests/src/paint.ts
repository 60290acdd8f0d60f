import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { repoRoot } from './child';
import { median } from './report';

/**
 * The baseline of the paint figures (issue 26): the same content as a static HTML page, served by
 * the same server. A screen, once rendered, is copied as it stands (its DOM and stylesheet links,
 * without a script), written into the built client's folder, which the product serves as files,
 * and opened cold like the screen itself. What the copy paints at is what a browser needs for that
 * content with no JavaScript at all.
 */
const FOLDER = 'bench-static';

/** Writes the rendered page `tab` as `/bench-static/<name>.html`; returns its address. */
export async function staticCopyOf(tab: Page, name: string): Promise<string> {
  // Run in the page (the load tests compile without the DOM's types, so the code goes as text).
  const html = await tab.evaluate<string>(`(() => {
    const root = document.documentElement.cloneNode(true);
    for (const node of root.querySelectorAll('script, link[rel=modulepreload], link[rel=preload]')) node.remove();
    return '<!doctype html>\\n' + root.outerHTML;
  })()`);
  const folder = path.join(repoRoot, 'web', 'dist', FOLDER);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.html`), html);
  return `${new URL(tab.url()).origin}/${FOLDER}/${name}.html`;
}

/**
 * Opens `url` with `cookies` in a fresh context, waits until the expression `ready` holds (after
 * `initScript`, a probe, ran in the page) and writes the screen's static copy as `name`.
 */
export async function staticCopyAt(
  browser: Browser,
  url: string,
  name: string,
  {
    cookies = [],
    initScript,
    ready,
  }: { cookies?: Parameters<BrowserContext['addCookies']>[0]; initScript?: string; ready: string },
): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    await context.addCookies(cookies);
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(ready, null, { timeout: 30_000, polling: 100 });
    return await staticCopyOf(page, name);
  } finally {
    await context.close();
  }
}

/** Removes the copies (the built client's folder is left as the build made it). */
export function removeStaticCopies(): void {
  rmSync(path.join(repoRoot, 'web', 'dist', FOLDER), { recursive: true, force: true });
}

/** Run in a page before its own scripts: keeps the largest contentful paint in `window.__lcp`. */
export const LCP_PROBE = `window.__lcp = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__lcp = Math.max(window.__lcp, entry.startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/**
 * The page's largest contentful paint once it has settled: no larger paint for 300 ms (LCP has no
 * "final" signal before the user acts; the bench's pages render once and stay).
 */
export async function settledLcp(page: Page): Promise<number> {
  let last = -1;
  for (let tries = 0; tries < 50; tries++) {
    await page.waitForTimeout(300);
    const lcp = await page.evaluate<number>('window.__lcp');
    if (lcp > 0 && lcp === last) return lcp;
    last = lcp;
  }
  throw new Error(`${page.url()}: no settled largest contentful paint in 15 s`);
}

/**
 * The largest contentful paint of `url`, the median of `visits` cold loads (a fresh context each,
 * so an empty cache), after `ready` (a selector) is in the page when one is given.
 */
export async function medianLcp(
  browser: Browser,
  url: string,
  visits: number,
  { ready, ...options }: BrowserContextOptions & { ready?: string } = {},
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < visits; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...options });
    const page = await context.newPage();
    await page.addInitScript(LCP_PROBE);
    await page.goto(url, { waitUntil: 'load' });
    if (ready) await page.waitForSelector(ready, { timeout: 15_000 });
    times.push(await settledLcp(page));
    await context.close();
  }
  return median(times);
}
