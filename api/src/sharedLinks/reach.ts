import { isLive, type SharedReach } from '@brandtrail/domain';
import type { BrandQueries, BrandRow } from '@brandtrail/projections';
import type { Services } from '../services';

/**
 * What the session's shared links reach, per brand, now: only links that are live (not revoked,
 * not past validUntil) count, read from the links read model at every request, so a revoked or
 * expired link stops at the next request, also in a session that opened it earlier.
 */
export async function sharedReachOf(s: Services, linkIds: readonly string[], now: Date): Promise<Map<string, SharedReach>> {
  const reach = new Map<string, SharedReach>();
  if (!linkIds.length) return reach;
  for (const link of await s.sharedLinks.byIds(linkIds)) {
    if (!isLive({ revoked: link.revokedAt !== null, validUntil: link.validUntil?.toISOString() ?? null }, now)) continue;
    const had = reach.get(link.brandId);
    reach.set(link.brandId, {
      allPages: (had?.allPages ?? false) || link.accessAllPages,
      pages: [...new Set([...(had?.pages ?? []), ...link.pages])],
    });
  }
  return reach;
}

/**
 * The services as a request of a session with live shared links reads them: every brand row it
 * reads carries the reach of the session's links for that brand (`BrandRow.shared`), which the
 * access policy takes as the shared role (`rowAccess`). Sessions without links read the services
 * as they are.
 */
export function withSharedReach(s: Services, reach: ReadonlyMap<string, SharedReach>): Services {
  if (!reach.size) return s;
  const q = s.brands;
  const attach = (row: BrandRow | undefined) => row && { ...row, shared: reach.get(row.id) ?? null };
  const brands: BrandQueries = {
    ...q,
    byId: async (id, viewerId) => attach(await q.byId(id, viewerId)),
    byIdIncludingDeleted: async (id, viewerId) => attach(await q.byIdIncludingDeleted(id, viewerId)),
    bySlug: async (slug, viewerId) => attach(await q.bySlug(slug, viewerId)),
  };
  return { ...s, brands };
}
