import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fail, userDecider, userStream } from '@brandtrail/domain';
import { decideFirst, load, migrate, type Actor, type Sql } from '@brandtrail/infra';
import type { UserRow } from '@brandtrail/projections';
import type { Viewer } from '../graphql/context';
import type { Services } from '../services';
import type { Session } from './sessions';

/**
 * Personal access tokens (issue 28): read-only credentials a person makes on the account page for
 * builds that fetch their brands' design tokens (and for AI agents), for some or all of their
 * brands, with an expiry or none. The user's decider records that a token was made or revoked (its
 * name, brands and expiry; never while an admin acts as the person); the secret, shown once, is kept
 * only as a SHA-256 hash in `access_tokens`, with the time it was last used. A token is sent as
 * `Authorization: Bearer btp_…` and reads only where the API takes one (`GET
 * /api/brands/{slug}/tokens.json|css`): never GraphQL, never a change.
 */
export const ACCESS_TOKEN_PREFIX = 'btp_';
const TOKEN = /^btp_[A-Za-z0-9_-]{43}$/;
/** Last use is written at most this often per token. */
const USED_EVERY_MS = 60_000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function migrateAccessTokens(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `
    CREATE TABLE IF NOT EXISTS access_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      name text NOT NULL,
      brand_ids uuid[],
      created_at timestamptz NOT NULL,
      expires_at timestamptz,
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS access_tokens_user ON access_tokens (user_id, created_at DESC);`,
  );
}

export interface AccessTokenRow {
  id: string;
  userId: string;
  name: string;
  /** The brands it reads; null for all of the person's. */
  brandIds: string[] | null;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

const cols = `id, user_id AS "userId", name, brand_ids AS "brandIds", created_at AS "createdAt", expires_at AS "expiresAt",
  last_used_at AS "lastUsedAt"`;
const dated = (r: AccessTokenRow): AccessTokenRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  expiresAt: r.expiresAt && new Date(r.expiresAt),
  lastUsedAt: r.lastUsedAt && new Date(r.lastUsedAt),
});

export class AccessTokenStore {
  constructor(private readonly sql: Sql) {}

  async insert(row: Omit<AccessTokenRow, 'lastUsedAt'>, secret: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO access_tokens (id, user_id, token_hash, name, brand_ids, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [row.id, row.userId, hash(secret), row.name, row.brandIds, row.createdAt, row.expiresAt],
    );
  }

  /** The person's tokens not revoked, newest first (expired ones too, to be revoked or seen). */
  async list(userId: string): Promise<AccessTokenRow[]> {
    const rows = await this.sql.query<AccessTokenRow>(
      `SELECT ${cols} FROM access_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
      [userId],
    );
    return rows.map(dated);
  }

  async revoke(userId: string, id: string, now: Date): Promise<void> {
    await this.sql.query('UPDATE access_tokens SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL', [
      id,
      userId,
      now,
    ]);
  }

  /** The live token a secret belongs to (its last use noted, at most once a minute), or undefined. */
  async use(secret: string, now: Date): Promise<AccessTokenRow | undefined> {
    if (!TOKEN.test(secret)) return undefined;
    const rows = await this.sql.query<AccessTokenRow>(
      `SELECT ${cols} FROM access_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
      [hash(secret), now],
    );
    const row = rows[0] && dated(rows[0]);
    if (row && (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= USED_EVERY_MS))
      await this.sql.query('UPDATE access_tokens SET last_used_at = $2 WHERE id = $1', [row.id, now]);
    return row;
  }
}

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
  if (days !== null && (!Number.isInteger(days) || days < 1)) fail('VALIDATION');
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
