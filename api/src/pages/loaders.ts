import { canReadElement, fail, type BrandAccess, type PageElement } from '@brandtrail/domain';
import type { AssetRow, BrandRow, PageRow } from '@brandtrail/projections';
import { assetsById, visibleAsset } from '../assets/loaders';
import { canReadPageOn, rowAccess, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { pageAt } from '../history/moments';
import { momentNode, nodeOf, type ElementNode, type PageNode } from './nodes';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/** The brand of a page, when the viewer may see it. */
export async function brandOfPage(ctx: Context, page: PageRow): Promise<BrandRow | null> {
  return visible(await ctx.services.brands.byId(page.brandId, viewerId(ctx)));
}

/**
 * A page the viewer may see (its brand is public, they are a member, or a shared link reaches it),
 * else null; for a viewer shown the brand at a moment (a reader of a version), the page as it was
 * then (null when it did not exist then).
 */
export async function visiblePage(ctx: Context, page: PageRow | undefined): Promise<PageNode | null> {
  if (!page) return null;
  const brand = await brandOfPage(ctx, page);
  if (!brand || !canReadPageOn(brand, page.id)) return null;
  // The brand row goes along: the page's own resolvers (its undo, its history) need it again.
  if (!brand.moment) return { ...page, brandSlug: brand.slug, brand };
  const then = await pageAt(ctx.services, page.id, brand.moment.at);
  return then ? momentNode(then, brand, brand.moment) : null;
}

/** A page row as a node, when the viewer may see it (else null). */
export const pageNodeOf = (ctx: Context, row: PageRow): Promise<PageNode | null> => visiblePage(ctx, row);
/** The page a mutation changed, as its answer shows it (a deleted one with `includingDeleted`). */
export async function reloadPage(ctx: Context, id: string, includingDeleted = false): Promise<PageNode> {
  const q = ctx.services.pages;
  const row = includingDeleted ? await q.byIdIncludingDeleted(id) : await q.byId(id);
  return (await visiblePage(ctx, row)) ?? fail('PAGE_NOT_FOUND');
}

/**
 * Link targets by element id, loaded once per request for all the links being resolved (one query
 * through the read model's index of element ids, whatever the number of links).
 */
export const linkTargets = perRequest((ctx) =>
  batchLoader<string, { page: PageRow; element: PageElement }[]>(async (ids) => {
    const wanted = new Set(ids);
    const found = new Map<string, { page: PageRow; element: PageElement }[]>();
    for (const page of await ctx.services.pages.holdingElements(ids))
      for (const element of page.elements)
        if (wanted.has(element.id)) found.set(element.id, [...(found.get(element.id) ?? []), { page, element }]);
    return found;
  }),
);

/**
 * Whether the viewer may see an element (the policy's `canReadElement`): a button link or a download
 * that is not public is for the brand's members only, so readers of a public brand and shared links
 * never receive it. Elements anyone who reads the page reads need no look-up of the brand.
 */
export const mayRead = perRequest((ctx) => {
  const accesses = new Map<string, Promise<BrandAccess | null>>();
  const accessTo = (brandId: string) => {
    let access = accesses.get(brandId);
    if (!access) {
      access = ctx.services.brands.byId(brandId, viewerId(ctx)).then((b) => (b ? rowAccess(b) : null));
      accesses.set(brandId, access);
    }
    return access;
  };
  const nobody: BrandAccess = { role: null, brandPublic: false };
  return async (brandId: string, element: PageElement): Promise<boolean> => {
    if (canReadElement(nobody, element)) return true;
    const access = await accessTo(brandId);
    return !!access && canReadElement(access, element);
  };
});

/**
 * An element by its own id, with its page, when the viewer may read it by the same rules as
 * `Page.elements` (the page is visible to them, shown at their moment, and a download or button
 * that is not public only to members); else null, whether it exists or not.
 */
export async function readableElement(ctx: Context, elementId: string): Promise<{ page: PageNode; element: PageElement } | null> {
  const id = elementId.toLowerCase();
  for (const row of await ctx.services.pages.holdingElements([id])) {
    const page = await visiblePage(ctx, row);
    const element = page?.elements.find((e) => e.id === id);
    if (page && element && (await mayRead(ctx)(page.brandId, element))) return { page, element };
  }
  return null;
}

/** An element's assets (gallery, download) as `PageElement.assetList` shows them to the viewer. */
export const elementAssets = (ctx: Context, page: PageNode, element: PageElement, ids: readonly string[]) =>
  shownAssets(ctx, nodeOf(element, page), ids);

export async function readable(ctx: Context, brandId: string, elements: readonly PageElement[]): Promise<PageElement[]> {
  const may = mayRead(ctx);
  const allowed = await Promise.all(elements.map((e) => may(brandId, e)));
  return elements.filter((_, i) => allowed[i]);
}

/**
 * The assets an element shows that the viewer may see: of the page's brand, not deleted, visible by
 * the policy's rule; the element reached the viewer as one they read, so its assets are shown to them.
 */
export async function shownAssets(ctx: Context, e: ElementNode, ids: readonly string[]): Promise<AssetRow[]> {
  const rows = await Promise.all(ids.map((id) => assetsById(ctx).load(id.toLowerCase())));
  const allowed = await Promise.all(
    rows.map((row) => (row && row.brandId === e.page.brandId ? visibleAsset(ctx, row, { shown: true }) : Promise.resolve(null))),
  );
  return allowed.filter((a): a is AssetRow => a !== null);
}
