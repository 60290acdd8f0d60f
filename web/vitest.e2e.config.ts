import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * The browser tests: they start the whole product (built web client, `npm run build --workspace
 * web` first) and drive Chromium. One product and one Chromium serve every file (e2e/globalSetup.ts)
 * but the few that need their own.
 */
export default defineConfig({
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    environment: 'node',
    // A browser test that runs the product in its process (roles.e2e.spec.ts) loads graphql-helix,
    // which takes graphql through Node's CommonJS main: one copy for both, as in api/.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
    testTimeout: 60_000,
    // expect.poll waits up to 15 s (vitest's default is 1 s, too short on CI's two loaded cores for
    // a screen to show what it waits for; a roles spec failed so). A passing poll returns at once.
    expect: { poll: { timeout: 15_000 } },
    env: { TZ: 'UTC' },
    // Files run beside the other workspaces' files, two at a time in all (the root's maxWorkers),
    // sometimes two browser tests on the shared product: each makes its own users and brands.
  },
});
