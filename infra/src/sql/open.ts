import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Sql } from './types';

/** The PostgreSQL server at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export async function openDatabase(config: Config): Promise<Sql> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = path.join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
