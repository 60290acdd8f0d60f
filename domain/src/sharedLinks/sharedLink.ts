import { requireCapability, type BrandAccess, type Capability } from '../access/policy';
import type { Plan } from '../brands/brand';
import { fail, type CommandContext, type Decider, type DomainEvent } from '../decider';
import { checkStorableTime } from '../time';

/**
 * Shared links of a brand: a token that lets whoever opens it read the brand's name, logo and the
 * pages the link names (or all of them), nothing else, until it is revoked or expires.
 *
 * All links of one brand live in one stream, `sharedLink-<brandId>` (`sharedLinkStream` named by
 * the brand's id), rather than a stream per link: the reuse rules of spec section 4 ("a
 * page-specific link is reused if one exists for that page, else one is created"; "a billing link
 * is reused while validUntil is in the future") are decisions over all the brand's links, and one
 * stream makes them atomic: the command handler decides two concurrent shares of one page one
 * after the other against the same state, so the second finds the first's link.
 */

/** How long a billing link (withBilling, plan pro, all pages) works; a share after that makes a new one. */
export const BILLING_LINK_DAYS = 30;
/** Pages one link may name (a brand's page tree is short; this bounds hostile input). */
export const SHARED_LINK_PAGES_MAX = 200;
/** The plan a billing link offers (spec 9: billing shared link plan pro, covering all pages). */
export const BILLING_LINK_PLAN: Plan = 'pro';
/** Tokens are 32 random bytes in base64url (43 characters), made by the API. */
export const SHARED_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface SharedLink {
  id: string;
  token: string;
  accessAllPages: boolean;
  /** Page ids, exactly the pages reached (not those below them); empty with accessAllPages. */
  pages: string[];
  withBilling: boolean;
  billingPlan: Plan | null;
  /** ISO time after which the link no longer opens; null: no expiry. */
  validUntil: string | null;
  createdBy: string | null;
  createdAt: string;
  revoked: boolean;
  /**
   * A version of the brand the link is pinned to (issue 16): whoever opens it reads the brand as
   * it was then, while editors carry on; null: the brand as it is.
   */
  version: string | null;
}

export interface SharedLinksState {
  brandId: string | null;
  /** Every link ever made, revoked ones included, in creation order. */
  links: SharedLink[];
}

export type SharedLinkEvent =
  | DomainEvent<
      'SharedLinkCreated',
      Omit<SharedLink, 'revoked' | 'createdAt' | 'createdBy' | 'version'> & {
        brandId: string;
        createdBy: string | null;
        createdAt: string;
        /** Links made before versions existed have none. */
        version?: string | null;
      }
    >
  /** Only the fields that change; validUntil null clears the expiry. */
  | DomainEvent<
      'SharedLinkUpdated',
      {
        id: string;
        accessAllPages?: boolean;
        pages?: string[];
        billingPlan?: Plan | null;
        validUntil?: string | null;
        version?: string | null;
      }
    >
  | DomainEvent<'SharedLinkRevoked', { id: string }>;

/**
 * `brandPages`: the ids of the brand's pages (the API reads them as it does for a page sort); every
 * page a link names must be one. `brandVersions`: the ids of the brand's versions, which a link
 * may be pinned to (`version`). `id` and `token` are the new link's, made by the API (deciders draw
 * no random numbers).
 */
export type SharedLinkCommand =
  | (BrandAccess & {
      type: 'CreateSharedLink';
      brandId: string;
      id: string;
      token: string;
      pages: readonly string[];
      accessAllPages: boolean;
      withBilling: boolean;
      billingPlan?: string | null;
      validUntil?: Date | null;
      brandPages: readonly string[];
      version?: string | null;
      brandVersions?: readonly string[];
    })
  | (BrandAccess & {
      type: 'UpdateSharedLink';
      id: string;
      accessAllPages?: boolean;
      pages?: readonly string[];
      billingPlan?: string | null;
      /** null clears the expiry; a time now or past expires the link at once ("expire now"). */
      validUntil?: Date | null;
      brandPages: readonly string[];
      /** A version to pin the link to; null: the brand as it is. */
      version?: string | null;
      brandVersions?: readonly string[];
    })
  | (BrandAccess & { type: 'DeleteSharedLink'; id: string });

/**
 * What it takes to make, change or revoke a link: a billing link offers the brand's plan, which is
 * the owners' (`billing`); any other link, `manageLinks`.
 */
export const linkCapability = (link: { withBilling: boolean }): Capability => (link.withBilling ? 'billing' : 'manageLinks');

/** Whether the link opens at `now`: not revoked and not past its validUntil. */
export const isLive = (link: Pick<SharedLink, 'revoked' | 'validUntil'>, now: Date): boolean =>
  !link.revoked && (link.validUntil === null || new Date(link.validUntil).getTime() > now.getTime());

/** A page-specific link: one page, not all pages, no billing (the share-page button's kind). */
const isPageLink = (l: { accessAllPages: boolean; withBilling: boolean; pages: readonly string[] }) =>
  !l.accessAllPages && !l.withBilling && l.pages.length === 1;

/**
 * The live link a create reuses instead of making one (spec 4), or undefined: for a page-specific
 * link without an expiry of its own, the live page-specific link of that page without an expiry
 * (a create that names an expiry asks for a link of its own); for a billing link, the newest
 * billing link whose validUntil is still in the future.
 */
export function reusableLink(
  state: SharedLinksState,
  request: {
    pages: readonly string[];
    accessAllPages: boolean;
    withBilling: boolean;
    validUntil?: Date | null;
    version?: string | null;
  },
  now: Date,
): SharedLink | undefined {
  const live = state.links.filter((l) => isLive(l, now));
  if (request.withBilling) return live.filter((l) => l.withBilling && l.validUntil !== null).at(-1);
  if (!isPageLink(request) || request.validUntil) return undefined;
  const page = request.pages[0]!.toLowerCase();
  const version = request.version?.toLowerCase() ?? null;
  // A link pinned to a version is another link than the page's live one.
  return live.find((l) => isPageLink(l) && l.pages[0] === page && l.validUntil === null && l.version === version);
}

/** A version of the brand, as stored (lower-case), or null; one the brand does not have is VERSION_NOT_FOUND. */
function checkVersion(version: string | null | undefined, brandVersions: readonly string[] = []): string | null {
  if (version === undefined || version === null) return null;
  const id = version.toLowerCase();
  if (!brandVersions.some((v) => v.toLowerCase() === id)) fail('VERSION_NOT_FOUND');
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The pages as stored: lower-case, once each, all pages of the brand. */
function checkPages(pages: readonly string[], brandPages: readonly string[]): string[] {
  if (pages.length > SHARED_LINK_PAGES_MAX) fail('SHARED_LINK_TOO_MANY_PAGES', { max: SHARED_LINK_PAGES_MAX });
  const known = new Set(brandPages.map((id) => id.toLowerCase()));
  const ids = [...new Set(pages.map((id) => id.toLowerCase()))];
  if (!ids.every((id) => UUID.test(id) && known.has(id))) fail('SHARED_LINK_PAGES_INVALID');
  return ids;
}

function checkPlan(plan: string | null | undefined): Plan {
  if (plan !== undefined && plan !== null && plan !== BILLING_LINK_PLAN) fail('PLAN_INVALID');
  return BILLING_LINK_PLAN;
}

/** An expiry as recorded: a time the read model holds (1970 to 9999, `checkStorableTime`). */
const validTime = (d: Date) => checkStorableTime(d, 'SHARED_LINK_EXPIRY_INVALID').toISOString();

function decideCreate(
  command: Extract<SharedLinkCommand, { type: 'CreateSharedLink' }>,
  state: SharedLinksState,
  ctx: CommandContext,
): SharedLinkEvent[] {
  const withBilling = command.withBilling;
  // A billing link covers all pages (spec 9).
  const accessAllPages = withBilling || command.accessAllPages;
  const pages = accessAllPages ? [] : checkPages(command.pages, command.brandPages);
  if (!accessAllPages && pages.length === 0) fail('SHARED_LINK_PAGES_REQUIRED');
  const billingPlan = withBilling ? checkPlan(command.billingPlan) : null;
  let validUntil: string | null = null;
  if (withBilling) validUntil = new Date(ctx.now.getTime() + BILLING_LINK_DAYS * 86_400_000).toISOString();
  else if (command.validUntil) {
    validUntil = validTime(command.validUntil);
    if (command.validUntil.getTime() <= ctx.now.getTime()) fail('SHARED_LINK_EXPIRY_INVALID');
  }
  // A billing link offers the brand as it is.
  const version = withBilling ? null : checkVersion(command.version, command.brandVersions);
  if (reusableLink(state, { pages, accessAllPages, withBilling, validUntil: command.validUntil, version }, ctx.now)) return [];
  if (state.links.some((l) => l.id === command.id)) return []; // a repeat of this very create
  if (!SHARED_LINK_TOKEN.test(command.token)) fail('VALIDATION');
  return [
    {
      type: 'SharedLinkCreated',
      data: {
        id: command.id,
        brandId: command.brandId,
        token: command.token,
        accessAllPages,
        pages,
        withBilling,
        billingPlan,
        validUntil,
        createdBy: ctx.userId,
        createdAt: ctx.now.toISOString(),
        version,
      },
    },
  ];
}

function decideUpdate(command: Extract<SharedLinkCommand, { type: 'UpdateSharedLink' }>, link: SharedLink): SharedLinkEvent[] {
  const data: Extract<SharedLinkEvent, { type: 'SharedLinkUpdated' }>['data'] = { id: link.id };
  // A billing link stays one: all pages, plan pro.
  const accessAllPages = link.withBilling ? true : (command.accessAllPages ?? link.accessAllPages);
  if (accessAllPages !== link.accessAllPages) data.accessAllPages = accessAllPages;
  if (command.pages !== undefined || accessAllPages !== link.accessAllPages) {
    const pages = accessAllPages ? [] : checkPages(command.pages ?? link.pages, command.brandPages);
    if (!accessAllPages && pages.length === 0) fail('SHARED_LINK_PAGES_REQUIRED');
    if (pages.length !== link.pages.length || pages.some((p, i) => p !== link.pages[i])) data.pages = pages;
  }
  if (command.billingPlan !== undefined && link.withBilling) {
    const plan = checkPlan(command.billingPlan);
    if (plan !== link.billingPlan) data.billingPlan = plan;
  } else if (command.billingPlan !== undefined && command.billingPlan !== null) fail('PLAN_INVALID');
  if (command.validUntil !== undefined) {
    const validUntil = command.validUntil === null ? null : validTime(command.validUntil);
    if (validUntil !== link.validUntil) data.validUntil = validUntil;
  }
  if (command.version !== undefined && !link.withBilling) {
    const version = checkVersion(command.version, command.brandVersions);
    if (version !== link.version) data.version = version;
  }
  return Object.keys(data).length > 1 ? [{ type: 'SharedLinkUpdated', data }] : [];
}

export const sharedLinkDecider: Decider<SharedLinksState, SharedLinkCommand, SharedLinkEvent> = {
  initialState: { brandId: null, links: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'SharedLinkCreated': {
        const { brandId, version = null, ...link } = event.data;
        return { brandId, links: [...state.links, { ...link, version, revoked: false }] };
      }
      case 'SharedLinkUpdated': {
        const { id, ...changes } = event.data;
        return { ...state, links: state.links.map((l) => (l.id === id ? { ...l, ...changes } : l)) };
      }
      case 'SharedLinkRevoked':
        return { ...state, links: state.links.map((l) => (l.id === event.data.id ? { ...l, revoked: true } : l)) };
    }
  },
  decide(command, state, ctx) {
    if (command.type === 'CreateSharedLink') {
      requireCapability(command, ctx, linkCapability(command), 'BRAND_NOT_FOUND');
      return decideCreate(command, state, ctx);
    }
    requireCapability(command, ctx, 'manageLinks', 'SHARED_LINK_NOT_FOUND');
    const link = state.links.find((l) => l.id === command.id.toLowerCase());
    if (!link) fail('SHARED_LINK_NOT_FOUND');
    requireCapability(command, ctx, linkCapability(link), 'SHARED_LINK_NOT_FOUND');
    if (command.type === 'DeleteSharedLink') return link.revoked ? [] : [{ type: 'SharedLinkRevoked', data: { id: link.id } }];
    if (link.revoked) fail('SHARED_LINK_NOT_FOUND');
    return decideUpdate(command, link);
  },
};
