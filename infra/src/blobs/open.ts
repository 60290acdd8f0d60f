import type { Config } from '../config';
import { log } from '../log';
import { createFilesystemBlobStore } from './filesystem';
import type { BlobStore } from './types';

export type BlobConfig = Pick<
  Config,
  'dataDir' | 'publicUrl' | 'blobSecret' | 's3Endpoint' | 's3PublicUrl' | 's3AccessKey' | 's3SecretKey' | 's3Bucket' | 's3Region'
>;

/** S3 (MinIO) when S3_ENDPOINT is set, else files under `<DATA_DIR>/blobs`. */
export async function openBlobStore(config: BlobConfig): Promise<BlobStore> {
  if (config.s3Endpoint) {
    log.info('blobs: S3', {
      endpoint: config.s3Endpoint,
      publicUrl: config.s3PublicUrl ?? config.s3Endpoint,
      bucket: config.s3Bucket,
    });
    // loaded only here: the S3 client costs a third of a second at every start of the embedded default
    const { createS3BlobStore } = await import('./s3');
    return createS3BlobStore({
      endpoint: config.s3Endpoint,
      accessKey: config.s3AccessKey,
      secretKey: config.s3SecretKey,
      bucket: config.s3Bucket,
      region: config.s3Region,
      publicEndpoint: config.s3PublicUrl,
    });
  }
  log.info('blobs: files under the data folder (set S3_ENDPOINT for S3)', { dir: `${config.dataDir}/blobs` });
  // The API serves these files itself: same-origin, root-relative addresses (right behind any proxy,
  // and when the port is only known after listening).
  return createFilesystemBlobStore({ dataDir: config.dataDir, publicUrl: '', secret: config.blobSecret });
}
