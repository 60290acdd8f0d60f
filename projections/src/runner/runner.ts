import { setTimeout as sleep } from 'node:timers/promises';
import { log, migrate, type EventStore, type Position, type RecordedEvent, type Sql, type SqlExecutor } from '@brandtrail/infra';
import { acquireLease, LeaseLostError, tryLease, type Lease } from './lease';
import type { ApplyHooks, Projection } from './projection';

/**
 * Runs projections as catch-up subscriptions. For each batch of events, one transaction writes
 * the read model and the checkpoint, so a crash replays at most the batch that did not commit.
 *
 * Each projection lives in generations: schema `rm_<name>_g<n>` holds its tables, and views in the
 * public schema point at the active generation. `rebuild` fills a fresh generation from the whole
 * log while the live one keeps serving, then switches the views in one transaction.
 *
 * One live runner per projection writes at a time, across processes (the `runner` lease); the
 * others stand by. One rebuild per projection runs at a time (the `rebuild` lease); a generation
 * that no view points at and no rebuild holds is an orphan (a killed rebuild's), dropped at the
 * next start or rebuild.
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
CREATE TABLE IF NOT EXISTS projection_anomalies (
  name text NOT NULL,
  generation int NOT NULL,
  kind text NOT NULL,
  event_id text NOT NULL,
  stream_id text NOT NULL,
  event_type text NOT NULL,
  position text NOT NULL,
  event_time timestamptz,
  detail jsonb NOT NULL,
  PRIMARY KEY (name, generation, event_id, kind)
);
CREATE OR REPLACE VIEW read_model_anomalies AS
  SELECT a.name AS projection, a.kind, a.stream_id, a.event_type, a.event_id, a.position, a.event_time, a.detail
  FROM projection_anomalies a JOIN projection_state s ON s.name = a.name AND s.generation = a.generation;
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

/** Errors that say nothing about the event: the batch is tried again after a pause. */
const transientErrors = new WeakSet<object>();
/** SQLSTATE classes of failures that pass: connection, rollback (serialization, deadlock), resources, lock not available, operator intervention, system, internal. */
const transientClasses = new Set(['08', '40', '53', '55', '57', '58', 'XX']);

/**
 * Whether a failed batch may succeed when tried again as it is. Everything else (a TypeError in
 * `apply`, a data or constraint error) would fail the same way for ever: the runner then isolates
 * the event that fails and records and skips it.
 */
export function isTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (transientErrors.has(error) || error instanceof LeaseLostError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return /^[0-9A-Z]{5}$/.test(code) ? transientClasses.has(code.slice(0, 2)) : true; // ECONNRESET…
  return /connection|terminat|timeout|socket|closed|ECONN/i.test(String((error as { message?: unknown }).message));
}

/** Creates the runner's own tables; under a lock, since several processes may start at once. */
export async function ensureProjectionMeta(sql: Sql): Promise<void> {
  await migrate(sql, meta);
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

async function dropGeneration(tx: SqlExecutor, name: string, generation: number): Promise<void> {
  await tx.exec(`DROP SCHEMA IF EXISTS ${schemaOf(name, generation)} CASCADE`);
  await tx.query('DELETE FROM projection_checkpoints WHERE name = $1 AND generation = $2', [name, generation]);
  await tx.query('DELETE FROM projection_anomalies WHERE name = $1 AND generation = $2', [name, generation]);
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
  if (previous !== undefined && previous !== generation) await dropGeneration(tx, p.name, previous);
}

async function readCheckpoint(db: SqlExecutor, name: string, generation: number): Promise<Position | undefined> {
  const rows = await db.query<{ position: string | null }>(
    'SELECT position FROM projection_checkpoints WHERE name = $1 AND generation = $2',
    [name, generation],
  );
  return (rows[0]?.position ?? undefined) as Position | undefined;
}

/**
 * Whether the read model `name` (its active generation) holds every event of `eventTypes` up to
 * `position` (inclusive): none of them lies between its checkpoint and there. For work driven by
 * the log that reads a read model (a job that must see what the log held when its event happened).
 */
export async function projectedThrough(
  sql: SqlExecutor,
  store: EventStore,
  name: string,
  eventTypes: readonly string[],
  position: Position,
): Promise<boolean> {
  const rows = await sql.query<{ position: string | null }>(
    `SELECT c.position FROM projection_checkpoints c JOIN projection_state s USING (name, generation) WHERE c.name = $1`,
    [name],
  );
  if (!rows.length) return false;
  const after = (rows[0]!.position ?? undefined) as Position | undefined;
  if (after !== undefined && after >= position) return true;
  const [next] = await store.readAll({ after, maxCount: 1, filter: { eventTypes } });
  return next === undefined || next.position > position;
}

interface Anomaly {
  kind: string;
  event: RecordedEvent;
  detail: Record<string, unknown>;
}

async function recordAnomalies(tx: SqlExecutor, name: string, generation: number, anomalies: readonly Anomaly[]): Promise<void> {
  if (anomalies.length === 0) return;
  await tx.query(
    `INSERT INTO projection_anomalies (name, generation, kind, event_id, stream_id, event_type, position, event_time, detail)
     SELECT $1, $2, kind, event_id, stream_id, event_type, position, event_time, detail
     FROM jsonb_to_recordset($3::jsonb) AS x(kind text, event_id text, stream_id text, event_type text, position text, event_time timestamptz, detail jsonb)
     ON CONFLICT DO NOTHING`,
    [
      name,
      generation,
      JSON.stringify(
        anomalies.map(({ kind, event, detail }) => ({
          kind,
          event_id: event.id,
          stream_id: event.streamId,
          event_type: event.type,
          position: event.position,
          event_time: event.metadata.time ?? null,
          detail,
        })),
      ),
    ],
  );
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

  /** A fault injected by a test counts as a crash (transient), never as a bad event. */
  private fault(point: FaultPoint): void {
    try {
      this.options.fault?.(point);
    } catch (error) {
      if (typeof error === 'object' && error !== null) transientErrors.add(error);
      throw error;
    }
  }

  /**
   * Makes sure a generation exists and is active, and drops orphan generations. A first start
   * creates generation 1; a start with a new projection version rebuilds into a new generation
   * before it goes live. Call it holding the runner lease (`run` does).
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
    const rebuilding = await tryLease(this.sql, 'rebuild', p.name);
    if (rebuilding) {
      // No rebuild is under way: every generation but the active one is a killed rebuild's.
      try {
        await this.dropOrphans(rebuilding);
      } finally {
        await rebuilding.release();
      }
    }
    return { generation: state.generation, position: await readCheckpoint(this.sql, p.name, state.generation) };
  }

  /** Whether the views exist at this projection's version (so queries can run). */
  async serving(): Promise<boolean> {
    const state = await this.activeState().catch(() => undefined);
    return state?.version === this.projection.version;
  }

  private async activeState(db: SqlExecutor = this.sql) {
    const rows = await db.query<{ generation: number; version: number }>(
      'SELECT generation, version FROM projection_state WHERE name = $1',
      [this.projection.name],
    );
    return rows[0];
  }

  /** Drops the generations no view points at, holding the rebuild lease (so none is a live rebuild's). */
  private async dropOrphans(rebuildLease: Lease): Promise<void> {
    const p = this.projection;
    const prefix = schemaOf(p.name, 0).slice(0, -1);
    await this.sql.transaction(async (tx) => {
      await rebuildLease.verify(tx);
      const active = (await this.activeState(tx))?.generation;
      const found = await tx.query<{ generation: number }>(
        `SELECT generation FROM projection_checkpoints WHERE name = $1
         UNION SELECT substr(schema_name, $3)::int FROM information_schema.schemata WHERE schema_name ~ $2`,
        [p.name, `^${prefix}[0-9]+$`, prefix.length + 1],
      );
      for (const { generation } of found) {
        if (generation === active) continue;
        await dropGeneration(tx, p.name, generation);
        log.warn('dropped an orphan generation (a rebuild that did not finish)', { projection: p.name, generation });
      }
    });
  }

  /**
   * Applies one batch to `generation` in one transaction with its checkpoint. Returns false, with
   * nothing written, when `live` and that generation is no longer the active one (a rebuild has
   * switched over; the caller then follows the new generation). With a lease, the transaction
   * first checks it still holds it.
   */
  private async applyBatch(generation: number, events: readonly RecordedEvent[], live: boolean, lease?: Lease): Promise<boolean> {
    const p = this.projection;
    const schema = schemaOf(p.name, generation);
    const last = events[events.length - 1]!;
    const anomalies: Anomaly[] = [];
    const hooks: ApplyHooks = {
      midway: () => this.fault('mid-batch'),
      anomaly: (kind, event, detail) => anomalies.push({ kind, event, detail }),
    };
    const applied = await this.sql.transaction(async (tx) => {
      if (!(await this.guard(tx, generation, live, lease))) return false;
      this.fault('before-batch');
      await p.apply(tx, schema, events, hooks);
      await recordAnomalies(tx, p.name, generation, anomalies);
      this.fault('before-checkpoint');
      await this.checkpoint(tx, generation, last.position, events.length, live);
      return true;
    });
    if (applied) {
      this.fault('after-commit');
      for (const a of anomalies) {
        log.warn('read model anomaly: an event the read model cannot show as the log says', {
          projection: p.name,
          generation,
          kind: a.kind,
          streamId: a.event.streamId,
          eventId: a.event.id,
          position: a.event.position,
          ...a.detail,
        });
      }
    }
    return applied;
  }

  /** Checks the lease and, when live, holds the state row (so a rebuild cannot switch mid-batch). */
  private async guard(tx: SqlExecutor, generation: number, live: boolean, lease: Lease | undefined): Promise<boolean> {
    if (lease) await lease.verify(tx);
    if (!live) return true;
    const rows = await tx.query<{ generation: number }>('SELECT generation FROM projection_state WHERE name = $1 FOR UPDATE', [
      this.projection.name,
    ]);
    return rows[0]?.generation === generation;
  }

  private async checkpoint(
    tx: SqlExecutor,
    generation: number,
    position: Position,
    events: number,
    live: boolean,
  ): Promise<void> {
    const p = this.projection;
    await tx.query(
      `UPDATE projection_checkpoints SET position = $3, events = events + $4
       WHERE name = $1 AND generation = $2 AND (position IS NULL OR position < $3)`,
      [p.name, generation, position, events],
    );
    if (live) await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, `${p.name}:${position}`]);
  }

  /**
   * applyBatch, total: a batch that fails for a reason that would not pass (see isTransient) is
   * applied an event at a time, and an event that fails on its own is recorded in
   * `read_model_anomalies` (kind `apply_failed`, with the error), logged as an error and skipped,
   * with the checkpoint moved past it. A rebuild skips the same events, so it equals the live
   * tables; fixing the projection and bumping its version applies them again. Transient failures
   * throw (the caller retries the batch after a pause).
   */
  private async applyTotal(generation: number, events: readonly RecordedEvent[], live: boolean, lease?: Lease): Promise<boolean> {
    try {
      return await this.applyBatch(generation, events, live, lease);
    } catch (error) {
      if (isTransient(error)) throw error;
      if (events.length > 1) {
        for (const event of events) if (!(await this.applyTotal(generation, [event], live, lease))) return false;
        return true;
      }
      return this.skip(generation, events[0]!, error, live, lease);
    }
  }

  private async skip(generation: number, event: RecordedEvent, error: unknown, live: boolean, lease?: Lease): Promise<boolean> {
    const p = this.projection;
    const message = error instanceof Error ? error.message : String(error);
    const skipped = await this.sql.transaction(async (tx) => {
      if (!(await this.guard(tx, generation, live, lease))) return false;
      await recordAnomalies(tx, p.name, generation, [{ kind: 'apply_failed', event, detail: { error: message } }]);
      await this.checkpoint(tx, generation, event.position, 1, live);
      return true;
    });
    if (skipped) {
      log.error('projection skipped an event it cannot apply', {
        projection: p.name,
        generation,
        streamId: event.streamId,
        eventId: event.id,
        eventType: event.type,
        position: event.position,
        error,
      });
    }
    return skipped;
  }

  /**
   * Follows the log until the signal aborts. Throws on a transient failure (the caller restarts
   * it); `run` wraps this with the runner lease and restarts with backoff. `lease`: the runner
   * lease every batch checks.
   */
  async follow(signal?: AbortSignal, lease?: Lease, ready?: () => void): Promise<void> {
    let { generation, position } = await this.prepare();
    ready?.();
    const filter = { eventTypes: this.projection.eventTypes };
    for (;;) {
      let switched = false;
      for await (const batch of this.store.subscribe({ after: position, filter, signal, batchSize: this.batchSize })) {
        if (!(await this.applyTotal(generation, batch, true, lease))) {
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

  /**
   * Runs the projection until the signal aborts: waits for the runner lease (standing by while
   * another process holds it), then follows, restarted after a failure with a growing pause (at
   * most 10 s); when the lease is lost it stands by again. `ready` is called once the views exist
   * at this version: at once when they already do, else after this runner prepared them.
   */
  async run(signal: AbortSignal, ready?: () => void): Promise<void> {
    let pause = 200;
    let readyCalled = false;
    const markReady = () => {
      if (!readyCalled) ready?.();
      readyCalled = true;
    };
    while (!signal.aborted) {
      let lease: Lease | undefined;
      try {
        if (await this.serving()) markReady();
        lease = await acquireLease(this.sql, 'runner', this.projection.name, signal);
        if (!lease) return;
        log.info('projection runner holds the lease', { projection: this.projection.name });
        const held = AbortSignal.any([signal, lease.lost]);
        while (!held.aborted) {
          try {
            await this.follow(held, lease, markReady);
            pause = 200;
          } catch (error) {
            if (held.aborted || error instanceof LeaseLostError) break;
            log.error('projection failed; restarting', { projection: this.projection.name, error, pauseMs: pause });
            await sleep(pause, undefined, { signal: held }).catch(() => undefined);
            pause = Math.min(pause * 2, 10_000);
          }
        }
        if (!signal.aborted) log.warn('projection runner lost its lease; standing by', { projection: this.projection.name });
      } catch (error) {
        if (signal.aborted) return;
        log.error('projection runner failed; standing by again', { projection: this.projection.name, error, pauseMs: pause });
        await sleep(pause, undefined, { signal }).catch(() => undefined);
        pause = Math.min(pause * 2, 10_000);
      } finally {
        await lease?.release();
      }
    }
  }

  /**
   * Replays every event into a new generation while the active one keeps serving, then switches
   * the views over in one transaction. A live runner notices the switch at its next batch and
   * carries on from the new generation's checkpoint. Holds the rebuild lease throughout (a second
   * rebuild of the same projection waits), and first drops the generations of rebuilds that were
   * killed.
   */
  async rebuild(): Promise<{ generation: number; events: number }> {
    await ensureProjectionMeta(this.sql);
    const p = this.projection;
    const lease = (await acquireLease(this.sql, 'rebuild', p.name, new AbortController().signal))!;
    try {
      await this.dropOrphans(lease);
      const generation = await this.sql.transaction(async (tx) => {
        await lease.verify(tx);
        return createGeneration(tx, p);
      });
      let after: Position | undefined;
      let events = 0;
      for (;;) {
        const batch = await this.store.readAll({ after, maxCount: this.batchSize, filter: { eventTypes: p.eventTypes } });
        if (batch.length === 0) break;
        await this.applyTotal(generation, batch, false, lease);
        after = batch[batch.length - 1]!.position;
        events += batch.length;
        if (batch.length < this.batchSize) break;
      }
      await this.sql.transaction(async (tx) => {
        await lease.verify(tx);
        const rows = await tx.query<{ generation: number }>(
          'SELECT generation FROM projection_state WHERE name = $1 FOR UPDATE',
          [p.name],
        );
        await activate(tx, p, generation, rows[0]?.generation);
        if (after) await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, `${p.name}:${after}`]);
      });
      log.info('projection rebuilt', { projection: p.name, generation, events });
      return { generation, events };
    } finally {
      await lease.release();
    }
  }
}
