import {
  brandImageFields,
  colorValue,
  fail,
  NAME_MAX,
  roleOf,
  rolesWith,
  type BrandColor,
  type BrandFont,
} from '@brandtrail/domain';
import type { BrandRow } from '@brandtrail/projections';
import { canOn, capabilityFlags, isSiteAdmin, requireSiteAdmin, rowAccess, visible } from '../access/policy';
import { assetsById, visibleAsset } from '../assets/loaders';
import type { Context } from '../graphql/context';
import { connection, idOf, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';
import { accessRequests, brandUsers, ceilingOn } from './brandUsers';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/** A font of the kit as GraphQL resolves it: with its brand, whose assets alone it shows. */
type FontNode = BrandFont & { brandId: string };

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
    // Each image field of the registry (the logo, the cover) answers its asset, when the viewer may see it.
    ...Object.fromEntries(
      brandImageFields.map((field) => [
        field,
        async (b: BrandRow, _: unknown, ctx: Context) => {
          const id = b[field] as string | null;
          return id ? visibleAsset(ctx, (await assetsById(ctx).load(id)) ?? undefined, { shown: true }) : null;
        },
      ]),
    ),
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
    accessRequests: (b: BrandRow, _: unknown, ctx: Context) => accessRequests(b, ctx),
    viewerRoleCeiling: ceilingOn,
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
      const term = args.term.trim();
      return connection(
        await ctx.services.brands.search(term, page.limit + 1, page.offset),
        page,
        await ctx.services.brands.countSearch(term),
      );
    },
    invitation: async (_: unknown, args: { token: string }, ctx: Context) => {
      const invitation = args.token.length <= 100 ? await ctx.services.brands.invitationByToken(args.token) : undefined;
      const brand = invitation && (await ctx.services.brands.byId(invitation.brandId, null));
      return invitation && brand ? { brandName: brand.name, role: invitation.role, email: invitation.email } : null;
    },
  },
};
