import type { ActivityRow, BrandFactsRow, BrandRow } from '@brandtrail/projections';
import { requireSiteAdmin } from '../access/policy';
import type { Context } from '../graphql/context';
import { idOrUuidOf, toGlobalId } from '../graphql/relay';
import { brandUserKey } from './members';

/**
 * A brand as the admin area shows it (issue 28), whatever its visibility and whether it is
 * deleted: its plan, members with their roles, how much it holds, and its recent activity. Plain
 * data, not the Brand node (whose fields answer as the viewer's role allows, and an admin has none).
 */
export const adminBrandTypeDefs = /* GraphQL */ `
  type AdminBrand {
    id: ID!
    name: String!
    slug: String!
    plan: String
    public: Boolean!
    createdAt: String!
    updatedAt: String!
    deletedAt: String
    members: [AdminBrandMember!]!
    pages: Int!
    assets: Int!
    "Bytes of the files of its assets."
    storageBytes: Float!
    "Events recorded on the brand's, its pages' and its assets' streams."
    events: Int!
    "The newest entries of its activity."
    activity: [AdminBrandActivity!]!
  }

  type AdminBrandMember {
    "User.id"
    userId: ID!
    "BrandUser.id: what updateBrandUser takes (to hand the brand's ownership to the member)."
    brandUserId: ID!
    email: String!
    displayName: String!
    role: String!
  }

  type AdminBrandActivity {
    "brand or page"
    source: String!
    kind: String!
    at: String!
    "The person's address; empty for the system."
    by: String!
    "Their address when an admin acted as them."
    actingAdmin: String
  }

  extend type Query {
    "Admins only: a brand by Brand.id (or its bare id), deleted or not; null when there is none."
    adminBrand(id: ID!): AdminBrand
  }
`;

const ACTIVITY = 15;

type AdminBrand = BrandRow & { facts: BrandFactsRow };

export const adminBrandResolvers = {
  AdminBrand: {
    id: (b: BrandRow) => toGlobalId('Brand', b.id),
    plan: (b: BrandRow) => b.plan,
    createdAt: (b: BrandRow) => new Date(b.createdAt).toISOString(),
    updatedAt: (b: BrandRow) => new Date(b.updatedAt).toISOString(),
    deletedAt: (b: BrandRow) => (b.deletedAt ? new Date(b.deletedAt).toISOString() : null),
    members: async (b: BrandRow, _: unknown, ctx: Context) => {
      const members = await ctx.services.brands.members(b.id);
      const users = new Map((await ctx.services.users.byIds(members.map((m) => m.userId))).map((u) => [u.id, u]));
      return members.map((m) => ({
        userId: toGlobalId('User', m.userId),
        brandUserId: toGlobalId('BrandUser', brandUserKey({ brandId: b.id, userId: m.userId })),
        email: users.get(m.userId)?.email ?? '',
        displayName: users.get(m.userId)?.displayName ?? '',
        role: m.role,
      }));
    },
    pages: (b: AdminBrand) => b.facts.pages,
    assets: (b: AdminBrand) => b.facts.assets,
    storageBytes: (b: AdminBrand) => b.facts.storageBytes,
    events: (b: AdminBrand) => b.facts.events,
    activity: async (b: BrandRow, _: unknown, ctx: Context) => {
      const rows: ActivityRow[] = await ctx.services.history.activity(b.id, {}, ACTIVITY, 0);
      const ids = [...new Set(rows.flatMap((r) => [r.userId, r.impersonatorId]).filter((id): id is string => !!id))];
      const emails = new Map((await ctx.services.users.byIds(ids)).map((u) => [u.id, u.email]));
      return rows.map((r) => ({
        source: 'pageId' in r && r.pageId ? 'page' : 'brand',
        kind: r.kind,
        at: new Date(r.lastAt).toISOString(),
        by: (r.userId && emails.get(r.userId)) ?? '',
        actingAdmin: (r.impersonatorId && emails.get(r.impersonatorId)) ?? null,
      }));
    },
  },
  Query: {
    adminBrand: async (_: unknown, args: { id: string }, ctx: Context) => {
      requireSiteAdmin(ctx.viewer);
      const row = await ctx.services.brands.byIdIncludingDeleted(idOrUuidOf(args.id, 'Brand'), null);
      // Its holdings in one query, however many of them the document asks for.
      return row ? { ...row, facts: await ctx.services.brands.facts(row.id) } : null;
    },
  },
};
