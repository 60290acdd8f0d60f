import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useDeleteAssetMutation as DeleteAssetMutation,
  useDeleteAssetMutation$data,
} from '../__generated__/useDeleteAssetMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useDeleteAssetMutation($input: DeleteAssetInput!) {
    deleteAsset(input: $input) {
      deletedAssetId
      asset {
        id
        name
        deletedAt
      }
      brand {
        id
        assetTags
        ...DeletedAssets_brand
      }
    }
  }
`;

/**
 * Moves an asset to Recently deleted (deleteAsset; without `force` the server refuses one in use).
 * The answer updates the brand's tags and its Recently deleted.
 */
export function useDeleteAssetMutation(): (id: string, force?: boolean) => Promise<useDeleteAssetMutation$data> {
  const commit = useCommit<DeleteAssetMutation>(mutation);
  return useCallback((id, force = false) => commit({ input: { id, force } }), [commit]);
}
