import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useDeleteSharedLinkMutation as DeleteSharedLinkMutation } from '../__generated__/useDeleteSharedLinkMutation.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';

/** Revokes a link: it stops working at once, also for everyone who opened it. */
export function useDeleteSharedLinkMutation(): [
  (id: string, callbacks: { onCompleted: () => void; onError: (error: ErrorInfo) => void }) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DeleteSharedLinkMutation>(graphql`
    mutation useDeleteSharedLinkMutation($input: DeleteSharedLinkInput!) {
      deleteSharedLink(input: $input) {
        brand {
          id
          ...SharedLinksSettings_brand
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string, { onCompleted, onError }: { onCompleted: () => void; onError: (error: ErrorInfo) => void }) =>
      commit({
        variables: { input: { id } },
        onCompleted: (_, errors) => {
          const first = errors?.[0];
          if (first) onError({ message: first.message, code: undefined, status: 400 });
          else onCompleted();
        },
        onError: (error) => onError(errorInfo(error)),
      }),
    [commit],
  );
  return [remove, isInFlight];
}
