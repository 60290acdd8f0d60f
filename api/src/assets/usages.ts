import type { AssetRow } from '@brandtrail/projections';
import type { Services } from '../services';

/** Where an asset is used: a page's or an element's setting, a brand's logo, a gallery, a download. */
export interface AssetUsage {
  kind: 'page' | 'element' | 'brandLogo';
  /** The id of what uses it (page id, element id, brand id). */
  id: string;
}

/**
 * THE HOOK for asset usages. Nothing refers to assets yet (gallery, download, mockup and font
 * elements and the brand logo come with later issues), so this finds none and every delete goes
 * through without `force`. When a referring field arrives, count it here (from a read model with
 * an index of the asset ids it refers to, like the pages read model's `element_refs`): `deleteAsset`
 * then refuses a used asset without `force` (ASSET_IN_USE with the count), and `Asset.usages` can
 * list them. Page and element `fontAsset` settings exist but are not checked against assets yet
 * (they take any id), so they are not counted either.
 */
export async function findAssetUsages(_s: Services, _asset: Pick<AssetRow, 'id' | 'brandId'>): Promise<AssetUsage[]> {
  return [];
}
