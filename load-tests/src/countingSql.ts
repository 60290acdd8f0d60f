import type { Sql, SqlExecutor } from '@brandtrail/infra';

export interface SqlCounts {
  statements: number;
  transactions: number;
}

/** The same database, with statements and transactions counted (for statements per request/event). */
export function countingSql(sql: Sql): { sql: Sql; counts: SqlCounts; reset(): void } {
  const counts: SqlCounts = { statements: 0, transactions: 0 };
  const counted = <T extends SqlExecutor>(x: T): T => {
    const o = Object.create(x) as T;
    o.query = (text: string, params?: readonly unknown[]) => {
      counts.statements++;
      return x.query(text, params);
    };
    o.exec = (text: string) => {
      counts.statements++;
      return x.exec(text);
    };
    return o;
  };
  const wrapped = counted(sql);
  wrapped.transaction = (fn) => {
    counts.transactions++;
    return sql.transaction((tx) => fn(counted(tx)));
  };
  return {
    sql: wrapped,
    counts,
    reset() {
      counts.statements = 0;
      counts.transactions = 0;
    },
  };
}
