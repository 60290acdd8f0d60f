import { graphql } from 'react-relay';
import type { useConfirmAssetUploadMutation as ConfirmAssetUploadMutation } from '../__generated__/useConfirmAssetUploadMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Says that an asset's file has arrived in storage (confirmAssetUpload): its processing starts. */
export const useConfirmAssetUploadMutation = mutationHook<ConfirmAssetUploadMutation>(graphql`
  mutation useConfirmAssetUploadMutation($input: ConfirmAssetUploadInput!) {
    confirmAssetUpload(input: $input) {
      asset {
        id
        ...AssetCard_asset
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
