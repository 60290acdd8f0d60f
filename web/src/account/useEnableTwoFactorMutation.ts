import { graphql } from 'react-relay';
import type { useEnableTwoFactorMutation as EnableTwoFactorMutation } from '../__generated__/useEnableTwoFactorMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Turns two-factor sign-in on with a code of the new secret; answers the ten recovery codes. */
export const useEnableTwoFactorMutation = mutationHook<EnableTwoFactorMutation>(graphql`
  mutation useEnableTwoFactorMutation($input: EnableTwoFactorInput!) {
    enableTwoFactor(input: $input) {
      recoveryCodes
      viewer {
        id
        ...TwoFactorSection_user
      }
    }
  }
`)((code: string) => ({ variables: { input: { code } }, answer: (r) => r.enableTwoFactor.recoveryCodes }));
