import { graphql } from 'react-relay';
import type { useRedoPageMutation as RedoMutation } from '../../__generated__/useRedoPageMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** Redoes the viewer's newest undone step on the page; answers how many changes were left alone. */
export const useRedoPageMutation = mutationHook<RedoMutation>(graphql`
  mutation useRedoPageMutation($input: RedoPageInput!) {
    redoPage(input: $input) {
      skipped
      page {
        id
        ...PageRoute_page
      }
    }
  }
`)((pageId: string) => ({ variables: { input: { id: pageId } }, answer: (r): { skipped: number } => r.redoPage }));
