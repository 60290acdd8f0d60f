import {
  createJobs,
  dependencyChecks,
  exitWhenFolderInUse,
  loadConfig,
  log,
  openDatabase,
  setLogLevel,
  waitForDependencies,
} from '@brandtrail/infra';
import { createServer } from './http/server';
import { openServices } from './services';

/** The API process (production): serves HTTP; projections and workers run as their own processes. */
const config = loadConfig();
setLogLevel(config.logLevel);
if (!config.redisUrl) log.info('REDIS_URL is not set: mails this process enqueues wait in the database for the workers');
// Only enqueues (account mails); the workers process registers the handlers and sends them.
// Started before its database, event store, Redis or S3 is up (compose, a cluster): wait for them.
await waitForDependencies(config, { blobs: true });
// Without DATABASE_URL, on the embedded folder: refused (exit 1) while another process holds it.
const sql = await openDatabase(config).catch(exitWhenFolderInUse);
const jobs = createJobs(config, sql);
const services = await openServices(config, sql, jobs);
const { store, blobs } = services;
const server = createServer(services, { readiness: dependencyChecks({ sql, store, blobs, jobs }) });
server.listen(config.port, config.host, () => log.info('api listening', { url: config.publicUrl, store: services.store.kind }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () =>
    server.close(
      () =>
        void Promise.all([jobs.close(), services.close()])
          .then(() => sql.close())
          .then(() => process.exit(0)),
    ),
  );
}
