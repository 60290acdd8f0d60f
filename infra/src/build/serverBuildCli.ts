/**
 * `npm run build:server [out dir]`: the back end's entry points (SERVER_ENTRIES) bundled to
 * JavaScript, one ES module each, `dist/server/<name>.js` unless another folder is given. The
 * production image runs them with plain `node`, without tsx or TypeScript, and with the production
 * dependencies only (`npm ci --omit=dev`).
 *
 * esbuild, not tsc: the sources import each other without file extensions and the workspaces export
 * their TypeScript sources (`"exports": "./src/index.ts"`). tsc emits one file per source and
 * rewrites neither, so Node could load none of it without changing every import and every
 * workspace's exports. How it bundles is bundle.ts's.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../config';
import { serverBundleOptions } from './bundle';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './entries';

const outdir = path.resolve(process.argv[2] ?? path.join(repoRoot, SERVER_BUILD_DIR));
const started = Date.now();
const result = await build({ ...serverBundleOptions(), entryPoints: SERVER_ENTRIES, outdir, metafile: true });
const files = Object.entries(result.metafile.outputs).map(
  ([file, output]) => `${path.relative(process.cwd(), path.resolve(repoRoot, file))} (${Math.round(output.bytes / 1024)} kB)`,
);
process.stdout.write(`Built ${files.join(', ')} in ${Date.now() - started} ms.\n`);
