import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_MAX } from '@brandtrail/domain';
import { migrate, pruneRows, type Sql, type SqlExecutor } from '@brandtrail/infra';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, by the `otpauth` library: SHA-1,
 * six digits, 30 s, one step either side for clocks that drift), and ten single-use recovery codes.
 * Like sessions, this is operational state in plain tables, not history: the secret and the
 * recovery codes' hashes never enter the event log, which records only that two-factor sign-in was
 * turned on or off (the user's decider). A secret is written when enrolment begins and used from
 * the moment the decider records it on; a code's time step is remembered so that no code works
 * twice (`last_step`).
 *
 * Log-in with two-factor is two requests: the password (or a sign-in link, or a reset) opens a
 * challenge instead of a session, a random token in an HttpOnly cookie good for CHALLENGE_SECONDS
 * and CHALLENGE_ATTEMPTS tries; a code or a recovery code with it opens the session.
 */
export const RECOVERY_CODES = 10;
export const CHALLENGE_SECONDS = 300;
export const CHALLENGE_ATTEMPTS = 5;
const ISSUER = 'Brandtrail';
const PERIOD = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A recovery code as typed: case, spaces and dashes do not matter. */
const recoveryKey = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, ''));

export async function migrateTwoFactor(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `
    CREATE TABLE IF NOT EXISTS totp_secrets (
      user_id uuid PRIMARY KEY,
      secret text NOT NULL,
      recovery_hashes text[] NOT NULL DEFAULT '{}',
      last_step bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS totp_challenges (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS totp_challenges_expires ON totp_challenges (expires_at);`,
  );
}

/** Challenges a day past their expiry (housekeeping). */
export const pruneTwoFactorChallenges = (db: SqlExecutor, now: Date): Promise<number> =>
  pruneRows(db, 'totp_challenges', ['token_hash'], 'expires_at < $1', [new Date(now.getTime() - 24 * 3600_000)]);

/** What an authenticator app needs: the secret (typed by hand), its otpauth:// address, and that address as a QR code (SVG). */
export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

export class TwoFactorStore {
  constructor(private readonly sql: Sql) {}

  /** A new secret for the user (replacing one not yet in use), and what the app scans. */
  async begin(userId: string, email: string, now = new Date()): Promise<Enrolment> {
    const secret = new Secret({ size: 20 }).base32;
    await this.sql.query(
      `INSERT INTO totp_secrets (user_id, secret, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET secret = $2, recovery_hashes = '{}', last_step = 0, created_at = $3`,
      [userId, secret, now],
    );
    const uri = totpOf(secret, email).toString();
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  }

  /**
   * Whether `code` is the user's code now (or a step before or after), and not one used before:
   * the step is taken in the same statement, so a code works once even when sent twice at once.
   */
  async verify(userId: string, email: string, code: string, now = new Date()): Promise<boolean> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return false;
    const rows = await this.sql.query<{ secret: string }>('SELECT secret FROM totp_secrets WHERE user_id = $1', [userId]);
    if (!rows[0]) return false;
    const delta = totpOf(rows[0].secret, email).validate({ token, timestamp: now.getTime(), window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
    const taken = await this.sql.query(
      'UPDATE totp_secrets SET last_step = $2 WHERE user_id = $1 AND last_step < $2 RETURNING user_id',
      [userId, step],
    );
    return taken.length > 0;
  }

  /** Ten new recovery codes (the old ones stop working), shown once: only their hashes are kept. */
  async newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, () => {
      const hex = randomBytes(5).toString('hex');
      return `${hex.slice(0, 5)}-${hex.slice(5)}`;
    });
    await this.sql.query('UPDATE totp_secrets SET recovery_hashes = $2 WHERE user_id = $1', [userId, codes.map(recoveryKey)]);
    return codes;
  }

  /** Spends a recovery code: true once for each code. */
  async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    if (code.length > RECOVERY_CODE_MAX) return false;
    const spent = await this.sql.query(
      `UPDATE totp_secrets SET recovery_hashes = array_remove(recovery_hashes, $2)
       WHERE user_id = $1 AND $2 = ANY(recovery_hashes) RETURNING user_id`,
      [userId, recoveryKey(code)],
    );
    return spent.length > 0;
  }

  async hasSecret(userId: string): Promise<boolean> {
    return (await this.sql.query('SELECT 1 FROM totp_secrets WHERE user_id = $1', [userId])).length > 0;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const rows = await this.sql.query<{ n: number }>(
      'SELECT coalesce(cardinality(recovery_hashes), 0)::int AS n FROM totp_secrets WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  async remove(userId: string): Promise<void> {
    await this.sql.query('DELETE FROM totp_secrets WHERE user_id = $1', [userId]);
  }

  /** A challenge for a user who gave the first factor: its token goes in the browser's cookie. */
  async challenge(userId: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.sql.query('INSERT INTO totp_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      sha256(token),
      userId,
      new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
    ]);
    return token;
  }

  /** The user of a live challenge, counting this try (none after CHALLENGE_ATTEMPTS tries or once expired). */
  async tryChallenge(token: string, now = new Date()): Promise<string | undefined> {
    const rows = await this.sql.query<{ userId: string }>(
      `UPDATE totp_challenges SET attempts = attempts + 1
       WHERE token_hash = $1 AND expires_at > $2 AND attempts < $3 RETURNING user_id AS "userId"`,
      [sha256(token), now, CHALLENGE_ATTEMPTS],
    );
    return rows[0]?.userId;
  }

  async endChallenge(token: string): Promise<void> {
    await this.sql.query('DELETE FROM totp_challenges WHERE token_hash = $1', [sha256(token)]);
  }
}
