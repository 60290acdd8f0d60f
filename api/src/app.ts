import type { AddressInfo } from 'node:net';
import { createJobs, createMailer, loadConfig, type Config, type Sql } from '@brandtrail/infra';
import { startProjections } from '@brandtrail/projections';
import { startWorkers } from '@brandtrail/workers';
import { createServer } from './http/server';
import { serveRefusedCommands } from './refusedCommands';
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
  const server = createServer(services);
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
