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
  /** How many users and brands the search shows (`?users=`, `?brands=`: 20 more each time, at most 100). */
  shown: { users: number; brands: number };
}

/** Results shown at first and added by "Show more"; the API's most a page. */
export const SEARCH_STEP = 20;
export const SEARCH_MAX = 100;
const shownOf = (value: string | null) =>
  Math.min(SEARCH_MAX, Math.max(SEARCH_STEP, Math.ceil((Number(value) || SEARCH_STEP) / SEARCH_STEP) * SEARCH_STEP));

/** /admin: the search (?q=) over users and brands, and the audit log, for admins only. */
export async function adminLoader({ request }: LoaderFunctionArgs): Promise<AdminLoaderData> {
  const params = new URL(request.url).searchParams;
  const term = (params.get('q') ?? '').trim().slice(0, EMAIL_MAX);
  const shown = { users: shownOf(params.get('users')), brands: shownOf(params.get('brands')) };
  const viewer = await currentViewer();
  if (!viewer?.admin || viewer.impersonated) return { queryRef: null, term, shown };
  const queryRef = loadQuery<AdminRouteQuery>(
    getEnvironment(),
    AdminRouteQueryNode,
    { term, searching: term !== '', users: shown.users, brands: shown.brands },
    { fetchPolicy: freshPolicy('store-and-network') },
  );
  return { queryRef, term, shown };
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
