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
  createdAt: Date;
}

const select = `SELECT id, email, password_hash AS "passwordHash", type, terms_accepted AS "termsAccepted", admin, avatar,
  email_verified AS "emailVerified", locale, created_at AS "createdAt" FROM users`;

export const userQueries = (db: SqlExecutor) => ({
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
  /** Admin search: part of the email address, case-insensitive. */
  async search(term: string, limit: number, offset: number): Promise<UserRow[]> {
    const like = '%' + term.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';
    return db.query<UserRow>(`${select} WHERE email LIKE $1 ORDER BY email, created_at, id LIMIT $2 OFFSET $3`, [
      like,
      limit,
      offset,
    ]);
  },
});
export type UserQueries = ReturnType<typeof userQueries>;
