import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresEventStore, openPglite, type EventMetadata, type EventStore } from '@brandtrail/infra';
import { startAppChild, type ChildServer } from './child';
import { childEnv, graphql, registerUser } from './httpBench';
import { CREATE_BRAND_MUTATION } from './queries';

/** A brand made through the API: its global id, its slug and the UUID in the id (its stream's). */
export interface BenchBrand {
  id: string;
  slug: string;
  uuid: string;
}

/**
 * The stopped product's event store, opened in `dataDir` for seeding, with the metadata of a system
 * event; closed after `seed`.
 */
export async function withStoppedStore(
  dataDir: string,
  seed: (store: EventStore, metadata: () => EventMetadata) => Promise<void>,
): Promise<void> {
  const sql = await openPglite(path.join(dataDir, 'pglite'));
  const store = await createPostgresEventStore(sql);
  const metadata = (): EventMetadata => ({
    userId: null,
    impersonatorId: null,
    correlationId: randomUUID(),
    causationId: null,
    time: new Date().toISOString(),
    locale: 'en',
  });
  try {
    await seed(store, metadata);
  } finally {
    await store.close();
    await sql.close();
  }
}

/** The UUID of a global id (`Type:uuid`, base64url). */
export const uuidOf = (globalId: string): string => Buffer.from(globalId, 'base64url').toString('utf8').split(':')[1]!;

/**
 * The Cookie header of a session as a browser context's cookies for `url`, with the time zone a
 * browser that has run the client keeps (`tz`, the zone the bench's Chromium runs in): as a user who
 * logged in through the log-in page comes back.
 */
export const contextCookies = (cookie: string, url: string): { name: string; value: string; url: string }[] => [
  ...cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  }),
  { name: 'tz', value: encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone), url },
];

/**
 * The setup of a figure measured on brands too large to make through the API in time. The product
 * (benchServer.ts in a child process, on a data folder of its own, `brandtrail-bench-<name>-…`)
 * gets an owner and the brands named `names` through the API; with the product stopped, `seed`
 * appends what the brands hold straight to its event store in `dataDir`; the product starts again
 * on that folder (`restartedAt`: performance.now() before it did) and `measure` runs against it
 * with the owner's Cookie header. The product stops and the folder goes afterwards, however it ends.
 */
export async function withSeededBrands<T>(
  name: string,
  names: readonly string[],
  seed: (dataDir: string, brands: BenchBrand[]) => Promise<void>,
  measure: (app: ChildServer, run: { cookie: string; brands: BenchBrand[]; restartedAt: number }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `brandtrail-bench-${name}-`));
  const env = childEnv({ BENCH_DATA_DIR: dataDir });
  let app: ChildServer | undefined;
  try {
    app = await startAppChild(env);
    const { cookie } = await registerUser(app.url);
    const brands: BenchBrand[] = [];
    for (const brandName of names) {
      const created = (await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: brandName })).json.data as {
        createBrand: { brand: { id: string; slug: string } };
      };
      const { id, slug } = created.createBrand.brand;
      brands.push({ id, slug, uuid: uuidOf(id) });
    }
    await app.stop();
    app = undefined;
    await seed(dataDir, brands);
    const restartedAt = performance.now();
    app = await startAppChild(env, 180_000);
    return await measure(app, { cookie, brands, restartedAt });
  } finally {
    await app?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
