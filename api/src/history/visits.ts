import { migrate, type Sql } from '@brandtrail/infra';

/**
 * When each person was last in each brand, for the activity's "since my last visit": a plain table
 * the API updates (like shared-link opens), since a visit decides nothing and an event per visit
 * would fill the brand's stream with reads. A visit is a stretch of time in the brand: screens
 * opened less than VISIT_GAP_MS apart belong to one, and "my last visit" is the one before it.
 */
export const VISIT_GAP_MS = 30 * 60_000;

export async function migrateBrandVisits(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `CREATE TABLE IF NOT EXISTS brand_visits (
      user_id uuid NOT NULL,
      brand_id uuid NOT NULL,
      seen_at timestamptz NOT NULL,
      previous_seen_at timestamptz,
      PRIMARY KEY (user_id, brand_id)
    );`,
  );
}

export class BrandVisitStore {
  constructor(private readonly sql: Sql) {}

  /**
   * Records that the person is in the brand now; answers when their previous visit ended (null
   * for their first). A gap of more than VISIT_GAP_MS since they were last seen starts a new visit.
   */
  async record(userId: string, brandId: string, now = new Date()): Promise<Date | null> {
    const rows = await this.sql.query<{ previous: Date | string | null }>(
      `INSERT INTO brand_visits (user_id, brand_id, seen_at, previous_seen_at) VALUES ($1, $2, $3, NULL)
       ON CONFLICT (user_id, brand_id) DO UPDATE SET
         previous_seen_at = CASE WHEN EXCLUDED.seen_at - brand_visits.seen_at > make_interval(secs => $4)
           THEN brand_visits.seen_at ELSE brand_visits.previous_seen_at END,
         seen_at = GREATEST(brand_visits.seen_at, EXCLUDED.seen_at)
       RETURNING previous_seen_at AS previous`,
      [userId, brandId, now, VISIT_GAP_MS / 1000],
    );
    const previous = rows[0]?.previous;
    return previous ? new Date(previous) : null;
  }

  /** When the person's previous visit of the brand ended (null: none before this one). */
  async previous(userId: string, brandId: string): Promise<Date | null> {
    const rows = await this.sql.query<{ previous: Date | string | null }>(
      'SELECT previous_seen_at AS previous FROM brand_visits WHERE user_id = $1 AND brand_id = $2',
      [userId, brandId],
    );
    const previous = rows[0]?.previous;
    return previous ? new Date(previous) : null;
  }
}
