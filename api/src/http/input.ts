import type { IncomingMessage } from 'node:http';
import { checkStorableText, fail, type ErrorCode } from '@brandtrail/domain';

/**
 * Where input is checked before anything reads it: every JSON body, every query-string parameter,
 * every URL path and every string literal of a GraphQL document passes through here, so resolvers,
 * commands and the database only ever see text they can store. PostgreSQL cannot store U+0000 in
 * text or jsonb, and a lone UTF-16 surrogate is not Unicode at all (it would be stored as U+FFFD, or
 * refused): both are refused with TEXT_INVALID (400) rather than reaching SQL as a 500 (the domain's
 * `checkStorableText`, which the command handler also applies to every event).
 */

/** A JSON body larger than this is refused (413) while it is read. */
export const MAX_JSON_BODY = 1024 * 1024;
/** How much of a body past the limit is still read (and dropped) before the connection is given up. */
const DRAIN_MAX = 8 * MAX_JSON_BODY;
/** JSON nested deeper than this is refused: nothing the product takes nests more than a rich-text document does. */
export const MAX_JSON_DEPTH = 100;

/** Checks every string (and key) of a parsed JSON value, and its depth, without recursion. */
export function checkStorableJson(value: unknown): void {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      checkStorableText(item);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) fail('REQUEST_INVALID');
    if (Array.isArray(item)) {
      for (const child of item) stack.push([child, depth + 1]);
      continue;
    }
    for (const [key, child] of Object.entries(item)) {
      checkStorableText(key);
      stack.push([child, depth + 1]);
    }
  }
}

/**
 * Reads a body of at most `maxBytes`, else fails with `tooLarge` ({max}). Past the limit the rest
 * is read and dropped, up to the larger of DRAIN_MAX and twice the limit, so that the client reads
 * the answer (a client still sending into a closed socket sees a reset instead) and a keep-alive
 * connection stays usable; a body declared larger than that is refused at once (and closes).
 */
export async function readBody(
  req: IncomingMessage,
  maxBytes: number,
  tooLarge: ErrorCode = 'REQUEST_TOO_LARGE',
): Promise<Buffer> {
  const drain = Math.max(DRAIN_MAX, 2 * maxBytes);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > drain) fail(tooLarge, { max: formatLimit(maxBytes) });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > drain) break;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  if (size > maxBytes) fail(tooLarge, { max: formatLimit(maxBytes) });
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON object body (a JSON array, or any other value, is refused: requests are objects,
 * which also rules out batches), at most `maxBytes`, and checks its text. An empty body is
 * undefined.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_JSON_BODY): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req, maxBytes);
  const size = body.length;
  if (size === 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    fail('REQUEST_INVALID');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail('REQUEST_INVALID');
  checkStorableJson(value);
  return value as Record<string, unknown>;
}

/**
 * The request's URL, with the path decoded once here: a path that is not valid percent-encoded
 * UTF-8 (`/%ff%fe`), or that holds text the product cannot store, is REQUEST_INVALID. Query
 * parameters are checked the same way.
 */
export interface RequestUrl {
  url: URL;
  /** The path, percent-decoded. */
  pathname: string;
  /** The query string's parameters (the last of a repeated name). */
  params: Record<string, string>;
}

export function requestUrl(req: IncomingMessage): RequestUrl {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return fail('REQUEST_INVALID');
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return fail('REQUEST_INVALID');
  }
  checkStorableText(pathname);
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) params[checkStorableText(key)] = checkStorableText(value);
  return { url, pathname, params };
}

const formatLimit = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`);
