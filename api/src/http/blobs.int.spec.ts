import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, type TestDatabase, type UploadForm } from '@brandtrail/infra';
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

  it('formats byte limits for messages', () => {
    expect([formatBytes(300), formatBytes(2048), formatBytes(10 * 1024 * 1024), formatBytes(1536 * 1024)]).toEqual([
      '300 bytes',
      '2 KB',
      '10 MB',
      '1.5 MB',
    ]);
  });
});
