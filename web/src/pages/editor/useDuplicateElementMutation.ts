import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDuplicateElementMutation as DuplicateElementMutation } from '../../__generated__/useDuplicateElementMutation.graphql';
import { useCommit } from '../../relay/commit';

const mutation = graphql`
  mutation useDuplicateElementMutation($input: DuplicateElementInput!) {
    duplicateElement(input: $input) {
      element {
        elementId
      }
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
 * Copies an element (`sourceId`) right after it, with the id the editor gave the copy; answers the
 * copy's id. The answer carries the page's elements and the viewer's undo and redo.
 */
export function useDuplicateElementMutation(): (
  pageId: string,
  input: { sourceId: string; elementId: string },
) => Promise<string> {
  const commit = useCommit<DuplicateElementMutation>(mutation);
  return useCallback(
    async (pageId, { sourceId, elementId }) => {
      const response = await commit({ input: { pageId, elementId: sourceId, newElementId: elementId } });
      return response.duplicateElement.element.elementId;
    },
    [commit],
  );
}
