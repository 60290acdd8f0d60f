import { EMAIL_MAX } from '@brandtrail/domain/limits';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import AdminRouteQueryNode, { type AdminRouteQuery } from '../__generated__/AdminRouteQuery.graphql';
import AdminUserRouteQueryNode, { type AdminUserRouteQuery } from '../__generated__/AdminUserRouteQuery.graphql';
import AdminBrandRouteQueryNode, { type AdminBrandRouteQuery } from '../__generated__/AdminBrandRouteQuery.graphql';
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

export interface AdminUserLoaderData {
  /** null for anyone but an admin (acting as nobody), as on /admin. */
  queryRef: PreloadedQuery<AdminUserRouteQuery> | null;
}

/** /admin/users/:user (User.id): a user's account, brands, sessions and what admins did to it. */
export async function adminUserLoader({ params }: LoaderFunctionArgs): Promise<AdminUserLoaderData> {
  const viewer = await currentViewer();
  if (!viewer?.admin || viewer.impersonated) return { queryRef: null };
  const queryRef = loadQuery<AdminUserRouteQuery>(
    getEnvironment(),
    AdminUserRouteQueryNode,
    { id: params.user ?? '' },
    { fetchPolicy: freshPolicy('store-and-network') },
  );
  return { queryRef };
}

export interface AdminBrandLoaderData {
  /** null for anyone but an admin (acting as nobody), as on /admin. */
  queryRef: PreloadedQuery<AdminBrandRouteQuery> | null;
}

/** /admin/brands/:brand (Brand.id): a brand's plan, members, holdings and activity, deleted or not. */
export async function adminBrandLoader({ params }: LoaderFunctionArgs): Promise<AdminBrandLoaderData> {
  const viewer = await currentViewer();
  if (!viewer?.admin || viewer.impersonated) return { queryRef: null };
  const queryRef = loadQuery<AdminBrandRouteQuery>(
    getEnvironment(),
    AdminBrandRouteQueryNode,
    { id: params.brand ?? '' },
    { fetchPolicy: freshPolicy('store-and-network') },
  );
  return { queryRef };
}
