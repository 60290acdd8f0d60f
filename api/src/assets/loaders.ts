import { assetsShownTo, canSeeAsset, isAssetId, libraryScope } from '@brandtrail/domain';
import type { AssetFilter, AssetRow, BrandRow } from '@brandtrail/projections';
import { rowAccess, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { brandPages } from '../pages/nodes';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/** Brands by id as the viewer may see them, once per request (Query.assets of many assets of one brand). */
export const visibleBrand = perRequest((ctx) => {
  const brands = new Map<string, Promise<BrandRow | null>>();
  return (brandId: string): Promise<BrandRow | null> => {
    let brand = brands.get(brandId);
    if (!brand) {
      brand = ctx.services.brands.byId(brandId, viewerId(ctx)).then(visible);
      brands.set(brandId, brand);
    }
    return brand;
  };
});

/**
 * The assets the brand shows the viewer where they read (the policy's `assetsShownTo`: its logo,
 * its kit's font files, what the pages and elements they read show, at the version they read),
 * once per request and brand; asked only for readers who are not members.
 */
const shownTo = perRequest((ctx) => {
  const sets = new Map<string, Promise<Set<string>>>();
  return (b: BrandRow): Promise<Set<string>> => {
    const key = b.moment ? `${b.id}@${b.moment.at.toISOString()}` : b.id;
    let set = sets.get(key);
    if (!set) {
      set = brandPages(ctx)(b).then((pages) => assetsShownTo(rowAccess(b), b, pages));
      sets.set(key, set);
    }
    return set;
  };
});

/**
 * Of the assets a live change names, those the viewer may hear of: all of them for members, and
 * for other readers only those the brand shows them where they read (the rest answer as unknown
 * ids anyway, and their ids are the members' alone).
 */
export async function changedAssetsFor(ctx: Context, b: BrandRow, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0 || libraryScope(rowAccess(b)) !== 'shown') return [...ids];
  const shown = await shownTo(ctx)(b);
  return ids.filter((id) => shown.has(id.toLowerCase()));
}

/**
 * The library the viewer lists, as a filter of the assets read model, by the policy's one rule
 * (`libraryScope`, `canSeeAsset`): everything for editors and owners, uploaded assets for viewers,
 * the ready assets shown where they read for readers who are not members; null: nothing.
 */
export async function libraryScopeOf(
  ctx: Context,
  b: BrandRow,
): Promise<Pick<AssetFilter, 'uploadedOnly' | 'shownReady'> | null> {
  switch (libraryScope(rowAccess(b))) {
    case 'all':
      return {};
    case 'uploaded':
      return { uploadedOnly: true };
    case 'shown':
      return { shownReady: [...(await shownTo(ctx)(b))].filter(isAssetId) };
    case 'none':
      return null;
  }
}

/**
 * Assets by id, loaded once per request for everything being resolved that names assets (asset
 * elements, a page's font, the brand kit's font files: one query through the assets read model,
 * whatever their number).
 */
export const assetsById = perRequest((ctx) =>
  batchLoader<string, AssetRow>(async (ids) => new Map((await ctx.services.assets.byIds(ids)).map((a) => [a.id, a]))),
);

/**
 * An asset the viewer may see, by the access policy's one rule (`canSeeAsset`), else null (as an
 * asset that does not exist). `shown`: the caller found the asset on something the viewer reads
 * (an element or a page they read, the brand's logo or kit), so the brand's pages need no look-up.
 */
export async function visibleAsset(
  ctx: Context,
  asset: AssetRow | undefined,
  { shown = false }: { shown?: boolean } = {},
): Promise<AssetRow | null> {
  if (!asset) return null;
  const brand = await visibleBrand(ctx)(asset.brandId);
  if (!brand) return null;
  const access = rowAccess(brand);
  const shownOnReadablePage = shown || (libraryScope(access) === 'shown' && (await shownTo(ctx)(brand)).has(asset.id));
  return canSeeAsset(access, asset, { shownOnReadablePage }) ? asset : null;
}
