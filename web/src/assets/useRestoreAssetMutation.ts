import { graphql } from 'react-relay';
import type { useRestoreAssetMutation as RestoreAssetMutation } from '../__generated__/useRestoreAssetMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Brings an asset back from Recently deleted (restoreAsset); the answer updates the brand's tags and that list. */
export const useRestoreAssetMutation = mutationHook<RestoreAssetMutation>(graphql`
  mutation useRestoreAssetMutation($input: RestoreAssetInput!) {
    restoreAsset(input: $input) {
      asset {
        ...assetBin_asset
      }
      brand {
        ...assetBin_brand
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
