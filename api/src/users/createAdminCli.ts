import { parseArgs } from 'node:util';
import { createAdminAnswer, runCommandLine } from '../refusedCommands';

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
await runCommandLine({ op: 'create-admin', email, password }, (services) => createAdminAnswer(services, email, password));
