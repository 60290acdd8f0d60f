import { DomainError, formatError } from '@brandtrail/domain';
import type { FolderLock } from '@brandtrail/infra';
import { rebuildReadModels } from '@brandtrail/projections';
import { systemActor } from '@brandtrail/workers';
import type { Services } from './services';
import { createAdmin } from './users/accounts';

/**
 * What `npm run create-admin` answers, in its own process or in the running product's: makes an
 * existing user an admin or registers a new admin; a refusal throws with its English message.
 */
export async function createAdminAnswer(services: Services, email: string, password: string | undefined) {
  try {
    const user = await createAdmin(services, email, password, systemActor());
    return `${user.email} is an admin.`;
  } catch (error) {
    if (error instanceof DomainError) throw new Error(formatError('en', error.code, error.params));
    throw error;
  }
}

/**
 * The running product does the work of `npm run rebuild` and `npm run create-admin` when they are
 * refused its embedded data folder: they ask over the folder's lock socket (`folderLock.ts`),
 * which only the folder's owner can reach; nothing of this is on HTTP.
 */
export function serveRefusedCommands(lock: FolderLock, services: Services): void {
  lock.serve('rebuild', async (request, say) => {
    const names = Array.isArray(request.names) ? request.names.map(String) : [];
    const rebuilt = await rebuildReadModels(services.sql, services.store, names, (r) =>
      say(`rebuilt ${r.projection}: generation ${r.generation}, ${r.events} events in ${r.ms} ms`),
    );
    return `Process ${process.pid} rebuilt ${rebuilt.length} read model${rebuilt.length === 1 ? '' : 's'}.`;
  });
  lock.serve('create-admin', async (request) => {
    if (typeof request.email !== 'string') throw new Error('create-admin needs an email address.');
    const password = typeof request.password === 'string' ? request.password : undefined;
    return createAdminAnswer(services, request.email, password);
  });
}
