import type { ElementType } from '@brandtrail/domain/pages/elements';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateElementMutation as CreateElementMutation } from '../../__generated__/useCreateElementMutation.graphql';
import { useCommit } from '../../relay/commit';

const mutation = graphql`
  mutation useCreateElementMutation($input: CreateElementInput!) {
    createElement(input: $input) {
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
 * Creates an element on a page after `afterId` (null: first), with the id the editor gave it;
 * answers the element's id. The answer carries the page's elements and the viewer's undo and redo.
 */
export function useCreateElementMutation(): (
  pageId: string,
  input: { type: ElementType; elementId: string; afterId: string | null },
) => Promise<string> {
  const commit = useCommit<CreateElementMutation>(mutation);
  return useCallback(
    async (pageId, { type, elementId, afterId }) => {
      const position = afterId ? { afterId } : { index: 0 };
      const response = await commit({ input: { pageId, type, elementId, ...position } });
      return response.createElement.element.elementId;
    },
    [commit],
  );
}
