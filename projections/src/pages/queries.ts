import type { SqlExecutor } from '@brandtrail/infra';
import { pageSettingList, type PageElement, type PageFields, type PageState } from '@brandtrail/domain';

/** A page as the API reads it: the domain's page fields plus ids, elements and times. */
export interface PageRow extends PageFields {
  id: string;
  brandId: string;
  /** The page's elements in their order. */
  elements: PageElement[];
  deletedAt: Date | null;
  /** While deleted: the page whose delete took this one (itself when it was deleted on its own). */
  deletedRoot: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The row the read model will hold for a page, made from the aggregate's state, for the answer of
 * a command whose events the read model has not reached yet (`at`, the command's time, stands for
 * the times).
 */
export const pageRowOf = (state: PageState, at: Date): PageRow => ({
  id: state.id,
  brandId: state.brandId,
  ...(Object.fromEntries(pageSettingList.map((s) => [s.name, state[s.name]])) as PageFields),
  elements: state.elements,
  deletedAt: state.deleted ? at : null,
  deletedRoot: state.deleted ? state.deletedRoot : null,
  createdAt: at,
  updatedAt: at,
});

// The elements come from their own rows (page_elements), in their order; json_agg rather than
// jsonb_agg, which builds the list as jsonb again (a 200-element page read 13 ms as one jsonb
// column, 14 ms through json_agg, 22 ms through jsonb_agg on PGlite).
// The settings' columns are the registry's (settings.ts), each read under its setting's name.
const settingCols = pageSettingList.map((s) => `p.${s.column} AS "${s.name}"`).join(', ');
const cols = `p.id, p.brand_id AS "brandId", ${settingCols},
  COALESCE((SELECT json_agg(e.element ORDER BY e.position) FROM page_elements e WHERE e.page_id = p.id), '[]'::json) AS elements,
  p.deleted_at AS "deletedAt", p.deleted_root AS "deletedRoot", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

/** The page's own settings that name the element ($2), or the asset ($2, lower-case): the registry's references. */
const referringSettings =
  pageSettingList
    .filter((s) => s.kind === 'elementRef')
    .map((s) => `p.${s.column} = $2`)
    .join(' OR ') || 'false';
const assetSettings =
  pageSettingList
    .filter((s) => s.kind === 'asset')
    .map((s) => `lower(p.${s.column}) = $2`)
    .join(' OR ') || 'false';

/** Pages say nothing about access: the API checks the brand first. */
export const pageQueries = (db: SqlExecutor) => ({
  /** A page that is not deleted. */
  async byId(id: string): Promise<PageRow | undefined> {
    return (await db.query<PageRow>(`SELECT ${cols} FROM pages p WHERE p.id = $1 AND p.deleted_at IS NULL`, [id]))[0];
  },
  async byIdIncludingDeleted(id: string): Promise<PageRow | undefined> {
    return (await db.query<PageRow>(`SELECT ${cols} FROM pages p WHERE p.id = $1`, [id]))[0];
  },
  async byBrandAndSlug(brandId: string, slug: string): Promise<PageRow | undefined> {
    return (
      await db.query<PageRow>(
        `SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.slug = $2 AND p.slug_held AND p.deleted_at IS NULL`,
        [brandId, slug],
      )
    )[0];
  },
  /**
   * A brand's pages that are not deleted, in the brand's page order (`order`, the brand row's
   * pagesOrder); the pages it does not name come after, oldest first (in log order).
   */
  async listForBrand(brandId: string, order: readonly string[] = []): Promise<PageRow[]> {
    return db.query<PageRow>(
      `SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.deleted_at IS NULL
       ORDER BY array_position($2::uuid[], p.id), p.created_position, p.id`,
      [brandId, order],
    );
  },
  /** The pages a user deleted (each one the root of what went with it), newest delete first. */
  async deletedRootsForBrand(brandId: string): Promise<PageRow[]> {
    return db.query<PageRow>(
      `SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.deleted_at IS NOT NULL AND p.deleted_root = p.id
       ORDER BY p.deleted_at DESC, p.id`,
      [brandId],
    );
  },
  /** The tree of a brand's pages, deleted ones included: enough to find a page's subtree. */
  async treeOfBrand(brandId: string): Promise<PageTreeRow[]> {
    return db.query<PageTreeRow>(
      `SELECT p.id, p.parent_id AS "parentId", p.deleted_at IS NOT NULL AS deleted, p.deleted_root AS "deletedRoot"
       FROM pages p WHERE p.brand_id = $1`,
      [brandId],
    );
  },
  /** Every page of a brand that ever was (deleted ones included), oldest first: what a past moment may hold. */
  async everOfBrand(brandId: string): Promise<string[]> {
    const rows = await db.query<{ id: string }>(
      `SELECT p.id FROM pages p WHERE p.brand_id = $1 ORDER BY p.created_position, p.id`,
      [brandId],
    );
    return rows.map((r) => r.id);
  },
  /** Every page of a brand, deleted ones included, oldest first (restoring the brand to a moment). */
  async allOfBrand(brandId: string): Promise<PageRow[]> {
    return db.query<PageRow>(`SELECT ${cols} FROM pages p WHERE p.brand_id = $1 ORDER BY p.created_position, p.id`, [brandId]);
  },
  /** The slugs the brand's pages hold (a deleted page keeps its own until another takes it). */
  async heldSlugsOfBrand(brandId: string): Promise<Set<string>> {
    const rows = await db.query<{ slug: string }>(`SELECT p.slug FROM pages p WHERE p.brand_id = $1 AND p.slug_held`, [brandId]);
    return new Set(rows.map((r) => r.slug));
  },
  /** A page of the brand with this slug, deleted or not (a moment's page may be deleted now). */
  async byBrandAndSlugIncludingDeleted(brandId: string, slug: string): Promise<PageRow | undefined> {
    return (
      await db.query<PageRow>(
        `SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.slug = $2 ORDER BY p.slug_held DESC, p.deleted_at NULLS FIRST LIMIT 1`,
        [brandId, slug],
      )
    )[0];
  },
  /** The pages whose delete the delete of `rootId` took (the root itself left out). */
  async deletedWith(brandId: string, rootId: string): Promise<string[]> {
    const rows = await db.query<{ id: string }>(
      `SELECT p.id FROM pages p WHERE p.brand_id = $1 AND p.deleted_root = $2 AND p.id <> $2 AND p.deleted_at IS NOT NULL`,
      [brandId, rootId],
    );
    return rows.map((r) => r.id);
  },
  /** Pages that are not deleted holding any of the elements (element ids are unique across pages). */
  async holdingElements(elementIds: readonly string[]): Promise<PageRow[]> {
    if (!elementIds.length) return [];
    return db.query<PageRow>(
      `SELECT ${cols} FROM pages p
       WHERE p.id IN (SELECT e.page_id FROM page_elements e WHERE e.element_id = ANY($1::text[])) AND p.deleted_at IS NULL`,
      [elementIds],
    );
  },
  /**
   * The page that first held each of the element ids any page ever held, deleted or not (an id
   * belongs to its first page for ever: `held_element_ids`); ids no page held are missing.
   */
  async firstHolders(elementIds: readonly string[]): Promise<Map<string, string>> {
    if (!elementIds.length) return new Map();
    const rows = await db.query<{ element_id: string; page_id: string }>(
      'SELECT element_id, page_id FROM held_element_ids WHERE element_id = ANY($1::text[])',
      [elementIds.map((id) => id.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.element_id, r.page_id]));
  },
  /** A brand's pages that are not deleted and refer to the element (in a setting or an element), in `order` like listForBrand. */
  async referringTo(brandId: string, elementId: string, order: readonly string[] = []): Promise<PageRow[]> {
    return db.query<PageRow>(
      `SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.deleted_at IS NULL
         AND (${referringSettings} OR p.id IN (SELECT e.page_id FROM page_elements e WHERE e.refs @> ARRAY[$2::text]))
       ORDER BY array_position($3::uuid[], p.id), p.created_position, p.id`,
      [brandId, elementId, order],
    );
  },
  /**
   * A brand's pages that are not deleted and refer to the asset (their font, or an element showing
   * it or set in it), in `order` (page ids), then oldest first; through the GIN index of the elements' assets. Deleted pages are left out
   * like for element usages: a page restored later shows nothing for an asset deleted meanwhile.
   */
  async referringToAsset(brandId: string, assetId: string, order: readonly string[] = []): Promise<PageRow[]> {
    return db.query<PageRow>(
      `SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.deleted_at IS NULL
         AND (${assetSettings} OR p.id IN (SELECT e.page_id FROM page_elements e WHERE e.assets @> ARRAY[$2::text]))
       ORDER BY array_position($3::uuid[], p.id), p.created_position, p.id`,
      [brandId, assetId.toLowerCase(), order],
    );
  },
});

export interface PageTreeRow {
  id: string;
  parentId: string | null;
  deleted: boolean;
  deletedRoot: string | null;
}
export type PageQueries = ReturnType<typeof pageQueries>;
