import { createJobs, loadConfig, log, openDatabase, setLogLevel } from '@brandtrail/infra';
import { createServer } from './http/server';
import { openServices } from './services';

/** The API process (production): serves HTTP; projections and workers run as their own processes. */
const config = loadConfig();
setLogLevel(config.logLevel);
if (!config.redisUrl) log.info('REDIS_URL is not set: mails this process enqueues wait in the database for the workers');
// Only enqueues (account mails); the workers process registers the handlers and sends them.
const sql = await openDatabase(config);
const jobs = createJobs(config, sql);
const services = await openServices(config, sql, jobs);
const server = createServer(services);
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
