import type { NewAsset, useCreateAssetMutation } from './useCreateAssetMutation';
import type { useConfirmAssetUploadMutation } from './useConfirmAssetUploadMutation';
import { uploadForm } from './uploadForm';
import { UploadQueue } from './uploadQueue';

export interface AssetUploadOptions {
  brandId: () => string;
  /** Tags for new assets: the tag filter in use, if any. */
  tags: () => string[] | null;
  /** After an asset was created and after its upload was confirmed: the list should follow. */
  onChange: () => void;
}

/** The asset mutations an upload takes (their hooks' functions). */
export interface AssetUploadMutations {
  createAsset: ReturnType<typeof useCreateAssetMutation>;
  confirmAssetUpload: ReturnType<typeof useConfirmAssetUploadMutation>;
}

/** An upload queue whose steps are the asset mutations (createAsset, the form POST, confirmAssetUpload). */
export function assetUploadQueue(
  { createAsset, confirmAssetUpload }: AssetUploadMutations,
  options: AssetUploadOptions,
): UploadQueue {
  // Each item's create input as its first try sent it: a retry repeats it exactly (same clientMutationId).
  const inputs = new Map<string, NewAsset>();
  return new UploadQueue({
    create: async (file, { name, clientMutationId }) => {
      const input = inputs.get(clientMutationId) ?? {
        brandId: options.brandId(),
        name,
        byteSize: file.size,
        tags: options.tags(),
        clientMutationId,
      };
      inputs.set(clientMutationId, input);
      const { createAsset: created } = await createAsset(input);
      inputs.delete(clientMutationId);
      options.onChange();
      return { assetId: created.asset.id, form: uploadForm(created.uploadInfo, file) };
    },
    confirm: async (assetId) => {
      await confirmAssetUpload(assetId);
      options.onChange();
    },
  });
}
