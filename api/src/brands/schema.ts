import {
  brandFieldList,
  colorValue,
  fail,
  NAME_MAX,
  roleOf,
  rolesWith,
  type BrandColor,
  type BrandColorInput,
  type BrandFieldKind,
  type BrandFont,
  type BrandState,
} from '@brandtrail/domain';
import { brandRowOf, type BrandRow } from '@brandtrail/projections';
import { canOn, capabilityFlags, isSiteAdmin, requireSiteAdmin, rowAccess, visible } from '../access/policy';
import { assetIdIn } from '../assets/lookup';
import { assetsById, visibleAsset } from '../assets/loaders';
import type { Context } from '../graphql/context';
import { connection, cursorAt, idOf, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';
import type { Created } from '../commands/idempotency';
import { brandUsers } from './membersSchema';
import { changeBrandPlan, createBrand, deleteBrand, restoreBrand, updateBrand } from './commands';

/** A description in SDL: JSON's string escapes are GraphQL's. */
const described = (text: string | undefined) => (text ? `${JSON.stringify(text)}\n` : '');

/** The GraphQL types of the brand fields' kinds: on Brand and in UpdateBrandInput. */
export const brandFieldTypes: Record<BrandFieldKind, { output: string; input: string }> = {
  name: { output: 'String!', input: 'String' },
  slug: { output: 'String!', input: 'String' },
  text: { output: 'String!', input: 'String' },
  boolean: { output: 'Boolean!', input: 'Boolean' },
  colors: { output: '[BrandColor!]!', input: '[BrandColorInput!]' },
  fonts: { output: '[BrandFont!]!', input: '[BrandFontInput!]' },
  // The logo's asset itself, when the viewer may see it; an update names it by its Asset.id.
  logo: { output: 'Asset', input: 'ID' },
};

/** Brand's fields (`output`) or UpdateBrandInput's (`input`), from the domain's brand fields registry. */
const brandFieldSdl = (side: 'output' | 'input'): string =>
  brandFieldList
    .filter((f) => side === 'input' || !f.outputElsewhere)
    .map((f) => `${described(side === 'input' ? f.inputDescription : f.description)}${f.name}: ${brandFieldTypes[f.kind][side]}`)
    .join('\n');

export const brandTypeDefs = /* GraphQL */ `
  enum Plan {
    free
    basic
    pro
  }

  "The viewer's relation to a brand: a member role, public (anyone may read it) or shared (a shared link)."
  enum UserRole {
    owner
    editor
    viewer
    public
    shared
  }

  type Brand implements Node {
    id: ID!
    ${brandFieldSdl('output')}
    "The plan: for members and site admins only (null for anyone else, a reader of a public brand)."
    currentPlan: Plan
    "Whether the brand is on the free plan, which readers may know (the free-preview header)."
    freePreview: Boolean!
    "The viewer's relation to the brand, to show; what they may do is viewerCan."
    userRole: UserRole!
    "What the viewer may do with the brand, as the server's access policy decides it."
    viewerCan: BrandCapabilities!
    createdAt: String!
    updatedAt: String!
    "Set while the brand is deleted (it can be restored)."
    deletedAt: String
    "Members (only members see them), owners first; then, for those who manage members, open invitations."
    users: [BrandUser!]!
  }

  "The access policy's capabilities, one flag each: true when the viewer holds it."
  type BrandCapabilities {
    "See the brand, its pages and elements, and its uploaded assets."
    read: Boolean!
    "See what is for members only: downloads and links that are not public, usages, the member list."
    readPrivate: Boolean!
    "Change the brand's settings, pages, elements and page order, and restore what was deleted of them."
    editContent: Boolean!
    "Upload, rename, tag, delete and restore assets, and see assets still uploading."
    manageAssets: Boolean!
    "Invite, change and remove members, up to one's own role."
    manageMembers: Boolean!
    "Create, change and revoke shared links."
    manageLinks: Boolean!
    "The brand's plan and payment."
    billing: Boolean!
    "Delete and restore the brand."
    deleteBrand: Boolean!
  }

  "A brand colour. hex is six upper-case hex digits without #; rgb and cmyk are derived from it."
  type BrandColor {
    hex: String!
    "Empty when the colour has no label."
    label: String!
    "r/g/b, 0 to 255 each, e.g. 47/75/216."
    rgb: String!
    "c/m/y/k in whole percents, e.g. 78/65/0/15."
    cmyk: String!
  }

  input BrandColorInput {
    "Six hex digits, with or without #, any case."
    hex: String!
    label: String
  }

  "A font of the brand's kit: its family name and the font files of the brand's library that hold it."
  type BrandFont {
    name: String!
    "Uploaded font files (TTF, OTF, WOFF, WOFF2) of the library, as the viewer may see them; files deleted since are left out."
    files: [Asset!]!
  }

  input BrandFontInput {
    "The family name, at most 100 characters."
    name: String!
    "Uploaded font files of the brand's library (Asset.id), at most 8; none for a font that is not uploaded."
    files: [ID!]
  }

  "A member of a brand, or a person invited to it (status INVITED: no account yet, user null)."
  type BrandUser {
    id: ID!
    role: UserRole!
    status: BrandUserStatus!
    "The member's address, or the invited one."
    email: String!
    "The member's account; null for an invitation."
    user: BrandUserAccount
    "Whether this is the viewer's own membership."
    isViewer: Boolean!
    "The invitation's link (/invitations/<token>), for those who manage members; null otherwise."
    invitationUrl: String
    "When the invitation was last sent; null for members."
    invitedAt: String
  }

  type BrandUserAccount {
    id: ID!
    email: String!
    avatar: String
  }

  type BrandEdge {
    cursor: String!
    node: Brand!
  }

  type BrandConnection {
    edges: [BrandEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  extend type Query {
    "A brand by its global id (paths starting with /brands/)."
    brand(id: ID!): Brand
    "A brand by its slug (every other path)."
    brandBySlug(slug: String!): Brand
    "The viewer's brands: plan pro, basic, free; then newest update; then name; then slug."
    brands(first: Int = 50, after: String): BrandConnection!
    "Deleted brands the viewer may restore (owners), to restore."
    deletedBrands: [Brand!]!
    "The public directory, for anyone: brands that are public and listed (publicIndex), by name; search: part of the name."
    publicBrands(search: String, first: Int = 24, after: String): BrandConnection!
    "Admins only: brands whose name or slug contains the term."
    searchBrands(term: String!, first: Int = 20, after: String): BrandConnection!
  }

  input CreateBrandInput {
    name: String!
    "Optional; derived from the name when missing."
    slug: String
    "A starter palette, at most 12 colours."
    colors: [BrandColorInput!]
    "Font family names, at most 6."
    fonts: [String!]
    clientMutationId: String
  }
  type CreateBrandPayload {
    brand: Brand!
    brandEdge: BrandEdge!
    clientMutationId: String
  }

  input UpdateBrandInput {
    id: ID!
    ${brandFieldSdl('input')}
    clientMutationId: String
  }
  type UpdateBrandPayload {
    brand: Brand!
    clientMutationId: String
  }

  input DeleteBrandInput {
    id: ID!
    clientMutationId: String
  }
  type DeleteBrandPayload {
    deletedBrandId: ID!
    brand: Brand!
    clientMutationId: String
  }

  input RestoreBrandInput {
    id: ID!
    clientMutationId: String
  }
  type RestoreBrandPayload {
    brand: Brand!
    brandEdge: BrandEdge!
    clientMutationId: String
  }

  input ChangeBrandPlanInput {
    id: ID!
    plan: Plan!
    clientMutationId: String
  }
  type ChangeBrandPlanPayload {
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    createBrand(input: CreateBrandInput!): CreateBrandPayload!
    updateBrand(input: UpdateBrandInput!): UpdateBrandPayload!
    "Owners only. The brand leaves every list and look-up until restored."
    deleteBrand(input: DeleteBrandInput!): DeleteBrandPayload!
    restoreBrand(input: RestoreBrandInput!): RestoreBrandPayload!
    "Site admins only, until billing arrives."
    changeBrandPlan(input: ChangeBrandPlanInput!): ChangeBrandPlanPayload!
  }
`;

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/** A font of the kit as GraphQL resolves it: with its brand, whose assets alone it shows. */
type FontNode = BrandFont & { brandId: string };

async function reload(ctx: Context, id: string, includingDeleted = false): Promise<BrandRow> {
  const q = ctx.services.brands;
  const row = includingDeleted ? await q.byIdIncludingDeleted(id, viewerId(ctx)) : await q.byId(id, viewerId(ctx));
  return row ?? fail('BRAND_NOT_FOUND');
}

/**
 * The brand a create made, as the answer shows it: the read model's row once it shows the brand,
 * else (the read models are behind) the row made from the command's own result.
 */
async function created(ctx: Context, result: Created<BrandState>): Promise<BrandRow> {
  const row = result.projected ? await ctx.services.brands.byIdIncludingDeleted(result.id, viewerId(ctx)) : undefined;
  return visible(row ?? brandRowOf(result.id, result.state, viewerId(ctx), ctx.actor.now)) ?? fail('BRAND_NOT_FOUND');
}

const edge = (row: BrandRow) => ({ node: row, cursor: cursorAt(0) });

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

export const brandResolvers = {
  BrandColor: {
    rgb: (c: BrandColor) => colorValue(c.hex, 'rgb'),
    cmyk: (c: BrandColor) => colorValue(c.hex, 'cmyk'),
  },
  BrandFont: {
    files: async (f: FontNode, _: unknown, ctx: Context) => {
      const rows = await Promise.all(f.assetIds.map((id) => assetsById(ctx).load(id)));
      const shown = await Promise.all(
        rows.map((row) => (row?.brandId === f.brandId ? visibleAsset(ctx, row, { shown: true }) : Promise.resolve(null))),
      );
      return shown.filter((a) => a !== null);
    },
  },
  Brand: {
    logo: async (b: BrandRow, _: unknown, ctx: Context) =>
      b.logo ? visibleAsset(ctx, (await ctx.services.assets.byIds([b.logo]))[0], { shown: true }) : null,
    id: (b: BrandRow) => toGlobalId('Brand', b.id),
    colors: (b: BrandRow) => b.colors ?? [],
    fonts: (b: BrandRow): FontNode[] => (b.fonts ?? []).map((f) => ({ ...f, brandId: b.id })),
    currentPlan: (b: BrandRow, _: unknown, ctx: Context) => (canOn(b, 'readPrivate') || isSiteAdmin(ctx.viewer) ? b.plan : null),
    freePreview: (b: BrandRow) => b.plan === 'free',
    userRole: (b: BrandRow) => roleOf(rowAccess(b)),
    viewerCan: capabilityFlags,
    createdAt: (b: BrandRow) => new Date(b.createdAt).toISOString(),
    updatedAt: (b: BrandRow) => new Date(b.updatedAt).toISOString(),
    deletedAt: (b: BrandRow) => (b.deletedAt ? new Date(b.deletedAt).toISOString() : null),
    users: (b: BrandRow, _: unknown, ctx: Context) => brandUsers(b, ctx),
  },
  Query: {
    brand: async (_: unknown, args: { id: string }, ctx: Context) =>
      visible(await ctx.services.brands.byId(idOf(args.id, 'Brand'), viewerId(ctx))),
    brandBySlug: async (_: unknown, args: { slug: string }, ctx: Context) =>
      visible(await ctx.services.brands.bySlug(args.slug, viewerId(ctx))),
    brands: async (_: unknown, args: ConnectionArgs, ctx: Context) => {
      const page = pageOf(args);
      const id = viewerId(ctx);
      if (!id) return connection([], page, 0);
      const q = ctx.services.brands;
      const [rows, total] = await ctx.services.cache.get(`brands:${id}:${page.limit}:${page.offset}`, ['brands'], () =>
        Promise.all([q.listForMember(id, page.limit + 1, page.offset), q.countForMember(id)]),
      );
      return connection(rows, page, total);
    },
    deletedBrands: async (_: unknown, __: unknown, ctx: Context) => {
      const id = viewerId(ctx);
      return id ? ctx.services.brands.deletedForRoles(id, rolesWith('deleteBrand')) : [];
    },
    publicBrands: async (_: unknown, args: ConnectionArgs & { search?: string | null }, ctx: Context) => {
      const search = (args.search ?? '').trim();
      if (search.length > NAME_MAX) fail('SEARCH_TOO_LONG', { max: NAME_MAX });
      const page = pageOf(args, 24);
      const q = ctx.services.brands;
      const [rows, total] = await Promise.all([
        q.listed(search, viewerId(ctx), page.limit + 1, page.offset),
        q.countListed(search),
      ]);
      return connection(rows, page, total);
    },
    searchBrands: async (_: unknown, args: ConnectionArgs & { term: string }, ctx: Context) => {
      requireSiteAdmin(ctx.viewer);
      const page = pageOf(args, 20);
      return connection(await ctx.services.brands.search(args.term.trim(), page.limit + 1, page.offset), page);
    },
  },
  Mutation: {
    createBrand: async (
      _: unknown,
      { input }: Input<{ name: string; slug?: string | null; colors?: BrandColorInput[] | null; fonts?: string[] | null }>,
      ctx: Context,
    ) => {
      const brand = await created(ctx, await createBrand(ctx.services, input, ctx.actor));
      return { brand, brandEdge: edge(brand), clientMutationId: input.clientMutationId ?? null };
    },
    updateBrand: async (_: unknown, { input }: Input<{ id: string } & Record<string, unknown>>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      const changes: Record<string, unknown> = {};
      // The registry's fields: null clears the one that may be null (the logo) and leaves the others.
      for (const field of brandFieldList) {
        const value = input[field.name];
        if (value === undefined || (value === null && !field.nullable)) continue;
        changes[field.name] =
          field.kind === 'fonts'
            ? (value as { name: string; files?: string[] | null }[]).map((f) => ({
                name: f.name,
                assetIds: (f.files ?? []).map(assetIdIn),
              }))
            : value;
      }
      await updateBrand(ctx.services, id, changes, ctx.actor);
      return { brand: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    deleteBrand: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      await deleteBrand(ctx.services, id, ctx.actor);
      return { deletedBrandId: input.id, brand: await reload(ctx, id, true), clientMutationId: input.clientMutationId ?? null };
    },
    restoreBrand: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      await restoreBrand(ctx.services, id, ctx.actor);
      const brand = await reload(ctx, id);
      return { brand, brandEdge: edge(brand), clientMutationId: input.clientMutationId ?? null };
    },
    changeBrandPlan: async (_: unknown, { input }: Input<{ id: string; plan: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      await changeBrandPlan(ctx.services, id, input.plan, ctx.actor);
      return { brand: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
  },
};
