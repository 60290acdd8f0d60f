import { graphql } from 'react-relay';
import type { useCreatePageMutation as CreatePageMutation } from '../__generated__/useCreatePageMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Creates a page (createPage). `clientMutationId`: one per page the user means to create, so that a
 * retry cannot make a second one. The answer carries the brand's page tree, so the sidebar follows
 * at once (spec section 4: page changes refresh the brand).
 */
export const useCreatePageMutation = mutationHook<CreatePageMutation>(graphql`
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
`)((input: { brandId: string; name: string; parentId: string | null; clientMutationId: string }) => ({ variables: { input } }));
