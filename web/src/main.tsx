import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initialLocale } from './i18n/locale';
import { LocaleProvider } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/messages';
import { installChunkReload } from './layout/chunkReload';
import { legalPageAt } from './legal/pages';
import { createRouter, loadMatchedRoutes, routes } from './router';
import type { RouteHandle } from './routing/checks';
import { preloadRelayProvider } from './routing/RelayBoundary';

installChunkReload();

const locale = initialLocale();
// A server-rendered screen: its matched routes' lazy modules are loaded before the router starts,
// so that the first render is the server's (React Router's hydration of lazy routes). Its page
// names its own language already (a legal page's may differ from the chosen one).
const hydrationData = (window as { __staticRouterHydrationData?: HydrationState }).__staticRouterHydrationData;
if (!hydrationData) document.documentElement.lang = locale;
const serverRendered = hydrationData
  ? loadMatchedRoutes(routes, window.location.pathname).then(() => true)
  : Promise.resolve(false);
// The router starts the first page's loaders at once; the messages load meanwhile.
const router = await serverRendered.then(() => createRouter(hydrationData));
// A page that uses GraphQL renders inside the Relay provider, a chunk of its own: fetch it alongside
// the page's data rather than after it (pages marked relay: false, like log-in, never load it).
const firstPage = router.state.matches[router.state.matches.length - 1];
if ((firstPage?.route.handle as RouteHandle | undefined)?.relay !== false) void preloadRelayProvider();

// A legal page shows in its own language (PageLanguage): its messages load alongside.
const pageLocale = legalPageAt(window.location.pathname.replace(/\/+$/, ''))?.lang;
if (pageLocale && pageLocale !== locale) void loadMessages(pageLocale);
void Promise.all([loadMessages(locale), serverRendered]).then(([messages, hydrating]) => {
  const root = document.getElementById('root')!;
  const tree = (
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>
  );
  // A screen the server rendered (entry-server.tsx) is taken over as it stands, without a repaint.
  if (hydrating) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
});
