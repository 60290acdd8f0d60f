import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { Locale } from './i18n/locale';
import { LocaleProvider } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/messages';
import { legalPageAt } from './legal/pages';
import { routes } from './router';
import type { RouteHandle } from './routing/checks';
import { rememberViewer } from './routing/viewer';

/** What the server puts in the page's root element, and the status the screen stands for. */
export interface Rendered {
  html: string;
  status: number;
  lang: Locale;
}

/**
 * Renders a screen on the server (issue 26), for the API's page answers (`api/src/http/ssr.ts`):
 * the same tree main.tsx renders, through React Router's static handler (the route's loaders run
 * here, its lazy modules load), as HTML with the router's data for the client to hydrate.
 *
 * Only screens marked `serverRendered` (log-in, registration, the legal pages: no GraphQL, loaders
 * that read nothing but the session) and only for a visitor without a session: the session module
 * here is the server's one copy, so it holds "nobody" and nothing else. Anything else answers null
 * and the client renders as before; so does a screen whose loader redirects. `lang` is the
 * language the screen shows (a legal page's own).
 */
export async function render(url: string, headers: Headers, locale: Locale): Promise<Rendered | null> {
  const pathname = new URL(url).pathname;
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if ((leaf?.route.handle as RouteHandle | undefined)?.serverRendered !== true) return null;
  rememberViewer(null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { headers }));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = await loadMessages(locale);
  const { prelude } = await prerender(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <StaticRouterProvider router={router} context={context} />
      </LocaleProvider>
    </StrictMode>,
  );
  return {
    html: await new Response(prelude).text(),
    status: context.statusCode,
    lang: legalPageAt(pathname.replace(/\/+$/, ''))?.lang ?? locale,
  };
}
