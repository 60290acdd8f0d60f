import type { SqlExecutor } from '@brandtrail/infra';
import type { PageElement } from '@brandtrail/domain';
import type { BrandHistoryChange, BrandHistoryKind } from '../brands/history';
import type { HistoryChange, HistoryKind } from './history';

/** A page's history entry as the API reads it (history.ts). */
export interface PageHistoryRow {
  pageId: string;
  brandId: string;
  entry: number;
  lastRevision: number;
  userId: string | null;
  impersonatorId: string | null;
  kind: HistoryKind;
  firstAt: Date;
  lastAt: Date;
  step: number | null;
  revertedTo: Date | null;
  changes: HistoryChange[];
  /** An AI rewrite the person accepted. */
  aiAssisted: boolean;
}

/** An entry of a brand's activity: a page's history entry, or one of the brand's own. */
export type ActivityRow =
  | ({ source: 'page' } & PageHistoryRow)
  | {
      source: 'brand';
      brandId: string;
      pageId: null;
      entry: number;
      lastRevision: number;
      userId: string | null;
      impersonatorId: string | null;
      kind: BrandHistoryKind;
      firstAt: Date;
      lastAt: Date;
      step: null;
      revertedTo: Date | null;
      changes: BrandHistoryChange[];
      aiAssisted: false;
    };

export interface RemovedElement {
  pageId: string;
  element: PageElement;
  position: number;
  afterId: string | null;
  removedAt: Date;
  userId: string | null;
  revision: number;
}

export interface ActivityFilter {
  userId?: string | null;
  pageId?: string | null;
  /** Only entries whose last change came after this moment. */
  since?: Date | null;
}

const historyCols = `page_id AS "pageId", brand_id AS "brandId", entry::float8 AS entry, last_revision::float8 AS "lastRevision",
  user_id AS "userId", impersonator_id AS "impersonatorId", kind, first_at AS "firstAt", last_at AS "lastAt",
  step::float8 AS step, reverted_to AS "revertedTo", changes, ai_assisted AS "aiAssisted"`;
const brandHistoryCols = `NULL::uuid AS "pageId", brand_id AS "brandId", entry::float8 AS entry, last_revision::float8 AS "lastRevision",
  user_id AS "userId", impersonator_id AS "impersonatorId", kind, first_at AS "firstAt", last_at AS "lastAt",
  NULL::float8 AS step, reverted_to AS "revertedTo", changes, false AS "aiAssisted"`;
const removedCols = `page_id AS "pageId", element, position, after_id AS "afterId", removed_at AS "removedAt", user_id AS "userId",
  revision::float8 AS revision`;

/** History says nothing about access: the API checks the brand first. */
/** A change a person made, as their data export lists it: where (a brand, and a page or none), what, when. */
export interface WrittenRow {
  brandId: string;
  pageId: string | null;
  kind: string;
  firstAt: Date;
  lastAt: Date;
  changes: unknown;
}

export const historyQueries = (db: SqlExecutor) => ({
  /** What `userId` changed in brands and pages (the history's entries of theirs), newest first, up to `limit`. */
  async writtenBy(userId: string, limit: number): Promise<WrittenRow[]> {
    return db.query<WrittenRow>(
      `SELECT * FROM (
         SELECT brand_id AS "brandId", page_id AS "pageId", kind, first_at AS "firstAt", last_at AS "lastAt", changes
         FROM page_history WHERE user_id = $1
         UNION ALL
         SELECT brand_id AS "brandId", NULL AS "pageId", kind, first_at AS "firstAt", last_at AS "lastAt", changes
         FROM brand_history WHERE user_id = $1
       ) written ORDER BY "lastAt" DESC LIMIT $2`,
      [userId, limit],
    );
  },
  /** A page's history, newest first. */
  async ofPage(pageId: string, limit: number, offset: number): Promise<PageHistoryRow[]> {
    return db.query<PageHistoryRow>(
      `SELECT ${historyCols} FROM page_history WHERE page_id = $1 ORDER BY entry DESC LIMIT $2 OFFSET $3`,
      [pageId, limit, offset],
    );
  },
  /** Elements removed from a page and not back since, the latest removal first. */
  async removedElements(pageId: string, limit: number): Promise<RemovedElement[]> {
    return db.query<RemovedElement>(
      `SELECT ${removedCols} FROM page_removed_elements WHERE page_id = $1 ORDER BY revision DESC LIMIT $2`,
      [pageId, limit],
    );
  },
  async removedElement(pageId: string, elementId: string): Promise<RemovedElement | undefined> {
    return (
      await db.query<RemovedElement>(`SELECT ${removedCols} FROM page_removed_elements WHERE page_id = $1 AND element_id = $2`, [
        pageId,
        elementId.toLowerCase(),
      ])
    )[0];
  },
  /**
   * A brand's activity, newest first: its pages' history entries and its own, filtered by who made
   * them, by page (a page's entries only), and by time.
   */
  async activity(brandId: string, filter: ActivityFilter, limit: number, offset: number): Promise<ActivityRow[]> {
    const params: unknown[] = [brandId, filter.userId ?? null, filter.since ?? null, limit, offset];
    const pages = `SELECT 'page' AS source, ${historyCols} FROM page_history WHERE brand_id = $1
      AND ($2::uuid IS NULL OR user_id = $2) AND ($3::timestamptz IS NULL OR last_at > $3)
      ${filter.pageId ? 'AND page_id = $6' : ''}`;
    const brand = `SELECT 'brand' AS source, ${brandHistoryCols} FROM brand_history WHERE brand_id = $1
      AND ($2::uuid IS NULL OR user_id = $2) AND ($3::timestamptz IS NULL OR last_at > $3)`;
    if (filter.pageId) params.push(filter.pageId);
    return db.query<ActivityRow>(
      `SELECT * FROM (${pages} ${filter.pageId ? '' : `UNION ALL ${brand}`}) a
       ORDER BY "lastAt" DESC, "pageId" NULLS FIRST, entry DESC LIMIT $4 OFFSET $5`,
      params,
    );
  },
});
export type HistoryQueries = ReturnType<typeof historyQueries>;
