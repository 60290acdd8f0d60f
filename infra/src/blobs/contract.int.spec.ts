import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat as statFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlobError, isBlobError, type BlobErrorCode } from './errors';
import { createFilesystemBlobStore, type FilesystemBlobStore } from './filesystem';
import { loadConfig } from '../config';
import { handleFileRequest, handleUploadRequest, isFilesystemBlobStore } from './http';
import { openBlobStore } from './open';
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

const status: Record<BlobErrorCode, number> = {
  UPLOAD_SIGNATURE_INVALID: 403,
  UPLOAD_EXPIRED: 403,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_TOO_SMALL: 400,
  UPLOAD_INVALID: 400,
  FILE_LINK_INVALID: 403,
  FILE_LINK_EXPIRED: 403,
  FILE_NOT_FOUND: 404,
  BLOB_KEY_INVALID: 400,
};

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
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await s3rver.run();
  const store = await openBlobStore(
    loadConfig({
      DATA_DIR: directory,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: 'brandtrail-test', // created on open
    }),
  );
  expect(store.kind).toBe('s3');
  return { store, close: () => s3rver.close() };
}

/** Posts the form as a browser would: its fields, then the file. */
/** Where the test's upload server listens: the filesystem store's addresses are root-relative. */
let base = '';

async function postForm(form: UploadForm, bytes: Buffer, type = 'image/png', name = 'logo.png'): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append('Content-Type', type);
  body.append('file', new Blob([bytes], { type }), name);
  return fetch(new URL(form.action, base), { method: form.method, body });
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

  it('refuses keys that could leave their place', async () => {
    for (const key of ['../x', 'a/../b', '/abs', 'a//b', 'a b', 'ä', '', 'a/./b', 'a/'])
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toMatchObject({ code: 'BLOB_KEY_INVALID' });
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
