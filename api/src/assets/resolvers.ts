import { ASSET_NAME_MAX, ASSET_TAG_MAX, downloadName, fail, failureCode, formatError } from '@brandtrail/domain';
import type { AssetRow, BrandRow } from '@brandtrail/projections';
import { canOn } from '../access/policy';
import type { Context } from '../graphql/context';
import { connection, idOf, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';
import { libraryScopeOf, visibleAsset } from './loaders';

/** How long the signed links of an asset (original, download, previews) work. */
export const FILE_LINK_SECONDS = 60 * 60;

const iso = (d: Date | string) => new Date(d).toISOString();
const assetIdOf = (id: string) => idOf(id, 'Asset');

const canEdit = (b: BrandRow) => canOn(b, 'manageAssets');

/**
 * The library's filter as asked: a search is part of a file name and a tag one tag, so neither is
 * longer than those may be (SEARCH_TOO_LONG instead of a search through any text sent).
 */
function libraryFilter(args: { tag?: string | null; search?: string | null }) {
  if ((args.search ?? '').trim().length > ASSET_NAME_MAX) fail('SEARCH_TOO_LONG', { max: ASSET_NAME_MAX });
  if ((args.tag ?? '').trim().length > ASSET_TAG_MAX) fail('SEARCH_TOO_LONG', { max: ASSET_TAG_MAX });
  return { tag: args.tag, search: args.search };
}

const link = (ctx: Context, key: string | undefined, options?: { download?: string; contentType?: string }) =>
  key ? ctx.services.blobs.presignGet(key, FILE_LINK_SECONDS, options) : null;

export const assetResolvers = {
  Asset: {
    id: (a: AssetRow) => toGlobalId('Asset', a.id),
    failureReason: (a: AssetRow, _: unknown, ctx: Context) => {
      const code = a.status === 'failed' ? failureCode(a.failureReason) : null;
      return code && formatError(ctx.locale, code);
    },
    url: (a: AssetRow, _: unknown, ctx: Context) =>
      a.uploaded ? link(ctx, a.key, a.mimeType ? { contentType: a.mimeType } : undefined) : null,
    downloadUrl: (a: AssetRow, _: unknown, ctx: Context) => (a.uploaded ? link(ctx, a.key, { download: downloadName(a) }) : null),
    preview: (a: AssetRow, _: unknown, ctx: Context) => link(ctx, a.previews.grid),
    lightboxPreview: (a: AssetRow, _: unknown, ctx: Context) => link(ctx, a.previews.lightbox),
    createdAt: (a: AssetRow) => iso(a.createdAt),
    updatedAt: (a: AssetRow) => iso(a.updatedAt),
    deletedAt: (a: AssetRow) => (a.deletedAt ? iso(a.deletedAt) : null),
  },
  Brand: {
    assets: async (b: BrandRow, args: { tag?: string | null; search?: string | null }, ctx: Context) => {
      const filter = libraryFilter(args);
      const scope = await libraryScopeOf(ctx, b);
      return scope ? ctx.services.assets.byBrand(b.id, { ...filter, ...scope }) : [];
    },
    assetsConnection: async (
      b: BrandRow,
      args: ConnectionArgs & { tag?: string | null; search?: string | null },
      ctx: Context,
    ) => {
      const page = pageOf(args, 60);
      const filter = libraryFilter(args);
      const scope = await libraryScopeOf(ctx, b);
      if (!scope) return connection([], page, 0);
      const { rows, total } = await ctx.services.assets.pageOfBrand(b.id, { ...filter, ...scope }, page.limit + 1, page.offset);
      return connection(rows, page, total);
    },
    deletedAssets: async (b: BrandRow, _: unknown, ctx: Context) =>
      canEdit(b) ? ctx.services.assets.byBrand(b.id, { deletedOnly: true }) : [],
    // Read on every library visit and changed only with the assets: kept until the assets read model moves.
    // Like `assets`, everyone gets only the tags of the assets they may list (a pending upload's tags
    // are the editors' business); one cache entry per member audience, none for readers (what they
    // list follows the pages they read).
    assetTags: async (b: BrandRow, _: unknown, ctx: Context) => {
      const scope = await libraryScopeOf(ctx, b);
      if (!scope) return [];
      if (scope.shownReady) return ctx.services.assets.tagsOfBrand(b.id, scope);
      return ctx.services.cache.get(`assetTags:${b.id}:${scope.uploadedOnly ? 'listed' : 'all'}`, ['assets'], () =>
        ctx.services.assets.tagsOfBrand(b.id, scope),
      );
    },
  },
  Query: {
    assets: async (_: unknown, args: { ids: string[] }, ctx: Context) => {
      const ids: string[] = [];
      for (const globalId of args.ids.slice(0, 500)) {
        try {
          ids.push(assetIdOf(globalId));
        } catch {
          // not an asset id: left out like an unknown one
        }
      }
      const rows = await ctx.services.assets.byIds([...new Set(ids)]);
      const allowed = await Promise.all(rows.map((a) => visibleAsset(ctx, a)));
      return allowed.filter((a): a is AssetRow => a !== null);
    },
  },
};
