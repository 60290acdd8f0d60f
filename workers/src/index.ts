import { setTimeout as sleep } from 'node:timers/promises';
import {
  log,
  MAIL_QUEUE,
  type BlobStore,
  type Config,
  type EventStore,
  type Jobs,
  type Mailer,
  type MailJob,
  type Sql,
} from '@brandtrail/infra';
import {
  ASSET_QUEUE,
  assetProcessingFailed,
  assetProcessingReactor,
  processAssetHandler,
  type ProcessAssetJob,
} from './assets/job';
import {
  ASSET_FILES_QUEUE,
  assetPurgeReactor,
  removeAssetFilesHandler,
  requeueUnprocessed,
  runAssetSweeps,
  type RemoveAssetFilesJob,
} from './assets/purge';
import { INVITATION_JOIN_QUEUE, invitationJoinReactor, joinInvitationsHandler, type JoinInvitationsJob } from './invitations';
import { memberMailReactor } from './memberMail';
import { ensureReactorCheckpoints, runReactor, type Reactor } from './reactor';
import { mailHandler, welcomeMailReactor } from './welcomeMail';

export {
  ensureReactorCheckpoints,
  plannedJobs,
  reactorJobId,
  readReactorCheckpoint,
  runReactor,
  saveReactorCheckpoint,
} from './reactor';
export type { Reactor, ReactorJob, RunReactorOptions } from './reactor';
export { mailHandler, welcomeMail, welcomeMailReactor } from './welcomeMail';
export { loginLinkMail, resetPasswordMail, verifyEmailMail } from './accountMail';
export { memberMail, memberMailReactor } from './memberMail';
export { INVITATION_JOIN_QUEUE, invitationJoinReactor, joinInvitationsHandler } from './invitations';
export type { JoinInvitationsJob } from './invitations';
export { ASSET_QUEUE, assetProcessingFailed, assetProcessingReactor, processAssetHandler } from './assets/job';
export type { ProcessAssetJob } from './assets/job';
export { GRID_SIZE, LIGHTBOX_SIZE, processAsset, WEBP_QUALITY } from './assets/process';
export {
  ASSET_FILES_QUEUE,
  ASSET_PROCESSING_SWEEP_ATTEMPTS,
  assetPurgeReactor,
  assetSweepJobId,
  removeAssetFilesHandler,
  requeueUnprocessed,
  sweepAssets,
} from './assets/purge';
export type { AssetSweepCounts, AssetSweepDeps, SweepOptions } from './assets/purge';

export interface WorkersOptions {
  config: Config;
  sql: Sql;
  store: EventStore;
  jobs: Jobs;
  mailer: Mailer;
  /** Where uploaded files and their previews live (the asset processing jobs read and write it). */
  blobs: BlobStore;
  /** Aborting stops the reactors. The caller closes jobs, mailer, store and sql afterwards. */
  signal: AbortSignal;
  /** Default: every reactor of the product (`allReactors`). */
  reactors?: readonly Reactor[];
  /** First wait before a failed reactor restarts; doubles up to 30 s. Default 1000 ms. */
  restartDelayMs?: number;
  /**
   * How often to purge abandoned uploads and assets deleted long ago, and to retry processing left
   * without a result; default `config.assetSweep.everyMinutes`; 0: never (tests).
   */
  assetSweepMs?: number;
}

/** All reactors of the product. */
export const allReactors = (config: Config, deps: { store: EventStore; sql: Sql }): Reactor[] => [
  welcomeMailReactor(config),
  memberMailReactor({ config, ...deps }),
  invitationJoinReactor(deps),
  assetProcessingReactor,
  assetPurgeReactor,
];

const MAX_RESTART_DELAY_MS = 30_000;

/** Runs one reactor until the signal aborts, restarting it with backoff when it fails. */
async function supervise(reactor: Reactor, options: WorkersOptions): Promise<void> {
  const { signal } = options;
  const initial = options.restartDelayMs ?? 1000;
  let failures = 0;
  while (!signal.aborted) {
    const startedAt = Date.now();
    try {
      await runReactor({ reactor, sql: options.sql, store: options.store, jobs: options.jobs, signal });
      if (signal.aborted) break;
      throw new Error('the subscription ended');
    } catch (error) {
      if (signal.aborted) break;
      // A reactor that ran for a while before failing starts its backoff afresh.
      failures = Date.now() - startedAt > 60_000 ? 1 : failures + 1;
      const delayMs = Math.min(MAX_RESTART_DELAY_MS, initial * 2 ** (failures - 1));
      log.error('reactor failed, restarting', { reactor: reactor.name, failures, delayMs, error });
      await sleep(delayMs, undefined, { signal }).catch(() => undefined);
    }
  }
  log.info('reactor stopped', { reactor: reactor.name });
}

/**
 * Registers the job handlers, starts the jobs runner and runs the reactors in the background until
 * the signal aborts. Resolves once everything has started; `stopped` settles when every reactor has
 * stopped, after which the caller closes jobs, mailer, store and database.
 */
export async function startWorkers(options: WorkersOptions): Promise<{ stopped: Promise<void> }> {
  options.jobs.register<MailJob>(MAIL_QUEUE, mailHandler(options.mailer), { concurrency: 5 });
  // Image work is CPU-bound (sharp runs one thread here): one asset at a time per process.
  options.jobs.register<ProcessAssetJob>(ASSET_QUEUE, processAssetHandler({ store: options.store, blobs: options.blobs }), {
    concurrency: 1,
    onFailed: assetProcessingFailed({ store: options.store }),
  });
  options.jobs.register<RemoveAssetFilesJob>(ASSET_FILES_QUEUE, removeAssetFilesHandler(options.blobs), { concurrency: 5 });
  // Redis emptied (restarted without persistence, flushed): uploads waiting for processing get
  // their jobs again at once, instead of after the sweep's wait.
  options.jobs.onJobsLost(async () => {
    await requeueUnprocessed(options);
  });
  options.jobs.register<JoinInvitationsJob>(INVITATION_JOIN_QUEUE, joinInvitationsHandler(options), { concurrency: 2 });
  await options.jobs.start();
  await ensureReactorCheckpoints(options.sql);
  const reactors = options.reactors ?? allReactors(options.config, options);
  const { everyMinutes, afterMinutes } = options.config.assetSweep;
  const sweepMs = options.assetSweepMs ?? everyMinutes * 60_000;
  const sweeps = sweepMs > 0 ? runAssetSweeps(options, sweepMs, afterMinutes, options.signal) : Promise.resolve();
  const stopped = Promise.all([...reactors.map((r) => supervise(r, options)), sweeps]).then(() => undefined);
  log.info('workers started', { jobs: options.jobs.kind, mail: options.mailer.kind, reactors: reactors.map((r) => r.name) });
  return { stopped };
}
