import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '@brandtrail/domain';
import { handleFileRequest, handleUploadRequest, isBlobError, isFilesystemBlobStore, type BlobError } from '@brandtrail/infra';
import type { Services } from '../services';

/** `10 MB`, `512 KB`, `300 bytes`: how a size limit reads in a message. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Number((n / (1024 * 1024)).toFixed(1))} MB`;
  if (n >= 1024) return `${Number((n / 1024).toFixed(1))} KB`;
  return `${n} bytes`;
}

/** The blob layer's refusals are domain errors of the same code (translated by `describeError`). */
function toDomainError(error: BlobError): DomainError {
  const params = { ...error.params };
  if (typeof params.max === 'number') params.max = formatBytes(params.max);
  if (typeof params.min === 'number') params.min = formatBytes(params.min);
  return new DomainError(error.code, params);
}

/**
 * The filesystem blob store's own routes (with S3 the browser talks to S3 and these answer 404):
 *
 * - `POST /uploads`: the multipart form of `services.blobs.presignUpload` (fields, then `file`).
 *   Authorised by the form's signature, not by the session: the API signed it for a user a moment
 *   ago, and a cross-site page cannot forge one. Answers 204.
 * - `GET /files/<key>?expires&sig[&download]` (and HEAD): a signed link of `presignGet`.
 *
 * Answers true when the request was one of them. They run before the session is looked up: a
 * page of thumbnails costs no session reads. Refusals throw a DomainError for the server's error
 * answer; a refused upload also closes the connection rather than read the rest of its body.
 */
export async function routeBlobs(req: IncomingMessage, res: ServerResponse, url: URL, services: Services): Promise<boolean> {
  const upload = url.pathname === '/uploads';
  const file = url.pathname.startsWith('/files/');
  if (!upload && !file) return false;
  const method = req.method ?? 'GET';
  if (upload ? method !== 'POST' : method !== 'GET' && method !== 'HEAD') return false;
  const store = services.blobs;
  try {
    if (!isFilesystemBlobStore(store)) throw new DomainError('NOT_FOUND');
    if (upload) await handleUploadRequest(req, res, store);
    else await handleFileRequest(req, res, store, decodeURIComponent(url.pathname.slice('/files/'.length)), url.searchParams);
    return true;
  } catch (error) {
    if (upload && !req.complete && !res.headersSent) res.setHeader('connection', 'close');
    if (isBlobError(error)) throw toDomainError(error);
    if (error instanceof URIError) throw new DomainError('BLOB_KEY_INVALID');
    throw error;
  }
}
