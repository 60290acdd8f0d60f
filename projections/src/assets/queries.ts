import type { SqlExecutor } from '@brandtrail/infra';
import type { AssetPreviews, AssetStatus } from '@brandtrail/domain';

/** An asset as the API reads it. */
export interface AssetRow {
  id: string;
  brandId: string;
  name: string;
  /** Lower-case, without the dot; '' when the file name had none. */
  extension: string;
  /** Blob key of the original. */
  key: string;
  /** The declared size until the upload is confirmed, then the stored size. */
  byteSize: number;
  uploaded: boolean;
  status: AssetStatus;
  /** An error code (ASSET_…) while status is failed. */
  failureReason: string | null;
  /** What processing found, else what the browser claimed at upload, else null. */
  mimeType: string | null;
  previews: AssetPreviews;
  width: number | null;
  height: number | null;
  dominantColor: string | null;
  opaque: boolean | null;
  font: { family: string; style: string } | null;
  tags: string[];
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AssetFilter {
  /** Assets carrying this tag (regardless of case). */
  tag?: string | null;
  /** Assets whose name contains this (regardless of case). */
  search?: string | null;
  includeDeleted?: boolean;
  /** Deleted assets only (the brand's "Recently deleted"). */
  deletedOnly?: boolean;
  /** Only assets whose file has arrived (what viewers may list). */
  uploadedOnly?: boolean;
  /** Only these assets (lower-case ids), and only when ready: what a reader who is not a member may list (the policy's `shown`). */
  shownReady?: readonly string[];
}

const cols = `a.id, a.brand_id AS "brandId", a.name, a.extension, a.key, a.byte_size::float8 AS "byteSize", a.uploaded, a.status,
  a.failure_reason AS "failureReason", COALESCE(a.mime_type, a.content_type) AS "mimeType", a.previews, a.width, a.height,
  a.dominant_color AS "dominantColor", a.opaque,
  CASE WHEN a.font_family IS NULL THEN NULL ELSE json_build_object('family', a.font_family, 'style', a.font_style) END AS font,
  a.tags, a.deleted_at AS "deletedAt", a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;

const likePattern = (term: string) => '%' + term.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';

/** The WHERE clause (and its parameters) of a brand's assets under a filter. */
function brandFilter(brandId: string, filter: AssetFilter): { where: string; params: unknown[] } {
  const where = ['a.brand_id = $1'];
  const params: unknown[] = [brandId];
  if (filter.deletedOnly) where.push('a.deleted_at IS NOT NULL');
  else if (!filter.includeDeleted) where.push('a.deleted_at IS NULL');
  if (filter.uploadedOnly) where.push('a.uploaded');
  if (filter.shownReady) {
    params.push(filter.shownReady);
    where.push(`a.id = ANY($${params.length}::uuid[]) AND a.status = 'ready'`);
  }
  const tag = filter.tag?.trim();
  if (tag) {
    params.push(tag.toLowerCase());
    where.push(`EXISTS (SELECT 1 FROM unnest(a.tags) t WHERE lower(t) = $${params.length})`);
  }
  const search = filter.search?.trim();
  if (search) {
    params.push(likePattern(search));
    where.push(`lower(a.name) LIKE $${params.length}`);
  }
  return { where: where.join(' AND '), params };
}

/** Assets say nothing about access: the API checks the brand first. */
export const assetQueries = (db: SqlExecutor) => ({
  /** An asset that is not deleted. */
  async byId(id: string): Promise<AssetRow | undefined> {
    return (await db.query<AssetRow>(`SELECT ${cols} FROM assets a WHERE a.id = $1 AND a.deleted_at IS NULL`, [id]))[0];
  },
  async byIdIncludingDeleted(id: string): Promise<AssetRow | undefined> {
    return (await db.query<AssetRow>(`SELECT ${cols} FROM assets a WHERE a.id = $1`, [id]))[0];
  },
  /** Assets that are not deleted, in the order of `ids` (unknown and deleted ones left out). */
  async byIds(ids: readonly string[]): Promise<AssetRow[]> {
    if (!ids.length) return [];
    return db.query<AssetRow>(
      `SELECT ${cols} FROM assets a WHERE a.id = ANY($1::uuid[]) AND a.deleted_at IS NULL ORDER BY array_position($1::uuid[], a.id)`,
      [ids],
    );
  },
  /** Of these assets of the brand, the ones deleted and not purged (a restore can bring them back), by id. */
  async deletedOfBrand(brandId: string, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await db.query<{ id: string }>(
      `SELECT a.id FROM assets a WHERE a.brand_id = $1 AND a.id = ANY($2::uuid[]) AND a.deleted_at IS NOT NULL`,
      [brandId, ids],
    );
    return rows.map((r) => r.id);
  },
  /** A brand's assets, newest first, filtered by tag and part of the name. */
  async byBrand(brandId: string, filter: AssetFilter = {}): Promise<AssetRow[]> {
    const { where, params } = brandFilter(brandId, filter);
    return db.query<AssetRow>(`SELECT ${cols} FROM assets a WHERE ${where} ORDER BY a.created_at DESC, a.id`, params);
  },
  /**
   * One page of a brand's assets in byBrand's order (newest first), and how many match in all. Two
   * statements: the page walks the (brand_id, created_at) index and stops after limit + offset rows,
   * the count reads no columns (a window count would build every matching row first).
   */
  async pageOfBrand(
    brandId: string,
    filter: AssetFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: AssetRow[]; total: number }> {
    const { where, params } = brandFilter(brandId, filter);
    const n = params.length;
    const [rows, count] = await Promise.all([
      db.query<AssetRow>(
        `SELECT ${cols} FROM assets a WHERE ${where} ORDER BY a.created_at DESC, a.id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM assets a WHERE ${where}`, params),
    ]);
    return { rows, total: count[0]!.total };
  },
  /**
   * Assets the system should purge (oldest first, at most `limit`): uploads never confirmed that
   * were created before `abandonedBefore`, and assets deleted before `deletedBefore`.
   */
  async dueForPurge(
    abandonedBefore: Date,
    deletedBefore: Date,
    limit: number,
  ): Promise<{ id: string; reason: 'abandoned' | 'expired' }[]> {
    return db.query(
      `SELECT a.id, CASE WHEN NOT a.uploaded AND a.created_at < $1 THEN 'abandoned' ELSE 'expired' END AS reason
       FROM assets a WHERE (NOT a.uploaded AND a.created_at < $1) OR a.deleted_at < $2
       ORDER BY a.created_at, a.id LIMIT $3`,
      [abandonedBefore, deletedBefore, limit],
    );
  },
  /**
   * Assets whose upload is confirmed but which have no processing result (neither processed nor
   * failed) since before `before` (the row's last change), oldest first: their job was lost or gave up.
   */
  async stuckInProcessing(before: Date, limit: number): Promise<string[]> {
    const rows = await db.query<{ id: string }>(
      `SELECT a.id FROM assets a WHERE a.status = 'uploaded' AND a.updated_at < $1 ORDER BY a.updated_at, a.id LIMIT $2`,
      [before, limit],
    );
    return rows.map((r) => r.id);
  },
  /**
   * The distinct tags of a brand's assets that are not deleted, alphabetically regardless of case.
   * A tag spelt in several ways (Logo, logo) is listed once, in its most used spelling (the oldest on a tie).
   * With `uploadedOnly` or `shownReady`, only the tags of the assets that filter lists count,
   * spellings included (what viewers and readers may list).
   */
  async tagsOfBrand(brandId: string, scope: Pick<AssetFilter, 'uploadedOnly' | 'shownReady'> = {}): Promise<string[]> {
    const { where, params } = brandFilter(brandId, { uploadedOnly: scope.uploadedOnly, shownReady: scope.shownReady });
    const rows = await db.query<{ tag: string }>(
      `SELECT tag FROM (
         SELECT DISTINCT ON (lower(tag)) tag FROM (
           SELECT t AS tag, count(*) AS uses, min(a.created_at) AS first FROM assets a, unnest(a.tags) t
           WHERE ${where} GROUP BY t
         ) spelt ORDER BY lower(tag), uses DESC, first, tag
       ) x ORDER BY lower(tag), tag`,
      params,
    );
    return rows.map((r) => r.tag);
  },
});

export type AssetQueries = ReturnType<typeof assetQueries>;
