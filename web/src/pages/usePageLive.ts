import { useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePageLiveSubscription, usePageLiveSubscription$data } from '../__generated__/usePageLiveSubscription.graphql';

/**
 * The page's fields as the page screen reads them, so that Relay's store takes each change, and
 * who else is on the page: one stream for both (pageLive).
 */
const subscription = graphql`
  subscription usePageLiveSubscription($id: ID!) {
    pageLive(id: $id) {
      page {
        id
        deletedAt
        ...PageRoute_page
      }
      presence {
        others {
          editing
          user {
            id
            email
            displayName
          }
        }
      }
    }
  }
`;

export type PageVisitor = NonNullable<NonNullable<usePageLiveSubscription$data['pageLive']>['presence']>['others'][number];

const noSubscription = () => ({ dispose: () => undefined });

/**
 * Live page: while mounted, the page with this global id follows changes made elsewhere (another
 * browser, another user) within about a second; Relay's store is updated, so every component that
 * shows the page re-renders. The first answer is the page as it is now. A deleted page arrives with
 * deletedAt set; losing access ends the subscription with PAGE_NOT_FOUND (logged by Relay). The
 * viewer counts as present on the page meanwhile; returns the other members there (none for a
 * viewer who is not a member). `null` subscribes to nothing.
 */
export function usePageLive(pageGlobalId: string | null): readonly PageVisitor[] {
  const [others, setOthers] = useState<readonly PageVisitor[]>([]);
  const config = useMemo<GraphQLSubscriptionConfig<usePageLiveSubscription>>(
    () => ({
      subscription,
      variables: { id: pageGlobalId ?? '' },
      onNext: (data) => {
        const presence = data?.pageLive?.presence;
        if (presence) setOthers(presence.others);
      },
      onError: (error) => console.warn('live page updates stopped', error),
    }),
    [pageGlobalId],
  );
  useSubscription(config, pageGlobalId ? undefined : noSubscription);
  return others;
}
