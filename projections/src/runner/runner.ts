import { setTimeout as sleep } from 'node:timers/promises';
import { log, type EventStore, type Position, type RecordedEvent, type Sql, type SqlExecutor } from '@brandtrail/infra';
import type { Projection } from './projection';

/**
 * Runs projections as catch-up subscriptions. For each batch of events, one transaction writes
 * the read model and the checkpoint, so a crash replays at most the batch that did not commit.
 *
 * Each projection lives in generations: schema `rm_<name>_g<n>` holds its tables, and views in the
 * public schema point at the active generation. `rebuild` fills a fresh generation from the whole
 * log while the live one keeps serving, then switches the views in one transaction.
 */

const meta = `
CREATE TABLE IF NOT EXISTS projection_state (
  name text PRIMARY KEY,
  generation int NOT NULL,
  version int NOT NULL
);
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text NOT NULL,
  generation int NOT NULL,
  version int NOT NULL,
  position text,
  events bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (name, generation)
);
`;

export const CHECKPOINT_CHANNEL = 'projection_checkpoint';
export const schemaOf = (name: string, generation: number) => `rm_${name.replace(/\W/g, '_').toLowerCase()}_g${generation}`;

/** Points at which a test may make the runner fail, to prove that restarts change nothing twice. */
export type FaultPoint = 'before-batch' | 'mid-batch' | 'before-checkpoint' | 'after-commit';

export interface RunnerOptions {
  batchSize?: number;
  fault?: (point: FaultPoint) => void;
}

interface Checkpoint {
  generation: number;
  position: Position | undefined;
}

export async function ensureProjectionMeta(sql: Sql): Promise<void> {
  await sql.exec(meta);
}

async function createGeneration(tx: SqlExecutor, p: Projection): Promise<number> {
  const rows = await tx.query<{ next: number }>(
    'SELECT (COALESCE(max(generation), 0) + 1)::int AS next FROM projection_checkpoints WHERE name = $1',
    [p.name],
  );
  const generation = rows[0]!.next;
  const schema = schemaOf(p.name, generation);
  await tx.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`);
  await p.migrate(tx, schema);
  await tx.query('INSERT INTO projection_checkpoints (name, generation, version, position) VALUES ($1, $2, $3, NULL)', [
    p.name,
    generation,
    p.version,
  ]);
  return generation;
}

/** Points the public views at `generation` and drops the generation they pointed at before. */
async function activate(tx: SqlExecutor, p: Projection, generation: number, previous: number | undefined): Promise<void> {
  const schema = schemaOf(p.name, generation);
  for (const table of p.tables) {
    await tx.exec(`DROP VIEW IF EXISTS public.${table}; CREATE VIEW public.${table} AS SELECT * FROM ${schema}.${table};`);
  }
  await tx.query(
    `INSERT INTO projection_state (name, generation, version) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET generation = EXCLUDED.generation, version = EXCLUDED.version`,
    [p.name, generation, p.version],
  );
  if (previous !== undefined && previous !== generation) {
    await tx.exec(`DROP SCHEMA IF EXISTS ${schemaOf(p.name, previous)} CASCADE`);
    await tx.query('DELETE FROM projection_checkpoints WHERE name = $1 AND generation = $2', [p.name, previous]);
  }
}

async function readCheckpoint(db: SqlExecutor, name: string, generation: number): Promise<Position | undefined> {
  const rows = await db.query<{ position: string | null }>(
    'SELECT position FROM projection_checkpoints WHERE name = $1 AND generation = $2',
    [name, generation],
  );
  return (rows[0]?.position ?? undefined) as Position | undefined;
}

export class ProjectionRunner {
  private readonly batchSize: number;
  constructor(
    private readonly sql: Sql,
    private readonly store: EventStore,
    private readonly projection: Projection,
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
  }

  get name(): string {
    return this.projection.name;
  }

  /**
   * Makes sure a generation exists and is active. A first start creates generation 1; a start
   * with a new projection version rebuilds into a new generation before it goes live.
   */
  async prepare(): Promise<Checkpoint> {
    await ensureProjectionMeta(this.sql);
    const p = this.projection;
    const state = await this.activeState();
    if (!state) {
      const generation = await this.sql.transaction(async (tx) => {
        const g = await createGeneration(tx, p);
        await activate(tx, p, g, undefined);
        return g;
      });
      return { generation, position: undefined };
    }
    if (state.version !== p.version) {
      log.info('projection version changed, rebuilding', { projection: p.name, from: state.version, to: p.version });
      await this.rebuild();
      return this.prepare();
    }
    return { generation: state.generation, position: await readCheckpoint(this.sql, p.name, state.generation) };
  }

  private async activeState(db: SqlExecutor = this.sql) {
    const rows = await db.query<{ generation: number; version: number }>(
      'SELECT generation, version FROM projection_state WHERE name = $1',
      [this.projection.name],
    );
    return rows[0];
  }

  /**
   * Applies one batch to `generation` in one transaction with its checkpoint. Returns false, with
   * nothing written, when `live` and that generation is no longer the active one (a rebuild has
   * switched over; the caller then follows the new generation).
   */
  private async applyBatch(generation: number, events: readonly RecordedEvent[], live: boolean): Promise<boolean> {
    const p = this.projection;
    const schema = schemaOf(p.name, generation);
    const fault = this.options.fault;
    const last = events[events.length - 1]!;
    const applied = await this.sql.transaction(async (tx) => {
      if (live) {
        // Holding the state row keeps a rebuild from switching generations mid-batch.
        const rows = await tx.query<{ generation: number }>(
          'SELECT generation FROM projection_state WHERE name = $1 FOR UPDATE',
          [p.name],
        );
        if (rows[0]?.generation !== generation) return false;
      }
      fault?.('before-batch');
      await p.apply(tx, schema, events, () => fault?.('mid-batch'));
      fault?.('before-checkpoint');
      await tx.query(
        'UPDATE projection_checkpoints SET position = $3, events = events + $4 WHERE name = $1 AND generation = $2',
        [p.name, generation, last.position, events.length],
      );
      if (live) await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, `${p.name}:${last.position}`]);
      return true;
    });
    if (applied) fault?.('after-commit');
    return applied;
  }

  /**
   * Follows the log until the signal aborts. Throws on a failure (the caller restarts it);
   * `run` wraps this with restarts and backoff.
   */
  async follow(signal?: AbortSignal): Promise<void> {
    let { generation, position } = await this.prepare();
    const filter = { eventTypes: this.projection.eventTypes };
    for (;;) {
      let switched = false;
      for await (const batch of this.store.subscribe({ after: position, filter, signal, batchSize: this.batchSize })) {
        if (!(await this.applyBatch(generation, batch, true))) {
          switched = true;
          break;
        }
        position = batch[batch.length - 1]!.position;
      }
      if (!switched) return;
      const state = await this.activeState();
      generation = state!.generation;
      position = await readCheckpoint(this.sql, this.projection.name, generation);
      log.info('projection follows a new generation', { projection: this.projection.name, generation });
    }
  }

  /** follow, restarted after a failure with a growing pause (at most 10 s). */
  async run(signal: AbortSignal): Promise<void> {
    let pause = 200;
    while (!signal.aborted) {
      try {
        await this.follow(signal);
      } catch (error) {
        if (signal.aborted) return;
        log.error('projection failed; restarting', { projection: this.projection.name, error, pauseMs: pause });
        await sleep(pause, undefined, { signal }).catch(() => undefined);
        pause = Math.min(pause * 2, 10_000);
        continue;
      }
      pause = 200;
    }
  }

  /**
   * Replays every event into a new generation while the active one keeps serving, then switches
   * the views over in one transaction. A live runner notices the switch at its next batch and
   * carries on from the new generation's checkpoint.
   */
  async rebuild(): Promise<{ generation: number; events: number }> {
    await ensureProjectionMeta(this.sql);
    const p = this.projection;
    const generation = await this.sql.transaction((tx) => createGeneration(tx, p));
    let after: Position | undefined;
    let events = 0;
    for (;;) {
      const batch = await this.store.readAll({ after, maxCount: this.batchSize, filter: { eventTypes: p.eventTypes } });
      if (batch.length === 0) break;
      await this.applyBatch(generation, batch, false);
      after = batch[batch.length - 1]!.position;
      events += batch.length;
      if (batch.length < this.batchSize) break;
    }
    await this.sql.transaction(async (tx) => {
      const rows = await tx.query<{ generation: number }>('SELECT generation FROM projection_state WHERE name = $1 FOR UPDATE', [
        p.name,
      ]);
      await activate(tx, p, generation, rows[0]?.generation);
      if (after) await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, `${p.name}:${after}`]);
    });
    log.info('projection rebuilt', { projection: p.name, generation, events });
    return { generation, events };
  }
}
