import { defineConfig } from 'vitest/config';

// npm test runs every workspace's tests in one vitest run; each workspace also runs alone with its
// own `npm test`.
export default defineConfig({
  test: {
    projects: ['domain', 'infra', 'projections', 'workers', 'api', 'web', 'web/vitest.e2e.config.ts', 'load-tests'],
    // Two files at a time (vitest's default is one fewer than the cores: one, on CI's two). Most of
    // a file's time is spent waiting on the processes it starts (the product, Chromium, a killed
    // role's restart), so two share the cores well; the browser tests still run one at a time
    // (web/vite.config.ts), beside one other file. One at a time took 1,205 s on CI.
    maxWorkers: 2,
  },
});
