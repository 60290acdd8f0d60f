import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../config';

/**
 * How the back end is bundled, for the production image (`npm run build:server`) and for the
 * processes the tests start (testing/bundledEntry.ts): the workspaces (@brandtrail/*) go into the
 * bundle, every other package stays an import resolved from node_modules at run time (the native
 * ones, sharp and argon2, could not be bundled anyway). Names are kept, so classes and functions
 * are called in stack traces and logs what they are called in the source. No type check: `npm run
 * typecheck` does that.
 */
export function serverBundleOptions(): BuildOptions {
  return {
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // package.json's engines: node >= 20.19.
    target: 'node20.19',
    keepNames: true,
    external: installedPackages(),
    logLevel: 'warning',
  };
}

/** Every package installed in the repository's node_modules but the workspaces, as esbuild externals (a scope as `@scope/*`). */
function installedPackages(): string[] {
  return readdirSync(path.join(repoRoot, 'node_modules'))
    .filter((name) => !name.startsWith('.') && name !== '@brandtrail')
    .map((name) => (name.startsWith('@') ? `${name}/*` : name));
}
