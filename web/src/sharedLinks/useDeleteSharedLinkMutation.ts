import { graphql } from 'react-relay';
import type { useDeleteSharedLinkMutation as DeleteSharedLinkMutation } from '../__generated__/useDeleteSharedLinkMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Revokes a link: it stops working at once, also for everyone who opened it. */
export const useDeleteSharedLinkMutation = mutationHook<DeleteSharedLinkMutation>(graphql`
  mutation useDeleteSharedLinkMutation($input: DeleteSharedLinkInput!) {
    deleteSharedLink(input: $input) {
      brand {
        id
        ...SharedLinksSettings_brand
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
