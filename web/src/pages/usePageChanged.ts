import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePageChangedSubscription } from '../__generated__/usePageChangedSubscription.graphql';

/** The page's fields as the page screen reads them, so that Relay's store takes each change. */
const subscription = graphql`
  subscription usePageChangedSubscription($id: ID!) {
    pageChanged(id: $id) {
      id
      deletedAt
      ...PageRoute_page
    }
  }
`;

const noSubscription = () => ({ dispose: () => undefined });

/**
 * Live page: while mounted, the page with this global id follows changes made elsewhere (another
 * browser, another user) within about a second; Relay's store is updated, so every component that
 * shows the page re-renders. The first answer is the page as it is now. A deleted page arrives with
 * deletedAt set; losing access ends the subscription with PAGE_NOT_FOUND (logged by Relay). `null`
 * subscribes to nothing.
 */
export function usePageChanged(pageGlobalId: string | null): void {
  const config = useMemo<GraphQLSubscriptionConfig<usePageChangedSubscription>>(
    () => ({
      subscription,
      variables: { id: pageGlobalId ?? '' },
      onError: (error) => console.warn('live page updates stopped', error),
    }),
    [pageGlobalId],
  );
  useSubscription(config, pageGlobalId ? undefined : noSubscription);
}
