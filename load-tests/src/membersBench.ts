import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { brandStream, userStream } from '@brandtrail/domain';
import type { ChildServer } from './child';
import { graphql } from './httpBench';
import { removeStaticCopies, staticCopyAt } from './paint';
import { fmt, median, type Figure } from './report';
import { contextCookies, withSeededBrands, withStoppedStore } from './seededBrands';

/**
 * Figure 18 (issue 15): the members screen of a brand with 500 members renders its first view
 * within 1 s. The product (benchServer.ts in a child process, on a data folder this module owns)
 * gets an owner and two brands through the API; then, with the product stopped, 500 accounts and
 * their memberships (viewers and editors) are appended straight to its event store as registration
 * and `addUserBrand` would have recorded them, and 5 for the baseline brand. The product starts
 * again and its projections catch up; headless Chromium, signed in as the owner, opens
 * /{brand}/settings/users cold (a fresh context each time) five times per brand, timed from
 * navigation start to the frame in which the first view of member rows (the first 100, or all when
 * fewer) is in the page.
 */

type Say = (text: string) => void;

export const MEMBERS = 500;
const BASELINE_MEMBERS = 5;
const LOADS = 5;
/** Rows the screen renders at first (UsersSettings' FIRST_ROWS), besides the owner's. */
const FIRST_ROWS = 100;

async function seed(dataDir: string, brands: { id: string; members: number }[], say: Say): Promise<void> {
  const t0 = performance.now();
  await withStoppedStore(dataDir, async (store, metadata) => {
    for (const brand of brands) {
      const added = [];
      for (let i = 0; i < brand.members; i++) {
        const userId = randomUUID();
        const email = `member-${String(i + 1).padStart(3, '0')}-${userId.slice(0, 8)}@example.com`;
        await store.append(
          userStream(userId),
          [
            {
              id: randomUUID(),
              type: 'UserRegistered',
              data: { email, passwordHash: 'seeded-without-password', type: 'user' },
              metadata: metadata(),
            },
          ],
          'no_stream',
        );
        added.push({
          id: randomUUID(),
          type: 'BrandMemberAdded',
          data: { userId, role: i % 5 === 0 ? 'editor' : 'viewer', via: 'added' },
          metadata: metadata(),
        });
      }
      for (let at = 0; at < added.length; at += 100) await store.append(brandStream(brand.id), added.slice(at, at + 100), 'any');
    }
  });
  say(
    `appended ${brands.map((b) => b.members).join(' + ')} accounts and memberships to the stopped product's event store in ` +
      `${fmt((performance.now() - t0) / 1000, 1)} s`,
  );
}

/** In the page: whether the screen shows at least `rows` member rows. */
const rowsShown = (rows: number) => `document.querySelectorAll('.member-row:not(.invitation-row)').length >= ${rows}`;

async function waitForMembers(app: ChildServer, cookie: string, slug: string, expected: number): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const res = await graphql(app.url, cookie, 'query($slug: String!) { brandBySlug(slug: $slug) { users { id } } }', { slug });
    const count = (res.json.data as { brandBySlug: { users: unknown[] } }).brandBySlug.users.length;
    if (count === expected) return;
    if (Date.now() > deadline) throw new Error(`/${slug} lists ${count} members after 180 s, expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Cold loads of `url` (the members screen, or its static copy) until `rows` member rows are there. */
async function coldLoads(
  browser: Browser,
  app: ChildServer,
  cookie: string,
  url: string,
  rows: number,
  say: Say,
): Promise<number[]> {
  const cookies = contextCookies(cookie, app.url);
  const times: number[] = [];
  // One warm-up load, not counted.
  for (let run = 0; run <= LOADS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addCookies(cookies);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(`${rowsShown(rows)} ? performance.now() : false`, null, {
        timeout: 30_000,
        polling: 'raf',
      });
      const ms = (await handle.jsonValue()) as number;
      if (run > 0) times.push(ms);
    } finally {
      await context.close();
    }
  }
  say(`${new URL(url).pathname}: ${rows} member rows in the first view; cold loads ${times.map((t) => fmt(t)).join(', ')} ms`);
  return times;
}

/** Figure 18: navigation start to the first view of the members screen, 500 members against 5. */
export async function membersFigures(browser: Promise<Browser>, say: Say): Promise<Figure> {
  return withSeededBrands(
    'members',
    ['Bench Members Large', 'Bench Members Small'],
    (dataDir, [large, small]) =>
      seed(
        dataDir,
        [
          { id: large!.uuid, members: MEMBERS },
          { id: small!.uuid, members: BASELINE_MEMBERS },
        ],
        say,
      ),
    async (app, { cookie, brands: [large, small] }) => {
      await waitForMembers(app, cookie, large!.slug, MEMBERS + 1);
      await waitForMembers(app, cookie, small!.slug, BASELINE_MEMBERS + 1);
      // The welcome-mail reactor sends the seeded accounts' mails once: let it finish first.
      await new Promise((resolve) => setTimeout(resolve, 5000));

      const b = await browser;
      const screen = (slug: string) => `${app.url}/${slug}/settings/users`;
      // The baseline (issue 26): the same first view as static HTML.
      const copy = await staticCopyAt(b, screen(large!.slug), 'members', {
        cookies: contextCookies(cookie, app.url),
        ready: rowsShown(FIRST_ROWS),
      });
      try {
        const smallTimes = await coldLoads(b, app, cookie, screen(small!.slug), BASELINE_MEMBERS + 1, say);
        const largeTimes = await coldLoads(b, app, cookie, screen(large!.slug), FIRST_ROWS, say);
        const staticTimes = await coldLoads(b, app, cookie, copy, FIRST_ROWS, say);
        say(`the members screen of ${BASELINE_MEMBERS} members: median ${fmt(median(smallTimes))} ms`);
        const value = median(largeTimes);
        const baselineValue = median(staticTimes);
        return {
          figure: `18. members screen, ${MEMBERS} members: first view rendered (median of ${LOADS} cold loads)`,
          value,
          unit: 'ms',
          baseline: 'the same first view as static HTML',
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
