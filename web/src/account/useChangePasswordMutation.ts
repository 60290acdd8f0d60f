import { graphql } from 'react-relay';
import type { useChangePasswordMutation as ChangePasswordMutation } from '../__generated__/useChangePasswordMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** A new password, given the current one; the other sessions end, so the list of them is asked again. */
export const useChangePasswordMutation = mutationHook<ChangePasswordMutation>(graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      viewer {
        id
        ...SessionsList_user
      }
    }
  }
`)((currentPassword: string, newPassword: string) => ({ variables: { input: { currentPassword, newPassword } } }));
