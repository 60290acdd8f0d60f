import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useRestorePageMutation as RestorePageMutation,
  useRestorePageMutation$data,
} from '../__generated__/useRestorePageMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useRestorePageMutation($input: RestorePageInput!) {
    restorePage(input: $input) {
      page {
        id
        name
        slug
        deletedAt
      }
      brand {
        ...PageTree_brand
      }
    }
  }
`;

/** Brings a page back from Recently deleted (restorePage); the answer carries the brand's page tree. */
export function useRestorePageMutation(): (id: string) => Promise<useRestorePageMutation$data> {
  const commit = useCommit<RestorePageMutation>(mutation);
  return useCallback((id) => commit({ input: { id } }), [commit]);
}
