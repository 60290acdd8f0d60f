import { fail } from '@brandtrail/domain';
import type { AssetRow } from '@brandtrail/projections';
import type { Context } from '../graphql/context';
import { idOf } from '../graphql/relay';
import { confirmAssetUpload, createAsset, deleteAsset, restoreAsset, updateAsset } from './commands';
import { visibleAsset, visibleBrand } from './loaders';

const assetIdOf = (id: string) => idOf(id, 'Asset');

async function reload(ctx: Context, id: string, includingDeleted = false): Promise<AssetRow> {
  const q = ctx.services.assets;
  const row = includingDeleted ? await q.byIdIncludingDeleted(id) : await q.byId(id);
  return (await visibleAsset(ctx, row)) ?? fail('ASSET_NOT_FOUND');
}

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

/** Asset mutations that change tags answer the brand too, so a client's tag list follows. */
const assetPayload = {
  brand: async (payload: { asset: AssetRow }, _: unknown, ctx: Context) =>
    (await visibleBrand(ctx)(payload.asset.brandId)) ?? fail('BRAND_NOT_FOUND'),
};

export const assetMutations = {
  UpdateAssetPayload: assetPayload,
  DeleteAssetPayload: assetPayload,
  RestoreAssetPayload: assetPayload,
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
