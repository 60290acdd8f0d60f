import type { SqlExecutor } from '@brandtrail/infra';

/**
 * Read models whose rows each fold the events of one stream are applied a batch at a time: read the
 * rows the batch touches (one statement), fold the events in memory, write the rows back (one
 * statement). Rows travel as JSON both ways, so PGlite and pg give the same values (timestamps as
 * ISO strings, numbers as numbers).
 *
 * Every row carries `revision`, the stream revision of the last event folded into it; the upsert
 * only replaces a row with a higher revision, so a replayed batch changes nothing.
 */
export interface RowTable {
  table: string;
  /** Column name -> SQL type, the key column `id` included. */
  columns: Record<string, string>;
  /** Columns that may be null; all others are NOT NULL. */
  nullable?: readonly string[];
}

export type Row = Record<string, unknown> & { id: string; revision: number };

export async function loadRows<R extends Row>(
  tx: SqlExecutor,
  schema: string,
  spec: RowTable,
  ids: readonly string[],
): Promise<Map<string, R>> {
  const found = await tx.query<{ r: R }>(`SELECT row_to_json(t) AS r FROM ${schema}.${spec.table} t WHERE id = ANY($1::uuid[])`, [
    ids,
  ]);
  return new Map(found.map(({ r }) => [r.id, r]));
}

export async function upsertRows(tx: SqlExecutor, schema: string, spec: RowTable, rows: Iterable<Row>): Promise<void> {
  const list = [...rows];
  if (list.length === 0) return;
  const names = Object.keys(spec.columns);
  const typed = names.map((c) => `${c} ${spec.columns[c]}`).join(', ');
  const updates = names
    .filter((c) => c !== 'id')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ');
  await tx.query(
    `INSERT INTO ${schema}.${spec.table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${typed})
     ON CONFLICT (id) DO UPDATE SET ${updates} WHERE ${spec.table}.revision < EXCLUDED.revision`,
    [JSON.stringify(list)],
  );
}

/**
 * A projection's version for tables whose columns come from a registry (page settings): the
 * version written by hand (bumped when `apply` changes) and a number of the tables' columns, types
 * and nullability, so that a column added to the registry makes the runner rebuild at start as a
 * bumped version does (`base` * 1,000,000 plus a hash below 1,000,000; it stays an int).
 */
export function shapeVersion(base: number, ...tables: readonly RowTable[]): number {
  const shape = JSON.stringify(tables.map((t) => [t.table, t.columns, [...(t.nullable ?? [])].sort()]));
  let hash = 0x811c9dc5;
  for (let i = 0; i < shape.length; i++) hash = Math.imul(hash ^ shape.charCodeAt(i), 0x01000193) >>> 0;
  return base * 1_000_000 + (hash % 1_000_000);
}

export const createTableSql = (schema: string, spec: RowTable) =>
  `CREATE TABLE ${schema}.${spec.table} (${Object.entries(spec.columns)
    .map(([c, t]) => `${c} ${t}${c === 'id' ? ' PRIMARY KEY' : spec.nullable?.includes(c) ? '' : ' NOT NULL'}`)
    .join(', ')});`;
