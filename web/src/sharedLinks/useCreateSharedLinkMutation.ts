import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useCreateSharedLinkMutation as CreateSharedLinkMutation } from '../__generated__/useCreateSharedLinkMutation.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';

export interface SharedLinkRequest {
  brand: string;
  pages?: readonly string[];
  accessAllPages?: boolean;
  /** ISO time; none: no expiry. */
  validUntil?: string | null;
  /** A version of the brand (BrandVersion.id) the link shows; none: the brand as it is. */
  version?: string | null;
}

/**
 * Creates a shared link, or answers the page's live link (the server reuses it, spec 4): the answer
 * carries the link and the brand's list of links, which the settings page shows.
 */
export function useCreateSharedLinkMutation(): [
  (
    request: SharedLinkRequest,
    callbacks: { onCompleted: (link: { id: string; url: string }) => void; onError: (error: ErrorInfo) => void },
  ) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CreateSharedLinkMutation>(graphql`
    mutation useCreateSharedLinkMutation($input: CreateSharedLinkInput!) {
      createSharedLink(input: $input) {
        sharedLink {
          id
          url
        }
        brand {
          id
          ...SharedLinksSettings_brand
        }
      }
    }
  `);
  const create = useCallback(
    (
      request: SharedLinkRequest,
      { onCompleted, onError }: { onCompleted: (link: { id: string; url: string }) => void; onError: (error: ErrorInfo) => void },
    ) =>
      commit({
        variables: { input: { ...request, pages: request.pages ? [...request.pages] : undefined } },
        onCompleted: (data, errors) => {
          const first = errors?.[0];
          if (first || !data.createSharedLink) onError({ message: first?.message ?? '', code: undefined, status: 400 });
          else onCompleted(data.createSharedLink.sharedLink);
        },
        onError: (error) => onError(errorInfo(error)),
      }),
    [commit],
  );
  return [create, isInFlight];
}
