import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '@brandtrail/infra';

/**
 * Sessions are operational state, not domain history, so they live in a plain table rather than in
 * the event log. A session has two secrets: the token (1800 s, spec section 9) and the refresh token
 * (14 days), both random and stored only as SHA-256 hashes. A request with an expired token and a
 * valid refresh token gets both rotated; log-out revokes both.
 */
export const TOKEN_SECONDS = 1800;
export const REFRESH_SECONDS = 14 * 24 * 3600;
/** How long a token look-up is reused in this process; a log-out here evicts it at once. */
const CACHE_MS = 10_000;

export interface Session {
  id: string;
  userId: string;
  impersonatorId: string | null;
  tokenExpiresAt: Date;
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  session: Session;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export async function migrateSessions(sql: Sql): Promise<void> {
  await sql.exec(`
    CREATE TABLE IF NOT EXISTS sessions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      impersonator_id uuid,
      token_hash text NOT NULL UNIQUE,
      token_expires_at timestamptz NOT NULL,
      refresh_hash text NOT NULL UNIQUE,
      refresh_expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    );`);
}

interface Row {
  id: string;
  userId: string;
  impersonatorId: string | null;
  tokenExpiresAt: Date | string;
}
const toSession = (r: Row): Session => ({ ...r, tokenExpiresAt: new Date(r.tokenExpiresAt) });
const cols = `id, user_id AS "userId", impersonator_id AS "impersonatorId", token_expires_at AS "tokenExpiresAt"`;

export class SessionStore {
  private readonly cache = new Map<string, { session: Session; until: number }>();
  constructor(private readonly sql: Sql) {}

  async create(userId: string, impersonatorId: string | null, now = new Date()): Promise<IssuedTokens> {
    const token = newSecret();
    const refreshToken = newSecret();
    const rows = await this.sql.query<Row>(
      `INSERT INTO sessions (id, user_id, impersonator_id, token_hash, token_expires_at, refresh_hash, refresh_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${cols}`,
      [
        randomUUID(),
        userId,
        impersonatorId,
        hash(token),
        new Date(now.getTime() + TOKEN_SECONDS * 1000),
        hash(refreshToken),
        new Date(now.getTime() + REFRESH_SECONDS * 1000),
      ],
    );
    return { token, refreshToken, session: toSession(rows[0]!) };
  }

  /** The live session for a token, or undefined (unknown, expired or revoked). */
  async byToken(token: string, now = new Date()): Promise<Session | undefined> {
    const key = hash(token);
    const cached = this.cache.get(key);
    if (cached && cached.until > now.getTime() && cached.session.tokenExpiresAt > now) return cached.session;
    const rows = await this.sql.query<Row>(
      `SELECT ${cols} FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND token_expires_at > $2`,
      [key, now],
    );
    const session = rows[0] ? toSession(rows[0]) : undefined;
    if (session) this.cache.set(key, { session, until: now.getTime() + CACHE_MS });
    else this.cache.delete(key);
    return session;
  }

  /** Swaps a valid refresh token for new secrets (the old ones stop working). */
  async refresh(refreshToken: string, now = new Date()): Promise<IssuedTokens | undefined> {
    const token = newSecret();
    const nextRefresh = newSecret();
    const rows = await this.sql.query<Row>(
      `UPDATE sessions SET token_hash = $2, token_expires_at = $3, refresh_hash = $4, refresh_expires_at = $5
       WHERE refresh_hash = $1 AND revoked_at IS NULL AND refresh_expires_at > $6 RETURNING ${cols}`,
      [
        hash(refreshToken),
        hash(token),
        new Date(now.getTime() + TOKEN_SECONDS * 1000),
        hash(nextRefresh),
        new Date(now.getTime() + REFRESH_SECONDS * 1000),
        now,
      ],
    );
    return rows[0] ? { token, refreshToken: nextRefresh, session: toSession(rows[0]) } : undefined;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sql.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
    for (const [key, entry] of this.cache) if (entry.session.id === sessionId) this.cache.delete(key);
  }

  /** Revokes every session of a user (after a password reset), also those an admin opened as them. */
  async revokeUser(userId: string): Promise<void> {
    await this.sql.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    for (const [key, entry] of this.cache) if (entry.session.userId === userId) this.cache.delete(key);
  }
}
