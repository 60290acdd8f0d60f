import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RunningApp } from '../app';
import { fromGlobalId, toGlobalId } from '../graphql/relay';
import type { SlowDown } from '../users/throttle';
import { TestClient } from './client';
import { seedMember } from './members';

/** What a JSON route answered: its status and, for an error, its JSON body. */
export interface RouteAnswer {
  status: number;
  body?: { code?: string; message?: string } | undefined;
}

/**
 * Sends each case (the fields it sets) and expects its status and error code; a failure names the
 * case by the fields it sets.
 */
export async function expectRefusals(
  cases: readonly [Record<string, unknown>, number, string][],
  send: (over: Record<string, unknown>) => Promise<RouteAnswer>,
): Promise<void> {
  for (const [over, status, code] of cases) {
    const answer = await send(over);
    expect({ over: Object.keys(over), status: answer.status, code: answer.body?.code }).toEqual({
      over: Object.keys(over),
      status,
      code,
    });
  }
}

/**
 * A route of the brand `brandId` that only its editors may use: anonymous callers get 401
 * UNAUTHENTICATED, a stranger the very answer of a brand that does not exist (404
 * BRAND_NOT_FOUND), a viewer 403 FORBIDDEN. `send` asks as `client` about a brand. Answers the
 * stranger and the viewer it signed up (stranger@ and viewer@example.com).
 */
export async function expectEditorsOnly(
  app: RunningApp,
  brandId: string,
  send: (client: TestClient, brandId: string) => Promise<RouteAnswer>,
): Promise<{ stranger: TestClient; viewer: TestClient }> {
  const anonymous = await send(new TestClient(app.url), brandId);
  expect([anonymous.status, anonymous.body?.code]).toEqual([401, 'UNAUTHENTICATED']);
  const stranger = await new TestClient(app.url).signUp('stranger@example.com');
  const hidden = await send(stranger, brandId);
  const missing = await send(stranger, toGlobalId('Brand', randomUUID()));
  expect([hidden.status, hidden.body]).toEqual([missing.status, missing.body]);
  expect([hidden.status, hidden.body?.code]).toEqual([404, 'BRAND_NOT_FOUND']);
  const viewer = await new TestClient(app.url).signUp('viewer@example.com');
  await seedMember(app, brandId, await viewer.viewerId(), 'viewer');
  const refused = await send(viewer, brandId);
  expect([refused.status, refused.body?.code]).toEqual([403, 'FORBIDDEN']);
  return { stranger, viewer };
}

/** A throttle key with its rule, as a route takes it. */
export interface RouteThrottleKey {
  key: string;
  rule: SlowDown;
}

/**
 * Takes all the free attempts of `key`, on a clock that stands still for it (its last attempt an
 * hour ahead), so that a slow machine does not let the attempts decay meanwhile.
 */
export async function exhaustThrottle(app: RunningApp, { key, rule }: RouteThrottleKey): Promise<void> {
  await app.services.sql.query(
    `INSERT INTO login_throttles (key, count, at) VALUES ($1, $2, now() + interval '1 hour')
     ON CONFLICT (key) DO UPDATE SET count = $2, at = now() + interval '1 hour'`,
    [key, rule.free],
  );
}

/**
 * The limits of a brand's route per person and per brand (`keysOf` answers the two keys of a
 * person and a brand, by their UUIDs): once `exhaust` took a new person's free attempts at their
 * own brand, their next request is 429 TOO_MANY_REQUESTS with a Retry-After; once it took the
 * brand `brandId`'s, the request of its `owner` is too. The brand's key is cleared afterwards.
 */
export async function expectPersonAndBrandLimits(
  app: RunningApp,
  { owner, brandId }: { owner: TestClient; brandId: string },
  keysOf: (userId: string, brandId: string) => RouteThrottleKey[],
  exhaust: (key: RouteThrottleKey, of: 'person' | 'brand') => Promise<void>,
  send: (client: TestClient, brandId: string) => Promise<RouteAnswer & { headers: Headers }>,
): Promise<void> {
  const busy = await new TestClient(app.url).signUp('busy@example.com');
  const own = (await busy.createBrand({ name: 'Busy Brand' })).id;
  const [personKey] = keysOf(fromGlobalId(await busy.viewerId()).id, fromGlobalId(own).id);
  await exhaust(personKey!, 'person');
  const limited = await send(busy, own);
  expect([limited.status, limited.body?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // The brand's limit holds for all its members together.
  const [, brandKey] = keysOf(randomUUID(), fromGlobalId(brandId).id);
  await exhaust(brandKey!, 'brand');
  const brandLimited = await send(owner, brandId);
  expect([brandLimited.status, brandLimited.body?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  await app.services.throttle.clear([brandKey!]);
}
