import { graphql } from 'react-relay';
import type { useCreateAccessTokenMutation as CreateAccessTokenMutation } from '../__generated__/useCreateAccessTokenMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** A personal access token for some or all of the person's brands; answers its secret, shown once. */
export const useCreateAccessTokenMutation = mutationHook<CreateAccessTokenMutation>(graphql`
  mutation useCreateAccessTokenMutation($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      viewer {
        id
        ...AccessTokensSection_user
      }
    }
  }
`)((name: string, brandIds: readonly string[] | null, expiresInDays: number | null) => ({
  variables: { input: { name, brandIds, expiresInDays } },
  answer: (r) => r.createAccessToken.token,
}));
