import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResendBrandInvitationMutation as ResendBrandInvitationMutation } from '../../__generated__/useResendBrandInvitationMutation.graphql';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

/** Mails an invitation again (same link). */
export function useResendBrandInvitationMutation(): [(id: string, callbacks: MemberCallbacks<unknown>) => void, boolean] {
  const [commit, isInFlight] = useMutation<ResendBrandInvitationMutation>(graphql`
    mutation useResendBrandInvitationMutation($input: ResendBrandInvitationInput!) {
      resendBrandInvitation(input: $input) {
        brandUser {
          id
          invitedAt
        }
      }
    }
  `);
  const resend = useCallback(
    (id: string, callbacks: MemberCallbacks<unknown>) =>
      void commit({ variables: { input: { id } }, ...relayCallbacks((r) => r.resendBrandInvitation, callbacks) }),
    [commit],
  );
  return [resend, isInFlight];
}
