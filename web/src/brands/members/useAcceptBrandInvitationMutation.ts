import { graphql } from 'react-relay';
import type { useAcceptBrandInvitationMutation as AcceptMutation } from '../../__generated__/useAcceptBrandInvitationMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** Accepts an invitation with its link's token; answers the brand (its address). */
export const useAcceptBrandInvitationMutation = mutationHook<AcceptMutation>(graphql`
  mutation useAcceptBrandInvitationMutation($input: AcceptBrandInvitationInput!) {
    acceptBrandInvitation(input: $input) {
      brand {
        id
        slug
        userRole
      }
    }
  }
`)((token: string) => ({ variables: { input: { token } }, answer: (r) => r.acceptBrandInvitation.brand }));
