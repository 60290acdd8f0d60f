import { parseArgs } from 'node:util';
import { DomainError, formatError } from '@brandtrail/domain';
import { loadConfig } from '@brandtrail/infra';
import { startProjections } from '@brandtrail/projections';
import { systemActor } from '@brandtrail/workers';
import { openServices } from '../services';
import { createAdmin } from './accounts';

/**
 * npm run create-admin -- --email a@b.c [--password ...]: makes an existing user an admin, or
 * registers a new admin. The password may also come from ADMIN_PASSWORD, which keeps it out of the
 * shell history. On the embedded database, stop npm start first (PGlite allows one process).
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = values.email;
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!email) {
  console.error('Usage: npm run create-admin -- --email someone@example.com [--password secret]');
  process.exit(2);
}
const services = await openServices(loadConfig());
const abort = new AbortController();
const projections = await startProjections(services.sql, services.store, abort.signal);
try {
  const user = await createAdmin(services, email, password, systemActor());
  console.log(`${user.email} is an admin.`);
} catch (error) {
  console.error(error instanceof DomainError ? formatError('en', error.code, error.params) : error);
  process.exitCode = 1;
} finally {
  abort.abort();
  await projections.done;
  await services.close();
}
