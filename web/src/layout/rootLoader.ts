import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import ViewerQueryNode, { type viewerQuery as ViewerQuery } from '../__generated__/viewerQuery.graphql';
import { loadViewer } from '../auth/viewer';
import { getEnvironment } from '../relay/environment';

export interface RootLoaderData {
  environment: Environment;
  viewerRef: PreloadedQuery<ViewerQuery>;
}

/** Knows who is logged in before anything renders (the header, the guards and the terms step need it). */
export async function rootLoader(): Promise<RootLoaderData> {
  const environment = getEnvironment();
  await loadViewer(environment);
  return {
    environment,
    viewerRef: loadQuery<ViewerQuery>(environment, ViewerQueryNode, {}, { fetchPolicy: 'store-or-network' }),
  };
}
