import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { migrate, log, pruneRows, type Sql, type SqlExecutor } from '@brandtrail/infra';

/**
 * Sessions are operational state, not domain history, so they live in a plain table rather than in
 * the event log. A session has two secrets: the token (1800 s, spec section 9) and the refresh token
 * (14 days), both random and stored only as SHA-256 hashes. A request with an expired token and a
 * valid refresh token gets both rotated; log-out revokes both.
 *
 * Token look-ups are kept in memory (a query per request on PGlite cost more than the rest of a
 * cached brand-list request), and every statement that ends a token (rotation, revocation) also
 * sends the session's id on SESSIONS_CHANNEL (NOTIFY, delivered at commit). Each store listens
 * and drops what it holds for that session: at once in the process that ended it, within the
 * notification's delivery (a few milliseconds) in the others. A look-up that was under way while
 * any notification arrived is not kept. Entries expire after CACHE_MS anyway, which bounds a
 * notification lost with a broken listening connection.
 *
 * Refresh tokens are single use, with a grace window: several tabs whose token expired at once all
 * send the same refresh token; the first rotates it, and for REFRESH_GRACE_SECONDS afterwards the
 * replaced token still authenticates the session (without new secrets: the browser takes them from
 * the winning response). A replaced refresh token presented after the grace is taken as stolen
 * (RFC 9700, refresh token reuse detection): the session is revoked, for thief and owner alike.
 */
export const TOKEN_SECONDS = 1800;
export const REFRESH_SECONDS = 14 * 24 * 3600;
export const REFRESH_GRACE_SECONDS = 30;
export const SESSIONS_CHANNEL = 'sessions_ended';
const CACHE_MS = 10_000;

/**
 * `user`: a logged-in user's. `shared_link`: a browser without a user that opened a shared link
 * (spec 3 and 6): no user, role shared for the brand of its links, never a mutation.
 */
export type SessionKind = 'user' | 'shared_link';

export interface Session {
  id: string;
  kind: SessionKind;
  /** Null for a shared_link session. */
  userId: string | null;
  impersonatorId: string | null;
  tokenExpiresAt: Date;
  /** When a request last came with it (written at most every SEEN_EVERY_MS). */
  lastSeenAt: Date;
  /**
   * The shared links opened in this session (`session_links`), whatever its kind: a logged-in user
   * who opens a link keeps their session and reads what the link reaches too. Whether each is still
   * live (not revoked, not expired) is asked at every request.
   */
  linkIds: string[];
}

/** The browser a session was opened in, as its list shows it: the User-Agent header and the client's address. */
export interface SessionClient {
  userAgent: string;
  address: string;
}
/** The longest User-Agent kept (real ones are under 300 characters). */
export const USER_AGENT_MAX = 400;
/** A session's last-seen time is written at most this often (the list shows minutes, not seconds). */
export const SEEN_EVERY_MS = 5 * 60_000;

/** A live session of a person, as their account page (and an admin) lists it. */
export interface SessionListing {
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  impersonatorId: string | null;
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  session: Session;
}

/** What a refresh token buys: the session, and new secrets unless it was used within the grace. */
export interface Refreshed {
  session: Session;
  /** Null for a replaced refresh token within the grace: the request is served, no cookies change. */
  tokens: IssuedTokens | null;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export async function migrateSessions(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `
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
    );
    -- shared_link sessions (issue 15) have no user, and name the link that started them
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'user';
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS link_id uuid;
    ALTER TABLE sessions ALTER COLUMN user_id DROP NOT NULL;
    -- an admin's session as another user ends by itself at this time (issue 28): neither token outlives it
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS ends_at timestamptz;
    -- the account page's and the admin's list of a person's browsers (issue 28)
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS user_agent text;
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS address text;
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz;
    CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;
    CREATE TABLE IF NOT EXISTS session_links (
      session_id uuid NOT NULL,
      link_id uuid NOT NULL,
      opened_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, link_id)
    );
    CREATE TABLE IF NOT EXISTS retired_refresh_tokens (
      refresh_hash text PRIMARY KEY,
      session_id uuid NOT NULL,
      retired_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS retired_refresh_tokens_at ON retired_refresh_tokens (retired_at);
    -- what housekeeping looks for (pruneSessions)
    CREATE INDEX IF NOT EXISTS sessions_refresh_expires ON sessions (refresh_expires_at);
    CREATE INDEX IF NOT EXISTS sessions_revoked ON sessions (id) WHERE revoked_at IS NOT NULL;`,
  );
}

/** A shared link remembered for a session that does not exist (yet) is kept this long: the link is written first. */
const ORPHAN_LINK_MS = 3600_000;

/** Retired refresh tokens older than a refresh token lives: one cannot be told from an expired one. */
const pruneRetiredTokens = (db: SqlExecutor, now: Date) =>
  pruneRows(db, 'retired_refresh_tokens', ['refresh_hash'], 'retired_at < $1', [
    new Date(now.getTime() - REFRESH_SECONDS * 1000),
  ]);

/**
 * Deletes the sessions that can no longer authenticate anything: ended (logged out, revoked, a
 * refresh token stolen) or whose refresh token expired (their token expired before it); then the
 * links and retired refresh tokens of sessions that are gone, and retired tokens older than a
 * refresh token lives. Answers how many rows of each went.
 */
export async function pruneSessions(db: SqlExecutor, now: Date): Promise<{ sessions: number; links: number; retired: number }> {
  const sessions = await pruneRows(db, 'sessions', ['id'], 'revoked_at IS NOT NULL OR refresh_expires_at <= $1', [now]);
  const links = await pruneRows(
    db,
    'session_links',
    ['session_id', 'link_id'],
    'opened_at < $1 AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = session_links.session_id)',
    [new Date(now.getTime() - ORPHAN_LINK_MS)],
  );
  const retired =
    (await pruneRetiredTokens(db, now)) +
    (await pruneRows(
      db,
      'retired_refresh_tokens',
      ['refresh_hash'],
      'NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = retired_refresh_tokens.session_id)',
    ));
  return { sessions, links, retired };
}

interface Row {
  id: string;
  kind: SessionKind;
  userId: string | null;
  impersonatorId: string | null;
  tokenExpiresAt: Date | string;
  lastSeenAt: Date | string;
  linkIds: string[] | null;
}
const toSession = (r: Row): Session => ({
  ...r,
  tokenExpiresAt: new Date(r.tokenExpiresAt),
  lastSeenAt: new Date(r.lastSeenAt),
  linkIds: r.linkIds ?? [],
});
const cols = `id, kind, user_id AS "userId", impersonator_id AS "impersonatorId", token_expires_at AS "tokenExpiresAt",
  COALESCE(last_seen_at, created_at) AS "lastSeenAt",
  (SELECT json_agg(l.link_id ORDER BY l.opened_at) FROM session_links l WHERE l.session_id = sessions.id) AS "linkIds"`;

// Every statement that ends sessions answers with this, which notifies the listeners at commit.
const notifyEnded = (ids: string) => `SELECT pg_notify('${SESSIONS_CHANNEL}', id::text) FROM ${ids}`;

export class SessionStore {
  /** Token hash -> session, and session id -> its cached token hash (a session has one token at a time). */
  private readonly cache = new Map<string, { session: Session; until: number }>();
  private readonly cachedKey = new Map<string, string>();
  /** Counts the notifications received, so that a look-up can tell one arrived meanwhile. */
  private ended = 0;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly sql: Sql) {}

  /** Starts listening for sessions ended by any process; `close` stops. */
  async start(): Promise<void> {
    this.stopListening = await this.sql.listen(SESSIONS_CHANNEL, (id) => this.forget(id));
  }

  async close(): Promise<void> {
    await this.stopListening?.();
  }

  private forget(sessionId: string): void {
    this.ended++;
    const key = this.cachedKey.get(sessionId);
    if (key === undefined) return;
    this.cache.delete(key);
    this.cachedKey.delete(sessionId);
  }

  /**
   * `endsAt`: when the session ends whatever its tokens say (an admin acting as `userId`);
   * `client`: the browser, for the lists of sessions.
   */
  async create(
    userId: string,
    impersonatorId: string | null,
    now = new Date(),
    endsAt: Date | null = null,
    client: SessionClient | null = null,
  ): Promise<IssuedTokens> {
    return this.insert({ kind: 'user', userId, impersonatorId, linkId: null, endsAt, client }, now);
  }

  /** A shared_link session (no user) for a browser that opened the link `linkId`. */
  async createForLink(linkId: string, now = new Date()): Promise<IssuedTokens> {
    return this.insert({ kind: 'shared_link', userId: null, impersonatorId: null, linkId, endsAt: null, client: null }, now);
  }

  /**
   * Remembers that the session opened the link (again: nothing changes). The session's cached
   * look-ups are dropped in every process, as when it ends, so the next request sees the link.
   */
  async addLink(sessionId: string, linkId: string, now = new Date()): Promise<void> {
    const added = await this.sql.query(
      `WITH added AS (INSERT INTO session_links (session_id, link_id, opened_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING session_id AS id) ${notifyEnded('added')}`,
      [sessionId, linkId, now],
    );
    if (added.length) this.forget(sessionId);
  }

  private async insert(
    fields: {
      kind: SessionKind;
      userId: string | null;
      impersonatorId: string | null;
      linkId: string | null;
      endsAt: Date | null;
      client: SessionClient | null;
    },
    now: Date,
  ): Promise<IssuedTokens> {
    const until = (seconds: number) => {
      const at = new Date(now.getTime() + seconds * 1000);
      return fields.endsAt && fields.endsAt < at ? fields.endsAt : at;
    };
    const token = newSecret();
    const refreshToken = newSecret();
    const id = randomUUID();
    if (fields.linkId)
      await this.sql.query('INSERT INTO session_links (session_id, link_id, opened_at) VALUES ($1, $2, $3)', [
        id,
        fields.linkId,
        now,
      ]);
    const rows = await this.sql.query<Row>(
      `INSERT INTO sessions (id, kind, link_id, user_id, impersonator_id, token_hash, token_expires_at, refresh_hash,
         refresh_expires_at, ends_at, user_agent, address, created_at, last_seen_at)
       VALUES ($1, $8, $9, $2, $3, $4, $5, $6, $7, $10, $11, $12, $13, $13) RETURNING ${cols}`,
      [
        id,
        fields.userId,
        fields.impersonatorId,
        hash(token),
        until(TOKEN_SECONDS),
        hash(refreshToken),
        until(REFRESH_SECONDS),
        fields.kind,
        fields.linkId,
        fields.endsAt,
        fields.client?.userAgent.slice(0, USER_AGENT_MAX) || null,
        fields.client?.address || null,
        now,
      ],
    );
    return { token, refreshToken, session: toSession(rows[0]!) };
  }

  /** The live session for a token, or undefined (unknown, expired, rotated or revoked). */
  async byToken(token: string, now = new Date()): Promise<Session | undefined> {
    const key = hash(token);
    const cached = this.cache.get(key);
    if (cached && cached.until > now.getTime() && cached.session.tokenExpiresAt > now) return cached.session;
    const endedBefore = this.ended;
    const rows = await this.sql.query<Row>(
      `SELECT ${cols} FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND token_expires_at > $2`,
      [key, now],
    );
    const session = rows[0] ? toSession(rows[0]) : undefined;
    if (cached) this.forgetKey(key, cached.session.id);
    if (session && this.ended === endedBefore) {
      const previous = this.cachedKey.get(session.id);
      if (previous !== undefined) this.cache.delete(previous);
      this.cache.set(key, { session, until: now.getTime() + CACHE_MS });
      this.cachedKey.set(session.id, key);
    }
    // Entries nobody asks for again are dropped as they expire: sweep now and then.
    if (this.cache.size > 1000 && Math.random() < 0.01) this.sweep(now);
    return session;
  }

  private forgetKey(key: string, sessionId: string): void {
    this.cache.delete(key);
    if (this.cachedKey.get(sessionId) === key) this.cachedKey.delete(sessionId);
  }

  private sweep(now: Date): void {
    for (const [key, entry] of this.cache) if (entry.until <= now.getTime()) this.forgetKey(key, entry.session.id);
  }

  /**
   * Swaps a valid refresh token for new secrets (the old ones stop working); within the grace
   * after that, the replaced token answers the session without new secrets; later it revokes the
   * session. Unknown, expired or revoked: undefined.
   */
  async refresh(refreshToken: string, now = new Date()): Promise<Refreshed | undefined> {
    const token = newSecret();
    const nextRefresh = newSecret();
    const presented = hash(refreshToken);
    const rotated = await this.sql.transaction(async (tx) => {
      // Concurrent refreshes with one token queue on the row's lock; the first one rotates it.
      const rows = await tx.query<Row>(
        `UPDATE sessions SET token_hash = $2, token_expires_at = LEAST($3, ends_at), refresh_hash = $4,
           refresh_expires_at = LEAST($5, ends_at), last_seen_at = $6
         WHERE refresh_hash = $1 AND revoked_at IS NULL AND refresh_expires_at > $6 RETURNING ${cols}`,
        [
          presented,
          hash(token),
          new Date(now.getTime() + TOKEN_SECONDS * 1000),
          hash(nextRefresh),
          new Date(now.getTime() + REFRESH_SECONDS * 1000),
          now,
        ],
      );
      if (!rows[0]) return undefined;
      await tx.query(notifyEnded('(SELECT $1::uuid AS id) AS rotated'), [rows[0].id]);
      await tx.query('INSERT INTO retired_refresh_tokens (refresh_hash, session_id, retired_at) VALUES ($1, $2, $3)', [
        presented,
        rows[0].id,
        now,
      ]);
      await pruneRetiredTokens(tx, now);
      return toSession(rows[0]);
    });
    if (rotated) {
      this.forget(rotated.id);
      return { session: rotated, tokens: { token, refreshToken: nextRefresh, session: rotated } };
    }

    const retired = await this.sql.query<{ sessionId: string; retiredAt: Date | string }>(
      'SELECT session_id AS "sessionId", retired_at AS "retiredAt" FROM retired_refresh_tokens WHERE refresh_hash = $1',
      [presented],
    );
    if (!retired[0]) return undefined;
    const { sessionId } = retired[0];
    if (now.getTime() - new Date(retired[0].retiredAt).getTime() <= REFRESH_GRACE_SECONDS * 1000) {
      const rows = await this.sql.query<Row>(
        `SELECT ${cols} FROM sessions WHERE id = $1 AND revoked_at IS NULL AND refresh_expires_at > $2`,
        [sessionId, now],
      );
      return rows[0] ? { session: toSession(rows[0]), tokens: null } : undefined;
    }
    const revoked = await this.sql.query(
      `WITH ended AS (UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id) ${notifyEnded('ended')}`,
      [sessionId, now],
    );
    this.forget(sessionId);
    if (revoked.length) log.warn('a replaced refresh token came back after the grace: session revoked', { sessionId });
    return undefined;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sql.query(
      `WITH ended AS (UPDATE sessions SET revoked_at = now() WHERE id = $1 RETURNING id) ${notifyEnded('ended')}`,
      [sessionId],
    );
    this.forget(sessionId);
  }

  /**
   * Revokes every session of a user (after a password reset, a suspension), also those an admin
   * opened as them; all but `keep` (the browser that changed the password); or only `only` (one
   * the person ended on their account page). Answers how many ended.
   */
  async revokeUser(userId: string, which: { keep?: string; only?: string } = {}): Promise<number> {
    const ended = await this.sql.query<{ id: string }>(
      `WITH ended AS (UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL
         AND ($2::uuid IS NULL OR id <> $2) AND ($3::uuid IS NULL OR id = $3) RETURNING id)
       SELECT id, pg_notify('${SESSIONS_CHANNEL}', id::text) FROM ended`,
      [userId, which.keep ?? null, which.only ?? null],
    );
    for (const { id } of ended) this.forget(id);
    return ended.length;
  }

  /** The user's live sessions (not ended, refresh token not expired), the most recently seen first. */
  async listForUser(userId: string, now = new Date()): Promise<SessionListing[]> {
    const rows = await this.sql.query<SessionListing>(
      `SELECT id, user_agent AS "userAgent", address, created_at AS "createdAt",
         COALESCE(last_seen_at, created_at) AS "lastSeenAt", impersonator_id AS "impersonatorId"
       FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND refresh_expires_at > $2
       ORDER BY COALESCE(last_seen_at, created_at) DESC, id LIMIT 100`,
      [userId, now],
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), lastSeenAt: new Date(r.lastSeenAt) }));
  }

  /**
   * Notes that the session was used now, when its last-seen time is older than SEEN_EVERY_MS
   * (so a busy browser costs one write in five minutes); the browser's address is kept current.
   */
  async seen(session: Session, address: string, now = new Date()): Promise<void> {
    if (now.getTime() - session.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
    session.lastSeenAt = now;
    await this.sql.query('UPDATE sessions SET last_seen_at = $2, address = COALESCE($3, address) WHERE id = $1', [
      session.id,
      now,
      address || null,
    ]);
  }
}
