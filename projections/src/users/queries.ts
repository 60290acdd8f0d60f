import type { Locale } from '@brandtrail/domain';
import type { SqlExecutor } from '@brandtrail/infra';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  type: 'user';
  termsAccepted: boolean;
  admin: boolean;
  /** The avatar's blob key (`avatarUrlOf` in the API makes its address), or null. */
  avatar: string | null;
  /** The person proved the address theirs (followed a link mailed to it). */
  emailVerified: boolean;
  /** The language of the account's mails. */
  locale: Locale;
  /** The name shown beside the address, '' for none. */
  displayName: string;
  /** Suspended by an admin: no session, no log-in. */
  suspended: boolean;
  /** Log-in asks for an authenticator app's code after the password. */
  twoFactor: boolean;
  createdAt: Date;
}

const select = `SELECT id, email, password_hash AS "passwordHash", type, terms_accepted AS "termsAccepted", admin, avatar,
  email_verified AS "emailVerified", locale, display_name AS "displayName", suspended,
  two_factor AS "twoFactor", created_at AS "createdAt" FROM users`;

/** The kinds of the admin audit log's entries (the users projection's `admin_audit`). */
export type AuditKind = 'impersonation' | 'suspension' | 'reinstatement' | 'sessions-ended' | 'login-link' | 'reset-link';

/** An entry of the admin audit log: an admin's action on a user; acting as them, what changed meanwhile. */
export interface AuditRow {
  id: string;
  kind: AuditKind;
  adminId: string;
  adminEmail: string;
  userId: string;
  userEmail: string;
  reason: string;
  startedAt: Date;
  /** When acting as the user would have ended by itself; null for the other kinds. */
  until: Date | null;
  /** When the admin ended it (null: not yet, or it ran out at `until`). */
  endedAt: Date | null;
  /** History entries of brands and pages written meanwhile with both ids (0 for the other kinds). */
  changes: number;
}

const likeOf = (term: string) => '%' + term.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';
const searchWhere = `(email LIKE $1 OR id::text = $2)`;

export interface AuditFilter {
  adminId?: string | null;
  userId?: string | null;
  /** Acting as someone, the admin changed something of this brand. */
  brandId?: string | null;
  /** Entries that began at or after, and before. */
  since?: Date | null;
  before?: Date | null;
}

export const userQueries = (db: SqlExecutor) => ({
  /**
   * The admin audit log, newest first, filtered by admin, user, time and brand (the times an admin,
   * acting as someone, changed something of it: its history entries carry both ids).
   */
  async audit(filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
    return db.query<AuditRow>(
      `SELECT a.id, a.kind, a.admin_id AS "adminId", ad.email AS "adminEmail", a.user_id AS "userId", u.email AS "userEmail",
         a.reason, a.started_at AS "startedAt", a.until, a.ended_at AS "endedAt",
         ((SELECT count(*) FROM page_history h WHERE h.user_id = a.user_id AND h.impersonator_id = a.admin_id
             AND h.first_at >= a.started_at AND h.first_at <= COALESCE(a.ended_at, a.until))
          + (SELECT count(*) FROM brand_history h WHERE h.user_id = a.user_id AND h.impersonator_id = a.admin_id
             AND h.first_at >= a.started_at AND h.first_at <= COALESCE(a.ended_at, a.until)))::int AS changes
       FROM admin_audit a JOIN users ad ON ad.id = a.admin_id JOIN users u ON u.id = a.user_id
       WHERE ($1::uuid IS NULL OR a.admin_id = $1) AND ($2::uuid IS NULL OR a.user_id = $2)
         AND ($3::timestamptz IS NULL OR a.started_at >= $3) AND ($4::timestamptz IS NULL OR a.started_at < $4)
         AND ($7::uuid IS NULL OR a.kind = 'impersonation' AND (
           EXISTS (SELECT 1 FROM page_history h WHERE h.impersonator_id = a.admin_id AND h.user_id = a.user_id AND h.brand_id = $7
             AND h.first_at >= a.started_at AND h.first_at <= COALESCE(a.ended_at, a.until))
           OR EXISTS (SELECT 1 FROM brand_history h WHERE h.impersonator_id = a.admin_id AND h.user_id = a.user_id AND h.brand_id = $7
             AND h.first_at >= a.started_at AND h.first_at <= COALESCE(a.ended_at, a.until))))
       ORDER BY a.started_at DESC, a.id LIMIT $5 OFFSET $6`,
      [
        filter.adminId ?? null,
        filter.userId ?? null,
        filter.since ?? null,
        filter.before ?? null,
        limit,
        offset,
        filter.brandId ?? null,
      ],
    );
  },
  async byId(id: string): Promise<UserRow | undefined> {
    return (await db.query<UserRow>(`${select} WHERE id = $1`, [id]))[0];
  },
  /**
   * The user the address belongs to: the first registered with it (a later duplicate, which older
   * code could record, does not hold it; see the users projection).
   */
  async byEmail(email: string): Promise<UserRow | undefined> {
    return (await db.query<UserRow>(`${select} WHERE email = $1 AND email_held`, [email]))[0];
  },
  async byIds(ids: readonly string[]): Promise<UserRow[]> {
    return db.query<UserRow>(`${select} WHERE id = ANY($1::uuid[])`, [ids]);
  },
  /** Admin search: part of the email address, case-insensitive, or the whole id. */
  async search(term: string, limit: number, offset: number): Promise<UserRow[]> {
    return db.query<UserRow>(`${select} WHERE ${searchWhere} ORDER BY email, created_at, id LIMIT $3 OFFSET $4`, [
      likeOf(term),
      term.toLowerCase(),
      limit,
      offset,
    ]);
  },
  /** How many users the admin search finds for `term`. */
  async countSearch(term: string): Promise<number> {
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${searchWhere}`, [
      likeOf(term),
      term.toLowerCase(),
    ]);
    return rows[0]?.n ?? 0;
  },
});
export type UserQueries = ReturnType<typeof userQueries>;
