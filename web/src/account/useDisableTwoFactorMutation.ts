import { graphql } from 'react-relay';
import type { useDisableTwoFactorMutation as DisableTwoFactorMutation } from '../__generated__/useDisableTwoFactorMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Turns two-factor sign-in off, given the password. */
export const useDisableTwoFactorMutation = mutationHook<DisableTwoFactorMutation>(graphql`
  mutation useDisableTwoFactorMutation($input: PasswordInput!) {
    disableTwoFactor(input: $input) {
      viewer {
        id
        ...TwoFactorSection_user
      }
    }
  }
`)((password: string) => ({ variables: { input: { password } } }));
