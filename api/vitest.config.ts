import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql-helix loads graphql through Node (its CommonJS main); Vite would hand our code the ESM
  // build, and graphql refuses a schema from "another realm". One copy for both.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  // expect.poll waits up to 15 s (vitest's default is 1 s): on CI's two loaded cores a signal can
  // take seconds; a poll that passes returns at once, so the longer bound costs nothing.
  test: {
    name: 'api',
    // The files of a worker share their modules (vitest's default gives each file its own): each
    // test makes its own databases, folders and processes, and loading the API's modules again for
    // every file cost about 3 s of CPU each.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    env: { TZ: 'UTC' },
  },
});
