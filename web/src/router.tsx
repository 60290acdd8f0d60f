import { appRoutes, type RouteName } from '@brandtrail/domain/routes';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import AssetsRouteQueryParameters from './__generated__/AssetsRouteQuery$parameters';
import { assetsVariables } from './assets/variables';
import { guestOnlyLoader, loginAction, logoutAction, registerAction } from './auth/routes';
import { loginLinkAction, loginTokenLoader, lostPasswordAction, resetPasswordAction } from './auth/recovery';
import { ErrorPage, NotFound } from './layout/ErrorPage';
import { PageLoading } from './layout/PageLoading';
import { rootLoader, rootShouldRevalidate } from './layout/rootLoader';
import { RootRoute } from './layout/RootRoute';
import { earlyQuery } from './routing/earlyQuery';
import { takingOverServerPage } from './routing/hydration';
import { preloadRelayProvider } from './routing/RelayBoundary';
import {
  clientRoutes,
  datedRenderedHandle,
  guestHandle,
  guestRenderedHandle,
  lazyLoader,
  legalScreen,
  publicHandle,
  publicPlainHandle,
  publicRenderedHandle,
  waitsForTerms,
  type Screen,
} from './routing/routes';

// Brand loaders load with their module (and Relay with it) on first use, not with the main bundle.
const brandLoaders = () => import('./brands/loaders');
const homeLoader = lazyLoader(brandLoaders, 'homeLoader');
const newBrandLoader = lazyLoader(brandLoaders, 'newBrandLoader');
const brandHomeLoader = lazyLoader(brandLoaders, 'brandHomeLoader');
const brandSettingsLoader = lazyLoader(brandLoaders, 'brandSettingsLoader');
const directoryLoader = lazyLoader(brandLoaders, 'directoryLoader');
const usersSettingsLoader = lazyLoader(brandLoaders, 'usersSettingsLoader');
const invitationLoader = lazyLoader(brandLoaders, 'invitationLoader');
const brandHome = async () => ({ Component: (await import('./brands/BrandHomeRoute')).default });
const settingsPages = () => import('./brands/settings/BrandSettingsPlaceholder');
const sharedLinksSettings = async () => ({ Component: (await import('./sharedLinks/SharedLinksSettings')).default });
const pageLoaders = () => import('./pages/loaders');
const pageLoader = lazyLoader(pageLoaders, 'pageLoader');
const pageSettingsLoader = lazyLoader(pageLoaders, 'pageSettingsLoader');
const versionPageLoader = lazyLoader(pageLoaders, 'versionPageLoader');
const assetLoaders = () => import('./assets/loaders');
const openLinkLoader = lazyLoader(() => import('./sharedLinks/openLink'), 'openLinkLoader');
// The library's query leaves with the navigation, in parallel with the code that shows it (and
// Relay): the loader, once loaded, hands its answer to Relay instead of asking again.
// Not where the server renders the screen, nor while the client takes that screen over (its
// records hold the answer).
const assetsLoader: LoaderFunction = async (args) => {
  if (await waitsForTerms(args.request)) return null;
  const variables = assetsVariables(args.params, new URL(args.request.url));
  const early =
    typeof window === 'undefined' || takingOverServerPage()
      ? undefined
      : earlyQuery(AssetsRouteQueryParameters.params.id ?? '', variables, args.request.signal);
  void preloadRelayProvider();
  return (await assetLoaders()).loadAssets(args, early);
};
const assetDetailLoader = lazyLoader(assetLoaders, 'assetDetailLoader');
const historyLoaders = () => import('./history/loaders');
const historyLoader = lazyLoader(historyLoaders, 'historyLoader');
const versionsLoader = lazyLoader(historyLoaders, 'versionsLoader');
const versionHomeLoader = lazyLoader(historyLoaders, 'versionHomeLoader');

/*
 * Loaders and actions are part of the main bundle; page components load lazily, in parallel with
 * their data. Guards: loginRedirectIfGuest (log-in needed) and guestOnlyLoader (log-in, registration).
 * The addresses are the domain's (`appRoutes`); here each gets its screen, by name.
 */
const screens: Record<RouteName, Screen> = {
  home: {
    handle: publicRenderedHandle,
    loader: homeLoader,
    lazy: async () => ({ Component: (await import('./brands/HomeRoute')).default }),
  },
  login: {
    handle: guestRenderedHandle,
    loader: guestOnlyLoader,
    action: loginAction,
    lazy: async () => ({ Component: (await import('./auth/LoginRoute')).default }),
  },
  register: {
    handle: guestRenderedHandle,
    loader: guestOnlyLoader,
    action: registerAction,
    lazy: async () => ({ Component: (await import('./auth/RegisterRoute')).default }),
  },
  // Account recovery: guest-only like /login.
  loginToken: {
    loader: loginTokenLoader,
    handle: guestHandle,
    lazy: async () => ({ Component: (await import('./auth/LoginTokenRoute')).default }),
  },
  // Submitted to by the sign-in link form; opened as a page it goes to /login.
  loginLink: { action: loginLinkAction, loader: () => redirect('/login?via=link'), handle: guestHandle },
  lostPassword: {
    loader: guestOnlyLoader,
    action: lostPasswordAction,
    handle: guestRenderedHandle,
    lazy: async () => ({ Component: (await import('./auth/LostPasswordRoute')).default }),
  },
  resetPassword: {
    loader: guestOnlyLoader,
    action: resetPasswordAction,
    handle: guestRenderedHandle,
    lazy: async () => ({ Component: (await import('./auth/ResetPasswordRoute')).default }),
  },
  // The link that confirms an account's address (mailed at registration): for anyone.
  verifyEmail: {
    handle: publicPlainHandle,
    lazy: async () => {
      const route = await import('./auth/VerifyEmailRoute');
      return { loader: route.verifyEmailLoader, Component: route.default };
    },
  },
  // The links of an address change (users/emailChange.ts): for anyone who has them.
  confirmEmail: {
    handle: publicPlainHandle,
    lazy: async () => {
      const route = await import('./account/EmailLinkRoute');
      // Its link works once: the page's loader never runs again (the header's does).
      return { loader: route.emailLinkLoader('confirm'), Component: route.default, shouldRevalidate: () => false };
    },
  },
  undoEmail: {
    handle: publicPlainHandle,
    lazy: async () => {
      const route = await import('./account/EmailLinkRoute');
      // Its link works once: the page's loader never runs again (the header's does).
      return { loader: route.emailLinkLoader('undo'), Component: route.default, shouldRevalidate: () => false };
    },
  },
  // A shared link (issue 15): opens a read-only session and lands on the linked page; a revoked,
  // expired or unknown link shows a page saying so.
  openLink: {
    handle: publicPlainHandle,
    loader: openLinkLoader,
    lazy: async () => ({ Component: (await import('./sharedLinks/OpenLinkRoute')).default }),
  },
  // Submitted to by the log-out buttons; opened as a page it just goes home.
  logout: { handle: publicPlainHandle, action: logoutAction, loader: () => redirect('/') },
  // The user's own account: address, name, language, avatar, password, the browsers logged in.
  account: {
    handle: { access: 'user' },
    loader: lazyLoader(() => import('./account/loaders'), 'accountLoader'),
    lazy: async () => ({ Component: (await import('./account/AccountRoute')).default }),
  },
  newBrand: {
    loader: newBrandLoader,
    lazy: async () => ({ Component: (await import('./brands/NewBrandRoute')).default }),
  },
  // The public directory of brands, for anyone ('directory' is a reserved slug).
  directory: {
    handle: publicRenderedHandle,
    loader: directoryLoader,
    lazy: async () => ({ Component: (await import('./brands/DirectoryRoute')).default }),
  },
  // An invitation's link: anyone may open it (it offers registration or log-in).
  invitation: {
    handle: publicHandle,
    loader: invitationLoader,
    lazy: async () => ({ Component: (await import('./brands/members/InvitationRoute')).default }),
  },
  // Brand lookup (spec, point 2): /brands/:id by id, /:brand by slug. Readable without
  // log-in when public; the loader sends a guest to log in when the brand is not there.
  brandById: { handle: publicRenderedHandle, loader: brandHomeLoader, lazy: brandHome },
  brandHome: { handle: publicRenderedHandle, loader: brandHomeLoader, lazy: brandHome },
  // The brand settings sidebar and its pages.
  brandSettings: {
    loader: brandSettingsLoader,
    lazy: async () => ({ Component: (await import('./brands/settings/BrandSettingsRoute')).default }),
  },
  brandSettingsGeneral: { lazy: async () => ({ Component: (await import('./brands/settings/BrandSettingsGeneral')).default }) },
  brandSettingsKit: { lazy: async () => ({ Component: (await import('./brands/settings/BrandSettingsKit')).default }) },
  brandSettingsUsers: {
    loader: usersSettingsLoader,
    lazy: async () => ({ Component: (await import('./brands/members/UsersSettings')).default }),
  },
  brandSettingsLinks: { lazy: sharedLinksSettings },
  brandSettingsBilling: { lazy: async () => ({ Component: (await settingsPages()).BillingSettings }) },
  brandSettingsDelete: { lazy: async () => ({ Component: (await import('./brands/settings/BrandSettingsDelete')).default }) },
  // The brand's asset library (issue 5): ?q= searches by name, ?tag= filters; below it
  // /{brand}/assets/{assetId} opens an asset's detail over the list (anything deeper is not
  // found), so uploads running in the list go on. Public brands' uploaded assets are
  // readable without log-in.
  assets: {
    handle: publicRenderedHandle,
    loader: assetsLoader,
    // The list asks again itself after its changes; opening and closing a detail keeps it.
    shouldRevalidate: ({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }) =>
      currentParams.brand !== nextParams.brand ||
      currentUrl.search !== nextUrl.search ||
      (currentUrl.pathname === nextUrl.pathname && defaultShouldRevalidate),
    lazy: async () => ({ Component: (await import('./assets/AssetsRoute')).default }),
  },
  assetDetail: {
    handle: publicHandle,
    loader: assetDetailLoader,
    lazy: async () => ({ Component: (await import('./assets/AssetDetailRoute')).default }),
  },
  // The brand's activity (members; ?person=, ?page=, ?since=1 filter it), its named versions
  // and the brand home at a version (anyone who reads the brand). 'history' and 'versions'
  // are reserved page addresses, and static segments rank above :page.
  brandHistory: {
    loader: historyLoader,
    lazy: async () => ({ Component: (await import('./history/BrandHistoryRoute')).default }),
  },
  versions: {
    handle: datedRenderedHandle,
    loader: versionsLoader,
    lazy: async () => ({ Component: (await import('./history/VersionsRoute')).default }),
  },
  versionHome: {
    handle: datedRenderedHandle,
    loader: versionHomeLoader,
    lazy: async () => ({ Component: (await import('./history/VersionHomeRoute')).default }),
  },
  // A page as it was in a version of the brand (read only).
  versionPage: {
    handle: datedRenderedHandle,
    loader: versionPageLoader,
    lazy: async () => ({ Component: (await import('./pages/VersionPageRoute')).default }),
  },
  // A brand page (spec, point 2: looked up by brand slug plus page slug); public brands' pages are
  // readable without log-in. Static segments (assets, settings) rank above :page.
  page: {
    handle: publicRenderedHandle,
    loader: pageLoader,
    // ?at= (a moment of the page's history) is the screen's own: the live page stays as read.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname && onlyAtChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate,
    lazy: async () => ({ Component: (await import('./pages/PageRoute')).default }),
  },
  pageSettings: {
    loader: pageSettingsLoader,
    lazy: async () => ({ Component: (await import('./pages/PageSettingsRoute')).default }),
  },
  legal: legalScreen,
  admin: {
    // Nobody is sent to log in here: anyone but an admin finds the not-found page, as the server's 404 says.
    handle: publicHandle,
    loader: lazyLoader(() => import('./admin/loaders'), 'adminLoader'),
    lazy: async () => ({ Component: (await import('./admin/AdminRoute')).default }),
  },
  adminBrand: {
    handle: publicHandle,
    loader: lazyLoader(() => import('./admin/loaders'), 'adminBrandLoader'),
    lazy: async () => ({ Component: (await import('./admin/AdminBrandRoute')).default }),
  },
  adminUser: {
    handle: publicHandle,
    loader: lazyLoader(() => import('./admin/loaders'), 'adminUserLoader'),
    lazy: async () => ({ Component: (await import('./admin/AdminUserRoute')).default }),
  },
  notFound: { handle: publicPlainHandle, Component: NotFound },
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    // The route checks (auth, terms, session replay, language) run on every navigation, with the
    // access this tree's matched routes state.
    loader: (args) => rootLoader(args, routes),
    shouldRevalidate: rootShouldRevalidate,
    Component: RootRoute,
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        // Errors below the layout keep the header.
        errorElement: <ErrorPage />,
        children: clientRoutes(appRoutes, screens),
      },
    ],
  },
];

/** Whether two addresses differ in their `at` parameter only. */
function onlyAtChanged(a: URL, b: URL): boolean {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('at');
    return params.toString();
  };
  return a.search !== b.search && strip(a) === strip(b);
}

export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData });

/** Loads the lazy modules of the routes `pathname` matches into them (before hydrating a server-rendered screen). */
export async function loadMatchedRoutes(tree: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(tree, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
