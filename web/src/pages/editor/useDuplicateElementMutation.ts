import { graphql } from 'react-relay';
import type { useDuplicateElementMutation as DuplicateElementMutation } from '../../__generated__/useDuplicateElementMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/**
 * Copies an element (`sourceId`) right after it, with the id the editor gave the copy; answers the
 * copy's id. The answer carries the page's elements and the viewer's undo and redo.
 */
export const useDuplicateElementMutation = mutationHook<DuplicateElementMutation>(graphql`
  mutation useDuplicateElementMutation($input: DuplicateElementInput!) {
    duplicateElement(input: $input) {
      element {
        elementId
      }
      page {
        ...elementAnswer_page
      }
    }
  }
`)((pageId: string, { sourceId, elementId }: { sourceId: string; elementId: string }) => ({
  variables: { input: { pageId, elementId: sourceId, newElementId: elementId } },
  answer: (response) => response.duplicateElement.element.elementId,
}));
