import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import PageRouteQueryNode, { type PageRouteQuery } from '../__generated__/PageRouteQuery.graphql';
import PageSettingsRouteQueryNode, { type PageSettingsRouteQuery } from '../__generated__/PageSettingsRouteQuery.graphql';
import VersionPageRouteQueryNode, { type VersionPageRouteQuery } from '../__generated__/VersionPageRouteQuery.graphql';
import { loginRedirectIfGuest } from '../auth/routes';
import { freshPolicy, getEnvironment, pastEnvironment } from '../relay/environment';

export interface PageLoaderData {
  queryRef: PreloadedQuery<PageRouteQuery>;
}

const variables = (params: LoaderFunctionArgs['params']) => ({ brandSlug: params.brand ?? '', pageSlug: params.page ?? '' });

/**
 * /{brand}/{page}: always asks the server (the page may have changed, moved or gone since), then
 * hands the screen a query ref the store already answers. Public brands' pages are readable
 * without log-in; a page that is not there sends a logged-out visitor to log in first, unless the
 * visitor came through a shared link that stopped working: the screen says so instead.
 */
export async function pageLoader({ request, params }: LoaderFunctionArgs): Promise<PageLoaderData | Response> {
  const environment = getEnvironment();
  const vars = variables(params);
  const data = await fetchQuery<PageRouteQuery>(environment, PageRouteQueryNode, vars, {
    fetchPolicy: freshPolicy(),
  }).toPromise();
  if (!data?.page && !data?.sharedLinkEnded) {
    const guard = await loginRedirectIfGuest(request);
    if (guard) return guard;
  }
  return { queryRef: loadQuery<PageRouteQuery>(environment, PageRouteQueryNode, vars, { fetchPolicy: 'store-or-network' }) };
}

export interface PageSettingsLoaderData {
  queryRef: PreloadedQuery<PageSettingsRouteQuery>;
}

/** /{brand}/{page}/settings: members only (the screen itself checks the role). */
export async function pageSettingsLoader({ request, params }: LoaderFunctionArgs): Promise<PageSettingsLoaderData | Response> {
  const guard = await loginRedirectIfGuest(request);
  if (guard) return guard;
  const environment = getEnvironment();
  const vars = variables(params);
  await fetchQuery<PageSettingsRouteQuery>(environment, PageSettingsRouteQueryNode, vars, {
    fetchPolicy: 'network-only',
  }).toPromise();
  return {
    queryRef: loadQuery<PageSettingsRouteQuery>(environment, PageSettingsRouteQueryNode, vars, {
      fetchPolicy: 'store-or-network',
    }),
  };
}

export interface VersionPageLoaderData {
  queryRef: PreloadedQuery<VersionPageRouteQuery>;
}

/**
 * /{brand}/versions/{version}/{page}: the page as it was in a version (BrandVersion.id), in the
 * store kept for pages as they were (a version never changes, so a stored answer stands). A page
 * that is not there sends a logged-out visitor to log in first, as the live page does.
 */
export async function versionPageLoader({ request, params }: LoaderFunctionArgs): Promise<VersionPageLoaderData | Response> {
  const environment = pastEnvironment(getEnvironment());
  const vars = { ...variables(params), version: params.version ?? '' };
  const data = await fetchQuery<VersionPageRouteQuery>(environment, VersionPageRouteQueryNode, vars, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
  if (!data?.page) {
    const guard = await loginRedirectIfGuest(request);
    if (guard) return guard;
  }
  return {
    queryRef: loadQuery<VersionPageRouteQuery>(environment, VersionPageRouteQueryNode, vars, { fetchPolicy: 'store-or-network' }),
  };
}
