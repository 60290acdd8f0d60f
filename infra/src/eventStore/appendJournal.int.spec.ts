import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEventStore, testEvent, type TestEventStore } from '../testing/eventStores';
import { withoutAppendMany } from '../testing/singleStreamStore';
import { APPEND_JOURNAL_STREAM, finishOpenIntents, journaledAppends } from './appendJournal';
import { WrongExpectedVersionError, type EventStore, type StreamAppend } from './types';

/**
 * The journal that makes appends to several streams whole on a store that cannot write them at once
 * (EventStoreDB), run on PGlite's store with its own `appendMany` hidden. A process dying part way is
 * a store whose appends start failing (as a connection that went away), after which a new process
 * (`journaledAppends` on the same log) must find the writes whole.
 */

const ev = (type: string) => testEvent(type, { at: randomUUID() });

/** A journaled store whose appends fail after `dieAfter` more of them (the journal's own count). */
async function dyingAfter(store: EventStore, dieAfter: number): Promise<EventStore> {
  const plain = withoutAppendMany(store);
  const journaled = await journaledAppends(plain);
  let appends = 0;
  Object.defineProperty(plain, 'append', {
    value: async (...args: Parameters<EventStore['append']>) => {
      if (appends++ >= dieAfter) throw new Error('the process died');
      return store.append(...args);
    },
  });
  return journaled;
}

describe('journaled appends to several streams (EventStoreDB)', () => {
  let opened: TestEventStore;
  let store: EventStore;
  beforeAll(async () => {
    ({ store } = opened = await openTestEventStore());
  });
  afterAll(() => opened.close());

  const writesTo = (n: number): StreamAppend[] =>
    Array.from({ length: n }, (_, i) => ({
      streamId: `journal-${randomUUID()}`,
      events: [ev(`Made${i}`), ev('Changed')],
      expected: 'no_stream',
    }));
  const ids = async (streamId: string) => (await store.readStream(streamId)).map((e) => e.id);
  const journal = async () => (await store.readStream(APPEND_JOURNAL_STREAM)).map((e) => e.type);

  it('writes every stream and closes its intent', async () => {
    const journaled = await journaledAppends(withoutAppendMany(store));
    expect('appendMany' in journaled && typeof journaled.appendMany === 'function').toBe(true);
    const writes = writesTo(3);
    const results = await journaled.appendMany!(writes);
    expect(results.map((r) => r.nextRevision)).toEqual([1, 1, 1]);
    for (const w of writes) expect(await ids(w.streamId)).toEqual(w.events.map((e) => e.id));
    expect((await journal()).slice(-2)).toEqual(['AppendIntended', 'AppendFinished']);
  });

  it.each([1, 2, 3, 4])('finishes at the next start a write cut off after %i appends, each event once', async (dieAfter) => {
    const writes = writesTo(4);
    // The journal's own append is the first: after 1 the intent is recorded and no stream written.
    const dying = await dyingAfter(store, dieAfter);
    await expect(dying.appendMany!(writes)).rejects.toThrow('the process died');
    const written = await Promise.all(writes.map((w) => ids(w.streamId)));
    expect(written.filter((w) => w.length > 0)).toHaveLength(dieAfter - 1);

    const next = await journaledAppends(withoutAppendMany(store));
    expect(next).toBeDefined();
    for (const w of writes) expect(await ids(w.streamId)).toEqual(w.events.map((e) => e.id));
    expect((await journal()).slice(-2)).toEqual(['AppendFinished', 'AppendJournalSwept']);
    // Nothing is left open: the start after finishes nothing.
    expect(await finishOpenIntents(withoutAppendMany(store))).toBe(0);
  });

  it('leaves nothing when the journal itself could not be written', async () => {
    const writes = writesTo(2);
    const dying = await dyingAfter(store, 0);
    await expect(dying.appendMany!(writes)).rejects.toThrow('the process died');
    expect(await finishOpenIntents(withoutAppendMany(store))).toBe(0);
    for (const w of writes) expect(await ids(w.streamId)).toEqual([]);
  });

  it('refuses a write whose first stream moved, writes nothing and closes the intent as refused', async () => {
    const journaled = await journaledAppends(withoutAppendMany(store));
    const writes = writesTo(2);
    await store.append(writes[0]!.streamId, [ev('Other')], 'no_stream');
    await expect(journaled.appendMany!(writes)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await ids(writes[1]!.streamId)).toEqual([]);
    const last = (await store.readStream(APPEND_JOURNAL_STREAM, { direction: 'backwards', maxCount: 1 }))[0]!;
    expect(last.type).toBe('AppendFinished');
    expect(last.data).toMatchObject({ outcome: 'refused' });
    expect(await finishOpenIntents(withoutAppendMany(store))).toBe(0);
  });

  it('does not finish an intent whose later stream another writer moved meanwhile, and closes it', async () => {
    const writes = writesTo(2);
    const dying = await dyingAfter(store, 2);
    await expect(dying.appendMany!(writes)).rejects.toThrow('the process died');
    // Another process wrote to the second stream before the next start.
    await store.append(writes[1]!.streamId, [ev('Other')], 'no_stream');
    expect(await finishOpenIntents(withoutAppendMany(store))).toBe(1);
    expect(await ids(writes[1]!.streamId)).toHaveLength(1);
    const finished = (await store.readStream(APPEND_JOURNAL_STREAM, { direction: 'backwards', maxCount: 2 }))[1]!;
    expect(finished.data).toMatchObject({ outcome: 'partial' });
    expect(await finishOpenIntents(withoutAppendMany(store))).toBe(0);
  });
});
