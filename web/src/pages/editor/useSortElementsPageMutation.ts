import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSortElementsPageMutation as SortElementsPageMutation } from '../../__generated__/useSortElementsPageMutation.graphql';
import { useCommit } from '../../relay/commit';

const mutation = graphql`
  mutation useSortElementsPageMutation($input: SortElementsPageInput!) {
    sortElementsPage(input: $input) {
      page {
        id
        updatedAt
        undo {
          canUndo
          canRedo
        }
        elements {
          ...elementData_elements
        }
      }
    }
  }
`;

/** Puts a page's elements in this order (sortElementsPage, the whole order). */
export function useSortElementsPageMutation(): (pageId: string, order: string[]) => Promise<void> {
  const commit = useCommit<SortElementsPageMutation>(mutation);
  return useCallback(
    async (pageId, order) => {
      await commit({ input: { id: pageId, elementsOrder: order } });
    },
    [commit],
  );
}
