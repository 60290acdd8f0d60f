import { isLive, type SharedReach } from '@brandtrail/domain';
import type { AddressedBrand, BrandQueries, BrandRow } from '@brandtrail/projections';
import type { Services } from '../services';

/** What of a shared link decides what it reaches (a row of the links read model, or of an address's look-up). */
export interface ReachingLink {
  brandId: string;
  accessAllPages: boolean;
  pages: readonly string[];
  validUntil: Date | null;
  revokedAt: Date | null;
  versionId: string | null;
}

const live = (link: ReachingLink, now: Date) =>
  isLive({ revoked: link.revokedAt !== null, validUntil: link.validUntil?.toISOString() ?? null }, now);

/**
 * What links reach, per brand, at `now`: only links that are live (not revoked, not past
 * validUntil) count; links to one brand add up.
 */
export function reachOf(links: readonly ReachingLink[], now: Date): Map<string, SharedReach> {
  const reach = new Map<string, SharedReach>();
  for (const link of links) {
    if (!live(link, now)) continue;
    const had = reach.get(link.brandId);
    reach.set(link.brandId, {
      allPages: (had?.allPages ?? false) || link.accessAllPages,
      pages: [...new Set([...(had?.pages ?? []), ...link.pages])],
      // Links that agree on a version show the brand at it; links that disagree show it as it is.
      version: had === undefined || had.version === link.versionId ? link.versionId : null,
    });
  }
  return reach;
}

/** What the session's shared links reach, per brand, at `now`, read from the links read model. */
export async function sharedReachOf(s: Services, linkIds: readonly string[], now: Date): Promise<Map<string, SharedReach>> {
  if (!linkIds.length) return new Map();
  return reachOf(await s.sharedLinks.byIds(linkIds), now);
}

/**
 * When the reach of the session's links to the brand next changes by itself: the earliest
 * validUntil after `now` among its live links to the brand (an expiry is a time, not an event).
 * Null: never (no such link, or none expires).
 */
export async function nextExpiryOf(s: Services, linkIds: readonly string[], brandId: string, now: Date): Promise<Date | null> {
  if (!linkIds.length) return null;
  const times = (await s.sharedLinks.byIds(linkIds))
    .filter((link) => link.brandId === brandId && live(link, now) && link.validUntil)
    .map((link) => link.validUntil!.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * Whether the session reached the brand through shared links that all stopped working (revoked,
 * expired, or the brand deleted): what it opened no longer works, and the browser says so instead
 * of asking for a log-in. `brand` is the address's look-up with the session's links to it; false
 * when the session opened none to it (or there is no such brand), or one of them still works.
 */
export const sharedLinksEnded = (brand: AddressedBrand | undefined, now: Date): boolean =>
  !!brand && brand.links.length > 0 && (brand.deleted || !brand.links.some((link) => live(link, now)));

/**
 * The services as a request of a session that opened shared links reads them: every brand row it
 * reads carries the reach of the session's live links for that brand (`BrandRow.shared`), read
 * anew for each row, which the access policy takes as the shared role (`rowAccess`). So a revoked
 * or expired link stops at the next read, also within a live subscription, which reads the page's
 * brand again for every change. Sessions without links read the services as they are.
 */
export function withSharedReach(s: Services, linkIds: readonly string[]): Services {
  if (!linkIds.length) return s;
  const q = s.brands;
  const attach = async (row: BrandRow | undefined) =>
    row && { ...row, shared: (await sharedReachOf(s, linkIds, new Date())).get(row.id) ?? null };
  const brands: BrandQueries = {
    ...q,
    byId: async (id, viewerId) => attach(await q.byId(id, viewerId)),
    byIdIncludingDeleted: async (id, viewerId) => attach(await q.byIdIncludingDeleted(id, viewerId)),
    bySlug: async (slug, viewerId) => attach(await q.bySlug(slug, viewerId)),
  };
  return { ...s, brands };
}
