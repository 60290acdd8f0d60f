import './styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initialLocale } from './i18n/locale';
import { LocaleProvider } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/messages';
import { browserTimeZone } from './i18n/timeZone';
import { installChunkReload } from './layout/chunkReload';
import { legalPageAt } from './legal/pages';
import { createRouter, loadMatchedRoutes, routes } from './router';
import type { RouteHandle } from './routing/checks';
import { tookOver } from './routing/hydration';
import { preloadRelayProvider } from './routing/RelayBoundary';

installChunkReload();

const locale = initialLocale();
// A server-rendered screen names its own language already (a legal page's may differ from the chosen one).
const hydrationData = (window as { __staticRouterHydrationData?: HydrationState }).__staticRouterHydrationData;
if (!hydrationData) document.documentElement.lang = locale;
// A legal page shows in its own language (PageLanguage): its messages load alongside.
const pageLocale = legalPageAt(window.location.pathname.replace(/\/+$/, ''))?.lang;
if (pageLocale && pageLocale !== locale) void loadMessages(pageLocale);
const messages = loadMessages(locale);
const timeZone = browserTimeZone();

/**
 * Marks the page as the client's (`<html data-client>`) once its first render, or its taking over of
 * the server's, has committed and run its effects: from then on a click or a key reaches the
 * screen's handlers. The browser tests wait for it after each page load (web/e2e/processes.ts).
 */
function ClientMark() {
  useEffect(() => document.documentElement.setAttribute('data-client', ''), []);
  return null;
}

/** Starts the router (which starts the first page's loaders at once) and renders, or hydrates. */
function start(hydrating: boolean) {
  const router = createRouter(hydrationData);
  // A page that uses GraphQL renders inside the Relay provider, a chunk of its own: fetch it alongside
  // the page's data rather than after it (pages marked relay: false, like log-in, never load it).
  const firstPage = router.state.matches[router.state.matches.length - 1];
  const relay = (firstPage?.route.handle as RouteHandle | undefined)?.relay !== false ? preloadRelayProvider() : null;
  // A server-rendered Relay screen (a brand's home or page) hydrates once its loader has run again
  // on the records the page came with, and the provider is there: its first render is the server's.
  const ready = hydrating ? Promise.all([messages, relay, initialized(router)]).then(([loaded]) => loaded) : messages;
  void ready.then((loaded) => {
    const root = document.getElementById('root')!;
    const tree = (
      <StrictMode>
        <LocaleProvider initialLocale={locale} initialMessages={loaded} timeZone={timeZone}>
          <RouterProvider router={router} />
          <ClientMark />
        </LocaleProvider>
      </StrictMode>
    );
    // A screen the server rendered (entry-server.tsx) is taken over as it stands, without a repaint.
    if (hydrating) {
      hydrateRoot(root, tree);
      tookOver();
    } else createRoot(root).render(tree);
  });
}

/** Resolves when the router has run the loaders the page's hydration data left to the client. */
function initialized(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// For a server-rendered screen the matched routes' lazy modules load before the router starts, so
// that its first render is the server's (React Router's hydration of lazy routes).
// It waits for the page's first paint too: the server's HTML shows at once, and the client's work
// (loading the modules, hydrating) comes after it instead of holding it back.
const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
if (hydrationData) void Promise.all([loadMatchedRoutes(routes, window.location.pathname), painted]).then(() => start(true));
else start(false);
