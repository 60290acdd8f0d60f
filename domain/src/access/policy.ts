import type { AssetStatus } from '../assets/status';
import { fail } from '../decider';
import type { ErrorCode } from '../errors';
import type { PageElement } from '../pages/elements';
import { assetReferencesOf } from '../pages/references';

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
 * - manageMembers: inviting, changing and removing members, answering access requests, always up
 *   to the actor's own role (`roleCeiling`): nobody grants or touches a role above their own;
 * - manageLinks: creating, changing and revoking shared links;
 * - billing: the brand's plan and payment;
 * - deleteBrand: deleting and restoring the brand.
 */
export const capabilities = [
  'read',
  'readPrivate',
  'editContent',
  'manageAssets',
  'manageMembers',
  'manageLinks',
  'billing',
  'deleteBrand',
] as const;
export type Capability = (typeof capabilities)[number];

/**
 * Member roles (the spec leaves their values open): an owner may do everything including deleting
 * the brand; an editor edits settings and content and manages members up to editors; a viewer
 * reads. The member rules live in `brands/members.ts`.
 */
export type MemberRole = 'owner' | 'editor' | 'viewer';

/**
 * What a shared link opened in the session reaches of a brand: every page, or the pages named
 * (exactly those, not the pages below them).
 */
export interface SharedReach {
  allPages: boolean;
  pages: readonly string[];
  /** The version the session's links show the brand at (when they all are pinned to one); null: as it is. */
  version?: string | null;
}

/**
 * Who acts, as the API finds it in the brand aggregate (commands) or its read model (reads): the
 * member role, null for anyone else, and whether the brand is public (a deleted brand is not).
 * `shared`: what the session's shared links reach of this brand (role shared), when it is not a
 * member's.
 */
export interface BrandAccess {
  role: MemberRole | null;
  brandPublic: boolean;
  shared?: SharedReach | null;
}

/** The roles by rank: a member may grant, change and remove roles up to their own. */
export const roleRank: Readonly<Record<MemberRole, number>> = { viewer: 1, editor: 2, owner: 3 };

const grants: Readonly<Record<MemberRole | 'shared' | 'public', readonly Capability[]>> = {
  owner: capabilities,
  editor: ['read', 'readPrivate', 'editContent', 'manageAssets', 'manageMembers', 'manageLinks'],
  viewer: ['read', 'readPrivate'],
  // A shared link reads the brand (its name, logo and the pages the link reaches: `canReadPage`).
  shared: ['read'],
  public: ['read'],
};

/**
 * What a site admin may do with any brand, acting as themselves (never while acting as someone: the
 * session then carries that person's rights, `impersonatorId`): delete and restore it, and manage
 * its members up to owner (to hand its ownership to a member when its owners are gone). Its plan
 * they set by hand (`requirePlanChange`); its billing links stay its owners'. Reading a brand they
 * are not a member of is not among them: the admin area shows a brand's facts, not its pages.
 */
export const siteAdminGrants: readonly Capability[] = ['deleteBrand', 'manageMembers'];

/** Who acts, as the policy asks it of a command's context. */
export interface ActorRights {
  userId: string | null;
  admin?: boolean;
  impersonatorId?: string | null;
}

/** A site admin acting as themselves (the system actor, which has no user, is not one). */
export const actsAsSiteAdmin = (actor: ActorRights): boolean => !!actor.userId && actor.admin === true && !actor.impersonatorId;

/** What the client shows as userRole: the member role, else shared (a link), else public. */
export const roleOf = (access: BrandAccess): MemberRole | 'shared' | 'public' =>
  access.role ?? (access.shared && !access.brandPublic ? 'shared' : 'public');

export function can(access: BrandAccess, capability: Capability): boolean {
  if (access.role) return grants[access.role].includes(capability);
  if (access.brandPublic && grants.public.includes(capability)) return true;
  return !!access.shared && grants.shared.includes(capability);
}

/** Every capability the access grants, in the order of `capabilities` (what `Brand.viewerCan` answers). */
export const capabilitiesOf = (access: BrandAccess): Capability[] => capabilities.filter((c) => can(access, c));

/** The member roles that hold `capability` (for read-model queries that select by role). */
export const rolesWith = (capability: Capability): MemberRole[] =>
  (Object.keys(roleRank) as MemberRole[]).filter((role) => grants[role].includes(capability));

/**
 * Changing a brand's plan: billing holders will do it by paying; until payment exists only a site
 * admin changes a plan (by hand), and everyone else is FORBIDDEN, asked before whether the brand
 * exists (nobody else's business).
 */
export function requirePlanChange(actor: ActorRights): void {
  if (actor.admin !== true || actor.impersonatorId) fail('FORBIDDEN');
}

/**
 * Whether the access reads the page `pageId` (its own id; a page below a shared one is not
 * reached): members and readers of a public brand read every page, a shared link its pages.
 */
export function canReadPage(access: BrandAccess, pageId: string): boolean {
  if (access.role || access.brandPublic) return can(access, 'read');
  const shared = access.shared;
  return !!shared && (shared.allPages || shared.pages.includes(pageId));
}

/**
 * Whether the access reads an element of a page it reads: a button link or a download that is not
 * public (spec: hyperlink and download `public`) is for members only (`readPrivate`).
 */
export const canReadElement = (access: BrandAccess, element: { type: string; public?: unknown }): boolean =>
  !((element.type === 'hyperlink' || element.type === 'download') && !element.public) || can(access, 'readPrivate');

/**
 * What of a brand's library the access sees (the one rule for assets, `canSeeAsset`): `all` for
 * those who manage assets (owners, editors: uploads in progress too); `uploaded` for the other
 * members (viewers: every asset whose file has arrived, processing and failed ones included);
 * `shown` for readers who are not members (anyone on a public brand, a shared link's visitors):
 * only ready assets shown where they read (`assetsShownTo`); `none` for everyone else.
 */
export type LibraryScope = 'all' | 'uploaded' | 'shown' | 'none';

export function libraryScope(access: BrandAccess): LibraryScope {
  if (access.role) return can(access, 'manageAssets') ? 'all' : 'uploaded';
  return can(access, 'read') ? 'shown' : 'none';
}

/**
 * The one rule for what someone sees of a brand's library, for every path that lists or serves
 * assets (the library and its tags, an asset by id, its links to the file, the original and the
 * previews, the assets an element, a page, the logo or the kit show): members see every asset of
 * the brand (see `libraryScope`); a reader who is not a member sees an asset, and may download its
 * original, exactly when it is ready and shown on something they read (`shownOnReadablePage`: a
 * gallery, mockup, font or download element they may read, a font of a page or element they read,
 * the brand's logo or a file of a font of its kit; see `assetsShownTo`). So a failed or unused file
 * is the members' alone, and the file of a download for members only (not public) too.
 */
export function canSeeAsset(
  access: BrandAccess,
  asset: { uploaded: boolean; status: AssetStatus },
  { shownOnReadablePage }: { shownOnReadablePage: boolean },
): boolean {
  switch (libraryScope(access)) {
    case 'all':
      return true;
    case 'uploaded':
      return asset.uploaded;
    case 'shown':
      return shownOnReadablePage && asset.status === 'ready';
    case 'none':
      return false;
  }
}

/**
 * The ids (lower-case) of the assets a brand shows the access where it reads: the logo, the files
 * of the kit's fonts, and of each page it reads (`canReadPage`; the caller passes the brand's pages
 * that are not deleted, as the access reads them, at a version where it reads one) the page's font
 * and the assets of the elements it may read (`canReadElement`).
 */
export function assetsShownTo(
  access: BrandAccess,
  brand: { logo?: string | null; fonts?: readonly { assetIds: readonly string[] }[] | null },
  pages: readonly { id: string; fontAsset?: string | null; elements: readonly PageElement[] }[],
): Set<string> {
  const shown = new Set<string>();
  if (brand.logo) shown.add(brand.logo.toLowerCase());
  for (const font of brand.fonts ?? []) for (const id of font.assetIds) shown.add(id.toLowerCase());
  for (const page of pages) {
    if (!canReadPage(access, page.id)) continue;
    const elements = page.elements.filter((e) => canReadElement(access, e));
    for (const ref of assetReferencesOf({ fontAsset: page.fontAsset ?? null, elements })) shown.add(ref.asset);
  }
  return shown;
}

/**
 * The highest role the access may grant or touch when it manages members: its own role, for those
 * who may manage members at all (owner for a site admin acting as themselves); null otherwise.
 */
export const roleCeiling = (access: BrandAccess, actor?: ActorRights): MemberRole | null =>
  actor && actsAsSiteAdmin(actor) ? 'owner' : access.role && can(access, 'manageMembers') ? access.role : null;

/**
 * The order every command checks in, before anything about its target: a user must be logged in
 * (UNAUTHENTICATED; the system actor, which no request has, may act: `npm run revert`); someone who may not even read the brand gets the target's not-found answer,
 * the same as for a target that does not exist (`notFound`), so an id tells strangers nothing;
 * someone who may read but not do this is FORBIDDEN.
 */
export function requireCapability(access: BrandAccess, actor: ActorRights, capability: Capability, notFound: ErrorCode): void {
  // The system itself (no user, admin: an operator's command line, a worker) is never a request's actor.
  if (!actor.userId && actor.admin === true) return;
  if (!actor.userId) fail('UNAUTHENTICATED');
  if (can(access, capability)) return;
  if (actsAsSiteAdmin(actor) && siteAdminGrants.includes(capability)) return;
  fail(can(access, 'read') ? 'FORBIDDEN' : notFound);
}
