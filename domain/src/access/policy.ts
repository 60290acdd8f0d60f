import type { MemberRole } from '../brands/brand';
import { fail } from '../decider';
import type { ErrorCode } from '../errors';

/**
 * The one access policy: what a person may do with a brand and everything in it (pages, elements,
 * assets), by capability. Deciders ask it when they decide a command; the API asks it before it
 * looks at anything a command names, and for every read. Nothing else decides access.
 *
 * - read: the brand, its pages and elements that are not deleted, its uploaded assets
 *   (members, and anyone while the brand is public);
 * - readPrivate: what is for members only: downloads and button links that are not public, where
 *   an asset or element is used, the member list;
 * - editContent: brand settings, pages, elements, the page order, and what was deleted of them;
 * - manageAssets: uploads, names, tags, deleting and restoring assets, and assets still uploading;
 * - deleteBrand: deleting and restoring the brand.
 */
export type Capability = 'read' | 'readPrivate' | 'editContent' | 'manageAssets' | 'deleteBrand';

/**
 * Who acts, as the API finds it in the brand aggregate (commands) or its read model (reads): the
 * member role, null for anyone else, and whether the brand is public (a deleted brand is not).
 */
export interface BrandAccess {
  role: MemberRole | null;
  brandPublic: boolean;
}

const grants: Readonly<Record<MemberRole | 'public', readonly Capability[]>> = {
  owner: ['read', 'readPrivate', 'editContent', 'manageAssets', 'deleteBrand'],
  editor: ['read', 'readPrivate', 'editContent', 'manageAssets'],
  viewer: ['read', 'readPrivate'],
  public: ['read'],
};

export function can(access: BrandAccess, capability: Capability): boolean {
  if (access.role) return grants[access.role].includes(capability);
  return access.brandPublic && grants.public.includes(capability);
}

/**
 * The order every command checks in, before anything about its target: a user must be logged in
 * (UNAUTHENTICATED); someone who may not even read the brand gets the target's not-found answer,
 * the same as for a target that does not exist (`notFound`), so an id tells strangers nothing;
 * someone who may read but not do this is FORBIDDEN.
 */
export function requireCapability(
  access: BrandAccess,
  actor: { userId: string | null },
  capability: Capability,
  notFound: ErrorCode,
): void {
  if (!actor.userId) fail('UNAUTHENTICATED');
  if (can(access, capability)) return;
  fail(can(access, 'read') ? 'FORBIDDEN' : notFound);
}
