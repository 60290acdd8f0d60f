import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The status and headers of an answer that stands for a page of the client (pageAnswer.ts), and the
 * session the page starts with (what POST /login {} answers), written into its HTML.
 */
export type PageAnswerOf = () => Promise<{
  status: number;
  headers: Record<string, string>;
  session?: unknown;
  /** The route the client shows (its name in the domain's routes) and the language it starts in. */
  screen?: string;
  locale?: string;
  /** The screen rendered on the server (ssr.ts), put in the root element; null: the browser renders it. */
  html?: string | null;
  /** The language the page shows, its root element's `lang`. */
  lang?: string;
  /** The Relay records a server-rendered screen read, for the client to start from. */
  records?: unknown;
  /** The page's title and description (a brand's screens); index.html's otherwise. */
  head?: PageHead;
}>;

/** A page's title and description, written into its HTML's head (an empty description: none). */
export interface PageHead {
  title: string;
  description: string;
}

/** What web/scripts/screenChunks.ts writes at build: the chunks per screen and per language. */
interface ScreenChunks {
  screens: Record<string, string[]>;
  messages: Record<string, string[]>;
}

/** The id of the script element that holds the session in a page's HTML (web/src/routing/viewer.ts). */
const SESSION_ELEMENT = 'bt-session';
/** The id of the one that holds a server-rendered screen's Relay records (web/src/relay/environment.ts). */
const RECORDS_ELEMENT = 'bt-relay';

/**
 * A value as JSON inside a `<script type="application/json">` element: `<`, `>`, `&` and the two
 * line separators escaped, so no text of a user's (an address) can end the element or open another.
 */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Text as HTML, in an element or a quoted attribute. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's title, and its description for search results and link previews (none for an empty one). */
const headHtml = ({ title, description }: PageHead): string =>
  `<title>${escapeHtml(title)}</title><meta property="og:title" content="${escapeHtml(title)}">` +
  (description
    ? `<meta name="description" content="${escapeHtml(description)}"><meta property="og:description" content="${escapeHtml(description)}">`
    : '');

/**
 * index.html with, at the end of its head, the session's script element and a modulepreload link
 * for each chunk the screen and its language's messages load after the entry script: the browser
 * fetches them with the entry instead of after it has run. `head` replaces its title; a screen
 * rendered on the server goes in the root element (`html`), with the Relay records it read.
 */
export const pageHtml = (
  index: string,
  session: unknown,
  chunks: readonly string[] = [],
  {
    html = null,
    lang,
    head,
    records,
  }: { html?: string | null; lang?: string; head?: PageHead | undefined; records?: unknown } = {},
): string => {
  const { preloads, rest } = leadingImagePreloads(html ?? '');
  return firstStylesheets(index, preloads)
    .replace(/<html lang="[a-z]+">/, (found) => (lang && /^[a-z]{2}$/.test(lang) ? `<html lang="${lang}">` : found))
    .replace(/<title>[^<]*<\/title>/, (found) => (head ? headHtml(head) : found))
    .replace(
      '</head>',
      chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('') +
        `<script type="application/json" id="${SESSION_ELEMENT}">${jsonInHtml(session)}</script>` +
        (html && records ? `<script type="application/json" id="${RECORDS_ELEMENT}">${jsonInHtml(records)}</script>` : '') +
        '</head>',
    )
    .replace('<div id="root"></div>', () => `<div id="root">${rest}</div>`);
};

/**
 * React puts a preload link for each image of the render that is fetched first (an <img> with
 * fetchPriority="high") at the start of what it rendered: those are taken out of the root element
 * to go in the head, where the browser asks for them before the screen's scripts.
 */
function leadingImagePreloads(html: string): { preloads: string; rest: string } {
  const found = /^(?:<link rel="preload" as="image"[^>]*\/?>)+/.exec(html);
  return found ? { preloads: found[0], rest: html.slice(found[0].length) } : { preloads: '', rest: html };
}

/**
 * index.html with its stylesheets first in the head, then the preloads given (the first screen's
 * images): the first paint waits for them, and over HTTP/1.1 (six connections to a host) they would
 * otherwise queue behind the scripts named before, as the library's previews did behind its 35 chunks.
 */
function firstStylesheets(index: string, preloads: string): string {
  const sheets = index.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  let rest = index;
  for (const sheet of sheets) rest = rest.replace(sheet, '');
  return rest.replace(/<head>/, () => `<head>${sheets.join('')}${preloads}`);
}

/**
 * A file of the build, read and made into `T` once and again only when it changed (a rebuild while
 * the server runs); undefined while it is missing or unreadable (half written).
 */
function builtFile<T>(file: string, make: (text: string) => T): () => Promise<T | undefined> {
  let kept: { version: string; value: T } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const version = `${info.mtimeMs} ${info.size}`;
    if (kept?.version !== version) {
      try {
        kept = { version, value: make(await readFile(file, 'utf8')) };
      } catch {
        return undefined;
      }
    }
    return kept.value;
  };
}

/** The chunks to name for a screen in a language (none where the build wrote no screens.json). */
const chunksOf = (known: ScreenChunks | undefined, screen: string | undefined, locale: string | undefined): string[] =>
  known ? [...new Set([...(known.messages[locale ?? ''] ?? []), ...(known.screens[screen ?? ''] ?? [])])] : [];

/** The encodings a request's Accept-Encoding takes (a `;q=0` refuses one), Brotli first. */
export function acceptedEncodings(header: string): { name: 'br' | 'gzip'; suffix: 'br' | 'gz' }[] {
  const taken = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) taken.add(token.trim());
  }
  const all = [
    { name: 'br', suffix: 'br' },
    { name: 'gzip', suffix: 'gz' },
  ] as const;
  return all.filter((e) => taken.has(e.name));
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page's HTML compressed as the request takes it (a rendered page of 200 elements with its records
 * is some hundreds of KB, a fifth of that compressed): Brotli at quality 4, about as fast as gzip's
 * default and smaller. Under 1 KB, or where neither is taken, as it is.
 */
async function compressedPage(body: Buffer, acceptEncoding: string): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const encoding = body.length < 1024 ? undefined : acceptedEncodings(acceptEncoding)[0]?.name;
  if (encoding === 'br') {
    return { body: await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }), encoding };
  }
  if (encoding === 'gzip') return { body: await gzipped(body), encoding };
  return { body };
}

/** The first accepted encoding whose copy of `file` the build wrote. */
async function encodedCopy(file: string, acceptEncoding: string) {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    if ((await stat(`${file}.${encoding.suffix}`).catch(() => undefined))?.isFile()) return encoding;
  }
  return undefined;
}

/**
 * Serves the built web client. Files under assets/ carry a content hash and are cached for a year;
 * any other path gets index.html, so that the client's router decides what it shows, with the
 * status and headers `answerOf` gives that page (404 where the client shows its not-found page).
 */
export function createStaticHandler(root: string) {
  const index = path.join(root, 'index.html');
  const indexHtml = builtFile(index, (text) => text);
  const screenChunks = builtFile(path.join(root, 'screens.json'), (text) => JSON.parse(text) as ScreenChunks);
  /** `decoded`: the request's path, percent-decoded (by the server's one input check). */
  return async (
    decoded: string,
    res: ServerResponse,
    head: boolean,
    answerOf: PageAnswerOf,
    acceptEncoding = '',
  ): Promise<void> => {
    const file = path.normalize(path.join(root, decoded));
    let target = index;
    if (file.startsWith(root + path.sep) && decoded !== '/') {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) target = file;
    }
    if (target === index) {
      const page = await answerOf();
      const html = await indexHtml();
      if (html === undefined) {
        res.writeHead(503, { ...page.headers, 'content-type': 'text/plain; charset=utf-8' });
        res.end('The web client is not built. Run npm start, which builds it.');
        return;
      }
      const chunks = chunksOf(await screenChunks(), page.screen, page.locale);
      const { body, encoding } = await compressedPage(
        Buffer.from(
          pageHtml(html, page.session, chunks, { html: page.html, lang: page.lang, head: page.head, records: page.records }),
        ),
        acceptEncoding,
      );
      // The page holds who is logged in: no shared cache keeps it, and the browser asks each time.
      res.writeHead(page.status, {
        ...page.headers,
        'content-type': types['.html']!,
        'content-length': body.length,
        'cache-control': 'private, no-cache',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      return void res.end(head ? undefined : body);
    }
    const immutable = decoded.startsWith('/assets/');
    // The build's compressed copy of an asset (web/scripts/precompress.ts) where the browser takes it.
    const encoding = immutable ? await encodedCopy(target, acceptEncoding) : undefined;
    const sent = encoding ? `${target}.${encoding.suffix}` : target;
    const info = await stat(sent).catch(() => undefined);
    if (!info) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': types[path.extname(target)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(immutable ? { vary: 'accept-encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
    });
    if (head) return void res.end();
    // A file that goes away after the stat (a rebuild of the client) ends the answer, not the server.
    await pipeline(createReadStream(sent), res).catch(() => res.destroy());
  };
}
