import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'workers', isolate: false, testTimeout: 60_000, hookTimeout: 60_000, env: { TZ: 'UTC' } },
});
