import type { ElementType } from '@brandtrail/domain/pages/elements';
import { graphql } from 'react-relay';
import type { useCreateElementMutation as CreateElementMutation } from '../../__generated__/useCreateElementMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/**
 * Creates an element on a page after `afterId` (null: first), with the id the editor gave it;
 * answers the element's id. The answer carries the page's elements and the viewer's undo and redo.
 */
export const useCreateElementMutation = mutationHook<CreateElementMutation>(graphql`
  mutation useCreateElementMutation($input: CreateElementInput!) {
    createElement(input: $input) {
      element {
        elementId
      }
      page {
        ...elementAnswer_page
      }
    }
  }
`)((pageId: string, { type, elementId, afterId }: { type: ElementType; elementId: string; afterId: string | null }) => ({
  variables: { input: { pageId, type, elementId, ...(afterId ? { afterId } : { index: 0 }) } },
  answer: (response) => response.createElement.element.elementId,
}));
