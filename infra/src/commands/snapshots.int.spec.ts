import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandDecider,
  elementTypes,
  fold,
  newElement,
  pageDecider,
  type BrandEvent,
  type Decider,
  type DomainEvent,
  type PageElement,
  type PageEvent,
} from '@brandtrail/domain';
import { createPostgresEventStore } from '../eventStore/postgres';
import type { EventStore, EventToAppend } from '../eventStore/types';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { appendNotes, counted, noteDecider, person, type NoteEvent, type NoteState } from '../testing/notes';
import { toDomainEvent } from './fold';
import { handle, load, loadAt, loadMany } from './handle';

const T0 = Date.parse('2026-03-01T09:00:00.000Z');
/** Event i happened i seconds after T0, except 121, which shares its time with 120. */
const timeOf = (i: number) => new Date(T0 + (i === 121 ? 120 : i) * 1000);

describe.each(testDatabaseKinds())('snapshots on %s', (kind) => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    store = await createPostgresEventStore(db.sql);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  /** The fold of the stream's events up to `upTo` (all without), read and folded here, without the handler. */
  const fullFold = async <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string, upTo = Infinity) =>
    fold(
      decider,
      (await store.readStream(streamId)).filter((r) => r.revision <= upTo).map((r) => toDomainEvent<E>(r)),
    );
  const snapshotRevisions = async (streamId: string, key = 'notes-1') =>
    (
      await db.sql.query<{ revision: string | number }>(
        'SELECT revision FROM es_snapshots WHERE stream_id = $1 AND key = $2 ORDER BY revision',
        [streamId, key],
      )
    ).map((r) => Number(r.revision));

  it('a cold load starts from the snapshot a long read left, and equals the full fold', async () => {
    const notes = noteDecider();
    const stream = `note-${randomUUID()}`;
    await appendNotes(store, stream, 250, timeOf);
    const first = counted(store);
    expect((await load(first, notes, stream)).revision).toBe(249);
    expect(first.eventsRead).toBe(250);
    expect(await snapshotRevisions(stream)).toEqual([249]);

    // Another process (a view with nothing kept) reads the snapshot's own event only, to check it.
    const second = counted(store);
    const cold = await load(second, notes, stream);
    expect(second.eventsRead).toBe(1);
    expect(cold).toMatchObject({ revision: 249, state: await fullFold(notes, stream) });

    await appendNotes(store, stream, 30, timeOf, 250);
    const third = counted(store);
    const later = await load(third, notes, stream);
    expect(third.eventsRead).toBe(31);
    expect(later).toMatchObject({ revision: 279, state: await fullFold(notes, stream) });
    expect(later.state.notes).toHaveLength(280);
    // 30 events folded are fewer than `every`: no new snapshot
    expect(await snapshotRevisions(stream)).toEqual([249]);
  });

  it('loadMany reads several streams together (snapshots, then tails), and commands on them then decide without reading', async () => {
    const notes = noteDecider();
    const [withSnapshot, short, missing, badSnapshot] = ['a', 'b', 'c', 'd'].map((n) => `note-${n}-${randomUUID()}`) as [
      string,
      string,
      string,
      string,
    ];
    await appendNotes(store, withSnapshot, 250, timeOf);
    await load(counted(store), notes, withSnapshot); // leaves a snapshot at 249
    await appendNotes(store, withSnapshot, 5, timeOf, 250);
    await appendNotes(store, short, 30, timeOf);
    await appendNotes(store, badSnapshot, 120, timeOf);
    // A snapshot of another log (its event id is not the stream's): not taken.
    await store.snapshots!.save(badSnapshot, 'notes-1', [
      { revision: 99, eventId: randomUUID(), time: timeOf(99).toISOString(), state: { notes: [], byUser: { nobody: 1 } } },
    ]);
    const view = counted(store);
    await loadMany(view, notes, [withSnapshot, short, missing, badSnapshot]);
    expect(view.manyReads).toBe(1);
    // The snapshot's own event and the 5 after it, 30, nothing, and the bad snapshot's stream read again from the start.
    expect(view.reads).toBe(1);
    expect(view.eventsRead).toBe(6 + 30 + 0 + 21 + 120);
    for (const stream of [withSnapshot, short, badSnapshot])
      expect((await loadAt(view, notes, stream)).state).toEqual(await fullFold(notes, stream));
    const reads = view.reads;
    await handle(view, notes, withSnapshot, { type: 'Add', id: 'x', text: 'after' }, person('alice'));
    await handle(view, notes, short, { type: 'Add', id: 'y', text: 'after' }, person('alice'));
    await handle(view, notes, missing, { type: 'Add', id: 'z', text: 'first' }, person('alice'));
    expect(view.reads).toBe(reads);
    expect(view.appends).toBe(3);

    // Kept streams: only what was appended since (here by another process) is read.
    await appendNotes(store, short, 3, timeOf, 31);
    const before = view.eventsRead;
    await loadMany(view, notes, [short, missing]);
    expect(view.eventsRead - before).toBe(3);
    expect((await load(view, notes, short)).state).toEqual(await fullFold(notes, short));
    expect((await load(view, notes, missing)).state.notes).toHaveLength(1);
  });

  it('commands store a snapshot whenever an append passes a multiple of `every`, with who made each event', async () => {
    const notes = noteDecider(10);
    const stream = `note-${randomUUID()}`;
    for (let i = 0; i < 25; i++)
      await handle(store, notes, stream, { type: 'Add', id: `a${i}`, text: `alice ${i}` }, person('alice'));
    expect(await snapshotRevisions(stream)).toEqual([9, 19]);
    // Twelve at once: decided together, recorded in one or two appends that pass revision 29.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        handle(store, notes, stream, { type: 'Add', id: `b${i}`, text: `bob ${i}` }, person('bob')),
      ),
    );
    const revisions = await snapshotRevisions(stream);
    expect(revisions.slice(0, 2)).toEqual([9, 19]);
    expect(revisions.slice(2).some((r) => r >= 29 && r <= 36)).toBe(true);
    const view = counted(store);
    const cold = await load(view, notes, stream);
    expect(view.eventsRead).toBeLessThanOrEqual(8);
    expect(cold.state).toEqual(await fullFold(notes, stream));
    expect(cold.state.byUser).toEqual({ alice: 25, bob: 12 });
    expect((await load(store, notes, stream)).state.byUser).toEqual({ alice: 25, bob: 12 });
  });

  it('loadAt answers the state at exact revisions, and the initial state before the first event', async () => {
    const notes = noteDecider();
    const stream = `note-${randomUUID()}`;
    await appendNotes(store, stream, 250, timeOf);
    for (const revision of [0, 1, 9, 98, 99, 100, 101, 149, 199, 200, 248, 249, 400]) {
      const view = counted(store);
      const at = await loadAt(view, notes, stream, { revision });
      const last = Math.min(revision, 249);
      expect({ revision: at.revision, time: at.time }).toEqual({ revision: last, time: timeOf(last) });
      expect(at.state).toEqual(await fullFold(notes, stream, revision));
      expect(at.state.notes).toHaveLength(last + 1);
    }
    expect(await loadAt(counted(store), notes, stream, { revision: -1 })).toEqual({
      state: notes.initialState,
      revision: undefined,
      time: undefined,
    });
    expect(await loadAt(counted(store), notes, `note-${randomUUID()}`)).toEqual({
      state: notes.initialState,
      revision: undefined,
      time: undefined,
    });
    expect((await loadAt(counted(store), notes, stream)).revision).toBe(249);
  });

  it('loadAt by time includes every event of that moment (two share one) and none after it', async () => {
    const notes = noteDecider();
    const stream = `note-${randomUUID()}`;
    await appendNotes(store, stream, 250, timeOf);
    const cases: [{ revision?: number; time?: Date }, number | undefined][] = [
      [{ time: timeOf(120) }, 121],
      [{ time: new Date(timeOf(120).getTime() - 1) }, 119],
      [{ time: new Date(timeOf(120).getTime() + 999) }, 121],
      [{ time: timeOf(122) }, 122],
      [{ time: timeOf(0) }, 0],
      [{ time: new Date(T0 - 1) }, undefined],
      [{ time: timeOf(5000) }, 249],
      [{ revision: 50, time: timeOf(120) }, 50],
      [{ revision: 200, time: timeOf(60) }, 60],
      [{ revision: 120, time: timeOf(121) }, 120],
    ];
    for (const [at, expected] of cases) {
      const found = await loadAt(counted(store), notes, stream, at);
      expect({ at, revision: found.revision }).toEqual({ at, revision: expected });
      if (expected === undefined) {
        expect(found).toEqual({ state: notes.initialState, revision: undefined, time: undefined });
        continue;
      }
      expect(found.time).toEqual(timeOf(expected));
      expect(found.state).toEqual(await fullFold(notes, stream, expected));
    }
  });

  it('a long loadAt stores the snapshots it passed, and the next look at that stretch starts there', async () => {
    const notes = noteDecider();
    const stream = `note-${randomUUID()}`;
    await appendNotes(store, stream, 250, timeOf);
    const first = counted(store);
    await loadAt(first, notes, stream, { revision: 230 });
    expect(first.eventsRead).toBe(231);
    expect(await snapshotRevisions(stream)).toEqual([99, 199]);

    const byRevision = counted(store);
    const at210 = await loadAt(byRevision, notes, stream, { revision: 210 });
    expect(byRevision.eventsRead).toBe(12); // the snapshot's own event, then 200 to 210
    expect(at210.state).toEqual(await fullFold(notes, stream, 210));

    const byTime = counted(store);
    const at150 = await loadAt(byTime, notes, stream, { time: timeOf(150) });
    expect(byTime.eventsRead).toBeLessThanOrEqual(101); // from the snapshot at 99, one read
    expect(at150).toMatchObject({ revision: 150, state: await fullFold(notes, stream, 150) });

    // Nothing new passed (from 199 to 230 is fewer than `every`): nothing more written.
    await loadAt(counted(store), notes, stream, { revision: 230 });
    expect(await snapshotRevisions(stream)).toEqual([99, 199]);
  });

  it('ignores a snapshot under another key or of another log, and starts from one that matches', async () => {
    const notes = noteDecider();
    const stream = `note-${randomUUID()}`;
    await appendNotes(store, stream, 120, timeOf);
    const recorded = await store.readStream(stream);
    const poisoned: NoteState = { notes: [{ id: 'poison', text: 'not from this stream' }], byUser: {}, lastTime: null };
    const plant = async (key: string, eventId: string) => {
      await db.sql.query('DELETE FROM es_snapshots WHERE stream_id = $1', [stream]);
      await store.snapshots!.save(stream, key, [{ revision: 99, eventId, time: timeOf(99).toISOString(), state: poisoned }]);
    };
    const full = await fullFold(notes, stream);

    await plant('notes-0', recorded[99]!.id);
    expect((await load(counted(store), notes, stream)).state).toEqual(full);
    expect((await loadAt(counted(store), notes, stream, { revision: 110 })).state).toEqual(await fullFold(notes, stream, 110));

    await plant('notes-1', randomUUID());
    expect((await load(counted(store), notes, stream)).state).toEqual(full);

    // The same snapshot with the right key and event is taken as it is (snapshots are trusted).
    await plant('notes-1', recorded[99]!.id);
    const started = await loadAt(counted(store), notes, stream, { revision: 110 });
    expect(started.state.notes.map((n) => n.id)).toEqual(['poison', ...Array.from({ length: 11 }, (_, i) => `n${100 + i}`)]);
    // ... and by a decider whose key it carries, only
    const other = noteDecider(undefined, 'notes-0');
    expect((await loadAt(counted(store), other, stream, { revision: 110 })).state).toEqual(await fullFold(notes, stream, 110));
  });

  it("the page and brand deciders' states come back from a snapshot as they were folded", async () => {
    const meta = (i: number): EventToAppend['metadata'] => ({
      userId: `u${i % 2}`,
      impersonatorId: null,
      correlationId: randomUUID(),
      causationId: null,
      time: timeOf(i).toISOString(),
    });
    const append = (stream: string, events: DomainEvent[]) =>
      store.append(
        stream,
        events.map((e, i) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: meta(i) })),
        'no_stream',
      );
    const pageId = randomUUID();
    const ids = Array.from({ length: 40 }, () => randomUUID());
    const page: PageEvent[] = [
      {
        type: 'PageCreated',
        data: {
          id: pageId,
          brandId: randomUUID(),
          name: 'Colours',
          slug: 'colours',
          parentId: null,
          fontAsset: null,
          textColor: null,
          textColorElement: null,
          backgroundColor: null,
          backgroundColorElement: null,
        },
      },
      ...ids.map((id, i): PageEvent => ({
        type: 'ElementAdded',
        data: { index: i, element: newElement(elementTypes[i % elementTypes.length]!, id) as PageElement },
      })),
      ...Array.from({ length: 60 }, (_, i): PageEvent => ({
        type: 'ElementUpdated',
        data: { id: ids[i % ids.length]!, changes: { width: 0.25 + i / 100 } },
      })),
      { type: 'ElementsSorted', data: { order: [...ids].reverse() } },
      ...ids.slice(0, 5).map((id): PageEvent => ({ type: 'ElementDeleted', data: { id } })),
    ];
    const brandId = `brand-${randomUUID()}`;
    const owner = randomUUID();
    const brand: BrandEvent[] = [
      {
        type: 'BrandCreated',
        data: {
          name: 'Acme',
          slug: `acme-${randomUUID()}`,
          bio: '',
          usp: '',
          public: false,
          publicIndex: false,
          plan: 'free',
          ownerId: owner,
        },
      },
      ...Array.from({ length: 50 }, (_, i): BrandEvent[] => {
        const userId = randomUUID();
        const invitationId = randomUUID();
        return [
          { type: 'BrandMemberAdded', data: { userId, role: 'viewer', via: 'added' } },
          { type: 'BrandInvitationCreated', data: { invitationId, email: `p${i}@example.com`, role: 'editor', token: `t${i}` } },
          i % 2
            ? { type: 'BrandMemberRoleChanged', data: { userId, role: 'editor' } }
            : { type: 'BrandMemberRemoved', data: { userId, left: true } },
        ];
      }).flat(),
      { type: 'BrandUpdated', data: { colors: [{ hex: 'FF0000', label: 'Red' }], fonts: ['Inter'], logo: null } },
    ];
    for (const [decider, stream, events] of [
      [pageDecider, `page-${pageId}`, page],
      [brandDecider, brandId, brand],
    ] as [Decider<unknown, unknown, DomainEvent>, string, DomainEvent[]][]) {
      expect(events.length).toBeGreaterThanOrEqual(100);
      await append(stream, events);
      await load(counted(store), decider, stream);
      expect(await snapshotRevisions(stream, decider.snapshot!.key)).toEqual([events.length - 1]);
      const view = counted(store);
      const cold = await load(view, decider, stream);
      expect(view.eventsRead).toBe(1);
      expect(cold.state).toEqual(await fullFold(decider, stream));
    }
  });
  it('prune keeps the newest snapshots and the first of each thousand revisions before them, and every moment still loads', async () => {
    const notes = noteDecider();
    const stream = `note-${randomUUID()}`;
    await appendNotes(store, stream, 3050, timeOf);
    // A fold of the whole stream stores the 30 snapshots it passed (99, 199, ..., 2999).
    await loadAt(counted(store), notes, stream, { revision: 3049 });
    const every = Array.from({ length: 30 }, (_, i) => 99 + i * 100);
    expect(await snapshotRevisions(stream)).toEqual(every);
    const recorded = await store.readStream(stream, { fromRevision: 99, maxCount: 1 });
    await store.snapshots!.save(stream, 'notes-0', [
      {
        revision: 99,
        eventId: recorded[0]!.id,
        time: timeOf(99).toISOString(),
        state: { notes: [], byUser: {}, lastTime: null },
      },
    ]);
    const kept = [99, 999, 1999, ...every.slice(-10)];
    // (other tests' snapshots in this database go too: their keys are not named)
    expect(await store.snapshots!.prune!(['notes-1'])).toBeGreaterThanOrEqual(every.length - kept.length + 1);
    expect(await snapshotRevisions(stream)).toEqual(kept);
    expect(await snapshotRevisions(stream, 'notes-0')).toEqual([]);
    expect(await store.snapshots!.prune!(['notes-1'])).toBe(0);

    const events = (await store.readStream(stream)).map((r) => toDomainEvent<NoteEvent>(r));
    for (const revision of [0, 150, 998, 1500, 1998, 2050, 2500, 3049]) {
      const view = counted(store);
      const at = await loadAt(view, notes, stream, { revision });
      expect(at.state).toEqual(fold(notes, events.slice(0, revision + 1)));
      // From a snapshot at most a thousand revisions before the moment (its own event read too).
      expect(view.eventsRead).toBeLessThanOrEqual(1001);
    }
    // Those reads stored snapshots they passed in the thinned stretch; the next prune takes them back.
    expect((await snapshotRevisions(stream)).length).toBeGreaterThan(kept.length);
    await store.snapshots!.prune!(['notes-1']);
    expect(await snapshotRevisions(stream)).toEqual(kept);
  }, 60_000);
});
