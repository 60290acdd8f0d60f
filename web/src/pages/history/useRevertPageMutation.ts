import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRevertPageMutation as RevertMutation } from '../../__generated__/useRevertPageMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

/** Restores the page's content to a moment (HistoryEntry.at), as one step of the viewer's. */
export function useRevertPageMutation(): [(pageId: string, at: string) => Promise<void>, boolean] {
  const [commit, inFlight] = useMutation<RevertMutation>(graphql`
    mutation useRevertPageMutation($input: RevertPageInput!) {
      revertPage(input: $input) {
        page {
          id
          ...PageRoute_page
        }
      }
    }
  `);
  const revert = useCallback(
    async (pageId: string, at: string) => void (await commitAsPromise(commit, { input: { id: pageId, at } })),
    [commit],
  );
  return [revert, inFlight];
}
