import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { assetOriginalKey, assetPreviewKey, assetStream } from '@brandtrail/domain';
import { createPostgresEventStore, loadConfig, openBlobStore, openPglite, type EventToAppend } from '@brandtrail/infra';
import type { ChildServer } from './child';
import { summariseProfile } from './cpuProfile';
import { graphql } from './httpBench';
import { removeStaticCopies, staticCopyAt } from './paint';
import { fmt, median, type Figure } from './report';
import { contextCookies, withSeededBrands } from './seededBrands';

/**
 * Figure 13 (issue 5): a library of 5,000 assets opens within 1 s. The product (benchServer.ts in a
 * child process, on a data folder this module owns) gets an owner and two brands through the API;
 * then, with the product stopped, the assets are appended straight to its event store, as the API
 * and the processing worker would have recorded them (AssetCreated, AssetUploaded, AssetProcessed:
 * ready images), 5,000 for one brand and 10 for the other; their grid previews point at four small
 * WebP files written once to the product's blob store (the library loads them like any preview:
 * through signed links answered by the product). The product starts again on that folder and its
 * projections catch up from the log. Headless Chromium, signed in as the owner, then opens
 * /{brand}/assets cold (a fresh browser context each time: no HTTP cache) five times per brand.
 * Besides the figure it prints where the loads' time went (medians of the page's own resource
 * timings: entry script, the library's query, the last script, cards in the DOM, previews) and how
 * busy the product was while idle and during the counted loads (benchServer's stats).
 */

type Say = (text: string) => void;

export const LIBRARY_ASSETS = 5_000;
export const BASELINE_ASSETS = 10;
const LOADS = 5;
const VIEWPORT = { width: 1280, height: 800 };

/** Four flat-coloured 320×240 WebP previews (a grid preview's size class, a few hundred bytes each). */
async function previewImages(): Promise<Buffer[]> {
  const colours = ['#1f4fd1', '#e2553f', '#2f9e6e', '#f2b705'];
  return Promise.all(
    colours.map((background) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background } })
        .webp({ quality: 80 })
        .toBuffer(),
    ),
  );
}

/** The three events of an image asset that arrived and was processed (the worker's AssetProcessed data). */
function readyAsset(brandId: string, i: number, previewKey: string, time: Date): EventToAppend[] {
  const id = randomUUID();
  const name = `Photo ${String(i + 1).padStart(4, '0')}.jpg`;
  const metadata = (t: Date) => ({
    userId: null,
    impersonatorId: null,
    correlationId: `bench-library-${id}`,
    causationId: null,
    time: t.toISOString(),
  });
  const later = (ms: number) => new Date(time.getTime() + ms);
  return [
    {
      id: randomUUID(),
      type: 'AssetCreated',
      data: {
        id,
        brandId,
        name,
        extension: 'jpg',
        byteSize: 2_400_000,
        tags: i % 3 === 0 ? ['photo', 'campaign'] : ['photo'],
        key: assetOriginalKey(brandId, id),
      },
      metadata: metadata(time),
    },
    {
      id: randomUUID(),
      type: 'AssetUploaded',
      data: { byteSize: 2_400_000, contentType: 'image/jpeg' },
      metadata: metadata(later(1)),
    },
    {
      id: randomUUID(),
      type: 'AssetProcessed',
      data: {
        mimeType: 'image/jpeg',
        width: 4000,
        height: 3000,
        dominantColor: '1F4FD1',
        opaque: true,
        previews: { grid: previewKey, lightbox: previewKey },
      },
      metadata: metadata(later(2)),
    },
  ];
}

/** Appends the assets of each brand to the stopped product's event store; writes the shared previews. */
async function seed(dataDir: string, brands: { id: string; assets: number }[], say: Say): Promise<void> {
  const t0 = performance.now();
  const blobs = await openBlobStore(loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  const previewKeys: string[] = [];
  for (const [n, image] of (await previewImages()).entries()) {
    const key = assetPreviewKey('bench-shared', `preview-${n}`, 'grid');
    await blobs.put(key, image, 'image/webp');
    previewKeys.push(key);
  }
  const sql = await openPglite(path.join(dataDir, 'pglite'));
  const store = await createPostgresEventStore(sql);
  let appended = 0;
  try {
    const start = Date.now() - 10 * 24 * 3600_000;
    for (const brand of brands) {
      for (let i = 0; i < brand.assets; i++) {
        const events = readyAsset(brand.id, i, previewKeys[i % previewKeys.length]!, new Date(start + i * 60_000));
        await store.append(assetStream((events[0]!.data as { id: string }).id), events, 'no_stream');
        appended += events.length;
      }
    }
  } finally {
    await store.close();
    await sql.close();
  }
  say(
    `appended ${appended} asset events (${brands.map((b) => b.assets).join(' + ')} ready images) to the stopped product's ` +
      `event store in ${fmt((performance.now() - t0) / 1000, 1)} s; previews: ${previewKeys.length} shared WebP files`,
  );
}

const COUNT_QUERY = `query($slug: String!) { brandBySlug(slug: $slug) { assetsConnection(first: 1) { totalCount } } }`;

async function waitForAssets(app: ChildServer, cookie: string, slug: string, expected: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await graphql(app.url, cookie, COUNT_QUERY, { slug });
    const total = (res.json.data as { brandBySlug: { assetsConnection: { totalCount: number } } }).brandBySlug.assetsConnection
      .totalCount;
    if (total === expected) return;
    if (Date.now() > deadline) throw new Error(`/${slug} lists ${total} assets after 120 s, expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Painted {
  /** ms since navigation start. */
  ms: number;
  cards: number;
  visible: number;
  /** When the grid first had cards (ms since navigation start). */
  firstCard: number;
}

/** Diagnostics of one load, from the page's own resource timings (ms since navigation start). */
interface Timeline {
  /** The main bundle's entry script arrived. */
  entry: number;
  /** The library's GraphQL request: sent, answered. */
  queryStart: number;
  queryEnd: number;
  /** Every script of the page arrived. */
  scripts: number;
  /** The first screen's previews: first requested, last arrived; how many preview requests in all. */
  imagesStart: number;
  imagesEnd: number;
  images: number;
}

/** Read in the page after the paint: where the load's time went. */
const timelineScript = `(() => {
  const res = performance.getEntriesByType('resource');
  const max = (list, key) => list.length ? Math.max(...list.map((e) => e[key])) : NaN;
  const min = (list, key) => list.length ? Math.min(...list.map((e) => e[key])) : NaN;
  const path = (e) => new URL(e.name).pathname;
  const scripts = res.filter((e) => path(e).endsWith('.js'));
  const entry = scripts.filter((e) => path(e).startsWith('/assets/index-'));
  const graphql = res.filter((e) => path(e) === '/graphql');
  // The first screen's previews come through the head's preload links (the server puts React's
  // image preloads there), the others through their <img> elements.
  const images = res.filter((e) => e.initiatorType === 'img' || (e.initiatorType === 'link' && path(e).startsWith('/files/')));
  return {
    entry: max(entry, 'responseEnd'),
    queryStart: min(graphql, 'startTime'),
    queryEnd: graphql.length ? graphql[0].responseEnd : NaN,
    scripts: max(scripts, 'responseEnd'),
    imagesStart: min(images, 'startTime'),
    imagesEnd: max(images, 'responseEnd'),
    images: images.length,
  };
})()`;

/**
 * Installed before the page's own scripts (a string: it runs in the page). Checks every animation
 * frame whether the whole grid is there and every card in the viewport shows its preview (the <img>
 * complete, with pixels); then the frame that paints them is the next one, and a message posted
 * from its animation-frame callback arrives after that paint (as figure 9 measures). Records the
 * time since navigation start, with how many cards the grid holds and how many are in view.
 */
const paintProbe = `(() => {
  let firstCard = 0;
  const check = () => {
    const cards = [...document.querySelectorAll('.asset-grid .asset-card')];
    if (cards.length && !firstCard) firstCard = performance.now();
    const inView = cards.filter((card) => {
      const r = card.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
    // A server-rendered grid arrives as the HTML is parsed: the first screen is whole once the
    // parser has passed the grid's end (something follows it, or the document is parsed).
    const grid = document.querySelector('.asset-grid');
    const whole = grid && (grid.nextElementSibling || document.readyState !== 'loading');
    const done = whole && inView.length > 0 && inView.every((card) => {
      const img = card.querySelector('img');
      return img && img.complete && img.naturalWidth > 0;
    });
    if (!done) return void requestAnimationFrame(check);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__libraryPainted = { ms: performance.now(), cards: cards.length, visible: inView.length, firstCard });
      channel.port2.postMessage(null);
    });
  };
  requestAnimationFrame(check);
})();`;

/** "name 123" for each timeline field: the median over the counted loads. */
function describeTimelines(timelines: Timeline[], painted: Painted[]): string {
  const m = (values: number[]) => fmt(median(values.filter((v) => Number.isFinite(v))));
  return (
    `median ms since navigation start: entry script ${m(timelines.map((t) => t.entry))}, ` +
    `library query ${m(timelines.map((t) => t.queryStart))}–${m(timelines.map((t) => t.queryEnd))}, ` +
    `last script ${m(timelines.map((t) => t.scripts))}, cards in the DOM ${m(painted.map((p) => p.firstCard))}, ` +
    `previews requested ${m(timelines.map((t) => t.imagesStart))}, last arrived ${m(timelines.map((t) => t.imagesEnd))}, ` +
    `painted ${m(painted.map((p) => p.ms))}; preview requests ${m(timelines.map((t) => t.images))}`
  );
}

/** The product's own work over a window (benchServer's stats): SQL statements and event-loop use. */
interface ServerStats {
  seconds: number;
  statements: number;
  cpuMs: number;
  eventLoopUtilization: number;
}

const describeServer = (s: ServerStats) =>
  `${fmt(s.statements / s.seconds)} SQL statements/s, event loop ${fmt(s.eventLoopUtilization * 100)} % busy, ` +
  `CPU ${fmt(s.cpuMs / s.seconds / 10)} % of a core`;

async function serverStats(app: ChildServer, ms: number): Promise<ServerStats> {
  await app.ask('reset', 'reset');
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (await app.ask('stats', 'stats')) as ServerStats;
}

/** Cold loads of `url` (the library, or its static copy) with the session `cookie`; the label names it. */
async function coldLoads(
  browser: Browser,
  app: ChildServer,
  cookie: string,
  url: string,
  say: Say,
  cpuProfile?: string,
): Promise<number[]> {
  const slug = new URL(url).pathname.slice(1);
  const cookies = contextCookies(cookie, app.url);
  const times: number[] = [];
  const painted: Painted[] = [];
  const timelines: Timeline[] = [];
  say(`/${slug}: the product while idle before the loads: ${describeServer(await serverStats(app, 2000))}`);
  // One warm-up load (the server's first requests of a kind), not counted.
  for (let run = 0; run <= LOADS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      await context.addCookies(cookies);
      await context.addInitScript(paintProbe);
      const page = await context.newPage();
      if (run === 1) {
        await app.ask('reset', 'reset');
        if (cpuProfile) await app.ask('cpu-start', 'cpu-start');
      }
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction('window.__libraryPainted', null, { timeout: 30_000, polling: 50 });
      const result = await page.evaluate<Painted>('window.__libraryPainted');
      const timeline = await page.evaluate<Timeline>(timelineScript);
      if (run > 0) {
        times.push(result.ms);
        painted.push(result);
        timelines.push(timeline);
      }
      if (run === LOADS) {
        const server = (await app.ask('stats', 'stats')) as ServerStats;
        say(
          `/${slug}: ${result.cards} cards in the grid, ${result.visible} in the ${VIEWPORT.width}×${VIEWPORT.height} viewport; ` +
            `cold loads ${times.map((t) => fmt(t)).join(', ')} ms`,
        );
        say(`/${slug}: ${describeTimelines(timelines, painted)}`);
        say(`/${slug}: the product during the counted loads: ${describeServer(server)}`);
        if (process.env.BENCH_SQL_SHAPES === '1') {
          const top = (await app.ask('sql-top 6', 'sql-top')) as { shape: string; count: number; ms: number }[];
          say(
            `/${slug}: the slowest statement shapes: ${top.map((t) => `${fmt(t.ms)} ms in ${t.count}× ${t.shape}`).join('; ')}`,
          );
        }
        if (cpuProfile) {
          await app.ask(`cpu-stop ${cpuProfile}`, 'cpu-stop');
          const summary = summariseProfile(cpuProfile, 15);
          say(
            `/${slug}: the product's CPU profile of the counted loads (${cpuProfile}), inclusive: ${summary.packages.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`,
          );
          say(`  most self time: ${summary.functions.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`);
        }
      }
    } finally {
      await context.close();
    }
  }
  return times;
}

/** Figure 13: navigation start to the paint of the first screen's previews, 5,000 assets vs 10. */
export async function libraryFigures(browser: Promise<Browser>, say: Say): Promise<Figure> {
  return withSeededBrands(
    'library',
    ['Bench Library Large', 'Bench Library Small'],
    (dataDir, [large, small]) =>
      seed(
        dataDir,
        [
          { id: large!.uuid, assets: LIBRARY_ASSETS },
          { id: small!.uuid, assets: BASELINE_ASSETS },
        ],
        say,
      ),
    async (app, { cookie, brands: [large, small], restartedAt }) => {
      await waitForAssets(app, cookie, large!.slug, LIBRARY_ASSETS);
      await waitForAssets(app, cookie, small!.slug, BASELINE_ASSETS);
      say(
        `product restarted on the seeded folder; projections caught up in ${fmt((performance.now() - restartedAt) / 1000, 1)} s`,
      );
      // The processing reactor replays the AssetUploaded events once (each job sees the asset ready and stops).
      await new Promise((resolve) => setTimeout(resolve, 3000));

      const b = await browser;
      const library = (slug: string) => `${app.url}/${slug}/assets`;
      // The baseline (issue 26): the same first screen as static HTML, its previews included.
      const copy = await staticCopyAt(b, library(large!.slug), 'library', {
        cookies: contextCookies(cookie, app.url),
        initScript: paintProbe,
        ready: 'window.__libraryPainted',
      });
      try {
        const smallTimes = await coldLoads(b, app, cookie, library(small!.slug), say);
        // BENCH_LIBRARY_CPU_PROFILE=<file>: the product's CPU profile over the large library's counted loads.
        const profile = process.env.BENCH_LIBRARY_CPU_PROFILE ? path.resolve(process.env.BENCH_LIBRARY_CPU_PROFILE) : undefined;
        const largeTimes = await coldLoads(b, app, cookie, library(large!.slug), say, profile);
        const staticTimes = await coldLoads(b, app, cookie, copy, say);
        say(`the library of ${BASELINE_ASSETS} assets: median ${fmt(median(smallTimes))} ms`);
        const value = median(largeTimes);
        const baselineValue = median(staticTimes);
        return {
          figure: '13. asset library, 5,000 assets: first screen of previews painted (median of 5 cold loads)',
          value,
          unit: 'ms',
          baseline: 'the same first screen as static HTML',
          baselineValue,
          target: 'ratio <= 3',
          pass: value > 0 && value <= 3 * baselineValue,
        };
      } finally {
        removeStaticCopies();
      }
    },
  );
}
