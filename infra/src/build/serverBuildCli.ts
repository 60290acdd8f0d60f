/**
 * `npm run build:server [out dir]`: the back end's entry points (SERVER_ENTRIES) bundled to
 * JavaScript, one ES module each, `dist/server/<name>.js` unless another folder is given. The
 * production image runs them with plain `node`, without tsx or TypeScript, and with the production
 * dependencies only (`npm ci --omit=dev`).
 *
 * esbuild, not tsc: the sources import each other without file extensions and the workspaces export
 * their TypeScript sources (`"exports": "./src/index.ts"`). tsc emits one file per source and
 * rewrites neither, so Node could load none of it without changing every import and every
 * workspace's exports. esbuild bundles the workspaces (@brandtrail/*) into each entry point and
 * leaves every npm package an import, resolved from node_modules at run time (the native ones,
 * sharp and argon2, could not be bundled anyway); it is what tsx runs on already. It does not check
 * types: `npm run typecheck` does. Names are kept (`keepNames`), so classes and functions are
 * called in stack traces and logs what they are called in the source.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from '../config';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './entries';

/** Every import of a package stays an import, except the workspaces', which are bundled. */
const packagesStayImports: Plugin = {
  name: 'packages-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@brandtrail/') ? undefined : { path: args.path, external: true },
    );
  },
};

const outdir = path.resolve(process.argv[2] ?? path.join(repoRoot, SERVER_BUILD_DIR));
const started = Date.now();
const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: SERVER_ENTRIES,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // package.json's engines: node >= 20.19.
  target: 'node20.19',
  keepNames: true,
  plugins: [packagesStayImports],
  metafile: true,
  logLevel: 'warning',
});
const files = Object.entries(result.metafile.outputs).map(
  ([file, output]) => `${path.relative(process.cwd(), path.resolve(repoRoot, file))} (${Math.round(output.bytes / 1024)} kB)`,
);
process.stdout.write(`Built ${files.join(', ')} in ${Date.now() - started} ms.\n`);
