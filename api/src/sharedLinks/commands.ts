import { randomBytes, randomUUID } from 'node:crypto';
import {
  fail,
  isLive,
  linkCapability,
  reusableLink,
  SHARED_LINK_TOKEN,
  sharedLinkDecider,
  sharedLinkStream,
  type SharedLink,
} from '@brandtrail/domain';
import type { Actor } from '@brandtrail/infra';
import { requireAccess, requireAccessTo } from '../access/policy';
import type { Services } from '../services';
import type { IssuedTokens, Session } from '../users/sessions';

/** The brand's links stream is named by the brand's id (see the domain's sharedLink.ts). */
const linksStream = (brandId: string) => sharedLinkStream(brandId);

/** The ids of the brand's pages that are not deleted, which a link may name. */
async function brandPageIds(s: Services, brandId: string): Promise<string[]> {
  return (await s.pages.treeOfBrand(brandId)).filter((p) => !p.deleted).map((p) => p.id);
}

export interface CreateSharedLinkInput {
  brandId: string;
  pages: readonly string[];
  accessAllPages: boolean;
  withBilling: boolean;
  billingPlan?: string | null;
  validUntil?: Date | null;
  /** A version of the brand (its id) to pin the link to; null or missing: the brand as it is. */
  version?: string | null;
}

/** The ids of the brand's versions, when a command names one (a link may be pinned only to those). */
async function brandVersionIds(s: Services, brandId: string, version: string | null | undefined): Promise<string[]> {
  if (!version) return [];
  return (await s.brands.versionsByIds([version])).filter((v) => v.brandId === brandId).map((v) => v.id);
}

/**
 * Creates a link, or answers the live one spec 4 says to reuse (the page's own link; a billing link
 * still valid): the decider decides nothing for a reuse, and the link is found in the state again.
 */
export async function createSharedLink(s: Services, input: CreateSharedLinkInput, actor: Actor): Promise<SharedLink> {
  // A billing link is the owners' (`billing`), any other link needs `manageLinks`.
  const access = await requireAccess(s, input.brandId, actor, linkCapability(input), 'BRAND_NOT_FOUND');
  const id = randomUUID();
  const { state } = await s.execute(
    sharedLinkDecider,
    linksStream(input.brandId),
    {
      type: 'CreateSharedLink',
      ...access,
      brandId: input.brandId,
      id,
      token: randomBytes(32).toString('base64url'),
      pages: input.pages,
      accessAllPages: input.accessAllPages,
      withBilling: input.withBilling,
      billingPlan: input.billingPlan,
      validUntil: input.validUntil,
      brandPages: input.accessAllPages || input.withBilling ? [] : await brandPageIds(s, input.brandId),
      version: input.version,
      brandVersions: await brandVersionIds(s, input.brandId, input.version),
    },
    actor,
  );
  const made = state.links.find((l) => l.id === id);
  const request = { ...input, accessAllPages: input.withBilling || input.accessAllPages };
  return made ?? reusableLink(state, request, actor.now) ?? fail('SHARED_LINK_NOT_FOUND');
}

/**
 * The access to the brand of a link (found in the read model: a link it does not know is not
 * found) for changing or revoking it: `linkCapability` (a billing link is the owners'), and links
 * are for those who manage them: readers of a public brand do not see them either.
 */
async function accessToLink(s: Services, linkId: string, actor: Actor) {
  const { target: link, access } = await requireAccessTo(s, actor, linkCapability, 'SHARED_LINK_NOT_FOUND', async () => {
    const link = await s.sharedLinks.byId(linkId);
    return link && { target: link, brandId: link.brandId, hiddenFromReaders: true };
  });
  return { brandId: link.brandId, access };
}

export interface UpdateSharedLinkInput {
  accessAllPages?: boolean;
  pages?: readonly string[];
  billingPlan?: string | null;
  validUntil?: Date | null;
  version?: string | null;
}

export async function updateSharedLink(
  s: Services,
  linkId: string,
  changes: UpdateSharedLinkInput,
  actor: Actor,
): Promise<string> {
  const { brandId, access } = await accessToLink(s, linkId, actor);
  const brandPages = changes.pages ? await brandPageIds(s, brandId) : [];
  const brandVersions = await brandVersionIds(s, brandId, changes.version);
  await s.execute(
    sharedLinkDecider,
    linksStream(brandId),
    { type: 'UpdateSharedLink', ...access, id: linkId, ...changes, brandPages, brandVersions },
    actor,
  );
  return brandId;
}

/** Revokes the link: every session that opened it stops reaching its pages at its next request. */
export async function deleteSharedLink(s: Services, linkId: string, actor: Actor): Promise<string> {
  const { brandId, access } = await accessToLink(s, linkId, actor);
  await s.execute(sharedLinkDecider, linksStream(brandId), { type: 'DeleteSharedLink', ...access, id: linkId }, actor);
  return brandId;
}

/** Where an opened link lands: the brand, and its first page the link names (none: the brand's home). */
export interface OpenedLink {
  brandSlug: string;
  pageSlug: string | null;
  /** New session cookies when the browser had no session. */
  tokens: IssuedTokens | null;
}

/**
 * Opens a shared link (POST /shared-link {token}): a browser without a session gets a shared_link
 * session (no user); a session it has (a user's, or one from another link) remembers the link and
 * reaches its pages too. The open is counted. An unknown or malformed token is SHARED_LINK_INVALID;
 * a revoked or expired link, or one of a deleted brand, SHARED_LINK_EXPIRED.
 */
export async function openSharedLink(s: Services, token: string, session: Session | null, now: Date): Promise<OpenedLink> {
  if (!SHARED_LINK_TOKEN.test(token)) fail('SHARED_LINK_INVALID');
  const link = (await s.sharedLinks.byToken(token)) ?? fail('SHARED_LINK_INVALID');
  if (!isLive({ revoked: link.revokedAt !== null, validUntil: link.validUntil?.toISOString() ?? null }, now))
    fail('SHARED_LINK_EXPIRED');
  const brand = (await s.brands.byId(link.brandId, null)) ?? fail('SHARED_LINK_EXPIRED');
  let tokens: IssuedTokens | null = null;
  if (session) await s.sessions.addLink(session.id, link.id, now);
  else tokens = await s.sessions.createForLink(link.id, now);
  await s.linkOpens.record(link.id, now);
  let pageSlug: string | null = null;
  if (!link.accessAllPages) {
    const named = new Set(link.pages);
    pageSlug = (await s.pages.listForBrand(brand.id, brand.pagesOrder)).find((p) => named.has(p.id))?.slug ?? null;
  }
  return { brandSlug: brand.slug, pageSlug, tokens };
}
