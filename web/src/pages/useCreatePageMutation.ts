import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useCreatePageMutation as CreatePageMutation,
  useCreatePageMutation$data,
} from '../__generated__/useCreatePageMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useCreatePageMutation($input: CreatePageInput!) {
    createPage(input: $input) {
      page {
        id
        slug
        name
      }
      brand {
        ...PageTree_brand
      }
    }
  }
`;

/**
 * Creates a page (createPage). `clientMutationId`: one per page the user means to create, so that a
 * retry cannot make a second one. The answer carries the brand's page tree, so the sidebar follows
 * at once (spec section 4: page changes refresh the brand).
 */
export function useCreatePageMutation(): (input: {
  brandId: string;
  name: string;
  parentId: string | null;
  clientMutationId: string;
}) => Promise<useCreatePageMutation$data> {
  const commit = useCommit<CreatePageMutation>(mutation);
  return useCallback((input) => commit({ input }), [commit]);
}
