import { log } from '../log';
import {
  backoffDelay,
  checkEnqueueOptions,
  UnrecoverableJobError,
  type EnqueueOptions,
  type JobHandler,
  type Jobs,
  type RegisterOptions,
} from './types';

interface Entry {
  queue: string;
  id: string;
  data: unknown;
  attempts: number;
  backoffMs: number;
  attemptsMade: number;
}

interface QueueState {
  handler: JobHandler<unknown> | undefined;
  concurrency: number;
  waiting: Entry[];
  running: number;
}

/**
 * The embedded jobs runner: the same rules as the BullMQ adapter (retries with exponential
 * backoff, UnrecoverableJobError, concurrency per queue, de-duplication by jobId), in memory.
 *
 * - Job ids are remembered for the lifetime of this object (every id ever enqueued, per queue),
 *   so a reactor that replays events in the same process enqueues nothing twice. After a restart
 *   the memory is empty: a replay from an older checkpoint would run those jobs again.
 * - Jobs live in memory only: waiting jobs and pending retries are dropped by `close()` or a
 *   crash. Production runs BullMQ (REDIS_URL), where jobs survive restarts.
 */
export function createInProcessJobs(): Jobs {
  const queues = new Map<string, QueueState>();
  const seen = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let started = false;
  let closed = false;

  const stateOf = (queue: string): QueueState => {
    let q = queues.get(queue);
    if (!q) {
      q = { handler: undefined, concurrency: 1, waiting: [], running: 0 };
      queues.set(queue, q);
    }
    return q;
  };

  const pump = (queue: string): void => {
    const q = stateOf(queue);
    while (started && !closed && q.handler && q.running < q.concurrency && q.waiting.length > 0) {
      const entry = q.waiting.shift()!;
      q.running++;
      const p = run(q.handler, entry).finally(() => {
        q.running--;
        running.delete(p);
        pump(queue);
      });
      running.add(p);
    }
  };

  const run = async (handler: JobHandler<unknown>, entry: Entry): Promise<void> => {
    const attempt = entry.attemptsMade + 1;
    try {
      await handler(entry.data, { id: entry.id, attempt });
      log.debug('job completed', { queue: entry.queue, jobId: entry.id, attempt });
    } catch (error) {
      entry.attemptsMade = attempt;
      const unrecoverable = error instanceof UnrecoverableJobError;
      if (unrecoverable || attempt >= entry.attempts) {
        log.error('job failed', { queue: entry.queue, jobId: entry.id, attempt, unrecoverable, error });
        return;
      }
      const delay = backoffDelay(entry.backoffMs, attempt);
      log.warn('job attempt failed, will retry', { queue: entry.queue, jobId: entry.id, attempt, delayMs: delay, error });
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        stateOf(entry.queue).waiting.push(entry);
        pump(entry.queue);
      }, delay);
      timers.add(timer);
    }
  };

  return {
    kind: 'in-process',

    register<T>(queue: string, handler: JobHandler<T>, opts: RegisterOptions = {}) {
      if (!queue || queue.includes(':')) throw new Error(`Queue name must be non-empty and without ':', got "${queue}"`);
      const q = stateOf(queue);
      if (q.handler) throw new Error(`Queue ${queue} already has a handler`);
      const concurrency = opts.concurrency ?? 1;
      if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new Error(`concurrency must be a positive integer, got ${concurrency}`);
      q.handler = handler as JobHandler<unknown>;
      q.concurrency = concurrency;
      pump(queue);
    },

    async enqueue<T>(queue: string, data: T, opts: EnqueueOptions) {
      const { attempts, backoffMs } = checkEnqueueOptions(queue, opts);
      if (closed) throw new Error('Jobs are closed');
      const key = `${queue}\u0000${opts.jobId}`;
      if (seen.has(key)) {
        log.debug('job already enqueued', { queue, jobId: opts.jobId });
        return;
      }
      seen.add(key);
      // A JSON copy: the handler sees what it would see after a round trip through Redis.
      const copy: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
      stateOf(queue).waiting.push({ queue, id: opts.jobId, data: copy, attempts, backoffMs, attemptsMade: 0 });
      pump(queue);
    },

    async start() {
      if (closed) throw new Error('Jobs are closed');
      started = true;
      for (const queue of queues.keys()) pump(queue);
    },

    async ready() {
      // Nothing outside this process to wait for.
    },

    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
