import { fail, isAssetId, isFontAsset } from '@brandtrail/domain';
import type { AssetRow } from '@brandtrail/projections';
import { fromGlobalId } from '../graphql/relay';
import type { Services } from '../services';

/**
 * An asset id as GraphQL carries it (Asset.id, a global id) to the domain's (the asset's UUID). A
 * value that is no Asset global id stays as it is, for the domain to check (a bare UUID is taken).
 */
export function assetIdIn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const { type, id } = fromGlobalId(value);
    return type === 'Asset' ? id : value;
  } catch {
    return value;
  }
}

/**
 * The one check of assets that brand settings, pages and elements name: each must exist in the
 * brand's library, not deleted (else ELEMENT_ASSET_INVALID: another brand's asset is refused like
 * an unknown one, so nothing is revealed), and be a font (spec section 5; else
 * ELEMENT_ASSET_NOT_FONT) or an uploaded image when `kind` asks for one. `ids` are asset UUIDs.
 */
export async function requireBrandAssets(
  s: Services,
  brandId: string,
  ids: readonly string[],
  kind?: 'font' | 'image',
): Promise<AssetRow[]> {
  // Only UUIDs reach the read model (anything else is no asset, and no SQL uuid either).
  if (!ids.every(isAssetId)) fail('ELEMENT_ASSET_INVALID');
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!wanted.length) return [];
  const found = new Map((await s.assets.byIds(wanted)).map((a) => [a.id, a]));
  return wanted.map((id) => {
    const asset = found.get(id);
    if (!asset || asset.brandId !== brandId) fail('ELEMENT_ASSET_INVALID');
    if (kind === 'font' && !isFontAsset(asset)) fail('ELEMENT_ASSET_NOT_FONT');
    if (kind === 'image' && !(asset.uploaded && (asset.mimeType ?? '').startsWith('image/'))) fail('ELEMENT_ASSET_INVALID');
    return asset;
  });
}
