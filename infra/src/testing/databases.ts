import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../sql/pglite';
import { openPostgres } from '../sql/postgres';
import type { Sql } from '../sql/types';
import { emptyPgliteArchive } from './pgliteTemplate';

/** An empty PGlite database in memory, from the run's one initdb (testing/pgliteTemplate.ts). */
export const openTestPglite = async (): Promise<Sql> => openPglite(undefined, { loadDataDir: await emptyPgliteArchive() });

/**
 * Test databases. Every suite gets its own: PGlite in memory always, and when DATABASE_URL is set
 * a fresh database on that server (created here, dropped in `close`), so that suites running in
 * parallel never see each other's tables.
 */
export interface TestDatabase {
  name: string;
  sql: Sql;
  /** Connection string of the server database; undefined for PGlite. */
  url: string | undefined;
  /** `logSettled` on this database: the suites beside this one keep transactions open. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Resolves once every transaction of the database server that began before the call has ended:
 * then the log's reads (readAll, headPosition, subscriptions), which stop below the oldest
 * transaction still open anywhere on the server, show every event committed before the call.
 * Immediate on PGlite, where one connection does everything in turn.
 */
export async function logSettled(sql: Sql): Promise<void> {
  if (sql.kind === 'pglite') return;
  const [{ xid }] = (await sql.query<{ xid: string }>(`SELECT pg_current_xact_id()::text AS xid`)) as [{ xid: string }];
  for (let waited = 0; ; waited += 20) {
    const [{ past }] = (await sql.query<{ past: boolean }>(`SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS past`, [
      xid,
    ])) as [{ past: boolean }];
    if (past) return;
    if (waited > 45_000) throw new Error('a transaction of the database server stayed open for 45 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kinds this run can use: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testDatabaseKinds = (): TestDatabaseKind[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const sql = await openTestPglite();
    return { name: 'PGlite', sql, url: undefined, settled: () => logSettled(sql), close: () => sql.close() };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const dbName = `bt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const sql = await openPostgres(url.toString(), 20);
  return {
    name: 'PostgreSQL',
    sql,
    url: url.toString(),
    settled: () => logSettled(sql),
    async close() {
      await sql.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}
