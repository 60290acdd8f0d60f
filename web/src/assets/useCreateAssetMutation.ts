import { graphql } from 'react-relay';
import type { useCreateAssetMutation as CreateAssetMutation } from '../__generated__/useCreateAssetMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** A new asset: its name, size and tags; `clientMutationId` one per file, so that a retry answers the first try's asset. */
export interface NewAsset {
  brandId: string;
  name: string;
  byteSize: number;
  tags: string[] | null;
  clientMutationId: string;
}

/**
 * Makes an asset waiting for its file (createAsset); answers it with the form to post the file to
 * storage with (then `useConfirmAssetUploadMutation`).
 */
export const useCreateAssetMutation = mutationHook<CreateAssetMutation>(graphql`
  mutation useCreateAssetMutation($input: CreateAssetInput!) {
    createAsset(input: $input) {
      asset {
        id
        ...AssetCard_asset
      }
      uploadInfo {
        action
        method
        fields {
          name
          value
        }
      }
    }
  }
`)((input: NewAsset) => ({ variables: { input } }));
