import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteBrandUserMutation as DeleteBrandUserMutation } from '../../__generated__/useDeleteBrandUserMutation.graphql';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

/**
 * Removes a member, withdraws an invitation, or leaves the brand (the viewer's own row). The
 * answer's brand is null when the viewer left and may no longer read it.
 */
export function useDeleteBrandUserMutation(): [(id: string, callbacks: MemberCallbacks<unknown>) => void, boolean] {
  const [commit, isInFlight] = useMutation<DeleteBrandUserMutation>(graphql`
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
  `);
  const remove = useCallback(
    (id: string, callbacks: MemberCallbacks<unknown>) =>
      void commit({ variables: { input: { id } }, ...relayCallbacks((r) => r.deleteBrandUser, callbacks) }),
    [commit],
  );
  return [remove, isInFlight];
}
