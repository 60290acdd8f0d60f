import { loadConfig, log, openDatabaseOrAskHolder, openEventStore } from '@brandtrail/infra';
import { rebuildReadModels, unknownReadModels } from './rebuild';

/**
 * npm run rebuild -- [name ...]: replays every event into fresh tables and switches the read
 * models over when caught up, while a running projections process keeps serving (it follows the
 * new generation from its next batch). Without names, every read model is rebuilt. When a running
 * product holds the embedded data folder, that process does the rebuild and this prints its answer.
 */
const names = process.argv.slice(2);
const unknown = unknownReadModels(names);
if (unknown) {
  console.error(unknown);
  process.exit(2);
}
const config = loadConfig();
const sql = await openDatabaseOrAskHolder(config, { op: 'rebuild', names });
if (sql) {
  const store = await openEventStore(config, sql);
  await rebuildReadModels(sql, store, names, (rebuilt) => log.info('rebuilt', { ...rebuilt }));
  await store.close();
  await sql.close();
}
