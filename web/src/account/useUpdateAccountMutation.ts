import { graphql } from 'react-relay';
import type { useUpdateAccountMutation as UpdateAccountMutation } from '../__generated__/useUpdateAccountMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** The person's display name ('' removes it); the store's viewer shows the new one. */
export const useUpdateAccountMutation = mutationHook<UpdateAccountMutation>(graphql`
  mutation useUpdateAccountMutation($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      viewer {
        id
        displayName
      }
    }
  }
`)((displayName: string) => ({ variables: { input: { displayName } } }));
