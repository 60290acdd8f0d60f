import {
  dependencyChecks,
  exitWhenFolderInUse,
  loadConfig,
  log,
  openDatabase,
  openEventStore,
  setLogLevel,
  startHealthServer,
  stillRunning,
  storageDetails,
  waitForDependencies,
} from '@brandtrail/infra';
import { startProjections } from './runner/all';

/** The projections process (production): one runner per read model; health on HEALTH_PORT. */
const config = loadConfig();
setLogLevel(config.logLevel);
const abort = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort.abort());
// Started before its database or event store is up (compose, a cluster): wait for them.
await waitForDependencies(config, {}, { signal: abort.signal });
// Without DATABASE_URL, on the embedded folder: refused (exit 1) while another process holds it.
const sql = await openDatabase(config).catch(exitWhenFolderInUse);
const store = await openEventStore(config, sql);
log.info('projections running', { store: store.kind });
const { done } = await startProjections(sql, store, abort.signal);
const health = await startHealthServer(
  config,
  { ...dependencyChecks({ sql, store }), projections: stillRunning(done, 'the projection runners') },
  storageDetails(sql),
);
try {
  await done;
} finally {
  await health.close();
  await store.close();
  await sql.close();
}
