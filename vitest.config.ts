import { defineConfig } from 'vitest/config';

// npm test runs every workspace's tests in one vitest run; each workspace also runs alone with its
// own `npm test`.
export default defineConfig({
  test: {
    projects: ['domain', 'infra', 'projections', 'workers', 'api', 'web', 'load-tests'],
  },
});
