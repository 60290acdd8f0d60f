import { randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_DAYS_MAX, fail, userDecider, userStream } from '@brandtrail/domain';
import { decideFirst, load, type Actor } from '@brandtrail/infra';
import type { UserRow } from '@brandtrail/projections';
import type { Viewer } from '../graphql/context';
import type { Services } from '../services';
import { ACCESS_TOKEN_PREFIX, type AccessTokenRow } from './accessTokenStore';
import type { Session } from './sessions';

/** What a person does with their personal access tokens (the table and its rules: accessTokenStore.ts). */

/**
 * Makes a token for the logged-in person: the decider first (the name, the count, the expiry, and
 * never while an admin acts as them), then the secret's hash, then the event. Brands are the
 * person's own (members of each); answers the token's row and its secret, shown this once.
 */
export async function createAccessToken(
  s: Services,
  viewer: Viewer | null,
  input: { name: string; brandIds: string[] | null; expiresInDays: number | null },
  actor: Actor,
): Promise<{ row: AccessTokenRow; secret: string }> {
  if (!viewer) fail('UNAUTHENTICATED');
  const userId = viewer.user.id;
  const brandIds = input.brandIds === null ? null : [...new Set(input.brandIds)];
  if (brandIds) for (const id of brandIds) if (!(await s.brands.member(id, userId))) fail('BRAND_NOT_FOUND');
  const days = input.expiresInDays;
  // Bounded before a date is made of it (the decider asks the same of the date).
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > ACCESS_TOKEN_DAYS_MAX)) fail('VALIDATION');
  const expiresAt = days === null ? null : new Date(actor.now.getTime() + days * 86_400_000);
  const id = randomUUID();
  const command = {
    type: 'CreateAccessToken' as const,
    tokenId: id,
    name: input.name,
    brandIds,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
  const stream = userStream(userId);
  const { state } = await load(s.store, userDecider, stream);
  const [decided] = await decideFirst(s.store, userDecider, stream, state, command, actor);
  if (decided?.type !== 'UserAccessTokenCreated') fail('VALIDATION');
  const secret = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = { id, userId, name: decided.data.name, brandIds, createdAt: actor.now, expiresAt };
  await s.accessTokens.insert(row, secret);
  await s.execute(userDecider, stream, command, actor);
  return { row: { ...row, lastUsedAt: null }, secret };
}

/** Revokes one of the person's tokens: it stops working at once. */
export async function revokeAccessToken(s: Services, viewer: Viewer | null, id: string, actor: Actor): Promise<void> {
  if (!viewer) fail('UNAUTHENTICATED');
  await s.accessTokens.revoke(viewer.user.id, id, actor.now);
  await s.execute(userDecider, userStream(viewer.user.id), { type: 'RevokeAccessToken', tokenId: id }, actor);
}

/**
 * The reader an `Authorization: Bearer` header with a token stands for: its person (who must still
 * be able to log in), as a session of their own that reads only, and the brands it may read (null:
 * all of the person's). Undefined when the request carries no bearer token;
 * ACCESS_TOKEN_INVALID for one that does not work.
 */
export async function tokenReader(
  s: Services,
  authorization: string | undefined,
  now: Date,
): Promise<{ viewer: Viewer; brandIds: string[] | null } | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) return undefined;
  const token = await s.accessTokens.use(bearer, now);
  const user: UserRow | undefined = token && (await s.users.byId(token.userId));
  if (!token || !user || user.suspended) fail('ACCESS_TOKEN_INVALID');
  const session: Session = {
    id: token.id,
    kind: 'user',
    userId: user.id,
    impersonatorId: null,
    tokenExpiresAt: token.expiresAt ?? new Date(now.getTime() + 3600_000),
    lastSeenAt: now,
    linkIds: [],
  };
  return { viewer: { user, session }, brandIds: token.brandIds };
}
