import { graphql } from 'react-relay';
import type { useDeletePageMutation as DeletePageMutation } from '../__generated__/useDeletePageMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Moves a page to Recently deleted (deletePage); the answer carries the brand's page tree. */
export const useDeletePageMutation = mutationHook<DeletePageMutation>(graphql`
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
`)((id: string) => ({ variables: { input: { id } } }));
