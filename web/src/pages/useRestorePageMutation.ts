import { graphql } from 'react-relay';
import type { useRestorePageMutation as RestorePageMutation } from '../__generated__/useRestorePageMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Brings a page back from Recently deleted (restorePage); the answer carries the brand's page tree. */
export const useRestorePageMutation = mutationHook<RestorePageMutation>(graphql`
  mutation useRestorePageMutation($input: RestorePageInput!) {
    restorePage(input: $input) {
      page {
        id
        name
        slug
        deletedAt
      }
      brand {
        ...PageTree_brand
      }
    }
  }
`)((id: string) => ({ variables: { input: { id } } }));
