import { graphql } from 'react-relay';
import type { useSetPagePresenceMutation as SetPagePresenceMutation } from '../__generated__/useSetPagePresenceMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Tells the others on the page whether this viewer edits it (an element selected: setPagePresence
 * `selecting`). Nothing on screen waits for it: the caller drops a failure.
 */
export const useSetPagePresenceMutation = mutationHook<SetPagePresenceMutation>(graphql`
  mutation useSetPagePresenceMutation($input: SetPagePresenceInput!) {
    setPagePresence(input: $input) {
      selecting
    }
  }
`)((pageId: string, selecting: boolean) => ({ variables: { input: { pageId, selecting } } }));
