import type { Role } from './fixture';
import { toJson } from './values';

/** One request of the suite. */
export interface Case {
  /** What kind of input (the report groups by it): 'argument', 'document', 'parameters', 'route', ... */
  group: string;
  /** What is sent, e.g. `createBrand input.name: NUL inside (variables)`. */
  name: string;
  as: Role;
  method: string;
  /** The request target as sent (not normalised). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Bytes for a socket of its own instead (what node:http will not send); `id` goes into x-hostile-case. */
  raw?: (id: string) => Buffer;
  /** After the raw bytes, close the sending side (a client that stops mid-request). */
  halfClose?: boolean;
  /** An event stream: read up to the first event, then disconnect. */
  stream?: boolean;
  /** Ask for German (Accept-Language); answers' messages are checked against the German texts. */
  locale?: 'de';
  /** Mutations: sent one at a time, in order, so that every run changes the same things. */
  serial?: boolean;
  /** May exhaust the app (deep or wide documents): sent last, one at a time, the app restarted if it stops answering. */
  hazard?: boolean;
  /** The server may close the connection without an answer (a refused upload, a client that stops). */
  mayDrop?: boolean;
  /** Cases in a row with the same key are sent at the same moment (a double submit, several tabs). */
  burst?: string;
}

export const graphqlCase = (
  base: Pick<Case, 'group' | 'name' | 'as'> & Partial<Case>,
  payload: { query?: unknown; variables?: unknown; operationName?: unknown; [key: string]: unknown },
): Case => ({
  method: 'POST',
  path: '/graphql',
  ...base,
  headers: { 'content-type': 'application/json', ...base.headers },
  body: toJson(payload),
});

/** A request as a person would type it again: method, target, and the body with long runs shortened. */
export function describeRequest(c: Case, limit = 600): string {
  const shorten = (s: string) => {
    // runs of one character as "a…(10000×)" (a loop: a regular expression recurses too deep on 1M characters)
    let out = '';
    for (let i = 0; i < s.length && out.length < limit * 2;) {
      let j = i + 1;
      while (j < s.length && s[j] === s[i]) j++;
      out += j - i >= 40 ? `${s[i]}…(${j - i}×)` : s.slice(i, j);
      i = j;
    }
    return out;
  };
  const headers = Object.entries(c.headers ?? {})
    .filter(([k]) => k !== 'content-type' || !String(c.headers?.[k]).startsWith('application/json'))
    .map(([k, v]) => ` -H '${k}: ${shorten(v)}'`)
    .join('');
  const body =
    c.body === undefined ? '' : ` ${shorten(typeof c.body === 'string' ? c.body : c.body.toString('latin1'))}`.slice(0, limit);
  const raw = c.raw ? ` [raw] ${shorten(c.raw('ID').toString('latin1')).slice(0, limit)}` : '';
  return `${c.as}: ${c.method} ${shorten(c.path).slice(0, 300)}${headers}${body}${raw}`;
}
