import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { createOperationDescriptor, Observable } from 'relay-runtime';
import AssetDetailRouteQueryNode, { type AssetDetailRouteQuery } from '../__generated__/AssetDetailRouteQuery.graphql';
import AssetsRouteQueryNode, { type AssetsRouteQuery } from '../__generated__/AssetsRouteQuery.graphql';
import { loginRedirectIfGuest } from '../auth/routes';
import { freshPolicy, getEnvironment } from '../relay/environment';
import type { EarlyAnswer } from '../routing/earlyQuery';
import { assetsVariables } from './variables';

export interface AssetsLoaderData {
  queryRef: PreloadedQuery<AssetsRouteQuery>;
}

/**
 * /{brand}/assets: always asks the server (signed preview links expire, others upload meanwhile;
 * while the client takes a server-rendered library over, its records: `freshPolicy`), then hands
 * the screen a query ref the store already answers. Members see every asset, readers of
 * a public brand the uploaded ones (the server decides); a brand that is not there sends a
 * logged-out visitor to log in first (a logged-in user sees the not-found page).
 *
 * `early` is the same query sent by the router as the navigation started (routing/earlyQuery.ts),
 * while this module and Relay were still loading: its answer goes into the store as if Relay had
 * fetched it. Without one (or when it failed) the query goes through Relay here.
 */
export async function loadAssets(
  { request, params }: LoaderFunctionArgs,
  early?: Promise<EarlyAnswer | null>,
): Promise<AssetsLoaderData | Response> {
  const environment = getEnvironment();
  const variables = assetsVariables(params, new URL(request.url));
  const answer = await early;
  let brand: AssetsRouteQuery['response']['brand'];
  if (answer) {
    const operation = createOperationDescriptor(AssetsRouteQueryNode, variables);
    await environment.executeWithSource({ operation, source: Observable.from(answer) }).toPromise();
    brand = (answer.data as AssetsRouteQuery['response']).brand;
  } else {
    const data = await fetchQuery<AssetsRouteQuery>(environment, AssetsRouteQueryNode, variables, {
      fetchPolicy: freshPolicy(),
    }).toPromise();
    brand = data?.brand;
  }
  if (!brand) {
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
