import path from 'node:path';
import { loadConfig, openPglite, setLogLevel } from '@brandtrail/infra';
import { startApp } from '../app';

/** What a kill test hands its product process: where its data lives. */
export interface ChildProductSettings {
  dataDir: string;
  /** PostgreSQL (a test's own database); unset: PGlite in dataDir. */
  databaseUrl?: string;
}

/**
 * The product (`startApp`: api, projections and workers) in a process a kill test starts and kills
 * (startMessagingChild): its settings from argv[2] (JSON), on PGlite in DATA_DIR or on the test's
 * PostgreSQL database, on a free port, logging errors only; `say` prints one JSON line per step.
 */
export async function startChildProduct<S extends ChildProductSettings>() {
  const settings = JSON.parse(process.argv[2] ?? '{}') as S;
  const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    LOG_LEVEL: 'error',
    ...(settings.databaseUrl && { DATABASE_URL: settings.databaseUrl }),
  });
  setLogLevel(config.logLevel);
  const sql = settings.databaseUrl ? undefined : await openPglite(path.join(settings.dataDir, 'pglite'));
  const app = await startApp(config, sql);
  return { settings, say, app, sql };
}
