import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEventStore, testEvent, type TestEventStore } from '../testing/eventStores';
import type { Sql } from '../sql/types';
import type { EventStore, RecordedEvent, SubscribeOptions } from './types';

const ev = (type: string, n: number) => testEvent(type, { n });

/** Subscribes until `until` holds for what arrived, then stops; resolves with the events. */
async function take(store: EventStore, options: Omit<SubscribeOptions, 'signal'>, until: (events: RecordedEvent[]) => boolean) {
  const controller = new AbortController();
  const events: RecordedEvent[] = [];
  for await (const batch of store.subscribe({ ...options, signal: controller.signal })) {
    events.push(...batch);
    if (until(events)) controller.abort();
  }
  return events;
}

describe('PostgreSQL event store: a filtered subscription from the start that found nothing', () => {
  let opened: TestEventStore;
  let sql: Sql;
  let store: EventStore;
  beforeAll(async () => {
    ({ store } = opened = await openTestEventStore());
    sql = opened.db.sql;
  });
  afterAll(() => opened.close());

  const marks = () => sql.query<{ filter: string; position: string }>('SELECT filter, position FROM es_filter_marks');

  it('marks where it found nothing, and the next one begins there without missing what came after', async () => {
    for (let n = 0; n < 5; n++) await store.append(`a-${n}`, [ev('A', n)], 'no_stream');
    const head = await store.headPosition();

    // Nothing of type B in the log: the subscription marks the head once it is caught up.
    const controller = new AbortController();
    const idle = (async () => {
      for await (const batch of store.subscribe({ filter: { eventTypes: ['B', 'C'] }, signal: controller.signal }))
        throw new Error(`delivered ${batch.length} events`);
    })();
    for (;;) {
      const rows = await marks();
      if (rows.length) {
        expect(rows).toEqual([{ filter: JSON.stringify([['B', 'C'], []]), position: head }]);
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    controller.abort();
    await idle;

    await store.append('b-0', [ev('B', 0)], 'no_stream');
    await store.append('a-9', [ev('A', 9)], 'no_stream');
    // The same filter in another order begins at the mark and gets the B appended after it.
    const later = await take(store, { filter: { eventTypes: ['C', 'B'] } }, (events) => events.length >= 1);
    expect(later.map((e) => [e.type, e.data])).toEqual([['B', { n: 0 }]]);
    // A filter that matches from the start is not marked and gets everything from the start.
    const all = await take(store, { filter: { eventTypes: ['A'] } }, (events) => events.length >= 6);
    expect(all.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 9]);
    expect(await marks()).toHaveLength(1);
  });
});
