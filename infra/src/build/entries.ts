/**
 * The back end as plain JavaScript (`npm run build:server`, serverBuildCli.ts): where the bundles
 * go, from the repository's root, and the TypeScript entry point each is built from. The
 * production image copies SERVER_BUILD_DIR and runs `node dist/server/<name>.js`; compose and the
 * Dockerfile name these files (config.unit.spec.ts holds them to this list).
 */
export const SERVER_BUILD_DIR = 'dist/server';

export const SERVER_ENTRIES = {
  api: 'api/src/main.ts',
  projections: 'projections/src/main.ts',
  workers: 'workers/src/main.ts',
  // The operator's commands (npm run create-admin, rebuild, revert), for the image, which has no tsx.
  'create-admin': 'api/src/users/createAdminCli.ts',
  rebuild: 'projections/src/rebuildCli.ts',
  revert: 'api/src/history/revertCli.ts',
} as const;

export type ServerEntry = keyof typeof SERVER_ENTRIES;
