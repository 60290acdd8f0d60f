import { isAssetId, type LibraryAsset } from '@brandtrail/domain';
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
 * Of the assets `ids` name, the ones the brand's library holds (not deleted; an id that is no UUID,
 * unknown, deleted or another brand's is left out), as deciders judge them (AssetFacts, a brand's logo, cover and fonts).
 */
export async function libraryOf(s: Services, brandId: string, ids: readonly unknown[]): Promise<Record<string, LibraryAsset>> {
  const wanted = [...new Set(ids.filter(isAssetId).map((id) => id.toLowerCase()))];
  if (!wanted.length) return {};
  const found = (await s.assets.byIds(wanted)).filter((a) => a.brandId === brandId);
  return Object.fromEntries(found.map((a) => [a.id, { uploaded: a.uploaded, mimeType: a.mimeType, extension: a.extension }]));
}
