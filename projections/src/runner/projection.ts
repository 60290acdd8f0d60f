import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';

/**
 * A read model: tables created by `migrate` inside the schema of one generation, filled by `apply`
 * a batch of events at a time, inside the runner's transaction (which also writes the checkpoint).
 * `apply` must give the same tables for the same events whatever it saw before, so that a replayed
 * batch changes nothing twice and a rebuild equals the live tables.
 *
 * `hooks.midway` is the runner's fault-injection point for tests: call it after the first statements
 * of the batch and before the last. `hooks.anomaly` reports an event the read model cannot show as
 * the log says (a duplicate of a value the read model keeps unique): the runner records it in
 * `read_model_anomalies` with the batch and logs a warning. `apply` must stay total: whatever the
 * log holds, it decides what the rows show (deterministically, from the events in log order) and
 * never fails on it.
 *
 * Bump `version` when the tables or `apply` change: the runner then builds a new generation from
 * the whole log and switches the public views over to it when it has caught up.
 */
export interface ApplyHooks {
  midway(): void;
  anomaly(kind: string, event: RecordedEvent, detail: Record<string, unknown>): void;
}

export interface Projection {
  name: string;
  version: number;
  eventTypes: readonly string[];
  /** Tables readers see, through views of the same name in the public schema. */
  tables: readonly string[];
  migrate(tx: SqlExecutor, schema: string): Promise<void>;
  apply(tx: SqlExecutor, schema: string, events: readonly RecordedEvent[], hooks: ApplyHooks): Promise<void>;
}
