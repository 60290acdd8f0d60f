import type { ElementChanges } from '@brandtrail/domain/pages/elements';
import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { commit } from '../../relay/commit';
import type { transportCreateMutation } from '../../__generated__/transportCreateMutation.graphql';
import type { transportDeleteMutation } from '../../__generated__/transportDeleteMutation.graphql';
import type { transportDuplicateMutation } from '../../__generated__/transportDuplicateMutation.graphql';
import type { transportSortMutation } from '../../__generated__/transportSortMutation.graphql';
import type { transportUpdateMutation, UpdateElementInput } from '../../__generated__/transportUpdateMutation.graphql';
import type { ElementTransport } from './store';

/*
 * The editor store's server calls as Relay mutations. Their answers update Relay's store (the
 * changed element, the page's element list), which flows back into the editor store as the
 * server's version. Answers carry only what changed, not the whole page, and the viewer's undo and
 * redo there (each change is a step of theirs).
 */

const createMutation = graphql`
  mutation transportCreateMutation($input: CreateElementInput!) {
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

const duplicateMutation = graphql`
  mutation transportDuplicateMutation($input: DuplicateElementInput!) {
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

const updateMutation = graphql`
  mutation transportUpdateMutation($input: UpdateElementInput!) {
    updateElement(input: $input) {
      element {
        ...elementData_elements
      }
      page {
        id
        updatedAt
        undo {
          canUndo
          canRedo
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation transportDeleteMutation($input: DeleteElementInput!) {
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

const sortMutation = graphql`
  mutation transportSortMutation($input: SortElementsPageInput!) {
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

/** The element fields as UpdateElementInput takes them: rich text as a JSON string. */
function toInput(changes: ElementChanges): Omit<UpdateElementInput, 'pageId' | 'elementId'> {
  const { text, ...rest } = changes;
  // Headline and text hold a document (sent as JSON); a font element's sample is plain text.
  return text === undefined ? rest : { ...rest, text: typeof text === 'string' ? text : JSON.stringify(text) };
}

export function relayTransport(environment: Environment, pageId: string): ElementTransport {
  return {
    create: async ({ type, elementId, afterId }) => {
      const position = afterId ? { afterId } : { index: 0 };
      const response = await commit<transportCreateMutation>(environment, createMutation, {
        input: { pageId, type, elementId, ...position },
      });
      return response.createElement.element.elementId;
    },
    duplicate: async ({ sourceId, elementId }) => {
      const response = await commit<transportDuplicateMutation>(environment, duplicateMutation, {
        input: { pageId, elementId: sourceId, newElementId: elementId },
      });
      return response.duplicateElement.element.elementId;
    },
    update: async (id, changes, mark) => {
      await commit<transportUpdateMutation>(environment, updateMutation, {
        input: { pageId, elementId: id, ...toInput(changes), ...(mark?.aiAssisted ? { aiAssisted: true } : {}) },
      });
    },
    remove: async (id, force) => {
      const response = await commit<transportDeleteMutation>(environment, deleteMutation, { input: { pageId, id, force } });
      return response.deleteElement.page.updatedAt;
    },
    sort: async (order) => {
      await commit<transportSortMutation>(environment, sortMutation, { input: { id: pageId, elementsOrder: order } });
    },
  };
}
