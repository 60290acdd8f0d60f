import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUndoPageMutation as UndoMutation } from '../../__generated__/useUndoPageMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

/**
 * Undoes the viewer's newest step on the page; answers how many changes were left alone because
 * someone else changed them since. The answer's page flows into the editor's store.
 */
export function useUndoPageMutation(): (pageId: string) => Promise<{ skipped: number }> {
  const [commit] = useMutation<UndoMutation>(graphql`
    mutation useUndoPageMutation($input: UndoPageInput!) {
      undoPage(input: $input) {
        skipped
        page {
          id
          ...PageRoute_page
        }
      }
    }
  `);
  return useCallback(async (pageId: string) => (await commitAsPromise(commit, { input: { id: pageId } })).undoPage, [commit]);
}
