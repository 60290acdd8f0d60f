import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { killTestChildren } from '../testing/killTests';
import { startMessagingChild, type MessagingChild } from '../testing/scripts';
import type { Invited, KilledProcessSettings } from './killedProcess';

/**
 * Jobs are never lost (issue 14): the product (api, projections and workers in one process, on
 * PGlite in a folder) is killed with SIGKILL while it processes uploads, and started again on the
 * same data; every upload ends processed. Likewise the invitations that wait for an address join
 * once it is verified (issue 24), each exactly once, whatever moment the product is killed at. With BullMQ the jobs wait in Redis across the kill; and
 * when Redis loses them (restarted without persistence: here the test deletes every key under its
 * prefix), the next process finds Redis empty at start and enqueues them again at once.
 */

const UPLOADS = 10;

interface Message {
  ready?: true;
  uploaded?: string[];
  processed?: number;
  invited?: Invited;
  joins?: [number, number][];
}

type Product = MessagingChild<Message>;

const { running, dataFor, onCleanup } = killTestChildren();

const start = (settings: KilledProcessSettings): Product =>
  startMessagingChild<Message>('api/src/jobs/killedProcess.ts', settings, running);

/** Starts the product with `upload` images and kills it once some, not all, have been processed. */
async function killDuringProcessing(settings: KilledProcessSettings): Promise<{ ids: string[]; processedAtKill: number }> {
  const product = start(settings);
  const ids = await product.next((m) => m.uploaded, 'the uploads');
  const processedAtKill = await product.next((m) => ((m.processed ?? 0) >= 1 ? m.processed : undefined), 'a first result');
  await product.kill();
  expect(processedAtKill).toBeLessThan(UPLOADS);
  return { ids, processedAtKill };
}

/** A data folder of its own, on PGlite. */
const dataDir = async () => (await dataFor('pglite', 'durable-jobs')).dataDir;

describe('jobs are never lost', () => {
  it(
    'processes every upload after a kill -9 during processing (PGlite, jobs in the database)',
    { timeout: 240_000 },
    async () => {
      const dir = await dataDir();
      const { ids } = await killDuringProcessing({ dataDir: dir, upload: UPLOADS });
      const again = start({ dataDir: dir, watch: ids });
      await again.next((m) => (m.processed === UPLOADS ? true : undefined), 'every upload processed');
      await again.kill();
    },
  );

  it(
    'joins every invitation waiting for an address once it is verified, exactly once, across kill -9s (PGlite)',
    { timeout: 240_000 },
    async () => {
      const dir = await dataDir();
      const INVITATIONS = 12;
      // One address killed right after its verification was recorded, before anything joined ...
      const first = start({ dataDir: dir, invitations: INVITATIONS, killAt: 'verified' });
      const a = await first.next((m) => m.invited, 'the first verification');
      await first.killedItself();
      // ... the next one as soon as its first invitation was joined (while the first one's joins
      // run in this process, after the restart) ...
      const second = start({ dataDir: dir, joining: [a], invitations: INVITATIONS, killAt: 'joined' });
      const b = await second.next((m) => m.invited, 'the second verification');
      await second.killedItself();
      // ... and each joins every brand that invited it, once.
      const third = start({ dataDir: dir, joining: [a, b] });
      const joins = await third.next(
        (m) => (m.joins?.every(([joined]) => joined === INVITATIONS) ? m.joins : undefined),
        'every invitation joined',
      );
      expect(joins).toEqual([
        [INVITATIONS, INVITATIONS],
        [INVITATIONS, INVITATIONS],
      ]);
      await third.kill();
    },
  );

  const redisUrl = process.env.REDIS_URL;
  it.runIf(redisUrl)(
    'keeps the jobs in Redis across a kill -9, and enqueues again at start what Redis lost',
    { timeout: 240_000 },
    async () => {
      const dir = await dataDir();
      const redis = { url: redisUrl!, prefix: `bt-test-${randomUUID()}` };
      const connection = new Redis(redisUrl!);
      const deleteKeys = async () => {
        const keys: string[] = [];
        for await (const batch of connection.scanStream({ match: `${redis.prefix}:*`, count: 1000 }))
          keys.push(...(batch as string[]));
        if (keys.length) await connection.del(...keys);
        return keys.length;
      };
      onCleanup(() => connection.quit());
      onCleanup(deleteKeys);

      // 1. Killed during processing; the next process takes the jobs from Redis (the one in flight
      //    once its lock has run out) and goes on.
      const { ids, processedAtKill } = await killDuringProcessing({ dataDir: dir, redis, upload: UPLOADS });
      const second = start({ dataDir: dir, redis, watch: ids });
      await second.next((m) => ((m.processed ?? 0) > processedAtKill ? true : undefined), 'more uploads processed');
      await second.kill();

      // 2. Redis restarts without persistence: every job is gone, and the reactor's checkpoint is
      //    past their events. The next process finds Redis empty and enqueues them again at once
      //    (the sweep would wait half an hour).
      expect(await deleteKeys()).toBeGreaterThan(0);
      const third = start({ dataDir: dir, redis, watch: ids });
      await third.next((m) => (m.processed === UPLOADS ? true : undefined), 'every upload processed');
      await third.kill();
    },
  );
});
