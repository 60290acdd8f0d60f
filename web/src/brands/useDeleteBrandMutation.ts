import { graphql } from 'react-relay';
import type { useDeleteBrandMutation as DeleteBrandMutation } from '../__generated__/useDeleteBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';
import { brandListConnectionId } from './connections';

/**
 * Deletes a brand (owners only): it leaves the home page's list and joins the deleted brands, from
 * where it can be restored.
 */
export const useDeleteBrandMutation = mutationHook<DeleteBrandMutation>(graphql`
  mutation useDeleteBrandMutation($input: DeleteBrandInput!, $connections: [ID!]!) {
    deleteBrand(input: $input) {
      deletedBrandId @deleteEdge(connections: $connections)
      brand {
        id
        name
        slug
        deletedAt
      }
    }
  }
`)((brandId: string) => ({
  variables: { input: { id: brandId } },
  connections: [brandListConnectionId()],
  updater: (store, data) => {
    const brand = data?.deleteBrand ? store.get(data.deleteBrand.brand.id) : null;
    const root = store.getRoot();
    const deleted = root.getLinkedRecords('deletedBrands');
    if (brand && deleted && !deleted.some((r) => r?.getDataID() === brand.getDataID()))
      root.setLinkedRecords([brand, ...deleted], 'deletedBrands');
  },
}));
