import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetPagePresenceMutation as SetPagePresenceMutation } from '../__generated__/useSetPagePresenceMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
  mutation useSetPagePresenceMutation($input: SetPagePresenceInput!) {
    setPagePresence(input: $input) {
      selecting
    }
  }
`;

/**
 * Tells the others on the page whether this viewer edits it (an element selected: setPagePresence
 * `selecting`). Nothing on screen waits for it: a failure is dropped.
 */
export function useSetPagePresenceMutation(): (pageId: string, selecting: boolean) => void {
  const commit = useCommit<SetPagePresenceMutation>(mutation);
  return useCallback((pageId, selecting) => void commit({ input: { pageId, selecting } }).catch(() => undefined), [commit]);
}
