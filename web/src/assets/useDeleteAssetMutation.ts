import { graphql } from 'react-relay';
import type { useDeleteAssetMutation as DeleteAssetMutation } from '../__generated__/useDeleteAssetMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Moves an asset to Recently deleted (deleteAsset; without `force` the server refuses one in use).
 * The answer updates the brand's tags and its Recently deleted.
 */
export const useDeleteAssetMutation = mutationHook<DeleteAssetMutation>(graphql`
  mutation useDeleteAssetMutation($input: DeleteAssetInput!) {
    deleteAsset(input: $input) {
      deletedAssetId
      asset {
        ...assetBin_asset
      }
      brand {
        ...assetBin_brand
      }
    }
  }
`)((id: string, force: boolean = false) => ({ variables: { input: { id, force } } }));
