import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BlobError, checkKey } from './errors';
import type { BlobInfo, BlobStore, UploadPolicy } from './types';

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
  /** Refuses (UPLOAD_FORM_USED) an upload to a key that `move` has closed. */
  checkUploadOpen(key: string): Promise<void>;
  /**
   * Moves a finished upload (on the same filesystem, e.g. from `tempFile()`) to `key`, unless `move`
   * closed the key meanwhile: then the file is not kept (nothing reads it) and UPLOAD_FORM_USED
   * is thrown.
   */
  putUpload(key: string, file: string, contentType: string): Promise<void>;
  /** A fresh path in the store's temp folder (same filesystem, so the final rename is atomic). */
  tempFile(): Promise<string>;
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
 * the content type, `blobs/tmp/` the files being written, and an empty `blobs/moved/<key>` marks a
 * key that `move` took a file away from, closed to uploads until it is deleted. Every write goes to
 * a temp file and is renamed into place, so a reader never sees half a file. Because a key is a
 * path, a key cannot also be the folder of another key (`a` and `a/b`); the API's keys never are.
 *
 * Uploads and downloads go through the API's own routes (`POST /uploads`, `GET /files/<key>`),
 * signed with HMAC-SHA256: the routes call `verifyUploadFields` and `verifyGet`.
 */
export async function createFilesystemBlobStore(options: FilesystemBlobStoreOptions): Promise<FilesystemBlobStore> {
  const root = path.join(options.dataDir, 'blobs');
  const filesDir = path.join(root, 'files');
  const metaDir = path.join(root, 'meta');
  const tmpDir = path.join(root, 'tmp');
  const movedDir = path.join(root, 'moved');
  await mkdir(filesDir, { recursive: true });
  await mkdir(metaDir, { recursive: true });
  await mkdir(tmpDir, { recursive: true });
  const secret = await loadBlobSecret(options.dataDir, options.secret);
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const fileOf = (key: string) => path.join(filesDir, ...checkKey(key).split('/'));
  const metaOf = (key: string) => `${path.join(metaDir, ...checkKey(key).split('/'))}.json`;
  const movedOf = (key: string) => path.join(movedDir, ...checkKey(key).split('/'));
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

  /** Whether `move` closed `key` to uploads. */
  const isClosed = async (key: string) => (await statIfExists(movedOf(key))) !== null;

  /** Closes `key` to uploads (its marker reaches the disk with the folder sync of `move`). */
  async function closeKey(key: string): Promise<void> {
    const marker = movedOf(key);
    await mkdir(path.dirname(marker), { recursive: true });
    await writeFile(marker, '');
  }

  /** Removes the bytes and the type of `key`, and the folders that leaves empty (not its marker). */
  async function removeObject(key: string): Promise<void> {
    await rm(fileOf(key), { force: true });
    await rm(metaOf(key), { force: true });
    await removeEmptyFolders(filesDir, path.dirname(fileOf(key)));
    await removeEmptyFolders(metaDir, path.dirname(metaOf(key)));
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

    async checkUploadOpen(key) {
      if (await isClosed(key)) throw new BlobError('UPLOAD_FORM_USED');
    },

    async putUpload(key, file, contentType) {
      checkKey(key);
      await place(key, file, contentType);
      // `move` closes the key after its rename: a file placed under a closed key was either taken
      // by that rename already, or came after it and would never be read. Either way, not kept.
      if (await isClosed(key)) {
        await removeObject(key);
        throw new BlobError('UPLOAD_FORM_USED');
      }
    },

    /**
     * The type first (copied to `to`), then the bytes (one rename), then `from`'s type goes and
     * `from` is closed; the folders are synced before it answers. A crash after the rename leaves
     * `from` without a file: a repeat sees it gone, `to` there, and only closes `from`.
     */
    async move(from, to) {
      const source = fileOf(from);
      const target = fileOf(to);
      const sourceMeta = metaOf(from);
      const targetMeta = metaOf(to);
      if (from === to) return readInfo(to); // nothing to move (and the type must stay)
      const gone = async () => {
        // never uploaded; or moved by a call that stopped (or a concurrent one that won) before closing `from`
        if (await readInfo(to)) {
          await rm(sourceMeta, { force: true });
          await closeKey(from);
          await syncFolders([path.dirname(sourceMeta), path.dirname(movedOf(from))]);
        }
        return null;
      };
      const meta = await readFile(sourceMeta, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!(await statIfExists(source))?.isFile()) return gone();
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(path.dirname(targetMeta), { recursive: true });
      if (meta === null) await rm(targetMeta, { force: true });
      else {
        const metaTmp = await tempFile();
        try {
          await writeFile(metaTmp, meta);
          await syncFile(metaTmp, 'data');
          await rename(metaTmp, targetMeta);
        } catch (error) {
          await rm(metaTmp, { force: true });
          throw error;
        }
      }
      try {
        await rename(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return gone();
        throw error;
      }
      await rm(sourceMeta, { force: true });
      await closeKey(from);
      await syncFolders([target, targetMeta, source, sourceMeta, movedOf(from)].map((file) => path.dirname(file)));
      return readInfo(to);
    },

    tempFile,

    async delete(key) {
      // The folders the key made go too, once empty (an asset's folder after its last file).
      await removeObject(key);
      await rm(movedOf(key), { force: true });
      await removeEmptyFolders(movedDir, path.dirname(movedOf(key)));
    },

    async close() {},
  };
}

type VerifyQuery = URLSearchParams | Record<string, string | undefined>;

/** The file's stat, or null when there is none. */
async function statIfExists(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** Flushes the entries of each folder (once each) to the disk; a folder that is gone has nothing to flush. */
async function syncFolders(dirs: string[]): Promise<void> {
  await Promise.all(
    [...new Set(dirs)].map((dir) =>
      syncFile(dir, 'all').catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}

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
