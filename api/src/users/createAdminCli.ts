import { parseArgs } from 'node:util';
import { loadConfig, openDatabaseOrAskHolder } from '@brandtrail/infra';
import { startProjections } from '@brandtrail/projections';
import { createAdminAnswer } from '../refusedCommands';
import { openServices } from '../services';

/**
 * npm run create-admin -- --email a@b.c [--password ...]: makes an existing user an admin, or
 * registers a new admin. The password may also come from ADMIN_PASSWORD, which keeps it out of the
 * shell history. When a running product holds the embedded data folder, that process does it and
 * this prints its answer.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = values.email;
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!email) {
  console.error('Usage: npm run create-admin -- --email someone@example.com [--password secret]');
  process.exit(2);
}
const config = loadConfig();
const sql = await openDatabaseOrAskHolder(config, { op: 'create-admin', email, password });
if (sql) {
  const services = await openServices(config, sql);
  const abort = new AbortController();
  const projections = await startProjections(services.sql, services.store, abort.signal);
  try {
    console.log(await createAdminAnswer(services, email, password));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    abort.abort();
    await projections.done;
    await services.close();
    await sql.close();
  }
}
