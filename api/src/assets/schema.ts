import {
  ASSET_NAME_MAX,
  ASSET_TAG_MAX,
  assetsShownTo,
  canSeeAsset,
  downloadName,
  fail,
  failureCode,
  formatError,
  isAssetId,
  libraryScope,
} from '@brandtrail/domain';
import type { AssetFilter, AssetRow, BrandRow } from '@brandtrail/projections';
import { canOn, rowAccess, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { connection, idOf, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';
import { brandPages } from '../pages/nodes';
import { confirmAssetUpload, createAsset, deleteAsset, restoreAsset, updateAsset } from './commands';

/** How long the signed links of an asset (original, download, previews) work. */
export const FILE_LINK_SECONDS = 60 * 60;

export const assetTypeDefs = /* GraphQL */ `
  "Where an asset is in its life: pending (created, the file not confirmed), uploaded (being processed), ready, failed (processing failed; the file can still be downloaded)."
  enum AssetStatus {
    pending
    uploaded
    ready
    failed
  }

  type AssetFont {
    family: String!
    style: String!
  }

  "A file of a brand: a logo, an image, a font, a document."
  type Asset implements Node {
    id: ID!
    name: String!
    "The file's extension (lower-case, without the dot), from its name at upload; empty when it had none."
    extension: String!
    "What processing found in the file, else what the browser said at upload; null before the upload."
    mimeType: String
    "Bytes: the size declared at creation until the upload is confirmed, then the stored file's."
    byteSize: Float!
    "The file is in storage (confirmAssetUpload)."
    uploaded: Boolean!
    status: AssetStatus!
    "Why processing failed, in the viewer's language; null unless status is failed."
    failureReason: String
    "The asset's tags, in their order."
    tags: [String!]!
    "A signed link to the original (1 hour); null until uploaded."
    url: String
    "A signed link that downloads the original under the asset's name (1 hour); null until uploaded."
    downloadUrl: String
    "A signed link to the small preview for grids (1 hour); null when there is none."
    preview: String
    "A signed link to the large preview for the lightbox (1 hour); null when there is none."
    lightboxPreview: String
    "Pixels, for images."
    width: Int
    height: Int
    "Six upper-case hex digits without #."
    dominantColor: String
    "False when the image has transparent pixels."
    opaque: Boolean
    "For fonts: the family and style the file holds."
    font: AssetFont
    createdAt: String!
    updatedAt: String!
    "Set while the asset is deleted (it can be restored)."
    deletedAt: String
  }

  type AssetEdge {
    cursor: String!
    node: Asset!
  }

  type AssetConnection {
    edges: [AssetEdge!]!
    pageInfo: PageInfo!
    "How many assets match the filters in all."
    totalCount: Int!
  }

  extend type Brand {
    """
    The brand's assets that are not deleted, newest first; tag (regardless of case) and search (part
    of the name) filter them. Editors and owners see all; viewers those whose file has arrived
    (uploaded); readers who are not members (a public brand's, a shared link's) only the ready assets
    shown where they read (an element or page they read, the logo, the kit's fonts).
    """
    assets(tag: String, search: String): [Asset!]!
    """
    The same assets as Brand.assets (newest first, same filters and visibility), a page at a time
    (at most 100). The library screen reads this; Brand.assets stays for short lists such as the
    asset picker.
    """
    assetsConnection(first: Int = 60, after: String, tag: String, search: String): AssetConnection!
    "Assets deleted, newest first, to restore; editors and owners only (empty for others)."
    deletedAssets: [Asset!]!
    """
    The distinct tags of the brand's assets that are not deleted, alphabetically; for viewers and
    readers only those of the assets they may list, as in assets.
    """
    assetTags: [String!]!
  }

  extend type Query {
    "Assets by global id, in the order given; those the viewer may not see (as in Brand.assets), deleted and unknown ones are left out."
    assets(ids: [ID!]!): [Asset!]!
  }

  input CreateAssetInput {
    brandId: ID!
    "The file's name; the extension comes from it."
    name: String!
    "The file's size in bytes (File.size); at most 200 MB."
    byteSize: Float!
    tags: [String!]
    clientMutationId: String
  }

  type FormField {
    name: String!
    value: String!
  }

  """
  How to send the file: a multipart/form-data POST to action with fields in their order, then the
  file as the field named file. Works for 15 minutes; the file must be 1 byte to byteSize.
  """
  type UploadInfo {
    action: String!
    method: String!
    fields: [FormField!]!
  }

  type CreateAssetPayload {
    asset: Asset!
    uploadInfo: UploadInfo!
    clientMutationId: String
  }

  input ConfirmAssetUploadInput {
    id: ID!
    clientMutationId: String
  }
  type ConfirmAssetUploadPayload {
    asset: Asset!
    clientMutationId: String
  }

  "Fields left out (or null) stay."
  input UpdateAssetInput {
    id: ID!
    name: String
    "Replaces the tags."
    tags: [String!]
    clientMutationId: String
  }
  type UpdateAssetPayload {
    asset: Asset!
    "The asset's brand, with its assetTags as they are now."
    brand: Brand!
    clientMutationId: String
  }

  input DeleteAssetInput {
    id: ID!
    "Delete even when it is used (else ASSET_IN_USE, 409)."
    force: Boolean
    clientMutationId: String
  }
  type DeleteAssetPayload {
    deletedAssetId: ID!
    asset: Asset!
    brand: Brand!
    clientMutationId: String
  }

  input RestoreAssetInput {
    id: ID!
    clientMutationId: String
  }
  type RestoreAssetPayload {
    asset: Asset!
    brand: Brand!
    clientMutationId: String
  }

  input RefreshAssetTagsBrandInput {
    "The brand's global id."
    id: ID!
    clientMutationId: String
  }
  type RefreshAssetTagsBrandPayload {
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    "Editors and owners of the brand. Creates the asset (pending) and answers where to post the file."
    createAsset(input: CreateAssetInput!): CreateAssetPayload!
    "After the file is posted: the server checks storage (ASSET_NOT_UPLOADED, 409, when the file is missing or of another size)."
    confirmAssetUpload(input: ConfirmAssetUploadInput!): ConfirmAssetUploadPayload!
    updateAsset(input: UpdateAssetInput!): UpdateAssetPayload!
    "The asset leaves the brand's lists until restored; its file stays."
    deleteAsset(input: DeleteAssetInput!): DeleteAssetPayload!
    restoreAsset(input: RestoreAssetInput!): RestoreAssetPayload!
    "Answers the brand with its assetTags (always computed from the assets, so there is nothing to refresh: kept for the client)."
    refreshAssetTagsBrand(input: RefreshAssetTagsBrandInput!): RefreshAssetTagsBrandPayload!
  }
`;

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;
const iso = (d: Date | string) => new Date(d).toISOString();
const assetIdOf = (id: string) => idOf(id, 'Asset');

/** Brands by id as the viewer may see them, once per request (Query.assets of many assets of one brand). */
const visibleBrand = perRequest((ctx) => {
  const brands = new Map<string, Promise<BrandRow | null>>();
  return (brandId: string): Promise<BrandRow | null> => {
    let brand = brands.get(brandId);
    if (!brand) {
      brand = ctx.services.brands.byId(brandId, viewerId(ctx)).then(visible);
      brands.set(brandId, brand);
    }
    return brand;
  };
});

const canEdit = (b: BrandRow) => canOn(b, 'manageAssets');

/**
 * The assets the brand shows the viewer where they read (the policy's `assetsShownTo`: its logo,
 * its kit's font files, what the pages and elements they read show, at the version they read),
 * once per request and brand; asked only for readers who are not members.
 */
const shownTo = perRequest((ctx) => {
  const sets = new Map<string, Promise<Set<string>>>();
  return (b: BrandRow): Promise<Set<string>> => {
    const key = b.moment ? `${b.id}@${b.moment.at.toISOString()}` : b.id;
    let set = sets.get(key);
    if (!set) {
      set = brandPages(ctx)(b).then((pages) => assetsShownTo(rowAccess(b), b, pages));
      sets.set(key, set);
    }
    return set;
  };
});

/**
 * Of the assets a live change names, those the viewer may hear of: all of them for members, and
 * for other readers only those the brand shows them where they read (the rest answer as unknown
 * ids anyway, and their ids are the members' alone).
 */
export async function changedAssetsFor(ctx: Context, b: BrandRow, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0 || libraryScope(rowAccess(b)) !== 'shown') return [...ids];
  const shown = await shownTo(ctx)(b);
  return ids.filter((id) => shown.has(id.toLowerCase()));
}

/**
 * The library the viewer lists, as a filter of the assets read model, by the policy's one rule
 * (`libraryScope`, `canSeeAsset`): everything for editors and owners, uploaded assets for viewers,
 * the ready assets shown where they read for readers who are not members; null: nothing.
 */
async function libraryScopeOf(ctx: Context, b: BrandRow): Promise<Pick<AssetFilter, 'uploadedOnly' | 'shownReady'> | null> {
  switch (libraryScope(rowAccess(b))) {
    case 'all':
      return {};
    case 'uploaded':
      return { uploadedOnly: true };
    case 'shown':
      return { shownReady: [...(await shownTo(ctx)(b))].filter(isAssetId) };
    case 'none':
      return null;
  }
}

/**
 * The library's filter as asked: a search is part of a file name and a tag one tag, so neither is
 * longer than those may be (SEARCH_TOO_LONG instead of a search through any text sent).
 */
function libraryFilter(args: { tag?: string | null; search?: string | null }) {
  if ((args.search ?? '').trim().length > ASSET_NAME_MAX) fail('SEARCH_TOO_LONG', { max: ASSET_NAME_MAX });
  if ((args.tag ?? '').trim().length > ASSET_TAG_MAX) fail('SEARCH_TOO_LONG', { max: ASSET_TAG_MAX });
  return { tag: args.tag, search: args.search };
}

/**
 * Assets by id, loaded once per request for everything being resolved that names assets (asset
 * elements, a page's font, the brand kit's font files: one query through the assets read model,
 * whatever their number).
 */
export const assetsById = perRequest((ctx) =>
  batchLoader<string, AssetRow>(async (ids) => new Map((await ctx.services.assets.byIds(ids)).map((a) => [a.id, a]))),
);

/**
 * An asset the viewer may see, by the access policy's one rule (`canSeeAsset`), else null (as an
 * asset that does not exist). `shown`: the caller found the asset on something the viewer reads
 * (an element or a page they read, the brand's logo or kit), so the brand's pages need no look-up.
 */
export async function visibleAsset(
  ctx: Context,
  asset: AssetRow | undefined,
  { shown = false }: { shown?: boolean } = {},
): Promise<AssetRow | null> {
  if (!asset) return null;
  const brand = await visibleBrand(ctx)(asset.brandId);
  if (!brand) return null;
  const access = rowAccess(brand);
  const shownOnReadablePage = shown || (libraryScope(access) === 'shown' && (await shownTo(ctx)(brand)).has(asset.id));
  return canSeeAsset(access, asset, { shownOnReadablePage }) ? asset : null;
}

async function reload(ctx: Context, id: string, includingDeleted = false): Promise<AssetRow> {
  const q = ctx.services.assets;
  const row = includingDeleted ? await q.byIdIncludingDeleted(id) : await q.byId(id);
  return (await visibleAsset(ctx, row)) ?? fail('ASSET_NOT_FOUND');
}

const link = (ctx: Context, key: string | undefined, options?: { download?: string; contentType?: string }) =>
  key ? ctx.services.blobs.presignGet(key, FILE_LINK_SECONDS, options) : null;

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

/** Asset mutations that change tags answer the brand too, so a client's tag list follows. */
const assetPayload = {
  brand: async (payload: { asset: AssetRow }, _: unknown, ctx: Context) =>
    (await visibleBrand(ctx)(payload.asset.brandId)) ?? fail('BRAND_NOT_FOUND'),
};

export const assetResolvers = {
  UpdateAssetPayload: assetPayload,
  DeleteAssetPayload: assetPayload,
  RestoreAssetPayload: assetPayload,
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
  Mutation: {
    createAsset: async (
      _: unknown,
      { input }: Input<{ brandId: string; name: string; byteSize: number; tags?: string[] | null }>,
      ctx: Context,
    ) => {
      const { id, upload } = await createAsset(
        ctx.services,
        {
          brandId: idOf(input.brandId, 'Brand'),
          name: input.name,
          byteSize: input.byteSize,
          tags: input.tags,
          clientMutationId: input.clientMutationId,
        },
        ctx.actor,
      );
      return {
        asset: await reload(ctx, id),
        uploadInfo: {
          action: upload.action,
          method: upload.method,
          fields: Object.entries(upload.fields).map(([name, value]) => ({ name, value })),
        },
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    confirmAssetUpload: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = assetIdOf(input.id);
      await confirmAssetUpload(ctx.services, id, ctx.actor);
      return { asset: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    updateAsset: async (
      _: unknown,
      { input }: Input<{ id: string; name?: string | null; tags?: string[] | null }>,
      ctx: Context,
    ) => {
      const id = assetIdOf(input.id);
      await updateAsset(ctx.services, id, { name: input.name ?? undefined, tags: input.tags ?? undefined }, ctx.actor);
      return { asset: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    deleteAsset: async (_: unknown, { input }: Input<{ id: string; force?: boolean | null }>, ctx: Context) => {
      const id = assetIdOf(input.id);
      await deleteAsset(ctx.services, id, input.force === true, ctx.actor);
      return { deletedAssetId: input.id, asset: await reload(ctx, id, true), clientMutationId: input.clientMutationId ?? null };
    },
    restoreAsset: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = assetIdOf(input.id);
      await restoreAsset(ctx.services, id, ctx.actor);
      return { asset: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    refreshAssetTagsBrand: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const brand = (await visibleBrand(ctx)(idOf(input.id, 'Brand'))) ?? fail('BRAND_NOT_FOUND');
      return { brand, clientMutationId: input.clientMutationId ?? null };
    },
  },
};
