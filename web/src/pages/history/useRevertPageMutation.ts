import { graphql } from 'react-relay';
import type { useRevertPageMutation as RevertMutation } from '../../__generated__/useRevertPageMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** Restores the page's content to a moment (HistoryEntry.at), as one step of the viewer's. */
export const useRevertPageMutation = mutationHook<RevertMutation>(graphql`
  mutation useRevertPageMutation($input: RevertPageInput!) {
    revertPage(input: $input) {
      page {
        id
        ...PageRoute_page
      }
    }
  }
`)((pageId: string, at: string) => ({ variables: { input: { id: pageId, at } }, answer: () => undefined }));
