import { assetReferencesOf } from '@brandtrail/domain';
import type { AssetRow } from '@brandtrail/projections';
import type { Services } from '../services';

/** Where an asset is used: a page's or an element's setting, a brand's logo, a gallery, a download. */
export interface AssetUsage {
  kind: 'page' | 'element' | 'brandLogo';
  /** The id of what uses it (page id, element id, brand id). */
  id: string;
  /** The page it is on (for a page or an element). */
  pageId?: string;
  /** The referring field: assets (gallery, download), asset (mockup, font) or fontAsset (page, element). */
  field?: string;
}

/**
 * The usages of an asset, counted before a delete (`deleteAsset` refuses a used asset without
 * `force`: ASSET_IN_USE with the count). Today: the brand's pages that are not deleted, through the
 * pages read model's GIN index of the assets each page refers to (`asset_refs`): the page's own
 * fontAsset, and elements showing it (gallery and download `assets`, mockup and font `asset`) or
 * set in it (`fontAsset`); one usage per referring field. And the brand's logo.
 */
export async function findAssetUsages(s: Services, asset: Pick<AssetRow, 'id' | 'brandId'>): Promise<AssetUsage[]> {
  const target = asset.id.toLowerCase();
  const pages = await s.pages.referringToAsset(asset.brandId, target);
  const logo: AssetUsage[] = (await s.brands.hasLogo(asset.brandId, target)) ? [{ kind: 'brandLogo', id: asset.brandId }] : [];
  return logo.concat(
    pages.flatMap((page) =>
      assetReferencesOf(page)
        .filter((r) => r.asset === target)
        .map((r) =>
          r.elementId === null
            ? { kind: 'page' as const, id: page.id, pageId: page.id, field: r.field }
            : { kind: 'element' as const, id: r.elementId, pageId: page.id, field: r.field },
        ),
    ),
  );
}
