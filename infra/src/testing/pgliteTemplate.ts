import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * An empty PGlite database made once for a whole test run, kept under the system's temporary
 * folder (named by PGlite's version) and copied for each test. PGlite makes a new database by
 * running PostgreSQL's initdb in WebAssembly, 3 to 6 s of CPU each time; a copy of the result opens
 * in about one. What a test gets is exactly what initdb makes: none of the product's tables (the
 * product makes those itself, as on a first start). The product's own first start keeps its initdb
 * (the layout test's embedded default starts on an empty folder).
 */

/** PGlite's version, from its package.json (which its exports do not name), found above its entry. */
function pgliteVersion(): string {
  for (let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === '@electric-sql/pglite' && json.version) return json.version;
    }
    if (dir === path.dirname(dir)) throw new Error('PGlite has no package.json');
  }
}
const version = pgliteVersion();
const home = path.join(tmpdir(), `brandtrail-pglite-${version}`);

/** Makes `final` with `make(temporary)` once: a half-made one is never seen under its name. */
async function once(final: string, make: (temporary: string) => Promise<void>): Promise<string> {
  if (existsSync(final)) return final;
  mkdirSync(home, { recursive: true });
  const temporary = `${final}.${randomBytes(6).toString('hex')}`;
  try {
    await make(temporary);
    try {
      renameSync(temporary, final);
    } catch (error) {
      // another test process made it at the same moment: theirs is as good
      if (!existsSync(final)) throw error;
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  return final;
}

/** Copies an empty database into `folder` (which must not exist yet), as PGlite would make it there. */
export async function copyEmptyPgliteTo(folder: string): Promise<void> {
  const template = await once(path.join(home, 'folder'), async (temporary) => {
    mkdirSync(temporary);
    const db = await PGlite.create(temporary);
    await db.close();
  });
  cpSync(template, folder, { recursive: true });
}

/** The empty database as PGlite's data-folder archive, for an in-memory PGlite (`loadDataDir`). */
export async function emptyPgliteArchive(): Promise<Blob> {
  const file = await once(path.join(home, 'memory.tar'), async (temporary) => {
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('none');
    await db.close();
    writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
  });
  return new Blob([readFileSync(file)]);
}
