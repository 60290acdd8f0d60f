import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useConfirmAssetUploadMutation as ConfirmAssetUploadMutation,
  useConfirmAssetUploadMutation$data,
} from '../__generated__/useConfirmAssetUploadMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useConfirmAssetUploadMutation($input: ConfirmAssetUploadInput!) {
    confirmAssetUpload(input: $input) {
      asset {
        id
        ...AssetCard_asset
      }
    }
  }
`;

/** Says that an asset's file has arrived in storage (confirmAssetUpload): its processing starts. */
export function useConfirmAssetUploadMutation(): (id: string) => Promise<useConfirmAssetUploadMutation$data> {
  const commit = useCommit<ConfirmAssetUploadMutation>(mutation);
  return useCallback((id) => commit({ input: { id } }), [commit]);
}
