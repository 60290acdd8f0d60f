import { PGlite } from '@electric-sql/pglite';
import { lockFolder } from './folderLock';
import { PgliteMaintenance } from './maintenance';
import type { Sql, SqlExecutor } from './types';

interface PgliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

const wrap = (db: PgliteLike): SqlExecutor => ({
  async query<T>(text: string, params: readonly unknown[] = []) {
    return (await db.query<T>(text, params as unknown[])).rows;
  },
  async exec(text: string) {
    await db.exec(text);
  },
});

/**
 * The write-ahead log kept after a checkpoint: two segments (the least PostgreSQL allows) rather
 * than the default gigabyte, since PGlite's log lives in the data folder (maintenance.ts).
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB'];

/**
 * PGlite is PostgreSQL compiled to WebAssembly, in this process. One connection: statements and
 * transactions are queued, so no two transactions are ever in flight at once.
 * `dataDir` undefined keeps the database in memory (tests), made from `loadDataDir` when given (a
 * data-folder archive, see testing/pgliteTemplate.ts). A folder is locked before anything
 * opens it (`folderLock.ts`): while another process holds it, this throws `FolderInUseError`.
 * A folder's database is kept up (`maintenance`: vacuum, checkpoints, its size) while it is open.
 */
export async function openPglite(dataDir?: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<Sql> {
  const lock = dataDir ? await lockFolder(dataDir) : undefined;
  let db: PGlite;
  try {
    db = dataDir ? await PGlite.create(dataDir, { startParams }) : await PGlite.create({ loadDataDir, startParams });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const executor = wrap(db);
  const maintenance = dataDir ? new PgliteMaintenance(executor, { folder: dataDir }) : undefined;
  try {
    await maintenance?.start();
  } catch (error) {
    await db.close().finally(() => lock?.release());
    throw error;
  }
  return {
    kind: 'pglite',
    lock,
    maintenance,
    ...executor,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onNotify) {
      return db.listen(channel, onNotify);
    },
    async close() {
      try {
        await maintenance?.stop();
        await db.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
