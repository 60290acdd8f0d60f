import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import BrandHomeRouteQueryNode, { type BrandHomeRouteQuery } from '../__generated__/BrandHomeRouteQuery.graphql';
import HomeRouteQueryNode, { type HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import { loginRedirectIfGuest } from '../auth/routes';
import { loadViewer } from '../auth/viewer';
import { getEnvironment } from '../relay/environment';

/*
 * Route loaders start their query with loadQuery and return the ref without waiting for the data:
 * the page renders at once and its component suspends in usePreloadedQuery until the data arrives.
 * They live apart from the (lazily loaded) components, so that data and code load in parallel.
 */

export interface HomeLoaderData {
  /** null for a logged-out visitor, who sees the log-in and registration forms. */
  queryRef: PreloadedQuery<HomeRouteQuery> | null;
}

export async function homeLoader(): Promise<HomeLoaderData> {
  const environment = getEnvironment();
  if (!(await loadViewer(environment))) return { queryRef: null };
  // Cached list at once, then the server's order (a new brand is not necessarily first).
  return { queryRef: loadQuery<HomeRouteQuery>(environment, HomeRouteQueryNode, {}, { fetchPolicy: 'store-and-network' }) };
}

export const newBrandLoader = ({ request }: LoaderFunctionArgs): Promise<Response | null> => loginRedirectIfGuest(request);

export interface BrandHomeLoaderData {
  queryRef: PreloadedQuery<BrandHomeRouteQuery>;
}

export async function brandHomeLoader({ request, params }: LoaderFunctionArgs): Promise<BrandHomeLoaderData | Response> {
  const guard = await loginRedirectIfGuest(request);
  if (guard) return guard;
  const slug = params.brand ?? '';
  return {
    queryRef: loadQuery<BrandHomeRouteQuery>(
      getEnvironment(),
      BrandHomeRouteQueryNode,
      { slug },
      { fetchPolicy: 'store-or-network' },
    ),
  };
}
