import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@babel/core';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from './scripts/precompress';
import { screenChunksPlugin } from './scripts/screenChunks';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
/** Where relay-compiler writes the artifacts (relay.config.json: artifactDirectory). */
const artifactDirectory = path.join(webRoot, 'src', '__generated__');

/**
 * babel-plugin-relay turns graphql`` tags into imports of the artifacts in src/__generated__ (as
 * vite-plugin-relay does, after the TypeScript transform). The artifact folder is named here: the
 * plugin would otherwise look for relay.config.json in the working directory, which is the repo
 * root when `npx vitest run web/src` runs the web tests from there.
 */
const relay: Plugin = {
  name: 'brandtrail:relay',
  transform(code, id) {
    if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || !code.includes('graphql`')) return null;
    const out = transformSync(code, {
      plugins: [['babel-plugin-relay', { artifactDirectory }]],
      filename: id,
      sourceMaps: true,
      babelrc: false,
      configFile: false,
    });
    if (!out?.code) throw new Error(`babel-plugin-relay could not transform ${id}`);
    return { code: out.code, map: out.map };
  },
};

/** Where the API listens in development (`npm start`, or `PORT=3000 npx tsx api/src/embedded.ts`). */
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * /login, /logout and /register are both API calls (POST) and client routes (GET): only the POSTs
 * go to the API, a page load stays with Vite, which answers with index.html.
 */
const postsOnly = {
  target: api,
  bypass: (req: IncomingMessage) => (req.method === 'POST' ? undefined : req.url),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [relay, screenChunksPlugin(webRoot), precompressPlugin(webRoot)],
  // The server's rendering (dist-ssr/entry-server.js, which the API loads) holds its libraries,
  // built as production code: React's development build renders several times slower and warns,
  // and `npm start` runs the API without NODE_ENV=production (which would also refuse documents
  // that are not persisted and mail without SMTP). One copy of React for everything it renders.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  resolve: {
    // Messages ship pre-parsed (src/i18n/compiled, `formatjs compile --ast`), so the production
    // bundle leaves the ICU parser out. Development keeps it, so a message not yet compiled still
    // shows its defaultMessage.
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api },
      '/login': postsOnly,
      '/logout': postsOnly,
      '/register': postsOnly,
      '/update-user': postsOnly,
      '/api': { target: api },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunks of each module, for screens.json (scripts/screenChunks.ts).
    manifest: true,
    rolldownOptions: {
      // react-router and react-intl mark themselves "use client" (for server components); harmless here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        // The libraries change less often than the app: separate chunks stay cached across
        // deployments. Only libraries every page needs are named here; the rest follows its importer.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            {
              name: 'relay',
              test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|nullthrows|@babel[\\/]runtime)[\\/]/,
              priority: 3,
            },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            {
              name: 'intl',
              test: /node_modules[\\/](react-intl|intl-messageformat|@formatjs[\\/][^\\/]+|tslib)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    // Unit tests beside the code. The browser tests (e2e/) are a project of their own
    // (vitest.e2e.config.ts), so that a run of the unit tests starts no product.
    include: ['src/**/*.spec.ts', 'scripts/**/*.spec.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
  },
}));
