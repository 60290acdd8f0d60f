import type { AddressInfo } from 'node:net';

/** The part of s3rver's API used here (it ships no types). */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: { address: string; port: number; silent: boolean; directory: string }) => S3rver;

/**
 * For tests: an S3 server in this process (s3rver, a development dependency) storing under
 * `directory`, and the environment that points the blob store at it. s3rver checks no signature
 * and no POST policy condition, nor a copy's conditions: against it the S3 store's protocol is
 * tested, not S3's enforcement.
 */
export async function startTestS3(directory: string): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const name = 's3rver'; // by name: loaded only where tests run, typed by the interface above
  const { default: S3rver } = (await import(name)) as { default: S3rverClass };
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await s3rver.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: 'brandtrail-test', // created on open
    },
    close: () => s3rver.close(),
  };
}
