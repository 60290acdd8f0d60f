import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  brandDecider,
  brandStream,
  pageDecider,
  pageStream,
  type BrandCommand,
  type PageCommand,
  type PageState,
} from '@brandtrail/domain';
import { createPostgresEventStore, handle, load, openPglite, type Actor, type EventStore } from '@brandtrail/infra';
import { startAppChild, type ChildServer } from './child';
import type { StatementShape } from './countingSql';
import { summariseProfile } from './cpuProfile';
import { BENCH_PASSWORD, childEnv, graphql, postJson, registerUser } from './httpBench';
import { post } from './pageBench';
import { buildPage, type BenchPage } from './pageFixture';
import { CREATE_BRAND_MUTATION, CREATE_PAGE_MUTATION, UPDATE_ELEMENT_MUTATION } from './queries';
import { WROTE_COOKIE } from './readersBench';
import { fmt, median, percentile, type Figure } from './report';
import { uuidOf } from './seededBrands';

/**
 * Figure 19 (issue 16, history): fast at any age of a brand. The product (benchServer.ts in a child
 * process, on a data folder this module owns) gets an owner, a brand with two pages of 200 elements
 * built through the API, and a second brand with 100 pages. Then, with the product stopped, the
 * command handler itself (`handle`, the product's own, in this process) records as the owner:
 *
 * - 10,000 edits of the first 200-element page ("long"), a different element each time (so each is
 *   a history entry and a step of its own); the moment before them is "10,000 events ago";
 * - on the second brand, 100 events per page (elements added, then edited) up to a moment, and
 *   then 100 more per page, 10 pages deleted, 10 pages made and the brand's settings changed:
 *   20,000 events and more, to restore to that moment.
 *
 * The product starts again and its read models catch up. Then, over one keep-alive connection on
 * loopback, with the owner's session and the write cookie (every answer computed, none from the
 * answer cache): updateElement on the long page against the same on the fresh page, in alternating
 * blocks; undoPage and redoPage pairs on the long page; the long page as of a moment 10,000 events
 * ago (a different millisecond each time, all before the first of them, so no in-memory state of a
 * past moment is reused) against the live page through the same document; the page's history's
 * first screen (30 entries with their changes) on the long page against the fresh page's; and
 * revertBrand of the second brand to its moment (three times, each undone by restoring the moment
 * before it) against the plan alone (revertPreview).
 */

type Say = (text: string) => void;

// BENCH_HISTORY_SCALE (a fraction, default 1) shrinks the log for a quick try of this figure.
const SCALE = Number(process.env.BENCH_HISTORY_SCALE ?? 1);
const EDITS = Math.round(10_000 * SCALE);
const RESTORE_PAGES = Number(process.env.BENCH_RESTORE_PAGES ?? Math.max(20, Math.round(100 * SCALE)));
const REQUESTS = 200;
const BLOCK = 20;
/** The owner's access, as page commands carry it. */
const owner = { role: 'owner' as const, brandPublic: false };

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const hex = (n: number) => ((n * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6).toUpperCase();

/** The product's command handler, as the owner, at a given time. */
function seeder(store: EventStore, userId: string) {
  const actor = (now: Date): Actor => ({
    userId,
    admin: false,
    now,
    impersonatorId: null,
    correlationId: randomUUID(),
    causationId: null,
    locale: 'en',
  });
  return {
    page: (pageId: string, command: Record<string, unknown>, now: Date) =>
      handle(store, pageDecider, pageStream(pageId), { ...command, ...owner } as PageCommand, actor(now)),
    brand: (brandId: string, command: BrandCommand, now: Date) =>
      handle(store, brandDecider, brandStream(brandId), command, actor(now)),
  };
}

/** A change of an element of the page that is a real change each time (i: the edit's number). */
function editOf(page: PageState, i: number): Record<string, unknown> {
  const element = page.elements[i % page.elements.length]!;
  switch (element.type) {
    case 'headline':
    case 'text':
      return { type: 'UpdateElement', elementId: element.id, changes: { text: doc(`Edit ${i} of the guidelines`) } };
    case 'color':
      return { type: 'UpdateElement', elementId: element.id, changes: { color: hex(i + 1) } };
    default:
      return { type: 'UpdateElement', elementId: element.id, changes: { marginTop: ((i % 9) + 1) / 100 } };
  }
}

interface Seeded {
  /** The long page's moment before its 10,000 edits, and the time of its last edit. */
  beforeEdits: Date;
  lastEdit: Date;
  /** The second brand's moment to restore to, and the time of the last event recorded. */
  restoreTo: Date;
  last: Date;
  events: number;
}

async function seed(
  dataDir: string,
  ownerId: string,
  long: BenchPage,
  restoreBrand: string,
  pages: string[],
  say: Say,
): Promise<Seeded> {
  const t0 = performance.now();
  const sql = await openPglite(path.join(dataDir, 'pglite'));
  const store = await createPostgresEventStore(sql);
  const run = seeder(store, ownerId);
  let events = 0;
  try {
    // Command times 1 ms apart, after everything built through the API (times must follow the log:
    // a moment is everything recorded up to it), and behind the real clock, since recording takes
    // longer than that; the moment before the edits is clear of any event by 200 ms either side.
    let clock = Date.now() + 200;
    const tick = () => new Date((clock += 1));
    const longId = uuidOf(long.id);
    let page = (await load(store, pageDecider, pageStream(longId))).state;
    const beforeEdits = new Date(clock);
    let lastEdit = beforeEdits;
    for (let i = 0; i < EDITS; i++) {
      lastEdit = tick();
      page = (await run.page(longId, editOf(page, i), lastEdit)).state;
      events++;
    }
    const pageIds = pages.map(uuidOf);
    // The second brand: 100 events per page before the moment, 100 after it.
    for (const id of pageIds) {
      let state = (await load(store, pageDecider, pageStream(id))).state;
      for (let e = 0; e < 10; e++) {
        const type = ['headline', 'text', 'color', 'spacer', 'text'][e % 5]!;
        state = (await run.page(id, { type: 'AddElement', elementId: randomUUID(), elementType: type }, tick())).state;
      }
      for (let i = 0; i < 90; i++) state = (await run.page(id, editOf(state, i), tick())).state;
      events += 100;
    }
    const restoreTo = new Date(clock);
    for (const [n, id] of pageIds.entries()) {
      let state = (await load(store, pageDecider, pageStream(id))).state;
      if (n < 10) {
        await run.page(id, { type: 'DeletePage' }, tick());
        events++;
        continue;
      }
      for (let i = 0; i < 100; i++) state = (await run.page(id, editOf(state, i + 1000), tick())).state;
      events += 100;
    }
    for (let n = 0; n < 10; n++) {
      const id = randomUUID();
      await run.page(
        id,
        { type: 'CreatePage', id, brandId: uuidOf(restoreBrand), name: `Made later ${n + 1}`, slug: `made-later-${n + 1}` },
        tick(),
      );
      await run.page(id, { type: 'AddElement', elementId: randomUUID(), elementType: 'text' }, tick());
      events += 2;
    }
    await run.brand(
      uuidOf(restoreBrand),
      { type: 'UpdateBrand', changes: { bio: 'Changed after the moment', usp: 'Also changed' } },
      tick(),
    );
    events++;
    say(
      `recorded ${fmt(events)} events with the product's command handler in ${fmt((performance.now() - t0) / 1000, 1)} s ` +
        `(the long page: ${fmt(EDITS)} edits; the second brand: ${RESTORE_PAGES} pages, 10 deleted and 10 made after its moment)`,
    );
    // No moment measured may lie ahead of the real clock.
    while (Date.now() <= clock + 1000) await new Promise((resolve) => setTimeout(resolve, 100));
    return { beforeEdits, lastEdit, restoreTo, last: new Date(clock), events };
  } finally {
    await store.close();
    await sql.close();
  }
}

/** Waits until the read models show the last events recorded: the long page's last edit, and the second brand's last change. */
async function caughtUp(
  app: ChildServer,
  cookie: string,
  long: { brand: string; page: string },
  restoreBrand: string,
  seeded: Seeded,
): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const newest = await graphql(
      app.url,
      cookie,
      `
        query ($b: String!, $p: String!, $id: ID!) {
          page(brandSlug: $b, pageSlug: $p) {
            history(first: 1) {
              edges {
                node {
                  at
                }
              }
            }
          }
          brand(id: $id) {
            activity(first: 1) {
              edges {
                node {
                  at
                }
              }
            }
          }
        }
      `,
      { b: long.brand, p: long.page, id: restoreBrand },
    ).catch(() => undefined);
    const data = newest?.json.data as
      | { page: { history: { edges: { node: { at: string } }[] } }; brand: { activity: { edges: { node: { at: string } }[] } } }
      | undefined;
    if (
      data?.page.history.edges[0]?.node.at === seeded.lastEdit.toISOString() &&
      data.brand.activity.edges[0]?.node.at === seeded.last.toISOString()
    )
      return;
    if (Date.now() > deadline)
      throw new Error(
        `the read models did not catch up within 10 minutes: they show ${JSON.stringify(data ?? null)}, ` +
          `expected ${seeded.lastEdit.toISOString()} and ${seeded.last.toISOString()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const HISTORY_QUERY = `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { id history(first: 30) { edges { cursor node {
  id kind startedAt at revertedTo user { id email avatar } actingAdmin { id email }
  changes { kind elementId elementType element field fieldLabel before after text } } } pageInfo { hasNextPage endCursor } } } }`;

/** The page and all its elements' fields, as the editor reads them, live or at a moment. */
const PAGE_AT_QUERY = `query($b: String!, $p: String!, $at: String) { page(brandSlug: $b, pageSlug: $p, at: $at) { id name at elements {
  id elementId type width height newLine verticalAlign marginTop marginBottom marginX fontSize fontAsset borderRadius textColor
  textColorElement rowWidth rowBackgroundColor rowBackgroundColorElement rowBackgroundWidth rowBorderRadius text label color
  colors { color label } skipHeadlines url public caption info separator separatorSize linkedElement assets columns fit
  linked { elementId type color colors { color } } } } }`;

/** Everything a run needs of a seeded data folder, kept beside it (BENCH_HISTORY_DATA_DIR). */
interface SeededFolder {
  cookie: string;
  email: string;
  userId: string;
  brand: { id: string; slug: string };
  fresh: BenchPage;
  long: BenchPage;
  restoreBrand: string;
  seeded: Seeded;
}

/**
 * Builds and seeds the figure's data in `dataDir` (the product stopped at the end), or, when the
 * folder was seeded before (its `bench-seeded.json`), takes it as it is.
 */
async function prepare(dataDir: string, env: NodeJS.ProcessEnv, say: Say): Promise<SeededFolder> {
  const file = path.join(dataDir, 'bench-seeded.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as SeededFolder;
    const dates = kept.seeded as unknown as Record<string, string | number>;
    say(`reusing the seeded data folder ${dataDir}`);
    return {
      ...kept,
      seeded: {
        beforeEdits: new Date(dates.beforeEdits!),
        lastEdit: new Date(dates.lastEdit!),
        restoreTo: new Date(dates.restoreTo!),
        last: new Date(dates.last!),
        events: Number(dates.events),
      },
    };
  }
  const app = await startAppChild(env);
  let built: Omit<SeededFolder, 'seeded'> & { pages: string[] };
  try {
    const { cookie, email } = await registerUser(app.url);
    const me = (await (
      await fetch(`${app.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' })
    ).json()) as {
      id: string;
    };
    const brandOf = async (name: string) =>
      (
        (await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name })).json.data as {
          createBrand: { brand: { id: string; slug: string } };
        }
      ).createBrand.brand;
    const brand = await brandOf('Bench History');
    const t1 = performance.now();
    const fresh = await buildPage(app.url, cookie, brand.id, 'Fresh 200', 200, null);
    const long = await buildPage(app.url, cookie, brand.id, 'Long 200', 200, null);
    const restoreBrand = await brandOf('Bench Restore');
    const pages: string[] = [];
    for (let i = 0; i < RESTORE_PAGES; i++) {
      const made = await graphql(app.url, cookie, CREATE_PAGE_MUTATION, { brandId: restoreBrand.id, name: `Page ${i + 1}` });
      pages.push((made.json.data as { createPage: { page: { id: string } } }).createPage.page.id);
    }
    say(
      `two 200-element pages and a brand of ${RESTORE_PAGES} pages built through the API in ${fmt((performance.now() - t1) / 1000, 1)} s`,
    );
    built = { cookie, email, userId: me.id, brand, fresh, long, restoreBrand: restoreBrand.id, pages };
  } finally {
    await app.stop();
  }
  const { pages, ...rest } = built;
  const seeded = await seed(dataDir, built.userId, built.long, built.restoreBrand, pages, say);
  const folder = { ...rest, seeded };
  writeFileSync(file, JSON.stringify(folder));
  return folder;
}

async function logIn(base: string, email: string): Promise<string> {
  const res = await postJson(`${base}/login`, { email, password: BENCH_PASSWORD });
  if (res.status !== 200) throw new Error(`POST /login answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

export async function historyFigures(say: Say): Promise<Figure[]> {
  // BENCH_HISTORY_DATA_DIR: seed that folder (or reuse it, seeded before) and keep it, for repeated
  // tries on the same data (copy it first: a run changes it); with BENCH_HISTORY_SEED_ONLY=1 a run
  // only seeds it. BENCH_HISTORY_SQL=1: the SQL of the first revertBrand, by statement shape.
  const kept = process.env.BENCH_HISTORY_DATA_DIR ? path.resolve(process.env.BENCH_HISTORY_DATA_DIR) : undefined;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'brandtrail-bench-history-'));
  if (kept) mkdirSync(kept, { recursive: true });
  const sqlShapes = process.env.BENCH_HISTORY_SQL === '1';
  const env = childEnv({ BENCH_DATA_DIR: dataDir, ...(sqlShapes ? { BENCH_SQL_SHAPES: '1' } : {}) });
  let app: ChildServer | undefined;
  try {
    const folder = await prepare(dataDir, env, say);
    const { brand, fresh, long, restoreBrand, seeded } = folder;
    if (process.env.BENCH_HISTORY_SEED_ONLY === '1') return [];
    const t2 = performance.now();
    app = await startAppChild(env, 600_000);
    // A folder seeded a while ago: its session may have lapsed, so log in again.
    const cookie = kept ? await logIn(app.url, folder.email) : folder.cookie;
    await caughtUp(app, cookie, { brand: brand.slug, page: long.slug }, restoreBrand, seeded);
    say(`the product started again and its read models caught up in ${fmt((performance.now() - t2) / 1000, 1)} s`);

    const base = new URL(app.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const session = `${cookie}; ${WROTE_COOKIE}=1`;
    const ask = async (query: string, variables: Record<string, unknown>) => {
      const answer = await post(agent, base, session, JSON.stringify({ query, variables }));
      const json = JSON.parse(answer.body) as { errors?: unknown[]; data?: unknown };
      if (answer.status !== 200 || json.errors) throw new Error(`${answer.status}: ${answer.body.slice(0, 300)}`);
      return { ms: answer.ms, data: json.data };
    };
    const update = (page: BenchPage, n: number) =>
      ask(UPDATE_ELEMENT_MUTATION, { input: { pageId: page.id, elementId: page.textIds[0], height: (n % 10) / 10 + 0.05 } });

    // 19a: updateElement on the long page against the fresh page, alternating blocks.
    const cold = await update(long, 0);
    say(
      `first updateElement on the long page after the restart (no state in memory: from its newest snapshot): ${fmt(cold.ms, 1)} ms`,
    );
    await update(fresh, 0);
    for (let i = 1; i <= 30; i++) {
      await update(long, i);
      await update(fresh, i);
    }
    const longTimes: number[] = [];
    const freshTimes: number[] = [];
    for (let block = 0, n = 100; block < REQUESTS / BLOCK; block++) {
      for (let i = 0; i < BLOCK; i++) longTimes.push((await update(long, n++)).ms);
      for (let i = 0; i < BLOCK; i++) freshTimes.push((await update(fresh, n++)).ms);
    }
    say(
      `updateElement p50/p90: long page ${fmt(median(longTimes), 1)}/${fmt(percentile(longTimes, 90), 1)} ms, fresh page ${fmt(median(freshTimes), 1)}/${fmt(percentile(freshTimes, 90), 1)} ms`,
    );

    // 19b: undo and redo of the owner's own steps on the long page.
    const undoTimes: number[] = [];
    const redoTimes: number[] = [];
    for (let i = 0; i < 100; i++) {
      undoTimes.push((await ask('mutation($id: ID!) { undoPage(input: { id: $id }) { skipped } }', { id: long.id })).ms);
      redoTimes.push((await ask('mutation($id: ID!) { redoPage(input: { id: $id }) { skipped } }', { id: long.id })).ms);
    }
    say(`undoPage p50 ${fmt(median(undoTimes), 1)} ms, redoPage p50 ${fmt(median(redoTimes), 1)} ms (100 pairs)`);

    // 19c: the long page as of 10,000 events ago against the live page, through the same document.
    const pageAt = (at: string | null) => ask(PAGE_AT_QUERY, { b: brand.slug, p: long.slug, at });
    const then = await pageAt(seeded.beforeEdits.toISOString());
    const elements = (then.data as { page: { elements: unknown[] } }).page.elements.length;
    if (elements !== 200) throw new Error(`the page as it was has ${elements} elements, expected 200`);
    const atTimes: number[] = [];
    const liveTimes: number[] = [];
    for (let block = 0; block < 100 / BLOCK; block++) {
      for (let i = 0; i < BLOCK; i++) {
        // Each a moment of its own (within the 200 ms before the first edit): nothing of a past read is reused.
        const at = new Date(seeded.beforeEdits.getTime() - block * BLOCK - i).toISOString();
        atTimes.push((await pageAt(at)).ms);
      }
      for (let i = 0; i < BLOCK; i++) liveTimes.push((await pageAt(null)).ms);
    }
    say(
      `the 200-element page as of ${fmt(EDITS)} events ago p50 ${fmt(median(atTimes), 1)} ms, live ${fmt(median(liveTimes), 1)} ms`,
    );

    // 19e: the history panel's first screen.
    const historyTimes: number[] = [];
    const freshHistoryTimes: number[] = [];
    for (let i = 0; i < 50; i++) {
      historyTimes.push((await ask(HISTORY_QUERY, { b: brand.slug, p: long.slug })).ms);
      freshHistoryTimes.push((await ask(HISTORY_QUERY, { b: brand.slug, p: fresh.slug })).ms);
    }
    say(
      `history's first screen p50: long page ${fmt(median(historyTimes), 1)} ms, fresh page ${fmt(median(freshHistoryTimes), 1)} ms`,
    );

    // 19d: restoring the second brand to its moment (each undone by restoring the moment before it).
    const previewTimes: number[] = [];
    const revertTimes: number[] = [];
    const revertCpu: number[] = [];
    const revertStatements: number[] = [];
    // BENCH_HISTORY_CPU_PROFILE=file: a CPU profile of the app over the restores, summarised.
    const cpuProfile = process.env.BENCH_HISTORY_CPU_PROFILE ? path.resolve(process.env.BENCH_HISTORY_CPU_PROFILE) : undefined;
    if (cpuProfile) await app.ask('cpu-start', 'cpu-start');
    for (let run = 0; run < 3; run++) {
      previewTimes.push(
        (
          await ask('query($id: ID!, $at: String!) { brand(id: $id) { revertPreview(at: $at) { pagesChanged } } }', {
            id: restoreBrand,
            at: seeded.restoreTo.toISOString(),
          })
        ).ms,
      );
      await app.ask('reset', 'reset');
      const reverted = await ask(
        'mutation($id: ID!, $at: String!) { revertBrand(input: { id: $id, at: $at }) { undoAt plan { pagesChanged pagesRestored pagesDeleted } } }',
        {
          id: restoreBrand,
          at: seeded.restoreTo.toISOString(),
        },
      );
      revertTimes.push(reverted.ms);
      const { statements, transactions, cpuMs } = (await app.ask('stats', 'stats')) as {
        statements: number;
        transactions: number;
        cpuMs: number;
      };
      // The app's CPU time is steadier than the wall clock on a machine other work shares.
      revertCpu.push(cpuMs);
      revertStatements.push(statements);
      if (sqlShapes && run === 0) {
        say(
          `SQL of the first revertBrand: ${fmt(statements)} statements in ${fmt(transactions)} transactions; the slowest shapes:`,
        );
        for (const s of (await app.ask('sql-top', 'sql-top')) as StatementShape[])
          say(
            `  ${fmt(s.count)}x ${fmt(s.ms)} ms, ${fmt(s.bytesIn / 1024)} KB in, ${fmt(s.bytesOut / 1024)} KB out, ${fmt(s.rows)} rows: ${s.shape}`,
          );
      }
      const plan = (reverted.data as { revertBrand: { undoAt: string; plan: Record<string, string[]> } }).revertBrand;
      if (run === 0)
        say(
          `revertBrand: ${plan.plan.pagesChanged!.length} pages changed back, ${plan.plan.pagesRestored!.length} restored, ` +
            `${plan.plan.pagesDeleted!.length} to Recently deleted in ${fmt(reverted.ms)} ms`,
        );
      await ask('mutation($id: ID!, $at: String!) { revertBrand(input: { id: $id, at: $at }) { undoAt } }', {
        id: restoreBrand,
        at: plan.undoAt,
      });
    }
    if (cpuProfile) {
      await app.ask(`cpu-stop ${cpuProfile}`, 'cpu-stop');
      const summary = summariseProfile(cpuProfile, 15);
      say(`CPU profile of the app over the restores: ${summary.packages.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`);
      say(`  most self time: ${summary.functions.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`);
    }
    say(
      `revertBrand ${revertTimes.map((t) => fmt(t)).join(', ')} ms (the app's CPU ${revertCpu.map((t) => fmt(t)).join(', ')} ms, ` +
        `${revertStatements.map((n) => fmt(n)).join(', ')} SQL statements); its plan alone ${previewTimes.map((t) => fmt(t)).join(', ')} ms`,
    );
    agent.destroy();

    return [
      {
        figure: `19a. updateElement on a page of ${fmt(EDITS)} events (p50, server)`,
        value: median(longTimes),
        unit: 'ms',
        baseline: 'the same on a fresh 200-element page',
        baselineValue: median(freshTimes),
        target: 'ratio <= 1.20',
        pass: median(longTimes) / median(freshTimes) <= 1.2,
      },
      {
        figure: '19b. undoPage and redoPage (p50 of both, server)',
        value: median([...undoTimes, ...redoTimes]),
        unit: 'ms',
        baseline: 'updateElement on the fresh page',
        baselineValue: median(freshTimes),
        target: 'value <= 30 ms',
        pass: median([...undoTimes, ...redoTimes]) <= 30,
      },
      {
        figure: `19c. the 200-element page as of ${fmt(EDITS)} events ago (p50, server)`,
        value: median(atTimes),
        unit: 'ms',
        baseline: 'the live page, same document',
        baselineValue: median(liveTimes),
        target: 'value <= 50 ms',
        pass: median(atTimes) <= 50,
      },
      {
        figure: `19d. revertBrand: ${RESTORE_PAGES} pages, ${fmt(seeded.events - EDITS)} events (median of 3)`,
        value: median(revertTimes),
        unit: 'ms',
        baseline: 'its plan alone (revertPreview)',
        baselineValue: median(previewTimes),
        target: 'value <= 2,000 ms',
        pass: median(revertTimes) <= 2000,
      },
      {
        figure: `19e. history's first screen, ${fmt(EDITS)} changes (p50, server)`,
        value: median(historyTimes),
        unit: 'ms',
        baseline: 'the same on the fresh page',
        baselineValue: median(freshHistoryTimes),
        target: 'value <= 300 ms',
        pass: median(historyTimes) <= 300,
      },
    ];
  } finally {
    await app?.stop().catch(() => undefined);
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
