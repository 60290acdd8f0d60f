import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useRestoreAssetMutation as RestoreAssetMutation,
  useRestoreAssetMutation$data,
} from '../__generated__/useRestoreAssetMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useRestoreAssetMutation($input: RestoreAssetInput!) {
    restoreAsset(input: $input) {
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

/** Brings an asset back from Recently deleted (restoreAsset); the answer updates the brand's tags and that list. */
export function useRestoreAssetMutation(): (id: string) => Promise<useRestoreAssetMutation$data> {
  const commit = useCommit<RestoreAssetMutation>(mutation);
  return useCallback((id) => commit({ input: { id } }), [commit]);
}
