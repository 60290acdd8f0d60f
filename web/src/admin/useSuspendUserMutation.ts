import { graphql } from 'react-relay';
import type { useSuspendUserMutation as SuspendUserMutation } from '../__generated__/useSuspendUserMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Suspends the user for a reason (admins): every session ends, log-in is refused. */
export const useSuspendUserMutation = mutationHook<SuspendUserMutation>(graphql`
  mutation useSuspendUserMutation($input: SuspendUserInput!) {
    suspendUser(input: $input) {
      user {
        id
        suspended
        ...SessionsList_user
      }
    }
  }
`)((id: string, reason: string) => ({ variables: { input: { id, reason } } }));
