import { graphql } from 'react-relay';
import type { useRestoreElementMutation as RestoreMutation } from '../../__generated__/useRestoreElementMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** Brings a deleted element back where it was; the page's answer shows it at once. */
export const useRestoreElementMutation = mutationHook<RestoreMutation>(graphql`
  mutation useRestoreElementMutation($input: RestoreElementInput!) {
    restoreElement(input: $input) {
      page {
        id
        ...PageRoute_page
        ...DeletedElements_page
      }
    }
  }
`)((pageId: string, elementId: string) => ({ variables: { input: { pageId, elementId } }, answer: () => undefined }));
