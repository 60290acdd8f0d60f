import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition } from './disposition';
import { BlobError } from './errors';
import type { FilesystemBlobStore } from './filesystem';
import { receiveUpload } from './multipart';
import type { BlobStore, ByteRange, UploadPolicy } from './types';

export const isFilesystemBlobStore = (store: BlobStore): store is FilesystemBlobStore => store.kind === 'filesystem';

/**
 * `POST /uploads` of the filesystem blob store: a multipart form as `presignUpload` described it
 * (its fields, then one `file`; see `receiveUpload`). The fields' signature and expiry, and that
 * `move` has not closed the key (UPLOAD_FORM_USED: the form's file was confirmed), are checked
 * before any byte of the file is written, and a file over the policy's maximum is refused as soon
 * as the body's length shows it (UPLOAD_TOO_LARGE); the file goes to a temp file, then its size is
 * checked against the minimum and it is moved into place (unless the key was closed meanwhile).
 * Until then a form can be posted again (a retry after a failure, or after a lost answer) and the
 * last file counts. Answers 204. Refusals throw a `BlobError` before anything is written to `res`:
 * the caller answers them (after a refusal mid-body it should close the connection).
 */
export async function handleUploadRequest(req: IncomingMessage, res: ServerResponse, store: FilesystemBlobStore): Promise<void> {
  const temp = await store.tempFile();
  let placed = false;
  try {
    let policy: UploadPolicy | undefined;
    const received = await receiveUpload(req, temp, async (fields) => {
      policy = store.verifyUploadFields(fields); // signature and expiry, as the file begins
      await store.checkUploadOpen(policy.key);
      return policy.maxBytes;
    });
    // (the maximum was enforced as it came; the expiry is not checked again, as on S3, so that a
    // long upload that began in time is not refused at its end)
    if (received.size < policy!.minBytes) throw new BlobError('UPLOAD_TOO_SMALL', { min: policy!.minBytes });
    const mimeType = received.fields['Content-Type'] || received.partType || 'application/octet-stream';
    await store.putUpload(policy!.key, temp, mimeType);
    placed = true;
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  } finally {
    if (!placed) await rm(temp, { force: true });
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
