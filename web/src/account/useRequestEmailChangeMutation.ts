import { graphql } from 'react-relay';
import type { useRequestEmailChangeMutation as RequestEmailChangeMutation } from '../__generated__/useRequestEmailChangeMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Mails the link that makes `email` the account's address (given the password); answers the address it went to. */
export const useRequestEmailChangeMutation = mutationHook<RequestEmailChangeMutation>(graphql`
  mutation useRequestEmailChangeMutation($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      email
    }
  }
`)((email: string, password: string) => ({
  variables: { input: { email, password } },
  answer: (r) => r.requestEmailChange.email,
}));
