import { setTimeout as sleep } from 'node:timers/promises';
import {
  ASSET_DELETED_KEPT_DAYS,
  ASSET_UPLOAD_ABANDONED_HOURS,
  assetDecider,
  assetStream,
  DomainError,
  type AssetEvent,
} from '@brandtrail/domain';
import { log, type BlobStore, type EventStore, type JobHandler, type SqlExecutor } from '@brandtrail/infra';
import { assetQueries } from '@brandtrail/projections';
import { handle, systemActor } from '../commands/handle';
import type { Reactor } from '../reactor';

/**
 * The end of an asset. A sweep, every ASSET_SWEEP_MS in each workers process, asks the assets read
 * model which assets are due (uploads never confirmed after ASSET_UPLOAD_ABANDONED_HOURS, deletions
 * older than ASSET_DELETED_KEPT_DAYS) and purges each through the asset's decider, which checks
 * again that it is due and records AssetPurged with the blob keys of its files. A reactor turns
 * that event into a job that removes the files from storage, retried with backoff. Two processes
 * sweeping at once are harmless: the second purge of an asset is refused and skipped.
 */

export const ASSET_FILES_QUEUE = 'asset-files';
export const ASSET_SWEEP_MS = 60 * 60 * 1000;
/** Assets purged per sweep at most (the next sweep takes the rest). */
export const ASSET_SWEEP_BATCH = 500;

export interface RemoveAssetFilesJob {
  /** The original, the upload (a file never confirmed, or a form posted again after the confirm) and the previews. */
  keys: string[];
}

export const assetPurgeReactor: Reactor = {
  name: 'asset-purge',
  eventTypes: ['AssetPurged'],
  react: (event) => {
    const { keys } = (event as unknown as Extract<AssetEvent, { type: 'AssetPurged' }>).data;
    return Array.isArray(keys) && keys.length
      ? [{ queue: ASSET_FILES_QUEUE, data: { keys } satisfies RemoveAssetFilesJob, attempts: 8, backoffMs: 2000 }]
      : [];
  },
};

/**
 * Removes a purged asset's files (removing what is gone already is fine: a retry repeats it). On the
 * filesystem store deleting the upload key also reopens it to uploads, which no longer matters:
 * its form expired long before.
 */
export const removeAssetFilesHandler =
  (blobs: BlobStore): JobHandler<RemoveAssetFilesJob> =>
  async ({ keys }) => {
    for (const key of keys) await blobs.delete(key);
  };

/** One sweep: purges the assets due at `now`; answers how many of each kind it purged. */
export async function sweepAssets(
  deps: { sql: SqlExecutor; store: EventStore },
  now = new Date(),
  limit = ASSET_SWEEP_BATCH,
): Promise<{ abandoned: number; expired: number }> {
  const abandonedBefore = new Date(now.getTime() - ASSET_UPLOAD_ABANDONED_HOURS * 3600_000);
  const deletedBefore = new Date(now.getTime() - ASSET_DELETED_KEPT_DAYS * 86_400_000);
  const due = await assetQueries(deps.sql).dueForPurge(abandonedBefore, deletedBefore, limit);
  const counts = { abandoned: 0, expired: 0 };
  for (const { id, reason } of due) {
    try {
      const { events } = await handle(
        deps.store,
        assetDecider,
        assetStream(id),
        { type: 'PurgeAsset', reason },
        systemActor(now),
      );
      if (events.length) counts[reason]++;
    } catch (error) {
      // Purged by another sweep, confirmed or restored meanwhile: the read model was behind.
      if (!(error instanceof DomainError)) throw error;
      log.info('asset not purged', { assetId: id, reason, code: error.code });
    }
  }
  if (counts.abandoned || counts.expired) log.info('assets purged', counts);
  return counts;
}

/**
 * Sweeps every `intervalMs` until the signal aborts, the first time after a minute (when a process
 * starts, its read models are still catching up); a failed sweep is logged and tried again next time.
 */
export async function runAssetSweeps(deps: { sql: SqlExecutor; store: EventStore }, intervalMs: number, signal: AbortSignal) {
  let wait = Math.min(intervalMs, 60_000);
  while (!signal.aborted) {
    await sleep(wait, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) break;
    try {
      await sweepAssets(deps);
    } catch (error) {
      if (!signal.aborted) log.error('asset sweep failed', { error });
    }
    wait = intervalMs;
  }
}
