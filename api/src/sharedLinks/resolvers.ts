import { isSlug } from '@brandtrail/domain';
import type { BrandRow, SharedLinkRow } from '@brandtrail/projections';
import { canOn, canReadPageOn, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { toGlobalId } from '../graphql/relay';
import { sharedLinksEnded } from './reach';

/** A link as resolvers pass it on (the read model's row, or one made from the aggregate's state). */
type LinkNode = SharedLinkRow;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How many revoked links the brand's list shows after the others (`includeRevoked`), the last revoked first. */
const REVOKED_LISTED = 20;

/** Open counts of the links being resolved, one query per request. */
const opensOf = perRequest((ctx) =>
  batchLoader<string, { openCount: number; lastOpenedAt: Date | null }>((ids) => ctx.services.linkOpens.byIds(ids)),
);

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
    revokedAt: (l: LinkNode) => iso(l.revokedAt),
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
    sharedLinks: async (b: BrandRow, args: { withoutBilling?: boolean | null; includeRevoked?: boolean | null }, ctx: Context) =>
      canOn(b, 'manageLinks')
        ? ctx.services.sharedLinks.forBrand(b.id, {
            withoutBilling: args.withoutBilling === true,
            revoked: args.includeRevoked === true ? REVOKED_LISTED : 0,
          })
        : [],
  },
};
