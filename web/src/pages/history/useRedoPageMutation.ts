import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRedoPageMutation as RedoMutation } from '../../__generated__/useRedoPageMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

/** Redoes the viewer's newest undone step on the page; answers how many changes were left alone. */
export function useRedoPageMutation(): (pageId: string) => Promise<{ skipped: number }> {
  const [commit] = useMutation<RedoMutation>(graphql`
    mutation useRedoPageMutation($input: RedoPageInput!) {
      redoPage(input: $input) {
        skipped
        page {
          id
          ...PageRoute_page
        }
      }
    }
  `);
  return useCallback(async (pageId: string) => (await commitAsPromise(commit, { input: { id: pageId } })).redoPage, [commit]);
}
