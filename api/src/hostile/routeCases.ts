/**
 * Hostile HTTP: every route of api/src/http/server.ts, api/src/http/blobs.ts, the design tokens'
 * addresses (api/src/brands/tokens.ts) and the download zip (api/src/pages/downloadZip.ts) with hostile JSON
 * bodies, odd methods, path tricks, huge and broken headers and cookies, malformed multipart
 * uploads (with a valid signature, so the body's parser is reached) and signed file links taken
 * apart, plus requests only a raw socket sends.
 */
import type { Case } from './cases';
import { PNG, type Fixture, type Role, type UploadForm } from './fixture';
import { LONG_10K, notStrings, seeded, strings, toJson, type Hostile, type Random } from './values';

/** The routes of the API (server.ts, blobs.ts) and a few of the web client's (served as files). */
export const jsonRoutes = [
  '/register',
  '/login',
  '/logout',
  '/lost-password',
  '/login-link',
  '/reset-password',
  '/update-user',
  '/verify-email',
  '/confirm-email',
  '/undo-email',
  '/verification-mail',
  '/shared-link',
  '/api/rewrite-text-ai',
  '/api/new-brand-ai',
  '/api/example-brand-ai',
];
const allRoutes = [
  ...jsonRoutes,
  '/graphql',
  '/health',
  '/uploads',
  '/files/x',
  '/',
  '/index.html',
  '/hostile-public/everything',
  '/account/avatar',
  '/avatars/0b7c2f3e-8d1a-4c55-9f00-1a2b3c4d5e6f/7e4d0c11-2222-4333-8444-555566667777.webp',
  '/robots.txt',
  '/directory',
  '/api/brands/hostile-public/tokens.json',
  '/api/brands/hostile-public/tokens.css',
  '/api/shared-links/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/tokens.json',
  '/api/account/export.json',
  '/api/admin/audit.csv',
  '/api/download-zip',
  '/api/download-zip?element=0b7c2f3e-8d1a-4c55-9f00-1a2b3c4d5e6f',
  '/api/download-zip?element=..%2F..%2Fetc%2Fpasswd&element=%00',
];

const crlf = (lines: string[]) => lines.join('\r\n');

function jsonBodyCases(f: Fixture, rnd: Random): Case[] {
  const out: Case[] = [];
  const post = (path: string, as: Role, name: string, body: unknown, extra: Partial<Case> = {}) =>
    out.push({
      group: 'route',
      name: `POST ${path} ${name}`,
      as,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : toJson(body),
      ...extra,
    });
  const values = (n: number): Hostile[] => rnd.sample([...strings.filter((s) => !s.large), ...notStrings], n);
  const big = { label: '900 KB', value: 'x'.repeat(900_000) + '@example.com' };
  // register: new accounts; hostile emails and passwords
  for (const v of [...values(16), big])
    post('/register', 'anonymous', `email: ${v.label}`, { email: v.value, password: 'long enough password' });
  for (const v of [...values(12), big])
    post('/register', 'anonymous', `password: ${v.label}`, { email: 'hostile-new@example.com', password: v.value });
  // log-in: never the owner's address (its failures would lock the owner out for the final check)
  for (const v of [...values(12), big])
    post('/login', 'anonymous', `email: ${v.label}`, { email: v.value, password: 'wrong password' });
  for (const v of values(8))
    post('/login', 'anonymous', `password: ${v.label}`, { email: 'hostile-nobody@example.com', password: v.value });
  for (const v of values(8)) post('/login', 'burner', `token: ${v.label}`, { token: v.value });
  for (const v of values(6)) post('/lost-password', 'anonymous', `email: ${v.label}`, { email: v.value });
  for (const v of values(6)) post('/login-link', 'anonymous', `email: ${v.label}`, { email: v.value });
  post('/lost-password', 'anonymous', 'email: 900 KB', { email: big.value });
  for (const v of values(8))
    post('/reset-password', 'anonymous', `token: ${v.label}`, { token: v.value, password: 'long enough password' });
  for (const v of values(4)) post('/reset-password', 'anonymous', `password: ${v.label}`, { token: 'x', password: v.value });
  for (const v of [...values(6), { label: 'true as text', value: 'true' }, { label: '1', value: 1 }])
    post('/update-user', 'noTerms', `termsAccepted: ${v.label}`, { termsAccepted: v.value });
  post('/update-user', 'anonymous', 'anonymous termsAccepted: true', { termsAccepted: true });
  // the account's language (the mails'): hostile values, alone and beside the terms
  for (const v of [...values(6), { label: 'fr', value: 'fr' }, { label: 'DE', value: 'DE' }])
    post('/update-user', 'noTerms', `locale: ${v.label}`, { locale: v.value });
  post('/update-user', 'noTerms', 'locale de and termsAccepted: false', { locale: 'de', termsAccepted: false });
  post('/update-user', 'anonymous', 'anonymous locale: de', { locale: 'de' });
  for (const v of values(6))
    post('/register', 'anonymous', `locale: ${v.label}`, {
      email: 'hostile-locale@example.com',
      password: 'long enough password',
      locale: v.value,
    });
  // confirming an address: hostile tokens (none of them a confirmation link's); asking for the link again
  for (const v of [...values(8), big]) post('/verify-email', 'anonymous', `token: ${v.label}`, { token: v.value });
  // an address change's links: hostile tokens (none of them a mailed link's)
  for (const path of ['/confirm-email', '/undo-email'])
    for (const v of values(6)) post(path, 'anonymous', `token: ${v.label}`, { token: v.value });
  post('/verification-mail', 'anonymous', 'anonymous', {});
  post('/verification-mail', 'noTerms', 'a user asks again', { email: 'someone-else@example.com' });
  // opening a shared link: hostile tokens (none of them a link's)
  for (const v of [...values(8), big]) post('/shared-link', 'anonymous', `token: ${v.label}`, { token: v.value });
  // rewriting with AI (the app's model server is a stand-in): hostile values in each field, as the owner of the brand
  const rewrite = {
    brandId: f.privateBrand.id,
    prompt: 'Make it shorter.',
    preText: 'Before ',
    text: 'the words',
    postText: ' after',
    neighborContext: 'Nearby',
    language: 'en',
    elementType: 'text',
    elementContext: 'Page',
  };
  for (const field of Object.keys(rewrite))
    for (const v of values(field === 'text' || field === 'brandId' ? 10 : 5))
      post('/api/rewrite-text-ai', 'owner', `${field}: ${v.label}`, { ...rewrite, [field]: v.value });
  post('/api/rewrite-text-ai', 'stranger', "a stranger on the owner's brand", rewrite);
  post('/api/rewrite-text-ai', 'owner', 'text: 900 KB', { ...rewrite, text: big.value });
  // The model's side is hostile too (appProcess.ts: NUL and lone surrogates in every answer): valid
  // requests whose answers are shown and stored (an example brand, five pages made in one request,
  // is ai/brand.int.spec's: it takes longer than this suite's 2 s on a loaded machine).
  post('/api/rewrite-text-ai', 'owner', 'a model answer with NUL and lone surrogates', rewrite);
  post('/api/new-brand-ai', 'owner', 'a model answer with NUL and lone surrogates', {
    brandId: f.privateBrand.id,
    name: 'Hostile Private',
    colors: [],
    fonts: [],
    logos: [],
    bio: '',
    usp: '',
    language: 'en',
  });
  // every JSON route with bodies of the wrong shape
  for (const path of jsonRoutes) {
    const as: Role = path === '/logout' || path === '/login' ? 'anonymous' : path === '/update-user' ? 'noTerms' : 'anonymous';
    post(path, as, 'JSON array', '[{"email":"a@example.com"}]');
    post(path, as, 'JSON string', '"x"');
    post(path, as, 'JSON null', 'null');
    post(path, as, 'truncated JSON', '{"email":');
    post(path, as, 'nested 300,000 levels', '{"email":' + '['.repeat(300_000) + ']'.repeat(300_000) + '}');
    post(path, as, '2 MB', { email: 'a@example.com', pad: 'x'.repeat(2_000_000) });
    post(path, as, '__proto__', '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}');
    post(path, as, 'invalid UTF-8', Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    post(path, as, 'text/plain', 'x', { headers: { 'content-type': 'text/plain' } });
  }
  // admins acting as another user: hostile targets (an admin with a hostile id, a user asking at all)
  for (const target of [
    '%00',
    '..%2F..%2F',
    `${LONG_10K}`,
    'null',
    '00000000-0000-4000-8000-000000000000',
    '%ff%fe',
    encodeURIComponent(f.stranger.userId + '\u0000'),
  ])
    out.push({
      group: 'route',
      name: `POST /login?_switch_user=${target.slice(0, 40)} as admin`,
      as: 'admin',
      method: 'POST',
      path: `/login?_switch_user=${target}`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  out.push({
    group: 'route',
    name: 'POST /login?_switch_user as a user',
    as: 'owner',
    method: 'POST',
    path: `/login?_switch_user=${f.stranger.userId}`,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  out.push({
    group: 'route',
    name: 'POST /login?_switch_user=_exit not impersonating',
    as: 'stranger',
    method: 'POST',
    path: '/login?_switch_user=_exit',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return out;
}

function methodCases(): Case[] {
  const out: Case[] = [];
  for (const path of allRoutes)
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'])
      out.push({
        group: 'method',
        name: `${method} ${path}`,
        as: 'anonymous',
        method,
        path,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
  return out;
}

function pathCases(f: Fixture): Case[] {
  const get = (path: string, as: Role = 'anonymous', headers: Record<string, string> = {}): Case => ({
    group: 'path',
    name: `GET ${path.slice(0, 120)}`,
    as,
    method: 'GET',
    path,
    headers,
  });
  const file = f.privateBrand.assetFileUrl; // /files/<key>?expires=…&sig=…
  const [filePath, fileQuery] = file.split('?') as [string, string];
  const q = new URLSearchParams(fileQuery);
  const withQuery = (changes: Record<string, string>) => {
    const p = new URLSearchParams(q);
    for (const [k, v] of Object.entries(changes)) p.set(k, v);
    return `${filePath}?${p.toString()}`;
  };
  return [
    ...[
      '/%ff%fe',
      '/%ff',
      '/%',
      '/%zz',
      '/%00',
      '/index.html%00',
      '/index.html%00.js',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/../../../etc/passwd',
      '/..%5c..%5cpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '//etc/passwd',
      '/.env',
      '/.git/config',
      '/' + 'a'.repeat(8_000),
      '/a'.repeat(3_000),
      '/brands/%00',
      '/brands/%ED%A0%80',
      '/hostile-public/%ff',
      '/hostile-public/' + '..%2f'.repeat(20),
      '/files/..%2f..%2f..%2fetc%2fpasswd',
      '/files/..%2f..%2fblob-secret',
      '/files/%2e%2e/%2e%2e/blob-secret',
      '/files/../blob-secret',
      '/files/%00',
      '/files/%ff%fe',
      '/files/',
      '/files/assets',
      '/files/' + 'a/'.repeat(2_000),
      `${filePath}%00?${fileQuery}`,
      `${filePath}/..%2f..%2f..%2f..%2fblob-secret?${fileQuery}`,
      withQuery({ expires: '1e400' }),
      withQuery({ expires: 'NaN' }),
      withQuery({ expires: '-1' }),
      withQuery({ expires: '99999999999999999999' }),
      withQuery({ sig: 'a'.repeat(10_000) }),
      withQuery({ sig: '%ff' }),
      withQuery({ download: '%ff%fe\u0000' }),
      withQuery({ download: '../../evil.html' }),
      withQuery({ download: '"; filename=evil.html' }),
      withQuery({ type: 'text/html' }),
      `${filePath}?${fileQuery}&sig=x`,
      `${filePath}?expires=${q.get('expires')}`,
      '/health?' + 'a=b&'.repeat(2_000),
      '/graphql?' + 'query=x&'.repeat(1_000),
    ].map((p) => get(p)),
    ...[
      'bytes=0-0',
      'bytes=-1',
      'bytes=-0',
      'bytes=99999999999999999999-',
      'bytes=0-99999999999999999999',
      'bytes=5-1',
      'bytes=0-1,2-3',
      'bytes=abc',
      'items=0-1',
      'bytes=' + '0-1,'.repeat(1_000),
    ].map((range) => ({
      ...get(file, 'anonymous', { range }),
      name: `GET a signed file link with Range: ${range.slice(0, 40)}`,
    })),
    { ...get(file, 'anonymous', { range: 'bytes=0-0', 'if-range': 'x' }), name: 'GET a signed file link with If-Range' },
    { ...get(file), method: 'HEAD', name: 'HEAD a signed file link' },
  ];
}

function headerCases(f: Fixture): Case[] {
  const h = (name: string, headers: Record<string, string>, as: Role = 'owner', path = '/graphql'): Case => ({
    group: 'header',
    name,
    as,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ viewer { id } }' }),
  });
  // cookies taken apart are a session of their own: a token renewed from its refresh token ends the old one
  const session = f.cookies.tamper;
  return [
    h('cookie of 15 KB', { cookie: `${session}; big=${'x'.repeat(15_000)}` }, 'anonymous'),
    h('cookie of 64 KB', { cookie: `big=${'x'.repeat(64_000)}` }, 'anonymous'),
    h('2,000 cookies', { cookie: Array.from({ length: 2_000 }, (_, i) => `c${i}=v`).join('; ') }, 'anonymous'),
    h('token cookie with invalid percent-encoding', { cookie: 'auth._token=%ff%fe; auth._refresh_token=%E0%A4%A' }, 'anonymous'),
    h('token cookie of 10k chars', { cookie: `auth._token=${LONG_10K}; auth._refresh_token=${LONG_10K}` }, 'anonymous'),
    h('token cookie with quotes and NUL escapes', { cookie: 'auth._token="%00%22"; auth._refresh_token=%00' }, 'anonymous'),
    h('the token cookie twice', { cookie: `${session}; auth._token=other` }, 'anonymous'),
    h('language cookie hostile', { cookie: `${session}; i18n_redirected=%00%ff` }, 'anonymous'),
    h('Accept-Language with a bad q', { 'accept-language': 'de;q=abc, en;q=1e400, *;q=-1' }),
    h('Accept-Language of 8 KB', { 'accept-language': 'de-DE,'.repeat(1_300) }),
    h('Accept-Language only commas', { 'accept-language': ',,,,;;;;' }),
    h('X-Correlation-Id of 8 KB', { 'x-correlation-id': 'a'.repeat(8_000) }),
    h('X-Correlation-Id with quotes', { 'x-correlation-id': '"><script>' }),
    h('X-Forwarded-For spoofed', { 'x-forwarded-for': '1.2.3.4, ' + '9.9.9.9, '.repeat(500) }),
    h('Host of 8 KB', { host: 'h'.repeat(8_000) }),
    h('Accept of 8 KB', { accept: 'text/event-stream;'.repeat(400) }),
    h('Content-Type with a charset of 4 KB', { 'content-type': `application/json; charset=${'x'.repeat(4_000)}` }),
    h('200 headers', Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`x-h${i}`, 'v']))),
    h('latin-1 bytes in a header', { 'x-note': 'caf\u00e9 \u00ff' }),
    h('Expect: 100-continue', { expect: '100-continue' }),
    h('Expect: unknown', { expect: 'something-else' }),
  ];
}

/** A multipart body: parts of [headers, content]. */
function multipart(boundary: string, parts: [string[], Buffer | string][], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const [headers, content] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${crlf(headers)}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(content) ? content : Buffer.from(content));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function uploadCases(f: Fixture): Case[] {
  const form: UploadForm = f.pendingForm;
  const fields = (changes: Record<string, string> = {}, extra: [string, string][] = []): [string[], string][] => [
    ...form.fields.map(({ name, value }): [string[], string] => [
      [`Content-Disposition: form-data; name="${name}"`],
      changes[name] ?? value,
    ]),
    ...extra.map(([name, value]): [string[], string] => [[`Content-Disposition: form-data; name="${name}"`], value]),
  ];
  const filePart = (
    content: Buffer = PNG,
    disposition = 'form-data; name="file"; filename="a.png"',
    type = 'image/png',
  ): [string[], Buffer] => [[`Content-Disposition: ${disposition}`, `Content-Type: ${type}`], content];
  const up = (name: string, body: Buffer, contentType = 'multipart/form-data; boundary=X', extra: Partial<Case> = {}): Case => ({
    group: 'upload',
    name: `POST /uploads ${name}`,
    as: 'anonymous',
    method: 'POST',
    path: '/uploads',
    headers: { 'content-type': contentType },
    body,
    mayDrop: true,
    ...extra,
  });
  const key = form.fields.find((x) => x.name === 'key')?.name ?? form.fields[0]!.name;
  const signed = form.fields.find((x) => /sig|signature|policy/i.test(x.name))?.name ?? form.fields[form.fields.length - 1]!.name;
  const boundary70 = 'b'.repeat(70);
  return [
    up('JSON instead of a form', Buffer.from('{"file":"x"}'), 'application/json'),
    up('no boundary', multipart('X', [...fields(), filePart()]), 'multipart/form-data'),
    up(
      'boundary of 71 chars',
      multipart('c'.repeat(71), [...fields(), filePart()]),
      `multipart/form-data; boundary=${'c'.repeat(71)}`,
    ),
    up(
      'boundary of 70 chars, quoted',
      multipart(boundary70, [...fields(), filePart()]),
      `multipart/form-data; boundary="${boundary70}"`,
    ),
    up('another boundary than the body has', multipart('Y', [...fields(), filePart()])),
    up('fields but no file', multipart('X', fields())),
    up('no closing boundary', multipart('X', [...fields(), filePart()], false)),
    up('file first, fields after', multipart('X', [filePart(), ...fields()])),
    up('file without a filename', multipart('X', [...fields(), filePart(PNG, 'form-data; name="file"')])),
    up('file part named otherwise', multipart('X', [...fields(), filePart(PNG, 'form-data; name="upload"; filename="a.png"')])),
    up(
      'filename with traversal',
      multipart('X', [...fields(), filePart(PNG, 'form-data; name="file"; filename="../../../etc/passwd"')]),
    ),
    up(
      'filename* with invalid percent-encoding',
      multipart('X', [...fields(), filePart(PNG, 'form-data; name="file"; filename*=UTF-8\'\'%ff%fe')]),
    ),
    up('disposition with NUL', multipart('X', [...fields(), filePart(PNG, 'form-data; name="file\u0000"; filename="a"')])),
    up(
      'tampered key (signature no longer matches)',
      multipart('X', [...fields({ [key]: 'assets/../../blob-secret' }), filePart()]),
    ),
    up('tampered signature', multipart('X', [...fields({ [signed]: 'x' }), filePart()])),
    up(
      '21 extra fields',
      multipart('X', [
        ...fields(
          {},
          Array.from({ length: 21 }, (_, i): [string, string] => [`f${i}`, 'v']),
        ),
        filePart(),
      ]),
    ),
    up('a field of 5 KB', multipart('X', [...fields({}, [['note', 'x'.repeat(5_000)]]), filePart()])),
    up(
      'part headers of 200 KB',
      multipart('X', [
        ...fields(),
        [[`Content-Disposition: form-data; name="file"; filename="a"`, `X-Pad: ${'x'.repeat(200_000)}`], PNG],
      ]),
    ),
    up('empty file', multipart('X', [...fields(), filePart(Buffer.alloc(0))])),
    up('file larger than declared', multipart('X', [...fields(), filePart(Buffer.concat([PNG, Buffer.alloc(1_000)]))])),
    up('file of 5 MB against a form of 68 bytes', multipart('X', [...fields(), filePart(Buffer.alloc(5_000_000))])),
    up(
      'content type of the part hostile',
      multipart('X', [...fields(), filePart(PNG, 'form-data; name="file"; filename="a.svg"', 'image/svg+xml\u0000<script>')]),
    ),
    up('empty body', Buffer.alloc(0)),
    up('boundary only', Buffer.from('--X--\r\n')),
    up(
      're-post of a confirmed asset form',
      multipart('X', [
        ...f.privateBrand.assetForm.fields.map(({ name, value }): [string[], string] => [
          [`Content-Disposition: form-data; name="${name}"`],
          value,
        ]),
        filePart(),
      ]),
    ),
    {
      group: 'upload',
      name: 'POST /uploads with a Content-Length beyond the body, then the client stops',
      as: 'anonymous',
      method: 'POST',
      path: '/uploads',
      raw: (id) =>
        Buffer.concat([
          Buffer.from(
            crlf([
              'POST /uploads HTTP/1.1',
              'Host: localhost',
              `x-hostile-case: ${id}`,
              'Content-Type: multipart/form-data; boundary=X',
              'Content-Length: 100000',
              '',
              '',
            ]),
          ),
          multipart('X', fields(), false),
        ]),
      halfClose: true,
      mayDrop: true,
    },
    {
      group: 'upload',
      name: 'POST /uploads chunked, without a Content-Length',
      as: 'anonymous',
      method: 'POST',
      path: '/uploads',
      raw: (id) => {
        const body = multipart('X', [...fields(), filePart()]);
        return Buffer.concat([
          Buffer.from(
            crlf([
              'POST /uploads HTTP/1.1',
              'Host: localhost',
              `x-hostile-case: ${id}`,
              'Content-Type: multipart/form-data; boundary=X',
              'Transfer-Encoding: chunked',
              'Connection: close',
              '',
              '',
            ]),
          ),
          Buffer.from(`${body.length.toString(16)}\r\n`),
          body,
          Buffer.from('\r\n0\r\n\r\n'),
        ]);
      },
      mayDrop: true,
    },
  ];
}

/** What only a raw socket sends: broken request lines, bytes, smuggling, absolute targets. */
function rawCases(f: Fixture): Case[] {
  const r = (name: string, lines: (id: string) => string[], extra: Partial<Case> = {}, body = ''): Case => ({
    group: 'raw',
    name,
    as: 'anonymous',
    method: 'RAW',
    path: '',
    raw: (id) => Buffer.concat([Buffer.from(crlf(lines(id)), 'latin1'), Buffer.from(body, 'latin1')]),
    mayDrop: true,
    ...extra,
  });
  const std = (id: string) => [`Host: localhost`, `x-hostile-case: ${id}`, 'Connection: close'];
  const json = '{"query":"{ __typename }"}';
  return [
    r('space in the path', (id) => ['GET /a b HTTP/1.1', ...std(id), '', '']),
    r('NUL in the path', (id) => ['GET /\u0000 HTTP/1.1', ...std(id), '', '']),
    r('bytes above 0x7f in the path', (id) => ['GET /\u00ff\u00fe/files/\u00e9 HTTP/1.1', ...std(id), '', '']),
    r('raw ../ in a /files/ path', (id) => ['GET /files/../../../../etc/passwd HTTP/1.1', ...std(id), '', '']),
    r('absolute-form target', (id) => ['GET http://evil.example/health HTTP/1.1', ...std(id), '', '']),
    r('asterisk target', (id) => ['OPTIONS * HTTP/1.1', ...std(id), '', '']),
    r('unknown method', (id) => ['BREW /graphql HTTP/1.1', ...std(id), '', '']),
    r('lower-case method', (id) => ['get /health HTTP/1.1', ...std(id), '', '']),
    r('HTTP/1.0 without Host', (id) => ['GET /health HTTP/1.0', `x-hostile-case: ${id}`, '', '']),
    r('HTTP/2.0 request line', (id) => ['GET /health HTTP/2.0', ...std(id), '', '']),
    r('HTTP/9.9 request line', (id) => ['GET /health HTTP/9.9', ...std(id), '', '']),
    r('no version', (id) => ['GET /health', ...std(id), '', '']),
    r('header without a colon', (id) => ['GET /health HTTP/1.1', ...std(id), 'nocolon', '', '']),
    r('header with NUL', (id) => ['GET /health HTTP/1.1', ...std(id), 'X-A: a\u0000b', '', '']),
    r('header folded (obs-fold)', (id) => ['GET /health HTTP/1.1', ...std(id), 'X-A: a', ' b', '', '']),
    r('cookie header with raw NUL and 0xff', (id) => [
      'POST /login HTTP/1.1',
      ...std(id),
      'Content-Type: application/json',
      'Content-Length: 2',
      `Cookie: auth._token=\u0000\u00ff; ${f.cookies.tamper}`,
      '',
      '{}',
    ]),
    r(
      'Content-Length and Transfer-Encoding both',
      (id) => [
        'POST /graphql HTTP/1.1',
        ...std(id),
        'Content-Type: application/json',
        `Content-Length: ${json.length}`,
        'Transfer-Encoding: chunked',
        '',
        '',
      ],
      {},
      `${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`,
    ),
    r(
      'two Content-Lengths',
      (id) => [
        'POST /graphql HTTP/1.1',
        ...std(id),
        'Content-Type: application/json',
        `Content-Length: ${json.length}`,
        'Content-Length: 5',
        '',
        '',
      ],
      {},
      json,
    ),
    r(
      'negative Content-Length',
      (id) => ['POST /graphql HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Content-Length: -1', '', ''],
      {},
      json,
    ),
    r(
      'Content-Length beyond 2^53',
      (id) => [
        'POST /graphql HTTP/1.1',
        ...std(id),
        'Content-Type: application/json',
        'Content-Length: 99999999999999999999',
        '',
        '',
      ],
      {},
      json,
    ),
    r(
      'Content-Length shorter than the body',
      (id) => ['POST /graphql HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Content-Length: 5', '', ''],
      {},
      json,
    ),
    r(
      'Content-Length longer than the body, then the client stops',
      (id) => ['POST /graphql HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Content-Length: 5000', '', ''],
      { halfClose: true },
      json,
    ),
    r(
      'JSON body cut off mid-way, then the client stops',
      (id) => ['POST /register HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Content-Length: 5000', '', ''],
      { halfClose: true },
      '{"email":"a@exa',
    ),
    r(
      'chunk size not hex',
      (id) => ['POST /graphql HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Transfer-Encoding: chunked', '', ''],
      {},
      `zz\r\n${json}\r\n0\r\n\r\n`,
    ),
    r(
      'chunk size of 2^64',
      (id) => ['POST /graphql HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Transfer-Encoding: chunked', '', ''],
      {},
      `ffffffffffffffffff\r\n${json}\r\n0\r\n\r\n`,
    ),
    r(
      'Transfer-Encoding unknown',
      (id) => ['POST /graphql HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Transfer-Encoding: gzip', '', ''],
      {},
      json,
    ),
    r('headers of 64 KB', (id) => ['GET /health HTTP/1.1', ...std(id), `X-Big: ${'x'.repeat(64_000)}`, '', '']),
    r('request line of 64 KB', (id) => [`GET /${'a'.repeat(64_000)} HTTP/1.1`, ...std(id), '', '']),
    r('nothing but CRLFs, then the client stops', () => ['', '', '', '', ''], { halfClose: true }),
    r('TLS hello on the HTTP port', () => ['\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003'], {
      halfClose: true,
    }),
    r('two requests pipelined, the second broken', (id) => [
      'GET /health HTTP/1.1',
      `Host: localhost`,
      `x-hostile-case: ${id}`,
      '',
      'GET /%ff HTTP/1.1',
      'Host: localhost',
      'Connection: close',
      '',
      '',
    ]),
    r(
      'POST /graphql with a JSON body and raw 0xff bytes',
      (id) => ['POST /graphql HTTP/1.1', ...std(id), 'Content-Type: application/json', 'Content-Length: 30', '', ''],
      {},
      '{"query":"{ brand(id: \\"\u00ff\u00fe\\") { id } }"}'.slice(0, 30),
    ),
  ];
}

/** The avatar: pictures that are none, broken, lying about their type, too large; paths that are no avatar's. */
function avatarCases(): Case[] {
  const put = (name: string, body: Buffer | string, headers: Record<string, string> = {}): Case => ({
    group: 'avatar',
    name: `PUT /account/avatar ${name}`,
    as: 'stranger',
    method: 'PUT',
    path: '/account/avatar',
    headers,
    body,
    serial: true,
    mayDrop: true,
  });
  const get = (path: string): Case => ({ group: 'avatar', name: `GET ${path}`, as: 'anonymous', method: 'GET', path });
  return [
    put('empty', ''),
    put('text', LONG_10K, { 'content-type': 'image/png' }),
    put('SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', { 'content-type': 'image/svg+xml' }),
    put('PNG header, then noise', Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(4096, 0xab)])),
    put('GIF header only', 'GIF89a'),
    put('WebP header only', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')])),
    put('JPEG marker only', Buffer.from([0xff, 0xd8, 0xff])),
    put('6 MB', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])),
    put('PNG as JSON', PNG, { 'content-type': 'application/json' }),
    put('PNG', PNG),
    { group: 'avatar', name: 'DELETE /account/avatar', as: 'stranger', method: 'DELETE', path: '/account/avatar', serial: true },
    get('/avatars/../../etc/passwd'),
    get('/avatars/%2e%2e/%2e%2e/x.webp'),
    get('/avatars/x/y.webp'),
    get(`/avatars/${'0'.repeat(36)}/${'0'.repeat(36)}.webp`),
    get('/avatars/0b7c2f3e-8d1a-4c55-9f00-1a2b3c4d5e6f/7e4d0c11-2222-4333-8444-555566667777.webp%00'),
  ];
}

export function routeCases(f: Fixture, rnd: Random = seeded(13)): Case[] {
  return [
    ...jsonBodyCases(f, rnd),
    ...methodCases(),
    ...pathCases(f),
    ...headerCases(f),
    ...uploadCases(f),
    ...rawCases(f),
    ...avatarCases(),
  ];
}
