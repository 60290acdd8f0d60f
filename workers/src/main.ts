/**
 * The workers process (production): job handlers and reactors, scaled separately from the API.
 * Needs DATABASE_URL (reactor checkpoints, and the event store unless EVENTSTORE_URL is set):
 * PGlite belongs to one process, so a separate workers process cannot share the embedded one.
 * The embedded default instead runs the workers inside the API process (startWorkers).
 * Serves `/health` and `/health/ready` on HEALTH_PORT.
 */
import {
  createJobs,
  createMailer,
  dependencyChecks,
  loadConfig,
  log,
  openBlobStore,
  openEventStore,
  openPostgres,
  setLogLevel,
  startHealthServer,
  stillRunning,
  waitForDependencies,
} from '@brandtrail/infra';
import { startWorkers } from './index';

async function main(): Promise<void> {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  if (!config.databaseUrl) {
    log.error(
      'the workers process needs DATABASE_URL (PostgreSQL); without it, run the embedded default (npm start), which runs the workers inside the API process',
    );
    process.exitCode = 1;
    return;
  }
  if (!config.redisUrl) log.info('REDIS_URL is not set: jobs live in the PostgreSQL database');

  const controller = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      log.warn('second signal, exiting at once', { signal });
      process.exit(1);
    }
    log.info('stopping workers', { signal });
    controller.abort();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // Started before its database, event store, Redis or S3 is up (compose, a cluster): wait for them.
  await waitForDependencies(config, { blobs: true }, { signal: controller.signal });
  const sql = await openPostgres(config.databaseUrl);
  const store = await openEventStore(config, sql);
  const jobs = createJobs(config, sql);
  const mailer = createMailer(config);
  const blobs = await openBlobStore(config);
  let health: Awaited<ReturnType<typeof startHealthServer>> | undefined;
  try {
    const { stopped } = await startWorkers({ config, sql, store, jobs, mailer, blobs, signal: controller.signal });
    health = await startHealthServer(config, {
      ...dependencyChecks({ sql, store, jobs, blobs }),
      workers: stillRunning(stopped, 'the workers'),
    });
    await stopped;
  } finally {
    await health?.close();
    // Reactors have stopped; running jobs finish before the connections close.
    await jobs.close();
    await mailer.close();
    await blobs.close();
    await store.close();
    await sql.close();
    log.info('workers stopped');
  }
}

main().catch((error: unknown) => {
  log.error('workers failed', { error });
  process.exit(1);
});
