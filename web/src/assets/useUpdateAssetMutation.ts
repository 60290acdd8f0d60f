import { graphql } from 'react-relay';
import type { useUpdateAssetMutation as UpdateAssetMutation } from '../__generated__/useUpdateAssetMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Renames an asset or replaces its tags (updateAsset). The answer updates the asset's card and
 * detail and the brand's tags; lists filtered by a search or tag are read again by the screen.
 */
export const useUpdateAssetMutation = mutationHook<UpdateAssetMutation>(graphql`
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
`)((input: { id: string; name?: string; tags?: readonly string[] }) => ({
  variables: { input: { ...input, tags: input.tags ? [...input.tags] : undefined } },
}));
