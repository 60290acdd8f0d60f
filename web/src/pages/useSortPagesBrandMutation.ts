import { graphql } from 'react-relay';
import type { useSortPagesBrandMutation as SortPagesBrandMutation } from '../__generated__/useSortPagesBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Puts the brand's pages in this order (sortPagesBrand, the whole order); the answer carries the page tree. */
export const useSortPagesBrandMutation = mutationHook<SortPagesBrandMutation>(graphql`
  mutation useSortPagesBrandMutation($input: SortPagesBrandInput!) {
    sortPagesBrand(input: $input) {
      brand {
        ...PageTree_brand
      }
    }
  }
`)((brandId: string, pagesOrder: string[]) => ({ variables: { input: { id: brandId, pagesOrder } } }));
