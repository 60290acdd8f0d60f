import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../sql/migrate';
import type { Sql } from '../sql/types';
import { createSqlSnapshotStore } from './snapshots';
import {
  comparePositions,
  decodePosition,
  encodePosition,
  WrongExpectedVersionError,
  type AppendResult,
  type EventFilter,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
} from './types';

/**
 * The PostgreSQL event store: the same SQL on PGlite and on a PostgreSQL server.
 *
 * Global order is (transaction id, sequence). A reader only returns rows whose transaction id is
 * below the oldest transaction still in flight (`pg_snapshot_xmin`), so an event that commits
 * late can never land behind a position a subscriber has already passed: every row it will ever
 * see later has a larger transaction id than every row it has seen.
 *
 * One append is one call of `es_append`, which locks the stream row, checks the expected
 * revision, recognises a repeated append of the same event ids, inserts and notifies; an append to
 * several streams is one call of `es_append_many`, which calls it per stream in one statement.
 */
const schema = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS es_events (
  seq bigserial PRIMARY KEY,
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, revision)
);
CREATE INDEX IF NOT EXISTS es_events_log_order ON es_events (tx_id, seq);
-- Per subscription filter: no event it matches lies at or before position (a subscription from the
-- start of the log found none up to there; the next one from the start begins there).
CREATE TABLE IF NOT EXISTS es_filter_marks (
  filter text PRIMARY KEY,
  position text NOT NULL
);

-- p_expected: -1 no_stream, -2 any, -3 stream_exists, >= 0 exact revision.
CREATE OR REPLACE FUNCTION es_append(p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[])
RETURNS TABLE (next_revision bigint, tx text, last_seq bigint)
LANGUAGE plpgsql AS $$
DECLARE
  cur bigint;
  n int := cardinality(p_ids);
  first_rev bigint;
  matched int;
  last bigint;
  created boolean;
BEGIN
  -- A new stream's row is written at once with its final revision (one write less for the most
  -- common append); an existing stream's row is locked: appends to one stream queue here. A
  -- refused append raises, which takes the new row back with it.
  INSERT INTO es_streams (stream_id, revision) VALUES (p_stream, n - 1) ON CONFLICT (stream_id) DO NOTHING;
  created := FOUND;
  IF created THEN
    cur := -1;
  ELSE
    SELECT s.revision INTO cur FROM es_streams s WHERE s.stream_id = p_stream FOR UPDATE;
  END IF;

  -- any and stream_exists (on an existing stream) always pass, so a repeat must be looked for first.
  IF p_expected IN (-2, -3) OR NOT ((p_expected = -1 AND cur = -1) OR p_expected = cur) THEN
    -- The same events again at the same expected revision: answer with what was written then.
    SELECT e.revision INTO first_rev FROM es_events e WHERE e.event_id = p_ids[1] AND e.stream_id = p_stream;
    IF first_rev IS NOT NULL AND (p_expected IN (-2, -3) OR (p_expected = -1 AND first_rev = 0) OR p_expected + 1 = first_rev) THEN
      SELECT count(*) INTO matched FROM es_events e
        JOIN unnest(p_ids) WITH ORDINALITY AS u(id, i) ON e.event_id = u.id
        WHERE e.stream_id = p_stream AND e.revision = first_rev + u.i - 1;
      IF matched = n THEN
        RETURN QUERY SELECT e.revision, e.tx_id::text, e.seq FROM es_events e
          WHERE e.stream_id = p_stream AND e.revision = first_rev + n - 1;
        RETURN;
      END IF;
    END IF;
    IF NOT (p_expected = -2 OR (p_expected = -3 AND cur >= 0)) THEN
      RAISE EXCEPTION USING ERRCODE = 'BTWEV', MESSAGE = cur::text, DETAIL = p_stream;
    END IF;
  END IF;

  WITH ins AS (
    INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata)
      SELECT p_stream, cur + u.i, u.id, u.t, u.d, u.m
      FROM unnest(p_ids, p_types, p_data, p_meta) WITH ORDINALITY AS u(id, t, d, m, i)
      RETURNING seq)
  SELECT max(seq) INTO last FROM ins;
  IF NOT created THEN
    UPDATE es_streams SET revision = cur + n WHERE stream_id = p_stream;
  END IF;
  -- Other processes learn of it by notification; an embedded database (one process) says so in JS.
  IF current_setting('brandtrail.es_notify', true) IS DISTINCT FROM 'off' THEN
    PERFORM pg_notify('es_appended', '');
  END IF;
  next_revision := cur + n; tx := pg_current_xact_id()::text; last_seq := last;
  RETURN NEXT;
END $$;

-- Several streams in one statement, so in one transaction: all or nothing (a refused stream
-- raises, which takes back the others). p_counts[i] of the events belong to p_streams[i], in order.
CREATE OR REPLACE FUNCTION es_append_many(p_streams text[], p_expected bigint[], p_counts int[], p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[])
RETURNS TABLE (next_revision bigint, tx text, last_seq bigint)
LANGUAGE plpgsql AS $$
DECLARE
  o int := 0;
  n int;
BEGIN
  FOR i IN 1 .. cardinality(p_streams) LOOP
    n := p_counts[i];
    RETURN QUERY SELECT a.next_revision, a.tx, a.last_seq FROM es_append(p_streams[i], p_expected[i],
      p_ids[o + 1 : o + n], p_types[o + 1 : o + n], p_data[o + 1 : o + n], p_meta[o + 1 : o + n]) a;
    o := o + n;
  END LOOP;
END $$;
`;

const expectedCode = (e: ExpectedRevision): number =>
  e === 'no_stream' ? -1 : e === 'any' ? -2 : e === 'stream_exists' ? -3 : e;

interface Row {
  seq: string | number;
  tx: string;
  stream_id: string;
  revision: string | number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created_at: Date | string;
}

const columns = `seq, tx_id::text AS tx, stream_id, revision, event_id, type, data, metadata, created_at`;

const toEvent = (r: Row): RecordedEvent => ({
  streamId: r.stream_id,
  revision: Number(r.revision),
  id: r.event_id,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  position: encodePosition(r.tx, r.seq),
  created: new Date(r.created_at),
});

function filterSql(filter: EventFilter | undefined, params: unknown[]): string {
  let sql = '';
  if (filter?.eventTypes) {
    params.push(filter.eventTypes);
    sql += ` AND type = ANY($${params.length}::text[])`;
  }
  if (filter?.streamPrefixes) {
    params.push(filter.streamPrefixes.map((p) => p.replace(/[\\%_]/g, (c) => '\\' + c) + '%'));
    sql += ` AND stream_id LIKE ANY($${params.length}::text[])`;
  }
  return sql;
}

/** A filter's name in es_filter_marks: the same for the same types and prefixes in any order. */
const filterKey = (filter: EventFilter) =>
  JSON.stringify([[...(filter.eventTypes ?? [])].sort(), [...(filter.streamPrefixes ?? [])].sort()]);

export interface PostgresEventStoreOptions {
  /**
   * How long a caught-up subscriber waits for a notification before it looks again anyway: 100 ms
   * on a server (a lost NOTIFY, or events written past this store); 2 s on PGlite, where every
   * append in the process wakes subscribers directly and the look is only a safety net (at 100 ms
   * the idle embedded product spent about a tenth of its event loop on these reads).
   */
  pollMs?: number;
}

/**
 * Subscribers to wake after an append, per database handle. On PGlite (one process, one session)
 * every store on the handle is in this process, so an append wakes them directly and skips
 * pg_notify, which cost about a tenth of a single-event append; on a server, NOTIFY reaches the
 * other processes.
 */
const localWaiters = new WeakMap<Sql, Set<Waiter>>();

/** A caught-up subscriber: how to wake it, and its filter (on PGlite an append wakes only those it concerns). */
interface Waiter {
  wake(): void;
  filter: EventFilter | undefined;
}

/** Whether an append of these event types to this stream holds anything the filter lets through. */
const concerns = (filter: EventFilter | undefined, streamId: string, types: readonly string[]) =>
  (!filter?.eventTypes || types.some((t) => filter.eventTypes!.includes(t))) &&
  (!filter?.streamPrefixes || filter.streamPrefixes.some((p) => streamId.startsWith(p)));

export async function createPostgresEventStore(sql: Sql, options: PostgresEventStoreOptions = {}): Promise<EventStore> {
  await migrate(sql, schema);
  const embedded = sql.kind === 'pglite';
  const pollMs = options.pollMs ?? (embedded ? 2000 : 100);
  const waiters = localWaiters.get(sql) ?? new Set<Waiter>();
  localWaiters.set(sql, waiters);
  const wakeAll = () => {
    for (const w of [...waiters]) w.wake();
  };
  if (embedded) await sql.exec(`SET brandtrail.es_notify = 'off'`);
  const unlisten = embedded ? async () => undefined : await sql.listen('es_appended', wakeAll);

  /**
   * One page of the log after `after` (filtered), and with `withHead` the position of the newest
   * committed event of any type, read in the same statement and so under the same snapshot: when
   * the page is not full, nothing matching lies between its end and that head.
   */
  async function readPage(o: ReadAllOptions, withHead: boolean): Promise<{ events: RecordedEvent[]; head?: Position }> {
    const params: unknown[] = [];
    let where = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';
    if (o.after) {
      const { commit, prepare } = decodePosition(o.after);
      params.push(commit.toString(), prepare.toString());
      where += ` AND (tx_id, seq) > ($1::xid8, $2::bigint)`;
    }
    where += filterSql(o.filter, params);
    params.push(o.maxCount ?? 1000);
    const page = `SELECT ${columns} FROM es_events WHERE ${where} ORDER BY tx_id, seq LIMIT $${params.length}`;
    if (!withHead) return { events: (await sql.query<Row>(page, params)).map(toEvent) };
    const rows = await sql.query<Row & { head_tx: string; head_seq: string | number }>(
      `WITH head AS (SELECT tx_id::text AS head_tx, seq AS head_seq FROM es_events
                     WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY tx_id DESC, seq DESC LIMIT 1),
            page AS (${page})
       SELECT page.*, head.* FROM head LEFT JOIN page ON true ORDER BY page.tx::xid8, page.seq`,
      params,
    );
    const head = rows[0] ? encodePosition(rows[0].head_tx, rows[0].head_seq) : undefined;
    return { events: rows.filter((r) => r.event_id !== null).map(toEvent), head };
  }

  /** One statement for one or several streams: `es_append`, or `es_append_many` (one transaction). */
  async function appendWrites(writes: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (writes.length === 0) return [];
    if (writes.some((w) => w.events.length === 0)) throw new Error('append needs at least one event');
    if (new Set(writes.map((w) => w.streamId)).size !== writes.length) throw new Error('appendMany takes one write per stream');
    const events = writes.flatMap((w) => w.events);
    const arrays = [
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ];
    let rows: { next_revision: string | number; tx: string; last_seq: string | number }[];
    try {
      rows =
        writes.length === 1
          ? await sql.query(
              'SELECT next_revision, tx, last_seq FROM es_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])',
              [writes[0]!.streamId, expectedCode(writes[0]!.expected), ...arrays],
            )
          : await sql.query(
              `SELECT next_revision, tx, last_seq
               FROM es_append_many($1::text[], $2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])`,
              [
                writes.map((w) => w.streamId),
                writes.map((w) => expectedCode(w.expected)),
                writes.map((w) => w.events.length),
                ...arrays,
              ],
            );
    } catch (error) {
      const e = error as { code?: string; message?: string; detail?: string };
      const refused = writes.find((w) => w.streamId === e.detail) ?? writes[0]!;
      if (e.code === 'BTWEV') {
        const actual = Number(e.message);
        throw new WrongExpectedVersionError(refused.streamId, refused.expected, actual < 0 ? 'no_stream' : actual);
      }
      // Two first appends to one stream with the same event id in another stream, or a unique
      // revision clash that the row lock did not prevent: report as a conflict too.
      if (e.code === '23505') throw new WrongExpectedVersionError(refused.streamId, refused.expected, 'no_stream');
      throw error;
    }
    if (embedded) {
      // Only the subscribers whose filter lets some of these events through: the others would
      // read the log to find nothing (with many read models and reactors, most of them).
      queueMicrotask(() => {
        for (const w of [...waiters])
          if (
            writes.some((write) =>
              concerns(
                w.filter,
                write.streamId,
                write.events.map((e) => e.type),
              ),
            )
          )
            w.wake();
      });
    }
    return rows.map((row) => ({ nextRevision: Number(row.next_revision), position: encodePosition(row.tx, row.last_seq) }));
  }

  const store: EventStore = {
    kind: sql.kind,
    snapshots: await createSqlSnapshotStore(sql),

    async append(streamId, events, expected): Promise<AppendResult> {
      return (await appendWrites([{ streamId, events, expected }]))[0]!;
    },

    appendMany: (writes) => appendWrites(writes),

    async readStream(streamId, o: ReadStreamOptions = {}) {
      const backwards = o.direction === 'backwards';
      const params: unknown[] = [streamId];
      let where = 'stream_id = $1';
      if (o.fromRevision !== undefined) {
        params.push(o.fromRevision);
        where += backwards ? ` AND revision <= $2` : ` AND revision >= $2`;
      }
      const maxCount = o.maxCount ?? 1_000_000_000;
      if (o.untilTime && !backwards) {
        // The first event later than the bound (among those the read may return) ends the read. Only
        // a time in toISOString's own form counts (any other is left to the caller, which parses it).
        params.push(o.fromRevision ?? 0, Math.min(maxCount, 1_000_000_000), o.untilTime.toISOString());
        const [from, count, until] = [params.length - 2, params.length - 1, params.length];
        where += ` AND revision < COALESCE((SELECT l.revision FROM es_events l
          WHERE l.stream_id = $1 AND l.revision >= $${from} AND l.revision < $${from}::bigint + $${count}::bigint
            AND CASE WHEN l.metadata->>'time' ~ '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,3})?Z$'
              THEN (l.metadata->>'time')::timestamptz > $${until}::timestamptz END
          ORDER BY l.revision LIMIT 1), 9223372036854775807)`;
      }
      params.push(maxCount);
      const rows = await sql.query<Row>(
        `SELECT ${columns} FROM es_events WHERE ${where} ORDER BY revision ${backwards ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
        params,
      );
      return rows.map(toEvent);
    },

    async readStreams(from) {
      const out = new Map<string, RecordedEvent[]>();
      if (from.length === 0) return out;
      const rows = await sql.query<Row>(
        `SELECT ${columns
          .split(', ')
          .map((c) => `e.${c}`)
          .join(', ')} FROM unnest($1::text[], $2::bigint[]) AS f(stream_id, from_revision)
         JOIN es_events e ON e.stream_id = f.stream_id AND e.revision >= f.from_revision
         ORDER BY e.stream_id, e.revision`,
        [from.map((f) => f.streamId), from.map((f) => f.fromRevision)],
      );
      for (const row of rows) {
        const event = toEvent(row);
        const list = out.get(event.streamId);
        if (list) list.push(event);
        else out.set(event.streamId, [event]);
      }
      return out;
    },

    async readAll(o: ReadAllOptions = {}) {
      return (await readPage(o, false)).events;
    },

    async headPosition() {
      const rows = await sql.query<{ tx: string; seq: string | number }>(
        `SELECT tx_id::text AS tx, seq FROM es_events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY tx_id DESC, seq DESC LIMIT 1`,
      );
      return rows[0] ? encodePosition(rows[0].tx, rows[0].seq) : undefined;
    },

    async *subscribe(o: SubscribeOptions = {}) {
      let after: Position | undefined = o.after;
      const batchSize = o.batchSize ?? 500;
      // A filtered subscription from the start of the log whose types are not in it (a read model or
      // reactor that has had nothing to do) would read the whole log at every start to find nothing
      // (2 s of a restart with 100,000 events on PGlite): it begins where the last one found nothing.
      const mark = o.filter && !after ? filterKey(o.filter) : undefined;
      let noneFromStart = mark !== undefined;
      if (mark)
        after = (await sql.query<{ position: Position }>('SELECT position FROM es_filter_marks WHERE filter = $1', [mark]))[0]
          ?.position;
      while (!o.signal?.aborted) {
        // Register before reading, so that an append between the read and the wait still wakes us.
        let woken = false;
        let wake = () => undefined as void;
        const notified = new Promise<void>((resolve) => {
          wake = () => {
            woken = true;
            resolve();
          };
        });
        const waiter: Waiter = { wake: () => wake(), filter: o.filter };
        waiters.add(waiter);
        try {
          const { events: batch, head } = await readPage({ after, maxCount: batchSize, filter: o.filter }, Boolean(o.filter));
          if (batch.length > 0) {
            noneFromStart = false;
            after = batch[batch.length - 1]!.position;
            yield batch;
            if (batch.length === batchSize) continue;
          }
          // Caught up: nothing else matches up to the head this read saw, so the next read starts
          // there (else a filtered subscriber re-reads every event it skipped, ten times a second).
          if (head && (!after || comparePositions(head, after) > 0)) {
            after = head;
            if (noneFromStart) {
              noneFromStart = false;
              await sql.query(
                `INSERT INTO es_filter_marks (filter, position) VALUES ($1, $2) ON CONFLICT (filter) DO UPDATE
                 SET position = excluded.position WHERE es_filter_marks.position COLLATE "C" < excluded.position COLLATE "C"`,
                [mark, head],
              );
            }
          }
          if (!woken && !o.signal?.aborted) {
            const onAbort = () => wake();
            o.signal?.addEventListener('abort', onAbort, { once: true });
            await Promise.race([notified, sleep(pollMs, undefined, { ref: false })]);
            o.signal?.removeEventListener('abort', onAbort);
          }
        } finally {
          waiters.delete(waiter);
        }
      }
    },

    async close() {
      for (const w of [...waiters]) w.wake();
      await unlisten();
    },
  };
  return store;
}
