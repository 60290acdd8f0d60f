import { graphql } from 'react-relay';
import type {
  useRestoreBrandMutation as RestoreBrandMutation,
  useRestoreBrandMutation$data,
} from '../__generated__/useRestoreBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';
import { brandListConnectionId, changeDeletedBrands } from './connections';

export type RestoredBrand = useRestoreBrandMutation$data['restoreBrand']['brand'];

/** Brings a deleted brand back whole (spec, point 4): back into the list, out of the deleted ones. Answers the brand. */
export const useRestoreBrandMutation = mutationHook<RestoreBrandMutation>(graphql`
  mutation useRestoreBrandMutation($input: RestoreBrandInput!, $connections: [ID!]!) {
    restoreBrand(input: $input) {
      brandEdge @prependEdge(connections: $connections) {
        ...connections_brandEdge
      }
      brand {
        ...DeletedBrands_brand @relay(mask: false)
      }
    }
  }
`)((brandId: string) => ({
  variables: { input: { id: brandId } },
  connections: [brandListConnectionId()],
  updater: (store) => changeDeletedBrands(store, (deleted) => deleted.filter((r) => r?.getDataID() !== brandId)),
  answer: (response): RestoredBrand => response.restoreBrand.brand,
}));
