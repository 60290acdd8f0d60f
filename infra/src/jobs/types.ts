/**
 * The jobs port: named queues of background jobs with at-least-once execution, retries with
 * exponential backoff, a concurrency limit per queue, and de-duplication by job id.
 *
 * Rules every adapter keeps (checked by `jobs.int.spec.ts` against each adapter):
 * - `enqueue` with a `jobId` that the adapter still remembers (waiting, running, delayed for a
 *   retry, completed or failed) does nothing: the job runs at most once per remembered id.
 *   How long an id is remembered depends on the adapter (see its file).
 * - A job that throws is retried up to `attempts` times in all; the wait before retry n+1 is
 *   `backoffMs * 2^(n-1)` (n = attempts made so far), BullMQ's exponential strategy.
 * - A job that throws `UnrecoverableJobError` fails at once, whatever attempts remain.
 * - At most `concurrency` jobs of one queue run at the same time in one process.
 * - Jobs may be enqueued before `start()` and before their queue is registered; they wait.
 * - Jobs are durable: `enqueue` resolves once the backend holds the job (a database commit, or
 *   Redis's answer), so a job survives a crash of the process that enqueued or runs it.
 * - A run that never ends (its process was killed) counts as an attempt: the job runs again, at
 *   once, when its lease has run out (or, on the embedded database, when the next process starts),
 *   as long as attempts remain; after the last one it fails with a `stalled` reason.
 * - A job that fails for good (attempts used up, unrecoverable, or stalled) is kept as failed and
 *   reported to the queue's `onFailed`, once, in the process that found out.
 * - A backend that can lose its jobs apart from the database (Redis restarted without persistence,
 *   or flushed) says so to `onJobsLost` listeners when it finds itself empty, so that what waited
 *   is enqueued again at once under the same ids.
 */
export interface JobInfo {
  /** The jobId given to `enqueue`. */
  id: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/** Why a job failed for good. */
export type JobFailure = 'attempts' | 'unrecoverable' | 'stalled';

export interface FailedJobInfo extends JobInfo {
  reason: JobFailure;
  /** The last error's message (for `stalled`, what the adapter says about the lost runs). */
  error: string;
}

export interface RegisterOptions<T = unknown> {
  /** Jobs of this queue that run at the same time in this process; default 1. */
  concurrency?: number;
  /**
   * Called once when a job of this queue has failed for good, with its data (in the process that
   * failed it, which has this queue registered). A throw is logged and otherwise ignored: what must
   * not be missed needs a sweep as well.
   */
  onFailed?: (data: T, job: FailedJobInfo) => Promise<void>;
}

/** What the backend holds of one job (`Jobs.inspect`). */
export interface JobRecord {
  /**
   * `waiting`: due now; `delayed`: waiting for its backoff to end before a retry; `active`: running
   * (or its process died and its lease has not run out yet); `completed` and `failed`: finished,
   * its id remembered.
   */
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';
  /** Runs of its handler begun so far, counting one that runs now and ones whose process died. */
  attemptsStarted: number;
}

export interface EnqueueOptions {
  /**
   * Deterministic id of the job (for example derived from the event that caused it). Any
   * non-empty string; adapters map it to what their backend accepts.
   */
  jobId: string;
  /** Runs in all, including the first; default 3. */
  attempts?: number;
  /** Base delay of the exponential backoff between attempts; default 1000 ms. */
  backoffMs?: number;
}

export interface Jobs {
  readonly kind: 'bullmq' | 'database';
  /** Handles the jobs of `queue` in this process. One handler per queue. */
  register<T>(queue: string, handler: JobHandler<T>, opts?: RegisterOptions<T>): void;
  /**
   * Resolves once the job is durable in the backend. Rejects with JobsUnavailableError within a
   * few seconds (ENQUEUE_TIMEOUT_MS) when the backend cannot be reached, instead of waiting for it.
   */
  enqueue<T>(queue: string, data: T, opts: EnqueueOptions): Promise<void>;
  /**
   * What the backend holds under `jobId` in `queue`, or undefined when it holds nothing (never
   * enqueued, or forgotten after its keep time): what ran, how often, what waits for a retry. For
   * tests, which wait for a job's outcome instead of for time, and for operators.
   */
  inspect(queue: string, jobId: string): Promise<JobRecord | undefined>;
  /** How many jobs of `queue` are not finished: waiting (due or delayed for a retry) or running. */
  unfinished(queue: string): Promise<number>;
  /** Resolves when the backend answers; rejects within READY_TIMEOUT_MS when it does not (readiness checks, start-up waits). */
  ready(): Promise<void>;
  /**
   * `listener` runs when the backend is found to have lost its jobs (BullMQ: Redis holds no
   * marker of this product's queues, at start, on every reconnection and every few seconds), to
   * enqueue again what waits; it re-enqueues under the jobs' own ids, so a job the backend still
   * holds is not added twice. The database queue lives in the database with everything else and
   * never calls it. Checks run once `start()` was called; `start()` resolves after the first.
   */
  onJobsLost(listener: () => Promise<void>): void;
  /** Starts running registered handlers (handlers registered later start at once). */
  start(): Promise<void>;
  /** Stops taking jobs, waits for running ones to finish, releases connections. */
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;

/** How long `enqueue` waits for an unreachable backend before it gives up. */
export const ENQUEUE_TIMEOUT_MS = 3000;
/** How long `ready()` waits for an answer. */
export const READY_TIMEOUT_MS = 2000;

/** The jobs backend (Redis) cannot be reached now: the caller may try again later (HTTP 503). */
export class JobsUnavailableError extends Error {
  override readonly name = 'JobsUnavailableError';
}

/** Rejects with `onTimeout()` when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Thrown by a handler when retrying cannot help (bad data, unknown kind): the job fails at once. */
export class UnrecoverableJobError extends Error {
  override readonly name = 'UnrecoverableJobError';
}

/** The wait before the next attempt after `attemptsMade` failed attempts (BullMQ's formula). */
export const backoffDelay = (backoffMs: number, attemptsMade: number): number => Math.round(2 ** (attemptsMade - 1) * backoffMs);

function checkQueueName(queue: string): void {
  if (!queue || queue.includes(':')) throw new Error(`Queue name must be non-empty and without ':', got "${queue}"`);
}

/** The checks of `register` every adapter makes; answers the concurrency. */
export function checkRegister(queue: string, opts: { concurrency?: number }, state: { taken: boolean; closed: boolean }): number {
  checkQueueName(queue);
  if (state.taken) throw new Error(`Queue ${queue} already has a handler`);
  if (state.closed) throw new Error('Jobs are closed');
  const concurrency = opts.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`concurrency must be a positive integer, got ${concurrency}`);
  return concurrency;
}

export function checkEnqueueOptions(queue: string, opts: EnqueueOptions): { attempts: number; backoffMs: number } {
  checkQueueName(queue);
  if (!opts.jobId) throw new Error('enqueue needs a jobId');
  const attempts = opts.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = opts.backoffMs ?? DEFAULT_BACKOFF_MS;
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be a positive integer, got ${attempts}`);
  if (!(backoffMs >= 0)) throw new Error(`backoffMs must be >= 0, got ${backoffMs}`);
  return { attempts, backoffMs };
}
