import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initialLocale } from './i18n/locale';
import { LocaleProvider } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/messages';
import { installChunkReload } from './layout/chunkReload';
import { legalPageAt } from './legal/pages';
import { createRouter } from './router';
import type { RouteHandle } from './routing/checks';
import { preloadRelayProvider } from './routing/RelayBoundary';

installChunkReload();

const locale = initialLocale();
document.documentElement.lang = locale;
// The router starts the first page's loaders at once; the messages load meanwhile.
const router = createRouter();
// A page that uses GraphQL renders inside the Relay provider, a chunk of its own: fetch it alongside
// the page's data rather than after it (pages marked relay: false, like log-in, never load it).
const firstPage = router.state.matches[router.state.matches.length - 1];
if ((firstPage?.route.handle as RouteHandle | undefined)?.relay !== false) void preloadRelayProvider();

// A legal page shows in its own language (PageLanguage): its messages load alongside.
const pageLocale = legalPageAt(window.location.pathname.replace(/\/+$/, ''))?.lang;
if (pageLocale && pageLocale !== locale) void loadMessages(pageLocale);
void loadMessages(locale).then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>,
  );
});
