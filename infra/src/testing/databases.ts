import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../sql/pglite';
import { openPostgres } from '../sql/postgres';
import type { Sql } from '../sql/types';

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
  close(): Promise<void>;
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kinds this run can use: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testDatabaseKinds = (): TestDatabaseKind[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const sql = await openPglite();
    return { name: 'PGlite', sql, url: undefined, close: () => sql.close() };
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
    async close() {
      await sql.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}
