import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandStream, type BrandEvent } from '@brandtrail/domain';
import {
  appendTestEvents,
  openTestEventStore,
  testDatabaseKinds,
  type EventStore,
  type Position,
  type TestDatabase,
  type TestEventStore,
} from '@brandtrail/infra';
import { allProjections } from '../all';
import { brandsProjection } from '../brands/projection';
import { acquireLease, tryLease } from './lease';
import { ProjectionRunner } from './runner';
import { CheckpointWaiter } from './waiter';

const created = (slug: string): BrandEvent => ({
  type: 'BrandCreated',
  data: { name: slug, slug, bio: '', usp: '', public: false, publicIndex: false, plan: 'free', ownerId: crypto.randomUUID() },
});

async function snapshot(db: TestDatabase) {
  const out: Record<string, string[]> = {};
  for (const t of allProjections.flatMap((p) => p.tables))
    out[t] = (await db.sql.query(`SELECT * FROM ${t}`)).map((r) => JSON.stringify(r)).sort();
  return out;
}

const generations = async (db: TestDatabase, name: string) => ({
  checkpoints: (
    await db.sql.query<{ generation: number }>('SELECT generation FROM projection_checkpoints WHERE name = $1 ORDER BY 1', [name])
  ).map((r) => r.generation),
  schemas: (
    await db.sql.query<{ s: string }>(
      `SELECT schema_name AS s FROM information_schema.schemata WHERE schema_name LIKE 'rm\\_${name}\\_g%' ORDER BY 1`,
    )
  ).map((r) => r.s),
});

describe.each(testDatabaseKinds())('projection leases on %s', (kind) => {
  let opened: TestEventStore;
  let db: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    ({ db, store } = opened = await openTestEventStore(kind));
    // Through the opened store's append: it waits until the log's readers see the events (another
    // test file's open transaction on the same server holds them back), so each rebuild reads all 5.
    for (let i = 0; i < 5; i++)
      await opened.append(brandStream(crypto.randomUUID()), [created(`b${i}`)], { expected: 'no_stream' });
  }, 60_000);
  afterAll(() => opened.close());

  it('lets one holder at a time have a lease; the next waits and gets it when it is released', async () => {
    const first = (await tryLease(db.sql, 'runner', 'brands'))!;
    expect(first).toBeDefined();
    expect(await tryLease(db.sql, 'runner', 'brands')).toBeUndefined();
    const other = (await tryLease(db.sql, 'runner', 'users'))!; // another projection: its own lease
    expect(other).toBeDefined();
    const waiting = acquireLease(db.sql, 'runner', 'brands', new AbortController().signal);
    const abort = new AbortController();
    const given = acquireLease(db.sql, 'runner', 'brands', abort.signal);
    abort.abort();
    expect(await given).toBeUndefined(); // a standby that stops waiting gets nothing
    await first.release();
    const second = (await waiting)!;
    await db.sql.transaction((tx) => second.verify(tx));
    await expect(db.sql.transaction((tx) => first.verify(tx))).rejects.toThrow('no longer held');
    await second.release();
    await other.release();
  });

  it('drops the generation of a rebuild that was killed, but not one a rebuild is filling', async () => {
    const runner = new ProjectionRunner(db.sql, store, brandsProjection, { batchSize: 2 });
    expect((await runner.rebuild()).events).toBe(5);
    const active = await generations(db, 'brands');
    expect(active.checkpoints).toHaveLength(1);
    // A rebuild that dies after its first batch leaves its generation and checkpoint row behind.
    const dying = new ProjectionRunner(db.sql, store, brandsProjection, {
      batchSize: 2,
      fault: (point) => {
        if (point === 'after-commit') throw new Error('killed');
      },
    });
    await expect(dying.rebuild()).rejects.toThrow('killed');
    const orphaned = await generations(db, 'brands');
    expect(orphaned.checkpoints).toHaveLength(2);
    expect(orphaned.schemas).toHaveLength(2);
    // While a rebuild holds its lease, its generation is not an orphan.
    const rebuilding = (await tryLease(db.sql, 'rebuild', 'brands'))!;
    await runner.prepare();
    expect(await generations(db, 'brands')).toEqual(orphaned);
    await rebuilding.release();
    await runner.prepare();
    expect(await generations(db, 'brands')).toEqual(active);
    // A rebuild cleans up too.
    await expect(dying.rebuild()).rejects.toThrow('killed');
    const { generation } = await runner.rebuild();
    const after = await generations(db, 'brands');
    expect(after.checkpoints).toEqual([generation]);
    expect(after.schemas).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')(
    'runs one projections process at a time; the standby takes over when the holder is killed with -9',
    async () => {
      const children: ChildProcess[] = [];
      const holds = new Map<ChildProcess, Set<string>>();
      const waiters = new Set<() => void>();
      const projectionsMain = fileURLToPath(new URL('../main.ts', import.meta.url));
      const start = () => {
        const child = spawn(process.execPath, ['--import', 'tsx', projectionsMain], {
          env: { ...process.env, DATABASE_URL: db.url, EVENTSTORE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', HEALTH_PORT: '0' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        children.push(child);
        holds.set(child, new Set());
        createInterface({ input: child.stderr }).on('line', (line) => {
          const entry = JSON.parse(line) as { msg?: string; projection?: string };
          if (entry.msg === 'projection runner holds the lease') holds.get(child)!.add(entry.projection!);
          for (const w of [...waiters]) w();
        });
        return child;
      };
      const until = async (check: () => boolean | Promise<boolean>) => {
        for (;;) {
          if (await check()) return;
          await new Promise<void>((resolve) => {
            waiters.add(resolve);
            setTimeout(resolve, 50); // the database side (pg_locks) sends no line
          });
        }
      };
      const waitingOnLocks = async () =>
        (
          await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)
        )[0]!.n;
      const waiter = new CheckpointWaiter(db.sql, allProjections, 30_000);
      await waiter.start();
      const append = async (slug: string): Promise<Position> =>
        (await appendTestEvents(store, brandStream(crypto.randomUUID()), [created(slug)], { expected: 'no_stream' })).position;
      try {
        const first = start();
        await until(() => holds.get(first)!.size === allProjections.length);
        const second = start();
        // The second process stands by: every one of its runners waits on a lease.
        await until(async () => (await waitingOnLocks()) === allProjections.length);
        expect(holds.get(second)!.size).toBe(0);
        expect(await waiter.waitFor(await append('while-first'), ['BrandCreated'])).toBe(true);

        first.kill('SIGKILL');
        await once(first, 'exit');
        await until(() => holds.get(second)!.size === allProjections.length);
        expect(await waiter.waitFor(await append('after-takeover'), ['BrandCreated'])).toBe(true);
        expect(
          (
            await db.sql.query<{ slug: string }>(
              `SELECT slug FROM brands WHERE slug IN ('while-first', 'after-takeover') ORDER BY slug`,
            )
          ).map((r) => r.slug),
        ).toEqual(['after-takeover', 'while-first']);

        const live = await snapshot(db);
        for (const p of allProjections) await new ProjectionRunner(db.sql, store, p).rebuild();
        expect(await snapshot(db)).toEqual(live);
      } finally {
        const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
        for (const child of alive) child.kill('SIGKILL');
        await Promise.all(alive.map((c) => once(c, 'exit')));
        await waiter.close();
      }
    },
    60_000,
  );
});
