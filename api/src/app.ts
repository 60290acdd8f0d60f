import type { AddressInfo } from 'node:net';
import { createJobs, createMailer, dependencyChecks, loadConfig, stillRunning, type Config, type Sql } from '@brandtrail/infra';
import { startProjections } from '@brandtrail/projections';
import { startWorkers } from '@brandtrail/workers';
import { createServer } from './http/server';
import { openServices, type Services } from './services';

export interface RunningApp {
  url: string;
  services: Services;
  close(): Promise<void>;
}

/**
 * The embedded composition: api, projections and workers in one process. `npm start` runs this on
 * the defaults (PGlite, files, in-process jobs); tests and the benchmark run it on whatever the
 * environment points at.
 */
export async function startApp(config: Config = loadConfig(), sql?: Sql): Promise<RunningApp> {
  const jobs = createJobs(config);
  const services = await openServices(config, sql, jobs);
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
  const { sql: db, store, blobs } = services;
  const server = createServer(services, {
    readiness: {
      ...dependencyChecks({ sql: db, store, blobs, jobs }),
      projections: stillRunning(projections.done, 'the projection runners'),
      workers: stillRunning(workers.stopped, 'the workers'),
    },
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    services,
    async close() {
      abort.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([projections.done, workers.stopped]);
      await jobs.close();
      await mailer.close();
      await services.close();
    },
  };
}
