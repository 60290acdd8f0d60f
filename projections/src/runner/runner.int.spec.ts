import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandStream, planRank, type BrandEvent } from '@brandtrail/domain';
import {
  openTestEventStore,
  testDatabaseKinds,
  testMetadata,
  type EventStore,
  type Sql,
  type TestDatabase,
  type TestEventStore,
} from '@brandtrail/infra';
import { brandsProjection } from '../brands/projection';
import { brandQueries } from '../brands/queries';
import { ProjectionRunner, schemaOf, type FaultPoint } from './runner';
import { CheckpointWaiter } from './waiter';

const plans = Object.keys(planRank) as (keyof typeof planRank)[];

/** A deterministic pseudo-random sequence, so that a failing run can be repeated. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function writeHistory(store: EventStore, brands: number, eventsPerBrand: number, rnd: () => number) {
  let t = Date.parse('2026-01-01T00:00:00Z');
  const meta = () => testMetadata(null, new Date((t += 1000)));
  const ids = Array.from({ length: brands }, () => randomUUID());
  for (const [i, id] of ids.entries()) {
    const created: BrandEvent = {
      type: 'BrandCreated',
      data: {
        name: `Brand ${i}`,
        slug: `brand-${i}`,
        bio: '',
        usp: '',
        public: false,
        publicIndex: false,
        plan: 'free',
        ownerId: randomUUID(),
      },
    };
    await store.append(brandStream(id), [{ id: randomUUID(), ...created, metadata: meta() }], 'no_stream');
  }
  let deleted = new Set<string>();
  const users = Array.from({ length: 6 }, () => randomUUID());
  const invitations = Array.from({ length: 8 }, () => randomUUID());
  for (let n = 0; n < brands * eventsPerBrand; n++) {
    const id = ids[Math.floor(rnd() * ids.length)]!;
    const pick = rnd();
    const user = users[Math.floor(rnd() * users.length)]!;
    const role = (['owner', 'editor', 'viewer'] as const)[Math.floor(rnd() * 3)]!;
    // Members, invitations and access requests too (the projection takes them as they come).
    const event: BrandEvent =
      pick < 0.4
        ? { type: 'BrandUpdated', data: { name: `Renamed ${n}`, bio: `bio ${n}`, public: rnd() < 0.5 } }
        : pick < 0.5
          ? { type: 'BrandPlanChanged', data: { plan: plans[Math.floor(rnd() * 3)]! } }
          : pick < 0.6
            ? deleted.has(id)
              ? { type: 'BrandRestored', data: {} }
              : { type: 'BrandDeleted', data: {} }
            : pick < 0.7
              ? { type: 'BrandMemberAdded', data: { userId: user, role, via: 'added', invitationId: invitations[n % 8] } }
              : pick < 0.76
                ? { type: 'BrandMemberRoleChanged', data: { userId: user, role } }
                : pick < 0.82
                  ? { type: 'BrandMemberRemoved', data: { userId: user, left: rnd() < 0.5 } }
                  : pick < 0.88
                    ? {
                        type: 'BrandInvitationCreated',
                        data: { invitationId: invitations[n % 8]!, email: `i${n}@example.com`, role, token: `t-${n}` },
                      }
                    : pick < 0.91
                      ? { type: 'BrandInvitationWithdrawn', data: { invitationId: invitations[n % 8]! } }
                      : pick < 0.96
                        ? { type: 'BrandAccessRequested', data: { userId: user, message: `m ${n}` } }
                        : { type: 'BrandAccessRequestAnswered', data: { userId: user, approved: false } };
    if (event.type === 'BrandDeleted') deleted = new Set([...deleted, id]);
    if (event.type === 'BrandRestored') deleted.delete(id);
    await store.append(brandStream(id), [{ id: randomUUID(), ...event, metadata: meta() }], 'any');
  }
}

async function snapshot(sql: Sql) {
  return {
    brands: await sql.query('SELECT * FROM brands ORDER BY id'),
    members: await sql.query('SELECT * FROM brand_members ORDER BY brand_id, user_id'),
    invitations: await sql.query('SELECT * FROM brand_invitations ORDER BY id'),
    accessRequests: await sql.query('SELECT * FROM brand_access_requests ORDER BY brand_id, user_id'),
  };
}

describe.each(testDatabaseKinds())('projection runner on %s', (kind) => {
  let opened: TestEventStore;
  let db: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    ({ db, store } = opened = await openTestEventStore(kind));
    await writeHistory(store, 40, 15, random(7));
    await db.settled(); // the head read below must show the whole history
  }, 60_000);
  afterAll(() => opened.close());

  it('after many crashes at random points mid-batch, equals a fresh rebuild', async () => {
    const rnd = random(42);
    const points: FaultPoint[] = ['before-batch', 'mid-batch', 'before-checkpoint', 'after-commit'];
    let crashes = 0;
    const fault = (point: FaultPoint) => {
      if (points.includes(point) && rnd() < 0.3) {
        crashes++;
        throw new Error(`injected crash at ${point}`);
      }
    };
    const runner = new ProjectionRunner(db.sql, store, brandsProjection, { batchSize: 37, fault });
    const head = (await store.headPosition())!;
    for (let restarts = 0; ; restarts++) {
      expect(restarts).toBeLessThan(500);
      const abort = new AbortController();
      const checkpoint = async () =>
        (
          await db.sql.query<{ position: string | null }>(
            `SELECT c.position FROM projection_checkpoints c JOIN projection_state s USING (name, generation) WHERE c.name = 'brands'`,
          )
        )[0]?.position;
      // The runner makes its tables on start, so the first looks may find none yet.
      const watcher = setInterval(
        () =>
          void checkpoint().then(
            (p) => p === head && abort.abort(),
            () => undefined,
          ),
        20,
      );
      try {
        await runner.follow(abort.signal);
        break; // aborted by the watcher: caught up
      } catch (error) {
        expect(String(error)).toContain('injected crash');
      } finally {
        clearInterval(watcher);
      }
    }
    expect(crashes).toBeGreaterThan(10);
    const live = await snapshot(db.sql);
    expect(live.brands.length).toBe(40);

    const clean = new ProjectionRunner(db.sql, store, brandsProjection, { batchSize: 500 });
    const { generation, events } = await clean.rebuild();
    expect(events).toBe(40 + 40 * 15);
    expect(await snapshot(db.sql)).toEqual(live);
    const active = await db.sql.query<{ generation: number }>(`SELECT generation FROM projection_state WHERE name = 'brands'`);
    expect(active[0]!.generation).toBe(generation);
    // the old generation's schema is gone
    const schemas = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name LIKE 'rm_brands_g%'`,
    );
    expect(schemas[0]!.n).toBe(1);
  }, 120_000);

  it('rebuilds while a live runner follows, which then carries on in the new generation', async () => {
    const live = new ProjectionRunner(db.sql, store, brandsProjection);
    const abort = new AbortController();
    const following = live.follow(abort.signal);
    const waiter = new CheckpointWaiter(db.sql, [brandsProjection], 10_000);
    await waiter.start();
    const before = (
      await db.sql.query<{ generation: number }>(`SELECT generation FROM projection_state WHERE name = 'brands'`)
    )[0]!.generation;
    const { generation } = await new ProjectionRunner(db.sql, store, brandsProjection).rebuild();
    expect(generation).toBe(before + 1);
    expect(schemaOf('brands', generation)).toBe(`rm_brands_g${generation}`);

    // A write after the switch reaches the new generation through the live runner.
    const id = randomUUID();
    const result = await store.append(
      brandStream(id),
      [
        {
          id: randomUUID(),
          type: 'BrandCreated',
          data: {
            name: 'After switch',
            slug: 'after-switch',
            bio: '',
            usp: '',
            public: true,
            publicIndex: false,
            plan: 'pro',
            ownerId: randomUUID(),
          },
          metadata: { userId: null, impersonatorId: null, correlationId: 'c', causationId: null, time: new Date().toISOString() },
        },
      ],
      'no_stream',
    );
    expect(await waiter.waitFor(result.position, ['BrandCreated'])).toBe(true);
    const row = await brandQueries(db.sql).byId(id, null);
    expect(row?.name).toBe('After switch');
    abort.abort();
    await following;
    await waiter.close();
  }, 60_000);
});
