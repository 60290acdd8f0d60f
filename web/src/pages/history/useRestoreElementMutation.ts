import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRestoreElementMutation as RestoreMutation } from '../../__generated__/useRestoreElementMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

/** Brings a deleted element back where it was; the page's answer shows it at once. */
export function useRestoreElementMutation(): (pageId: string, elementId: string) => Promise<void> {
  const [commit] = useMutation<RestoreMutation>(graphql`
    mutation useRestoreElementMutation($input: RestoreElementInput!) {
      restoreElement(input: $input) {
        page {
          id
          ...PageRoute_page
          ...DeletedElements_page
        }
      }
    }
  `);
  return useCallback(
    async (pageId: string, elementId: string) => void (await commitAsPromise(commit, { input: { pageId, elementId } })),
    [commit],
  );
}
