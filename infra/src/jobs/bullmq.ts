import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { log } from '../log';
import {
  checkEnqueueOptions,
  checkRegister,
  ENQUEUE_TIMEOUT_MS,
  JobsUnavailableError,
  READY_TIMEOUT_MS,
  UnrecoverableJobError,
  withTimeout,
  type EnqueueOptions,
  type JobFailure,
  type JobHandler,
  type JobRecord,
  type Jobs,
  type RegisterOptions,
} from './types';

export interface BullmqJobsOptions {
  /** Redis key prefix of every queue; default `bull` (BullMQ's). Tests use a fresh one each. */
  prefix?: string;
  /**
   * How long a completed job (and so its jobId) is kept: the de-duplication window. Default
   * 7 days. BullMQ removes aged jobs only when a later job of the same queue completes, so an
   * id is remembered for at least this long, and longer in a quiet queue.
   */
  keepCompletedSeconds?: number;
  /** The same for failed jobs (kept for inspection and `retryJobs`); default 30 days. */
  keepFailedSeconds?: number;
  /**
   * How long a running job's lock lasts without renewal (BullMQ's lockDuration, default 30 s),
   * and how often workers look for jobs whose lock ran out (stalledInterval, default 30 s): a job
   * whose process died runs again after at most about their sum. Tests shorten both; every
   * process of a queue must use the same stalledInterval (the pause between checks is kept in
   * Redis, set by whichever process checked last).
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** How often a started process looks whether Redis lost its jobs (`onJobsLost`); default 5 s. Tests shorten it. */
  lossCheckMs?: number;
}

export const DEFAULT_LOSS_CHECK_MS = 5000;

/**
 * The key that says Redis still holds this product's queues (`<prefix>:jobs-kept`, beside the
 * queues' own `<prefix>:<queue>:...` keys). It goes with everything else when Redis restarts
 * without persistence or is flushed; a started process that finds it missing sets it again and
 * tells its `onJobsLost` listeners.
 */
export const jobsKeptKey = (prefix = 'bull') => `${prefix}:jobs-kept`;

export const DEFAULT_KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;
export const DEFAULT_KEEP_FAILED_SECONDS = 30 * 24 * 3600;

/**
 * BullMQ's own limit of stalls per job (maxStalledCount), set above any job's attempts: the
 * processor below counts every run started (stalled ones too) against the job's attempts and
 * fails a job that starts beyond them, so a job whose worker crashes is retried within its
 * attempts, and fails with a `stalled` reason after the last, never stuck.
 */
const MAX_STALLED_COUNT = 1000;
/** Errors of an unreachable Redis, which watchConnection reports (queues and workers repeat them). */
const CONNECTION_ERROR = /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|Connection is closed|Stream isn't writeable/;

/** BullMQ's message for a job that went past maxStalledCount. */
const BULLMQ_STALLED = 'job stalled more than allowable limit';

/** A last failure, raised by the processor so that BullMQ fails the job whatever attempts it counts. */
class FinalError extends UnrecoverableError {
  constructor(
    message: string,
    readonly reason: JobFailure,
  ) {
    super(message);
  }
}

/**
 * Logs a Redis connection's trouble once when it starts (and every minute while it lasts), and
 * its recovery: ioredis reconnects by itself and reports every failed try, every second or two.
 */
function watchConnection(connection: Redis, name: string): void {
  let down = 0;
  let lastLog = 0;
  connection.on('error', (error: Error) => {
    const now = Date.now();
    if (!down) down = now;
    if (now - lastLog < 60_000) return;
    lastLog = now;
    log.error('redis cannot be reached, retrying', { connection: name, error: error.message, downForMs: now - down });
  });
  connection.on('ready', () => {
    if (down) log.info('redis reachable again', { connection: name, downForMs: Date.now() - down });
    down = 0;
    lastLog = 0;
  });
}

/**
 * BullMQ refuses custom ids that look like integers or contain ':' (other than its own
 * three-part repeat ids). This maps any string to an accepted id, one to one: '%' and ':' are
 * percent-encoded, and an integer-looking id gets a '%i' prefix, which no encoded id can start
 * with otherwise (every other '%' is followed by 25 or 3A).
 */
export function encodeJobId(id: string): string {
  const escaped = id.replace(/[%:]/g, (c) => (c === '%' ? '%25' : '%3A'));
  return String(parseInt(escaped, 10)) === escaped ? `%i${escaped}` : escaped;
}

export function decodeJobId(encoded: string): string {
  const body = encoded.startsWith('%i') ? encoded.slice(2) : encoded;
  return body.replace(/%(25|3A)/g, (_, code: string) => (code === '25' ? '%' : ':'));
}

/**
 * Jobs on Redis through BullMQ: one Queue (to enqueue) and, for registered queues, one Worker
 * (to process) per queue name, all on one ioredis connection (workers duplicate it for their
 * blocking reads).
 *
 * De-duplication is BullMQ's: `add` with the jobId of a job that still exists (waiting, delayed,
 * active, completed or failed) does nothing. Completed and failed jobs are removed by age (see
 * BullmqJobsOptions), after which the same jobId would run again.
 */
export function createBullmqJobs(redisUrl: string, options: BullmqJobsOptions = {}): Jobs {
  const prefix = options.prefix;
  const keepCompleted = options.keepCompletedSeconds ?? DEFAULT_KEEP_COMPLETED_SECONDS;
  const keepFailed = options.keepFailedSeconds ?? DEFAULT_KEEP_FAILED_SECONDS;
  // BullMQ requires maxRetriesPerRequest: null for workers (their blocking commands must not fail
  // while Redis is briefly away: they wait and retry). Queues (enqueueing, often in a request) have
  // a connection of their own that fails fast instead: no offline queue, bounded connect and
  // command times, and enqueue gives up after ENQUEUE_TIMEOUT_MS in any case.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  watchConnection(connection, 'workers');
  const queueConnection = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: ENQUEUE_TIMEOUT_MS,
    commandTimeout: ENQUEUE_TIMEOUT_MS,
  });
  watchConnection(queueConnection, 'queues');
  const prefixed = prefix ? { prefix } : {};
  const base = { connection, ...prefixed };
  const workerTiming = {
    maxStalledCount: MAX_STALLED_COUNT,
    ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
    ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
  };

  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  let started = false;
  let closed = false;

  const lostListeners: (() => Promise<void>)[] = [];
  const keptKey = jobsKeptKey(prefix);
  let lossTimer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  /**
   * Redis without the marker lost its jobs (or this is the first start on it): the marker is set
   * first, then the listeners enqueue again what waits, under the jobs' own ids. A flush during
   * that removes the marker again, so the next check repeats it; listeners that fail remove it, so
   * that the next check tries again.
   */
  const checkKept = (): Promise<void> =>
    (checking ??= (async () => {
      try {
        if (closed || !lostListeners.length) return;
        if (await queueConnection.exists(keptKey)) return;
        await queueConnection.set(keptKey, new Date().toISOString());
        log.warn('redis holds none of the jobs (a first start, or redis lost its data): enqueueing again what waits');
        try {
          for (const listener of lostListeners) await listener();
        } catch (error) {
          await queueConnection.del(keptKey).catch(() => undefined);
          throw error;
        }
      } catch (error) {
        // Redis away: watchConnection says so, and the reconnection checks again.
        if (!(error instanceof Error && CONNECTION_ERROR.test(error.message)) && !closed)
          log.error('enqueueing again what redis lost failed; trying again', { error });
      } finally {
        checking = undefined;
      }
    })());
  queueConnection.on('ready', () => {
    if (started) void checkKept();
  });

  const queueOf = (name: string): Queue => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: queueConnection, ...prefixed });
      q.on('error', (error) => {
        if (!CONNECTION_ERROR.test(error.message)) log.warn('job queue error', { queue: name, error: error.message });
      });
      queues.set(name, q);
    }
    return q;
  };

  const run = (name: string, worker: Worker): void => {
    worker.run().catch((error: unknown) => {
      if (closed) return;
      // Not expected (BullMQ retries Redis errors itself); a worker that stopped is started again.
      log.error('job worker stopped, restarting it in 5 s', { queue: name, error });
      setTimeout(() => !closed && run(name, worker), 5000).unref();
    });
  };

  return {
    kind: 'bullmq',

    register<T>(queue: string, handler: JobHandler<T>, opts: RegisterOptions<T> = {}) {
      const concurrency = checkRegister(queue, opts, { taken: workers.has(queue), closed });
      const worker = new Worker(
        queue,
        async (job: Job) => {
          // Every run started counts, also one whose worker died (BullMQ then moved it back to wait).
          const attempt = job.attemptsStarted;
          const attempts = job.opts.attempts ?? 1;
          if (attempt > attempts) throw new FinalError('stalled: its process stopped during the last run', 'stalled');
          try {
            await handler(job.data as T, { id: decodeJobId(job.id ?? ''), attempt });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            if (error instanceof UnrecoverableJobError) throw new FinalError(message, 'unrecoverable');
            if (attempt >= attempts) throw new FinalError(message, 'attempts');
            throw error;
          }
        },
        { ...base, ...workerTiming, concurrency, autorun: false },
      );
      worker.on('failed', (job, error) => {
        if (!job) return;
        const attempt = job.attemptsStarted;
        const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
        const id = decodeJobId(job.id ?? '');
        const fields = { queue, jobId: id, attempt, error: error.message };
        if (!final) {
          log.warn('job attempt failed, will retry', fields);
          return;
        }
        const reason: JobFailure =
          error instanceof FinalError
            ? error.reason
            : error.message === BULLMQ_STALLED
              ? 'stalled'
              : error instanceof UnrecoverableError
                ? 'unrecoverable'
                : 'attempts';
        log.error('job failed', { ...fields, reason });
        opts
          .onFailed?.(job.data as T, { id, attempt, reason, error: error.message })
          .catch((failure: unknown) => log.error('job onFailed failed', { queue, jobId: id, error: failure }));
      });
      // Redis errors are logged by watchConnection; others here.
      worker.on('error', (error) => {
        if (!CONNECTION_ERROR.test(error.message)) log.warn('job worker error', { queue, error: error.message });
      });
      workers.set(queue, worker);
      if (started) run(queue, worker);
    },

    async enqueue<T>(queue: string, data: T, opts: EnqueueOptions) {
      const { attempts, backoffMs } = checkEnqueueOptions(queue, opts);
      if (closed) throw new Error('Jobs are closed');
      const added = queueOf(queue).add(queue, data, {
        jobId: encodeJobId(opts.jobId),
        attempts,
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: { age: keepCompleted },
        removeOnFail: { age: keepFailed },
      });
      // Resolves when Redis has the job; a Redis that cannot be reached is given a few seconds.
      try {
        await withTimeout(
          added,
          ENQUEUE_TIMEOUT_MS,
          () => new JobsUnavailableError(`redis did not take the job within ${ENQUEUE_TIMEOUT_MS} ms`),
        );
      } catch (error) {
        added.catch(() => undefined);
        if (error instanceof JobsUnavailableError) throw error;
        throw new JobsUnavailableError(`redis refused the job: ${error instanceof Error ? error.message : String(error)}`);
      }
    },

    async inspect(queue: string, jobId: string): Promise<JobRecord | undefined> {
      // The state first, then the job: read the other way round, a run that ends in between
      // answers 'completed' with the counts of the job as it waited.
      const q = queueOf(queue);
      const state = await q.getJobState(encodeJobId(jobId));
      if (state === 'unknown') return undefined;
      const job = await q.getJob(encodeJobId(jobId));
      if (!job) return undefined; // removed since
      // The processor counts a start after the last attempt (its process died in that one) and
      // fails the job without running the handler: that start is no run.
      const attemptsStarted = Math.min(job.attemptsStarted, job.opts.attempts ?? 1);
      const states: Record<typeof state, JobRecord['state']> = {
        waiting: 'waiting',
        prioritized: 'waiting',
        'waiting-children': 'waiting',
        delayed: 'delayed',
        active: 'active',
        completed: 'completed',
        failed: 'failed',
      };
      return { state: states[state], attemptsStarted };
    },

    async unfinished(queue: string) {
      const counts = await queueOf(queue).getJobCounts('waiting', 'prioritized', 'waiting-children', 'delayed', 'active');
      return Object.values(counts).reduce((sum, n) => sum + n, 0);
    },

    onJobsLost(listener) {
      lostListeners.push(listener);
    },

    async ready() {
      let onReady: (() => void) | undefined;
      try {
        await withTimeout(
          (async () => {
            // Before the first connection (or between reconnections) PING would fail at once.
            if (queueConnection.status !== 'ready')
              await new Promise<void>((resolve) => queueConnection.once('ready', (onReady = resolve)));
            await queueConnection.ping();
          })(),
          READY_TIMEOUT_MS,
          () => new JobsUnavailableError(`redis did not answer within ${READY_TIMEOUT_MS} ms`),
        );
      } finally {
        if (onReady) queueConnection.off('ready', onReady);
      }
    },

    async start() {
      if (closed) throw new Error('Jobs are closed');
      if (started) return;
      started = true;
      for (const [name, worker] of workers) run(name, worker);
      // Waits for Redis a little, not for ever: with Redis away the workers keep trying (and say
      // so), and the rest of the process starts.
      await withTimeout(
        Promise.all([...workers.values()].map((w) => w.waitUntilReady())),
        READY_TIMEOUT_MS,
        () => new JobsUnavailableError('redis is not reachable yet'),
      ).catch((error: unknown) =>
        log.error('jobs: redis cannot be reached; the workers start when it can', { error: String(error) }),
      );
      lossTimer = setInterval(() => void checkKept(), options.lossCheckMs ?? DEFAULT_LOSS_CHECK_MS);
      lossTimer.unref();
      await checkKept();
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(lossTimer);
      await checking;
      await Promise.allSettled([...workers.values()].map((w) => w.close()));
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      // QUIT waits for Redis; one that is away gets a second before the sockets are dropped.
      for (const c of [connection, queueConnection])
        await withTimeout(c.quit(), 1000, () => new Error('quit timed out')).catch(() => c.disconnect());
    },
  };
}
