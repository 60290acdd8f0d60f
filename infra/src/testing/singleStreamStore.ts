import type { EventStore } from '../eventStore/types';

/**
 * The store as one that cannot append to several streams at once (EventStoreDB's adapter): the same
 * log, without `appendMany`. Tests run the append journal (appendJournal.ts) on it.
 */
export function withoutAppendMany(store: EventStore): EventStore {
  const plain = Object.create(store) as EventStore;
  Object.defineProperty(plain, 'appendMany', { value: undefined });
  return plain;
}
