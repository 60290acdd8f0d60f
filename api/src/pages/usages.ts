import { referencesOf, type PageElement, type Reference } from '@brandtrail/domain';
import type { PageQueries, PageRow } from '@brandtrail/projections';

/** Where an element is used: by an element (a link, a colour reference) or, element null, by a page's own setting. */
export interface Usage {
  page: PageRow;
  element: PageElement | null;
  field: Reference['field'];
}

/**
 * The usages of an element among the brand's pages that are not deleted (the read model's index of
 * references finds the pages; the domain's `referencesOf` says which fields), pages in `order`.
 */
export async function findUsages(
  pages: PageQueries,
  brandId: string,
  elementId: string,
  order: readonly string[] = [],
): Promise<Usage[]> {
  const target = elementId.toLowerCase();
  const rows = await pages.referringTo(brandId, target, order);
  return rows.flatMap((page) =>
    referencesOf(page)
      .filter((r) => r.target === target)
      .map((r) => ({
        page,
        element: r.elementId === null ? null : (page.elements.find((e) => e.id === r.elementId) ?? null),
        field: r.field,
      })),
  );
}
