import type { SqlExecutor } from './types';

/** Rows one statement of `pruneRows` deletes at most: on PGlite every request waits while it runs. */
export const PRUNE_BATCH = 1000;

/**
 * Deletes the rows of `table` that match `where` (SQL over the table's columns, with `params` as
 * $1, $2, ...), PRUNE_BATCH at a time by the key columns `key`, until none is left; answers how
 * many went. Each batch is a statement of its own, so a long prune never holds the database.
 */
export async function pruneRows(
  db: SqlExecutor,
  table: string,
  key: readonly string[],
  where: string,
  params: readonly unknown[] = [],
  batch = PRUNE_BATCH,
): Promise<number> {
  const cols = key.join(', ');
  const match = key.map((c) => `t.${c} = d.${c}`).join(' AND ');
  let total = 0;
  for (;;) {
    const [row] = await db.query<{ n: number }>(
      `WITH doomed AS (SELECT ${cols} FROM ${table} WHERE ${where} LIMIT ${batch}),
         gone AS (DELETE FROM ${table} t USING doomed d WHERE ${match} RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      params,
    );
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}
