import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDecider } from '@brandtrail/domain';
import {
  appendTestEvents,
  openTestEventStore,
  testDatabaseKinds,
  testMetadata,
  type EventStore,
  type TestDatabase,
  type TestEventStore,
} from '@brandtrail/infra';
import { housekeep, startHousekeeping, type Pruned } from './housekeeping';
import { DeviceStore, migrateDevices } from './users/devices';
import { migrateSessions, REFRESH_SECONDS, SessionStore } from './users/sessions';
import { migrateThrottle, Throttle } from './users/throttle';
import { ACCOUNT_TOKEN_TTL_MS, AccountTokenStore, migrateAccountTokens } from './users/tokens';
import { migrateTwoFactor } from './users/twoFactor';

const DAY = 24 * 3600 * 1000;
const none: Pruned = {
  sessions: 0,
  sessionLinks: 0,
  retiredRefreshes: 0,
  mailedLinks: 0,
  throttles: 0,
  devices: 0,
  twoFactorChallenges: 0,
  snapshots: 0,
};

/**
 * Housekeeping (issue 24): what only grew goes once nothing can use it, and what can still be used
 * stays and works. The clock is the test's: every store and round is given its time.
 */
describe.each(testDatabaseKinds())('housekeeping on %s', (kind) => {
  let opened: TestEventStore;
  let db: TestDatabase;
  let store: EventStore;
  const t0 = new Date('2026-03-01T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const userId = randomUUID();
  const ids = async (table: string, column: string) =>
    (await db.sql.query<{ id: string }>(`SELECT ${column}::text AS id FROM ${table} ORDER BY 1`)).map((r) => r.id);

  beforeAll(async () => {
    ({ db, store } = opened = await openTestEventStore(kind));
    await migrateSessions(db.sql);
    await migrateAccountTokens(db.sql);
    await migrateDevices(db.sql);
    await migrateThrottle(db.sql);
    await migrateTwoFactor(db.sql);
  });
  afterAll(() => opened.close());

  it('removes ended and expired sessions with their links and retired tokens, and keeps every session still usable', async () => {
    const sessions = new SessionStore(db.sql);
    const linkId = randomUUID();
    const unused = await sessions.create(userId, null, t0);
    const opened = await sessions.createForLink(linkId, t0);
    const used = await sessions.create(userId, null, t0);
    const renewed = (await sessions.refresh(used.refreshToken, at(10 * DAY)))!.tokens!;
    const out = await sessions.create(userId, null, at(DAY));
    await sessions.revoke(out.session.id);
    const recent = await sessions.createForLink(linkId, at(13 * DAY));
    expect(await ids('sessions', 'id')).toHaveLength(5);

    const later = at(REFRESH_SECONDS * 1000 + 1000);
    expect(await housekeep({ sql: db.sql, store }, later)).toEqual({ ...none, sessions: 3, sessionLinks: 1 });
    expect(await ids('sessions', 'id')).toEqual([used.session.id, recent.session.id].sort());
    expect(await ids('session_links', 'session_id')).toEqual([recent.session.id]);
    expect(await housekeep({ sql: db.sql, store }, later)).toEqual(none);
    // What stays still works: both sessions refresh, and the shared-link one keeps its link.
    expect((await sessions.refresh(renewed.refreshToken, later))?.session.id).toBe(used.session.id);
    expect((await sessions.refresh(recent.refreshToken, later))?.session.linkIds).toEqual([linkId]);
    for (const gone of [unused, opened, out]) expect(await sessions.refresh(gone.refreshToken, later)).toBeUndefined();

    // Each refresh retired a token; once their sessions expire too, they go with them.
    expect(await ids('retired_refresh_tokens', 'session_id')).toEqual(
      [used.session.id, used.session.id, recent.session.id].sort(),
    );
    const end = at(10 * DAY + 2 * REFRESH_SECONDS * 1000);
    expect(await housekeep({ sql: db.sql, store }, end)).toEqual({ ...none, sessions: 2, sessionLinks: 1, retiredRefreshes: 3 });
    expect(await ids('sessions', 'id')).toEqual([]);
    expect(await ids('retired_refresh_tokens', 'session_id')).toEqual([]);
    expect(await ids('session_links', 'session_id')).toEqual([]);
  });

  it('removes sign-in tokens a day after they expired, throttle counts a day after the last attempt, and expired devices', async () => {
    const tokens = new AccountTokenStore(db.sql);
    const early = await tokens.issue('login', userId, t0);
    const late = await tokens.issue('reset', userId, at(DAY));
    let clock = t0;
    const throttle = new Throttle(db.sql, () => clock);
    const rule = { free: 5, firstDelayMs: 1000, maxDelayMs: 60_000, forgetMs: 60_000 };
    await throttle.take([{ key: 'old', rule }]);
    clock = at(DAY);
    await throttle.take([{ key: 'recent', rule }]);
    const devices = new DeviceStore(db.sql);
    const device = await devices.remember(userId, undefined, t0);

    const round = at(ACCOUNT_TOKEN_TTL_MS.login + DAY + 1000);
    expect(await housekeep({ sql: db.sql, store }, round)).toEqual({ ...none, mailedLinks: 1, throttles: 1 });
    expect(await ids('account_tokens', 'id')).toEqual([late.id]);
    expect(await tokens.peek('reset', late.token, round)).toBeDefined();
    expect(await tokens.peek('login', early.token, round)).toBeUndefined();
    expect(await ids('login_throttles', 'key')).toEqual(['recent']);
    expect(await devices.known(device, userId, round)).toBeDefined();

    expect(await housekeep({ sql: db.sql, store }, at(181 * DAY))).toEqual({
      ...none,
      mailedLinks: 1,
      throttles: 1,
      devices: 1,
    });
    expect(await ids('known_devices', 'user_id')).toEqual([]);
  });

  it('drops snapshots under a key no decider reads, keeps those it reads, and runs on its timer', async () => {
    const stream = `page-${randomUUID()}`;
    await appendTestEvents(store, stream, [{ type: 'PageDeleted', data: {} }], {
      expected: 'no_stream',
      metadata: testMetadata(null, t0),
    });
    const [first] = await store.readStream(stream);
    const snapshot = { revision: 0, eventId: first!.id, time: t0.toISOString(), state: {} };
    await store.snapshots!.save(stream, 'page-0', [snapshot]);
    await store.snapshots!.save(stream, pageDecider.snapshot!.key, [snapshot]);
    const rounds: Pruned[] = [];
    const round = new Promise<void>((resolve) => {
      const timer = startHousekeeping(
        { sql: db.sql, store },
        {
          firstMs: 0,
          now: () => t0,
          onRound: (pruned) => {
            rounds.push(pruned);
            void timer.stop().then(resolve);
          },
        },
      );
    });
    await round;
    expect(rounds).toEqual([{ ...none, snapshots: 1 }]);
    expect(await ids(`es_snapshots WHERE stream_id = '${stream}'`, 'key')).toEqual([pageDecider.snapshot!.key]);
  });
});
