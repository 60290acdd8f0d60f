import type { Readable } from 'node:stream';

/**
 * The blob storage port: where uploaded files and their previews live. Production uses MinIO or
 * any S3 (`S3_ENDPOINT`, `minio` client); the embedded default is the filesystem under
 * DATA_DIR/blobs. Keys are opaque strings of [A-Za-z0-9/._-] (no `..`), chosen by the API.
 *
 * Uploads go from the browser straight to storage: `presignUpload` answers a form (action, method,
 * fields) the browser posts the file with. On S3 that is a presigned POST policy; on the
 * filesystem it is a signed POST to the API's own upload route, which checks the same policy
 * itself (`verifyUpload`), since nothing else would.
 */

export interface UploadPolicy {
  key: string;
  /** Inclusive byte range the file must fall in. */
  minBytes: number;
  maxBytes: number;
  /** When the form stops working. */
  expiresAt: Date;
}

/**
 * What the browser needs to post the file: `<form action method>` with these fields, then `file`.
 *
 * Added with the adapters: the browser may also send a `Content-Type` field (before `file`), which
 * becomes the stored object's type on both adapters. S3 takes the type only from that field (else
 * it stores `binary/octet-stream`), so a client that wants a type must send it; the filesystem
 * adapter falls back to the file part's type. Either way it is the browser's claim, not a check.
 */
export interface UploadForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface BlobInfo {
  key: string;
  byteSize: number;
  contentType: string | undefined;
}

/** Bytes start..end of an object, both inclusive (as HTTP ranges count them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobStore {
  readonly kind: 'filesystem' | 's3';
  presignUpload(policy: UploadPolicy): Promise<UploadForm>;
  /** The object's size and type, or null when there is none (the upload has not happened). */
  stat(key: string): Promise<BlobInfo | null>;
  get(key: string): Promise<Buffer>;
  /**
   * A stream of the object's bytes (those of `range` only, both ends inclusive) with its info, or
   * null when there is none. Nothing is read before the stream is: it follows its reader's pace
   * (back-pressure), and destroying it stops the reading (the file is closed, the S3 request
   * aborted), so a download whose client went away reads no further.
   */
  open(key: string, range?: ByteRange): Promise<{ info: BlobInfo; stream: Readable } | null>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Moves the object at `from` (bytes and type) to `to`, replacing what is there, and answers
   * `to`'s info; answers null and changes nothing when `from` does not exist. Made for confirming an
   * upload: the form writes `from`, which nothing else reads, and `to` is the confirmed file that no
   * form names. A repeat after a crash half-way ends in the same state.
   *
   * Filesystem: an atomic rename; from then on `from` is closed to uploads (a form naming it is
   * refused with UPLOAD_FORM_USED) until `delete(from)`. S3: a server-side copy, only of the
   * version looked at (`x-amz-copy-source-if-match` on its ETag), then `from` is deleted; S3 takes a
   * later post to `from` (nothing can refuse it there), which nothing reads.
   */
  move(from: string, to: string): Promise<BlobInfo | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL that serves the object for `seconds` (signed; the filesystem adapter signs a URL of the
   * API's own download route). `download` names the file for Content-Disposition: attachment.
   */
  presignGet(key: string, seconds: number, options?: { download?: string; contentType?: string }): Promise<string>;
  close(): Promise<void>;
}
