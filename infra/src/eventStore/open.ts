import type { Config } from '../config';
import type { Sql } from '../sql/types';
import { journaledAppends } from './appendJournal';
import { createPostgresEventStore } from './postgres';
import { createSqlSnapshotStore } from './snapshots';
import type { EventStore } from './types';

/**
 * The event store the configuration asks for: EventStoreDB when EVENTSTORE_URL is set, otherwise
 * the PostgreSQL event store on `sql` (which the caller opened on DATABASE_URL, or PGlite). Either
 * way the command handler's snapshots live in `sql` (`es_snapshots`).
 */
export async function openEventStore(config: Pick<Config, 'eventStoreUrl'>, sql: Sql): Promise<EventStore> {
  if (!config.eventStoreUrl) return createPostgresEventStore(sql);
  // loaded only here: the EventStoreDB client (gRPC) costs 0.4 s at every start of the embedded default
  const { createEventStoreDbStore } = await import('./eventstoredb');
  // It cannot append to several streams at once: a journal makes those appends whole (appendJournal.ts).
  return journaledAppends(await createEventStoreDbStore(config.eventStoreUrl, await createSqlSnapshotStore(sql)));
}
