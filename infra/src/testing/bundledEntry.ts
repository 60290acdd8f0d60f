import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import { serverBundleOptions } from '../build/bundle';
import { repoRoot } from '../config';

const bundles = new Map<string, string>();

/**
 * esbuild, loaded when a test first bundles: this module is part of the package's entry point, which
 * the production bundles include, and they run without esbuild (a development dependency).
 */
const esbuild = () => createRequire(import.meta.url)('esbuild') as typeof Esbuild;

/**
 * The product's processes in tests run from a bundle of their entry point (`script`, a path from the
 * repository's root), bundled as `npm run build:server` does, instead of through tsx: a start then
 * takes about 1.5 s and 2.5 s of CPU less (tsx resolves and loads each of some 400 modules through
 * its loader). Made once per test file (in about 0.2 s) from the sources as they are, under
 * node_modules/.cache named by its content, so files running at once share one; it runs with plain
 * node from the repository's root, where its packages resolve.
 */
export function bundledEntry(script: string): string {
  const known = bundles.get(script);
  if (known) return known;
  const { outputFiles } = esbuild().buildSync({ ...serverBundleOptions(), entryPoints: [script], write: false });
  const contents = outputFiles[0]!.contents;
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'brandtrail-test-bundles');
  const file = path.join(dir, `${path.basename(script, '.ts')}-${hash}.mjs`);
  if (existsSync(file)) {
    // In use again: not one of the old ones pruning removes.
    const now = new Date();
    utimesSync(file, now, now);
  } else {
    mkdirSync(dir, { recursive: true });
    pruneOlderThanADay(dir);
    const temporary = `${file}.${randomBytes(6).toString('hex')}`;
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  }
  bundles.set(script, file);
  return file;
}

/** Bundles of earlier sources go after a day (no run lasts that long), so the folder does not grow with every change. */
function pruneOlderThanADay(dir: string): void {
  const before = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
    } catch {
      // another test file pruned it at the same moment
    }
  }
}
