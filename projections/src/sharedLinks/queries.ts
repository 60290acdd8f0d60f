import type { SqlExecutor } from '@brandtrail/infra';
import type { Plan } from '@brandtrail/domain';

/** A shared link as the API reads it. */
export interface SharedLinkRow {
  id: string;
  brandId: string;
  token: string;
  accessAllPages: boolean;
  pages: string[];
  withBilling: boolean;
  billingPlan: Plan | null;
  validUntil: Date | null;
  createdBy: string | null;
  createdAt: Date;
  revokedAt: Date | null;
  /** The version the link shows the brand at; null: as it is. */
  versionId: string | null;
}

const cols = `id, brand_id AS "brandId", token, access_all_pages AS "accessAllPages", pages, with_billing AS "withBilling",
  billing_plan AS "billingPlan", valid_until AS "validUntil", created_by AS "createdBy", created_at AS "createdAt",
  revoked_at AS "revokedAt", version_id AS "versionId"`;

const toRow = (r: SharedLinkRow): SharedLinkRow => ({
  ...r,
  validUntil: r.validUntil && new Date(r.validUntil),
  createdAt: new Date(r.createdAt),
  revokedAt: r.revokedAt && new Date(r.revokedAt),
});

export const sharedLinkQueries = (db: SqlExecutor) => ({
  /**
   * The brand's links that are not revoked, newest first (expired ones included: the screen shows
   * them); with `revoked`, after them the newest that were, at most that many, last revoked first.
   */
  async forBrand(brandId: string, options: { withoutBilling?: boolean; revoked?: number } = {}): Promise<SharedLinkRow[]> {
    const billing = options.withoutBilling ? ' AND NOT with_billing' : '';
    const rows = await db.query<SharedLinkRow>(
      `SELECT ${cols} FROM shared_links WHERE brand_id = $1 AND revoked_at IS NULL${billing} ORDER BY created_at DESC, id`,
      [brandId],
    );
    if (!options.revoked) return rows.map(toRow);
    const revoked = await db.query<SharedLinkRow>(
      `SELECT ${cols} FROM shared_links WHERE brand_id = $1 AND revoked_at IS NOT NULL${billing}
       ORDER BY revoked_at DESC, id LIMIT $2`,
      [brandId, options.revoked],
    );
    return [...rows, ...revoked].map(toRow);
  },
  async byId(id: string): Promise<SharedLinkRow | undefined> {
    const rows = await db.query<SharedLinkRow>(`SELECT ${cols} FROM shared_links WHERE id = $1`, [id]);
    return rows[0] && toRow(rows[0]);
  },
  async byToken(token: string): Promise<SharedLinkRow | undefined> {
    const rows = await db.query<SharedLinkRow>(`SELECT ${cols} FROM shared_links WHERE token = $1`, [token]);
    return rows[0] && toRow(rows[0]);
  },
  async byIds(ids: readonly string[]): Promise<SharedLinkRow[]> {
    if (!ids.length) return [];
    const rows = await db.query<SharedLinkRow>(`SELECT ${cols} FROM shared_links WHERE id = ANY($1::uuid[])`, [ids]);
    return rows.map(toRow);
  },
});
export type SharedLinkQueries = ReturnType<typeof sharedLinkQueries>;
