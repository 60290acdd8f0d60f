import { assetReferencesOf, type PageElement } from '@brandtrail/domain';
import type { AssetRow, PageRow } from '@brandtrail/projections';
import type { Services } from '../services';

/**
 * Where an asset is used. `field` names the referring setting: `logo` or `cover` (the brand's logo
 * or cover image: page and element null), `brandFont` (a file of a font of the brand's kit: page and element null), `fontAsset` (a page's font: element null; or an element's), `assets` (a gallery
 * or a download shows it) or `asset` (a mockup or a font element).
 */
export interface AssetUsage {
  page: PageRow | null;
  element: PageElement | null;
  field: string;
}

/**
 * The usages of an asset, for the asset's detail and before a delete (`deleteAsset` refuses a used
 * asset without `force`: ASSET_IN_USE with the count): the brand's logo, cover and kit first, then the brand's
 * pages that are not deleted, in `order` (the brand's page order), found through the pages read
 * model's GIN index of the assets each element refers to (`page_elements.assets`) and the pages'
 * own fonts; one usage per referring field.
 */
export async function findAssetUsages(
  s: Services,
  asset: Pick<AssetRow, 'id' | 'brandId'>,
  order: readonly string[] = [],
): Promise<AssetUsage[]> {
  const target = asset.id.toLowerCase();
  const [pages, images, font] = await Promise.all([
    s.pages.referringToAsset(asset.brandId, target, order),
    s.brands.imageFieldsShowing(asset.brandId, target),
    s.brands.hasFontFile(asset.brandId, target),
  ]);
  const usages: AssetUsage[] = images.map((field) => ({ page: null, element: null, field }));
  if (font) usages.push({ page: null, element: null, field: 'brandFont' });
  for (const page of pages)
    for (const r of assetReferencesOf(page))
      if (r.asset === target)
        usages.push({
          page,
          element: r.elementId === null ? null : (page.elements.find((e) => e.id === r.elementId) ?? null),
          field: r.field,
        });
  return usages;
}
