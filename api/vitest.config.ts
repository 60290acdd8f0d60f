import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql-helix loads graphql through Node (its CommonJS main); Vite would hand our code the ESM
  // build, and graphql refuses a schema from "another realm". One copy for both.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: { name: 'api', testTimeout: 60_000, hookTimeout: 60_000, env: { TZ: 'UTC' } },
});
