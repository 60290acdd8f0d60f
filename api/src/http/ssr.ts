import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log } from '@brandtrail/infra';

/** How many rendered screens are kept (a log-in page in two languages is two; the longest, the terms, is 75 KB). */
const KEPT = 100;

/** The web client's server rendering (web/src/entry-server.tsx, built to web/dist-ssr/). */
interface ServerEntry {
  render(url: string, headers: Headers, locale: string, ask: Ask, session: unknown): Promise<Rendered | null>;
}

interface Rendered {
  html: string;
  status: number;
  lang: string;
  /** The Relay records a screen that asked GraphQL read (a brand's home or page). */
  records?: unknown;
}

/** Answers a persisted query as `POST /graphql` answers the page's visitor (the GraphQL handler's `ask`). */
export type Ask = (id: string, variables: Record<string, unknown>) => Promise<unknown>;

/**
 * Loads the built server entry once, at the first page it may render; none where the web client's
 * build made none (the page is then rendered in the browser, as before). Imported by its file's
 * address at run time: the API does not depend on the web package.
 */
export function serverRendering(webDist: string) {
  const file = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  let entry: Promise<ServerEntry | null> | undefined;
  const load = () =>
    (entry ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerEntry>).catch((error: unknown) => {
          log.warn('server rendering: the built entry did not load; pages render in the browser', { error: String(error) });
          return null;
        })
      : Promise.resolve(null));

  /**
   * The screen at `url` rendered for its visitor (`session` as POST /login {} answers them: null,
   * a shared link's guest or a logged-in user), or null (a screen that is not rendered on the
   * server, a redirect, no build, or a failure, which is logged: the browser renders it then). A
   * brand's screens ask their queries through `ask`.
   */
  const kept = new Map<string, { html: string; lang: string }>();
  return async (
    url: string,
    headers: Headers,
    locale: string,
    ask: Ask,
    session: unknown,
  ): Promise<{ html: string; lang: string; records?: unknown } | null> => {
    // What a screen without GraphQL renders to for nobody depends on its address and language only
    // (the bundle, with its texts, is loaded once): the last KEPT renders are answered again as
    // they are. A brand's screens change with the brand, and a guest's name theirs: rendered each time.
    const key = session === null ? `${locale} ${url}` : undefined;
    const known = key === undefined ? undefined : kept.get(key);
    if (known) return known;
    const server = await load();
    if (!server) return null;
    try {
      const rendered = await server.render(url, headers, locale, ask, session);
      if (!rendered) return null;
      if (rendered.records || key === undefined) return { html: rendered.html, lang: rendered.lang, records: rendered.records };
      const page = { html: rendered.html, lang: rendered.lang };
      kept.set(key, page);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return page;
    } catch (error) {
      log.warn('server rendering failed; the browser renders the page', { url, error: String(error) });
      return null;
    }
  };
}

/** The request's headers the rendering reads (the language cookie and Accept-Language). */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language']) {
    const value = req.headers[name];
    try {
      if (typeof value === 'string') headers.set(name, value);
    } catch {
      // A value Headers refuses: rendered as if the header were not there.
    }
  }
  return headers;
}
