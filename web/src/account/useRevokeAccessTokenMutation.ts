import { graphql } from 'react-relay';
import type { useRevokeAccessTokenMutation as RevokeAccessTokenMutation } from '../__generated__/useRevokeAccessTokenMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Revokes one of the person's access tokens: it stops working at once. */
export const useRevokeAccessTokenMutation = mutationHook<RevokeAccessTokenMutation>(graphql`
  mutation useRevokeAccessTokenMutation($input: RevokeAccessTokenInput!) {
    revokeAccessToken(input: $input) {
      viewer {
        id
        ...AccessTokensSection_user
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
