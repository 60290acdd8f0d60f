/**
 * Hostile values by kind, and the few tools to send them: a seeded random sequence (every run
 * sends the same inputs) and JSON with what JSON.stringify cannot write (`raw`: 1e400, -0, digits
 * beyond a double, which JSON allows and JSON.parse turns into Infinity, -0 or a rounded number).
 */

/** A deterministic pseudo-random sequence (mulberry32): the same seed, the same inputs. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** `n` of the list, in the list's order. */
    sample: <T>(list: readonly T[], n: number): T[] => {
      if (list.length <= n) return [...list];
      const keys = list.map((item, i) => ({ item, i, k: next() }));
      return keys
        .sort((x, y) => x.k - y.k)
        .slice(0, n)
        .sort((x, y) => x.i - y.i)
        .map((x) => x.item);
    },
  };
}
export type Random = ReturnType<typeof seeded>;

/** A JSON token written as it is (`1e400`, `-0`, `99999999999999999999`). */
export class Raw {
  constructor(readonly json: string) {}
}
export const raw = (json: string) => new Raw(json);

/** JSON.stringify, with Raw tokens written as they are and own `__proto__` keys kept. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.json;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A labelled value: `value` goes into JSON variables, `literal` (when set) into the document. */
export interface Hostile {
  label: string;
  value: unknown;
  /** A GraphQL literal for the document instead of the value's own (e.g. 1e400, which JSON has no number for). */
  literal?: string;
  /** Large: sent for a sample of the places only. */
  large?: boolean;
  /** Sent to every place of its type; the others go to a sample of the places. */
  core?: boolean;
}

const h = (label: string, value: unknown, extra: Partial<Hostile> = {}): Hostile => ({ label, value, ...extra });

export const LONG_10K = 'a'.repeat(10_000);
/** 1M characters: a body of about 1 MB, just under the API's body limit in ASCII. */
export const LONG_1M = 'b'.repeat(1_000_000);

/** Text for any string field. */
export const strings: readonly Hostile[] = [
  h('empty', ''),
  h('blank', ' \t '),
  h('10k chars', LONG_10K, { core: true }),
  h('10k two-byte chars', 'ü'.repeat(10_000)),
  h('emoji', '😀'.repeat(2_000)),
  h('control chars', 'a\u0001\u0002\u0007\b\u000b\f\u000e\u001b[31mb\u007f\u0085'),
  h('line separators', 'a\r\nb\nc\rd\u2028e\u2029f'),
  h('NUL inside', 'a\u0000b', { core: true }),
  h('NUL only', '\u0000'),
  h('lone high surrogate', 'a\ud800b', { core: true }),
  h('lone low surrogate', '\udfff'),
  h('reversed surrogates', '\udc00\ud800'),
  h('bidi and zero-width', '\u202eevil\u200b\ufeff'),
  h('combining marks', 'e' + '\u0301'.repeat(5_000)),
  h('html script', '<script>alert(1)</script>', { core: true }),
  h('attribute injection', '"><img src=x onerror=alert(1)>'),
  h('javascript url', 'javascript:alert(document.cookie)'),
  h('templates', '{{7*7}}${7*7}<%= 7*7 %>#{7*7}'),
  h('quote injection', "' OR '1'='1' --"),
  h('stacked statement', "x'); DROP TABLE es_events; --"),
  h('like wildcards', '%_\\%\\_'),
  h('backslashes and quotes', '\\"\\\\\\u0000\\'),
  h('path traversal', '../../../../etc/passwd'),
  h('encoded traversal', '..%2f..%2f..%2fetc%2fpasswd'),
  h('windows path', 'C:\\Windows\\win.ini'),
  h('encoded NUL', '%00'),
  h('invalid percent-encoding', '%ff%fe%'),
  h('not a slug', 'Not A Slug!'),
  h('dashes', '--a--'),
  h('reserved word', 'graphql'),
  h('unicode word', 'müller'),
  h('dots', '..'),
  h('JSON text', '{"type":"doc"}'),
  h('NaN text', 'NaN'),
  h('Infinity text', '-Infinity'),
  h('huge number text', '1e400'),
  h('__proto__', '__proto__'),
  h('1M chars', LONG_1M, { large: true }),
  h('1M two-byte chars (over the body limit)', 'ü'.repeat(1_000_000), { large: true }),
];

/** What JSON can carry for a string field that is no string. */
export const notStrings: readonly Hostile[] = [
  h('number', 1),
  h('float', 1.5),
  h('huge number', raw('1e400')),
  h('boolean', true),
  h('object', { a: 1 }),
  h('array', ['a']),
  h('null', null),
];

/** Rich text (a ProseMirror document as a JSON string) that is broken or hostile. */
export const richTexts: readonly Hostile[] = [
  h('rich text: not JSON', '{"type":"doc",'),
  h('rich text: JSON null', 'null'),
  h('rich text: array', '[]'),
  h('rich text: number beyond double', '1e400'),
  h('rich text: content not a list', '{"type":"doc","content":"x"}'),
  h('rich text: unknown node type', '{"type":"doc","content":[{"type":"script","content":[{"type":"text","text":"alert(1)"}]}]}'),
  h(
    'rich text: javascript link',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"javascript:alert(1)"}}]}]}]}',
  ),
  h(
    'rich text: NUL and lone surrogate escaped',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"a\\u0000b\\ud800"}]}]}',
  ),
  h('rich text: 100k nested arrays', '['.repeat(100_000) + ']'.repeat(100_000)),
  h(
    'rich text: 200 levels deep',
    '{"type":"doc","content":[' + '{"type":"paragraph","content":['.repeat(200) + ']}'.repeat(200) + ']}',
  ),
  h(
    'rich text: text of 200k chars',
    JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(200_000) }] }] }),
  ),
  h(
    'rich text: __proto__ keys',
    '{"type":"doc","__proto__":{"polluted":true},"content":[{"type":"paragraph","constructor":{"prototype":{}}}]}',
  ),
];

/** Addresses for link fields. */
export const urls: readonly Hostile[] = [
  h('url: javascript', 'javascript:alert(1)'),
  h('url: data html', 'data:text/html,<script>alert(1)</script>'),
  h('url: vbscript', 'vbscript:msgbox(1)'),
  h('url: no host', 'http://'),
  h('url: protocol-relative', '//evil.example/x'),
  h('url: broken IPv6', 'http://[::1'),
  h('url: credentials', 'https://user:pass@evil.example/'),
  h('url: 3k chars', 'https://example.com/' + 'a'.repeat(3_000)),
  h('url: mailto with header injection', 'mailto:a@example.com?bcc=b@example.com%0d%0aSubject:x'),
  h('url: file', 'file:///etc/passwd'),
];

/** Colours for hex fields. */
export const colours: readonly Hostile[] = [
  h('colour: not hex', '#GGGGGG'),
  h('colour: five digits', '#12345'),
  h('colour: seven digits', '1234567'),
  h('colour: name', 'red'),
  h('colour: css function', 'rgb(1,2,3);background:url(x)'),
];

/**
 * Times for moment and expiry fields (`at`, `validUntil`): what JavaScript reads but SQL cannot hold
 * (year 0, negative and six-digit years, its own first and last day), the edges of the range the
 * product keeps (1970 to 9999), and days that do not exist.
 */
export const times: readonly Hostile[] = [
  h('time: year 0', '0000-01-01T00:00:00Z'),
  h('time: year -1', '-000001-01-01T00:00:00Z'),
  h("time: JavaScript's first day", '-271821-04-20T00:00:00Z'),
  h("time: JavaScript's last day", '+275760-09-13T00:00:00Z'),
  h('time: year 10000', '+010000-01-01T00:00:00Z'),
  h('time: year 10000 unsigned', '10000-01-01T00:00:00Z'),
  h('time: year 1', '0001-01-01T00:00:00Z'),
  h('time: before 1970', '1969-12-31T23:59:59.999Z'),
  h('time: last moment of 9999', '9999-12-31T23:59:59.999Z'),
  h('time: 30 February', '2026-02-30T00:00:00Z'),
  h('time: hour 24', '2026-01-01T24:00:00Z'),
  h('time: no zone', '2026-01-01T10:00:00'),
  h('time: offset beyond a day', '2026-01-01T10:00:00+99:00'),
];

/** Offset cursors (base64url of "o:<offset>") out of every range, and non-cursors. */
const cursor = (s: string) => Buffer.from(s).toString('base64url');
export const cursors: readonly Hostile[] = [
  h('cursor: offset beyond bigint', cursor('o:99999999999999999999')),
  h('cursor: offset 2^63', cursor('o:9223372036854775808')),
  h('cursor: offset 2^53', cursor('o:9007199254740993')),
  h('cursor: negative offset', cursor('o:-5')),
  h('cursor: exponent', cursor('o:1e3')),
  h('cursor: NaN', cursor('o:NaN')),
  h('cursor: Infinity', cursor('o:Infinity')),
  h('cursor: hex', cursor('o:0x10')),
  h('cursor: other prefix', cursor('k:1')),
  h('cursor: not base64', '!!!***'),
  h('cursor: NUL', cursor('o:1\u0000')),
];

export const ints: readonly Hostile[] = [
  h('-1', -1),
  h('2^31 - 1', 2_147_483_647),
  h('2^31', 2_147_483_648),
  h('-2^31 - 1', -2_147_483_649),
  h('1.5', 1.5),
  h('1e308', 1e308),
  h('1e400 (Infinity)', raw('1e400'), { literal: '1e400' }),
  h('-1e400 (-Infinity)', raw('-1e400'), { literal: '-1e400' }),
  h('20 digits', raw('99999999999999999999'), { literal: '99999999999999999999' }),
  h('numeric string', '1'),
  h('boolean', true),
  h('array', [1]),
  h('object', { n: 1 }),
  h('null', null),
];

export const floats: readonly Hostile[] = [
  h('-1', -1),
  h('-0', raw('-0'), { literal: '-0' }),
  h('1e308', 1e308),
  h('-1e308', -1e308),
  h('5e-324', 5e-324),
  h('1e400 (Infinity)', raw('1e400'), { literal: '1e400' }),
  h('-1e400 (-Infinity)', raw('-1e400'), { literal: '-1e400' }),
  h('2^53 + 1', raw('9007199254740993'), { literal: '9007199254740993' }),
  h('400 digits', raw('9'.repeat(400)), { literal: '9'.repeat(400) }),
  h('NaN text', 'NaN'),
  h('numeric string', '1'),
  h('boolean', true),
  h('array', [1]),
  h('null', null),
];

export const booleans: readonly Hostile[] = [
  h('"true"', 'true'),
  h('1', 1),
  h('0', 0),
  h('empty string', ''),
  h('array', [true]),
  h('null', null),
];

/** For an enum: unknown and mis-spelled values, wrong types. */
export function enums(values: readonly string[]): Hostile[] {
  const first = values[0] ?? 'x';
  return [
    h('unknown enum value', 'nope'),
    h('enum value upper-case', first.toUpperCase()),
    h('enum value padded', ` ${first} `),
    h('enum value with NUL', `${first}\u0000`),
    h('empty string', ''),
    h('number', 1),
    h('array', [first]),
    h('null', null),
  ];
}
