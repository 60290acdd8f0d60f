import { describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../eventStore/postgres';
import { migrateJobs } from '../jobs/database';
import { openTestDatabase } from '../testing/databases';
import { migrate } from './migrate';
import { openPostgres } from './postgres';

/**
 * Every role creates the tables it needs when it starts, and compose starts them all at once on an
 * empty database. `CREATE TABLE IF NOT EXISTS` from several sessions at once is not safe on
 * PostgreSQL (two can pass the check, and one fails on the catalog's unique index): `migrate`
 * makes them take turns.
 */
describe.runIf(process.env.DATABASE_URL)('schema changes from processes starting at once on postgres', () => {
  it('create the event store, the job queue and a table of their own on an empty database without a failure', async () => {
    for (let round = 0; round < 3; round++) {
      const db = await openTestDatabase('postgres');
      const processes = await Promise.all(Array.from({ length: 6 }, () => openPostgres(db.url!, 1)));
      try {
        const started = await Promise.allSettled(
          processes.map(async (sql) => {
            const store = await createPostgresEventStore(sql);
            await store.close();
            await migrateJobs(sql);
            await migrate(
              sql,
              'CREATE TABLE IF NOT EXISTS own (id int PRIMARY KEY, v jsonb); CREATE INDEX IF NOT EXISTS own_v ON own USING gin (v)',
            );
          }),
        );
        expect(started.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([]);
      } finally {
        await Promise.all(processes.map((sql) => sql.close()));
        await db.close();
      }
    }
  });
});
