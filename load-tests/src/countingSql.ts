import type { Sql, SqlExecutor } from '@brandtrail/infra';

export interface SqlCounts {
  statements: number;
  transactions: number;
}

/** What the statements of one shape (their text's start, numbers and whitespace folded) cost. */
export interface StatementShape {
  shape: string;
  count: number;
  /** Bytes of the parameters sent (strings and JSON as text) and of the rows answered (as JSON). */
  bytesIn: number;
  bytesOut: number;
  rows: number;
  /** Time the statements took, one at a time (with `shapes` the wrapper runs one statement or transaction at a time). */
  ms: number;
}

const shapeOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/rm_(\w+?)_g\d+/g, 'rm_$1')
    .trim()
    .slice(0, 110);

const sizeOf = (value: unknown): number =>
  value === null || value === undefined
    ? 0
    : typeof value === 'string'
      ? Buffer.byteLength(value)
      : Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * The same database, with statements and transactions counted (for statements per request/event).
 * With `shapes`, each statement's text shape is tallied too, with the bytes it sent and got back
 * and the time it took (`top`, the slowest shapes first): steadier evidence of where a workload's SQL time goes than timings on a busy machine.
 */
export function countingSql(
  sql: Sql,
  options: { shapes?: boolean } = {},
): { sql: Sql; counts: SqlCounts; reset(): void; top(n: number): StatementShape[] } {
  const counts: SqlCounts = { statements: 0, transactions: 0 };
  const shapes = new Map<string, StatementShape>();
  // With shapes, one statement (or transaction) at a time, so each one's time is its own, not a wait.
  let turn: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return run;
  };
  const tally = (text: string, params: readonly unknown[] | undefined, rows: unknown[], ms: number) => {
    const shape = shapeOf(text);
    let s = shapes.get(shape);
    if (!s) shapes.set(shape, (s = { shape, count: 0, bytesIn: 0, bytesOut: 0, rows: 0, ms: 0 }));
    s.count++;
    s.ms += ms;
    s.bytesIn += Buffer.byteLength(text) + (params ?? []).reduce<number>((sum, p) => sum + sizeOf(p), 0);
    s.bytesOut += rows.length ? sizeOf(rows) : 0;
    s.rows += rows.length;
  };
  const counted = <T extends SqlExecutor>(x: T, inTransaction: boolean): T => {
    const o = Object.create(x) as T;
    o.query = <R>(text: string, params?: readonly unknown[]) => {
      counts.statements++;
      if (!options.shapes) return x.query<R>(text, params);
      const run = async () => {
        const t0 = performance.now();
        const rows = await x.query<R>(text, params);
        tally(text, params, rows, performance.now() - t0);
        return rows;
      };
      return inTransaction ? run() : oneAtATime(run);
    };
    o.exec = (text: string) => {
      counts.statements++;
      if (!options.shapes) return x.exec(text);
      const run = async () => {
        const t0 = performance.now();
        await x.exec(text);
        tally(text, undefined, [], performance.now() - t0);
      };
      return inTransaction ? run() : oneAtATime(run);
    };
    return o;
  };
  const wrapped = counted(sql, false);
  wrapped.transaction = (fn) => {
    counts.transactions++;
    const run = () => sql.transaction((tx) => fn(counted(tx, true)));
    return options.shapes ? oneAtATime(run) : run();
  };
  return {
    sql: wrapped,
    counts,
    reset() {
      counts.statements = 0;
      counts.transactions = 0;
      shapes.clear();
    },
    top: (n) => [...shapes.values()].sort((a, b) => b.ms - a.ms).slice(0, n),
  };
}
