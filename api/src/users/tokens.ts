import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  EMAIL_CHANGE_HOURS,
  EMAIL_UNDO_DAYS,
  migrate,
  pruneRows,
  VERIFY_EMAIL_DAYS,
  type Sql,
  type SqlExecutor,
} from '@brandtrail/infra';

/**
 * Account tokens, mailed as links: 'reset' (/reset-password/{token}, 1 hour) and 'login'
 * (/login/{token}, 15 minutes), single use, and 'verify' (/verify-email/{token}, 7 days), which
 * only confirms the address and so may be followed again while it lives. Like sessions they are
 * operational state in a plain table, not domain history; the token is random (256 bits) and
 * stored only as its SHA-256 hash, so the table alone opens no account. A token is spent by one
 * atomic UPDATE, so two requests racing with the same link cannot both win.
 */
/** `email`: makes its address (the payload) the account's; `email-undo`: puts the old one (the payload) back. */
export type AccountTokenKind = 'reset' | 'login' | 'verify' | 'email' | 'email-undo';

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  reset: 60 * 60 * 1000,
  login: 15 * 60 * 1000,
  verify: VERIFY_EMAIL_DAYS * 24 * 60 * 60 * 1000,
  email: EMAIL_CHANGE_HOURS * 60 * 60 * 1000,
  'email-undo': EMAIL_UNDO_DAYS * 24 * 60 * 60 * 1000,
};

export interface IssuedAccountToken {
  /** The row's id, which the mail job's id is derived from. */
  id: string;
  /** The secret that goes into the link; never stored. */
  token: string;
  expiresAt: Date;
}

export interface AccountTokenRow {
  id: string;
  userId: string;
  /** What the token is about (an address for `email` and `email-undo`), or null. */
  payload: string | null;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** How long a spent or expired token is kept (for support questions) before it goes. */
export const ACCOUNT_TOKEN_KEEP_MS = 24 * 3600 * 1000;

/** Deletes the tokens expired for longer than ACCOUNT_TOKEN_KEEP_MS; answers how many. */
export const pruneAccountTokens = (db: SqlExecutor, now: Date): Promise<number> =>
  pruneRows(db, 'account_tokens', ['id'], 'expires_at < $1', [new Date(now.getTime() - ACCOUNT_TOKEN_KEEP_MS)]);

export async function migrateAccountTokens(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `
    CREATE TABLE IF NOT EXISTS account_tokens (
      id uuid PRIMARY KEY,
      kind text NOT NULL,
      user_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS account_tokens_user ON account_tokens (user_id);
    ALTER TABLE account_tokens DROP CONSTRAINT IF EXISTS account_tokens_kind_check;
    ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_kind_check
      CHECK (kind IN ('reset', 'login', 'verify', 'email', 'email-undo'));
    ALTER TABLE account_tokens ADD COLUMN IF NOT EXISTS payload text;`,
  );
}

export class AccountTokenStore {
  constructor(private readonly sql: Sql) {}

  async issue(
    kind: AccountTokenKind,
    userId: string,
    now = new Date(),
    payload: string | null = null,
  ): Promise<IssuedAccountToken> {
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[kind]);
    await this.sql.query(
      `INSERT INTO account_tokens (id, kind, user_id, token_hash, expires_at, created_at, payload) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, kind, userId, hash(token), expiresAt, now, payload],
    );
    // Spent and expired tokens are worth nothing; keep a day of them for support questions.
    await pruneAccountTokens(this.sql, now);
    return { id, token, expiresAt };
  }

  /** The live token (known, of this kind, unused, unexpired) without spending it, or undefined. */
  async peek(kind: AccountTokenKind, token: string, now = new Date()): Promise<AccountTokenRow | undefined> {
    if (!token) return undefined;
    const rows = await this.sql.query<AccountTokenRow>(
      `SELECT id, user_id AS "userId", payload FROM account_tokens
       WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3`,
      [hash(token), kind, now],
    );
    return rows[0];
  }

  /**
   * A verification token that has not expired, used or not (following the link again confirms
   * nothing new and harms nothing); marks it used the first time. Undefined for any other.
   */
  async useVerify(token: string, now = new Date()): Promise<AccountTokenRow | undefined> {
    if (!token) return undefined;
    const rows = await this.sql.query<AccountTokenRow>(
      `UPDATE account_tokens SET used_at = coalesce(used_at, $2)
       WHERE token_hash = $1 AND kind = 'verify' AND expires_at > $2
       RETURNING id, user_id AS "userId", payload`,
      [hash(token), now],
    );
    return rows[0];
  }

  /** Spends a live token: answers its row once; unknown, used or expired tokens answer undefined. */
  async consume(kind: AccountTokenKind, token: string, now = new Date()): Promise<AccountTokenRow | undefined> {
    if (!token) return undefined;
    const rows = await this.sql.query<AccountTokenRow>(
      `UPDATE account_tokens SET used_at = $3
       WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING id, user_id AS "userId", payload`,
      [hash(token), kind, now],
    );
    return rows[0];
  }

  /**
   * Spends the user's live tokens of one kind: the other sign-in links once one was used, the
   * reset links once the password proved itself at a log-in.
   */
  async revokeKind(userId: string, kind: AccountTokenKind, now = new Date()): Promise<void> {
    await this.sql.query('UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [
      userId,
      kind,
      now,
    ]);
  }

  /** Spends every live token of a user (after a password change, old links must stop working). */
  async revokeAll(userId: string, now = new Date()): Promise<void> {
    await this.sql.query('UPDATE account_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
  }
}
