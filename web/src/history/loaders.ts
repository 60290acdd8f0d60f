import { type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import BrandHistoryRouteQueryNode, { type BrandHistoryRouteQuery } from '../__generated__/BrandHistoryRouteQuery.graphql';
import VersionHomeRouteQueryNode, { type VersionHomeRouteQuery } from '../__generated__/VersionHomeRouteQuery.graphql';
import VersionsRouteQueryNode, { type VersionsRouteQuery } from '../__generated__/VersionsRouteQuery.graphql';
import { loginRedirectIfGuest } from '../auth/routes';
import { preloadFresh, preloadOrLogIn } from '../brands/loaders';
import { activityVariables } from './variables';
import { pastEnvironment } from '../relay/environment';

export interface HistoryLoaderData {
  queryRef: PreloadedQuery<BrandHistoryRouteQuery>;
}

/**
 * /{brand}/history?person=&page=&since=1: the brand's activity (members; the screen says so to
 * others). Always fresh; a change of filters runs it again, and the list stays on screen (marked
 * busy) until the answer is there.
 */
export async function historyLoader({ request, params }: LoaderFunctionArgs): Promise<HistoryLoaderData | Response> {
  const guard = await loginRedirectIfGuest(request);
  if (guard) return guard;
  const variables = activityVariables(params, new URL(request.url).searchParams);
  const { queryRef } = await preloadFresh<BrandHistoryRouteQuery>(BrandHistoryRouteQueryNode, variables);
  return { queryRef };
}

export interface VersionsLoaderData {
  queryRef: PreloadedQuery<VersionsRouteQuery>;
}

/** /{brand}/versions: anyone who reads the brand (as its home); a guest is sent to log in when it is not there. */
export function versionsLoader({ request, params }: LoaderFunctionArgs): Promise<VersionsLoaderData | Response> {
  return preloadOrLogIn<VersionsRouteQuery>(
    request,
    VersionsRouteQueryNode,
    { slug: params.brand ?? '' },
    (data) => !!data?.brandBySlug,
  );
}

export interface VersionHomeLoaderData {
  queryRef: PreloadedQuery<VersionHomeRouteQuery>;
}

/**
 * /{brand}/versions/{version}: the brand home as it was at the version, read in the versions'
 * own store (relay/environment.ts: pastEnvironment). Anyone who reads the brand may open its versions.
 */
export function versionHomeLoader({ request, params }: LoaderFunctionArgs): Promise<VersionHomeLoaderData | Response> {
  const variables = { slug: params.brand ?? '', version: params.version ?? '' };
  return preloadOrLogIn<VersionHomeRouteQuery>(
    request,
    VersionHomeRouteQueryNode,
    variables,
    (data) => !!data?.brandBySlug,
    pastEnvironment(),
  );
}
