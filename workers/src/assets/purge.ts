import { setTimeout as sleep } from 'node:timers/promises';
import {
  ASSET_DELETED_KEPT_DAYS,
  ASSET_UPLOAD_ABANDONED_HOURS,
  assetDecider,
  assetStream,
  DomainError,
  type AssetCommand,
  type AssetEvent,
  type AssetState,
} from '@brandtrail/domain';
import {
  DEFAULT_ASSET_SWEEP,
  handle,
  log,
  migrate,
  systemActor,
  type BlobStore,
  type EventStore,
  type JobHandler,
  type Jobs,
  type Sql,
} from '@brandtrail/infra';
import { assetQueries } from '@brandtrail/projections';
import { plannedJobs, type Reactor } from '../reactor';
import { ASSET_ATTEMPTS, ASSET_BACKOFF_MS, ASSET_QUEUE, assetProcessingReactor, type ProcessAssetJob } from './job';

/**
 * The asset sweep, every `config.assetSweep.everyMinutes` (10) in each workers process, looks after
 * assets that nobody else will:
 *
 * - The end of an asset. It asks the assets read model which assets are due (uploads never
 *   confirmed after ASSET_UPLOAD_ABANDONED_HOURS, deletions older than ASSET_DELETED_KEPT_DAYS) and
 *   purges each through the asset's decider, which checks again that it is due and records
 *   AssetPurged with the blob keys of its files. A reactor turns that event into a job that removes
 *   the files from storage, retried with backoff. Two processes sweeping at once are harmless: the
 *   second purge of an asset is refused and skipped.
 * - Uploads left without a processing result. An asset `uploaded` for `afterMinutes` (30) without
 *   AssetProcessed or AssetProcessingFailed lost its job or its job gave up (storage away through
 *   every attempt). The sweep enqueues a processing job again, under a new id per try
 *   (`asset-processing-sweep:<asset id>:<try>`, so that no remembered id swallows it), at most
 *   ASSET_PROCESSING_SWEEP_ATTEMPTS times, each `afterMinutes` after the last; an asset still
 *   without a result after that ends failed, ASSET_PROCESSING_TIMED_OUT, through the command
 *   handler as the system. The tries are counted in `asset_processing_sweeps` (a row per asset
 *   being retried, gone once it has a result).
 *
 * Jobs Redis lost (restarted without persistence, flushed) do not wait for the sweep:
 * `requeueUnprocessed` enqueues every upload still waiting again at once, under its own job id.
 */

export const ASSET_FILES_QUEUE = 'asset-files';
export const ASSET_PROCESSING_SWEEP_ATTEMPTS = 3;
/** PostgreSQL's SQLSTATE for a table or view that does not exist. */
const UNDEFINED_TABLE = '42P01';

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

export interface AssetSweepDeps {
  sql: Sql;
  store: EventStore;
  jobs: Jobs;
}

export interface AssetSweepCounts {
  abandoned: number;
  expired: number;
  /** Processing jobs enqueued again. */
  requeued: number;
  /** Assets ended ASSET_PROCESSING_TIMED_OUT. */
  timedOut: number;
}

export const assetSweepJobId = (assetId: string, attempt: number) => `asset-processing-sweep:${assetId}:${attempt}`;

export interface SweepOptions {
  /** Default: DEFAULT_ASSET_SWEEP.afterMinutes (config: ASSET_SWEEP_AFTER_MINUTES). */
  afterMinutes?: number;
  limit?: number;
}

/** One sweep at `now`: purges the assets due and retries (or ends) processing left without a result. */
export async function sweepAssets(
  deps: AssetSweepDeps,
  now = new Date(),
  { afterMinutes = DEFAULT_ASSET_SWEEP.afterMinutes, limit = ASSET_SWEEP_BATCH }: SweepOptions = {},
): Promise<AssetSweepCounts> {
  const abandonedBefore = new Date(now.getTime() - ASSET_UPLOAD_ABANDONED_HOURS * 3600_000);
  const deletedBefore = new Date(now.getTime() - ASSET_DELETED_KEPT_DAYS * 86_400_000);
  const due = await assetQueries(deps.sql).dueForPurge(abandonedBefore, deletedBefore, limit);
  const counts: AssetSweepCounts = { abandoned: 0, expired: 0, requeued: 0, timedOut: 0 };
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
  await sweepProcessing(deps, now, afterMinutes, limit, counts);
  if (counts.abandoned || counts.expired) log.info('assets purged', { abandoned: counts.abandoned, expired: counts.expired });
  if (counts.requeued || counts.timedOut)
    log.warn('assets without a processing result', { requeued: counts.requeued, timedOut: counts.timedOut });
  return counts;
}

async function sweepProcessing(
  deps: AssetSweepDeps,
  now: Date,
  afterMinutes: number,
  limit: number,
  counts: AssetSweepCounts,
): Promise<void> {
  // Every sweep (every few minutes): cheaper than remembering which database has the table.
  await migrate(
    deps.sql,
    'CREATE TABLE IF NOT EXISTS asset_processing_sweeps (asset_id uuid PRIMARY KEY, attempts integer NOT NULL, last_at timestamptz NOT NULL)',
  );
  // Tries of assets that have a result by now (or are gone) are forgotten.
  await deps.sql.query(
    `DELETE FROM asset_processing_sweeps s WHERE NOT EXISTS (SELECT 1 FROM assets a WHERE a.id = s.asset_id AND a.status = 'uploaded')`,
  );
  const stuckBefore = new Date(now.getTime() - afterMinutes * 60_000);
  const stuck = await assetQueries(deps.sql).stuckInProcessing(stuckBefore, limit);
  for (const assetId of stuck) {
    const [tried] = await deps.sql.query<{ attempts: number; last_at: Date | string }>(
      'SELECT attempts, last_at FROM asset_processing_sweeps WHERE asset_id = $1',
      [assetId],
    );
    // The last try is recent: its job may still be waiting or running.
    if (tried && new Date(tried.last_at) > stuckBefore) continue;
    const attempts = tried?.attempts ?? 0;
    if (attempts < ASSET_PROCESSING_SWEEP_ATTEMPTS) {
      await deps.jobs.enqueue<ProcessAssetJob>(
        ASSET_QUEUE,
        { assetId },
        { jobId: assetSweepJobId(assetId, attempts + 1), attempts: ASSET_ATTEMPTS, backoffMs: ASSET_BACKOFF_MS },
      );
      await deps.sql.query(
        `INSERT INTO asset_processing_sweeps (asset_id, attempts, last_at) VALUES ($1, $2, $3)
         ON CONFLICT (asset_id) DO UPDATE SET attempts = excluded.attempts, last_at = excluded.last_at`,
        [assetId, attempts + 1, now],
      );
      log.warn('asset without a processing result, enqueued again', { assetId, attempt: attempts + 1 });
      counts.requeued++;
      continue;
    }
    try {
      await handle(
        deps.store,
        assetDecider,
        assetStream(assetId),
        // Decided on the asset as it is now (the read model may be behind): only one still waiting ends failed.
        async (state: AssetState): Promise<AssetCommand> => {
          if (!state.exists || state.purged || state.status !== 'uploaded') throw new DomainError('CONFLICT');
          return { type: 'RecordAssetProcessingFailed', reason: 'ASSET_PROCESSING_TIMED_OUT' };
        },
        systemActor(now),
      );
      log.warn('asset processing timed out', { assetId, sweeps: attempts });
      counts.timedOut++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      log.info('asset has a processing result now', { assetId });
    }
    await deps.sql.query('DELETE FROM asset_processing_sweeps WHERE asset_id = $1', [assetId]);
  }
}

/**
 * For `Jobs.onJobsLost`: the jobs queue lost what it held (Redis restarted without persistence, or
 * flushed), so every upload the assets read model still has `uploaded` gets its processing job
 * again at once, the one its reactor made (`asset-processing:<AssetUploaded event id>`). A job
 * the queue still holds, or one that completed or failed there, keeps its id and is not added
 * again: nothing runs twice, and uploads whose job gave up stay the sweep's. An upload the read
 * model does not show yet (it lags the log by moments) is the sweep's too. Answers how many
 * uploads it looked at.
 */
export async function requeueUnprocessed(deps: Pick<AssetSweepDeps, 'sql' | 'store' | 'jobs'>): Promise<number> {
  let waiting: string[];
  try {
    // Every upload still waiting, however recent (a day ahead covers the clocks of other processes).
    waiting = await assetQueries(deps.sql).stuckInProcessing(new Date(Date.now() + 86_400_000), ASSET_SWEEP_BATCH);
  } catch (error) {
    // A first start: the projections process has not made the assets read model yet, so no upload waits.
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return 0;
    throw error;
  }
  for (const assetId of waiting) {
    const uploads = (await deps.store.readStream(assetStream(assetId))).filter((e) => e.type === 'AssetUploaded');
    for (const upload of uploads)
      for (const job of await plannedJobs(assetProcessingReactor, upload))
        await deps.jobs.enqueue(job.queue, job.data, job.options);
  }
  if (waiting.length) log.warn('uploads enqueued again after the jobs queue lost its jobs', { uploads: waiting.length });
  return waiting.length;
}

/**
 * Sweeps every `everyMs` until the signal aborts, the first time after a minute at most (when a
 * process starts, its read models are still catching up); a failed sweep is logged and tried again
 * next time.
 */
export async function runAssetSweeps(deps: AssetSweepDeps, everyMs: number, afterMinutes: number, signal: AbortSignal) {
  let wait = Math.min(everyMs, 60_000);
  while (!signal.aborted) {
    await sleep(wait, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) break;
    try {
      await sweepAssets(deps, new Date(), { afterMinutes });
    } catch (error) {
      if (!signal.aborted) log.error('asset sweep failed', { error });
    }
    wait = everyMs;
  }
}
