import type { PageElement, PageState } from '@brandtrail/domain';
import { pageRowOf, type BrandRow, type PageRow } from '@brandtrail/projections';
import { canReadPageOn } from '../access/policy';
import { perRequest } from '../graphql/loader';
import { pagesAt, type Moment } from '../history/moments';

/**
 * A page row as resolvers pass it on; brandSlug when the resolver already knows the brand, and
 * `brand` when it read the brand's row for the viewer (or, on a page made from a command's result,
 * the aggregate's: the read models may not show its brand yet).
 */
export type PageNode = PageRow & {
  brandSlug?: string;
  brand?: BrandRow;
  /** Set when the page is shown as it was at a moment (history, a version): read only, as it was then. */
  moment?: Moment | null;
};

/** An element with the page it belongs to (for its global id, and to find what it links to). */
export type ElementNode = PageElement & { page: PageNode };
export const nodeOf = (element: PageElement, page: PageNode): ElementNode => ({ ...element, page });

/** A page as it was at a moment, as a node (its times are the moment's). */
export const momentNode = (state: PageState, brand: BrandRow, moment: Moment): PageNode => ({
  ...pageRowOf(state, moment.at),
  brandSlug: brand.slug,
  brand,
  moment,
});

/**
 * The brand's pages in its order, read once per request (pages and colorPalette both need them);
 * for a brand shown at a moment (`BrandRow.moment`), its pages as they were then.
 */
export const brandPages = perRequest((ctx) => {
  const lists = new Map<string, Promise<PageNode[]>>();
  return (b: BrandRow): Promise<PageNode[]> => {
    const key = b.moment ? `${b.id}@${b.moment.at.toISOString()}` : b.id;
    let list = lists.get(key);
    if (!list) {
      const moment = b.moment;
      list = moment
        ? pagesAt(ctx.services, b.id, moment.at).then((states) =>
            states.filter((p) => canReadPageOn(b, p.id)).map((p) => momentNode(p, b, moment)),
          )
        : ctx.services.pages
            .listForBrand(b.id, b.pagesOrder ?? [])
            .then((rows) => rows.filter((p) => canReadPageOn(b, p.id)).map((p) => ({ ...p, brandSlug: b.slug })));
      lists.set(key, list);
    }
    return list;
  };
});
