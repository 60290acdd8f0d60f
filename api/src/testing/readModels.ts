import type { EventStore, Position, Sql } from '@brandtrail/infra';
import { allProjections, ProjectionRunner, type CheckpointWaiter, type Projection } from '@brandtrail/projections';

/** Every row of every read model (through the public views), each table's rows in a stable order. */
export async function readModelSnapshot(sql: Sql, projections: readonly Projection[] = allProjections) {
  const tables: Record<string, string[]> = {};
  for (const p of projections)
    for (const table of p.tables) {
      const rows = await sql.query(`SELECT * FROM public.${table}`);
      // JSON as the values travel (PGlite and pg agree on it), sorted: no column order is assumed
      tables[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
  return tables;
}

/** The position of the last event a projection handles, or undefined when the log has none. */
async function lastEventOf(store: EventStore, p: Projection): Promise<Position | undefined> {
  let after: Position | undefined;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 1000, filter: { eventTypes: p.eventTypes } });
    if (batch.length === 0) return after;
    after = batch[batch.length - 1]!.position;
  }
}

/** Waits (on the checkpoint notifications) until every live read model has applied the whole log. */
async function caughtUp(store: EventStore, waiter: CheckpointWaiter, projections: readonly Projection[]): Promise<boolean> {
  for (const p of projections) {
    const last = await lastEventOf(store, p);
    if (last && !(await waiter.waitFor(last, p.eventTypes))) return false;
  }
  return true;
}

export interface ReadModelDifference {
  table: string;
  /** Rows only the live read model has, and rows only the rebuild has (JSON, at most 5 of each). */
  liveOnly: string[];
  rebuiltOnly: string[];
}

/**
 * The check of the runner's crash test, for a running product: waits until the live read models
 * have applied every event, snapshots them, rebuilds each from the whole log
 * (`ProjectionRunner.rebuild`, the same as `npm run rebuild`) and compares. The live runners follow
 * the rebuilt generation afterwards. `waiter`: the app's own (`services.waiter`). When events keep arriving meanwhile (background jobs), it
 * tries again, at most `attempts` times. Answers the differences (empty when equal).
 */
export async function compareWithRebuild(
  { sql, store, waiter }: { sql: Sql; store: EventStore; waiter: CheckpointWaiter },
  { projections = allProjections, attempts = 5 } = {},
): Promise<ReadModelDifference[]> {
  for (let attempt = 1; ; attempt++) {
    const head = await store.headPosition();
    if (!(await caughtUp(store, waiter, projections))) throw new Error('the read models did not catch up with the log');
    const live = await readModelSnapshot(sql, projections);
    for (const p of projections) await new ProjectionRunner(sql, store, p).rebuild();
    const rebuilt = await readModelSnapshot(sql, projections);
    if ((await store.headPosition()) !== head && attempt < attempts) continue; // the log moved on: compare again
    const differences: ReadModelDifference[] = [];
    for (const table of Object.keys(live)) {
      const a = new Set(live[table]);
      const b = new Set(rebuilt[table]);
      const liveOnly = [...a].filter((r) => !b.has(r));
      const rebuiltOnly = [...b].filter((r) => !a.has(r));
      if (liveOnly.length || rebuiltOnly.length)
        differences.push({ table, liveOnly: liveOnly.slice(0, 5), rebuiltOnly: rebuiltOnly.slice(0, 5) });
    }
    return differences;
  }
}
