import { loadConfig, log, setLogLevel } from '@brandtrail/infra';
import { createServer } from './http/server';
import { openServices } from './services';

/** The API process (production): serves HTTP; projections and workers run as their own processes. */
const config = loadConfig();
setLogLevel(config.logLevel);
const services = await openServices(config);
const server = createServer(services);
server.listen(config.port, config.host, () => log.info('api listening', { url: config.publicUrl, store: services.store.kind }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => void services.close().then(() => process.exit(0))));
}
