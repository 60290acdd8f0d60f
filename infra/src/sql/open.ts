import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { askHolder, FolderInUseError, type LockRequest } from './folderLock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Sql } from './types';

/** The embedded database's folder (DATA_DIR/pglite); its lock is `lockSocketOf` it. */
export const embeddedFolder = (config: Config) => path.join(config.dataDir, 'pglite');

/** The PostgreSQL server at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export async function openDatabase(config: Config): Promise<Sql> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = embeddedFolder(config);
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

/**
 * For a command-line tool whose work a running product can do (`npm run rebuild`, `npm run
 * create-admin`): the database, as `openDatabase`; or, when a running process holds the embedded
 * folder, undefined once that process has done `request` through the folder's lock socket. Its
 * lines and answer go to stdout; when it refused or failed, the reason goes to stderr and
 * process.exitCode is 1.
 */
export async function openDatabaseOrAskHolder(config: Config, request: LockRequest): Promise<Sql | undefined> {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    const { pid, url } = error.holder;
    console.log(
      `The data folder ${error.folder} is in use by ${pid ? `process ${pid}` : 'another process'}` +
        `${url ? ` (Brandtrail at ${url})` : ''}: asking it to ${request.op}.`,
    );
    try {
      console.log(await askHolder(error.socket, request, (line) => console.log(line)));
    } catch (failure) {
      console.error(failure instanceof Error ? failure.message : String(failure));
      process.exitCode = 1;
    }
    return undefined;
  }
}
