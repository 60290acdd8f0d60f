import { defineConfig } from 'vitest/config';
import { LongestFirst } from './infra/src/testing/sequencer.ts';

// npm test runs every workspace's tests in one vitest run; each workspace also runs alone with its
// own `npm test`.
export default defineConfig({
  test: {
    projects: ['domain', 'infra', 'projections', 'workers', 'api', 'web', 'web/vitest.e2e.config.ts', 'load-tests'],
    // Two files at a time (vitest's default is one fewer than the cores: one, on CI's two). Most of
    // a file's time is spent waiting on the processes it starts (the product, Chromium, a killed
    // role's restart), so two share the cores well. No project runs its files one at a time: vitest
    // runs such a project after all the others, alone (the browser tests took the last 920 s of a
    // 1,757 s run that way).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
