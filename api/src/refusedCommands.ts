import { DomainError, formatError, parseMoment } from '@brandtrail/domain';
import { loadConfig, openDatabaseOrAskHolder, type FolderLock, type LockRequest } from '@brandtrail/infra';
import { rebuildReadModels, startProjections } from '@brandtrail/projections';
import { openServices } from './services';
import { systemActor } from '@brandtrail/infra';
import type { Services } from './services';
import { createAdmin } from './users/accounts';
import { previewRevertBrand, revertBrand, type RevertPlan } from './history/commands';

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

/** A restore's plan as the command line prints it (English, like the operator's other commands). */
function planText(slug: string, plan: RevertPlan, dryRun: boolean): string {
  const lines = [`${dryRun ? 'Restoring' : 'Restored'} ${slug} to ${plan.at.toISOString()}${dryRun ? ' would change:' : ':'}`];
  const list = (label: string, names: readonly string[]) => names.length && lines.push(`  ${label}: ${names.join(', ')}`);
  list('brand settings', plan.settings);
  if (plan.pagesOrder) lines.push('  page order');
  list(
    'pages restored',
    plan.pages.filter((p) => p.action === 'restore').map((p) => p.name),
  );
  list(
    'pages changed',
    plan.pages.filter((p) => p.action === 'change').map((p) => p.name),
  );
  list(
    'pages to Recently deleted',
    plan.pages.filter((p) => p.action === 'delete').map((p) => p.name),
  );
  if (plan.assets.length) lines.push(`  files restored: ${plan.assets.length}`);
  if (lines.length === 1) lines.push('  nothing: the brand is as it was then.');
  return lines.join('\n');
}

/**
 * What `npm run revert` answers: the brand with the slug restored to the moment as the system, or
 * with `dryRun` what that would change; a refusal throws with its English message.
 */
export async function revertAnswer(services: Services, slug: string, at: string, dryRun: boolean): Promise<string> {
  try {
    const brand =
      (await services.brands.bySlug(slug, null)) ??
      (() => {
        throw new DomainError('BRAND_NOT_FOUND');
      })();
    const actor = systemActor();
    const moment = parseMoment(at, actor.now);
    const plan = dryRun
      ? await previewRevertBrand(services, brand.id, moment, actor)
      : await revertBrand(services, brand.id, moment, actor);
    return planText(slug, plan, dryRun);
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
  lock.serve('revert', async (request) => {
    if (typeof request.brand !== 'string' || typeof request.at !== 'string')
      throw new Error('revert needs a brand and a moment.');
    return revertAnswer(services, request.brand, request.at, request.dryRun === true);
  });
}

/**
 * A command line's work (`npm run create-admin`, `npm run revert`): done by the running product
 * when it holds the embedded data folder (it is asked `request` over the lock and its answer is
 * printed), else here, with the product's services and read models of this process. A refusal is
 * printed to stderr and the process exits 1.
 */
export async function runCommandLine(request: LockRequest, answer: (services: Services) => Promise<string>): Promise<void> {
  const config = loadConfig();
  const sql = await openDatabaseOrAskHolder(config, request);
  if (!sql) return;
  const services = await openServices(config, sql);
  const abort = new AbortController();
  const projections = await startProjections(services.sql, services.store, abort.signal);
  try {
    console.log(await answer(services));
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
