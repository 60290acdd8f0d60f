import type { Sql } from './types';

/** The advisory lock every schema change takes ("BTR0"). */
const MIGRATION_LOCK = 0x42545230;

/**
 * Runs schema statements (`CREATE TABLE IF NOT EXISTS`, `CREATE OR REPLACE FUNCTION`, ...) in one
 * transaction under one advisory lock. On PostgreSQL such statements are not safe against the same
 * statement in another session (two creates of one table can both pass IF NOT EXISTS, and one then
 * fails on the catalog's unique index), and every process creates what it needs at start: with
 * compose starting all roles at once on an empty database, they would race. The lock makes them
 * take turns; on PGlite (one process) it costs nothing.
 */
export async function migrate(sql: Sql, statements: string): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, 0)', [MIGRATION_LOCK]);
    await tx.exec(statements);
  });
}
