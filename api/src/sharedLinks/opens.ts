import { migrate, type Sql } from '@brandtrail/infra';

/**
 * How often each shared link was opened, and when last: a plain table the API updates per open,
 * like sessions, rather than an event per open. Opens are reads, not decisions: an event each would
 * grow the brand's links stream (which every create and revoke folds) with every visitor, and wake
 * the read models for a counter nobody decides on.
 */
export async function migrateLinkOpens(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `CREATE TABLE IF NOT EXISTS shared_link_opens (
      link_id uuid PRIMARY KEY,
      open_count integer NOT NULL,
      last_opened_at timestamptz NOT NULL
    );`,
  );
}

export interface LinkOpens {
  openCount: number;
  lastOpenedAt: Date | null;
}

export class LinkOpenStore {
  constructor(private readonly sql: Sql) {}

  async record(linkId: string, now = new Date()): Promise<void> {
    await this.sql.query(
      `INSERT INTO shared_link_opens (link_id, open_count, last_opened_at) VALUES ($1, 1, $2)
       ON CONFLICT (link_id) DO UPDATE SET open_count = shared_link_opens.open_count + 1,
         last_opened_at = GREATEST(shared_link_opens.last_opened_at, EXCLUDED.last_opened_at)`,
      [linkId, now],
    );
  }

  async byIds(ids: readonly string[]): Promise<Map<string, LinkOpens>> {
    if (!ids.length) return new Map();
    const rows = await this.sql.query<{ id: string; n: number; at: Date | string }>(
      'SELECT link_id AS id, open_count AS n, last_opened_at AS at FROM shared_link_opens WHERE link_id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { openCount: Number(r.n), lastOpenedAt: new Date(r.at) }]));
  }
}
