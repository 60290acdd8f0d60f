import { randomUUID } from 'node:crypto';
import { fail, type Decider, type DomainEvent } from '@brandtrail/domain';
import type { Actor } from '../commands/handle';
import type { EventStore, EventToAppend } from '../eventStore/types';
import { testMetadata } from './eventStores';

/**
 * A small aggregate for the command handler's tests: a list of notes that counts, per person, the
 * events each made (from `meta`, as the undo stacks will), and remembers the time of the last one.
 */
export type NoteEvent = DomainEvent<'NoteAdded', { id: string; text: string }> | DomainEvent<'NoteRemoved', { id: string }>;

export type NoteCommand = { type: 'Add'; id: string; text: string } | { type: 'Remove'; id: string };

export interface NoteState {
  notes: { id: string; text: string }[];
  /** Events per acting user ('system' for null, 'none' when an event came without meta). */
  byUser: Record<string, number>;
  lastTime: string | null;
}

export const noteDecider = (every?: number, key = 'notes-1'): Decider<NoteState, NoteCommand, NoteEvent> => ({
  snapshot: { key, ...(every !== undefined && { every }) },
  initialState: { notes: [], byUser: {}, lastTime: null },
  evolve: (state, event) => {
    const who = event.meta ? (event.meta.userId ?? 'system') : 'none';
    const counted = {
      ...state,
      byUser: { ...state.byUser, [who]: (state.byUser[who] ?? 0) + 1 },
      lastTime: event.meta?.time ?? null,
    };
    switch (event.type) {
      case 'NoteAdded':
        return { ...counted, notes: [...state.notes, event.data] };
      case 'NoteRemoved':
        return { ...counted, notes: state.notes.filter((n) => n.id !== event.data.id) };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Add':
        if (!command.text) fail('VALIDATION');
        if (state.notes.some((n) => n.id === command.id)) return [];
        return [{ type: 'NoteAdded', data: { id: command.id, text: command.text } }];
      case 'Remove':
        if (!state.notes.some((n) => n.id === command.id)) fail('NOT_FOUND');
        return [{ type: 'NoteRemoved', data: { id: command.id } }];
    }
  },
});

export const person = (userId: string | null, now = new Date()): Actor => ({
  userId,
  admin: userId === null,
  now,
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  locale: 'en',
});

/** Appends `count` NoteAdded events straight to the store (no handler, so no snapshots), `time` per index. */
export async function appendNotes(
  store: EventStore,
  streamId: string,
  count: number,
  time: (index: number) => Date = () => new Date(),
  first = 0,
): Promise<void> {
  for (let from = 0; from < count; from += 500) {
    const events: EventToAppend[] = [];
    for (let i = from; i < Math.min(count, from + 500); i++)
      events.push({
        id: randomUUID(),
        type: 'NoteAdded',
        data: { id: `n${first + i}`, text: `note ${first + i}` },
        metadata: testMetadata(`u${(first + i) % 3}`, time(first + i)),
      });
    await store.append(streamId, events, 'any');
  }
}

/**
 * The store with its reads counted: another process's view of the same database (the handler keeps
 * folds per store object, so a new view starts cold), and how many events it read.
 */
export function counted(
  store: EventStore,
): EventStore & { reads: number; eventsRead: number; appends: number; manyReads: number } {
  const view = {
    ...store,
    reads: 0,
    eventsRead: 0,
    appends: 0,
    /** readStreams calls (their events count in eventsRead). */
    manyReads: 0,
    ...(store.readStreams && {
      readStreams: async (...args: Parameters<NonNullable<EventStore['readStreams']>>) => {
        const read = await store.readStreams!(...args);
        view.manyReads++;
        for (const events of read.values()) view.eventsRead += events.length;
        return read;
      },
    }),
    readStream: async (...args: Parameters<EventStore['readStream']>) => {
      const events = await store.readStream(...args);
      view.reads++;
      view.eventsRead += events.length;
      return events;
    },
    append: async (...args: Parameters<EventStore['append']>) => {
      view.appends++;
      return store.append(...args);
    },
  };
  return view;
}
