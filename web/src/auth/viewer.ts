import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { viewerQuery as ViewerQuery } from '../__generated__/viewerQuery.graphql';

/**
 * The logged-in user (null when logged out). The root route loads it for the header and the terms
 * step; route guards read the same query, so one request serves both.
 */
export const viewerQuery = graphql`
  query viewerQuery {
    viewer {
      id
      type
      termsAccepted
      admin
      impersonated
    }
  }
`;

export type Viewer = NonNullable<ViewerQuery['response']['viewer']>;

/** The viewer from the store, or from the API when not yet known. */
export async function loadViewer(environment: Environment): Promise<Viewer | null> {
  const data = await fetchQuery<ViewerQuery>(environment, viewerQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  return data?.viewer ?? null;
}

/** Asks the API again (after accepting the terms, for example); the store and every reader update. */
export async function reloadViewer(environment: Environment): Promise<void> {
  await fetchQuery<ViewerQuery>(environment, viewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}
