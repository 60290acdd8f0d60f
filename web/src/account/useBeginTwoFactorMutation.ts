import { graphql } from 'react-relay';
import type { useBeginTwoFactorMutation as BeginTwoFactorMutation } from '../__generated__/useBeginTwoFactorMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** A new secret for an authenticator app and its QR code (nothing changes for log-in yet). */
export const useBeginTwoFactorMutation = mutationHook<BeginTwoFactorMutation>(graphql`
  mutation useBeginTwoFactorMutation($input: BeginTwoFactorInput!) {
    beginTwoFactor(input: $input) {
      setup {
        secret
        uri
        qrCode
      }
    }
  }
`)(() => ({ variables: { input: {} }, answer: (r) => r.beginTwoFactor.setup }));
