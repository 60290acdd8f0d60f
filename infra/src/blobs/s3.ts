import { Client, CopyDestinationOptions, CopySourceOptions } from 'minio';
import { attachmentDisposition } from './disposition';
import { BlobError, checkKey } from './errors';
import type { BlobInfo, BlobStore } from './types';

export interface S3BlobStoreOptions {
  /** http(s)://host[:port] of MinIO or any S3 (S3_ENDPOINT). */
  endpoint: string;
  accessKey: string | undefined;
  secretKey: string | undefined;
  /** Created when missing (S3_BUCKET). */
  bucket: string;
  region: string;
  /**
   * http(s)://host[:port] browsers reach S3 at (S3_PUBLIC_URL), when it differs from `endpoint`
   * (compose: `http://minio:9000` inside, `http://localhost:9000` outside). Upload forms and file
   * links are signed for this host; the server's own calls go to `endpoint`.
   */
  publicEndpoint?: string | undefined;
}

/**
 * A minio client for `endpoint`. The region is given, so the client never asks the server for the
 * bucket's region: a client for the public address signs without any network call (presigning is
 * local computation; only the signature's host differs).
 */
function clientFor(endpoint: string, options: S3BlobStoreOptions): Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey ?? '',
    secretKey: options.secretKey ?? '',
    region: options.region,
    pathStyle: true,
  });
}

/** S3 answers a missing object with one of these codes, depending on the call and the server. */
const notFound = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchObject';
};

/** The source of a conditional copy changed after it was looked at. */
const preconditionFailed = (error: unknown) => (error as { code?: string } | null)?.code === 'PreconditionFailed';

/** A conditional copy that keeps failing its condition (a form posted again and again meanwhile) gives up after this many tries. */
const MOVE_ATTEMPTS = 3;

/**
 * Blobs in an S3 bucket through the `minio` client (MinIO, AWS S3, or any S3-compatible store).
 * Path-style addressing (`<endpoint>/<bucket>/<key>`), which MinIO and s3rver need. Uploads are
 * presigned POST policies: the key is fixed, the size limited by `content-length-range`, and the
 * form expires; S3 itself enforces them, so the API never sees the bytes. Forms and links are
 * signed for `publicEndpoint` when it is set.
 */
export async function createS3BlobStore(options: S3BlobStoreOptions): Promise<BlobStore> {
  const client = clientFor(options.endpoint, options);
  // Signs what browsers get: a presigned URL's host is part of its signature.
  const signer = options.publicEndpoint ? clientFor(options.publicEndpoint, options) : client;
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

  async function stat(key: string): Promise<BlobInfo | null> {
    checkKey(key);
    try {
      const s = await client.statObject(bucket, key);
      const contentType = (s.metaData as Record<string, string | undefined>)['content-type'];
      return { key, byteSize: s.size, contentType: contentType || undefined };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',

    async presignUpload(policy) {
      checkKey(policy.key);
      const post = signer.newPostPolicy();
      post.setBucket(bucket);
      post.setKey(policy.key);
      post.setExpires(policy.expiresAt);
      post.setContentLengthRange(policy.minBytes, policy.maxBytes);
      // S3 refuses fields the policy does not name: allow the browser's optional Content-Type
      // (minio's setContentTypeStartsWith refuses the empty prefix, hence by hand).
      post.policy.conditions.push(['starts-with', '$Content-Type', '']);
      const { postURL, formData } = await signer.presignedPostPolicy(post);
      return { action: postURL, method: 'POST', fields: formData };
    },

    stat,

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

    /**
     * A stat (for the info, and null when there is none), then a GET of the bytes whose response
     * is the stream: destroying it closes the connection, so S3 sends no more.
     */
    async open(key, range) {
      const info = await stat(key);
      if (!info) return null;
      try {
        const stream = range
          ? await client.getPartialObject(bucket, key, range.start, range.end - range.start + 1)
          : await client.getObject(bucket, key);
        return { info, stream };
      } catch (error) {
        if (notFound(error)) return null; // deleted between the two looks
        throw error;
      }
    },

    async put(key, body, contentType) {
      checkKey(key);
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },

    /**
     * S3 has no rename: a server-side copy of the version stat saw (`x-amz-copy-source-if-match`,
     * which S3 and MinIO check; s3rver ignores it), then `from` is deleted. An object posted to
     * `from` between the stat and the copy fails the condition, and the newer one is moved; one
     * posted after the copy is deleted with `from` (it was posted before the move ended) or, after
     * that, stays unread until the asset is purged. A crash between copy and delete: the repeat
     * copies the same bytes again.
     */
    async move(from, to) {
      checkKey(from);
      checkKey(to);
      if (from === to) return stat(to); // nothing to move (S3 refuses such a copy)
      for (let attempt = 1; ; attempt++) {
        let etag: string;
        try {
          etag = (await client.statObject(bucket, from)).etag;
        } catch (error) {
          if (notFound(error)) return null;
          throw error;
        }
        try {
          await client.copyObject(
            new CopySourceOptions({ Bucket: bucket, Object: from, MatchETag: etag }),
            new CopyDestinationOptions({ Bucket: bucket, Object: to }),
          );
        } catch (error) {
          if (notFound(error)) return null; // moved by a concurrent call meanwhile
          if (preconditionFailed(error) && attempt < MOVE_ATTEMPTS) continue;
          throw error;
        }
        await client.removeObject(bucket, from);
        return stat(to);
      }
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
      return signer.presignedGetObject(bucket, key, Math.max(1, Math.ceil(seconds)), headers);
    },

    async close() {},
  };
}
