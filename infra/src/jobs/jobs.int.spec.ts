import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createBullmqJobs, createInProcessJobs, decodeJobId, encodeJobId, UnrecoverableJobError, type Jobs } from './index';

/**
 * The jobs contract, run against every adapter that is reachable: the in-process runner always,
 * BullMQ when REDIS_URL is set. Each BullMQ test uses a fresh key prefix and queue name and
 * obliterates its queue afterwards.
 */
interface Adapter {
  name: string;
  make(): Jobs;
  cleanup(queue: string): Promise<void>;
}

const redisUrl = process.env.REDIS_URL;
const adapters: Adapter[] = [{ name: 'in-process', make: () => createInProcessJobs(), cleanup: async () => undefined }];
if (redisUrl) {
  let prefix = '';
  adapters.push({
    name: 'bullmq',
    make: () => {
      prefix = `bt-test-${randomUUID()}`;
      return createBullmqJobs(redisUrl, { prefix });
    },
    async cleanup(queue) {
      const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
      const q = new Queue(queue, { connection, prefix });
      await q.obliterate({ force: true });
      await q.close();
      await connection.quit();
    },
  });
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe.each(adapters)('jobs contract: $name', (adapter) => {
  let jobs: Jobs | undefined;
  let queue = '';

  const setup = () => {
    queue = `q-${randomUUID()}`;
    jobs = adapter.make();
    return jobs;
  };

  afterEach(async () => {
    await jobs?.close();
    jobs = undefined;
    await adapter.cleanup(queue);
  });

  it('runs a job once with its data', async () => {
    const jobs = setup();
    const seen: unknown[] = [];
    const infos: { id: string; attempt: number }[] = [];
    jobs.register<{ to: string; n: number }>(queue, async (data, job) => {
      seen.push(data);
      infos.push(job);
    });
    await jobs.start();
    await jobs.enqueue(queue, { to: 'a@example.com', n: 1 }, { jobId: 'welcome:one' });
    await until(() => seen.length === 1);
    await sleep(200);
    expect(seen).toEqual([{ to: 'a@example.com', n: 1 }]);
    expect(infos).toEqual([{ id: 'welcome:one', attempt: 1 }]);
  });

  it('runs a jobId enqueued twice once, also after it completed', async () => {
    const jobs = setup();
    const seen: unknown[] = [];
    jobs.register<{ n: number }>(queue, async (data) => {
      seen.push(data.n);
    });
    // Twice before start (both waiting), then once more after the job completed.
    await jobs.enqueue(queue, { n: 1 }, { jobId: 'same' });
    await jobs.enqueue(queue, { n: 2 }, { jobId: 'same' });
    await jobs.start();
    await until(() => seen.length === 1);
    await jobs.enqueue(queue, { n: 3 }, { jobId: 'same' });
    await jobs.enqueue(queue, { n: 4 }, { jobId: 'other' });
    await until(() => seen.length === 2);
    await sleep(200);
    expect(seen).toEqual([1, 4]);
  });

  it('retries a failing job with exponential backoff until it succeeds on the 3rd attempt', async () => {
    const jobs = setup();
    const attempts: { attempt: number; at: number }[] = [];
    let done = false;
    jobs.register(queue, async (_data, job) => {
      attempts.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
      done = true;
    });
    await jobs.start();
    await jobs.enqueue(queue, {}, { jobId: 'flaky', attempts: 5, backoffMs: 100 });
    await until(() => done);
    await sleep(300);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    // Backoff 100 ms, then 200 ms (a little slack for timer granularity).
    expect(second - first).toBeGreaterThanOrEqual(90);
    expect(third - second).toBeGreaterThanOrEqual(190);
  });

  it('gives up after `attempts` runs', async () => {
    const jobs = setup();
    let runs = 0;
    jobs.register(queue, async () => {
      runs++;
      throw new Error('always');
    });
    await jobs.start();
    await jobs.enqueue(queue, {}, { jobId: 'doomed', attempts: 2, backoffMs: 20 });
    await until(() => runs === 2);
    await sleep(300);
    expect(runs).toBe(2);
  });

  it('fails an UnrecoverableJobError at once, without retries', async () => {
    const jobs = setup();
    let runs = 0;
    jobs.register(queue, async () => {
      runs++;
      throw new UnrecoverableJobError('bad data');
    });
    await jobs.start();
    await jobs.enqueue(queue, {}, { jobId: 'bad', attempts: 5, backoffMs: 20 });
    await until(() => runs === 1);
    // With 5 attempts and 20 ms backoff a retry would have come within 20 + 40 + 80 ms.
    await sleep(500);
    expect(runs).toBe(1);
    // A failed job's id is still remembered: enqueueing it again does nothing.
    await jobs.enqueue(queue, {}, { jobId: 'bad', attempts: 5, backoffMs: 20 });
    await sleep(200);
    expect(runs).toBe(1);
  });

  it('respects the concurrency limit', async () => {
    const jobs = setup();
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    jobs.register(
      queue,
      async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await sleep(80);
        active--;
        finished++;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 6; i++) await jobs.enqueue(queue, { i }, { jobId: `job-${i}` });
    await jobs.start();
    await until(() => finished === 6);
    expect(maxActive).toBe(2);
  });

  it('runs jobs enqueued before their handler is registered', async () => {
    const jobs = setup();
    await jobs.start();
    await jobs.enqueue(queue, { early: true }, { jobId: 'early' });
    const seen: unknown[] = [];
    jobs.register(queue, async (data) => {
      seen.push(data);
    });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ early: true }]);
  });
});

describe('BullMQ job id mapping', () => {
  it('maps any id to one BullMQ accepts, one to one', () => {
    const ids = ['welcomeMail:0b9e', 'a%3Ab', 'a:b', '42', '%i42', '-7', '007', 'plain', 'x:y:z'];
    const encoded = ids.map(encodeJobId);
    expect(new Set(encoded).size).toBe(ids.length);
    for (const e of encoded) {
      expect(e.includes(':')).toBe(false);
      expect(String(parseInt(e, 10)) === e).toBe(false);
    }
    expect(encoded.map(decodeJobId)).toEqual(ids);
  });
});
