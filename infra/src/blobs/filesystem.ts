import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobError, checkKey } from './errors';
import type { BlobInfo, BlobStore, ByteRange, UploadPolicy } from './types';

export interface FilesystemBlobStoreOptions {
  /** The data folder; blobs live in `<dataDir>/blobs/`. */
  dataDir: string;
  /** The address users open (PUBLIC_URL): the upload and download routes are under it. */
  publicUrl: string;
  /** BLOB_SECRET; when unset, a random secret kept in `<dataDir>/blob-secret`. */
  secret?: string | undefined;
  /** For tests: the clock. */
  now?: () => Date;
}

/** What `verifyGet` accepted: serve `key`, as an attachment named `download` when set. */
export interface VerifiedGet {
  key: string;
  download: string | undefined;
  contentType: string | undefined;
}

/**
 * The filesystem adapter's extras beyond the port: its own upload and download routes need to
 * check what it signed, and to move a streamed upload into place without reading it into memory.
 */
export interface FilesystemBlobStore extends BlobStore {
  readonly kind: 'filesystem';
  /**
   * Checks a posted upload form (fields and the file's size); answers the signed policy. Without
   * `byteSize` only signature and expiry are checked (before the file is read).
   */
  verifyUploadFields(fields: Record<string, string>, byteSize?: number): UploadPolicy;
  /** Checks a download link's query (`expires`, `sig`, `download`, `type`). */
  verifyGet(key: string, query: URLSearchParams | Record<string, string | undefined>): VerifiedGet;
  /** Moves a finished file (on the same filesystem, e.g. from `tempFile()`) to `key`. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** A fresh path in the store's temp folder (same filesystem, so the final rename is atomic). */
  tempFile(): Promise<string>;
  /** A stream of the object's bytes (those of `range` only, inclusive), with its info; null when there is none. */
  open(key: string, range?: ByteRange): Promise<{ info: BlobInfo; stream: Readable } | null>;
}

const sign = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

function sameSignature(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const uploadText = (key: string, expires: string, min: string, max: string) => `upload\n${key}\n${expires}\n${min}\n${max}`;
const getText = (key: string, expires: string, download: string, type: string) => `get\n${key}\n${expires}\n${download}\n${type}`;

/**
 * The secret that signs upload forms and download links: BLOB_SECRET, else 32 random bytes
 * written once to `<dataDir>/blob-secret` (mode 0600), so links keep working across restarts.
 */
export async function loadBlobSecret(dataDir: string, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'blob-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return Buffer.from(existing, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const tmp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  await writeFile(tmp, `${secret}\n`, { mode: 0o600 });
  try {
    // link(2) fails when another process wrote the secret first: then that one counts.
    await link(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'utf8');
}

interface Meta {
  contentType: string | undefined;
}

/**
 * The embedded blob store: `<dataDir>/blobs/files/<key>` holds the bytes, `blobs/meta/<key>.json`
 * the content type, `blobs/tmp/` the files being written. Every write goes to a temp file and is
 * renamed into place, so a reader never sees half a file. Because a key is a path, a key cannot
 * also be the folder of another key (`a` and `a/b`); the API's keys never are.
 *
 * Uploads and downloads go through the API's own routes (`POST /uploads`, `GET /files/<key>`),
 * signed with HMAC-SHA256: the routes call `verifyUploadFields` and `verifyGet`.
 */
export async function createFilesystemBlobStore(options: FilesystemBlobStoreOptions): Promise<FilesystemBlobStore> {
  const root = path.join(options.dataDir, 'blobs');
  const filesDir = path.join(root, 'files');
  const metaDir = path.join(root, 'meta');
  const tmpDir = path.join(root, 'tmp');
  await mkdir(filesDir, { recursive: true });
  await mkdir(metaDir, { recursive: true });
  await mkdir(tmpDir, { recursive: true });
  const secret = await loadBlobSecret(options.dataDir, options.secret);
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const fileOf = (key: string) => path.join(filesDir, ...checkKey(key).split('/'));
  const metaOf = (key: string) => `${path.join(metaDir, ...checkKey(key).split('/'))}.json`;
  const tempFile = async () => path.join(tmpDir, `${randomUUID()}.tmp`);

  async function readInfo(key: string): Promise<BlobInfo | null> {
    try {
      const s = await stat(fileOf(key));
      if (!s.isFile()) return null;
      const meta = JSON.parse(await readFile(metaOf(key), 'utf8').catch(() => '{}')) as Partial<Meta>;
      return { key, byteSize: s.size, contentType: meta.contentType ?? undefined };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw error;
    }
  }

  /**
   * Meta first, then the bytes: whoever sees the file sees its type. Both reach the disk before
   * this resolves (the file's data, then the renames through their folders), as the event that
   * records the object is once appended to PostgreSQL: an upload answered 204 survives a power
   * cut. (PGlite's Node filesystem never calls fsync, so on the embedded default the file is the
   * more durable of the two.)
   */
  async function place(key: string, file: string, contentType: string): Promise<void> {
    const target = fileOf(key);
    const metaFile = metaOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(path.dirname(metaFile), { recursive: true });
    const metaTmp = await tempFile();
    try {
      await writeFile(metaTmp, JSON.stringify({ contentType } satisfies Meta));
      await Promise.all([syncFile(metaTmp, 'data'), syncFile(file, 'data')]);
      await rename(metaTmp, metaFile);
    } catch (error) {
      await rm(metaTmp, { force: true });
      throw error;
    }
    await rename(file, target);
    await Promise.all([...new Set([path.dirname(metaFile), path.dirname(target)])].map((dir) => syncFile(dir, 'all')));
  }

  const stringOf = (query: VerifyQuery, name: string) => {
    const value = query instanceof URLSearchParams ? query.get(name) : query[name];
    return value ?? undefined;
  };

  return {
    kind: 'filesystem',

    async presignUpload(policy) {
      checkKey(policy.key);
      const expires = String(Math.floor(policy.expiresAt.getTime() / 1000));
      const min = String(policy.minBytes);
      const max = String(policy.maxBytes);
      return {
        action: `${publicUrl}/uploads`,
        method: 'POST',
        fields: { key: policy.key, expires, min, max, signature: sign(secret, uploadText(policy.key, expires, min, max)) },
      };
    },

    verifyUploadFields(fields, byteSize) {
      const { key, expires, min, max, signature } = fields;
      if (
        typeof key !== 'string' ||
        !/^\d{1,12}$/.test(expires ?? '') ||
        !/^\d{1,15}$/.test(min ?? '') ||
        !/^\d{1,15}$/.test(max ?? '') ||
        !sameSignature(sign(secret, uploadText(key, expires!, min!, max!)), signature)
      )
        throw new BlobError('UPLOAD_SIGNATURE_INVALID');
      checkKey(key);
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= now().getTime()) throw new BlobError('UPLOAD_EXPIRED');
      const policy: UploadPolicy = { key, minBytes: Number(min), maxBytes: Number(max), expiresAt };
      if (byteSize === undefined) return policy;
      if (byteSize > policy.maxBytes) throw new BlobError('UPLOAD_TOO_LARGE', { max: policy.maxBytes });
      if (byteSize < policy.minBytes) throw new BlobError('UPLOAD_TOO_SMALL', { min: policy.minBytes });
      return policy;
    },

    async presignGet(key, seconds, getOptions = {}) {
      checkKey(key);
      const expires = String(Math.floor(now().getTime() / 1000) + Math.max(1, Math.ceil(seconds)));
      const download = getOptions.download ?? '';
      const type = getOptions.contentType ?? '';
      const query = new URLSearchParams({ expires, sig: sign(secret, getText(key, expires, download, type)) });
      if (download) query.set('download', download);
      if (type) query.set('type', type);
      return `${publicUrl}/files/${key}?${query.toString()}`;
    },

    verifyGet(key, query) {
      const expires = stringOf(query, 'expires') ?? '';
      const download = stringOf(query, 'download') ?? '';
      const type = stringOf(query, 'type') ?? '';
      checkKey(key);
      if (
        !/^\d{1,12}$/.test(expires) ||
        !sameSignature(sign(secret, getText(key, expires, download, type)), stringOf(query, 'sig'))
      )
        throw new BlobError('FILE_LINK_INVALID');
      if (Number(expires) * 1000 <= now().getTime()) throw new BlobError('FILE_LINK_EXPIRED');
      return { key, download: download || undefined, contentType: type || undefined };
    },

    stat: readInfo,

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobError('FILE_NOT_FOUND');
        throw error;
      }
    },

    async open(key, range) {
      const info = await readInfo(key);
      if (!info) return null;
      return { info, stream: createReadStream(fileOf(key), range && { start: range.start, end: range.end }) };
    },

    async put(key, body, contentType) {
      checkKey(key);
      const tmp = await tempFile();
      await writeFile(tmp, body);
      try {
        await place(key, tmp, contentType);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async putFile(key, file, contentType) {
      checkKey(key);
      await place(key, file, contentType);
    },

    tempFile,

    async delete(key) {
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
      // The folders the key made, once empty (an asset's folder after its last file).
      await removeEmptyFolders(filesDir, path.dirname(fileOf(key)));
      await removeEmptyFolders(metaDir, path.dirname(metaOf(key)));
    },

    async close() {},
  };
}

type VerifyQuery = URLSearchParams | Record<string, string | undefined>;

/** Flushes a file's data (`fdatasync`), or a folder's entries (`fsync`), to the disk. */
async function syncFile(file: string, what: 'data' | 'all'): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await (what === 'data' ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}

/** Removes `dir` and then its parents while they are empty, stopping below `root`. */
async function removeEmptyFolders(root: string, dir: string): Promise<void> {
  for (; dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty (or gone): its parents are not empty either
    }
  }
}
