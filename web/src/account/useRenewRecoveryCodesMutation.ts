import { graphql } from 'react-relay';
import type { useRenewRecoveryCodesMutation as RenewRecoveryCodesMutation } from '../__generated__/useRenewRecoveryCodesMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Ten new recovery codes, given the password (the old ones stop working). */
export const useRenewRecoveryCodesMutation = mutationHook<RenewRecoveryCodesMutation>(graphql`
  mutation useRenewRecoveryCodesMutation($input: PasswordInput!) {
    renewRecoveryCodes(input: $input) {
      recoveryCodes
      viewer {
        id
        ...TwoFactorSection_user
      }
    }
  }
`)((password: string) => ({ variables: { input: { password } }, answer: (r) => r.renewRecoveryCodes.recoveryCodes }));
