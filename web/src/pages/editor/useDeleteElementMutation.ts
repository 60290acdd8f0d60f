import { graphql } from 'react-relay';
import type { useDeleteElementMutation as DeleteElementMutation } from '../../__generated__/useDeleteElementMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/**
 * Deletes an element (deleteElement; without `force` the server refuses one that others show);
 * answers the page's version (updatedAt) right after the delete.
 */
export const useDeleteElementMutation = mutationHook<DeleteElementMutation>(graphql`
  mutation useDeleteElementMutation($input: DeleteElementInput!) {
    deleteElement(input: $input) {
      page {
        updatedAt
        ...elementAnswer_page
      }
    }
  }
`)((pageId: string, elementId: string, force: boolean) => ({
  variables: { input: { pageId, id: elementId, force } },
  answer: (response) => response.deleteElement.page.updatedAt,
}));
