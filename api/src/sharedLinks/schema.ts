import { fail, isSlug, readTime, type SharedLink } from '@brandtrail/domain';
import type { BrandRow, SharedLinkRow } from '@brandtrail/projections';
import { canOn, canReadPageOn, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { fromGlobalId, idOf, toGlobalId } from '../graphql/relay';
import { createSharedLink, deleteSharedLink, updateSharedLink, type UpdateSharedLinkInput } from './commands';
import { sharedLinksEnded } from './reach';

export const sharedLinkTypeDefs = /* GraphQL */ `
  "A link that lets whoever opens it read the brand's name, logo and the pages it reaches (spec 3)."
  type SharedLink {
    id: ID!
    "The secret in the link's address."
    token: String!
    "Reaches every page of the brand (else exactly the pages listed, not those below them)."
    accessAllPages: Boolean!
    "The address to hand out: opening it starts a read-only session for the brand."
    url: String!
    "A billing link (plan pro, all pages), valid for 30 days."
    withBilling: Boolean!
    billingPlan: Plan
    "ISO time after which the link no longer opens; null: no expiry."
    validUntil: String
    "Whether the link opens now (it is not past validUntil)."
    expired: Boolean!
    "The pages the link names that still exist; empty with accessAllPages."
    pages: [Page!]!
    "How often the link was opened."
    openCount: Int!
    lastOpenedAt: String
    createdAt: String!
    "The version of the brand the link shows (whoever opens it reads the brand as it was then); null: as it is."
    version: BrandVersion
  }

  extend type Brand {
    "The brand's links that are not revoked, newest first; only for those who may manage links (else empty)."
    sharedLinks(withoutBilling: Boolean = false): [SharedLink!]!
  }

  extend type Query {
    """
    Whether this session opened shared links to the brand at this address that all stopped working
    (revoked, expired, or the brand deleted): the browser then says that the link no longer works
    rather than asking for a log-in. False when it opened none to that brand or one still works,
    whether or not the brand exists.
    """
    sharedLinkEnded(brandSlug: String!): Boolean!
  }

  input CreateSharedLinkInput {
    brand: ID!
    "Page ids of the brand; ignored with accessAllPages or withBilling."
    pages: [ID!]
    accessAllPages: Boolean = false
    "A billing link: plan pro, all pages, valid for 30 days (reused while valid). Owners only (billing)."
    withBilling: Boolean = false
    billingPlan: Plan
    "An ISO time in the future, at the latest 9999-12-31T23:59:59.999Z, after which the link stops working; none: no expiry."
    validUntil: String
    "A version of the brand (BrandVersion.id) the link shows instead of the brand as it is."
    version: ID
    clientMutationId: String
  }
  type CreateSharedLinkPayload {
    sharedLink: SharedLink!
    brand: Brand!
    clientMutationId: String
  }

  input UpdateSharedLinkInput {
    id: ID!
    accessAllPages: Boolean
    billingPlan: Plan
    "Replaces the pages."
    pages: [ID!]
    "An ISO time from 1970 to the end of 9999; now or past expires the link at once; null removes the expiry."
    validUntil: String
    "A version of the brand (BrandVersion.id) to pin the link to; null: the brand as it is."
    version: ID
    clientMutationId: String
  }
  type UpdateSharedLinkPayload {
    sharedLink: SharedLink!
    brand: Brand!
    clientMutationId: String
  }

  input DeleteSharedLinkInput {
    id: ID!
    clientMutationId: String
  }
  type DeleteSharedLinkPayload {
    deletedSharedLinkId: ID!
    "The link as it was revoked (it no longer opens)."
    sharedLink: SharedLink!
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    """
    Owners and editors; a billing link (withBilling), and changing or revoking one, owners only
    (billing). A page's own link is reused while it is live, as is a billing link while valid (spec 4).
    """
    createSharedLink(input: CreateSharedLinkInput!): CreateSharedLinkPayload!
    updateSharedLink(input: UpdateSharedLinkInput!): UpdateSharedLinkPayload!
    "Revokes the link: it stops working at once, also for sessions that opened it."
    deleteSharedLink(input: DeleteSharedLinkInput!): DeleteSharedLinkPayload!
  }
`;

/** A link as resolvers pass it on (the read model's row, or one made from the aggregate's state). */
type LinkNode = SharedLinkRow;

const rowOf = (brandId: string, link: SharedLink): LinkNode => ({
  id: link.id,
  brandId,
  token: link.token,
  accessAllPages: link.accessAllPages,
  pages: link.pages,
  withBilling: link.withBilling,
  billingPlan: link.billingPlan,
  validUntil: link.validUntil ? new Date(link.validUntil) : null,
  createdBy: link.createdBy,
  createdAt: new Date(link.createdAt),
  revokedAt: null,
  versionId: link.version,
});

/** A version id of the input: a BrandVersion global id; anything else VERSION_NOT_FOUND. */
const versionIdIn = (id: string | null | undefined): string | null | undefined => (id ? idOf(id, 'BrandVersion') : id);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A page id of the input: one that is no page id stays as it is, for the decider to refuse (SHARED_LINK_PAGES_INVALID). */
const pageIdIn = (id: string) => {
  try {
    const { type, id: raw } = fromGlobalId(id);
    return type === 'Page' ? raw : id;
  } catch {
    return id;
  }
};

/** An expiry as the client sends it: an ISO time the product stores (`readTime`), else SHARED_LINK_EXPIRY_INVALID. */
function timeIn(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  return readTime(value) ?? fail('SHARED_LINK_EXPIRY_INVALID');
}

/** Open counts of the links being resolved, one query per request. */
const opensOf = perRequest((ctx) =>
  batchLoader<string, { openCount: number; lastOpenedAt: Date | null }>((ids) => ctx.services.linkOpens.byIds(ids)),
);

async function brandAnswer(ctx: Context, brandId: string): Promise<BrandRow> {
  return visible(await ctx.services.brands.byId(brandId, ctx.viewer?.user.id ?? null)) ?? fail('BRAND_NOT_FOUND');
}

/** The link as the answer shows it: the read model's row once it shows the link, else the aggregate's. */
async function answered(ctx: Context, brandId: string, link: SharedLink): Promise<LinkNode> {
  return (await ctx.services.sharedLinks.byId(link.id)) ?? rowOf(brandId, link);
}

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

export const sharedLinkResolvers = {
  SharedLink: {
    id: (l: LinkNode) => toGlobalId('SharedLink', l.id),
    url: (l: LinkNode, _: unknown, ctx: Context) => `${ctx.services.config.publicUrl}/s/${l.token}`,
    validUntil: (l: LinkNode) => iso(l.validUntil),
    expired: (l: LinkNode, _: unknown, ctx: Context) =>
      l.validUntil !== null && l.validUntil.getTime() <= ctx.actor.now.getTime(),
    pages: async (l: LinkNode, _: unknown, ctx: Context) => {
      if (l.accessAllPages) return [];
      const brand = visible(await ctx.services.brands.byId(l.brandId, ctx.viewer?.user.id ?? null));
      if (!brand) return [];
      const named = new Set(l.pages);
      const pages = await ctx.services.pages.listForBrand(l.brandId, brand.pagesOrder ?? []);
      return pages.filter((p) => named.has(p.id) && canReadPageOn(brand, p.id)).map((p) => ({ ...p, brandSlug: brand.slug }));
    },
    openCount: async (l: LinkNode, _: unknown, ctx: Context) => (await opensOf(ctx).load(l.id))?.openCount ?? 0,
    lastOpenedAt: async (l: LinkNode, _: unknown, ctx: Context) => iso((await opensOf(ctx).load(l.id))?.lastOpenedAt ?? null),
    createdAt: (l: LinkNode) => l.createdAt.toISOString(),
    version: async (l: LinkNode, _: unknown, ctx: Context) =>
      l.versionId ? ((await ctx.services.brands.versionsByIds([l.versionId]))[0] ?? null) : null,
  },
  Query: {
    // About the session's own links only: a session that opened none learns nothing of any brand.
    sharedLinkEnded: async (_: unknown, args: { brandSlug: string }, ctx: Context): Promise<boolean> => {
      const linkIds = ctx.session?.linkIds ?? [];
      if (!linkIds.length || !isSlug(args.brandSlug)) return false;
      const brand = await ctx.services.brands.addressed({ slug: args.brandSlug }, null, null, linkIds);
      return sharedLinksEnded(brand, ctx.actor.now);
    },
  },
  Brand: {
    sharedLinks: async (b: BrandRow, args: { withoutBilling?: boolean | null }, ctx: Context) =>
      canOn(b, 'manageLinks') ? ctx.services.sharedLinks.forBrand(b.id, { withoutBilling: args.withoutBilling === true }) : [],
  },
  Mutation: {
    createSharedLink: async (
      _: unknown,
      {
        input,
      }: Input<{
        brand: string;
        pages?: string[] | null;
        accessAllPages?: boolean | null;
        withBilling?: boolean | null;
        billingPlan?: string | null;
        validUntil?: string | null;
        version?: string | null;
      }>,
      ctx: Context,
    ) => {
      const brandId = idOf(input.brand, 'Brand');
      const link = await createSharedLink(
        ctx.services,
        {
          brandId,
          pages: (input.pages ?? []).map(pageIdIn),
          accessAllPages: input.accessAllPages === true,
          withBilling: input.withBilling === true,
          billingPlan: input.billingPlan,
          validUntil: timeIn(input.validUntil),
          version: versionIdIn(input.version),
        },
        ctx.actor,
      );
      return {
        sharedLink: await answered(ctx, brandId, link),
        brand: await brandAnswer(ctx, brandId),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    updateSharedLink: async (
      _: unknown,
      {
        input,
      }: Input<{
        id: string;
        accessAllPages?: boolean | null;
        billingPlan?: string | null;
        pages?: string[] | null;
        validUntil?: string | null;
        version?: string | null;
      }>,
      ctx: Context,
    ) => {
      const id = idOf(input.id, 'SharedLink');
      const changes: UpdateSharedLinkInput = {};
      if (typeof input.accessAllPages === 'boolean') changes.accessAllPages = input.accessAllPages;
      if (input.billingPlan) changes.billingPlan = input.billingPlan;
      if (input.pages) changes.pages = input.pages.map(pageIdIn);
      if (input.validUntil !== undefined) changes.validUntil = timeIn(input.validUntil);
      if (input.version !== undefined) changes.version = versionIdIn(input.version);
      const brandId = await updateSharedLink(ctx.services, id, changes, ctx.actor);
      const sharedLink = (await ctx.services.sharedLinks.byId(id)) ?? fail('SHARED_LINK_NOT_FOUND');
      return { sharedLink, brand: await brandAnswer(ctx, brandId), clientMutationId: input.clientMutationId ?? null };
    },
    deleteSharedLink: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = idOf(input.id, 'SharedLink');
      const brandId = await deleteSharedLink(ctx.services, id, ctx.actor);
      return {
        deletedSharedLinkId: input.id,
        sharedLink: (await ctx.services.sharedLinks.byId(id)) ?? fail('SHARED_LINK_NOT_FOUND'),
        brand: await brandAnswer(ctx, brandId),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
  },
};
