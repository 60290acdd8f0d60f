import { defineConfig } from 'vitest/config';

export default defineConfig({
  // expect.poll waits up to 15 s, as in api/vitest.config.ts.
  test: {
    name: 'infra',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    env: { TZ: 'UTC' },
  },
});
