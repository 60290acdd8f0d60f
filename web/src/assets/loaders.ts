import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import AssetDetailRouteQueryNode, { type AssetDetailRouteQuery } from '../__generated__/AssetDetailRouteQuery.graphql';
import AssetsRouteQueryNode, { type AssetsRouteQuery } from '../__generated__/AssetsRouteQuery.graphql';
import { loginRedirectIfGuest } from '../auth/routes';
import { getEnvironment } from '../relay/environment';

export interface AssetsLoaderData {
  queryRef: PreloadedQuery<AssetsRouteQuery>;
}

/** The list's variables from the address: /{brand}/assets?q=<search>&tag=<tag>. */
export function assetsVariables(params: LoaderFunctionArgs['params'], url: URL): AssetsRouteQuery['variables'] {
  const search = url.searchParams.get('q')?.trim();
  const tag = url.searchParams.get('tag')?.trim();
  return { brandSlug: params.brand ?? '', search: search || null, tag: tag || null };
}

/**
 * /{brand}/assets: always asks the server (signed preview links expire, others upload meanwhile),
 * then hands the screen a query ref the store already answers. Members see every asset, readers of
 * a public brand the uploaded ones (the server decides); a brand that is not there sends a
 * logged-out visitor to log in first (a logged-in user sees the not-found page).
 */
export async function assetsLoader({ request, params }: LoaderFunctionArgs): Promise<AssetsLoaderData | Response> {
  const environment = getEnvironment();
  const variables = assetsVariables(params, new URL(request.url));
  const data = await fetchQuery<AssetsRouteQuery>(environment, AssetsRouteQueryNode, variables, {
    fetchPolicy: 'network-only',
  }).toPromise();
  if (!data?.brand) {
    const guard = await loginRedirectIfGuest(request);
    if (guard) return guard;
  }
  return {
    queryRef: loadQuery<AssetsRouteQuery>(environment, AssetsRouteQueryNode, variables, { fetchPolicy: 'store-or-network' }),
  };
}

export interface AssetDetailLoaderData {
  queryRef: PreloadedQuery<AssetDetailRouteQuery>;
}

/** /{brand}/assets/{assetId}: the asset's detail over the list (fresh: its signed links expire). */
export async function assetDetailLoader({ params }: LoaderFunctionArgs): Promise<AssetDetailLoaderData> {
  const environment = getEnvironment();
  const id = params['*'] ?? '';
  // Only a single path segment can be an asset id; anything deeper is not found.
  const variables = { brandSlug: params.brand ?? '', ids: id && !id.includes('/') ? [id] : [] };
  await fetchQuery<AssetDetailRouteQuery>(environment, AssetDetailRouteQueryNode, variables, {
    fetchPolicy: 'network-only',
  }).toPromise();
  return {
    queryRef: loadQuery<AssetDetailRouteQuery>(environment, AssetDetailRouteQueryNode, variables, {
      fetchPolicy: 'store-or-network',
    }),
  };
}
