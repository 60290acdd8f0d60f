import type { ElementChanges } from '@brandtrail/domain/pages/elements';
import { graphql } from 'react-relay';
import type {
  UpdateElementInput,
  useUpdateElementMutation as UpdateElementMutation,
} from '../../__generated__/useUpdateElementMutation.graphql';
import { mutationHook } from '../../relay/mutation';
import type { UpdateMark } from './store';

/** The element fields as UpdateElementInput takes them: rich text as a JSON string. */
function toInput(changes: ElementChanges): Omit<UpdateElementInput, 'pageId' | 'elementId'> {
  const { text, ...rest } = changes;
  // Headline and text hold a document (sent as JSON); a font element's sample is plain text.
  return text === undefined ? rest : { ...rest, text: typeof text === 'string' ? text : JSON.stringify(text) };
}

/**
 * Changes an element's fields (updateElement), marked as an accepted AI rewrite when it is one. The
 * answer carries the element (not the whole page) and the viewer's undo and redo.
 */
export const useUpdateElementMutation = mutationHook<UpdateElementMutation>(graphql`
  mutation useUpdateElementMutation($input: UpdateElementInput!) {
    updateElement(input: $input) {
      element {
        ...elementData_elements
      }
      page {
        ...elementAnswer_page @arguments(elements: false)
      }
    }
  }
`)((pageId: string, elementId: string, changes: ElementChanges, mark?: UpdateMark) => ({
  variables: { input: { pageId, elementId, ...toInput(changes), ...(mark?.aiAssisted ? { aiAssisted: true } : {}) } },
  answer: () => undefined,
}));
