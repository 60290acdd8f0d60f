import { graphql } from 'react-relay';
import type { useUndoPageMutation as UndoMutation } from '../../__generated__/useUndoPageMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/**
 * Undoes the viewer's newest step on the page; answers how many changes were left alone because
 * someone else changed them since. The answer's page flows into the editor's store.
 */
export const useUndoPageMutation = mutationHook<UndoMutation>(graphql`
  mutation useUndoPageMutation($input: UndoPageInput!) {
    undoPage(input: $input) {
      skipped
      page {
        id
        ...PageRoute_page
      }
    }
  }
`)((pageId: string) => ({ variables: { input: { id: pageId } }, answer: (r): { skipped: number } => r.undoPage }));
