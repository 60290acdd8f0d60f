import { loadConfig, log, openDatabase, openEventStore, setLogLevel } from '@brandtrail/infra';
import { startProjections } from './runner/all';

/** The projections process (production): one runner per read model. */
const config = loadConfig();
setLogLevel(config.logLevel);
const sql = await openDatabase(config);
const store = await openEventStore(config, sql);
const abort = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort.abort());
log.info('projections running', { store: store.kind });
const { done } = await startProjections(sql, store, abort.signal);
await done;
await store.close();
await sql.close();
