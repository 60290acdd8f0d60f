import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useUpdateAssetMutation as UpdateAssetMutation,
  useUpdateAssetMutation$data,
} from '../__generated__/useUpdateAssetMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useUpdateAssetMutation($input: UpdateAssetInput!) {
    updateAsset(input: $input) {
      asset {
        id
        ...AssetCard_asset
        ...AssetDetailRoute_asset
      }
      brand {
        id
        assetTags
      }
    }
  }
`;

/**
 * Renames an asset or replaces its tags (updateAsset). The answer updates the asset's card and
 * detail and the brand's tags; lists filtered by a search or tag are read again by the screen.
 */
export function useUpdateAssetMutation(): (input: {
  id: string;
  name?: string;
  tags?: readonly string[];
}) => Promise<useUpdateAssetMutation$data> {
  const commit = useCommit<UpdateAssetMutation>(mutation);
  return useCallback((input) => commit({ input: { ...input, tags: input.tags ? [...input.tags] : undefined } }), [commit]);
}
