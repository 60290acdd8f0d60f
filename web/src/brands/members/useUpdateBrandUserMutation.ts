import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateBrandUserMutation as UpdateBrandUserMutation } from '../../__generated__/useUpdateBrandUserMutation.graphql';
import type { MemberRole } from './useMemberMutations';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

/** Changes a member's role (also "make owner" and stepping down). */
export function useUpdateBrandUserMutation(): [
  (id: string, role: MemberRole, callbacks: MemberCallbacks<unknown>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateBrandUserMutation>(graphql`
    mutation useUpdateBrandUserMutation($input: UpdateBrandUserInput!) {
      updateBrandUser(input: $input) {
        brandUser {
          id
          role
        }
        brand {
          id
          userRole
          ...UsersSettings_members
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, role: MemberRole, callbacks: MemberCallbacks<unknown>) =>
      void commit({ variables: { input: { id, role } }, ...relayCallbacks((r) => r.updateBrandUser, callbacks) }),
    [commit],
  );
  return [update, isInFlight];
}
