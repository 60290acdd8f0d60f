import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EventMetadata, EventStore, EventToAppend, Sql } from '@brandtrail/infra';
import { brandsProjection, ProjectionRunner } from '@brandtrail/projections';
import { countingSql } from './countingSql';
import { fmt, note, type Figure } from './report';

/**
 * Figures 1-3: the PostgreSQL event store and the projection runner on PGlite on disk, each
 * against a raw SQL baseline measured in the same run on the same database.
 */

export const metadata = (): EventMetadata => ({
  userId: randomUUID(),
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  time: new Date().toISOString(),
});

/** A payload the size of a real BrandCreated. */
export const payload = (i: number) => ({
  name: `Bench brand ${i}`,
  slug: `bench-brand-${i}`,
  bio: '',
  usp: '',
  public: false,
  publicIndex: false,
  plan: 'free',
  ownerId: randomUUID(),
});

const benchEvent = (i: number): EventToAppend => ({
  id: randomUUID(),
  type: 'BenchEvent',
  data: payload(i),
  metadata: metadata(),
});

/** A plain table with the columns an event row carries (no extra indexes, no function). */
export const rawTable = `
CREATE TABLE IF NOT EXISTS bench_raw (
  seq bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL
)`;

const rawParams = (i: number, e: EventToAppend) => [
  `raw-${i}-${randomUUID()}`,
  0,
  e.id,
  e.type,
  JSON.stringify(e.data),
  JSON.stringify(e.metadata),
];

/**
 * Measures several operations interleaved in small blocks (a, b, a, b, ...) for about `ms` in
 * all, timing each block, so that load from other processes on the machine falls on all alike.
 * `beforeBlock` (untimed) runs before every block. Returns operations per second for each.
 */
export async function interleave<K extends string>(
  ms: number,
  block: number,
  ops: Record<K, (i: number) => Promise<unknown>>,
  beforeBlock?: () => Promise<void>,
): Promise<Record<K, number>> {
  const entries = Object.entries(ops) as [K, (i: number) => Promise<unknown>][];
  const spent = new Map<K, number>(entries.map(([k]) => [k, 0]));
  let blocks = 0;
  let i = 1_000_000;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (const [key, op] of entries) {
      await beforeBlock?.();
      const t0 = performance.now();
      for (let k = 0; k < block; k++) await op(i++);
      spent.set(key, spent.get(key)! + performance.now() - t0);
    }
    blocks++;
  }
  return Object.fromEntries(entries.map(([k]) => [k, (blocks * block) / (spent.get(k)! / 1000)])) as Record<K, number>;
}

export async function warmUp(n: number, op: (i: number) => Promise<unknown>, start: number): Promise<void> {
  for (let i = 0; i < n; i++) await op(start + i);
}

/** Figure 1: one event per append, each to a new stream, against single-row autocommit INSERTs. */
export async function singleAppends(sql: Sql, store: EventStore, ms = 4000): Promise<Figure> {
  await sql.exec(rawTable);
  const append = (i: number) => store.append(`bench1-${i}-${randomUUID()}`, [benchEvent(i)], 'no_stream');
  const insert = (i: number) => {
    const e = benchEvent(i);
    return sql.query(
      'INSERT INTO bench_raw (stream_id, revision, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)',
      rawParams(i, e),
    );
  };
  // Warm-up: plpgsql compiles es_append on its first call; plans get cached on both sides.
  await warmUp(300, append, 0);
  await warmUp(300, insert, 0);
  const { a, b } = await interleave(ms, 20, { a: append, b: insert });
  const ratio = a / b;
  return {
    figure: '1. single-event appends',
    value: a,
    unit: 'events/s',
    baseline: 'raw single-row INSERT, autocommit, plain table',
    baselineValue: b,
    target: 'ratio >= 0.40',
    pass: ratio >= 0.4,
  };
}

/** Figure 2: 100 events per append (one new stream each), against 100-row INSERT statements. */
export async function batchedAppends(sql: Sql, store: EventStore, ms = 4000): Promise<Figure> {
  await sql.exec(rawTable);
  const n = 100;
  const values = Array.from({ length: n }, (_, r) => {
    const p = r * 6;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}::jsonb, $${p + 6}::jsonb)`;
  }).join(', ');
  const insertSql = `INSERT INTO bench_raw (stream_id, revision, event_id, type, data, metadata) VALUES ${values}`;
  const append = (i: number) =>
    store.append(
      `bench2-${i}-${randomUUID()}`,
      Array.from({ length: n }, (_, k) => benchEvent(i * n + k)),
      'no_stream',
    );
  const insert = (i: number) =>
    sql.query(insertSql, Array.from({ length: n }, (_, k) => rawParams(i, benchEvent(i * n + k))).flat());
  await warmUp(20, append, 0);
  await warmUp(20, insert, 0);
  const { a, b } = await interleave(ms, 2, { a: append, b: insert });
  const ratio = a / b;
  return {
    figure: '2. batched appends (100/append)',
    value: a * n,
    unit: 'events/s',
    baseline: 'raw 100-row INSERT per statement',
    baselineValue: b * n,
    target: 'ratio >= 0.60',
    pass: ratio >= 0.6,
  };
}

/** Empties the log (and the raw table), so that figure 3 reads a log of brand events only. */
export async function resetLog(sql: Sql): Promise<void> {
  await sql.exec('DROP TABLE IF EXISTS bench_raw; TRUNCATE es_events, es_streams RESTART IDENTITY;');
  await sql.exec('VACUUM ANALYZE es_events'); // VACUUM cannot share a (multi-statement) transaction
}

/**
 * Writes `brands` brand streams of 10 events each with one append per brand (10 events): a
 * BrandCreated, six BrandUpdated, a BrandPlanChanged, and for every tenth brand a BrandDeleted
 * and a BrandRestored (else two more BrandUpdated).
 */
export async function writeBrandEvents(store: EventStore, brands: number): Promise<{ events: number; seconds: number }> {
  const owners = Array.from({ length: 50 }, () => randomUUID());
  const t0 = performance.now();
  let events = 0;
  for (let b = 0; b < brands; b++) {
    const id = randomUUID();
    const batch: EventToAppend[] = [];
    const ev = (type: string, data: unknown) => batch.push({ id: randomUUID(), type, data, metadata: metadata() });
    ev('BrandCreated', {
      name: `Brand ${b}`,
      slug: `brand-${b}`,
      bio: '',
      usp: '',
      public: b % 3 === 0,
      publicIndex: false,
      plan: 'free',
      ownerId: owners[b % owners.length]!,
    });
    for (let u = 0; u < 6; u++)
      ev('BrandUpdated', u % 2 ? { bio: `Bio ${b}.${u}`, usp: `Usp ${u}` } : { name: `Brand ${b} v${u}` });
    ev('BrandPlanChanged', { plan: (['free', 'basic', 'pro'] as const)[b % 3] });
    if (b % 10 === 0) {
      ev('BrandDeleted', {});
      ev('BrandRestored', {});
    } else {
      ev('BrandUpdated', { public: true });
      ev('BrandUpdated', { publicIndex: b % 2 === 0 });
    }
    await store.append(`brand-${id}`, batch, 'no_stream');
    events += batch.length;
  }
  return { events, seconds: (performance.now() - t0) / 1000 };
}

/** Reads the whole log in (tx_id, seq) order, 500 rows a page, as the store's readAll does, without a filter. */
async function rawOrderedRead(sql: Sql): Promise<number> {
  let after: { tx: string; seq: number | string } | undefined;
  let rows = 0;
  for (;;) {
    const page: { tx: string; seq: number | string }[] = await sql.query(
      `SELECT seq, tx_id::text AS tx, stream_id, revision, event_id, type, data, metadata, created_at FROM es_events
       ${after ? 'WHERE (tx_id, seq) > ($1::xid8, $2::bigint)' : ''} ORDER BY tx_id, seq LIMIT 500`,
      after ? [after.tx, after.seq] : [],
    );
    rows += page.length;
    if (page.length < 500) return rows;
    after = page[page.length - 1]!;
  }
}

/** The store, with the time spent in readAll counted. */
function timedStore(store: EventStore): { store: EventStore; readMs: () => number } {
  let readMs = 0;
  const wrapped: EventStore = Object.create(store) as EventStore;
  wrapped.readAll = async (o) => {
    const t0 = performance.now();
    try {
      return await store.readAll(o);
    } finally {
      readMs += performance.now() - t0;
    }
  };
  return { store: wrapped, readMs: () => readMs };
}

/** Figure 3: a rebuild of the brands read model over the whole log, against a raw ordered read. */
export async function projectionCatchUp(sql: Sql, store: EventStore, brands = 2000): Promise<Figure> {
  await resetLog(sql);
  const written = await writeBrandEvents(store, brands);
  note(
    `wrote ${fmt(written.events)} brand events in ${fmt(written.seconds, 2)} s (10 per append, ${fmt(written.events / written.seconds)} events/s)`,
  );
  await sql.exec('VACUUM ANALYZE es_events');

  // Baseline first as a warm-up of the same pages, then measured three times.
  await rawOrderedRead(sql);
  const t0 = performance.now();
  let rows = 0;
  for (let k = 0; k < 3; k++) rows += await rawOrderedRead(sql);
  const rawRate = rows / ((performance.now() - t0) / 1000);

  const timed = timedStore(store);
  const counted = countingSql(sql);
  const runner = new ProjectionRunner(counted.sql, timed.store, brandsProjection, { batchSize: 500 });
  const t1 = performance.now();
  const result = await runner.rebuild();
  const seconds = (performance.now() - t1) / 1000;
  const rate = result.events / seconds;
  const check = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM brands');
  note(
    `rebuild: ${fmt(result.events)} events in ${fmt(seconds, 2)} s; reading (store.readAll) ${fmt(timed.readMs())} ms, ` +
      `applying + checkpoints ${fmt(seconds * 1000 - timed.readMs())} ms; ${fmt(counted.counts.statements / result.events, 2)} SQL statements per event; ` +
      `${fmt(check[0]?.n ?? 0)} brands in the read model`,
  );
  if (result.events !== written.events) throw new Error(`rebuild saw ${result.events} events, expected ${written.events}`);
  return {
    figure: '3. projection catch-up (brands rebuild)',
    value: rate,
    unit: 'events/s',
    baseline: 'raw ordered read, (tx_id, seq), pages of 500',
    baselineValue: rawRate,
    target: '>= 5,000 events/s',
    pass: rate >= 5000,
  };
}
