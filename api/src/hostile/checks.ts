import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessages, type ErrorCode, type Locale } from '@brandtrail/domain';
import type { Case } from './cases';
import type { Answer } from './http';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Whether the web client is built (server.ts serves it from web/dist). */
export const webBuilt = existsSync(path.join(repoRoot, 'web', 'dist', 'index.html'));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What no answer may say: stack traces, internal paths, SQL and database errors, JavaScript errors. */
export const leaks: readonly { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\bat (?:async )?[\w$.<>[\] ]+ \([^()\n]*:\d+:\d+\)/ },
  { name: 'stack frame', pattern: /\bat (?:file|node):\/?\/?[^\s)]+:\d+:\d+/ },
  { name: 'internal path', pattern: /node_modules/ },
  { name: 'internal path', pattern: new RegExp(`${escape(repoRoot)}|/work/`) },
  { name: 'internal path', pattern: new RegExp(`${escape(tmpdir())}/bt-`) },
  { name: 'SQL', pattern: /\b(?:SELECT|INSERT INTO|DELETE FROM)\s/ },
  { name: 'SQL', pattern: /\bUPDATE \w+ SET\b/ },
  {
    name: 'database error',
    pattern:
      /syntax error at or near|violates|duplicate key|invalid input syntax|out of range for type|invalid byte sequence|unsupported Unicode escape|relation "|column "|bigint out of range|integer out of range/,
  },
  { name: 'JavaScript error', pattern: /\b(?:TypeError|ReferenceError|RangeError)\b|Maximum call stack|Cannot read propert/ },
  { name: 'internal error text', pattern: /\bE(?:NOENT|ACCES|ISDIR|NOTDIR|CONNREFUSED)\b|PGlite|ErrnoException/ },
];

/** A message template as a pattern: its {params} may be anything. */
const templatePattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escape)
      .join('[\\s\\S]*')}$`,
  );
const templates = Object.fromEntries(
  (Object.keys(errorMessages) as Locale[]).map((locale) => [
    locale,
    Object.fromEntries(Object.entries(errorMessages[locale]).map(([code, text]) => [code, templatePattern(text)])),
  ]),
) as Record<Locale, Record<string, RegExp>>;

/** Every {code, message} pair in an answer: the REST error, GraphQL errors, events of a stream. */
function errorsIn(body: string): { code: string; message: string }[] {
  const found: { code: string; message: string }[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    const o = value as Record<string, unknown>;
    const code = typeof o.code === 'string' ? o.code : (o.extensions as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && typeof o.message === 'string') found.push({ code, message: o.message });
    if (o.errors) visit(o.errors, depth + 1);
  };
  const parse = (text: string) => {
    try {
      visit(JSON.parse(text), 0);
    } catch {
      // not JSON
    }
  };
  if (body.startsWith('{') || body.startsWith('[')) parse(body);
  else for (const line of body.split('\n')) if (line.startsWith('data:')) parse(line.slice(5).trim());
  return found;
}

export interface Problem {
  kind: 'server error' | 'internal error' | 'no answer' | 'slow' | 'leak' | 'language';
  detail: string;
  /** The error id of an INTERNAL answer, to find what the server logged. */
  errorId?: string;
}

/**
 * What is wrong with an answer: a status of 500 or more (or an INTERNAL error inside a 200), no
 * answer, more than `slowMs` (server time when known), a leak, or an error message that is not the
 * text of its code in the language asked for.
 */
export function problems(c: Case, answer: Answer, requestText: string, serverMs: number | undefined, slowMs: number): Problem[] {
  const out: Problem[] = [];
  const { status, body } = answer;
  // without a build of the web client the file routes answer 503 (npm test builds it first)
  if (status === 503 && !webBuilt && (c.method === 'GET' || c.method === 'HEAD' || c.raw) && !/"code"/.test(body)) return out;
  const internalId = /"code":\s*"INTERNAL"/.test(body) ? /[Cc]ode ([0-9a-f]{8})\b/.exec(body)?.[1] : undefined;
  if (status !== null && status >= 500)
    out.push({ kind: 'server error', detail: `status ${status}: ${body.slice(0, 300)}`, errorId: internalId });
  else if (/"code":\s*"INTERNAL"|"status":\s*5\d\d\b/.test(body))
    out.push({ kind: 'internal error', detail: `status ${status} with ${body.slice(0, 300)}`, errorId: internalId });
  if (typeof answer.nextOnConnection === 'string')
    out.push({ kind: 'no answer', detail: `the next request on the same connection: ${answer.nextOnConnection}` });
  if (answer.timedOut) out.push({ kind: 'slow', detail: `no answer within ${Math.round(answer.ms)} ms` });
  else if (status === null && !c.mayDrop) out.push({ kind: 'no answer', detail: answer.error ?? 'closed without an answer' });
  const ms = serverMs ?? answer.ms;
  if (!answer.timedOut && ms > slowMs)
    out.push({ kind: 'slow', detail: `${Math.round(ms)} ms (${serverMs === undefined ? 'client' : 'server'} time)` });
  const said = `${Object.values(answer.headers).join('\n')}\n${body}`;
  for (const { name, pattern } of leaks) {
    const m = pattern.exec(said);
    // what the request itself carried (an echoed value) is no leak
    if (m && !requestText.includes(m[0]))
      out.push({
        kind: 'leak',
        detail: `${name}: …${said.slice(Math.max(0, m.index - 80), m.index + 120).replace(/\s+/g, ' ')}…`,
      });
  }
  const locale: Locale = c.locale ?? 'en';
  for (const e of errorsIn(body)) {
    const template = templates[locale][e.code as ErrorCode];
    if (template && !template.test(e.message))
      out.push({ kind: 'language', detail: `${e.code} asked in ${locale} answered "${e.message.slice(0, 160)}"` });
  }
  return out;
}
