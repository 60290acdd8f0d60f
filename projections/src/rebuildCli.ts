import { loadConfig, log, openDatabase, openEventStore } from '@brandtrail/infra';
import { allProjections } from './all';
import { ProjectionRunner } from './runner/runner';

/**
 * npm run rebuild -- [name ...]: replays every event into fresh tables and switches the read
 * models over when caught up, while a running projections process keeps serving (it follows the
 * new generation from its next batch). Without names, every read model is rebuilt.
 */
const names = process.argv.slice(2);
const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
if (unknown.length) {
  console.error(`Unknown read model: ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const sql = await openDatabase(config);
const store = await openEventStore(config, sql);
for (const projection of allProjections.filter((p) => !names.length || names.includes(p.name))) {
  const started = Date.now();
  const { generation, events } = await new ProjectionRunner(sql, store, projection).rebuild();
  log.info('rebuilt', { projection: projection.name, generation, events, ms: Date.now() - started });
}
await store.close();
await sql.close();
