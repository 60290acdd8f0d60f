import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { assetMutationsConfirmMutation } from '../__generated__/assetMutationsConfirmMutation.graphql';
import type { assetMutationsCreateMutation } from '../__generated__/assetMutationsCreateMutation.graphql';
import type { assetMutationsDeleteMutation } from '../__generated__/assetMutationsDeleteMutation.graphql';
import type { assetMutationsRestoreMutation } from '../__generated__/assetMutationsRestoreMutation.graphql';
import type { assetMutationsUpdateMutation } from '../__generated__/assetMutationsUpdateMutation.graphql';
import { commit } from '../relay/commit';

/*
 * Asset mutations (createAsset, confirmAssetUpload, updateAsset, deleteAsset, restoreAsset). Their
 * answers update the normalised records (the asset, the brand's tags and deleted list); lists that
 * depend on a search or tag are fetched again by the screen (AssetsRoute's `refresh`).
 */

export function createAsset(
  environment: Environment,
  input: { brandId: string; name: string; byteSize: number; tags: string[] | null; clientMutationId: string },
) {
  return commit<assetMutationsCreateMutation>(
    environment,
    graphql`
      mutation assetMutationsCreateMutation($input: CreateAssetInput!) {
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
    `,
    { input },
  );
}

export function confirmAssetUpload(environment: Environment, id: string) {
  return commit<assetMutationsConfirmMutation>(
    environment,
    graphql`
      mutation assetMutationsConfirmMutation($input: ConfirmAssetUploadInput!) {
        confirmAssetUpload(input: $input) {
          asset {
            id
            ...AssetCard_asset
          }
        }
      }
    `,
    { input: { id } },
  );
}

export function updateAsset(environment: Environment, input: { id: string; name?: string; tags?: readonly string[] }) {
  return commit<assetMutationsUpdateMutation>(
    environment,
    graphql`
      mutation assetMutationsUpdateMutation($input: UpdateAssetInput!) {
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
    `,
    { input: { ...input, tags: input.tags ? [...input.tags] : undefined } },
  );
}

export function deleteAsset(environment: Environment, id: string, force = false) {
  return commit<assetMutationsDeleteMutation>(
    environment,
    graphql`
      mutation assetMutationsDeleteMutation($input: DeleteAssetInput!) {
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
    `,
    { input: { id, force } },
  );
}

export function restoreAsset(environment: Environment, id: string) {
  return commit<assetMutationsRestoreMutation>(
    environment,
    graphql`
      mutation assetMutationsRestoreMutation($input: RestoreAssetInput!) {
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
    `,
    { input: { id } },
  );
}
