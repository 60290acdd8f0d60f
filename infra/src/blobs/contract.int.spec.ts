import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat as statFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorStatus } from '@brandtrail/domain';
import { BlobError, isBlobError, type BlobErrorCode } from './errors';
import { createFilesystemBlobStore, type FilesystemBlobStore } from './filesystem';
import { loadConfig } from '../config';
import { handleFileRequest, handleUploadRequest, isFilesystemBlobStore } from './http';
import { openBlobStore } from './open';
import { startTestS3 } from './testS3';
import type { BlobStore, UploadForm } from './types';

/**
 * One contract for both blob store adapters: the filesystem store (with its upload and download
 * routes mounted on a bare node:http server, as the API mounts them) and the S3 store against a
 * real s3rver started in-process. Every case does what the browser does: post the presigned form
 * as multipart/form-data, open the presigned link.
 *
 * s3rver checks no signature and no POST policy condition (size range, key, expiry): against it
 * only the protocol flow is tested. Policy enforcement is tested on the filesystem store, whose
 * own routes check them (MinIO and S3 enforce them for the S3 store).
 */

/** The status the API answers a blob error with: its domain error's, of the same code (api/src/http/blobs.ts). */
const status: Record<BlobErrorCode, number> = errorStatus;

interface Harness {
  store: BlobStore;
  close(): Promise<void>;
}

/** The filesystem store behind a node:http server that mounts its two routes. */
async function filesystemHarness(dataDir: string): Promise<Harness & { store: FilesystemBlobStore }> {
  const mounted: { store?: FilesystemBlobStore } = {};
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      try {
        if (req.method === 'POST' && url.pathname === '/uploads') return await handleUploadRequest(req, res, mounted.store!);
        if (req.method === 'GET' && url.pathname.startsWith('/files/'))
          return await handleFileRequest(req, res, mounted.store!, url.pathname.slice('/files/'.length), url.searchParams);
        res.writeHead(404).end();
      } catch (error) {
        if (!isBlobError(error)) throw error;
        if (!req.complete) res.setHeader('connection', 'close');
        res.writeHead(status[error.code], { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: error.code }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  // through openBlobStore, as the API opens it: no S3_ENDPOINT, so the filesystem
  const opened = await openBlobStore(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` }));
  if (!isFilesystemBlobStore(opened)) throw new Error('expected the filesystem store');
  mounted.store = opened;
  return {
    store: opened,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function s3Harness(directory: string): Promise<Harness> {
  const s3 = await startTestS3(directory);
  const store = await openBlobStore(loadConfig({ DATA_DIR: directory, ...s3.env }));
  expect(store.kind).toBe('s3');
  return { store, close: () => s3.close() };
}

/** Posts the form as a browser would: its fields, then the file. */
/** Where the test's upload server listens: the filesystem store's addresses are root-relative. */
let base = '';

async function postForm(form: UploadForm, bytes: Buffer, type = 'image/png', name = 'logo.png'): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append('Content-Type', type);
  body.append('file', new Blob([bytes], { type }), name);
  return fetch(new URL(form.action, base || undefined), { method: form.method, body });
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => i % 251));

const adapters: [string, (dir: string) => Promise<Harness>][] = [
  ['filesystem', (dir) => filesystemHarness(dir)],
  ['s3 (s3rver)', (dir) => s3Harness(dir)],
];

describe.each(adapters)('blob store contract: %s', (adapter, open) => {
  let dir = '';
  let harness: Harness;
  let store: BlobStore;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    dir = await mkdtemp(path.join(os.tmpdir(), 'bt-blobs-'));
    harness = await open(dir);
    store = harness.store;
  });
  afterAll(async () => {
    await harness?.close();
    await rm(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('puts, stats, gets and deletes', async () => {
    const key = `t/${run}/hello.txt`;
    await store.put(key, Buffer.from('hello, blobs'), 'text/plain');
    expect(await store.stat(key)).toEqual({ key, byteSize: 12, contentType: 'text/plain' });
    expect((await store.get(key)).toString()).toBe('hello, blobs');
    await store.put(key, Buffer.from('replaced'), 'text/markdown');
    expect(await store.stat(key)).toMatchObject({ byteSize: 8, contentType: 'text/markdown' });
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    await store.delete(key); // deleting what is gone is fine
  });

  it('answers null for the stat of a missing key, and refuses to get it', async () => {
    expect(await store.stat(`t/${run}/missing.bin`)).toBeNull();
    await expect(store.get(`t/${run}/missing.bin`)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
  });

  it('refuses keys that could leave their place, in every call', async () => {
    const keys = [
      '../x',
      'a/../b',
      '/abs',
      'a//b',
      'a b',
      'ä',
      '',
      'a/./b',
      'a/',
      '..',
      'a/..',
      'a\u0000b',
      'a\\..\\b',
      'a%2f..',
    ];
    const expiresAt = inMinutes(5);
    for (const key of keys) {
      const calls: [string, () => Promise<unknown>][] = [
        ['put', () => store.put(key, Buffer.from('x'), 'text/plain')],
        ['stat', () => store.stat(key)],
        ['get', () => store.get(key)],
        ['open', () => store.open(key)],
        ['delete', () => store.delete(key)],
        ['move from', () => store.move(key, `t/${run}/moved`)],
        ['move to', () => store.move(`t/${run}/from`, key)],
        ['presignUpload', () => store.presignUpload({ key, minBytes: 1, maxBytes: 10, expiresAt })],
        ['presignGet', () => store.presignGet(key, 60)],
      ];
      for (const [call, run] of calls)
        await expect(run(), `${call} ${JSON.stringify(key)}`).rejects.toMatchObject({ code: 'BLOB_KEY_INVALID' });
    }
    expect(await readdir(dir)).not.toContain('x');
  });

  it('opens an object as a stream, whole or one range; null when there is none', async () => {
    const key = `t/${run}/opened.pdf`;
    const file = bytes(300_000);
    await store.put(key, file, 'application/pdf');
    const whole = await store.open(key);
    expect(whole?.info).toEqual({ key, byteSize: 300_000, contentType: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of whole!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
    const part = await store.open(key, { start: 1000, end: 1999 });
    const partChunks: Buffer[] = [];
    for await (const chunk of part!.stream) partChunks.push(chunk as Buffer);
    expect(Buffer.concat(partChunks).equals(file.subarray(1000, 2000))).toBe(true);
    expect(await store.open(`t/${run}/never.pdf`)).toBeNull();
  });

  it('stops reading an opened object when its stream is destroyed (a client gone mid-download)', async () => {
    const key = `t/${run}/abandoned.bin`;
    await store.put(key, bytes(4_000_000), 'application/octet-stream');
    const opened = (await store.open(key))!;
    const first = await new Promise<Buffer>((resolve, reject) => {
      opened.stream.once('data', (chunk: Buffer) => resolve(chunk));
      opened.stream.once('error', reject);
    });
    expect(first.length).toBeGreaterThan(0);
    const closed = new Promise<void>((resolve) => opened.stream.once('close', resolve));
    opened.stream.destroy();
    await closed;
    expect(opened.stream.destroyed).toBe(true);
    // the store still serves the object afterwards (nothing was left locked or half-open)
    expect((await store.get(key)).length).toBe(4_000_000);
    await store.delete(key);
  });

  it('takes an upload posted with the presigned form, then stat shows it', async () => {
    const key = `t/${run}/upload.png`;
    const form = await store.presignUpload({ key, minBytes: 1, maxBytes: 100_000, expiresAt: inMinutes(5) });
    expect(form.method).toBe('POST');
    expect(await store.stat(key)).toBeNull();
    const file = bytes(50_000);
    const res = await postForm(form, file);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect(await store.stat(key)).toEqual({ key, byteSize: 50_000, contentType: 'image/png' });
    expect((await store.get(key)).equals(file)).toBe(true);
  });

  it('moves an object with its type; a missing source moves nothing', async () => {
    const from = `t/${run}/move/upload`;
    const to = `t/${run}/move/original`;
    const file = bytes(4000);
    await store.put(from, file, 'image/png');
    expect(await store.move(from, to)).toEqual({ key: to, byteSize: 4000, contentType: 'image/png' });
    expect(await store.stat(from)).toBeNull();
    expect((await store.get(to)).equals(file)).toBe(true);
    // a repeat (the first call's answer was lost, or it stopped after the move) changes nothing
    expect(await store.move(from, to)).toBeNull();
    expect((await store.get(to)).equals(file)).toBe(true);
    // nothing to move, nothing there
    expect(await store.move(`t/${run}/none/upload`, `t/${run}/none/original`)).toBeNull();
    expect(await store.stat(`t/${run}/none/original`)).toBeNull();
    // a source replaces what is at the target (a confirm repeated after a crash between copy and delete)
    await store.put(from, file, 'image/png');
    expect(await store.move(from, to)).toMatchObject({ byteSize: 4000 });
    expect(await store.stat(from)).toBeNull();
    // onto itself: nothing moves, nothing is lost
    expect(await store.move(to, to)).toMatchObject({ byteSize: 4000, contentType: 'image/png' });
    expect((await store.get(to)).equals(file)).toBe(true);
    await expect(store.move('../x', to)).rejects.toMatchObject({ code: 'BLOB_KEY_INVALID' });
    await expect(store.move(from, 'a/../b')).rejects.toMatchObject({ code: 'BLOB_KEY_INVALID' });
  });

  it('never lets a form posted again after the move change the moved file', async () => {
    const upload = `t/${run}/form/upload`;
    const original = `t/${run}/form/original`;
    const form = await store.presignUpload({ key: upload, minBytes: 1, maxBytes: 100_000, expiresAt: inMinutes(5) });
    const first = bytes(3000);
    // before the move the form may be posted again (a retry): the last file counts
    expect((await postForm(form, bytes(10))).status).toBeLessThan(300);
    expect((await postForm(form, first)).status).toBeLessThan(300);
    expect(await store.move(upload, original)).toEqual({ key: original, byteSize: 3000, contentType: 'image/png' });

    const again = await postForm(form, bytes(9000).fill(7), 'text/html', 'evil.html');
    if (adapter === 'filesystem') {
      // the store can tell: refused, nothing kept
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ code: 'UPLOAD_FORM_USED' });
      expect(await store.stat(upload)).toBeNull();
    } else {
      // S3 takes any post a valid policy allows; it lands under the upload key, which nothing reads
      expect(again.status).toBeLessThan(300);
      await again.arrayBuffer();
    }
    expect(await store.stat(original)).toEqual({ key: original, byteSize: 3000, contentType: 'image/png' });
    expect((await store.get(original)).equals(first)).toBe(true);
    const served = await fetch(new URL(await store.presignGet(original, 60), base));
    expect(Buffer.from(await served.arrayBuffer()).equals(first)).toBe(true);

    // the purge deletes both keys: nothing is left
    await store.delete(upload);
    await store.delete(original);
    expect(await store.stat(upload)).toBeNull();
    expect(await store.stat(original)).toBeNull();
  });

  it('serves the bytes at a presigned link, as a named attachment when asked', async () => {
    const key = `t/${run}/served.png`;
    const file = bytes(3000);
    await store.put(key, file, 'image/png');
    const inline = await fetch(new URL(await store.presignGet(key, 60), base));
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await inline.arrayBuffer()).equals(file)).toBe(true);
    const download = await fetch(new URL(await store.presignGet(key, 60, { download: 'Logo (final) ü.png' }), base));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Logo (final) _.png"; filename*=UTF-8''Logo%20%28final%29%20%C3%BC.png`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('serves one byte range of a presigned link (a PDF viewer or video player seeking)', async () => {
    const key = `t/${run}/ranged.pdf`;
    const file = bytes(5000);
    await store.put(key, file, 'application/pdf');
    const link = new URL(await store.presignGet(key, 60), base);
    const ranged = async (range: string) => {
      const res = await fetch(link, { headers: { range } });
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };
    const first = await ranged('bytes=0-99');
    expect(first.res.status).toBe(206);
    expect(first.res.headers.get('content-range')).toBe('bytes 0-99/5000');
    expect(first.body.equals(file.subarray(0, 100))).toBe(true);
    // s3rver gets suffix ranges wrong (S3 itself follows RFC 9110); requestedRange's unit test covers ours
    if (adapter === 'filesystem') {
      const tail = await ranged('bytes=-10');
      expect(tail.res.status).toBe(206);
      expect(tail.body.equals(file.subarray(4990))).toBe(true);
    }
    const rest = await ranged('bytes=4000-');
    expect(rest.res.headers.get('content-range')).toBe('bytes 4000-4999/5000');
    expect(rest.body.equals(file.subarray(4000))).toBe(true);
    const past = await ranged('bytes=6000-');
    expect(past.res.status).toBe(416);
  });
});

describe('filesystem blob store: the checks S3 makes itself', () => {
  let dir = '';
  let harness: Awaited<ReturnType<typeof filesystemHarness>>;
  let store: FilesystemBlobStore;

  beforeAll(async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    dir = await mkdtemp(path.join(os.tmpdir(), 'bt-blobs-fs-'));
    harness = await filesystemHarness(dir);
    store = harness.store;
  });
  afterAll(async () => {
    await harness?.close();
    await rm(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  async function refused(res: Response, code: BlobErrorCode) {
    expect(res.status).toBe(status[code]);
    expect(await res.json()).toEqual({ code });
  }

  it('signs forms with key, expiry and size range', async () => {
    const expiresAt = new Date('2031-01-01T00:00:00Z');
    const form = await store.presignUpload({ key: 'a/b.png', minBytes: 1, maxBytes: 10, expiresAt });
    expect(form.action).toBe('/uploads');
    expect(form.fields).toEqual({
      key: 'a/b.png',
      expires: String(expiresAt.getTime() / 1000),
      min: '1',
      max: '10',
      signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(store.verifyUploadFields(form.fields, 10)).toEqual({ key: 'a/b.png', minBytes: 1, maxBytes: 10, expiresAt });
  });

  it('refuses an expired form', async () => {
    const form = await store.presignUpload({
      key: 'p/expired.png',
      minBytes: 1,
      maxBytes: 100,
      expiresAt: new Date(Date.now() - 1000),
    });
    await refused(await postForm(form, bytes(10)), 'UPLOAD_EXPIRED');
    expect(await store.stat('p/expired.png')).toBeNull();
  });

  it('takes an upload that began before its form expired and ends after (a long upload)', async () => {
    const form = await store.presignUpload({
      key: 'p/slow.bin',
      minBytes: 1,
      maxBytes: 1000,
      expiresAt: new Date(Date.now() + 1500),
    });
    const boundary = 'slowBoundary';
    const head = Buffer.from(
      Object.entries(form.fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(new URL(form.action, base), {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + 10 + tail.length,
        },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0)).on('error', reject);
      req.write(Buffer.concat([head, bytes(5)]));
      setTimeout(() => req.end(Buffer.concat([bytes(5), tail])), 2000); // the form has expired by now
    });
    expect(status).toBe(204);
    expect(await store.stat('p/slow.bin')).toMatchObject({ byteSize: 10 });
  });

  it('refuses a file over the maximum while it streams, and keeps nothing of it', async () => {
    const form = await store.presignUpload({ key: 'p/large.png', minBytes: 1, maxBytes: 1000, expiresAt: inMinutes(5) });
    await refused(await postForm(form, bytes(1001)), 'UPLOAD_TOO_LARGE');
    // a big one is cut off early (the connection closes) rather than read to the end
    const big = await postForm(form, bytes(8 * 1024 * 1024)).catch((error: unknown) => error);
    if (big instanceof Response) await refused(big, 'UPLOAD_TOO_LARGE');
    expect(await store.stat('p/large.png')).toBeNull();
    expect(await readdir(path.join(dir, 'blobs', 'tmp'))).toEqual([]);
    // the limit is inclusive
    expect((await postForm(form, bytes(1000))).status).toBe(204);
    expect(await store.stat('p/large.png')).toMatchObject({ byteSize: 1000 });
  });

  it('refuses a file under the minimum', async () => {
    const form = await store.presignUpload({ key: 'p/small.png', minBytes: 10, maxBytes: 1000, expiresAt: inMinutes(5) });
    await refused(await postForm(form, bytes(9)), 'UPLOAD_TOO_SMALL');
    expect(await store.stat('p/small.png')).toBeNull();
  });

  it('refuses a tampered form: a larger maximum, a later expiry, another key, no signature', async () => {
    const form = await store.presignUpload({ key: 'p/mine.png', minBytes: 1, maxBytes: 10, expiresAt: inMinutes(5) });
    const tampered = (fields: Record<string, string>) => ({ ...form, fields: { ...form.fields, ...fields } });
    await refused(await postForm(tampered({ max: '100000' }), bytes(20)), 'UPLOAD_SIGNATURE_INVALID');
    await refused(
      await postForm(tampered({ expires: String(Number(form.fields.expires) + 3600) }), bytes(5)),
      'UPLOAD_SIGNATURE_INVALID',
    );
    await refused(await postForm(tampered({ key: 'p/yours.png' }), bytes(5)), 'UPLOAD_SIGNATURE_INVALID');
    await refused(await postForm(tampered({ signature: '' }), bytes(5)), 'UPLOAD_SIGNATURE_INVALID');
    expect(await store.stat('p/yours.png')).toBeNull();
    expect(() => store.verifyUploadFields({ ...form.fields, key: 'p/yours.png' }, 5)).toThrow(BlobError);
  });

  it('refuses a form without a file, with two files, or that is no multipart form', async () => {
    // (room for a second part after the file: a body too long for the maximum is refused as such first)
    const form = await store.presignUpload({ key: 'p/odd.png', minBytes: 1, maxBytes: 10_000, expiresAt: inMinutes(5) });
    const noFile = new FormData();
    for (const [k, v] of Object.entries(form.fields)) noFile.append(k, v);
    await refused(await fetch(new URL(form.action, base), { method: 'POST', body: noFile }), 'UPLOAD_INVALID');
    const twoFiles = new FormData();
    for (const [k, v] of Object.entries(form.fields)) twoFiles.append(k, v);
    twoFiles.append('file', new Blob([bytes(5)]), 'a.png');
    twoFiles.append('file', new Blob([bytes(5)]), 'b.png');
    await refused(await fetch(new URL(form.action, base), { method: 'POST', body: twoFiles }), 'UPLOAD_INVALID');
    await refused(
      await fetch(new URL(form.action, base), { method: 'POST', body: JSON.stringify(form.fields) }),
      'UPLOAD_INVALID',
    );
    expect(await store.stat('p/odd.png')).toBeNull();
  });

  it('serves a link only with its signature, for its key and until it expires', async () => {
    await store.put('g/doc.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const link = new URL(await store.presignGet('g/doc.html', 60), base);
    const ok = await fetch(link);
    expect(ok.status).toBe(200);
    // not an image, font or PDF: downloaded, never shown, and sniffing is off
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename="doc.html"/);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('cache-control')).toMatch(/^private, max-age=(59|60)$/);
    await ok.arrayBuffer();

    const other = new URL(link);
    other.pathname = '/files/g/other.html';
    await refused(await fetch(other), 'FILE_LINK_INVALID');
    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    await refused(await fetch(tampered), 'FILE_LINK_INVALID');
    const renamed = new URL(link);
    renamed.searchParams.set('download', 'x.html');
    await refused(await fetch(renamed), 'FILE_LINK_INVALID');

    expect(() => store.verifyGet('g/doc.html', link.searchParams)).not.toThrow();
    const later = await createFilesystemBlobStore({ dataDir: dir, publicUrl: 'http://x', now: () => inMinutes(2) });
    expect(() => later.verifyGet('g/doc.html', link.searchParams)).toThrow(
      expect.objectContaining({ code: 'FILE_LINK_EXPIRED' }),
    );
  });

  /** A post sent in two steps: the fields and `first` bytes of the file, then (on `finish`) the rest. */
  function slowPost(form: UploadForm, file: Buffer, first: number) {
    const boundary = 'slowBoundary';
    const head = Buffer.from(
      Object.entries(form.fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const req = http.request(new URL(form.action, base), {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    answer.catch(() => undefined); // an aborted post has no answer
    req.write(Buffer.concat([head, file.subarray(0, first)]));
    return { answer, finish: () => req.end(Buffer.concat([file.subarray(first), tail])), abort: () => req.destroy() };
  }
  const tmpFiles = () => readdir(path.join(dir, 'blobs', 'tmp'));

  it('refuses a form posted again after the move (409, translated by the API), and keeps nothing of it', async () => {
    const form = await store.presignUpload({ key: 'm/1/upload', minBytes: 1, maxBytes: 1000, expiresAt: inMinutes(5) });
    expect((await postForm(form, bytes(100))).status).toBe(204);
    expect(await store.move('m/1/upload', 'm/1/original')).toMatchObject({ byteSize: 100 });
    // refused as the file begins: a large body is not read to its end
    await refused(await postForm(form, bytes(1000)), 'UPLOAD_FORM_USED');
    expect(await store.stat('m/1/upload')).toBeNull();
    expect(await tmpFiles()).toEqual([]);
    expect((await store.get('m/1/original')).equals(bytes(100))).toBe(true);
  });

  it('refuses an upload that began before the move and ends after it, keeping nothing of it', async () => {
    const form = await store.presignUpload({ key: 'm/2/upload', minBytes: 1, maxBytes: 100_000, expiresAt: inMinutes(5) });
    expect((await postForm(form, bytes(100))).status).toBe(204);
    const late = slowPost(form, bytes(50_000).fill(9), 1000);
    await expect.poll(tmpFiles).toHaveLength(1); // its fields were checked: the file is being written
    expect(await store.move('m/2/upload', 'm/2/original')).toMatchObject({ byteSize: 100 });
    late.finish();
    const answer = await late.answer;
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toEqual({ code: 'UPLOAD_FORM_USED' });
    expect(await store.stat('m/2/upload')).toBeNull();
    expect(await store.stat('m/2/original')).toMatchObject({ byteSize: 100 });
    expect(await tmpFiles()).toEqual([]);
  });

  it('takes a form again after a post that failed mid-way, until the move', async () => {
    const form = await store.presignUpload({ key: 'm/3/upload', minBytes: 1, maxBytes: 100_000, expiresAt: inMinutes(5) });
    const cut = slowPost(form, bytes(50_000), 1000);
    await expect.poll(tmpFiles).toHaveLength(1);
    cut.abort();
    await expect.poll(tmpFiles).toEqual([]);
    expect(await store.stat('m/3/upload')).toBeNull();
    expect((await postForm(form, bytes(50_000))).status).toBe(204);
    expect(await store.move('m/3/upload', 'm/3/original')).toMatchObject({ byteSize: 50_000 });
  });

  it('closes the key when a move repeated after a crash finds the file moved but the key open', async () => {
    const form = await store.presignUpload({ key: 'crash/4/upload', minBytes: 1, maxBytes: 1000, expiresAt: inMinutes(5) });
    expect((await postForm(form, bytes(100))).status).toBe(204);
    // what a move that stopped right after its rename leaves: the file and its type at the target
    const blobs = path.join(dir, 'blobs');
    await store.put('crash/4/original', await store.get('crash/4/upload'), 'image/png');
    await rm(path.join(blobs, 'files', 'crash', '4', 'upload'));
    expect((await postForm(form, bytes(100))).status).toBe(204); // not closed yet, as the crash left it
    await rm(path.join(blobs, 'files', 'crash', '4', 'upload'));
    expect(await store.move('crash/4/upload', 'crash/4/original')).toBeNull();
    await refused(await postForm(form, bytes(100)), 'UPLOAD_FORM_USED');
    expect(await readdir(path.join(blobs, 'meta', 'crash', '4'))).toEqual(['original.json']);
    // purging deletes the key's marker too, and the folders left empty
    await store.delete('crash/4/upload');
    await store.delete('crash/4/original');
    expect(await readdir(path.join(blobs, 'moved'))).not.toContain('crash');
    expect(await readdir(path.join(blobs, 'files'))).not.toContain('crash');
  });

  it('refuses a correctly signed form whose key could leave the blob folder, and writes nothing', async () => {
    const secret = (await readFile(path.join(dir, 'blob-secret'), 'utf8')).trim();
    const expires = String(Math.floor(Date.now() / 1000) + 300);
    for (const key of ['../../escape', 'a/../../escape', '/etc/escape', 'a\u0000b', 'a/./b', 'a//b']) {
      const signature = createHmac('sha256', secret).update(`upload\n${key}\n${expires}\n1\n100`).digest('base64url');
      const form: UploadForm = { action: '/uploads', method: 'POST', fields: { key, expires, min: '1', max: '100', signature } };
      await refused(await postForm(form, bytes(10)), 'BLOB_KEY_INVALID');
    }
    expect(await readdir(dir)).not.toContain('escape');
    expect(await readdir(path.join(dir, 'blobs'))).not.toContain('escape');
    expect(await tmpFiles()).toEqual([]);
  });

  it('removes the folders a deleted key leaves empty, and only those', async () => {
    const files = path.join(dir, 'blobs', 'files');
    await store.put('purge/a/one', Buffer.from('1'), 'text/plain');
    await store.put('purge/a/two', Buffer.from('2'), 'text/plain');
    await store.put('purge/b/three', Buffer.from('3'), 'text/plain');
    await store.delete('purge/a/one');
    expect(await readdir(path.join(files, 'purge', 'a'))).toEqual(['two']);
    await store.delete('purge/a/two');
    expect(await readdir(path.join(files, 'purge'))).toEqual(['b']);
    await store.delete('purge/b/three');
    expect(await readdir(files)).not.toContain('purge');
    expect(await readdir(path.join(dir, 'blobs', 'meta'))).not.toContain('purge');
  });

  it('keeps its secret in the data folder (0600), so links survive a restart; BLOB_SECRET replaces it', async () => {
    expect((await statFile(path.join(dir, 'blob-secret'))).mode & 0o777).toBe(0o600);
    const link = new URL(await store.presignGet('g/doc.html', 60), base);
    const restarted = await createFilesystemBlobStore({ dataDir: dir, publicUrl: 'http://x' });
    expect(restarted.verifyGet('g/doc.html', link.searchParams)).toMatchObject({ key: 'g/doc.html' });
    const configured = await createFilesystemBlobStore({ dataDir: dir, publicUrl: 'http://x', secret: 'another secret' });
    expect(() => configured.verifyGet('g/doc.html', link.searchParams)).toThrow(
      expect.objectContaining({ code: 'FILE_LINK_INVALID' }),
    );
  });
});

describe('S3 store with a public address (S3_PUBLIC_URL)', () => {
  let dir = '';
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let store: BlobStore;
  let internal = '';
  let publicUrl = '';

  beforeAll(async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    dir = await mkdtemp(path.join(os.tmpdir(), 'bt-blobs-public-'));
    s3 = await startTestS3(dir);
    internal = s3.env.S3_ENDPOINT!;
    // Another name for the same server, as `http://localhost:9000` is for compose's `http://minio:9000`.
    publicUrl = internal.replace('127.0.0.1', 'localhost');
    store = await openBlobStore(loadConfig({ DATA_DIR: dir, ...s3.env, S3_PUBLIC_URL: publicUrl }));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('hands browsers forms and links on the public host, which work there', async () => {
    const key = `t/${randomUUID()}/public.png`;
    const form = await store.presignUpload({ key, minBytes: 1, maxBytes: 100_000, expiresAt: inMinutes(5) });
    expect(new URL(form.action).origin).toBe(publicUrl);
    const file = bytes(3000);
    expect((await postForm(form, file)).status).toBeLessThan(300);
    // the server's own calls go to the internal address and see the upload
    expect(await store.stat(key)).toMatchObject({ byteSize: 3000 });

    const link = await store.presignGet(key, 60, { download: 'logo.png' });
    expect(new URL(link).origin).toBe(publicUrl);
    expect(link).not.toContain(new URL(internal).host);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(file)).toBe(true);
  });

  it('signs without asking the public host anything', async () => {
    // A public address nothing listens on: signing still works, since the region is configured.
    const offline = await openBlobStore(loadConfig({ DATA_DIR: dir, ...s3.env, S3_PUBLIC_URL: 'https://files.invalid' }));
    const link = await offline.presignGet('t/any.png', 60);
    expect(new URL(link).origin).toBe('https://files.invalid');
    const form = await offline.presignUpload({ key: 't/any.png', minBytes: 1, maxBytes: 10, expiresAt: inMinutes(5) });
    expect(form.action).toMatch(/^https:\/\/files\.invalid\//);
  });

  it('is refused without S3_ENDPOINT, or with a path', () => {
    expect(() => loadConfig({ S3_PUBLIC_URL: publicUrl })).toThrow(/S3_PUBLIC_URL is set but S3_ENDPOINT is not/);
    expect(() => loadConfig({ ...s3.env, S3_PUBLIC_URL: `${publicUrl}/files` })).toThrow(/S3_PUBLIC_URL must be/);
  });
});
