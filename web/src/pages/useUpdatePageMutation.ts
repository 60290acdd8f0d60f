import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  UpdatePageInput,
  useUpdatePageMutation as UpdatePageMutation,
  useUpdatePageMutation$data,
} from '../__generated__/useUpdatePageMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useUpdatePageMutation($input: UpdatePageInput!) {
    updatePage(input: $input) {
      page {
        id
        name
        slug
        url
        parent {
          id
        }
        textColor
        textColorElement
        backgroundColor
        backgroundColorElement
        updatedAt
        undo {
          canUndo
          canRedo
        }
      }
      brand {
        ...PageTree_brand
      }
    }
  }
`;

/**
 * Changes a page's settings (updatePage: name, address, parent, colours). The answer carries the
 * page and the brand's page tree, so the sidebar follows at once.
 */
export function useUpdatePageMutation(): (input: UpdatePageInput) => Promise<useUpdatePageMutation$data> {
  const commit = useCommit<UpdatePageMutation>(mutation);
  return useCallback((input) => commit({ input }), [commit]);
}
