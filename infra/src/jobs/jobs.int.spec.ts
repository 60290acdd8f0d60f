import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../sql/pglite';
import { openPostgres } from '../sql/postgres';
import type { Sql } from '../sql/types';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import type { CrashChildSettings } from '../testing/jobsCrashChild';
import {
  createBullmqJobs,
  createDatabaseJobs,
  decodeJobId,
  encodeJobId,
  UnrecoverableJobError,
  type FailedJobInfo,
  type JobRecord,
  type Jobs,
} from './index';

/**
 * The jobs contract, run against every adapter that is reachable: the database queue on PGlite
 * always, on PostgreSQL when DATABASE_URL is set, and BullMQ when REDIS_URL is set. Each test uses
 * a fresh queue name (and for BullMQ a fresh key prefix, obliterated afterwards). `make()` called
 * twice in one test gives a second adapter on the same store: another process, or the same one
 * after a restart.
 */
interface Adapter {
  name: string;
  open(): Promise<void>;
  close(): Promise<void>;
  /** Starts a test: a fresh prefix (BullMQ). */
  fresh(): void;
  make(): Jobs;
  cleanup(queue: string): Promise<void>;
  /** A store for a process to crash on, and the adapter a later process opens on it. */
  crashStore(): Promise<{
    child: Omit<CrashChildSettings, 'queue' | 'jobId' | 'attempts' | 'leaseMs'>;
    open(): Promise<{ jobs: Jobs; close(): Promise<void> }>;
  }>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Lease (database) or lock (BullMQ) in the crash tests: a killed run is found stalled soon. */
const CRASH_LEASE_MS = 1000;

function databaseAdapter(name: string, openDb: () => Promise<TestDatabase>): Adapter {
  let db: TestDatabase | undefined;
  let crashDir: string | undefined;
  return {
    name,
    async open() {
      db = await openDb();
    },
    async close() {
      await db?.close();
      if (crashDir) await rm(crashDir, { recursive: true, force: true });
    },
    fresh: () => undefined,
    make: () => createDatabaseJobs(db!.sql, { resetAtStart: false }),
    cleanup: async () => undefined,
    async crashStore() {
      if (db!.url) {
        const url = db!.url;
        return {
          child: { kind: 'postgres', url },
          async open() {
            const sql = await openPostgres(url, 4);
            const jobs = createDatabaseJobs(sql, { leaseMs: CRASH_LEASE_MS, pollMs: 50 });
            return { jobs, close: async () => (await jobs.close(), await sql.close()) };
          },
        };
      }
      // PGlite belongs to one process at a time: the child's folder is opened here after its death.
      // One folder for the suite (made here once: initdb is the slow part), a queue per test.
      if (!crashDir) {
        crashDir = await mkdtemp(path.join(os.tmpdir(), 'bt-jobs-crash-'));
        await (await openPglite(crashDir)).close();
      }
      const dir = crashDir;
      return {
        child: { kind: 'pglite', dir },
        async open() {
          const sql: Sql = await openPglite(dir);
          const jobs = createDatabaseJobs(sql, { leaseMs: CRASH_LEASE_MS, pollMs: 50 });
          return { jobs, close: async () => (await jobs.close(), await sql.close()) };
        },
      };
    },
  };
}

const redisUrl = process.env.REDIS_URL;
const adapters: Adapter[] = [databaseAdapter('database on PGlite', () => openTestDatabase('pglite'))];
if (process.env.DATABASE_URL) adapters.push(databaseAdapter('database on PostgreSQL', () => openTestDatabase('postgres')));
if (redisUrl) {
  let prefix = '';
  adapters.push({
    name: 'bullmq',
    open: async () => undefined,
    close: async () => undefined,
    fresh() {
      prefix = `bt-test-${randomUUID()}`;
    },
    make: () => createBullmqJobs(redisUrl, { prefix }),
    async cleanup(queue) {
      const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
      const q = new Queue(queue, { connection, prefix });
      await q.obliterate({ force: true });
      await q.close();
      await connection.quit();
    },
    async crashStore() {
      const crashPrefix = `bt-test-${randomUUID()}`;
      prefix = crashPrefix; // cleanup(queue) obliterates the test's queue under it
      return {
        child: { kind: 'bullmq', url: redisUrl, prefix: crashPrefix },
        async open() {
          const jobs = createBullmqJobs(redisUrl, {
            prefix: crashPrefix,
            lockDurationMs: CRASH_LEASE_MS,
            stalledIntervalMs: 300,
          });
          return { jobs, close: () => jobs.close() };
        },
      };
    },
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

/**
 * Waits until the backend holds the job as finished (completed or failed) and answers its record.
 * What a test asserts did not happen (a second run, a retry) would have happened before: a job is
 * finished only when no run of it is left, nor any retry waiting.
 */
async function finished(jobs: Jobs, queue: string, jobId: string): Promise<JobRecord> {
  let record: JobRecord | undefined;
  await until(async () => {
    record = await jobs.inspect(queue, jobId);
    return record?.state === 'completed' || record?.state === 'failed';
  });
  return record!;
}

/** Runs a workers process that takes the job and is killed with SIGKILL during the run; answers the attempt it ran. */
async function crashDuringRun(settings: CrashChildSettings): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/testing/jobsCrashChild.ts', JSON.stringify(settings)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    return await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /started (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`the crash child exited with ${code}: ${out}`)));
    });
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

describe.each(adapters)('jobs contract: $name', (adapter) => {
  let jobs: Jobs | undefined;
  let queue = '';
  const closers: (() => Promise<void>)[] = [];

  beforeAll(() => adapter.open());
  afterAll(() => adapter.close());

  const setup = () => {
    queue = `q-${randomUUID()}`;
    adapter.fresh();
    jobs = adapter.make();
    return jobs;
  };

  afterEach(async () => {
    await jobs?.close();
    jobs = undefined;
    for (const close of closers.splice(0).reverse()) await close();
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
    expect(await finished(jobs, queue, 'welcome:one')).toEqual({ state: 'completed', attemptsStarted: 1 });
    expect(seen).toEqual([{ to: 'a@example.com', n: 1 }]);
    expect(infos).toEqual([{ id: 'welcome:one', attempt: 1 }]);
    expect(await jobs.unfinished(queue)).toBe(0);
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
    // One at a time in the order enqueued: a second run of 'same' would come before 'other' ends,
    // and so would any job of the queue still waiting.
    await finished(jobs, queue, 'other');
    expect(seen).toEqual([1, 4]);
    expect(await jobs.inspect(queue, 'same')).toEqual({ state: 'completed', attemptsStarted: 1 });
    expect(await jobs.unfinished(queue)).toBe(0);
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
    expect(await finished(jobs, queue, 'flaky')).toEqual({ state: 'completed', attemptsStarted: 3 });
    expect(done).toBe(true);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    // Real time on purpose: the backoff's wall-clock wait is what is checked (BullMQ keeps its
    // delays in Redis, which no fake timer reaches). Backoff 100 ms, then 200 ms (a little slack
    // for timer granularity).
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
    // Failed for good: no retry waits any more.
    expect(await finished(jobs, queue, 'doomed')).toEqual({ state: 'failed', attemptsStarted: 2 });
    expect(runs).toBe(2);
    expect(await jobs.unfinished(queue)).toBe(0);
  });

  it('fails an UnrecoverableJobError at once, without retries', async () => {
    const jobs = setup();
    let runs = 0;
    const after: string[] = [];
    jobs.register(queue, async (_data, job) => {
      if (job.id.startsWith('after-')) return void after.push(job.id);
      runs++;
      throw new UnrecoverableJobError('bad data');
    });
    await jobs.start();
    await jobs.enqueue(queue, {}, { jobId: 'bad', attempts: 5, backoffMs: 20 });
    // Failed at the first run, with 4 attempts left: no retry waits.
    expect(await finished(jobs, queue, 'bad')).toEqual({ state: 'failed', attemptsStarted: 1 });
    expect(runs).toBe(1);
    expect(await jobs.unfinished(queue)).toBe(0);
    // A failed job's id is still remembered: enqueueing it again does nothing. One job at a time in
    // the order enqueued: a run of it again would come before the job enqueued after it.
    await jobs.enqueue(queue, {}, { jobId: 'bad', attempts: 5, backoffMs: 20 });
    await jobs.enqueue(queue, {}, { jobId: 'after-bad' });
    await finished(jobs, queue, 'after-bad');
    expect(after).toEqual(['after-bad']);
    expect(runs).toBe(1);
    expect(await jobs.inspect(queue, 'bad')).toEqual({ state: 'failed', attemptsStarted: 1 });
  });

  it('respects the concurrency limit', async () => {
    const jobs = setup();
    let active = 0;
    let maxActive = 0;
    let done = 0;
    // Each run holds until the test lets it end, one at a time: the runner may start the next only
    // when one ended, and one over the limit would start while the two held ones still run.
    const held: (() => void)[] = [];
    let holding = true;
    jobs.register(
      queue,
      async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        if (holding) await new Promise<void>((end) => held.push(end));
        active--;
        done++;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 6; i++) await jobs.enqueue(queue, { i }, { jobId: `job-${i}` });
    await jobs.start();
    try {
      for (let ended = 0; ended < 6; ended++) {
        // The limit's worth of runs has started (fewer at the end), with every earlier one ended.
        await until(() => done === ended && active >= Math.min(2, 6 - ended));
        expect(active).toBe(Math.min(2, 6 - ended));
        held.shift()!();
      }
    } finally {
      holding = false; // a failed check leaves no run held for close() to wait for
      for (const end of held.splice(0)) end();
    }
    // The last runs' ends recorded: nothing of the queue is left to start.
    await until(async () => done === 6 && (await jobs.unfinished(queue)) === 0);
    expect(maxActive).toBe(2);
  });

  it('keeps jobs across a restart: waiting ones run in the next process, completed ids stay remembered', async () => {
    const first = setup();
    const seen: unknown[] = [];
    await first.enqueue(queue, { n: 1 }, { jobId: 'kept' });
    await first.close(); // the process ends before any worker took the job
    const second = adapter.make();
    closers.push(() => second.close());
    second.register<{ n: number }>(queue, async (data) => void seen.push(data.n));
    await second.start();
    await until(() => seen.length === 1);
    await second.close();
    const third = adapter.make();
    closers.push(() => third.close());
    third.register<{ n: number }>(queue, async (data) => void seen.push(data.n));
    await third.start();
    await third.enqueue(queue, { n: 2 }, { jobId: 'kept' }); // a replay after the restart
    await third.enqueue(queue, { n: 3 }, { jobId: 'new' });
    // One at a time in the order enqueued: a run of the replay would come before 'new' ends.
    await finished(third, queue, 'new');
    expect(seen).toEqual([1, 3]);
    expect(await third.inspect(queue, 'kept')).toEqual({ state: 'completed', attemptsStarted: 1 });
    expect(await third.unfinished(queue)).toBe(0);
  });

  it('answers ready() while its store answers', async () => {
    const jobs = setup();
    await expect(jobs.ready()).resolves.toBeUndefined();
  });

  it('reports a job that failed for good to onFailed, once, with its reason', async () => {
    const jobs = setup();
    const failed: { data: unknown; job: FailedJobInfo }[] = [];
    jobs.register<{ n: number }>(
      queue,
      async (data) => {
        if (data.n === 1) throw new Error('always');
        throw new UnrecoverableJobError('bad data');
      },
      { onFailed: async (data, job) => void failed.push({ data, job }) },
    );
    await jobs.start();
    await jobs.enqueue(queue, { n: 1 }, { jobId: 'tries', attempts: 2, backoffMs: 10 });
    await jobs.enqueue(queue, { n: 2 }, { jobId: 'bad', attempts: 5, backoffMs: 10 });
    await finished(jobs, queue, 'tries');
    await finished(jobs, queue, 'bad');
    // A last job that fails too, once both have failed for good: one job at a time, each reported
    // when it failed, so a report of the others that is still to come would come before its own.
    await jobs.enqueue(queue, { n: 3 }, { jobId: 'last', attempts: 1 });
    await until(() => failed.some((f) => f.job.id === 'last'));
    expect(failed.sort((a, b) => a.job.id.localeCompare(b.job.id))).toEqual([
      { data: { n: 2 }, job: { id: 'bad', attempt: 1, reason: 'unrecoverable', error: 'bad data' } },
      { data: { n: 3 }, job: { id: 'last', attempt: 1, reason: 'unrecoverable', error: 'bad data' } },
      { data: { n: 1 }, job: { id: 'tries', attempt: 2, reason: 'attempts', error: 'always' } },
    ]);
  });

  it('runs a job again whose process was killed during the run, within its attempts', { timeout: 60_000 }, async () => {
    queue = `q-${randomUUID()}`;
    const store = await adapter.crashStore();
    const settings = { ...store.child, queue, jobId: 'crashes-once', attempts: 2, leaseMs: CRASH_LEASE_MS } as CrashChildSettings;
    expect(await crashDuringRun(settings)).toBe(1);
    const next = await store.open();
    closers.push(() => next.close());
    const runs: { data: unknown; attempt: number }[] = [];
    next.jobs.register(queue, async (data, job) => void runs.push({ data, attempt: job.attempt }));
    await next.jobs.start();
    await until(() => runs.length === 1, 15_000);
    expect(runs).toEqual([{ data: { from: 'child' }, attempt: 2 }]);
  });

  it('fails a job as stalled when its process died in its last attempt, and runs it no more', { timeout: 60_000 }, async () => {
    queue = `q-${randomUUID()}`;
    const store = await adapter.crashStore();
    const settings = { ...store.child, queue, jobId: 'crashes', attempts: 1, leaseMs: CRASH_LEASE_MS } as CrashChildSettings;
    expect(await crashDuringRun(settings)).toBe(1);
    const next = await store.open();
    closers.push(() => next.close());
    let runs = 0;
    const after: string[] = [];
    const failed: FailedJobInfo[] = [];
    next.jobs.register(queue, async (_data, job) => void (job.id === 'after' ? after.push(job.id) : runs++), {
      onFailed: async (_data, job) => void failed.push(job),
    });
    await next.jobs.start();
    await until(() => failed.length === 1, 15_000);
    expect(failed.map((f) => [f.id, f.reason])).toEqual([['crashes', 'stalled']]);
    expect((await next.jobs.inspect(queue, 'crashes'))?.state).toBe('failed');
    expect(await next.jobs.unfinished(queue)).toBe(0);
    // The id stays remembered: enqueueing it again runs nothing. One job at a time in the order
    // enqueued: a run of it would come before the job enqueued after it.
    await next.jobs.enqueue(queue, {}, { jobId: 'crashes', attempts: 1 });
    await next.jobs.enqueue(queue, {}, { jobId: 'after' });
    await until(() => after.length === 1, 15_000);
    expect(runs).toBe(0);
    expect(failed).toHaveLength(1);
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
