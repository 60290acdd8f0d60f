import { Client } from 'minio';
import { attachmentDisposition } from './disposition';
import { BlobError, checkKey } from './errors';
import type { BlobStore } from './types';

export interface S3BlobStoreOptions {
  /** http(s)://host[:port] of MinIO or any S3 (S3_ENDPOINT). */
  endpoint: string;
  accessKey: string | undefined;
  secretKey: string | undefined;
  /** Created when missing (S3_BUCKET). */
  bucket: string;
  region: string;
}

/** S3 answers a missing object with one of these codes, depending on the call and the server. */
const notFound = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchObject';
};

/**
 * Blobs in an S3 bucket through the `minio` client (MinIO, AWS S3, or any S3-compatible store).
 * Path-style addressing (`<endpoint>/<bucket>/<key>`), which MinIO and s3rver need. Uploads are
 * presigned POST policies: the key is fixed, the size limited by `content-length-range`, and the
 * form expires; S3 itself enforces them, so the API never sees the bytes.
 */
export async function createS3BlobStore(options: S3BlobStoreOptions): Promise<BlobStore> {
  const url = new URL(options.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey ?? '',
    secretKey: options.secretKey ?? '',
    region: options.region,
    pathStyle: true,
  });
  const bucket = options.bucket;
  if (!(await client.bucketExists(bucket))) {
    try {
      await client.makeBucket(bucket, options.region);
    } catch (error) {
      // another process made it in the meantime
      const code = (error as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  return {
    kind: 's3',

    async presignUpload(policy) {
      checkKey(policy.key);
      const post = client.newPostPolicy();
      post.setBucket(bucket);
      post.setKey(policy.key);
      post.setExpires(policy.expiresAt);
      post.setContentLengthRange(policy.minBytes, policy.maxBytes);
      // S3 refuses fields the policy does not name: allow the browser's optional Content-Type
      // (minio's setContentTypeStartsWith refuses the empty prefix, hence by hand).
      post.policy.conditions.push(['starts-with', '$Content-Type', '']);
      const { postURL, formData } = await client.presignedPostPolicy(post);
      return { action: postURL, method: 'POST', fields: formData };
    },

    async stat(key) {
      checkKey(key);
      try {
        const s = await client.statObject(bucket, key);
        const contentType = (s.metaData as Record<string, string | undefined>)['content-type'];
        return { key, byteSize: s.size, contentType: contentType || undefined };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async get(key) {
      checkKey(key);
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (error) {
        if (notFound(error)) throw new BlobError('FILE_NOT_FOUND');
        throw error;
      }
    },

    async put(key, body, contentType) {
      checkKey(key);
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },

    async delete(key) {
      checkKey(key);
      await client.removeObject(bucket, key);
    },

    async presignGet(key, seconds, getOptions = {}) {
      checkKey(key);
      const headers: Record<string, string> = {};
      if (getOptions.download) headers['response-content-disposition'] = attachmentDisposition(getOptions.download);
      if (getOptions.contentType) headers['response-content-type'] = getOptions.contentType;
      return client.presignedGetObject(bucket, key, Math.max(1, Math.ceil(seconds)), headers);
    },

    async close() {},
  };
}
