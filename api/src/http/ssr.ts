import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log } from '@brandtrail/infra';

/** The web client's server rendering (web/src/entry-server.tsx, built to web/dist-ssr/). */
interface ServerEntry {
  render(url: string, headers: Headers, locale: string): Promise<{ html: string; status: number; lang: string } | null>;
}

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
   * The screen at `url` rendered for a visitor without a session, or null (a screen that needs
   * GraphQL, a redirect, no build, or a failure, which is logged: the browser renders it then).
   */
  return async (url: string, headers: Headers, locale: string): Promise<{ html: string; lang: string } | null> => {
    const server = await load();
    if (!server) return null;
    try {
      const rendered = await server.render(url, headers, locale);
      return rendered && { html: rendered.html, lang: rendered.lang };
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
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}
