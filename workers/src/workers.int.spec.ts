import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { userStream } from '@brandtrail/domain';
import {
  createBullmqJobs,
  createDatabaseJobs,
  createMailer,
  createPostgresEventStore,
  loadConfig,
  MAIL_QUEUE,
  openBlobStore,
  openTestPglite,
  type Config,
  type EventMetadata,
  type EventStore,
  type Jobs,
  type Mailer,
  type Sql,
} from '@brandtrail/infra';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readReactorCheckpoint, runReactor, startWorkers, welcomeMailReactor, type Reactor } from './index';

/**
 * End to end on PGlite in memory: UserRegistered -> welcome mail reactor -> 'mail' job -> outbox
 * file. Runs with the jobs in the database, and with BullMQ when REDIS_URL is set (a fresh key
 * prefix per test, obliterated afterwards).
 */
interface Adapter {
  name: 'database' | 'bullmq';
  /** A new runner; for BullMQ on the same Redis prefix each time within one test. */
  make(sql: Sql): Jobs;
  cleanup(): Promise<void>;
}

const redisUrl = process.env.REDIS_URL;
const adapters: (() => Adapter)[] = [
  () => ({ name: 'database', make: (sql) => createDatabaseJobs(sql), cleanup: async () => undefined }),
];
if (redisUrl) {
  adapters.push(() => {
    const prefix = `bt-test-${randomUUID()}`;
    return {
      name: 'bullmq',
      make: () => createBullmqJobs(redisUrl, { prefix }),
      async cleanup() {
        const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
        for (const name of ['mail', 'flaky']) {
          const q = new Queue(name, { connection, prefix });
          await q.obliterate({ force: true });
          await q.close();
        }
        await connection.quit();
      },
    };
  });
}

async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const meta = (locale?: string): EventMetadata => ({
  userId: null,
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  time: new Date().toISOString(),
  ...(locale ? { locale } : {}),
});

describe.each(adapters.map((make) => ({ make, name: make().name })))('workers end to end: $name', ({ make }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    cleanups.length = 0;
    vi.restoreAllMocks();
  });

  it('sends one welcome mail per registration, also across reactor restarts and replays', { timeout: 60_000 }, async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true); // the JSON log lines
    const adapter = make();
    cleanups.push(() => adapter.cleanup());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brandtrail-workers-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config: Config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://brandtrail.test/' });
    const sql: Sql = await openTestPglite();
    cleanups.push(() => sql.close());
    const store: EventStore = await createPostgresEventStore(sql);
    cleanups.push(() => store.close());
    const mailer: Mailer = createMailer(config);
    const blobs = await openBlobStore(config);
    expect(mailer.kind).toBe('outbox');
    const outbox = path.join(dataDir, 'outbox');

    const mailsTo = async (address: string) => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      return Promise.all(
        files.filter((f) => f.endsWith('.eml') && f.includes(`-${address}-`)).map((f) => readFile(path.join(outbox, f), 'utf8')),
      );
    };
    const register = async (email: string, locale?: string) => {
      const id = randomUUID();
      await store.append(
        userStream(id),
        [
          {
            id: randomUUID(),
            type: 'UserRegistered',
            data: { email, passwordHash: 'argon2id$x', type: 'user' },
            metadata: meta(locale),
          },
        ],
        'no_stream',
      );
    };
    const checkpoint = () => readReactorCheckpoint(sql, 'welcomeMail');
    const caughtUp = () =>
      until(async () => (await checkpoint()) === (await store.headPosition()), 'the reactor to reach the head');
    // The reactor enqueues an event's jobs before its checkpoint passes the event: once it is caught
    // up and the mail queue has nothing unfinished, every mail it asked for has been written.
    const mailsSent = () => until(async () => (await jobs.unfinished(MAIL_QUEUE)) === 0, 'the mail jobs to end');

    const ada = `ada-${randomUUID().slice(0, 8)}@example.com`;
    const bob = `bob-${randomUUID().slice(0, 8)}@example.com`;
    const cyd = `cyd-${randomUUID().slice(0, 8)}@example.com`;
    await register(ada, 'de');
    await register(bob); // no locale in the metadata: English

    // 1. Workers as the product runs them.
    let jobs = adapter.make(sql);
    cleanups.push(() => jobs.close());
    const first = new AbortController();
    const firstRun = startWorkers({ config, sql, store, jobs, mailer, blobs, signal: first.signal, restartDelayMs: 50 }).then(
      (w) => w.stopped,
    );

    const [adaMail] = await until(async () => (await mailsTo(ada)).length === 1 && mailsTo(ada), 'the mail to ada');
    expect(adaMail).toContain(`To: ${ada}`);
    expect(adaMail).toContain('Subject: Willkommen bei Brandtrail');
    expect(adaMail).toContain('\r\nhttps://brandtrail.test\r\n');
    const [bobMail] = await until(async () => (await mailsTo(bob)).length === 1 && mailsTo(bob), 'the mail to bob');
    expect(bobMail).toContain('Subject: Welcome to Brandtrail');
    expect(bobMail).toContain('\r\nhttps://brandtrail.test\r\n');
    await caughtUp();

    // 2. The reactor restarts from its stored checkpoint: nothing is enqueued again, and it goes
    //    on with new events.
    first.abort();
    await firstRun;
    const second = new AbortController();
    const secondRun = runReactor({ reactor: welcomeMailReactor(config), sql, store, jobs, signal: second.signal });
    await register(cyd, 'en');
    await until(async () => (await mailsTo(cyd)).length === 1, 'the mail to cyd');
    await caughtUp();
    await mailsSent();
    expect((await mailsTo(cyd)).length).toBe(1);
    expect((await mailsTo(ada)).length).toBe(1);
    expect((await mailsTo(bob)).length).toBe(1);

    // 3. The checkpoint is deleted and the reactor replays every event, with the same jobs
    //    runner: every job id is still remembered (BullMQ: Redis keeps completed jobs for the
    //    de-duplication window, 7 days by default; the database keeps completed jobs as long),
    //    so no mail is sent twice.
    second.abort();
    await secondRun;
    await sql.query('DELETE FROM reactor_checkpoints WHERE name = $1', ['welcomeMail']);
    const third = new AbortController();
    const thirdRun = runReactor({ reactor: welcomeMailReactor(config), sql, store, jobs, signal: third.signal });
    await caughtUp();
    await mailsSent();
    for (const who of [ada, bob, cyd]) expect((await mailsTo(who)).length).toBe(1);
    third.abort();
    await thirdRun;

    // 4. A process restart (a new jobs runner) followed by a replay from the start: the job ids
    //    live in Redis or in the database, so the replay still enqueues nothing new.
    await jobs.close();
    jobs = adapter.make(sql);
    await sql.query('DELETE FROM reactor_checkpoints WHERE name = $1', ['welcomeMail']);
    const fourth = new AbortController();
    cleanups.push(async () => fourth.abort());
    const fourthRun = await startWorkers({ config, sql, store, jobs, mailer, blobs, signal: fourth.signal, restartDelayMs: 50 });
    await caughtUp();
    await mailsSent();
    for (const who of [ada, bob, cyd]) expect((await mailsTo(who)).length).toBe(1);
    fourth.abort();
    await fourthRun.stopped; // the background reactors have stopped before the store closes
  });

  it('restarts a failing reactor with backoff and loses no event', { timeout: 60_000 }, async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const adapter = make();
    cleanups.push(() => adapter.cleanup());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brandtrail-workers-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config: Config = loadConfig({ DATA_DIR: dataDir });
    const sql = await openTestPglite();
    cleanups.push(() => sql.close());
    const store = await createPostgresEventStore(sql);
    cleanups.push(() => store.close());
    const jobs = adapter.make(sql);
    cleanups.push(() => jobs.close());
    const handled: string[] = [];
    jobs.register<{ email: string }>('flaky', async (data) => void handled.push(data.email));
    let calls = 0;
    const flaky: Reactor = {
      name: 'flaky',
      eventTypes: ['UserRegistered'],
      react(event) {
        calls++;
        if (calls <= 2) throw new Error(`react failed (${calls})`);
        return [{ queue: 'flaky', data: { email: (event.data as { email: string }).email } }];
      },
    };
    await store.append(
      userStream(randomUUID()),
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: { email: 'x@example.com', passwordHash: 'h', type: 'user' },
          metadata: meta(),
        },
      ],
      'no_stream',
    );
    const controller = new AbortController();
    const run = startWorkers({
      config,
      sql,
      store,
      jobs,
      mailer: createMailer(config),
      blobs: await openBlobStore(config),
      signal: controller.signal,
      reactors: [flaky],
      restartDelayMs: 20,
    }).then((w) => w.stopped);
    await until(async () => handled.length === 1, 'the job after two failed runs');
    expect(calls).toBe(3);
    expect(await readReactorCheckpoint(sql, 'flaky')).toBe(await store.headPosition());
    controller.abort();
    await run;
  });
});
