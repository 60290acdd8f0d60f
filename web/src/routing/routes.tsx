import type { AppRoute, RouteName } from '@brandtrail/domain/routes';
import type { LoaderFunction, RouteObject } from 'react-router';
import { needsTerms, skipsTermsStep } from '../auth/terms';
import type { RouteHandle } from './checks';
import { preloadRelayProvider } from './RelayBoundary';
import { currentViewer } from './viewer';

/** Route handles: who may open a page (routing/checks.ts) and whether it needs Relay. */
export const publicHandle: RouteHandle = { access: 'public' };
/**
 * The start page and a brand's home and pages, which anyone may open (a brand's when it is public):
 * rendered on the server for a visitor who is not logged in, with the records its queries read
 * (entry-server.tsx).
 */
export const publicRenderedHandle: RouteHandle = { ...publicHandle, serverRendered: true };
/** A brand's versions: rendered on the server like its home, in the browser's time zone (`showsDates`). */
export const datedRenderedHandle: RouteHandle = { ...publicRenderedHandle, showsDates: true };
/** Auth-exempt pages without GraphQL (legal pages, not-found). */
export const publicPlainHandle: RouteHandle = { access: 'public', relay: false };
/** Log-in and registration: guest-only, without GraphQL. */
export const guestHandle: RouteHandle = { access: 'guest', relay: false };
/** The same, rendered on the server for a visitor without a session (log-in, registration...). */
export const guestRenderedHandle: RouteHandle = { ...guestHandle, serverRendered: true };

/**
 * Whether the page waits behind the terms dialog (routing/checks.ts): until the user has accepted
 * the terms the server answers nothing but their session (403 TERMS_NOT_ACCEPTED), so a loader asks
 * nothing then; accepting revalidates every loader, which then asks.
 */
export async function waitsForTerms(request: Request): Promise<boolean> {
  return needsTerms(await currentViewer()) && !skipsTermsStep(new URL(request.url).pathname);
}

/**
 * A loader that lives in a lazily loaded module: the module (and Relay with it) loads on the first
 * navigation that needs it, so the log-in, registration and legal pages start without it. Behind
 * the terms dialog it loads nothing (the page is not shown until they are accepted).
 */
export function lazyLoader<M, K extends keyof M>(load: () => Promise<M>, name: K): LoaderFunction {
  return async (args) => {
    // The page renders inside the Relay provider: its chunk loads alongside (see RelayBoundary).
    void preloadRelayProvider();
    if (await waitsForTerms(args.request)) return null;
    const loader = (await load())[name] as unknown as LoaderFunction;
    return loader(args);
  };
}

const legalComponent = async () => ({ Component: (await import('../legal/LegalRoute')).default });

/** The legal pages of both languages (spec, point 2): auth-exempt, never behind the terms dialog. */
export const legalScreen: Screen = { handle: { ...publicPlainHandle, serverRendered: true }, lazy: legalComponent };

/** What the client attaches to a route of the domain's tree: everything but its address. */
export type Screen = Omit<RouteObject, 'path' | 'index' | 'children' | 'id'>;

/**
 * The router's routes from the domain's one tree of addresses (`@brandtrail/domain/routes`, which
 * the API matches too), with each route's screen attached by its name: the paths and their nesting
 * are the tree's, never written here.
 */
export function clientRoutes(tree: readonly AppRoute[], screens: Readonly<Record<RouteName, Screen>>): RouteObject[] {
  return tree.map((route): RouteObject => {
    const screen = screens[route.name as RouteName];
    if (route.index) return { ...screen, index: true };
    return {
      ...screen,
      path: route.path,
      ...(route.children ? { children: clientRoutes(route.children, screens) } : {}),
    };
  });
}
