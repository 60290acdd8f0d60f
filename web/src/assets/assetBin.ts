import { graphql } from 'react-relay';

/*
 * What deleting or restoring an asset answers: the asset (deleted or not) and the brand's tags and
 * Recently deleted, which the library shows (`useDeleteAssetMutation`, `useRestoreAssetMutation`).
 */

export const assetBinAssetFragment = graphql`
  fragment assetBin_asset on Asset {
    id
    name
    deletedAt
  }
`;

export const assetBinBrandFragment = graphql`
  fragment assetBin_brand on Brand {
    id
    assetTags
    ...DeletedAssets_brand
  }
`;
