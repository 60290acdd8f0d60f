import type { AddressInfo } from 'node:net';
import {
  createJobs,
  createMailer,
  dependencyChecks,
  loadConfig,
  openDatabase,
  stillRunning,
  type Config,
  type Jobs,
  type Sql,
} from '@brandtrail/infra';
import { startProjections } from '@brandtrail/projections';
import { startWorkers } from '@brandtrail/workers';
import { createServer } from './http/server';
import { serveRefusedCommands } from './refusedCommands';
import { openServices, type Services } from './services';

export interface RunningApp {
  url: string;
  services: Services;
  /** Where the API enqueues and the workers take their jobs. */
  jobs: Jobs;
  close(): Promise<void>;
}

/**
 * The embedded composition: api, projections and workers in one process. `npm start` runs this on
 * the defaults (PGlite, files, jobs in the database); tests and the benchmark run it on whatever the
 * environment points at. `sql` given: the caller owns it (and closes it after `close()`). `jobs`
 * given (tests: BullMQ on a key prefix of their own): used instead of the configured ones, and
 * closed by `close()` all the same.
 */
export async function startApp(config: Config = loadConfig(), sql?: Sql, givenJobs?: Jobs): Promise<RunningApp> {
  // The database first: without Redis, jobs live in it.
  const db = sql ?? (await openDatabase(config));
  const jobs = givenJobs ?? createJobs(config, db);
  const services = await openServices(config, db, jobs);
  const abort = new AbortController();
  const projections = await startProjections(services.sql, services.store, abort.signal);
  const mailer = createMailer(config);
  const workers = await startWorkers({
    config,
    sql: services.sql,
    store: services.store,
    jobs,
    mailer,
    blobs: services.blobs,
    signal: abort.signal,
  });
  // The same health endpoints as the separate roles: the dependencies, and the runners still running.
  const { store, blobs } = services;
  const server = createServer(services, {
    readiness: {
      ...dependencyChecks({ sql: services.sql, store, blobs, jobs }),
      projections: stillRunning(projections.done, 'the projection runners'),
      workers: stillRunning(workers.stopped, 'the workers'),
    },
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  // On an embedded folder: what npm run rebuild and create-admin, refused the folder, ask us to do
  if (services.sql.lock) {
    serveRefusedCommands(services.sql.lock, services);
    services.sql.lock.setUrl(url);
  }
  return {
    url,
    services,
    jobs,
    async close() {
      abort.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([projections.done, workers.stopped]);
      await jobs.close();
      await mailer.close();
      await services.close();
      if (!sql) await db.close();
    },
  };
}
