import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useUpdateSharedLinkMutation as UpdateSharedLinkMutation } from '../__generated__/useUpdateSharedLinkMutation.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';

export interface SharedLinkChanges {
  id: string;
  accessAllPages?: boolean;
  pages?: readonly string[];
  /** ISO time; now expires the link at once; null removes the expiry. */
  validUntil?: string | null;
  /** The version (BrandVersion.id) the link shows; null: the brand as it is. */
  version?: string | null;
}

/** Changes a link's pages, expiry ("expire now" sets it to the present) or version. */
export function useUpdateSharedLinkMutation(): [
  (changes: SharedLinkChanges, callbacks: { onCompleted: () => void; onError: (error: ErrorInfo) => void }) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateSharedLinkMutation>(graphql`
    mutation useUpdateSharedLinkMutation($input: UpdateSharedLinkInput!) {
      updateSharedLink(input: $input) {
        brand {
          id
          ...SharedLinksSettings_brand
        }
      }
    }
  `);
  const update = useCallback(
    (changes: SharedLinkChanges, { onCompleted, onError }: { onCompleted: () => void; onError: (error: ErrorInfo) => void }) =>
      commit({
        variables: { input: { ...changes, pages: changes.pages ? [...changes.pages] : undefined } },
        onCompleted: (_, errors) => {
          const first = errors?.[0];
          if (first) onError({ message: first.message, code: undefined, status: 400 });
          else onCompleted();
        },
        onError: (error) => onError(errorInfo(error)),
      }),
    [commit],
  );
  return [update, isInFlight];
}
