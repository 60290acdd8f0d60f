import { EMAIL_MAX } from '@brandtrail/domain/limits';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import AdminRouteQueryNode, { type AdminRouteQuery } from '../__generated__/AdminRouteQuery.graphql';
import { currentViewer } from '../routing/viewer';
import { freshPolicy, getEnvironment } from '../relay/environment';

export interface AdminLoaderData {
  /** null for anyone but an admin (acting as nobody): the screen is the not-found page for them. */
  queryRef: PreloadedQuery<AdminRouteQuery> | null;
  term: string;
}

/** /admin: the search (?q=) over users and brands, and the audit log, for admins only. */
export async function adminLoader({ request }: LoaderFunctionArgs): Promise<AdminLoaderData> {
  const term = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, EMAIL_MAX);
  const viewer = await currentViewer();
  if (!viewer?.admin || viewer.impersonated) return { queryRef: null, term };
  const queryRef = loadQuery<AdminRouteQuery>(
    getEnvironment(),
    AdminRouteQueryNode,
    { term, searching: term !== '' },
    { fetchPolicy: freshPolicy('store-and-network') },
  );
  return { queryRef, term };
}
