import type { LoaderFunctionArgs } from 'react-router';
import type { AssetsRouteQuery } from '../__generated__/AssetsRouteQuery.graphql';

/**
 * The list's variables from the address: /{brand}/assets?q=<search>&tag=<tag>. Kept apart from the
 * loaders (and Relay), so that the router can start the library's query before they load.
 */
export function assetsVariables(params: LoaderFunctionArgs['params'], url: URL): AssetsRouteQuery['variables'] {
  const search = url.searchParams.get('q')?.trim();
  const tag = url.searchParams.get('tag')?.trim();
  return { brandSlug: params.brand ?? '', search: search || null, tag: tag || null };
}
