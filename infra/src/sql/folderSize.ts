import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The bytes a folder's files take (their sizes, summed over every file below it; links are not
 * followed). A file or folder that goes away while it is counted (the database recycles its log
 * segments) counts nothing; a folder that does not exist holds 0 bytes. Each folder is listed on
 * its own: Node 20's recursive listing left files out.
 */
export async function folderSize(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (missing(error)) return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderSize(at);
    else if (entry.isFile())
      try {
        total += (await lstat(at)).size;
      } catch (error) {
        if (!missing(error)) throw error;
      }
  }
  return total;
}
