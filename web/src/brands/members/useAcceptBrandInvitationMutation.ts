import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAcceptBrandInvitationMutation as AcceptMutation } from '../../__generated__/useAcceptBrandInvitationMutation.graphql';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

/** Accepts an invitation with its link's token; answers the brand's address. */
export function useAcceptBrandInvitationMutation(): [
  (token: string, callbacks: MemberCallbacks<{ slug: string }>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AcceptMutation>(graphql`
    mutation useAcceptBrandInvitationMutation($input: AcceptBrandInvitationInput!) {
      acceptBrandInvitation(input: $input) {
        brand {
          id
          slug
          userRole
        }
      }
    }
  `);
  const accept = useCallback(
    (token: string, callbacks: MemberCallbacks<{ slug: string }>) =>
      void commit({ variables: { input: { token } }, ...relayCallbacks((r) => r.acceptBrandInvitation.brand, callbacks) }),
    [commit],
  );
  return [accept, isInFlight];
}
