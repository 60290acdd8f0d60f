import { createHash, randomBytes } from 'node:crypto';
import { migrate, pruneRows, type Sql, type SqlExecutor } from '@brandtrail/infra';

/**
 * Known devices (OWASP's "device cookies" against online guessing): after a successful log-in the
 * browser gets a long-lived HttpOnly cookie with a random secret, stored here only as its SHA-256
 * hash together with the user it proved itself for. A log-in attempt that brings a device known
 * for that account is not slowed by what strangers' failures have built up, only by its own
 * failures. A device is known for one user; each log-in issues a fresh secret (the cookie holds
 * one), so a browser shared by two people stays known for the last of them.
 */
export const DEVICE_DAYS = 180;
const DEVICE_MS = DEVICE_DAYS * 24 * 3600 * 1000;

export const deviceHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** Only our own secrets (32 random bytes, base64url) are looked up. */
const wellFormed = (secret: string | undefined): secret is string => !!secret && /^[A-Za-z0-9_-]{43}$/.test(secret);

/** Deletes the devices whose cookie has expired; answers how many. */
export const pruneDevices = (db: SqlExecutor, now: Date): Promise<number> =>
  pruneRows(db, 'known_devices', ['device_hash'], 'expires_at < $1', [now]);

export async function migrateDevices(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `
    CREATE TABLE IF NOT EXISTS known_devices (
      device_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS known_devices_user ON known_devices (user_id);
    CREATE INDEX IF NOT EXISTS known_devices_expires ON known_devices (expires_at);`,
  );
}

export class DeviceStore {
  constructor(private readonly sql: Sql) {}

  /** The device's hash when `secret` is a live device of `userId`, else undefined. */
  async known(secret: string | undefined, userId: string, now = new Date()): Promise<string | undefined> {
    if (!wellFormed(secret)) return undefined;
    const key = deviceHash(secret);
    const rows = await this.sql.query('SELECT 1 FROM known_devices WHERE device_hash = $1 AND user_id = $2 AND expires_at > $3', [
      key,
      userId,
      now,
    ]);
    return rows.length ? key : undefined;
  }

  /**
   * Marks the browser as a device of `userId` after a successful log-in: answers a fresh secret for
   * its cookie, and retires the secret it brought (`previous`) when that was one of this user's.
   */
  async remember(userId: string, previous: string | undefined, now = new Date()): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    if (wellFormed(previous))
      await this.sql.query('DELETE FROM known_devices WHERE device_hash = $1 AND user_id = $2', [deviceHash(previous), userId]);
    await this.sql.query('INSERT INTO known_devices (device_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      deviceHash(secret),
      userId,
      now,
      new Date(now.getTime() + DEVICE_MS),
    ]);
    await pruneDevices(this.sql, now);
    return secret;
  }

  /** When the user last logged in (a device remembered), within the 180 days a device is kept; else null. */
  async lastLogIn(userId: string): Promise<Date | null> {
    const rows = await this.sql.query<{ at: Date | string | null }>(
      'SELECT max(created_at) AS at FROM known_devices WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.at ? new Date(rows[0].at) : null;
  }

  /** Forgets every device of a user (a password reset: whoever had the old password may have one). */
  async forgetUser(userId: string): Promise<void> {
    await this.sql.query('DELETE FROM known_devices WHERE user_id = $1', [userId]);
  }
}
