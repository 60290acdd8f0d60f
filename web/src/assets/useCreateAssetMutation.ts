import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useCreateAssetMutation as CreateAssetMutation,
  useCreateAssetMutation$data,
} from '../__generated__/useCreateAssetMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
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
`;

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
export function useCreateAssetMutation(): (input: NewAsset) => Promise<useCreateAssetMutation$data> {
  const commit = useCommit<CreateAssetMutation>(mutation);
  return useCallback((input) => commit({ input }), [commit]);
}
