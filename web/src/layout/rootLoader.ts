import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { SessionUser } from '../auth/session';
import { browserFacts, readLocaleCookie, type Locale } from '../i18n/locale';
import { defaultAccess, runChecks, type Access, type RouteHandle } from '../routing/checks';
import { currentViewer } from '../routing/viewer';

export interface RootLoaderData {
  viewer: SessionUser | null;
  showTerms: boolean;
  /** Browser language detected on the root path (no cookie yet): the layout switches to it. */
  detectedLocale: Locale | undefined;
  /**
   * When the screen was loaded (ISO): the "now" its relative times ("5 minutes ago") start from,
   * so that a screen the server rendered is taken over with the same words (history/Moment.tsx).
   */
  loadedAt: string;
}

/** The matched page's access rule: the deepest route of the tree that states one. */
export function accessOf(routes: RouteObject[], pathname: string): Access {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const access = (matches[i]!.route.handle as RouteHandle | undefined)?.access;
    if (access) return access;
  }
  return defaultAccess;
}

/**
 * Runs on every navigation (see shouldRevalidate in router.tsx): knows who is logged in (a plain
 * POST /login {}, cached until the session changes, so the log-in page needs no GraphQL client)
 * and runs the route checks in order: auth, terms, session replay, language. `routes`: the router's
 * tree, whose matched routes state the page's access (router.tsx hands it in).
 */
export async function rootLoader({ request }: LoaderFunctionArgs, routes: RouteObject[]): Promise<RootLoaderData | Response> {
  const url = new URL(request.url);
  const viewer = await currentViewer();
  const browser = browserFacts(request);
  const outcome = runChecks({
    url,
    access: accessOf(routes, url.pathname),
    viewer,
    localeCookie: readLocaleCookie(browser.cookie),
    browserLanguages: browser.languages,
  });
  if (outcome.redirect) return redirect(outcome.redirect);
  return { viewer, showTerms: outcome.showTerms, detectedLocale: outcome.detectedLocale, loadedAt: new Date().toISOString() };
}

/** The root's checks run on every navigation, not only when its own params change. */
export const rootShouldRevalidate = () => true;
