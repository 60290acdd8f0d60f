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
  /** The audit log's filter as the address gives it (`?auditAdmin=`, `?auditUser=`, `?auditBrand=`, `?from=`, `?to=`). */
  audit: AuditFilter;
}

/** The audit log's filter: an admin and a person (User.id), a brand (Brand.id), days (YYYY-MM-DD, the browser's). */
export interface AuditFilter {
  admin: string | null;
  user: string | null;
  brand: string | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const idParam = (value: string | null) => (value && value.length <= 200 ? value : null);
const dayParam = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null);

/** The audit filter in the address. */
export const auditFilterOf = (params: URLSearchParams): AuditFilter => ({
  admin: idParam(params.get('auditAdmin')),
  user: idParam(params.get('auditUser')),
  brand: idParam(params.get('auditBrand')),
  from: dayParam(params.get('from')),
  to: dayParam(params.get('to')),
});

/** The filter as the API takes it (GraphQL's adminAudit, the export's query string): days become the moments they start. */
export function auditArguments(
  filter: AuditFilter,
): Record<'adminId' | 'userId' | 'brandId' | 'since' | 'before', string | null> {
  const startOf = (day: string, plusDays = 0) => {
    const at = new Date(`${day}T00:00:00`);
    at.setDate(at.getDate() + plusDays);
    return at.toISOString();
  };
  return {
    adminId: filter.admin,
    userId: filter.user,
    brandId: filter.brand,
    since: filter.from ? startOf(filter.from) : null,
    before: filter.to ? startOf(filter.to, 1) : null,
  };
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
  const audit = auditFilterOf(params);
  const viewer = await currentViewer();
  if (!viewer?.admin || viewer.impersonated) return { queryRef: null, term, shown, audit };
  const queryRef = loadQuery<AdminRouteQuery>(
    getEnvironment(),
    AdminRouteQueryNode,
    {
      term,
      searching: term !== '',
      users: shown.users,
      brands: shown.brands,
      ...auditArguments(audit),
      byAdmin: !!audit.admin,
      byUser: !!audit.user,
      byBrand: !!audit.brand,
      auditAdmin: audit.admin ?? '',
      auditUser: audit.user ?? '',
      auditBrand: audit.brand ?? '',
    },
    { fetchPolicy: freshPolicy('store-and-network') },
  );
  return { queryRef, term, shown, audit };
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
