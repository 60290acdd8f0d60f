import type { SqlExecutor } from '@brandtrail/infra';
import type { PageElement, PageFields } from '@brandtrail/domain';

/** A page as the API reads it: the domain's page fields plus ids, elements and times. */
export interface PageRow extends PageFields {
  id: string;
  brandId: string;
  /** The page's elements in their order. */
  elements: PageElement[];
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const cols = `p.id, p.brand_id AS "brandId", p.slug, p.name, p.parent_id AS "parentId", p.font_asset AS "fontAsset",
  p.text_color AS "textColor", p.text_color_element AS "textColorElement", p.background_color AS "backgroundColor",
  p.background_color_element AS "backgroundColorElement", p.elements, p.deleted_at AS "deletedAt",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

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
      await db.query<PageRow>(`SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.slug = $2 AND p.deleted_at IS NULL`, [
        brandId,
        slug,
      ])
    )[0];
  },
  /** A brand's pages that are not deleted, by name for now (the brand's page order comes later). */
  async listForBrand(brandId: string): Promise<PageRow[]> {
    return db.query<PageRow>(
      `SELECT ${cols} FROM pages p WHERE p.brand_id = $1 AND p.deleted_at IS NULL ORDER BY lower(p.name), p.slug, p.id`,
      [brandId],
    );
  },
});
export type PageQueries = ReturnType<typeof pageQueries>;
