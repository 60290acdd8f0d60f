import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteElementMutation as DeleteElementMutation } from '../../__generated__/useDeleteElementMutation.graphql';
import { useCommit } from '../../relay/commit';

const mutation = graphql`
  mutation useDeleteElementMutation($input: DeleteElementInput!) {
    deleteElement(input: $input) {
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

/**
 * Deletes an element (deleteElement; without `force` the server refuses one that others show);
 * answers the page's version (updatedAt) right after the delete.
 */
export function useDeleteElementMutation(): (pageId: string, elementId: string, force: boolean) => Promise<string> {
  const commit = useCommit<DeleteElementMutation>(mutation);
  return useCallback(
    async (pageId, elementId, force) => {
      const response = await commit({ input: { pageId, id: elementId, force } });
      return response.deleteElement.page.updatedAt;
    },
    [commit],
  );
}
