import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { log } from '../log';
import {
  checkEnqueueOptions,
  READY_TIMEOUT_MS,
  UnrecoverableJobError,
  type EnqueueOptions,
  type JobHandler,
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
}

export const DEFAULT_KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;
export const DEFAULT_KEEP_FAILED_SECONDS = 30 * 24 * 3600;

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
  // while Redis is briefly away); queues share the same connection.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => log.warn('redis connection error', { error: error.message }));
  const base = { connection, ...(prefix ? { prefix } : {}) };

  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  let started = false;
  let closed = false;

  const queueOf = (name: string): Queue => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, base);
      q.on('error', (error) => log.warn('job queue error', { queue: name, error: error.message }));
      queues.set(name, q);
    }
    return q;
  };

  const run = (name: string, worker: Worker): void => {
    worker.run().catch((error: unknown) => log.error('job worker stopped', { queue: name, error }));
  };

  return {
    kind: 'bullmq',

    register<T>(queue: string, handler: JobHandler<T>, opts: RegisterOptions = {}) {
      if (!queue || queue.includes(':')) throw new Error(`Queue name must be non-empty and without ':', got "${queue}"`);
      if (workers.has(queue)) throw new Error(`Queue ${queue} already has a handler`);
      if (closed) throw new Error('Jobs are closed');
      const concurrency = opts.concurrency ?? 1;
      if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new Error(`concurrency must be a positive integer, got ${concurrency}`);
      const worker = new Worker(
        queue,
        async (job: Job) => {
          try {
            await handler(job.data as T, { id: decodeJobId(job.id ?? ''), attempt: job.attemptsMade + 1 });
          } catch (error) {
            if (error instanceof UnrecoverableJobError) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        { ...base, concurrency, autorun: false },
      );
      worker.on('failed', (job, error) => {
        if (!job) return;
        const attempt = job.attemptsMade;
        const final = error instanceof UnrecoverableError || attempt >= (job.opts.attempts ?? 1);
        const fields = { queue, jobId: decodeJobId(job.id ?? ''), attempt, error: error.message };
        if (final) log.error('job failed', fields);
        else log.warn('job attempt failed, will retry', fields);
      });
      worker.on('error', (error) => log.warn('job worker error', { queue, error: error.message }));
      workers.set(queue, worker);
      if (started) run(queue, worker);
    },

    async enqueue<T>(queue: string, data: T, opts: EnqueueOptions) {
      const { attempts, backoffMs } = checkEnqueueOptions(queue, opts);
      if (closed) throw new Error('Jobs are closed');
      await queueOf(queue).add(queue, data, {
        jobId: encodeJobId(opts.jobId),
        attempts,
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: { age: keepCompleted },
        removeOnFail: { age: keepFailed },
      });
    },

    async start() {
      if (closed) throw new Error('Jobs are closed');
      if (started) return;
      started = true;
      for (const [name, worker] of workers) run(name, worker);
      await Promise.all([...workers.values()].map((w) => w.waitUntilReady()));
    },

    async ready() {
      // The connection queues commands while Redis is away (maxRetriesPerRequest: null), so a
      // PING waits for its return: the timer bounds the wait.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer PING within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([connection.ping(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...workers.values()].map((w) => w.close()));
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      // QUIT waits in the offline queue while Redis is away, for ever: then just drop the socket.
      if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    },
  };
}
