import { randomUUID } from 'node:crypto';
import { log } from '../log';
import { migrate } from '../sql/migrate';
import type { Sql } from '../sql/types';
import { DEFAULT_KEEP_COMPLETED_SECONDS, DEFAULT_KEEP_FAILED_SECONDS } from './bullmq';
import {
  backoffDelay,
  checkEnqueueOptions,
  checkRegister,
  READY_TIMEOUT_MS,
  UnrecoverableJobError,
  withTimeout,
  type EnqueueOptions,
  type FailedJobInfo,
  type JobHandler,
  type JobRecord,
  type Jobs,
  type RegisterOptions,
} from './types';

export interface DatabaseJobsOptions {
  /** How long a completed job (and so its id) is kept: the de-duplication window. Default 7 days. */
  keepCompletedSeconds?: number;
  /** The same for failed jobs; default 30 days. */
  keepFailedSeconds?: number;
  /**
   * How long a running job is leased to its process; the lease is renewed every third of it while
   * the job runs. A job whose lease ran out (its process died) is stalled: it runs again within
   * its attempts. Default 30 s.
   */
  leaseMs?: number;
  /** How often idle queues look for due jobs enqueued elsewhere and for stalled jobs; default 1 s. */
  pollMs?: number;
  /**
   * Whether `start()` takes every running job of its queues as stalled at once. True on PGlite,
   * where one process owns the database, so whatever ran before it started died with the last
   * process; on PostgreSQL other processes may be running them, so only expired leases count.
   */
  resetAtStart?: boolean;
}

const TABLE = 'job_queue';
const CHANNEL = 'job_queue';
const CLEANUP_EVERY_MS = 10 * 60_000;

interface Row {
  id: string;
  data: unknown;
  attempts: number;
  backoff_ms: number;
  started: number;
}

interface QueueState {
  name: string;
  handler: JobHandler<unknown>;
  onFailed: RegisterOptions['onFailed'];
  concurrency: number;
  running: number;
  pumping: boolean;
  again: boolean;
}

export async function migrateJobs(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `
    CREATE TABLE IF NOT EXISTS ${TABLE} (
      queue text NOT NULL,
      id text NOT NULL,
      seq bigserial,
      data json,
      state text NOT NULL,
      attempts integer NOT NULL,
      backoff_ms double precision NOT NULL,
      started integer NOT NULL DEFAULT 0,
      run_at timestamptz NOT NULL DEFAULT now(),
      locked_by text,
      locked_until timestamptz,
      failed_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      PRIMARY KEY (queue, id)
    );
    CREATE INDEX IF NOT EXISTS ${TABLE}_due ON ${TABLE} (queue, run_at, seq) WHERE state = 'waiting';
    CREATE INDEX IF NOT EXISTS ${TABLE}_running ON ${TABLE} (locked_until) WHERE state = 'active';
    CREATE INDEX IF NOT EXISTS ${TABLE}_finished ON ${TABLE} (finished_at) WHERE state IN ('completed', 'failed');
  `,
  );
}

/**
 * Jobs in the SQL database (PGlite embedded, or PostgreSQL): the durable queue when there is no
 * Redis, with BullMQ's rules (see the Jobs port). One row per job in `job_queue`, keyed by queue
 * and job id:
 *
 * - `enqueue` is one INSERT ... ON CONFLICT DO NOTHING, committed when it resolves: a job id the
 *   table still holds (waiting, running, completed or failed) adds nothing. Completed rows are
 *   deleted after keepCompletedSeconds, failed ones after keepFailedSeconds.
 * - A process takes due jobs with UPDATE ... FOR UPDATE SKIP LOCKED (so several workers processes
 *   on one PostgreSQL never take the same job), leases them for leaseMs and renews the lease while
 *   they run. A job whose lease ran out is stalled: back to waiting when attempts remain (every
 *   run started counts), else failed with a `stalled` reason.
 * - Enqueueing wakes this process's queue at once and other processes through NOTIFY; besides,
 *   every queue looks for due work every pollMs (retries due, jobs of processes without LISTEN).
 */
export function createDatabaseJobs(sql: Sql, options: DatabaseJobsOptions = {}): Jobs {
  const keepCompleted = options.keepCompletedSeconds ?? DEFAULT_KEEP_COMPLETED_SECONDS;
  const keepFailed = options.keepFailedSeconds ?? DEFAULT_KEEP_FAILED_SECONDS;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1000;
  const resetAtStart = options.resetAtStart ?? sql.kind === 'pglite';
  const owner = randomUUID();

  const queues = new Map<string, QueueState>();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let poller: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let started = false;
  let closed = false;
  let lastCleanup = 0;
  let failing = false;

  let migrated: Promise<void> | undefined;
  const ensure = () => {
    migrated ??= migrateJobs(sql).catch((error: unknown) => {
      migrated = undefined;
      throw error;
    });
    return migrated;
  };

  /** Logs a database error of the background loops once per outage, and the recovery. */
  const trouble = (error: unknown) => {
    if (!failing) log.error('jobs: the database cannot be reached, retrying', { error });
    failing = true;
  };
  const fine = () => {
    if (failing) log.info('jobs: the database answers again');
    failing = false;
  };

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const reportFailure = async (q: QueueState | undefined, data: unknown, job: FailedJobInfo) => {
    log.error('job failed', { queue: q?.name, jobId: job.id, attempt: job.attempt, reason: job.reason, error: job.error });
    if (!q?.onFailed) return;
    try {
      await q.onFailed(data, job);
    } catch (error) {
      log.error('job onFailed failed', { queue: q.name, jobId: job.id, error });
    }
  };

  /** Running jobs whose lease ran out (all running jobs of our queues when `all`): retried or failed. */
  const reap = async (all: boolean) => {
    const names = [...queues.keys()];
    if (!names.length) return;
    const rows = await sql.query<{ queue: string; id: string; data: unknown; state: string; started: number }>(
      `UPDATE ${TABLE} SET
         state = CASE WHEN started >= attempts THEN 'failed' ELSE 'waiting' END,
         failed_reason = CASE WHEN started >= attempts THEN 'stalled: its process stopped during the run' END,
         finished_at = CASE WHEN started >= attempts THEN now() END,
         run_at = now(), locked_by = NULL, locked_until = NULL
       WHERE state = 'active' AND queue = ANY($1::text[]) AND ($2::boolean OR locked_until < now())
       RETURNING queue, id, data, state, started`,
      [names, all],
    );
    for (const row of rows) {
      const q = queues.get(row.queue);
      if (row.state === 'waiting') {
        log.warn('job stalled, will retry', { queue: row.queue, jobId: row.id, attempt: row.started });
      } else {
        await reportFailure(q, row.data, {
          id: row.id,
          attempt: row.started,
          reason: 'stalled',
          error: 'its process stopped during the run',
        });
      }
    }
  };

  const cleanup = async () => {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await sql.query(
      `DELETE FROM ${TABLE} WHERE (state = 'completed' AND finished_at < now() - $1 * interval '1 second')
          OR (state = 'failed' AND finished_at < now() - $2 * interval '1 second')`,
      [keepCompleted, keepFailed],
    );
  };

  const finish = async (q: QueueState, row: Row, error: unknown) => {
    const attempt = row.started;
    if (error === undefined) {
      const done = await sql.query(
        `UPDATE ${TABLE} SET state = 'completed', finished_at = now(), locked_by = NULL, locked_until = NULL
         WHERE queue = $1 AND id = $2 AND state = 'active' AND locked_by = $3 RETURNING id`,
        [q.name, row.id, owner],
      );
      if (done.length) log.debug('job completed', { queue: q.name, jobId: row.id, attempt });
      else log.warn('job completed after its lease was lost (it may run again)', { queue: q.name, jobId: row.id, attempt });
      return;
    }
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const unrecoverable = error instanceof UnrecoverableJobError;
    if (unrecoverable || attempt >= row.attempts) {
      const failed = await sql.query(
        `UPDATE ${TABLE} SET state = 'failed', failed_reason = $4, finished_at = now(), locked_by = NULL, locked_until = NULL
         WHERE queue = $1 AND id = $2 AND state = 'active' AND locked_by = $3 RETURNING id`,
        [q.name, row.id, owner, message],
      );
      if (failed.length)
        await reportFailure(q, row.data, {
          id: row.id,
          attempt,
          reason: unrecoverable ? 'unrecoverable' : 'attempts',
          error: message,
        });
      return;
    }
    const delay = backoffDelay(row.backoff_ms, attempt);
    await sql.query(
      `UPDATE ${TABLE} SET state = 'waiting', run_at = now() + $4 * interval '1 millisecond', locked_by = NULL, locked_until = NULL
       WHERE queue = $1 AND id = $2 AND state = 'active' AND locked_by = $3`,
      [q.name, row.id, owner, delay],
    );
    log.warn('job attempt failed, will retry', { queue: q.name, jobId: row.id, attempt, delayMs: delay, error });
    later(delay, () => pump(q));
  };

  const run = async (q: QueueState, row: Row) => {
    let outcome: unknown;
    try {
      await q.handler(row.data, { id: row.id, attempt: row.started });
    } catch (error) {
      outcome = error ?? new Error('job failed');
    }
    try {
      await finish(q, row, outcome);
    } catch (error) {
      // The database is away: the lease runs out and the job runs again (at least once).
      log.error('job outcome could not be stored; it will run again', { queue: q.name, jobId: row.id, error });
    }
  };

  const claim = (q: QueueState, limit: number) =>
    sql.query<Row>(
      `UPDATE ${TABLE} j SET state = 'active', started = j.started + 1, locked_by = $2,
         locked_until = now() + $3 * interval '1 millisecond'
       FROM (SELECT queue, id FROM ${TABLE} WHERE queue = $1 AND state = 'waiting' AND run_at <= now()
             ORDER BY run_at, seq LIMIT $4 FOR UPDATE SKIP LOCKED) due
       WHERE j.queue = due.queue AND j.id = due.id
       RETURNING j.id, j.data, j.attempts, j.backoff_ms, j.started`,
      [q.name, owner, leaseMs, limit],
    );

  /** Takes due jobs of the queue while it has free slots; one pump per queue at a time. */
  const pump = (q: QueueState): void => {
    if (!started || closed) return;
    if (q.pumping) {
      q.again = true;
      return;
    }
    q.pumping = true;
    void (async () => {
      try {
        do {
          q.again = false;
          while (!closed && q.running < q.concurrency) {
            const rows = await claim(q, q.concurrency - q.running);
            fine();
            if (!rows.length) break;
            for (const row of rows) {
              q.running++;
              const p = run(q, row).finally(() => {
                q.running--;
                running.delete(p);
                pump(q);
              });
              running.add(p);
            }
          }
        } while (q.again && !closed);
      } catch (error) {
        if (!closed) trouble(error);
      } finally {
        q.pumping = false;
      }
    })();
  };

  const poll = async () => {
    try {
      await ensure();
      await reap(false);
      await cleanup();
      fine();
    } catch (error) {
      if (!closed) trouble(error);
    }
    for (const q of queues.values()) pump(q);
  };

  const beat = async () => {
    if (![...queues.values()].some((q) => q.running > 0)) return;
    try {
      await sql.query(
        `UPDATE ${TABLE} SET locked_until = now() + $2 * interval '1 millisecond' WHERE state = 'active' AND locked_by = $1`,
        [owner, leaseMs],
      );
    } catch (error) {
      trouble(error);
    }
  };

  const startLoops = async () => {
    await ensure();
    if (resetAtStart) await reap(true);
    if (sql.kind === 'postgres') {
      unlisten = await sql.listen(CHANNEL, (queue) => {
        const q = queues.get(queue);
        if (q) pump(q);
      });
    }
    poller ??= setInterval(() => void poll(), pollMs);
    heartbeat ??= setInterval(() => void beat(), Math.max(50, Math.floor(leaseMs / 3)));
  };

  return {
    kind: 'database',

    register<T>(queue: string, handler: JobHandler<T>, opts: RegisterOptions<T> = {}) {
      const concurrency = checkRegister(queue, opts, { taken: queues.has(queue), closed });
      const q: QueueState = {
        name: queue,
        handler: handler as JobHandler<unknown>,
        onFailed: opts.onFailed as RegisterOptions['onFailed'],
        concurrency,
        running: 0,
        pumping: false,
        again: false,
      };
      queues.set(queue, q);
      // A queue registered after start: its own stalled jobs are found by the next poll.
      if (started) pump(q);
    },

    async enqueue<T>(queue: string, data: T, opts: EnqueueOptions) {
      const { attempts, backoffMs } = checkEnqueueOptions(queue, opts);
      if (closed) throw new Error('Jobs are closed');
      await ensure();
      // One statement: committed when it resolves. NOTIFY (sent on commit) wakes other processes.
      const inserted = await sql.query(
        `WITH added AS (
           INSERT INTO ${TABLE} (queue, id, data, state, attempts, backoff_ms) VALUES ($1, $2, $3::json, 'waiting', $4, $5)
           ON CONFLICT (queue, id) DO NOTHING RETURNING id
         )
         SELECT pg_notify('${CHANNEL}', $1) FROM added`,
        [queue, opts.jobId, data === undefined ? null : JSON.stringify(data), attempts, backoffMs],
      );
      if (!inserted.length) {
        log.debug('job already enqueued', { queue, jobId: opts.jobId });
        return;
      }
      const q = queues.get(queue);
      if (q) pump(q);
    },

    async inspect(queue: string, jobId: string): Promise<JobRecord | undefined> {
      await ensure();
      const [row] = await sql.query<{ state: JobRecord['state']; started: number; later: boolean }>(
        `SELECT state, started, run_at > now() AS later FROM ${TABLE} WHERE queue = $1 AND id = $2`,
        [queue, jobId],
      );
      if (!row) return undefined;
      return { state: row.state === 'waiting' && row.later ? 'delayed' : row.state, attemptsStarted: row.started };
    },

    async unfinished(queue: string) {
      await ensure();
      const [row] = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${TABLE} WHERE queue = $1 AND state IN ('waiting', 'active')`,
        [queue],
      );
      return row?.n ?? 0;
    },

    // The queue is a table of the database that holds everything else: it is never lost on its own.
    onJobsLost() {},

    async ready() {
      await withTimeout(
        (async () => {
          await ensure();
          await sql.query(`SELECT 1 FROM ${TABLE} LIMIT 1`);
        })(),
        READY_TIMEOUT_MS,
        () => new Error(`the jobs table did not answer within ${READY_TIMEOUT_MS} ms`),
      );
    },

    async start() {
      if (closed) throw new Error('Jobs are closed');
      if (started) return;
      await startLoops();
      started = true;
      for (const q of queues.values()) pump(q);
    },

    async close() {
      if (closed) return;
      closed = true;
      if (poller) clearInterval(poller);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await unlisten?.().catch(() => undefined);
      // Running jobs finish (and store their outcome) before the caller closes the database.
      await Promise.allSettled([...running]);
      if (heartbeat) clearInterval(heartbeat);
    },
  };
}
