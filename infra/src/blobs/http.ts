import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { attachmentDisposition } from './disposition';
import { BlobError } from './errors';
import type { FilesystemBlobStore } from './filesystem';
import type { BlobStore, ByteRange } from './types';

export const isFilesystemBlobStore = (store: BlobStore): store is FilesystemBlobStore => store.kind === 'filesystem';

/** Form fields we accept before the file: the signed ones, plus what S3 forms may carry. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 4096;
/**
 * Buffering of the file on its way to disk. With Node's 16 KB defaults the socket pauses after
 * every 64 KB read until the thread pool has written that chunk; with room for a few MB the socket
 * keeps reading while the file stream writes what has gathered in one `writev` (bench figure 12:
 * about four times the throughput). At most ~6 MB per upload in flight, and only when the disk is
 * slower than the network.
 */
const PARSER_BYTES = 1 << 20;
const WRITE_BYTES = 4 << 20;

/**
 * `POST /uploads` of the filesystem blob store: a multipart form as `presignUpload` described it
 * (its fields, then one `file`). The fields are checked before any byte is written; the file is
 * streamed to a temp file while its bytes are counted and refused as soon as it passes the
 * policy's maximum (UPLOAD_TOO_LARGE); then the size is checked against the minimum and the file
 * renamed into place. Answers 204. Refusals throw a `BlobError` before anything is written to
 * `res`: the caller answers them (after a refusal mid-body it should close the connection).
 */
export async function handleUploadRequest(req: IncomingMessage, res: ServerResponse, store: FilesystemBlobStore): Promise<void> {
  if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) throw new BlobError('UPLOAD_INVALID');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 1, parts: MAX_FIELDS + 1 },
      highWaterMark: PARSER_BYTES,
      fileHwm: PARSER_BYTES,
    });
  } catch {
    throw new BlobError('UPLOAD_INVALID'); // no or a broken boundary
  }
  const fields: Record<string, string> = {};
  let temp: string | undefined;
  try {
    const received = await new Promise<{ size: number; mimeType: string }>((resolve, reject) => {
      let writing: Promise<{ size: number; mimeType: string }> | undefined;
      const refuse = (error: unknown) => {
        req.unpipe(parser);
        reject(error instanceof BlobError ? error : new BlobError('UPLOAD_INVALID'));
      };
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated || info.nameTruncated) return refuse(new BlobError('UPLOAD_INVALID'));
        fields[name] = value;
      });
      parser.on('file', (name, file, info) => {
        if (name !== 'file' || writing) {
          file.resume();
          return refuse(new BlobError('UPLOAD_INVALID'));
        }
        let policy;
        try {
          policy = store.verifyUploadFields(fields); // signature and expiry, before any byte
        } catch (error) {
          file.resume();
          return refuse(error);
        }
        const max = policy.maxBytes;
        let size = 0;
        writing = store.tempFile().then(async (path) => {
          temp = path;
          file.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > max) file.destroy(new BlobError('UPLOAD_TOO_LARGE', { max }));
          });
          await pipeline(file, createWriteStream(path, { mode: 0o600, highWaterMark: WRITE_BYTES }));
          return { size, mimeType: fields['Content-Type'] || info.mimeType || 'application/octet-stream' };
        });
        writing.catch(refuse);
      });
      parser.on('error', refuse);
      parser.on('filesLimit', () => refuse(new BlobError('UPLOAD_INVALID')));
      parser.on('fieldsLimit', () => refuse(new BlobError('UPLOAD_INVALID')));
      parser.on('partsLimit', () => refuse(new BlobError('UPLOAD_INVALID')));
      parser.on('close', () => {
        if (!writing) return refuse(new BlobError('UPLOAD_INVALID'));
        writing.then(resolve, refuse);
      });
      req.on('error', refuse);
      req.pipe(parser);
    });
    const policy = store.verifyUploadFields(fields, received.size);
    await store.putFile(policy.key, temp!, received.mimeType);
    temp = undefined;
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  } finally {
    if (temp) await rm(temp, { force: true });
  }
}

/**
 * The byte range a `Range` header asks for within an object of `size` bytes: one range of
 * `bytes=first-last`, `bytes=first-` or `bytes=-suffix`, clipped to the object; `null` when the
 * whole object should be sent (no header, another unit, several ranges, or nonsense, which HTTP
 * lets a server ignore); `'unsatisfiable'` when the range starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** Shown in the browser; anything else is downloaded (SVG too: it can carry scripts). */
const INLINE = /^(image\/(png|jpeg|gif|webp|avif)|font\/[a-z0-9.+-]+|application\/pdf)$/i;

/**
 * `GET /files/<key>?expires&sig[&download][&type]` of the filesystem blob store: checks the
 * signed link, then streams the file with its stored type, `nosniff`, a sandboxing CSP, private
 * caching until the link expires, and `Content-Disposition: attachment` when `download` names the
 * file or the type is not one a browser shows harmlessly. One byte range (`Range`, unless an
 * `If-Range` asks for a condition, which we cannot check without validators) is answered 206, a
 * range past the end 416. Also answers HEAD. Refusals throw a `BlobError` before anything is written.
 */
export async function handleFileRequest(
  req: IncomingMessage,
  res: ServerResponse,
  store: FilesystemBlobStore,
  key: string,
  query: URLSearchParams,
): Promise<void> {
  const link = store.verifyGet(key, query);
  const info = await store.stat(link.key);
  if (!info) throw new BlobError('FILE_NOT_FOUND');
  const size = info.byteSize;
  const contentType = link.contentType ?? info.contentType ?? 'application/octet-stream';
  const maxAge = Math.max(0, Number(query.get('expires')) - Math.floor(Date.now() / 1000));
  const headers: Record<string, string | number> = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'cache-control': `private, max-age=${maxAge}`,
  };
  if (link.download) headers['content-disposition'] = attachmentDisposition(link.download);
  else if (!INLINE.test(contentType.split(';')[0]!.trim()))
    headers['content-disposition'] = attachmentDisposition(link.key.split('/').pop()!);
  const range = req.headers['if-range'] ? null : requestedRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${size}`, 'content-length': 0 });
    return void res.end();
  }
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['content-length'] = range.end - range.start + 1;
  } else headers['content-length'] = size;
  if (req.method === 'HEAD') {
    res.writeHead(range ? 206 : 200, headers);
    return void res.end();
  }
  const opened = await store.open(link.key, range ?? undefined);
  if (!opened) throw new BlobError('FILE_NOT_FOUND'); // deleted between the two looks
  res.writeHead(range ? 206 : 200, headers);
  try {
    await pipeline(opened.stream, res);
  } catch (error) {
    if (!res.destroyed) throw error; // else the client went away mid-download: nobody to answer
  }
}
