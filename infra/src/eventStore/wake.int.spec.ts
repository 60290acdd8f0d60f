import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from '../testing/databases';
import { testEvent } from '../testing/eventStores';
import type { Sql } from '../sql/types';
import { createPostgresEventStore } from './postgres';
import type { EventStore } from './types';

const ev = (type: string) => testEvent(type);

describe('PostgreSQL event store on PGlite: what an append wakes', () => {
  let sql: Sql;
  let store: EventStore;
  /** The subscription's reads of the log so far, and a signal for each. */
  let reads = 0;
  let onRead = () => undefined as void;
  beforeAll(async () => {
    sql = await openTestPglite();
    const counted = Object.create(sql) as Sql;
    counted.query = async <T>(text: string, params?: readonly unknown[]) => {
      const rows = await sql.query<T>(text, params);
      if (text.includes('WITH head AS')) {
        reads++;
        onRead();
      }
      return rows;
    };
    // No look "anyway" within the test: every read is one an append caused.
    store = await createPostgresEventStore(counted, { pollMs: 600_000 });
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  it('wakes a filtered subscriber only for appends with events it takes', async () => {
    const controller = new AbortController();
    const firstRead = new Promise<void>((resolve) => (onRead = resolve));
    const delivered = (async () => {
      const events = [];
      for await (const batch of store.subscribe({ filter: { eventTypes: ['Wanted'] }, signal: controller.signal })) {
        events.push(...batch);
        controller.abort();
      }
      return events;
    })();
    await firstRead;
    expect(reads).toBe(1);
    for (let i = 0; i < 3; i++) await store.append(`other-${randomUUID()}`, [ev('Other'), ev('Unrelated')], 'no_stream');
    // Two round trips through the one connection: a read an append had caused would be done by now.
    await sql.query('SELECT 1');
    await sql.query('SELECT 1');
    expect(reads).toBe(1);
    await store.append(`wanted-${randomUUID()}`, [ev('Other'), ev('Wanted')], 'no_stream');
    const batch = await delivered;
    expect(batch.map((e) => e.type)).toEqual(['Wanted']);
    expect(reads).toBe(2);
  });
});
