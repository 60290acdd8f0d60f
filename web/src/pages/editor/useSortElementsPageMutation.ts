import { graphql } from 'react-relay';
import type { useSortElementsPageMutation as SortElementsPageMutation } from '../../__generated__/useSortElementsPageMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** Puts a page's elements in this order (sortElementsPage, the whole order). */
export const useSortElementsPageMutation = mutationHook<SortElementsPageMutation>(graphql`
  mutation useSortElementsPageMutation($input: SortElementsPageInput!) {
    sortElementsPage(input: $input) {
      page {
        ...elementAnswer_page
      }
    }
  }
`)((pageId: string, order: string[]) => ({
  variables: { input: { id: pageId, elementsOrder: order } },
  answer: () => undefined,
}));
