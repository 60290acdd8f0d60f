import { graphql } from 'react-relay';
import type { useDeleteBrandUserMutation as DeleteBrandUserMutation } from '../../__generated__/useDeleteBrandUserMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/**
 * Removes a member, withdraws an invitation, or leaves the brand (the viewer's own row). The
 * answer's brand is null when the viewer left and may no longer read it.
 */
export const useDeleteBrandUserMutation = mutationHook<DeleteBrandUserMutation>(graphql`
  mutation useDeleteBrandUserMutation($input: DeleteBrandUserInput!) {
    deleteBrandUser(input: $input) {
      deletedBrandUserId
      brand {
        id
        userRole
        ...UsersSettings_members
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
