import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFilesystemBlobStore,
  loadConfig,
  openTestDatabase,
  startTestS3,
  type TestDatabase,
  type UploadForm,
} from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { formatBytes } from './blobs';

/** The filesystem blob store's routes over real HTTP: `POST /uploads` and `GET /files/<key>`. */
describe('blob routes of the API (filesystem store)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-api-blobs-'));
    const config = { ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined };
    app = await startApp(config, db.sql);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** PUBLIC_URL names port 0 here: send to the port the app listens on. */
  const local = (url: string) => {
    const u = new URL(url, app.url);
    return `${app.url}${u.pathname}${u.search}`;
  };

  async function post(form: UploadForm, bytes: Buffer, type = 'image/png', headers: Record<string, string> = {}) {
    const body = new FormData();
    for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
    body.append('file', new Blob([bytes], { type }), 'logo.png');
    return fetch(local(form.action), { method: 'POST', body, headers });
  }

  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);

  it('opens the filesystem store under DATA_DIR as services.blobs', () => {
    expect(app.services.blobs.kind).toBe('filesystem');
  });

  it('takes an upload (204) and serves it at a signed link with its type, privately cached', async () => {
    const blobs = app.services.blobs;
    const form = await blobs.presignUpload({ key: 'assets/a1/original', minBytes: 1, maxBytes: 10_000, expiresAt: inMinutes(5) });
    expect(form.action).toMatch(/\/uploads$/);
    const bytes = Buffer.from('\x89PNG\r\n\x1a\n not really a png');
    const res = await post(form, bytes);
    expect(res.status).toBe(204);
    expect(await blobs.stat('assets/a1/original')).toEqual({
      key: 'assets/a1/original',
      byteSize: bytes.length,
      contentType: 'image/png',
    });

    const file = await fetch(local(await blobs.presignGet('assets/a1/original', 300)));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(file.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

    const download = await fetch(local(await blobs.presignGet('assets/a1/original', 300, { download: 'Logo.png' })));
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Logo.png"; filename*=UTF-8''Logo.png`);
    await download.arrayBuffer();
    const head = await fetch(local(await blobs.presignGet('assets/a1/original', 300)), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('downloads anything that is not an image, font or PDF, and SVG too', async () => {
    const blobs = app.services.blobs;
    await blobs.put('assets/a2/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    await blobs.put('assets/a2/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    await blobs.put('assets/a2/doc.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    for (const [key, attachment] of [
      ['assets/a2/page.html', true],
      ['assets/a2/logo.svg', true],
      ['assets/a2/doc.pdf', false],
    ] as const) {
      const res = await fetch(local(await blobs.presignGet(key, 60)));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition') !== null, key).toBe(attachment);
      await res.arrayBuffer();
    }
  });

  it('refuses with translated JSON errors: too large (413, early), expired, tampered, bad links', async () => {
    const blobs = app.services.blobs;
    const form = await blobs.presignUpload({ key: 'assets/a3/original', minBytes: 1, maxBytes: 2048, expiresAt: inMinutes(5) });
    const large = await post(form, Buffer.alloc(4096, 1), 'image/png', { 'accept-language': 'de' });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      status: 413,
      message: 'Die Datei ist zu groß: höchstens 2 KB.',
    });
    expect(await blobs.stat('assets/a3/original')).toBeNull();

    const expired = await blobs.presignUpload({
      key: 'assets/a3/original',
      minBytes: 1,
      maxBytes: 2048,
      expiresAt: new Date(Date.now() - 1),
    });
    const late = await post(expired, Buffer.alloc(10));
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({
      code: 'UPLOAD_EXPIRED',
      message: 'This upload form has expired. Please start the upload again.',
    });

    const other = await post({ ...form, fields: { ...form.fields, key: 'assets/other/original' } }, Buffer.alloc(10));
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'UPLOAD_SIGNATURE_INVALID' });

    const notMultipart = await fetch(`${app.url}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(notMultipart.status).toBe(400);
    expect(await notMultipart.json()).toMatchObject({ code: 'UPLOAD_INVALID' });

    const link = new URL(local(await blobs.presignGet('assets/a1/original', 60)));
    link.searchParams.set('sig', 'forged');
    const forged = await fetch(link);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'FILE_LINK_INVALID' });
    const missing = await fetch(local(await blobs.presignGet('assets/none/original', 60)));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
    const escape = await fetch(`${app.url}/files/..%2Fblob-secret?expires=9999999999&sig=x`);
    expect(escape.status).toBe(400);
    expect(await escape.json()).toMatchObject({ code: 'BLOB_KEY_INVALID' });

    expect(readdirSync(path.join(dataDir, 'blobs', 'tmp'))).toEqual([]);
  });

  it('refuses a form posted again after its file was moved away (confirmed), translated', async () => {
    const blobs = app.services.blobs;
    const form = await blobs.presignUpload({ key: 'assets/a4/upload', minBytes: 1, maxBytes: 100, expiresAt: inMinutes(5) });
    expect((await post(form, Buffer.from('first'))).status).toBe(204);
    expect((await post(form, Buffer.from('second'))).status).toBe(204); // before the move: a retry
    expect(await blobs.move('assets/a4/upload', 'assets/a4/original')).toMatchObject({ byteSize: 6 });
    const again = await post(form, Buffer.from('third'));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: 'UPLOAD_FORM_USED',
      status: 409,
      message: 'This upload form has been used: its file is already stored. To add another file, start a new upload.',
    });
    expect((await blobs.get('assets/a4/original')).toString()).toBe('second');
  });

  /**
   * One request written as raw bytes (so that nothing normalises the path or the body on the way),
   * `Connection: close`: the status and body of the answer, or status 0 when the server closed the
   * connection without one (it may, after refusing a body mid-way). Fails when nothing comes within
   * 2 s. `goAway`: the client closes its side after sending (which ends the request for the server).
   */
  async function raw(
    head: string,
    body: Buffer | string = '',
    goAway = false,
  ): Promise<{ status: number; headers: string; body: string }> {
    const { port, hostname } = new URL(app.url);
    const received: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer within 2 s: ${head.split('\r\n')[0]}`));
      }, 2000);
      socket.on('data', (chunk) => received.push(chunk));
      socket.on('error', () => undefined); // a reset after a refusal: what came before it counts
      socket.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
      const request = Buffer.concat([
        Buffer.from(`${head}\r\nHost: x\r\nConnection: close\r\n\r\n`, 'latin1'),
        Buffer.from(body),
      ]);
      if (goAway) socket.end(request);
      else socket.write(request);
    });
    const text = Buffer.concat(received).toString('utf8');
    const split = text.indexOf('\r\n\r\n');
    const headers = split < 0 ? text : text.slice(0, split);
    let rest = split < 0 ? '' : text.slice(split + 4);
    if (/^transfer-encoding: chunked$/im.test(headers)) {
      let decoded = '';
      for (let at = 0; ;) {
        const line = rest.indexOf('\r\n', at);
        const size = parseInt(rest.slice(at, line), 16);
        if (!size) break;
        decoded += rest.slice(line + 2, line + 2 + size);
        at = line + 2 + size + 2;
      }
      rest = decoded;
    }
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body: rest };
  }

  /** A refusal as the API answers it: the status, the code and a message in the asked language. */
  function expectRefusal(res: { status: number; body: string }, status: number, code: string) {
    expect(res.status, res.body).toBe(status);
    const json = JSON.parse(res.body) as { code: string; status: number; message: string };
    expect(json).toMatchObject({ code, status });
    expect(json.message.length).toBeGreaterThan(5);
    expect(res.body).not.toMatch(/ at |node:|\.ts:/); // no stack trace
  }

  it('answers hostile file links with a clear 4xx, and never reads outside the blob folder', async () => {
    const blobs = app.services.blobs;
    await blobs.put('assets/h1/original', Buffer.from('0123456789'), 'application/pdf');
    const secret = readFileSync(path.join(dataDir, 'blob-secret'), 'utf8').trim();
    const valid = new URL(local(await blobs.presignGet('assets/h1/original', 60)));
    const query = valid.search;
    const keyInvalid = [
      '/files/..%2f..%2fetc/passwd',
      `/files/..%2Fblob-secret${query}`,
      '/files/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd?expires=9999999999&sig=x',
      '/files/assets%2f..%2f..%2fblob-secret',
      '/files/assets/h1/..%2f..%2f..%2fblob-secret',
      '/files/a%00b',
      '/files/assets/h1/original%00.png',
      '/files/%ff%fe',
      '/files/%zz',
      '/files/%',
      '/files/%e2%82',
      '/files/%c0%ae%c0%ae/blob-secret',
      '/files/',
      '/files/a//b',
      `/files/${'a/'.repeat(300)}b`,
      '/files/a%20b',
      '/files/%5c..%5cblob-secret',
    ];
    // A path that is no valid percent-encoded UTF-8, or holds NUL, is refused by the server's one
    // input check before any route reads it; the others by the blob route's key check.
    const boundaryCode = (target: string): string | undefined => {
      try {
        return decodeURIComponent(target).includes('\u0000') ? 'TEXT_INVALID' : undefined;
      } catch {
        return 'REQUEST_INVALID';
      }
    };
    for (const target of keyInvalid)
      for (const method of ['GET', 'HEAD']) {
        const res = await raw(`${method} ${target} HTTP/1.1`);
        if (method === 'HEAD') expect(res.status, target).toBe(400);
        else expectRefusal(res, 400, boundaryCode(target) ?? 'BLOB_KEY_INVALID');
        expect(res.body).not.toContain(secret);
      }
    // dot segments leave /files/ before any route sees them: never the blob folder's files
    for (const target of ['/files/../blob-secret', '/files/%2e%2e/%2e%2e/blob-secret', '/files/./../../etc/passwd']) {
      const res = await raw(`GET ${target} HTTP/1.1`);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('root:');
    }
    // a NUL or a space in the request line is no HTTP: Node's parser answers 400
    expect((await raw('GET /files/a\u0000b HTTP/1.1')).status).toBe(400);

    const linkInvalid = [
      '/files/assets/h1/original',
      '/files/assets/h1/original?expires=abc&sig=x',
      '/files/assets/h1/original?expires=99999999999999999999&sig=x',
      `/files/assets/h1/original${query}&download=x.html`,
      `/files/assets/h1/original${query.replace(/sig=[^&]+/, 'sig=')}`,
      `/files/assets/h1/original${query.replace(/sig=[^&]+/, 'sig=%ff')}`,
      `/files/assets/h1/original${query.replace(/sig=([^&]+)/, 'sig=$1x')}`,
      `/files/assets/h1/other${query}`,
    ];
    for (const target of linkInvalid) expectRefusal(await raw(`GET ${target} HTTP/1.1`), 403, 'FILE_LINK_INVALID');
    const past = await createFilesystemBlobStore({ dataDir, publicUrl: '', now: () => new Date(Date.now() - 3_600_000) });
    expectRefusal(await raw(`GET ${await past.presignGet('assets/h1/original', 60)} HTTP/1.1`), 403, 'FILE_LINK_EXPIRED');
    // a folder is no file, even with a valid signature
    expectRefusal(await raw(`GET ${await blobs.presignGet('assets/h1', 60)} HTTP/1.1`), 404, 'FILE_NOT_FOUND');

    // ranges: nonsense is ignored (the whole file), past the end is 416, never a 500
    const ranged = async (range: string) => raw(`GET ${valid.pathname}${query} HTTP/1.1\r\nRange: ${range}`);
    for (const range of [
      'bytes=abc',
      'bytes=5-1',
      'bytes=0-1,3-4',
      'bytes=',
      'bytes=--1',
      'pages=1-2',
      'bytes=1.5-2',
      'bytes=-',
    ]) {
      const res = await ranged(range);
      expect(res.status, range).toBe(200);
      expect(res.body).toBe('0123456789');
    }
    for (const range of ['bytes=10-', 'bytes=99999999999999999999-', 'bytes=-0'])
      expect((await ranged(range)).status, range).toBe(416);
    const huge = await ranged('bytes=2-99999999999999999999999');
    expect(huge.status).toBe(206);
    expect(huge.body).toBe('23456789');
  });

  it('answers hostile upload posts with a clear 4xx, never hangs, and writes nothing outside its place', async () => {
    const blobs = app.services.blobs;
    const form = await blobs.presignUpload({ key: 'assets/h2/upload', minBytes: 1, maxBytes: 10_000, expiresAt: inMinutes(5) });
    const b = 'hostileBoundary';
    const part = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = (bytes = 'PNGDATA') =>
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n`;
    const fields = (values: Record<string, string> = form.fields) =>
      Object.entries(values)
        .map(([k, v]) => part(k, v))
        .join('');
    const upload = async (body: string | Buffer, type = `multipart/form-data; boundary=${b}`, extra = '') => {
      const bytes = Buffer.from(body);
      return raw(`POST /uploads HTTP/1.1\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}${extra}`, bytes);
    };
    const whole = (inner: string) => `${inner}--${b}--\r\n`;

    const invalid: [string, string | Buffer, string?][] = [
      ['no boundary', whole(fields() + filePart()), 'multipart/form-data'],
      ['another boundary', whole(fields() + filePart()), 'multipart/form-data; boundary=other'],
      ['a boundary over 70 characters', whole(fields() + filePart()), `multipart/form-data; boundary=${'x'.repeat(71)}`],
      ['no multipart at all', '{"key":"assets/h2/upload"}', 'application/json'],
      ['no content type', whole(fields() + filePart()), ''],
      ['an empty body', ''],
      ['no file', whole(fields())],
      ['a field after the file', whole(fields() + filePart() + part('x', 'y'))],
      ['two files', whole(fields() + filePart() + filePart())],
      ['a file not named file', whole(fields() + filePart().replace('name="file"', 'name="photo"'))],
      ['a part without a name', whole(part('', 'v') + fields() + filePart())],
      ['part headers over 128 KB', whole(fields() + filePart().replace('\r\n\r\n', `\r\nX-Pad: ${'p'.repeat(140_000)}\r\n\r\n`))],
      ['a field over 4 KB', whole(part('note', 'n'.repeat(5000)) + fields() + filePart())],
      ['21 fields', whole(Array.from({ length: 21 }, (_, i) => part(`f${i}`, 'v')).join('') + fields() + filePart())],
      ['no closing delimiter', fields() + filePart()],
      ['garbage', Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256))],
      ['a NUL in the headers', whole(fields() + filePart().replace('form-data;', 'form-data\u0000;'))],
    ];
    for (const [what, body, type] of invalid) {
      const res = await upload(body, type);
      // a long body refused mid-way may be cut off with the connection; else a clear 400
      if (res.status === 0 && Buffer.byteLength(body) > 64 * 1024) continue;
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      if (res.body) expect(JSON.parse(res.body), what).toMatchObject({ code: expect.stringMatching(/^UPLOAD_/) });
    }
    // length missing (chunked) or not a number
    expectRefusal(
      await raw(
        `POST /uploads HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=${b}\r\nTransfer-Encoding: chunked`,
        '0\r\n\r\n',
      ),
      400,
      'UPLOAD_INVALID',
    );

    // missing, tampered or expired signatures: 403 before a byte of the file is written
    const { signature: _signature, ...unsigned } = form.fields;
    for (const values of [
      {},
      unsigned,
      { ...form.fields, signature: 'x' },
      { ...form.fields, signature: `${form.fields.signature}\u0000` },
      { ...form.fields, expires: '-1' },
      { ...form.fields, max: '1e9' },
      { ...form.fields, key: 'assets/h2/original' },
    ])
      expectRefusal(await upload(whole(fields(values) + filePart())), 403, 'UPLOAD_SIGNATURE_INVALID');
    const expired = await blobs.presignUpload({
      key: 'assets/h2/upload',
      minBytes: 1,
      maxBytes: 100,
      expiresAt: new Date(Date.now() - 1000),
    });
    expectRefusal(await upload(whole(fields(expired.fields) + filePart())), 403, 'UPLOAD_EXPIRED');

    // keys that would leave the blob folder, correctly signed (as only a leaked secret could): 400
    const secret = readFileSync(path.join(dataDir, 'blob-secret'), 'utf8').trim();
    const expires = String(Math.floor(Date.now() / 1000) + 300);
    for (const key of [
      '../../escaped',
      'assets/../../escaped',
      'assets/x\u0000/escaped',
      '/tmp/escaped',
      'assets\\..\\escaped',
    ]) {
      const signature = createHmac('sha256', secret).update(`upload\n${key}\n${expires}\n1\n100`).digest('base64url');
      expectRefusal(
        await upload(whole(fields({ key, expires, min: '1', max: '100', signature }) + filePart())),
        400,
        'BLOB_KEY_INVALID',
      );
    }
    expect(existsSync(path.join(dataDir, 'escaped'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'blobs', 'escaped'))).toBe(false);
    expect((readdirSync(dataDir, { recursive: true }) as string[]).filter((entry) => entry.includes('escaped'))).toEqual([]);
    expect(existsSync('/tmp/escaped')).toBe(false);

    // a client that declares more than it sends and goes away: answered or closed at once, nothing kept
    const cut = await raw(
      `POST /uploads HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=${b}\r\nContent-Length: 100000`,
      fields() + filePart(),
      true,
    );
    expect(cut.status === 0 || (cut.status >= 400 && cut.status < 500)).toBe(true);
    // HTTP headers over Node's 16 KB limit: 431 from the HTTP parser itself
    expect((await raw(`POST /uploads HTTP/1.1\r\nX-Pad: ${'h'.repeat(20_000)}`)).status).toBe(431);

    // after all that, the form still works, and nothing was left behind
    const ok = await upload(whole(fields() + filePart('real bytes')));
    expect(ok.status).toBe(204);
    expect((await blobs.get('assets/h2/upload')).toString()).toBe('real bytes');
    await expect.poll(() => readdirSync(path.join(dataDir, 'blobs', 'tmp'))).toEqual([]);
  });

  it('formats byte limits for messages', () => {
    expect([formatBytes(300), formatBytes(2048), formatBytes(10 * 1024 * 1024), formatBytes(1536 * 1024)]).toEqual([
      '300 bytes',
      '2 KB',
      '10 MB',
      '1.5 MB',
    ]);
  });
});

/** With S3 the browser talks to S3 itself: the API's blob routes are not there, and say so. */
describe('blob routes of the API (S3 store)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let s3: Awaited<ReturnType<typeof startTestS3>>;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-api-blobs-s3-'));
    s3 = await startTestS3(path.join(dataDir, 's3'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir, ...s3.env }), redisUrl: undefined }, db.sql);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 404 NOT_FOUND, translated, for uploads and file links, hostile or not', async () => {
    expect(app.services.blobs.kind).toBe('s3');
    const form = await app.services.blobs.presignUpload({
      key: 'assets/s1/upload',
      minBytes: 1,
      maxBytes: 100,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const body = new FormData();
    for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
    body.append('file', new Blob(['x']), 'x.png');
    const responses = [
      await fetch(`${app.url}/uploads`, { method: 'POST', body, headers: { 'accept-language': 'de' } }),
      await fetch(`${app.url}/uploads`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }),
      await fetch(`${app.url}/files/assets/s1/original?expires=1&sig=x`),
      await fetch(`${app.url}/files/..%2f..%2fetc%2fpasswd`),
    ];
    for (const res of responses) expect(res.status).toBe(404);
    // a path that is no valid percent-encoding is refused before any route
    expect((await fetch(`${app.url}/files/%ff`, { method: 'HEAD' })).status).toBe(400);
    expect(await responses[0]!.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await responses[2]!.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
