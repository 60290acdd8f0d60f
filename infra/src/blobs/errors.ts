/**
 * Why the blob layer refused something. Infra knows no languages: the API maps each code to a
 * domain error code of the same name (with its English and German message).
 */
export type BlobErrorCode =
  /** The upload form's fields do not carry a valid signature (tampered, another key, no fields). */
  | 'UPLOAD_SIGNATURE_INVALID'
  | 'UPLOAD_EXPIRED'
  | 'UPLOAD_TOO_LARGE'
  | 'UPLOAD_TOO_SMALL'
  /** Not a multipart form with exactly one `file` after its fields. */
  | 'UPLOAD_INVALID'
  /** A download link with a missing or wrong signature. */
  | 'FILE_LINK_INVALID'
  | 'FILE_LINK_EXPIRED'
  | 'FILE_NOT_FOUND'
  /** A key outside [A-Za-z0-9/._-], with `..`, an empty segment or a leading slash. */
  | 'BLOB_KEY_INVALID'
  /** A form posted again after `move` took its file away (the filesystem store; S3 cannot tell). */
  | 'UPLOAD_FORM_USED';

export class BlobError extends Error {
  override readonly name = 'BlobError';
  constructor(
    readonly code: BlobErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export const isBlobError = (e: unknown): e is BlobError => e instanceof BlobError;

const KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** Keys are chosen by the API; anything that could leave the blob folder is refused. */
export function checkKey(key: string): string {
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > 512 ||
    !KEY.test(key) ||
    key.includes('..') ||
    key.split('/').some((segment) => segment === '.')
  )
    throw new BlobError('BLOB_KEY_INVALID');
  return key;
}
