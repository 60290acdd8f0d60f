import { NAME_MAX } from '@brandtrail/domain/limits';
import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import BrandHomeRouteQueryNode, { type BrandHomeRouteQuery } from '../__generated__/BrandHomeRouteQuery.graphql';
import BrandSettingsRouteQueryNode, { type BrandSettingsRouteQuery } from '../__generated__/BrandSettingsRouteQuery.graphql';
import DirectoryRouteQueryNode, { type DirectoryRouteQuery } from '../__generated__/DirectoryRouteQuery.graphql';
import HomeRouteQueryNode, { type HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import NewBrandRouteQueryNode, { type NewBrandRouteQuery } from '../__generated__/NewBrandRouteQuery.graphql';
import InvitationRouteQueryNode, { type InvitationRouteQuery } from '../__generated__/InvitationRouteQuery.graphql';
import UsersSettingsQueryNode, { type UsersSettingsQuery } from '../__generated__/UsersSettingsQuery.graphql';
import { currentViewer } from '../routing/viewer';
import type { SessionUser } from '../auth/session';
import { loginRedirectIfGuest } from '../auth/routes';
import { loadViewer } from '../auth/viewer';
import { freshPolicy, getEnvironment } from '../relay/environment';
import { brandLookup } from './lookup';

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
  return {
    queryRef: loadQuery<HomeRouteQuery>(environment, HomeRouteQueryNode, {}, { fetchPolicy: freshPolicy('store-and-network') }),
  };
}

export interface NewBrandLoaderData {
  queryRef: PreloadedQuery<NewBrandRouteQuery>;
}

/** The wizard: whether AI is set up decides what its "Start with AI" path offers. */
export async function newBrandLoader({ request }: LoaderFunctionArgs): Promise<Response | NewBrandLoaderData> {
  const redirect = await loginRedirectIfGuest(request);
  if (redirect) return redirect;
  return {
    queryRef: loadQuery<NewBrandRouteQuery>(getEnvironment(), NewBrandRouteQueryNode, {}, { fetchPolicy: 'store-or-network' }),
  };
}

export interface BrandHomeLoaderData {
  queryRef: PreloadedQuery<BrandHomeRouteQuery>;
}

/**
 * Asks the API for a brand (always fresh: it may have been deleted, renamed or made private since;
 * on a page the server rendered, its records: `freshPolicy`) and then hands the page a query ref
 * that the store already answers.
 */
export async function preloadFresh<Q extends OperationType>(
  node: GraphQLTaggedNode,
  variables: Q['variables'],
  environment = getEnvironment(),
): Promise<{ data: Q['response'] | undefined; queryRef: PreloadedQuery<Q> }> {
  const data = await fetchQuery<Q>(environment, node, variables, { fetchPolicy: freshPolicy() }).toPromise();
  return { data, queryRef: loadQuery<Q>(environment, node, variables, { fetchPolicy: 'store-or-network' }) };
}

/**
 * A screen anyone may read (a public brand's): `preloadFresh`, and when the answer shows nothing
 * (`shown`), a logged-out visitor is sent to log in first (the query let go); a logged-in user sees
 * the screen's not-found.
 */
export async function preloadOrLogIn<Q extends OperationType>(
  request: Request,
  node: GraphQLTaggedNode,
  variables: Q['variables'],
  shown: (data: Q['response'] | undefined) => boolean,
  environment = getEnvironment(),
): Promise<{ queryRef: PreloadedQuery<Q> } | Response> {
  const { data, queryRef } = await preloadFresh<Q>(node, variables, environment);
  if (!shown(data)) {
    const guard = await loginRedirectIfGuest(request);
    if (guard) {
      queryRef.dispose();
      return guard;
    }
  }
  return { queryRef };
}

/**
 * /{brand} and /brands/{id}: anyone may read a public brand, logged in or not. A brand that is not
 * there (or not visible) sends a logged-out visitor to log in first (unless they came through a
 * shared link that stopped working: the screen says so); a logged-in user sees the not-found page.
 */
export function brandHomeLoader({ request, params }: LoaderFunctionArgs): Promise<BrandHomeLoaderData | Response> {
  return preloadOrLogIn<BrandHomeRouteQuery>(
    request,
    BrandHomeRouteQueryNode,
    brandLookup(params),
    (data) => !!(data?.byId ?? data?.bySlug) || !!data?.sharedLinkEnded,
  );
}

export interface BrandSettingsLoaderData {
  queryRef: PreloadedQuery<BrandSettingsRouteQuery>;
}

/** /{brand}/settings and below: logged-in users (the page shows each tab by Brand.viewerCan). */
export async function brandSettingsLoader({ request, params }: LoaderFunctionArgs): Promise<BrandSettingsLoaderData | Response> {
  const guard = await loginRedirectIfGuest(request);
  if (guard) return guard;
  const { queryRef } = await preloadFresh<BrandSettingsRouteQuery>(BrandSettingsRouteQueryNode, { slug: params.brand ?? '' });
  return { queryRef };
}

export interface DirectoryLoaderData {
  queryRef: PreloadedQuery<DirectoryRouteQuery>;
  /** The search the answer is for (?q=, trimmed; '' for every brand). */
  search: string;
}

/** /directory?q=: the public directory, for anyone. */
export function directoryLoader({ request }: LoaderFunctionArgs): DirectoryLoaderData {
  // The longest search the API takes is a brand name's length.
  const search = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, NAME_MAX);
  const queryRef = loadQuery<DirectoryRouteQuery>(
    getEnvironment(),
    DirectoryRouteQueryNode,
    { search },
    { fetchPolicy: freshPolicy('store-and-network') },
  );
  return { queryRef, search };
}

export interface UsersSettingsLoaderData {
  queryRef: PreloadedQuery<UsersSettingsQuery>;
}

/** /{brand}/settings/users: members, invitations and access requests (always fresh). */
export async function usersSettingsLoader({ request, params }: LoaderFunctionArgs): Promise<UsersSettingsLoaderData | Response> {
  const guard = await loginRedirectIfGuest(request);
  if (guard) return guard;
  const { queryRef } = await preloadFresh<UsersSettingsQuery>(UsersSettingsQueryNode, { slug: params.brand ?? '' });
  return { queryRef };
}

export interface InvitationLoaderData {
  queryRef: PreloadedQuery<InvitationRouteQuery>;
  token: string;
  /** Who is logged in (null: nobody), to accept or to say that the invitation is for another address. */
  viewer: SessionUser | null;
}

/** /invitations/{token}: anyone may open it; the page offers registration, log-in or accepting. */
export async function invitationLoader({ params }: LoaderFunctionArgs): Promise<InvitationLoaderData> {
  const token = params.token ?? '';
  const [viewer, { queryRef }] = await Promise.all([
    currentViewer(),
    preloadFresh<InvitationRouteQuery>(InvitationRouteQueryNode, { token }),
  ]);
  return { queryRef, token, viewer };
}
