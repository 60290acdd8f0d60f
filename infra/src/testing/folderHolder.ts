/**
 * A process that takes a folder (argv[2]) for the folder-lock tests: with argv[3] `pglite` it opens
 * PGlite there as the product does, else it only takes the lock (quick: no database to create).
 * It says `{type: 'open', rows}` once it holds the folder, or `{type: 'refused', message,
 * holderPid}` and exits 3; on PGlite, `{type: 'write', n}` inserts n into a table and answers
 * `{type: 'written', n}` once committed.
 */
import { FolderInUseError, lockFolder } from '../sql/folderLock';
import { openPglite } from '../sql/pglite';

export type FromHolder =
  { type: 'open'; rows: number[] } | { type: 'refused'; message: string; holderPid?: number } | { type: 'written'; n: number };

const send = (message: FromHolder) => process.send?.(message);
const [folder, mode] = process.argv.slice(2) as [string, string | undefined];

try {
  if (mode === 'pglite') {
    const sql = await openPglite(folder);
    await sql.exec('CREATE TABLE IF NOT EXISTS written (n int PRIMARY KEY)');
    const rows = await sql.query<{ n: number }>('SELECT n FROM written ORDER BY n');
    process.on('message', (message: { type: 'write'; n: number }) => {
      void sql.query('INSERT INTO written (n) VALUES ($1)', [message.n]).then(() => send({ type: 'written', n: message.n }));
    });
    send({ type: 'open', rows: rows.map((r) => r.n) });
  } else {
    await lockFolder(folder);
    send({ type: 'open', rows: [] });
  }
  process.on('disconnect', () => process.exit(0));
} catch (error) {
  if (!(error instanceof FolderInUseError)) throw error;
  send({ type: 'refused', message: error.message, holderPid: error.holder.pid });
  process.exit(3);
}
