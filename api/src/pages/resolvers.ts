import { colorPalette, elementField, elementFieldNames, isElementId, pageSettingList } from '@brandtrail/domain';
import type { AssetRow, BrandRow } from '@brandtrail/projections';
import { assetsById, visibleAsset } from '../assets/loaders';
import { findAssetUsages } from '../assets/usages';
import { canOn, canReadPageOn, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { toGlobalId } from '../graphql/relay';
import { brandAsOf, pageAt, pagesAt, type Moment } from '../history/moments';
import { brandOfPage, linkTargets, mayRead, readable, shownAssets, visiblePage } from './loaders';
import { brandPages, momentNode, nodeOf, type ElementNode, type PageNode } from './nodes';
import { findUsages } from './usages';
import { assetIdOut, pageIdOf, valueOut } from './values';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

const iso = (d: Date | string) => new Date(d).toISOString();

/** Page's settings of kind asset: the asset's global id (a font setting from before assets existed, as it is). */
const pageSettingResolvers = Object.fromEntries(
  pageSettingList
    .filter((s) => s.kind === 'asset')
    .map((s) => [
      s.name,
      (p: PageNode) => {
        const id = p[s.name];
        return typeof id === 'string' && isElementId(id) ? assetIdOut(id) : id;
      },
    ]),
);

/** PageElement's registry fields: the element's own value, null for a field its type lacks. */
const elementFieldResolvers = Object.fromEntries(
  elementFieldNames.map((name) => [
    name,
    (e: ElementNode) => {
      const field = elementField(e.type, name);
      return field ? valueOut(field.kind, (e as unknown as Record<string, unknown>)[name]) : null;
    },
  ]),
);

const canEdit = (b: BrandRow) => canOn(b, 'editContent');

/**
 * A page of the brand as it was at the moment: the page with this address now (deleted or not)
 * when it existed then, else the page that had the address then.
 */
async function pageAtMoment(ctx: Context, brand: BrandRow, pageSlug: string, moment: Moment): Promise<PageNode | null> {
  const now = await ctx.services.pages.byBrandAndSlugIncludingDeleted(brand.id, pageSlug);
  const then = now ? await pageAt(ctx.services, now.id, moment.at) : undefined;
  if (then) return canReadPageOn(brand, then.id) ? momentNode(then, brand, moment) : null;
  const found = (await pagesAt(ctx.services, brand.id, moment.at)).find((p) => p.slug === pageSlug);
  return found && canReadPageOn(brand, found.id) ? momentNode(found, brand, moment) : null;
}

export const pageResolvers = {
  Page: {
    id: (p: PageNode) => toGlobalId('Page', p.id),
    parent: async (p: PageNode, _: unknown, ctx: Context) => {
      if (!p.parentId) return null;
      if (p.moment) {
        const then = await pageAt(ctx.services, p.parentId, p.moment.at);
        const brand = p.brand ?? (await brandOfPage(ctx, p));
        return then && brand && canReadPageOn(brand, then.id) ? momentNode(then, brand, p.moment) : null;
      }
      const parent = await ctx.services.pages.byId(p.parentId);
      if (!parent || parent.brandId !== p.brandId) return null;
      // A shared link may reach a page and not its parent (only sessions with links need to ask).
      if (ctx.session?.linkIds.length && !(await visiblePage(ctx, parent))) return null;
      return { ...parent, brandSlug: p.brandSlug };
    },
    url: async (p: PageNode, _: unknown, ctx: Context) => {
      const brandSlug = p.brandSlug ?? (await ctx.services.brands.byIdIncludingDeleted(p.brandId, null))?.slug ?? '';
      return `/${brandSlug}/${p.slug}`;
    },
    elements: async (p: PageNode, _: unknown, ctx: Context): Promise<ElementNode[]> =>
      (await readable(ctx, p.brandId, p.elements)).map((e) => nodeOf(e, p)),
    ...pageSettingResolvers,
    font: async (p: PageNode, _: unknown, ctx: Context) => {
      if (!p.fontAsset) return null;
      const row = await assetsById(ctx).load(p.fontAsset.toLowerCase());
      return row && row.brandId === p.brandId ? visibleAsset(ctx, row, { shown: true }) : null;
    },
    createdAt: (p: PageNode) => iso(p.createdAt),
    updatedAt: (p: PageNode) => iso(p.updatedAt),
    deletedAt: (p: PageNode) => (p.deletedAt ? iso(p.deletedAt) : null),
  },
  PageElement: {
    id: (e: ElementNode) => toGlobalId('PageElement', `${e.page.id}/${e.id}`),
    elementId: (e: ElementNode) => e.id,
    ...elementFieldResolvers,
    assetList: (e: ElementNode, _: unknown, ctx: Context) =>
      e.type === 'gallery' || e.type === 'download' ? shownAssets(ctx, e, e.assets) : null,
    font: async (e: ElementNode, _: unknown, ctx: Context) =>
      e.fontAsset && isElementId(e.fontAsset) ? ((await shownAssets(ctx, e, [e.fontAsset]))[0] ?? null) : null,
    assetItem: async (e: ElementNode, _: unknown, ctx: Context) =>
      (e.type === 'mockup' || e.type === 'font') && e.asset ? ((await shownAssets(ctx, e, [e.asset]))[0] ?? null) : null,
    page: (e: ElementNode): PageNode => e.page,
    linked: async (e: ElementNode, _: unknown, ctx: Context): Promise<ElementNode | null> => {
      if (e.type !== 'link' || !e.linkedElement) return null;
      const target = e.linkedElement;
      const own = e.page.elements.find((x) => x.id === target);
      // Only a page of the same brand (whose viewers are the link's viewers).
      const found = own
        ? { page: e.page, element: own }
        : (await linkTargets(ctx).load(target))?.find((f) => f.page.brandId === e.page.brandId);
      if (!found || !(await mayRead(ctx)(e.page.brandId, found.element))) return null;
      if (!own && !(await visiblePage(ctx, found.page))) return null; // a page a shared link does not reach
      return own ? nodeOf(own, e.page) : nodeOf(found.element, { ...found.page, brandSlug: e.page.brandSlug });
    },
  },
  Brand: {
    pages: (b: BrandRow, _: unknown, ctx: Context): Promise<PageNode[]> => brandPages(ctx)(b),
    deletedPages: async (b: BrandRow, _: unknown, ctx: Context): Promise<PageNode[]> =>
      canEdit(b) ? (await ctx.services.pages.deletedRootsForBrand(b.id)).map((p) => ({ ...p, brandSlug: b.slug })) : [],
    colorPalette: async (b: BrandRow, _: unknown, ctx: Context) => colorPalette(await brandPages(ctx)(b)),
  },
  Asset: {
    usages: async (asset: AssetRow, _: unknown, ctx: Context) => {
      const brand = visible(await ctx.services.brands.byId(asset.brandId, viewerId(ctx)));
      if (!brand || !canOn(brand, 'readPrivate')) return [];
      const found = await findAssetUsages(ctx.services, asset, brand.pagesOrder ?? []);
      return found.map((u) => {
        const page: PageNode | null = u.page && { ...u.page, brandSlug: brand.slug };
        return { field: u.field, page, element: u.element && page && nodeOf(u.element, page) };
      });
    },
  },
  Query: {
    page: async (
      _: unknown,
      args: { brandSlug: string; pageSlug: string; at?: string | null; version?: string | null },
      ctx: Context,
    ): Promise<PageNode | null> => {
      const found = visible(await ctx.services.brands.bySlug(args.brandSlug, viewerId(ctx)));
      if (!found) return null;
      // A version or a moment asked for; else the moment the viewer is shown (a reader of a version).
      const brand = args.version || args.at ? await brandAsOf(ctx, found, args) : found;
      if (!brand) return null;
      if (brand.moment) return pageAtMoment(ctx, brand, args.pageSlug, brand.moment);
      const page = await ctx.services.pages.byBrandAndSlug(brand.id, args.pageSlug);
      return page && canReadPageOn(brand, page.id) ? { ...page, brandSlug: brand.slug, brand } : null;
    },
    elementUsages: async (_: unknown, args: { pageId: string; elementId: string }, ctx: Context) => {
      const page = await ctx.services.pages.byId(pageIdOf(args.pageId));
      const brand = page && (await brandOfPage(ctx, page));
      if (!page || !brand || !isElementId(args.elementId)) return [];
      const may = mayRead(ctx);
      const found = await findUsages(ctx.services.pages, brand.id, args.elementId, brand.pagesOrder ?? []);
      const allowed = await Promise.all(found.map((u) => (u.element ? may(brand.id, u.element) : Promise.resolve(true))));
      const usages = found.filter((u, i) => allowed[i] && canReadPageOn(brand, u.page.id));
      return usages.map((u) => {
        const node: PageNode = { ...u.page, brandSlug: brand.slug };
        return { page: node, element: u.element && nodeOf(u.element, node), field: u.field };
      });
    },
  },
};
