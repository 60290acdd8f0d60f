import type { UploadForm } from './uploadQueue';

/** The server's upload instructions (CreateAssetPayload.uploadInfo). */
export interface UploadInfo {
  readonly action: string;
  readonly method: string;
  readonly fields: readonly { readonly name: string; readonly value: string }[];
}

/**
 * The queue's form from the server's uploadInfo, with the file's Content-Type as a field before
 * `file` (S3 stores it as the object's type; the policy allows it) unless the server sent one.
 */
export function uploadForm(info: UploadInfo, file: Pick<File, 'type'>): UploadForm {
  const fields = info.fields.map(({ name, value }) => ({ name, value }));
  if (!fields.some((field) => field.name.toLowerCase() === 'content-type')) {
    fields.push({ name: 'Content-Type', value: file.type || 'application/octet-stream' });
  }
  return { action: info.action, method: info.method || 'POST', fields };
}
