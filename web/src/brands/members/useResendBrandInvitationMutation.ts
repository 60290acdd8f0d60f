import { graphql } from 'react-relay';
import type { useResendBrandInvitationMutation as ResendBrandInvitationMutation } from '../../__generated__/useResendBrandInvitationMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** Mails an invitation again (same link). */
export const useResendBrandInvitationMutation = mutationHook<ResendBrandInvitationMutation>(graphql`
  mutation useResendBrandInvitationMutation($input: ResendBrandInvitationInput!) {
    resendBrandInvitation(input: $input) {
      brandUser {
        id
        invitedAt
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
