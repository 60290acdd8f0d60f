import { defineConfig } from 'vitest/config';

export default defineConfig({
  // expect.poll waits up to 15 s, as in api/vitest.config.ts.
  test: {
    name: 'infra',
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
