import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { GraphQLResponse, Variables } from 'relay-runtime';
import type { SessionUser } from './auth/session';
import type { Locale } from './i18n/locale';
import { LocaleProvider } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/messages';
import { readTimeZoneCookie } from './i18n/timeZone';
import { legalPageAt } from './legal/pages';
import { renderWithEnvironment, type PageRecords } from './relay/environment';
import { routes } from './router';
import { accountOf, type RouteHandle } from './routing/checks';
import { rememberViewer } from './routing/viewer';

/** What the server puts in the page's root element, and the status the screen stands for. */
export interface Rendered {
  html: string;
  status: number;
  lang: Locale;
  /** The Relay records the screen read (a brand's home, pages, library, versions), for the client to start from. */
  records?: PageRecords;
}

/** Answers a persisted GraphQL query as the API answers `POST /graphql` for the same visitor. */
export type Ask = (id: string, variables: Variables) => Promise<GraphQLResponse>;

/**
 * Screens render one at a time: the session module and getEnvironment() are the server's one answer
 * while one does.
 */
let queue: Promise<unknown> = Promise.resolve();
/** A render that takes longer gives its turn up and fails (the browser renders that screen). */
const RENDER_LIMIT_MS = 5000;
/**
 * Renders waiting for their turn at most: past it, a page goes out at once for the browser to
 * render, so that a burst of visitors waits for no queue (at most this many renders' time).
 */
const MAX_WAITING = 4;
let waiting = 0;

function withinLimit<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took over ${RENDER_LIMIT_MS} ms`)), RENDER_LIMIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Renders a screen on the server (issue 26), for the API's page answers (`api/src/http/ssr.ts`):
 * the same tree main.tsx renders, through React Router's static handler (the route's loaders run
 * here, its lazy modules load), as HTML with the router's data for the client to hydrate.
 *
 * Only screens marked `serverRendered`, for whoever asks (`session`, as the page's HTML carries it:
 * nobody, a shared link's guest or a logged-in user), whom the session module holds for the render.
 * A logged-in user's screens show dates, and so do a brand's versions for anyone (`showsDates`): they
 * are rendered only when the page's cookie names the browser's time zone (i18n/timeZone.ts), which
 * the dates are then written in. The log-in,
 * registration and legal pages need no GraphQL; a brand's home, pages and library ask through
 * `ask` (as the visitor) in an environment of their own, whose records come back for the page to
 * carry (the client's loaders take them instead of asking again, relay/environment.ts). Anything
 * else answers null and the client renders as before; so does a screen whose loader redirects (a
 * brand a stranger may not read sends them to log in). `lang` is the language the screen shows (a
 * legal page's own).
 */
export function render(
  url: string,
  headers: Headers,
  locale: Locale,
  ask?: Ask,
  session: SessionUser | null = null,
): Promise<Rendered | null> {
  const pathname = new URL(url).pathname;
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (handle?.serverRendered !== true) return Promise.resolve(null);
  const relay = handle.relay !== false;
  const timeZone = readTimeZoneCookie(headers.get('cookie') ?? '');
  const showsDates = !!accountOf(session) || handle.showsDates === true;
  if ((relay && !ask) || (showsDates && !timeZone) || waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting++;
  const screen = () => renderScreen(url, headers, locale, pathname, session, timeZone);
  const turn = queue.then((): Promise<{ rendered: Rendered | null; records?: PageRecords }> => {
    waiting--;
    return withinLimit(relay ? renderWithEnvironment(ask!, screen) : screen().then((rendered) => ({ rendered })));
  });
  queue = turn.catch(() => undefined);
  return turn.then(({ rendered, records }) => rendered && (records ? { ...rendered, records } : rendered));
}

async function renderScreen(
  url: string,
  headers: Headers,
  locale: Locale,
  pathname: string,
  session: SessionUser | null,
  timeZone: string | undefined,
): Promise<Rendered | null> {
  rememberViewer(session);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { headers }));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = await loadMessages(locale);
  // The client takes over what JSON can carry: a Relay screen's loader data (its query ref) stays
  // out, and that loader runs again in the browser on the records the page carries.
  const loaderData = Object.fromEntries(Object.entries(context.loaderData).filter(([, value]) => carried(value)));
  // Every Suspense boundary's content in place. By default React moves a boundary of more than
  // 12.8 KB (a library's 60 cards, a long page) to a hidden element at the end, revealed by an inline
  // script no sooner than 300 ms after the first frame, or by hydration: the screen painted its
  // header and spinner first and its content up to a second later (figure 13). A prerender sends
  // nothing before everything is done, so streaming in pieces gains nothing here.
  const { prelude } = await prerender(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages} timeZone={timeZone}>
        <StaticRouterProvider router={router} context={{ ...context, loaderData }} />
      </LocaleProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    status: context.statusCode,
    lang: legalPageAt(pathname.replace(/\/+$/, ''))?.lang ?? locale,
  };
}

/** Whether a loader's answer goes to the client as JSON (plain data, not a query ref). */
function carried(value: unknown): boolean {
  return !(value && typeof value === 'object' && 'queryRef' in value);
}
