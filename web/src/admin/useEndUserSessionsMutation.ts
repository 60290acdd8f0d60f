import { graphql } from 'react-relay';
import type { useEndUserSessionsMutation as EndUserSessionsMutation } from '../__generated__/useEndUserSessionsMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Logs every browser of the user out (admins). */
export const useEndUserSessionsMutation = mutationHook<EndUserSessionsMutation>(graphql`
  mutation useEndUserSessionsMutation($input: AdminUserInput!) {
    endUserSessions(input: $input) {
      user {
        id
        suspended
        ...SessionsList_user
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
