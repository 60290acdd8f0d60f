import { graphql } from 'react-relay';
import type { useReinstateUserMutation as ReinstateUserMutation } from '../__generated__/useReinstateUserMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Lets a suspended user log in again (admins). */
export const useReinstateUserMutation = mutationHook<ReinstateUserMutation>(graphql`
  mutation useReinstateUserMutation($input: AdminUserInput!) {
    reinstateUser(input: $input) {
      user {
        id
        suspended
        ...SessionsList_user
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
