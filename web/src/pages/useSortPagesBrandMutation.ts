import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useSortPagesBrandMutation as SortPagesBrandMutation,
  useSortPagesBrandMutation$data,
} from '../__generated__/useSortPagesBrandMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useSortPagesBrandMutation($input: SortPagesBrandInput!) {
    sortPagesBrand(input: $input) {
      brand {
        ...PageTree_brand
      }
    }
  }
`;

/** Puts the brand's pages in this order (sortPagesBrand, the whole order); the answer carries the page tree. */
export function useSortPagesBrandMutation(): (brandId: string, pagesOrder: string[]) => Promise<useSortPagesBrandMutation$data> {
  const commit = useCommit<SortPagesBrandMutation>(mutation);
  return useCallback((brandId, pagesOrder) => commit({ input: { id: brandId, pagesOrder } }), [commit]);
}
