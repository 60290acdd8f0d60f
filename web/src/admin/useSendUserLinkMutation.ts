import { graphql } from 'react-relay';
import type { useSendUserLinkMutation as SendUserLinkMutation } from '../__generated__/useSendUserLinkMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Mails the user a sign-in or password reset link in their language (admins). */
export const useSendUserLinkMutation = mutationHook<SendUserLinkMutation>(graphql`
  mutation useSendUserLinkMutation($input: SendUserLinkInput!) {
    sendUserLink(input: $input) {
      user {
        id
        suspended
        ...SessionsList_user
      }
    }
  }
`)((id: string, kind: 'login' | 'reset') => ({ variables: { input: { id, kind } } }));
