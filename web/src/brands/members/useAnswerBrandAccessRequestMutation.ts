import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAnswerBrandAccessRequestMutation as AnswerMutation } from '../../__generated__/useAnswerBrandAccessRequestMutation.graphql';
import type { MemberRole } from './useMemberMutations';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

/** Approves an access request with a role, or declines it (role null). */
export function useAnswerBrandAccessRequestMutation(): [
  (id: string, role: MemberRole | null, callbacks: MemberCallbacks<unknown>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AnswerMutation>(graphql`
    mutation useAnswerBrandAccessRequestMutation($input: AnswerBrandAccessRequestInput!) {
      answerBrandAccessRequest(input: $input) {
        deletedAccessRequestId
        brand {
          id
          ...UsersSettings_members
        }
      }
    }
  `);
  const answer = useCallback(
    (id: string, role: MemberRole | null, callbacks: MemberCallbacks<unknown>) =>
      void commit({
        variables: { input: { id, approve: role !== null, role } },
        ...relayCallbacks((r) => r.answerBrandAccessRequest, callbacks),
      }),
    [commit],
  );
  return [answer, isInFlight];
}
