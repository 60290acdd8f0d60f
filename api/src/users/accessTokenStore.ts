import { createHash } from 'node:crypto';
import { migrate, type Sql } from '@brandtrail/infra';

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

  /** Revokes every live token of the person (an undone address change: someone else may have made them). */
  async revokeAll(userId: string, now: Date): Promise<void> {
    await this.sql.query('UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
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
