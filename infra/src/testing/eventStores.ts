import { randomUUID } from 'node:crypto';
import { createPostgresEventStore } from '../eventStore/postgres';
import type { AppendResult, EventMetadata, EventStore, EventToAppend, ExpectedRevision } from '../eventStore/types';
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases';

/** The metadata of events a test appends straight to a store: by `userId` (null: the system), at `time`. */
export const testMetadata = (userId: string | null = null, time: Date = new Date()): EventMetadata => ({
  userId,
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  time: time.toISOString(),
});

/** An event to append straight to a store, of `type` with `data`, by the system, now. */
export const testEvent = (type: string, data: unknown = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: testMetadata(),
});

/**
 * Appends events (their type and data) to `stream` as one command would record them: each with a
 * fresh id, all with one metadata (`testMetadata`, or the one given).
 */
export const appendTestEvents = (
  store: EventStore,
  stream: string,
  events: readonly { type: string; data: unknown }[],
  { expected = 'any', metadata = testMetadata() }: { expected?: ExpectedRevision; metadata?: EventMetadata } = {},
): Promise<AppendResult> =>
  store.append(
    stream,
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
    expected,
  );

/** A test database of `kind` with the PostgreSQL event store on it; `close` closes both. */
export interface TestEventStore {
  db: TestDatabase;
  store: EventStore;
  /**
   * `appendTestEvents` to this store, then waits until readers of the log see the events (on a
   * PostgreSQL server they are held back while an older transaction of any database on it is in
   * flight, such as another test file's), so that a catch-up or rebuild that follows reads them.
   */
  append(
    stream: string,
    events: readonly { type: string; data: unknown }[],
    options?: { expected?: ExpectedRevision; metadata?: EventMetadata },
  ): Promise<AppendResult>;
  close(): Promise<void>;
}

export async function openTestEventStore(kind: TestDatabaseKind = 'pglite'): Promise<TestEventStore> {
  const db = await openTestDatabase(kind);
  const store = await createPostgresEventStore(db.sql);
  return {
    db,
    store,
    async append(stream, events, options) {
      const result = await appendTestEvents(store, stream, events, options);
      await db.settled();
      return result;
    },
    async close() {
      await store.close();
      await db.close();
    },
  };
}
