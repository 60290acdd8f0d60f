import { setTimeout as sleep } from 'node:timers/promises';
import { openBlobStore } from '../blobs/open';
import type { Config } from '../config';
import { createEventStoreDbStore } from '../eventStore/eventstoredb';
import { createBullmqJobs } from '../jobs/bullmq';
import { log } from '../log';
import { openPostgres } from '../sql/postgres';
import { CHECK_TIMEOUT_MS, withTimeout } from './checks';

export interface RetryOptions {
  /** The first wait after a failure; it doubles after each further one, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** After this long without success the last error is thrown (the process exits; its restart policy starts it again). */
  giveUpAfterMs?: number;
  /** Stops waiting (a signal to the process); the wait then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export const STARTUP_RETRY = { firstDelayMs: 500, maxDelayMs: 10_000, giveUpAfterMs: 5 * 60_000 } as const;

/**
 * Runs `attempt` until it resolves, waiting a doubling pause (500 ms up to 10 s) between failures,
 * and logs each failure with the pause and the dependency's name: a role started before its
 * database, event store, Redis or S3 waits for them instead of exiting at once.
 */
export async function retrying<T>(what: string, attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { firstDelayMs, maxDelayMs, giveUpAfterMs } = { ...STARTUP_RETRY, ...options };
  const started = Date.now();
  for (let n = 1; ; n++) {
    try {
      const result = await attempt();
      if (n > 1) log.info(`${what} is reachable`, { attempts: n });
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = Math.min(firstDelayMs * 2 ** (n - 1), maxDelayMs);
      if (Date.now() - started + delay > giveUpAfterMs) {
        log.error(`${what} is not reachable, giving up`, {
          attempts: n,
          seconds: Math.round((Date.now() - started) / 1000),
          error: message,
        });
        throw error;
      }
      log.warn(`waiting for ${what}`, { attempt: n, retryInMs: delay, error: message });
      await sleep(delay, undefined, { signal: options.signal });
    }
  }
}

/** What a role holds besides the configuration: its jobs port, and whether it uses the blob store. */
export interface StartupNeeds {
  blobs?: boolean;
}

/**
 * Waits until every dependency the configuration names answers, each through `retrying`, with a
 * short-lived connection: PostgreSQL (`DATABASE_URL`), EventStoreDB (`EVENTSTORE_URL`), Redis
 * (`REDIS_URL`, through a BullMQ port's `ready()`) and S3 (`S3_ENDPOINT`, when `needs.blobs`). The three production entry
 * points call it before they open anything, so each opens on dependencies that are up.
 */
export async function waitForDependencies(config: Config, needs: StartupNeeds, options: RetryOptions = {}): Promise<void> {
  const { databaseUrl, eventStoreUrl } = config;
  if (databaseUrl)
    await retrying(
      'PostgreSQL',
      async () => await (await withTimeout(openPostgres(databaseUrl, 1), CHECK_TIMEOUT_MS, 'PostgreSQL')).close(),
      options,
    );
  if (eventStoreUrl)
    await retrying(
      'the event store',
      async () => {
        const store = await createEventStoreDbStore(eventStoreUrl);
        try {
          await withTimeout(store.headPosition(), CHECK_TIMEOUT_MS, 'the event store');
        } finally {
          await store.close();
        }
      },
      options,
    );
  const { redisUrl, redisPrefix } = config;
  if (redisUrl)
    await retrying(
      'Redis',
      async () => {
        const jobs = createBullmqJobs(redisUrl, { prefix: redisPrefix });
        try {
          await jobs.ready();
        } finally {
          await jobs.close();
        }
      },
      options,
    );
  if (needs.blobs && config.s3Endpoint)
    await retrying('S3', async () => await (await withTimeout(openBlobStore(config), CHECK_TIMEOUT_MS, 'S3')).close(), options);
}
