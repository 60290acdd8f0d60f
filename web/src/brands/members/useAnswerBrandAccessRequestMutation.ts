import { graphql } from 'react-relay';
import type { useAnswerBrandAccessRequestMutation as AnswerMutation } from '../../__generated__/useAnswerBrandAccessRequestMutation.graphql';
import { mutationHook } from '../../relay/mutation';
import type { MemberRole } from './useMemberMutations';

/** Approves an access request with a role, or declines it (role null). */
export const useAnswerBrandAccessRequestMutation = mutationHook<AnswerMutation>(graphql`
  mutation useAnswerBrandAccessRequestMutation($input: AnswerBrandAccessRequestInput!) {
    answerBrandAccessRequest(input: $input) {
      deletedAccessRequestId
      brand {
        id
        ...UsersSettings_members
      }
    }
  }
`)((id: string, role: MemberRole | null) => ({ variables: { input: { id, approve: role !== null, role } } }));
