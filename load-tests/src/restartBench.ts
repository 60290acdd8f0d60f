import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import {
  brandDecider,
  brandStream,
  elementTypes,
  pageDecider,
  pageStream,
  type CommandContext,
  type Decider,
  type DomainEvent,
} from '@brandtrail/domain';
import { createPostgresEventStore, openPglite, type EventToAppend } from '@brandtrail/infra';
import { repoRoot, spawnEmbedded, srcDir } from './child';
import { childEnv, postJson } from './httpBench';
import { fmt, median, type Figure } from './report';

/**
 * Figure 15 (issue 14): the embedded product restarts and serves within 5 s with 100,000 events in
 * its log. A data folder is built once per run: brands and their pages made by the domain's own
 * deciders (as the API would: a public brand, four pages of 24 elements each), appended per stream
 * straight to the embedded event store, then one start of the product lets its projections catch
 * up from the log (timed and printed, not the figure) and it is stopped. Then, in alternating
 * rounds, `node api/src/embedded.ts` (as npm start runs it, with the server's Node flags) is timed
 * from spawn to its first 200 answer to a GraphQL query for the last brand's pages, beside a bare
 * process that opens PGlite on the same folder (`bareOpen.ts`) and counts the events, from spawn to
 * its answer.
 */

type Say = (text: string) => void;

export const RESTART_EVENTS = 100_000;
const PAGES_PER_BRAND = 4;
const ELEMENTS_PER_PAGE = 24;
const ROUNDS = 3;

/** Runs commands through a decider, collecting the events and the state they lead to. */
function decideAll<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, commands: C[], ctx: CommandContext): E[] {
  let state = decider.initialState;
  const events: E[] = [];
  for (const command of commands) {
    const decided = decider.decide(command, state, ctx);
    state = decided.reduce(decider.evolve, state);
    events.push(...decided);
  }
  return events;
}

/** A public brand with its pages, as streams of events to append. */
function brandStreams(n: number, ownerId: string, now: Date): { stream: string; events: DomainEvent[] }[] {
  const ctx: CommandContext = { userId: ownerId, admin: false, now };
  const brandId = randomUUID();
  const streams = [
    {
      stream: brandStream(brandId),
      events: decideAll(
        brandDecider,
        [
          { type: 'CreateBrand', name: `Restart brand ${n}`, slug: `restart-brand-${n}` },
          { type: 'UpdateBrand', changes: { public: true, bio: `Brand ${n} of the restart figure.` } },
        ],
        ctx,
      ) as DomainEvent[],
    },
  ];
  for (let p = 0; p < PAGES_PER_BRAND; p++) {
    const id = randomUUID();
    const access = { role: 'owner' as const, brandPublic: true };
    streams.push({
      stream: pageStream(id),
      events: decideAll(
        pageDecider,
        [
          { ...access, type: 'CreatePage', id, brandId, name: `Page ${p + 1}`, slug: `page-${p + 1}` },
          ...Array.from({ length: ELEMENTS_PER_PAGE }, (_, e) => ({
            ...access,
            type: 'AddElement' as const,
            elementId: randomUUID(),
            elementType: elementTypes[e % 6]!,
          })),
        ],
        ctx,
      ),
    });
  }
  return streams;
}

/** Builds the log: brands until it holds at least RESTART_EVENTS events. Returns the last brand's slug. */
export async function seed(
  dataDir: string,
  logEvents: number,
  say: Say,
): Promise<{ events: number; brands: number; lastSlug: string }> {
  const t0 = performance.now();
  const sql = await openPglite(path.join(dataDir, 'pglite'));
  const store = await createPostgresEventStore(sql);
  const ownerId = randomUUID();
  const now = new Date();
  let events = 0;
  let brands = 0;
  try {
    while (events < logEvents) {
      for (const { stream, events: decided } of brandStreams(++brands, ownerId, now)) {
        const correlationId = randomUUID();
        const toAppend: EventToAppend[] = decided.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: e.data,
          metadata: { userId: ownerId, impersonatorId: null, correlationId, causationId: null, time: now.toISOString() },
        }));
        await store.append(stream, toAppend, 'no_stream');
        events += toAppend.length;
      }
    }
  } finally {
    await store.close();
    await sql.close();
  }
  say(`appended ${fmt(events)} events (${fmt(brands)} brands) in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  return { events, brands, lastSlug: `restart-brand-${brands}` };
}

const LAST_BRAND_QUERY = `query($slug: String!) { brandBySlug(slug: $slug) { name pages { name elements { id } } } }`;

interface Started {
  /** ms from spawn to the first answer that counts. */
  ms: number;
  stop(): Promise<void>;
}

/**
 * Starts the embedded product on the folder; resolves once the last brand's query answers 200 with
 * all its pages and elements (the product serves what the log holds).
 */
async function startProduct(dataDir: string, lastSlug: string): Promise<Started> {
  const t0 = performance.now();
  const { url, stop } = await spawnEmbedded({ ...childEnv(), PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const res = await postJson(`${url}/graphql`, { query: LAST_BRAND_QUERY, variables: { slug: lastSlug } });
      const body = (await res.json()) as { data?: { brandBySlug: { pages: { elements: unknown[] }[] } | null } };
      const pages = body.data?.brandBySlug?.pages ?? [];
      if (res.status === 200 && pages.length === PAGES_PER_BRAND && pages.every((p) => p.elements.length === ELEMENTS_PER_PAGE))
        return { ms: performance.now() - t0, stop };
      if (Date.now() > deadline) throw new Error(`the last brand is not complete after 300 s: ${JSON.stringify(body)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A bare process opening PGlite on the folder and counting the events: ms from spawn to its answer. */
async function bareOpen(dataDir: string): Promise<{ ms: number; openMs: number; events: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(srcDir, 'bareOpen.ts'), path.join(dataDir, 'pglite')], {
    cwd: repoRoot,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bareOpen exited with ${code}`)));
  });
  const ms = performance.now() - t0;
  await new Promise((resolve) => child.once('exit', resolve));
  const answer = JSON.parse(line) as { openMs: number; events: number };
  return { ms, ...answer };
}

export async function restartFigures(say: Say, logEvents = RESTART_EVENTS): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brandtrail-bench-restart-'));
  try {
    const { events, lastSlug } = await seed(dataDir, logEvents, say);
    const first = await startProduct(dataDir, lastSlug);
    say(`first start: projections caught up with the log and served in ${fmt(first.ms / 1000, 1)} s`);
    await first.stop();
    const product: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const b = await bareOpen(dataDir);
      if (b.events !== events) throw new Error(`the bare open counted ${b.events} events, expected ${events}`);
      bare.push(b.ms);
      const started = await startProduct(dataDir, lastSlug);
      product.push(started.ms);
      await started.stop();
      say(
        `round ${round + 1}: product ${fmt(started.ms)} ms to its first answer; bare PGlite ${fmt(b.ms)} ms ` +
          `(of which PGlite.create ${fmt(b.openMs)} ms)`,
      );
    }
    const value = median(product);
    return [
      {
        figure: `15. embedded restart with ${fmt(events)} events, spawn to first answer (median of ${ROUNDS})`,
        value,
        unit: 'ms',
        baseline: 'bare PGlite open of the same folder and an event count, spawn to answer',
        baselineValue: median(bare),
        target: 'value <= 5,000 ms',
        pass: value <= 5_000,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
