import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, fold } from '@brandtrail/domain';
import { createPostgresEventStore } from '../eventStore/postgres';
import type { EventStore } from '../eventStore/types';
import { openPostgres } from '../sql/postgres';
import type { Sql } from '../sql/types';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { counted, noteDecider, person, type NoteEvent } from '../testing/notes';
import { toDomainEvent } from './fold';
import { decideFirst, handle, handleMany, load } from './handle';
import { mutationRef } from './mutations';

const codeOf = (error: unknown) => (error instanceof DomainError ? error.code : String(error));

/**
 * The command handler against real stores: the first attempt decides against the fold the process
 * keeps (no read), a second store instance (another process, on PostgreSQL with connections of its
 * own) appending in between makes it read and decide again; commands of one stream queue and
 * commit together; `evolve` learns who made each event.
 */
describe.each(testDatabaseKinds())('the command handler on %s', (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  /** Another process's store on the same database. */
  let other: EventStore;
  let otherSql: Sql | undefined;
  const notes = noteDecider();

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    store = await createPostgresEventStore(db.sql);
    other = db.url
      ? await createPostgresEventStore((otherSql = await openPostgres(db.url, 3)))
      : await createPostgresEventStore(db.sql);
  });
  afterAll(async () => {
    await other.close();
    await otherSql?.close();
    await store.close();
    await db.close();
  });

  const add = (id: string) => ({ type: 'Add', id, text: `note ${id}` }) as const;
  const ids = (state: { notes: { id: string }[] }) => state.notes.map((n) => n.id);

  it('decides against the state it keeps without reading, and appends with its revision', async () => {
    const stream = `note-${randomUUID()}`;
    const view = counted(store);
    await handle(view, notes, stream, add('a'), person('ann'));
    expect(view.reads).toBe(1); // the first command of a stream this view never read
    expect((await load(view, notes, stream)).revision).toBe(0);
    expect(view.reads).toBe(2); // load reads the tail every time (access checks stay fresh)
    const handled = await handle(view, notes, stream, add('b'), person('ann'));
    const third = await handle(view, notes, stream, add('c'), person('ann'));
    expect([view.reads, view.appends]).toEqual([2, 3]);
    expect(ids(handled.state)).toEqual(['a', 'b']);
    expect(ids(third.state)).toEqual(['a', 'b', 'c']);
    expect((await load(counted(store), notes, stream)).state).toEqual(third.state);
  });

  it('when another process appended in between, the first attempt conflicts and the retry decides against what it wrote', async () => {
    const stream = `note-${randomUUID()}`;
    const view = counted(store);
    await handle(view, notes, stream, add('a'), person('ann'));
    await handle(other, notes, stream, add('b'), person('bob'));
    const before = { reads: view.reads, appends: view.appends };
    const handled = await handle(view, notes, stream, add('c'), person('ann'));
    expect({ reads: view.reads - before.reads, appends: view.appends - before.appends }).toEqual({ reads: 1, appends: 2 });
    expect(ids(handled.state)).toEqual(['a', 'b', 'c']);
    const recorded = await store.readStream(stream);
    expect(recorded.map((r) => [r.revision, (r.data as { id: string }).id])).toEqual([
      [0, 'a'],
      [1, 'b'],
      [2, 'c'],
    ]);
    expect(handled.state).toEqual(
      fold(
        notes,
        recorded.map((r) => toDomainEvent<NoteEvent>(r)),
      ),
    );
  });

  it('a refusal or "nothing to do" against a kept state that fell behind is decided again against the stream', async () => {
    const stream = `note-${randomUUID()}`;
    const view = counted(store);
    await handle(view, notes, stream, add('a'), person('ann'));
    // The other process adds x: this view's kept state does not have it.
    await handle(other, notes, stream, add('x'), person('bob'));
    const removed = await handle(view, notes, stream, { type: 'Remove', id: 'x' }, person('ann'));
    expect(removed.events.map((e) => e.type)).toEqual(['NoteRemoved']);
    expect(ids(removed.state)).toEqual(['a']);
    // The other process adds y again behind this view's back: adding y here is a repeat, recorded once.
    await handle(other, notes, stream, add('y'), person('bob'));
    const repeated = await handle(view, notes, stream, add('y'), person('ann'));
    expect(repeated).toMatchObject({ events: [], position: undefined });
    expect(ids(repeated.state)).toEqual(['a', 'y']);
    // A refusal against the stream as it is stands.
    const refused = await handle(view, notes, stream, { type: 'Remove', id: 'nope' }, person('ann')).catch(codeOf);
    expect(refused).toBe('NOT_FOUND');
    expect((await store.readStream(stream)).map((r) => r.type)).toEqual(['NoteAdded', 'NoteAdded', 'NoteRemoved', 'NoteAdded']);
  });

  it('commands of one stream queue and are recorded together; a refused one fails alone', async () => {
    const stream = `note-${randomUUID()}`;
    const view = counted(store);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        handle(view, notes, stream, i === 7 ? { type: 'Add', id: 'empty', text: '' } : add(`n${i}`), person('ann')),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected').map((r) => codeOf(r.reason))).toEqual(['VALIDATION']);
    expect(view.appends).toBeLessThan(19);
    const { state } = await load(counted(store), notes, stream);
    expect(state.notes).toHaveLength(19);
    // Each caller's answer is the state its own command left.
    const first = results[0] as PromiseFulfilledResult<{ state: { notes: unknown[] } }>;
    expect(first.value.state.notes).toHaveLength(1);
  });

  it('refuses an event holding text no store can hold (NUL, a lone surrogate) with TEXT_INVALID, alone', async () => {
    const stream = `note-${randomUUID()}`;
    const results = await Promise.allSettled(
      ['fine', 'a\u0000b', 'c\ud800', '\udc00d', 'pair \ud83d\ude00'].map((text, i) =>
        handle(store, notes, stream, { type: 'Add', id: `n${i}`, text }, person('ann')),
      ),
    );
    expect(results.map((r) => (r.status === 'rejected' ? codeOf(r.reason) : 'ok'))).toEqual([
      'ok',
      'TEXT_INVALID',
      'TEXT_INVALID',
      'TEXT_INVALID',
      'ok',
    ]);
    const recorded = await store.readStream(stream);
    expect(recorded.map((r) => (r.data as { text: string }).text)).toEqual(['fine', 'pair \ud83d\ude00']);
  });

  it('hands evolve who made each event and when, for the events it decides and those it reads', async () => {
    const stream = `note-${randomUUID()}`;
    const t1 = new Date('2026-04-01T10:00:00.000Z');
    const t2 = new Date('2026-04-01T10:05:00.000Z');
    const first = await handle(store, notes, stream, add('a'), person('ann', t1));
    expect(first.events[0]!.meta).toEqual({ userId: 'ann', impersonatorId: null, time: t1.toISOString() });
    const second = await handle(store, notes, stream, add('b'), { ...person('bob', t2), impersonatorId: 'admin-1' });
    expect(second.state).toMatchObject({ byUser: { ann: 1, bob: 1 }, lastTime: t2.toISOString() });
    await handle(store, notes, stream, add('c'), person(null, t2));
    const cold = await load(counted(store), notes, stream);
    expect(cold.state).toMatchObject({ byUser: { ann: 1, bob: 1, system: 1 }, lastTime: t2.toISOString() });
    const recorded = await store.readStream(stream);
    expect(recorded.map((r) => toDomainEvent(r).meta)).toEqual([
      { userId: 'ann', impersonatorId: null, time: t1.toISOString() },
      { userId: 'bob', impersonatorId: 'admin-1', time: t2.toISOString() },
      { userId: null, impersonatorId: null, time: t2.toISOString() },
    ]);
  });

  describe('over several streams (handleMany)', () => {
    it('records every stream or none: a refusal anywhere refuses the whole', async () => {
      const [a, b, c] = [`note-${randomUUID()}`, `note-${randomUUID()}`, `note-${randomUUID()}`];
      await handle(store, notes, b, add('x'), person('ann'));
      const refused = await handleMany(
        store,
        [
          { decider: notes, streamId: a, commands: [add('a1'), add('a2')] },
          { decider: notes, streamId: b, commands: [{ type: 'Remove', id: 'nothing' }] },
          { decider: notes, streamId: c, commands: [add('c1')] },
        ],
        person('ann'),
      ).catch(codeOf);
      expect(refused).toBe('NOT_FOUND');
      expect(await store.readStream(a)).toEqual([]);
      expect(await store.readStream(b)).toHaveLength(1);
      expect(await store.readStream(c)).toEqual([]);
      const done = await handleMany(
        store,
        [
          { decider: notes, streamId: a, commands: [add('a1'), add('a2')] },
          { decider: notes, streamId: b, commands: [{ type: 'Remove', id: 'x' }] },
          { decider: notes, streamId: c, commands: [add('c1')] },
        ],
        person('ann'),
      );
      expect(done.map((d) => d.events.length)).toEqual([2, 1, 1]);
      expect(ids(done[0]!.state as { notes: { id: string }[] })).toEqual(['a1', 'a2']);
      const [ra, rb, rc] = [await store.readStream(a), await store.readStream(b), await store.readStream(c)];
      expect([ra.length, rb.length, rc.length]).toEqual([2, 2, 1]);
      // One transaction: the same transaction part of the position for all of them.
      expect(new Set([ra[1]!, rb[1]!, rc[0]!].map((e) => e.position.slice(0, 16))).size).toBe(1);
      expect(done[2]!.position).toBe(rc[0]!.position);
    });

    it('decides again when another process appended to one of its streams in between', async () => {
      const [a, b] = [`note-${randomUUID()}`, `note-${randomUUID()}`];
      await handle(store, notes, a, add('a0'), person('ann'));
      await handle(store, notes, b, add('b0'), person('ann'));
      await handle(other, notes, b, add('b-other'), person('bob'));
      const done = await handleMany(
        store,
        [
          { decider: notes, streamId: a, commands: [add('a1')] },
          { decider: notes, streamId: b, commands: [add('b1')] },
        ],
        person('ann'),
      );
      expect(ids(done[1]!.state as { notes: { id: string }[] })).toEqual(['b0', 'b-other', 'b1']);
      expect((await load(counted(store), notes, b)).state.notes.map((n) => n.id)).toEqual(['b0', 'b-other', 'b1']);
    });

    it('takes its turn after the commands queued on its streams, and those queued after it wait for it', async () => {
      const [a, b] = [`note-${randomUUID()}`, `note-${randomUUID()}`];
      const order: string[] = [];
      const first = handle(store, notes, a, add('first'), person('ann')).then(() => order.push('first'));
      const many = handleMany(
        store,
        [
          { decider: notes, streamId: a, commands: [add('many-a')] },
          { decider: notes, streamId: b, commands: [add('many-b')] },
        ],
        person('ann'),
      ).then(() => order.push('many'));
      const after = handle(store, notes, b, add('after'), person('ann')).then(() => order.push('after'));
      await Promise.all([first, many, after]);
      expect(order).toEqual(['first', 'many', 'after']);
      expect((await load(counted(store), notes, b)).state.notes.map((n) => n.id)).toEqual(['many-b', 'after']);
    });
  });

  describe('a mutation repeated under its clientMutationId', () => {
    const input = (text: string) => ({ text, clientMutationId: 'c-1' });

    it('records each command once: a repeat answers without deciding, and finishes what the first left undone', async () => {
      const [a, b] = [`note-${randomUUID()}`, `note-${randomUUID()}`];
      const run = () => ({ ...person('ann'), mutation: mutationRef('ann', `m-${a}`, 'addNotes', input('x')) });
      // The first run records its command on a, then "dies" before its command on b.
      const first = run();
      await handle(store, notes, a, { type: 'Add', id: 'n1', text: 'x' }, first);
      // The same command again (a second copy under another id: it would be recorded): a repeat answers.
      const repeat = run();
      const again = await handle(store, notes, a, { type: 'Add', id: 'n1-copy', text: 'x' }, repeat);
      expect(again.events).toEqual([]);
      expect(ids(again.state)).toEqual(['n1']);
      const onB = await handle(store, notes, b, { type: 'Add', id: 'n2', text: 'x' }, repeat);
      expect(onB.events).toHaveLength(1);
      // Crossing repeats in flight at once (group commit, another process): still once.
      const crossing = await Promise.all([
        handle(store, notes, a, add('n3'), { ...run(), mutation: mutationRef('ann', `m2-${a}`, 'addNotes', input('y')) }),
        handle(store, notes, a, add('n3-copy'), { ...run(), mutation: mutationRef('ann', `m2-${a}`, 'addNotes', input('y')) }),
        handle(other, notes, a, add('n3-other'), { ...run(), mutation: mutationRef('ann', `m2-${a}`, 'addNotes', input('y')) }),
      ]);
      expect(crossing.filter((c) => c.events.length).length).toBe(1);
      expect((await load(counted(store), notes, a)).state.notes).toHaveLength(2);
      expect((await load(counted(store), notes, b)).state.notes).toHaveLength(1);
    });

    it('is another mutation for another user, and refuses the same id with other input', async () => {
      const a = `note-${randomUUID()}`;
      const id = `m-${a}`;
      await handle(store, notes, a, add('ann-1'), { ...person('ann'), mutation: mutationRef('ann', id, 'addNotes', input('x')) });
      const bob = await handle(store, notes, a, add('bob-1'), {
        ...person('bob'),
        mutation: mutationRef('bob', id, 'addNotes', input('x')),
      });
      expect(bob.events).toHaveLength(1);
      const refused = await handle(store, notes, a, add('ann-2'), {
        ...person('ann'),
        mutation: mutationRef('ann', id, 'addNotes', input('other')),
      }).catch(codeOf);
      expect(refused).toBe('MUTATION_ID_REUSED');
      // The same input in another key order is the same mutation.
      const same = await handle(store, notes, a, add('ann-3'), {
        ...person('ann'),
        mutation: mutationRef('ann', id, 'addNotes', { clientMutationId: 'other', text: 'x' }),
      });
      expect(same.events).toEqual([]);
      expect(ids((await load(counted(store), notes, a)).state)).toEqual(['ann-1', 'bob-1']);
    });

    it('decideFirst answers what the decider would record, its refusal, and no refusal for a command the mutation recorded', async () => {
      const a = `note-${randomUUID()}`;
      const remove = { type: 'Remove', id: 'n1' } as const;
      const loaded = async () => (await load(store, notes, a)).state;
      // Nothing is recorded by asking.
      expect(await decideFirst(store, notes, a, await loaded(), add('n1'), person('ann'))).toEqual([
        { type: 'NoteAdded', data: { id: 'n1', text: 'note n1' } },
      ]);
      expect((await load(counted(store), notes, a)).revision).toBeUndefined();
      await handle(store, notes, a, add('n1'), person('ann'));
      const run = () => ({ ...person('ann'), mutation: mutationRef('ann', `first-${a}`, 'removeNote', input('x')) });
      await handle(store, notes, a, remove, run());
      // Asked again, the removal is refused: for anyone, and for a new mutation...
      const refusal = (actor: ReturnType<typeof person>) =>
        decideFirst(store, notes, a, fold(notes, []), remove, actor).then(() => 'decided', codeOf);
      expect(await refusal(person('ann'))).toBe('NOT_FOUND');
      expect(await refusal({ ...person('ann'), mutation: mutationRef('ann', `other-${a}`, 'removeNote', input('x')) })).toBe(
        'NOT_FOUND',
      );
      // ...but not for a repeat of the mutation that recorded it, which the handler answers as recorded.
      expect(await decideFirst(store, notes, a, await loaded(), remove, run())).toEqual([]);
      expect((await handle(store, notes, a, remove, run())).events).toEqual([]);
      // The same id with another input is refused as the handler refuses it.
      expect(await refusal({ ...person('ann'), mutation: mutationRef('ann', `first-${a}`, 'removeNote', input('y')) })).toBe(
        'MUTATION_ID_REUSED',
      );
    });

    it('is atomic with the events over several streams too, and answers a repeat of handleMany', async () => {
      const [a, b] = [`note-${randomUUID()}`, `note-${randomUUID()}`];
      const actor = () => ({ ...person('ann'), mutation: mutationRef('ann', `many-${a}`, 'restore', input('x')) });
      const items = (suffix: string) => [
        { decider: notes, streamId: a, commands: [add(`a-${suffix}`)] },
        { decider: notes, streamId: b, commands: [add(`b-${suffix}`)] },
      ];
      const first = await handleMany(store, items('1'), actor());
      const repeat = await handleMany(store, items('2'), actor());
      expect(first.map((h) => h.events.length)).toEqual([1, 1]);
      expect(repeat.map((h) => h.events.length)).toEqual([0, 0]);
      const record = await store.readStream(actor().mutation.streamId);
      expect(record.map((e) => e.type)).toEqual(['MutationCommandRecorded', 'MutationCommandRecorded']);
      expect(record[0]!.position.slice(0, 16)).toBe((await store.readStream(a))[0]!.position.slice(0, 16));
    });
  });
});
