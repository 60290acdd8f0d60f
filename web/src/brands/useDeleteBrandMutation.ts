import { graphql } from 'react-relay';
import type { useDeleteBrandMutation as DeleteBrandMutation } from '../__generated__/useDeleteBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';
import { brandListConnectionId, changeDeletedBrands } from './connections';

/**
 * Deletes a brand (owners only): it leaves the home page's list and joins the deleted brands, from
 * where it can be restored.
 */
export const useDeleteBrandMutation = mutationHook<DeleteBrandMutation>(graphql`
  mutation useDeleteBrandMutation($input: DeleteBrandInput!, $connections: [ID!]!) {
    deleteBrand(input: $input) {
      deletedBrandId @deleteEdge(connections: $connections)
      brand {
        ...DeletedBrands_brand @relay(mask: false)
      }
    }
  }
`)((brandId: string) => ({
  variables: { input: { id: brandId } },
  connections: [brandListConnectionId()],
  updater: (store, data) => {
    const brand = data?.deleteBrand ? store.get(data.deleteBrand.brand.id) : null;
    if (brand)
      changeDeletedBrands(store, (deleted) =>
        deleted.some((r) => r?.getDataID() === brand.getDataID()) ? deleted : [brand, ...deleted],
      );
  },
}));
