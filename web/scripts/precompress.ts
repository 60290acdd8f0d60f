import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text, from 1 KB on (smaller files gain less than the header costs). */
const TEXT = new Set(['.js', '.css', '.json', '.svg']);
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file of the
 * built client's assets/ at build, once: the server sends the copy the browser accepts
 * (api/src/http/static.ts), without compressing anything per request. The 87 KB stylesheet and the
 * 70 KB messages travel as about a fifth of that.
 */
export const precompressPlugin = (root: string): Plugin => ({
  name: 'brandtrail:precompress',
  // The client's build only (not the server rendering's, `--ssr`).
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  async writeBundle(options) {
    const assets = path.join(options.dir ?? path.join(root, 'dist'), 'assets');
    const files = (await readdir(assets)).filter((name) => TEXT.has(path.extname(name)));
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(assets, name);
        if ((await stat(file)).size < MIN_BYTES) return;
        const body = await readFile(file);
        await Promise.all([
          brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }).then((out) => writeFile(file + '.br', out)),
          gzipped(body, { level: 9 }).then((out) => writeFile(file + '.gz', out)),
        ]);
      }),
    );
  },
});
