import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'domain', isolate: false, testTimeout: 60_000, hookTimeout: 60_000, env: { TZ: 'UTC' } },
});
