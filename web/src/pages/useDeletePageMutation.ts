import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useDeletePageMutation as DeletePageMutation,
  useDeletePageMutation$data,
} from '../__generated__/useDeletePageMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useDeletePageMutation($input: DeletePageInput!) {
    deletePage(input: $input) {
      page {
        id
        deletedAt
      }
      brand {
        ...PageTree_brand
      }
    }
  }
`;

/** Moves a page to Recently deleted (deletePage); the answer carries the brand's page tree. */
export function useDeletePageMutation(): (id: string) => Promise<useDeletePageMutation$data> {
  const commit = useCommit<DeletePageMutation>(mutation);
  return useCallback((id) => commit({ input: { id } }), [commit]);
}
