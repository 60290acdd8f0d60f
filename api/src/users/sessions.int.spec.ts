import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { migrateSessions, REFRESH_GRACE_SECONDS, REFRESH_SECONDS, SessionStore, TOKEN_SECONDS } from './sessions';

const userId = '00000000-0000-4000-8000-000000000001';

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  let db: TestDatabase;
  let sessions: SessionStore;
  const t0 = new Date('2026-03-01T12:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrateSessions(db.sql);
    sessions = new SessionStore(db.sql);
  });
  afterAll(async () => {
    await db.close();
  });

  it('rotates a refresh token once among concurrent refreshes, and serves the others within the grace', async () => {
    const issued = await sessions.create(userId, null, t0);
    const expired = at(TOKEN_SECONDS + 1);
    expect(await sessions.byToken(issued.token, expired)).toBeUndefined();
    const results = await Promise.all(Array.from({ length: 5 }, () => sessions.refresh(issued.refreshToken, expired)));
    expect(results.every((r) => r?.session.id === issued.session.id)).toBe(true);
    const winners = results.filter((r) => r!.tokens);
    expect(winners).toHaveLength(1);
    const fresh = winners[0]!.tokens!;
    expect(await sessions.byToken(fresh.token, expired)).toMatchObject({ id: issued.session.id });
    // the replaced token, until the grace ends
    expect(await sessions.refresh(issued.refreshToken, at(TOKEN_SECONDS + 1 + REFRESH_GRACE_SECONDS))).toMatchObject({
      tokens: null,
    });
    // the new refresh token works as usual
    const next = await sessions.refresh(fresh.refreshToken, at(2 * TOKEN_SECONDS + 2));
    expect(next?.tokens).toBeTruthy();
    expect(await sessions.byToken(next!.tokens!.token, at(2 * TOKEN_SECONDS + 2))).toBeDefined();
  });

  it("ends an admin's session as another user at its end, whatever its tokens and refreshes say", async () => {
    const endsAt = at(3600);
    const acting = await sessions.create(userId, '00000000-0000-4000-8000-000000000002', t0, endsAt);
    expect(await sessions.byToken(acting.token, at(60))).toMatchObject({
      impersonatorId: '00000000-0000-4000-8000-000000000002',
    });
    // Refreshes along the hour keep the end where it was.
    let refresh = acting.refreshToken;
    for (const seconds of [TOKEN_SECONDS + 1, 2 * TOKEN_SECONDS - 60]) {
      const next = await sessions.refresh(refresh, at(seconds));
      expect(next?.tokens).toBeTruthy();
      expect(next!.tokens!.session.tokenExpiresAt.getTime()).toBeLessThanOrEqual(endsAt.getTime());
      refresh = next!.tokens!.refreshToken;
    }
    expect(await sessions.refresh(refresh, at(3601))).toBeUndefined();
  });

  it('revokes the session when a replaced refresh token comes back after the grace', async () => {
    const issued = await sessions.create(userId, null, t0);
    const rotated = await sessions.refresh(issued.refreshToken, at(TOKEN_SECONDS + 1));
    const late = at(TOKEN_SECONDS + 1 + REFRESH_GRACE_SECONDS + 1);
    expect(await sessions.byToken(rotated!.tokens!.token, late)).toBeDefined();
    expect(await sessions.refresh(issued.refreshToken, late)).toBeUndefined();
    // the whole session: its current token and refresh token too
    expect(await sessions.byToken(rotated!.tokens!.token, late)).toBeUndefined();
    expect(await sessions.refresh(rotated!.tokens!.refreshToken, late)).toBeUndefined();
  });

  it('forgets nothing it needs: unknown, expired and revoked refresh tokens buy nothing', async () => {
    expect(await sessions.refresh('never-issued', t0)).toBeUndefined();
    const old = await sessions.create(userId, null, t0);
    expect(await sessions.refresh(old.refreshToken, at(REFRESH_SECONDS + 1))).toBeUndefined();
    const out = await sessions.create(userId, null, t0);
    await sessions.revoke(out.session.id);
    expect(await sessions.refresh(out.refreshToken, at(1))).toBeUndefined();
  });
});
