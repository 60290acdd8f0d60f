import { randomUUID } from 'node:crypto';
import { log } from '../log';
import { WrongExpectedVersionError, type AppendResult, type EventMetadata, type EventStore, type StreamAppend } from './types';

/**
 * Whole-or-nothing appends to several streams on a store that cannot make them in one write
 * (EventStoreDB: neither its client nor servers before KurrentDB 25.1 can; issue 24, 19 and 21).
 *
 * `journaledAppends(store)` gives such a store an `appendMany` that records its intent first: one
 * `AppendIntended` event on the journal stream holding every write (its stream, its expected
 * revision and its events with their ids), then the writes one after another, then
 * `AppendFinished`. When the process dies between the intent and its end, the next start finishes
 * it (`finishOpenIntents`, run by `journaledAppends` before it answers): each write is appended
 * again with the same event ids at the same expected revision, which the store answers without
 * writing when it was written already (the port's idempotent re-append) and writes when it was not.
 * A restore killed at any moment after its intent was recorded is therefore whole after the next
 * start, and one killed before it left nothing.
 *
 * What it cannot do: make a write whole when another writer appended to one of its streams in
 * between (another process, while this one wrote the first streams). Then the write that met the
 * other is refused (WrongExpectedVersionError, as from an atomic store) but the writes before it are
 * in the log; the intent is closed as `partial` and the command handler decides again against the
 * streams as they now are. Within one process the handler's per-stream queues rule that out.
 */

export const APPEND_JOURNAL_STREAM = 'append-journal';

type Outcome = 'done' | 'refused' | 'partial';

interface IntendedData {
  writes: StreamAppend[];
}
interface FinishedData {
  intent: string;
  outcome: Outcome;
}

/** How many journal events one backwards read takes while looking for the open intents. */
const PAGE = 500;

const systemMetadata = (): EventMetadata => ({
  userId: null,
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  time: new Date().toISOString(),
});

async function finish(store: EventStore, intent: string, outcome: Outcome, metadata: EventMetadata): Promise<void> {
  const data: FinishedData = { intent, outcome };
  await store.append(APPEND_JOURNAL_STREAM, [{ id: randomUUID(), type: 'AppendFinished', data, metadata }], 'any');
}

/** Appends the writes in order; a refusal names how far it got. */
async function appendInOrder(store: EventStore, writes: readonly StreamAppend[]): Promise<AppendResult[]> {
  const results: AppendResult[] = [];
  for (const w of writes) {
    try {
      results.push(await store.append(w.streamId, w.events, w.expected));
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw Object.assign(error, { written: results.length });
      throw error;
    }
  }
  return results;
}

async function appendMany(store: EventStore, writes: readonly StreamAppend[]): Promise<AppendResult[]> {
  if (new Set(writes.map((w) => w.streamId)).size !== writes.length) throw new Error('appendMany takes one write per stream');
  const metadata = writes[0]?.events[0]?.metadata ?? systemMetadata();
  const intent = randomUUID();
  const data: IntendedData = { writes: [...writes] };
  await store.append(APPEND_JOURNAL_STREAM, [{ id: intent, type: 'AppendIntended', data, metadata }], 'any');
  let results: AppendResult[];
  try {
    results = await appendInOrder(store, writes);
  } catch (error) {
    // A refusal closes the intent (refused before anything was written, else partial); any other
    // failure (the store unreachable) leaves it open for the next start to finish.
    if (error instanceof WrongExpectedVersionError) {
      const written = (error as WrongExpectedVersionError & { written: number }).written;
      if (written > 0) log.error('a journaled append was cut by another writer', { intent, stream: error.streamId, written });
      await finish(store, intent, written === 0 ? 'refused' : 'partial', metadata);
    }
    throw error;
  }
  // Were this lost, the next start would append the writes again, which writes nothing.
  await finish(store, intent, 'done', metadata);
  return results;
}

/**
 * Finishes every intent of the journal that has no `AppendFinished`, oldest first, and marks the
 * journal swept so that the next start reads back only to here. Answers how many it finished.
 */
export async function finishOpenIntents(store: EventStore): Promise<number> {
  const finished = new Set<string>();
  const open: { intent: string; revision: number; data: IntendedData; metadata: EventMetadata }[] = [];
  let from: number | undefined;
  scan: for (;;) {
    const page = await store.readStream(APPEND_JOURNAL_STREAM, {
      direction: 'backwards',
      maxCount: PAGE,
      ...(from !== undefined && { fromRevision: from }),
    });
    for (const e of page) {
      if (e.type === 'AppendJournalSwept') break scan;
      if (e.type === 'AppendFinished') finished.add((e.data as FinishedData).intent);
      if (e.type === 'AppendIntended' && !finished.has(e.id))
        open.push({ intent: e.id, revision: e.revision, data: e.data as IntendedData, metadata: e.metadata });
    }
    const last = page[page.length - 1];
    if (page.length < PAGE || !last || last.revision === 0) break;
    from = last.revision - 1;
  }
  open.sort((a, b) => a.revision - b.revision);
  for (const { intent, data, metadata } of open) {
    let outcome: Outcome = 'done';
    try {
      await appendInOrder(store, data.writes);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const written = (error as WrongExpectedVersionError & { written: number }).written;
      outcome = written === 0 ? 'refused' : 'partial';
      log.error('an unfinished journaled append could not be finished', { intent, stream: error.streamId, written });
    }
    await finish(store, intent, outcome, metadata);
  }
  const swept = { id: randomUUID(), type: 'AppendJournalSwept', data: { finished: open.length }, metadata: systemMetadata() };
  await store.append(APPEND_JOURNAL_STREAM, [swept], 'any');
  if (open.length) log.info('unfinished journaled appends finished', { count: open.length });
  return open.length;
}

/**
 * The store with a journaled `appendMany` (see above), after finishing what an earlier process left
 * open. A store that appends to several streams at once is answered as it is.
 */
export async function journaledAppends(store: EventStore): Promise<EventStore> {
  if (store.appendMany) return store;
  await finishOpenIntents(store);
  // Everything else is the store's own (its methods, its snapshots); the handler keeps its queues
  // and folds per store object, so the product uses this one alone.
  const journaled = Object.create(store) as EventStore;
  Object.defineProperty(journaled, 'appendMany', { value: (writes: readonly StreamAppend[]) => appendMany(store, writes) });
  return journaled;
}
