import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, openTestPglite, type TestDatabase } from '../testing/databases';
import type { Sql } from '../sql/types';
import { createEventStoreDbStore } from './eventstoredb';
import { createPostgresEventStore } from './postgres';
import {
  comparePositions,
  WrongExpectedVersionError,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
} from './types';

/**
 * One contract for every event store adapter: PGlite in memory always, PostgreSQL when
 * DATABASE_URL is set (in a database of its own, dropped afterwards), EventStoreDB when
 * EVENTSTORE_URL is set. Stream names and event types carry a per-run id, so the suite also runs
 * against a shared EventStoreDB.
 */

interface Uncommitted {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

interface Harness {
  open(): Promise<EventStore>;
  teardown?(): Promise<void>;
  /** The store starts empty and nobody else writes to it. */
  fresh: boolean;
  /** The adapter appends to several streams at once (`appendMany`); the others must leave it out. */
  multiStream: boolean;
  /** PostgreSQL only: append inside a transaction on a connection of its own and leave it open. */
  appendUncommitted?(streamId: string, events: EventToAppend[], expected: 'no_stream' | number): Promise<Uncommitted>;
  /**
   * With appendUncommitted: resolves once a read of the log (a subscription's page, readAll) that
   * began after the call has ended and what it found has been handed on: the signal that a
   * subscriber has looked, where a test checks that it delivered nothing.
   */
  nextLogRead?(): Promise<void>;
}

const run = randomUUID().slice(0, 8);
let counter = 0;
// The run id last, so that no name is a prefix of another.
const uniq = (name: string) => `${name}-${++counter}-${run}`;

const metadata = (): EventMetadata => ({
  userId: 'u-1',
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  time: new Date().toISOString(),
});
const ev = (type: string, data: Record<string, unknown> = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: metadata(),
});
const evs = (n: number, type = 'Thing') => Array.from({ length: n }, (_, i) => ev(type, { i }));

async function conflict(p: Promise<unknown>): Promise<WrongExpectedVersionError> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    return error as WrongExpectedVersionError;
  }
  throw new Error('expected a WrongExpectedVersionError, the append succeeded');
}

async function waitFor(what: string, predicate: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

function expectStrictlyIncreasing(positions: Position[]) {
  for (let i = 1; i < positions.length; i++) {
    if (comparePositions(positions[i - 1]!, positions[i]!) >= 0) {
      throw new Error(`position ${i} (${positions[i]}) is not after position ${i - 1} (${positions[i - 1]})`);
    }
  }
}

/** Runs a subscription in the background and keeps what it delivers. */
function collect(store: EventStore, options: Omit<SubscribeOptions, 'signal'>) {
  const controller = new AbortController();
  const batches: RecordedEvent[][] = [];
  let ended = false;
  const done = (async () => {
    for await (const batch of store.subscribe({ ...options, signal: controller.signal })) batches.push(batch);
    ended = true;
  })();
  done.catch(() => undefined);
  return {
    batches,
    events: () => batches.flat(),
    ended: () => ended,
    done,
    abort: () => controller.abort(),
  };
}

function eventStoreContract(name: string, harness: Harness, enabled = true) {
  describe.skipIf(!enabled)(`event store contract [${name}]`, () => {
    let store: EventStore;

    beforeAll(async () => {
      store = await harness.open();
    }, 30_000);

    afterAll(async () => {
      await store?.close();
      await harness.teardown?.();
    });

    it.runIf(harness.fresh)('an empty store has no head position and no events', async () => {
      expect(await store.headPosition()).toBeUndefined();
      expect(await store.readAll()).toEqual([]);
    });

    it('numbers stream revisions from 0 and reads back what was appended', async () => {
      const s = uniq('rev');
      const first = evs(3);
      const r1 = await store.append(s, first, 'no_stream');
      expect(r1.nextRevision).toBe(2);
      const r2 = await store.append(s, evs(2), 2);
      expect(r2.nextRevision).toBe(4);

      const read = await store.readStream(s);
      expect(read.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(read[0]).toMatchObject({
        streamId: s,
        revision: 0,
        id: first[0]!.id,
        type: 'Thing',
        data: { i: 0 },
        metadata: first[0]!.metadata,
      });
      expect(read[0]!.created).toBeInstanceOf(Date);
      expect(Math.abs(read[0]!.created.getTime() - Date.now())).toBeLessThan(60_000);
      // The append answers with the position of the last event it wrote.
      expect(r1.position).toBe(read[2]!.position);
      expect(r2.position).toBe(read[4]!.position);
    });

    it('gives positions that strictly increase in readAll order and in append order', async () => {
      const prefix = uniq('pos');
      const head = await store.headPosition();
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await store.append(`${prefix}-${i % 2}`, evs(1 + (i % 3)), 'any'));
      const returned = results.map((r) => r.position);
      expectStrictlyIncreasing(returned);
      for (const p of returned) expect(p).toMatch(/^[0-9a-f]{32}$/);

      const all = await store.readAll({ after: head, filter: { streamPrefixes: [prefix] } });
      expect(all).toHaveLength(1 + 2 + 3 + 1 + 2 + 3);
      expectStrictlyIncreasing(all.map((e) => e.position));
      expect(returned.every((p) => all.some((e) => e.position === p))).toBe(true);
      expect(all.at(-1)!.position).toBe(returned.at(-1));
      if (head) expect(comparePositions(head, all[0]!.position)).toBe(-1);
    });

    describe('expected revision', () => {
      it('no_stream: creates a stream, refuses an existing one', async () => {
        const s = uniq('ns');
        expect((await store.append(s, evs(2), 'no_stream')).nextRevision).toBe(1);
        const error = await conflict(store.append(s, evs(1), 'no_stream'));
        expect(error).toMatchObject({ name: 'WrongExpectedVersionError', streamId: s, expected: 'no_stream', actual: 1 });
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('an exact revision: appends at the current revision only', async () => {
        const s = uniq('exact');
        const missing = await conflict(store.append(s, evs(1), 0));
        expect(missing).toMatchObject({ streamId: s, expected: 0, actual: 'no_stream' });
        expect(await store.readStream(s)).toEqual([]);

        await store.append(s, evs(3), 'no_stream');
        expect((await conflict(store.append(s, evs(1), 1))).actual).toBe(2);
        expect((await conflict(store.append(s, evs(1), 5))).actual).toBe(2);
        expect((await store.append(s, evs(1), 2)).nextRevision).toBe(3);
        expect(await store.readStream(s)).toHaveLength(4);
      });

      it('stream_exists: refuses a missing stream, appends to an existing one', async () => {
        const s = uniq('exists');
        const error = await conflict(store.append(s, evs(1), 'stream_exists'));
        expect(error).toMatchObject({ streamId: s, expected: 'stream_exists', actual: 'no_stream' });
        expect(await store.readStream(s)).toEqual([]);
        await store.append(s, evs(1), 'no_stream');
        expect((await store.append(s, evs(2), 'stream_exists')).nextRevision).toBe(2);
      });

      it('any: appends whether or not the stream exists', async () => {
        const s = uniq('any');
        expect((await store.append(s, evs(1), 'any')).nextRevision).toBe(0);
        expect((await store.append(s, evs(2), 'any')).nextRevision).toBe(2);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });
    });

    describe('idempotent re-append', () => {
      async function expectWritesNothing(prefix: string, fn: () => Promise<void>) {
        const before = await store.readAll({ filter: { streamPrefixes: [prefix] }, maxCount: 10_000 });
        await fn();
        const after = await store.readAll({ filter: { streamPrefixes: [prefix] }, maxCount: 10_000 });
        expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
      }

      it.each<[string, (s: string) => Promise<unknown>, ExpectedRevision]>([
        ['no_stream', async () => undefined, 'no_stream'],
        ['an exact revision', (s) => store.append(s, evs(2), 'no_stream'), 1],
        ['any', (s) => store.append(s, evs(1), 'no_stream'), 'any'],
        ['stream_exists', (s) => store.append(s, evs(1), 'no_stream'), 'stream_exists'],
      ])('with %s returns the first result and writes nothing', async (_, setup, expected) => {
        const s = uniq('idem');
        await setup(s);
        const batch = evs(3);
        const first = await store.append(s, batch, expected);
        const length = (await store.readStream(s)).length;
        await expectWritesNothing(s, async () => {
          expect(await store.append(s, batch, expected)).toEqual(first);
          expect(await store.append(s, batch, expected)).toEqual(first);
        });
        expect(await store.readStream(s)).toHaveLength(length);
        if (harness.fresh) expect(await store.headPosition()).toBe(first.position);
      });

      it('with an exact revision still answers the same after later appends', async () => {
        const s = uniq('idem-later');
        const batch = evs(2);
        const first = await store.append(s, batch, 'no_stream');
        await store.append(s, evs(1), 1);
        await expectWritesNothing(s, async () => {
          expect(await store.append(s, batch, 'no_stream')).toEqual(first);
        });
        expect(await store.readStream(s)).toHaveLength(3);
      });

      it('refuses a batch that only partly matches what was written', async () => {
        const s = uniq('idem-partial');
        const batch = evs(2);
        await store.append(s, batch, 'no_stream');
        await expectWritesNothing(s, async () => {
          await conflict(store.append(s, [batch[0]!, ev('Other')], 'no_stream'));
        });
      });
    });

    it('offers appendMany exactly when it can append to several streams at once', () => {
      expect('appendMany' in store).toBe(harness.multiStream);
    });

    describe.skipIf(!harness.multiStream)('appendMany', () => {
      const many = (...writes: Parameters<NonNullable<EventStore['appendMany']>>[0]) => store.appendMany!(writes);

      it('appends to several streams with their expected revisions, in one piece, in log order', async () => {
        const [a, b, c] = [uniq('many-a'), uniq('many-b'), uniq('many-c')];
        await store.append(b, evs(2), 'no_stream');
        await store.append(c, evs(1), 'no_stream');
        const [ea, eb, ec] = [evs(2, 'ManyA'), evs(1, 'ManyB'), evs(3, 'ManyC')];
        const results = await many(
          { streamId: a, events: ea, expected: 'no_stream' },
          { streamId: b, events: eb, expected: 1 },
          { streamId: c, events: ec, expected: 'any' },
        );
        const [ra, rb, rc] = [await store.readStream(a), await store.readStream(b), await store.readStream(c)];
        expect(ra.map((e) => e.id)).toEqual(ea.map((e) => e.id));
        expect(rb.slice(2).map((e) => e.id)).toEqual(eb.map((e) => e.id));
        expect(rc.slice(1).map((e) => e.id)).toEqual(ec.map((e) => e.id));
        expect(results).toEqual([
          { nextRevision: 1, position: ra[1]!.position },
          { nextRevision: 2, position: rb[2]!.position },
          { nextRevision: 3, position: rc[3]!.position },
        ]);
        // In the log in the order of the writes, one after another.
        expectStrictlyIncreasing([...ra, rb[2]!, ...rc.slice(1)].map((e) => e.position));
        const appended = new Set([...ea, ...eb, ...ec].map((e) => e.id));
        const logged = await store.readAll({ filter: { streamPrefixes: [a, b, c] }, maxCount: 100 });
        expect(logged.filter((e) => appended.has(e.id)).map((e) => e.id)).toEqual([...ea, ...eb, ...ec].map((e) => e.id));
      });

      it('writes nothing when one stream is not at its expected revision, and names that stream', async () => {
        const [a, b, c] = [uniq('many-none-a'), uniq('many-none-b'), uniq('many-none-c')];
        await store.append(b, evs(2), 'no_stream');
        const head = await store.headPosition();
        const error = await conflict(
          many(
            { streamId: a, events: evs(2), expected: 'no_stream' },
            { streamId: b, events: evs(1), expected: 0 },
            { streamId: c, events: evs(1), expected: 'no_stream' },
          ),
        );
        expect(error).toMatchObject({ streamId: b, expected: 0, actual: 1 });
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toHaveLength(2);
        expect(await store.readStream(c)).toEqual([]);
        if (harness.fresh) expect(await store.headPosition()).toBe(head);
        // A new stream is not left behind when a later one is refused.
        await store.append(c, evs(1), 'no_stream');
        await conflict(
          many({ streamId: a, events: evs(1), expected: 'no_stream' }, { streamId: c, events: evs(1), expected: 'no_stream' }),
        );
        expect(await store.readStream(a)).toEqual([]);
      });

      it('answers a repeat of the same events with the first results and writes nothing', async () => {
        const [a, b] = [uniq('many-idem-a'), uniq('many-idem-b')];
        await store.append(b, evs(1), 'no_stream');
        const writes = [
          { streamId: a, events: evs(2), expected: 'no_stream' as const },
          { streamId: b, events: evs(1), expected: 0 },
        ];
        const first = await many(...writes);
        expect(await many(...writes)).toEqual(first);
        expect(await store.readStream(a)).toHaveLength(2);
        expect(await store.readStream(b)).toHaveLength(2);
      });

      it(
        'of 20 concurrent appends over two shared streams at one revision, exactly one writes',
        { timeout: 30_000 },
        async () => {
          const [a, b] = [uniq('many-race-a'), uniq('many-race-b')];
          await store.append(a, evs(1), 'no_stream');
          await store.append(b, evs(1), 'no_stream');
          const results = await Promise.allSettled(
            Array.from({ length: 20 }, (_, i) =>
              many(
                { streamId: a, events: [ev('RaceA', { i })], expected: 0 },
                { streamId: b, events: [ev('RaceB', { i })], expected: 0 },
              ),
            ),
          );
          expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          const [ra, rb] = [await store.readStream(a), await store.readStream(b)];
          expect(ra).toHaveLength(2);
          expect(rb).toHaveLength(2);
          expect((ra[1]!.data as { i: number }).i).toBe((rb[1]!.data as { i: number }).i);
        },
      );
    });

    describe('readStream', () => {
      let s: string;
      let appended: EventToAppend[];
      beforeAll(async () => {
        s = uniq('read');
        appended = evs(10);
        await store.append(s, appended, 'no_stream');
      });
      const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);

      it('reads forwards, from a revision, at most maxCount', async () => {
        const all = await store.readStream(s);
        expect(revisions(all)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(all.map((e) => e.id)).toEqual(appended.map((e) => e.id));
        expect(all.map((e) => e.data)).toEqual(appended.map((e) => e.data));
        expect(revisions(await store.readStream(s, { fromRevision: 3, maxCount: 4 }))).toEqual([3, 4, 5, 6]);
        expect(revisions(await store.readStream(s, { fromRevision: 8 }))).toEqual([8, 9]);
        expect(revisions(await store.readStream(s, { maxCount: 2 }))).toEqual([0, 1]);
        expect(await store.readStream(s, { fromRevision: 10 })).toEqual([]);
      });

      it('reads backwards, from the end or from a revision', async () => {
        expect(revisions(await store.readStream(s, { direction: 'backwards' }))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
        expect(revisions(await store.readStream(s, { direction: 'backwards', maxCount: 3 }))).toEqual([9, 8, 7]);
        expect(revisions(await store.readStream(s, { direction: 'backwards', fromRevision: 5, maxCount: 2 }))).toEqual([5, 4]);
        expect(revisions(await store.readStream(s, { direction: 'backwards', fromRevision: 1 }))).toEqual([1, 0]);
      });

      it('untilTime: returns at least every event before the first later one, and in the SQL store ends there', async () => {
        const t = (second: number) => `2026-02-01T10:00:${String(second).padStart(2, '0')}.000Z`;
        const timed = uniq('timed');
        // Times that go back once (an event of a later command recorded first); one not in ISO form.
        const seconds = [1, 2, 2, 5, 3, 6, 7];
        const events = seconds.map((second, i) => ({ ...ev('Thing', { i }), metadata: { ...metadata(), time: t(second) } }));
        events[1]!.metadata.time = 'not a time';
        await store.append(timed, events, 'no_stream');
        const full = revisions(await store.readStream(timed));
        const until = async (second: number, o: { fromRevision?: number; maxCount?: number } = {}) => {
          const read = revisions(await store.readStream(timed, { ...o, untilTime: new Date(t(second)) }));
          expect(read).toEqual(full.slice(o.fromRevision ?? 0, (o.fromRevision ?? 0) + read.length));
          return read;
        };
        const exact = store.kind !== 'eventstoredb';
        // 5 is later than 4: the read ends before revision 3, whatever comes after it.
        expect(await until(4)).toEqual(exact ? [0, 1, 2] : full);
        expect((await until(4)).slice(0, 3)).toEqual([0, 1, 2]);
        expect(await until(5, { fromRevision: 2 })).toEqual(exact ? [2, 3, 4] : [2, 3, 4, 5, 6]);
        expect(await until(5, { fromRevision: 2, maxCount: 2 })).toEqual([2, 3]);
        expect(await until(9)).toEqual(full);
        expect(await until(0)).toEqual(exact ? [] : full);
      });

      it('answers [] for a missing stream', async () => {
        expect(await store.readStream(uniq('missing'))).toEqual([]);
        expect(await store.readStream(uniq('missing'), { direction: 'backwards' })).toEqual([]);
        expect(await store.readStream(uniq('missing'), { fromRevision: 3, maxCount: 2 })).toEqual([]);
      });
    });

    describe('readAll', () => {
      it('starts after `after` (exclusive) and honours maxCount', async () => {
        const prefix = uniq('after');
        const head = await store.headPosition();
        for (let i = 0; i < 5; i++) await store.append(`${prefix}-${i % 2}`, [ev('Step', { i })], 'any');
        const filter = { streamPrefixes: [prefix] };
        const all = await store.readAll({ after: head, filter });
        expect(all.map((e) => e.data)).toEqual([0, 1, 2, 3, 4].map((i) => ({ i })));
        for (let k = 0; k < 5; k++) {
          const rest = await store.readAll({ after: all[k]!.position, filter });
          expect(rest.map((e) => e.id)).toEqual(all.slice(k + 1).map((e) => e.id));
        }
        expect((await store.readAll({ after: all[1]!.position, filter, maxCount: 2 })).map((e) => e.id)).toEqual(
          all.slice(2, 4).map((e) => e.id),
        );
        expect(await store.readAll({ after: all[4]!.position })).toEqual(harness.fresh ? [] : expect.any(Array));
      });

      it.runIf(harness.fresh)('without a filter returns every event after the position', async () => {
        const head = await store.headPosition();
        const a = await store.append(uniq('plain'), evs(2), 'no_stream');
        const b = await store.append(uniq('plain'), evs(1), 'no_stream');
        const read = await store.readAll({ after: head });
        expect(read).toHaveLength(3);
        expect(read[1]!.position).toBe(a.position);
        expect(read[2]!.position).toBe(b.position);
        expect((await store.readAll({ after: head, maxCount: 2 })).map((e) => e.id)).toEqual(read.slice(0, 2).map((e) => e.id));
      });

      it('filters by event type and by stream prefix', async () => {
        const prefix = uniq('flt');
        const [alpha, beta] = [`Alpha_${run}`, `Beta_${run}`];
        const head = await store.headPosition();
        await store.append(`${prefix}-a_x-1`, [ev(alpha, { n: 1 }), ev(beta, { n: 2 })], 'no_stream');
        await store.append(`${prefix}-aXx-2`, [ev(alpha, { n: 3 })], 'no_stream');
        await store.append(`${prefix}-b-3`, [ev(beta, { n: 4 }), ev(alpha, { n: 5 })], 'no_stream');
        const n = (events: RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);

        expect(n(await store.readAll({ after: head, filter: { eventTypes: [alpha] } }))).toEqual([1, 3, 5]);
        expect(n(await store.readAll({ after: head, filter: { eventTypes: [alpha, beta] } }))).toEqual([1, 2, 3, 4, 5]);
        // `_` and `%` are no wildcards.
        expect(n(await store.readAll({ after: head, filter: { streamPrefixes: [`${prefix}-a_`] } }))).toEqual([1, 2]);
        expect(n(await store.readAll({ after: head, filter: { streamPrefixes: [`${prefix}-a%`] } }))).toEqual([]);
        expect(n(await store.readAll({ after: head, filter: { streamPrefixes: [`${prefix}-a`] } }))).toEqual([1, 2, 3]);
        expect(n(await store.readAll({ after: head, filter: { streamPrefixes: [`${prefix}-aX`, `${prefix}-b`] } }))).toEqual([
          3, 4, 5,
        ]);
        expect(n(await store.readAll({ after: head, filter: { streamPrefixes: [`${prefix}-a`], eventTypes: [beta] } }))).toEqual([
          2,
        ]);
        expect(n(await store.readAll({ after: head, filter: { eventTypes: [alpha] }, maxCount: 2 }))).toEqual([1, 3]);
        expect(n(await store.readAll({ after: head, filter: { eventTypes: [`Nothing_${run}`] } }))).toEqual([]);
      });
    });

    it('headPosition follows the newest event', async () => {
      const a = await store.append(uniq('head'), evs(2), 'no_stream');
      expect(await store.headPosition()).toBe(a.position);
      const b = await store.append(uniq('head'), evs(1), 'no_stream');
      expect(await store.headPosition()).toBe(b.position);
      expect(comparePositions(a.position, b.position)).toBe(-1);
    });

    describe('concurrency', () => {
      it('50 concurrent appends at one expected revision: exactly one wins', { timeout: 30_000 }, async () => {
        const s = uniq('race');
        await store.append(s, evs(1), 'no_stream');
        const attempts = Array.from({ length: 50 }, (_, i) => ev('Race', { i }));
        const results = await Promise.allSettled(attempts.map((e) => store.append(s, [e], 0)));
        const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ i, result: r.value }] : []));
        const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(49);
        for (const error of lost) {
          expect(error).toBeInstanceOf(WrongExpectedVersionError);
          expect((error as WrongExpectedVersionError).actual).toBe(1);
        }
        const read = await store.readStream(s);
        expect(read.map((e) => e.revision)).toEqual([0, 1]);
        expect(read[1]!.id).toBe(attempts[won[0]!.i]!.id);
        expect(won[0]!.result).toEqual({ nextRevision: 1, position: read[1]!.position });
      });

      it('50 concurrent first appends with no_stream: exactly one creates the stream', { timeout: 30_000 }, async () => {
        const s = uniq('create-race');
        const results = await Promise.allSettled(Array.from({ length: 50 }, () => store.append(s, evs(2), 'no_stream')));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
        expect(lost).toHaveLength(49);
        for (const error of lost) expect(error).toMatchObject({ name: 'WrongExpectedVersionError', actual: 1 });
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('10 writers retrying on conflict append 200 events with contiguous revisions', { timeout: 60_000 }, async () => {
        const s = uniq('writers');
        const written: string[] = [];
        let conflicts = 0;
        const writer = async (w: number) => {
          for (let i = 0; i < 20; i++) {
            const e = ev('Written', { w, i });
            for (;;) {
              const [last] = await store.readStream(s, { direction: 'backwards', maxCount: 1 });
              try {
                await store.append(s, [e], last ? last.revision : 'no_stream');
                written.push(e.id);
                break;
              } catch (error) {
                if (!(error instanceof WrongExpectedVersionError)) throw error;
                conflicts++;
              }
            }
          }
        };
        await Promise.all(Array.from({ length: 10 }, (_, w) => writer(w)));
        const read = await store.readStream(s);
        expect(read).toHaveLength(200);
        expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 200 }, (_, i) => i));
        expect(new Set(read.map((e) => e.id))).toEqual(new Set(written));
        for (let w = 0; w < 10; w++) {
          const mine = read.filter((e) => (e.data as { w: number }).w === w).map((e) => (e.data as { i: number }).i);
          expect(mine).toEqual(Array.from({ length: 20 }, (_, i) => i));
        }
        expect(conflicts).toBeGreaterThan(0);
      });
    });

    describe('subscribe', () => {
      it('catches up in batches of at most batchSize, after `after`, with a filter', { timeout: 30_000 }, async () => {
        const prefix = uniq('catchup');
        const type = `Caught_${run}`;
        await store.append(`${prefix}-0`, [ev(type, { n: -1 })], 'no_stream');
        const [start] = await store.readAll({ filter: { streamPrefixes: [prefix] } });
        for (let i = 0; i < 25; i++)
          await store.append(`${prefix}-${i % 3}`, [ev(i % 5 === 4 ? 'Other' : type, { n: i })], 'any');
        const expected = Array.from({ length: 25 }, (_, i) => i).filter((i) => i % 5 !== 4);

        const sub = collect(store, {
          after: start!.position,
          filter: { streamPrefixes: [prefix], eventTypes: [type] },
          batchSize: 7,
        });
        await waitFor('20 events', () => sub.events().length >= 20);
        expect(sub.batches.length).toBeGreaterThanOrEqual(3);

        // Then live events arrive too. In log order: whatever else the catch-up would still deliver
        // (another type, an event twice) would come before it.
        await store.append(`${prefix}-9`, [ev(type, { n: 100 })], 'no_stream');
        await waitFor('the live event', () => sub.events().some((e) => (e.data as { n: number }).n === 100));
        expect(sub.events().map((e) => (e.data as { n: number }).n)).toEqual([...expected, 100]);
        expect(sub.batches.every((b) => b.length >= 1 && b.length <= 7)).toBe(true);

        sub.abort();
        await sub.done;
        expect(sub.ended()).toBe(true);
      });

      it('ends at once when the signal is already aborted, and when aborted while waiting', async () => {
        const controller = new AbortController();
        controller.abort();
        const batches = [];
        for await (const batch of store.subscribe({ signal: controller.signal, filter: { streamPrefixes: [uniq('none')] } })) {
          batches.push(batch);
        }
        expect(batches).toEqual([]);

        const idle = uniq('idle');
        const sub = collect(store, { after: await store.headPosition(), filter: { streamPrefixes: [idle] } });
        // Once it has delivered the one event there is, it waits for the next.
        await store.append(`${idle}-1`, [ev('Idle')], 'no_stream');
        await waitFor('the one event', () => sub.events().length === 1);
        const t0 = Date.now();
        sub.abort();
        await sub.done;
        expect(Date.now() - t0).toBeLessThan(10_000); // an idle subscription that missed the abort never ends
        expect(sub.events().map((e) => e.type)).toEqual(['Idle']);
      });

      it('delivers every event of concurrent writers exactly once, in position order', { timeout: 60_000 }, async () => {
        const prefix = uniq('live');
        const head = await store.headPosition();
        const filter = { streamPrefixes: [prefix] };
        const sub = collect(store, { after: head, filter, batchSize: 50 });

        // Writers of streams the filter leaves out run alongside: a caught-up subscriber moves its
        // read position past them, and must still never skip a matching event.
        const noise = uniq('noise');
        const writer = async (w: number, streams = prefix) => {
          const s = `${streams}-${w}`;
          for (let i = 0; i < 30; i++) {
            const e = ev('Tick', { w, i });
            const expected = i === 0 ? 'no_stream' : i - 1;
            if (harness.appendUncommitted && i % 6 === w % 6) {
              // A transaction that stays open while others commit after it. The random pauses
              // (here and below) are real time on purpose: they vary the interleavings.
              const tx = await harness.appendUncommitted(s, [e], expected);
              await sleep(Math.random() * 30);
              await tx.commit();
            } else {
              await store.append(s, [e], expected);
            }
            if (i % 10 === w % 10) await sleep(Math.random() * 5);
          }
        };
        await Promise.all([
          ...Array.from({ length: 10 }, (_, w) => writer(w)),
          ...Array.from({ length: 4 }, (_, w) => writer(w, noise)),
        ]);

        // One more event after all of them: in log order, anything else still to come (an event
        // twice) would come before it.
        const last = `${prefix}-last`;
        await store.append(last, [ev('Last')], 'no_stream');
        await waitFor('the last event', () => sub.events().some((e) => e.streamId === last), 20_000);
        const all = await store.readAll({ after: head, filter, maxCount: 1000 });
        expect(sub.events().map((e) => e.id)).toEqual(all.map((e) => e.id));
        expect(sub.events().at(-1)!.streamId).toBe(last);
        const seen = sub.events().slice(0, -1);
        expect(seen).toHaveLength(300);
        expect(new Set(seen.map((e) => e.id)).size).toBe(300);
        expectStrictlyIncreasing(seen.map((e) => e.position));
        expect(sub.batches.every((b) => b.length >= 1 && b.length <= 50)).toBe(true);
        for (let w = 0; w < 10; w++) {
          expect(seen.filter((e) => e.streamId === `${prefix}-${w}`).map((e) => e.revision)).toEqual(
            Array.from({ length: 30 }, (_, i) => i),
          );
        }

        sub.abort();
        await sub.done;
        expect(sub.ended()).toBe(true);
      });

      it.runIf(!!harness.appendUncommitted)(
        'never delivers an event before one that commits later with an earlier position',
        { timeout: 30_000 },
        async () => {
          const head = await store.headPosition();
          const sub = collect(store, { after: head }); // unfiltered: the log is this suite's alone
          const [s1, s2, s3] = [uniq('open'), uniq('committed'), uniq('rolled-back')];

          const first = ev('First');
          const open = await harness.appendUncommitted!(s1, [first], 'no_stream');
          const second = await store.append(s2, [ev('Second')], 'no_stream');
          // Committed, yet behind the open transaction: neither readAll, nor headPosition, nor the
          // subscriber may show it yet. The subscriber has read the log since (woken by the append).
          await harness.nextLogRead!();
          expect((await store.readStream(s2)).map((e) => e.type)).toEqual(['Second']);
          expect(sub.events()).toEqual([]);
          expect(await store.readAll({ after: head })).toEqual([]);
          expect(await store.headPosition()).toBe(head);

          await open.commit();
          await waitFor('both events', () => sub.events().length >= 2);
          const seen = sub.events();
          expect(seen.map((e) => e.type)).toEqual(['First', 'Second']);
          expect(seen[0]!.id).toBe(first.id);
          expect(seen[1]!.position).toBe(second.position);
          expectStrictlyIncreasing(seen.map((e) => e.position));
          expect((await store.readAll({ after: head })).map((e) => e.id)).toEqual(seen.map((e) => e.id));

          // A transaction that rolls back holds nothing up for good.
          const doomed = await harness.appendUncommitted!(s3, [ev('Doomed')], 'no_stream');
          const third = await store.append(s2, [ev('Third')], 0);
          await harness.nextLogRead!();
          expect(sub.events()).toHaveLength(2);
          await doomed.rollback();
          await waitFor('the third event', () => sub.events().length >= 3);
          // One more: in log order, anything else still to come (the rolled back event, an event
          // twice) would come before it.
          await store.append(s2, [ev('Last')], 1);
          await waitFor('the last event', () => sub.events().some((e) => e.type === 'Last'));
          expect(sub.events().map((e) => e.type)).toEqual(['First', 'Second', 'Third', 'Last']);
          expect(sub.events()[2]!.position).toBe(third.position);
          expect(await store.readStream(s3)).toEqual([]);

          sub.abort();
          await sub.done;
        },
      );
    });
  });
}

// --- PGlite, in memory: always. ---------------------------------------------------------------
{
  let sql: Sql;
  eventStoreContract('pglite', {
    fresh: true,
    multiStream: true,
    async open() {
      sql = await openTestPglite();
      return createPostgresEventStore(sql);
    },
    teardown: () => sql.close(),
  });
}

// --- PostgreSQL server: when DATABASE_URL is set, in a database of its own. -------------------------
{
  let db: TestDatabase;
  const clients = new Set<pg.Client>();
  const code = (e: 'no_stream' | number) => (e === 'no_stream' ? -1 : e);
  // The store's reads of the log, counted as they begin (readAll and a subscription's pages share
  // their statement), and the tests waiting for one that began after they asked.
  let logReads = 0;
  const readWaiters = new Set<{ after: number; done: () => void }>();
  const counting = (sql: Sql): Sql =>
    Object.assign(Object.create(sql) as Sql, {
      query<T>(text: string, params?: readonly unknown[]) {
        const result = sql.query<T>(text, params);
        const logRead =
          text.includes('FROM es_events WHERE tx_id < pg_snapshot_xmin(') && text.includes('ORDER BY tx_id, seq LIMIT');
        if (!logRead) return result;
        const read = ++logReads;
        // After a turn of the event loop: what the read found has gone through to the subscriber's
        // consumer by then (promise callbacks only).
        const ended = () =>
          setImmediate(() => {
            for (const w of [...readWaiters])
              if (read > w.after) {
                readWaiters.delete(w);
                w.done();
              }
          });
        result.then(ended, ended);
        return result;
      },
    });

  eventStoreContract(
    'postgres',
    {
      fresh: true,
      multiStream: true,
      async open() {
        db = await openTestDatabase('postgres');
        const store = await createPostgresEventStore(counting(db.sql));
        // The log's reads stop below the oldest transaction open anywhere on the server, and the
        // suites running beside this one keep theirs open: a read that must show what this suite
        // committed first waits for the transactions begun before it (db.settled), unless a test
        // holds one of its own open on purpose (it checks what the reads leave out meanwhile).
        const settled = () => (clients.size > 0 ? Promise.resolve() : db.settled());
        return Object.assign(Object.create(store) as EventStore, {
          readAll: async (options?: Parameters<EventStore['readAll']>[0]) => (await settled(), store.readAll(options)),
          headPosition: async () => (await settled(), store.headPosition()),
        });
      },
      async teardown() {
        await Promise.all([...clients].map((c) => c.end().catch(() => undefined)));
        await db?.close();
      },
      nextLogRead: () => new Promise<void>((done) => readWaiters.add({ after: logReads, done })),
      async appendUncommitted(streamId, events, expected) {
        const client = new pg.Client({ connectionString: db.url });
        clients.add(client);
        await client.connect();
        await client.query('BEGIN');
        await client.query('SELECT * FROM es_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])', [
          streamId,
          code(expected),
          events.map((e) => e.id),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ]);
        const finish = async (command: 'COMMIT' | 'ROLLBACK') => {
          await client.query(command);
          await client.end();
          clients.delete(client);
        };
        return { commit: () => finish('COMMIT'), rollback: () => finish('ROLLBACK') };
      },
    },
    !!process.env.DATABASE_URL,
  );
}

// --- EventStoreDB: when EVENTSTORE_URL is set. ----------------------------------------------------
{
  const eventStoreUrl = process.env.EVENTSTORE_URL;
  eventStoreContract(
    'eventstoredb',
    { fresh: false, multiStream: false, open: () => createEventStoreDbStore(eventStoreUrl!) },
    !!eventStoreUrl,
  );
}
