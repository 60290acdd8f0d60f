import { graphql } from 'react-relay';
import type {
  useRestoreBrandMutation as RestoreBrandMutation,
  useRestoreBrandMutation$data,
} from '../__generated__/useRestoreBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';
import { brandListConnectionId } from './connections';

export type RestoredBrand = useRestoreBrandMutation$data['restoreBrand']['brand'];

/** Brings a deleted brand back whole (spec, point 4): back into the list, out of the deleted ones. Answers the brand. */
export const useRestoreBrandMutation = mutationHook<RestoreBrandMutation>(graphql`
  mutation useRestoreBrandMutation($input: RestoreBrandInput!, $connections: [ID!]!) {
    restoreBrand(input: $input) {
      brandEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...BrandCard_brand
        }
      }
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
  updater: (store) => {
    const root = store.getRoot();
    const deleted = root.getLinkedRecords('deletedBrands');
    if (deleted)
      root.setLinkedRecords(
        deleted.filter((r) => r?.getDataID() !== brandId),
        'deletedBrands',
      );
  },
  answer: (response): RestoredBrand => response.restoreBrand.brand,
}));
