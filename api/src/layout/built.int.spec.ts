import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, SERVER_BUILD_DIR, SERVER_ENTRIES, type TestDatabase } from '@brandtrail/infra';
import { defineRole, type Role, type RoleKind } from '../testing/roles';
import { repoRoot, runCommand, runScript } from '../testing/scripts';

/**
 * The production image's way of running the back end (infra/deploy/Dockerfile): built to JavaScript
 * by `npm run build:server`, run with plain node (no tsx, no TypeScript) from a folder that holds
 * the bundles, the repository's package.json and only the production dependencies (the packages
 * package-lock.json does not mark `dev`, as `npm ci --omit=dev` installs them; hard links of this
 * checkout's). Each role must answer /health/ready: the api and projections on PGlite, and with
 * DATABASE_URL all three roles on PostgreSQL (and Redis with REDIS_URL), as compose runs them.
 */

const image = mkdtempSync(path.join(tmpdir(), 'bt-built-'));
const children = new Set<ChildProcess>();
const roles: Role[] = [];

/** The packages `npm ci --omit=dev` installs at the top of node_modules, as package-lock.json lists them. */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; link?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) && !entry.dev && !entry.link)
    .map(([key]) => key)
    .filter((key) => existsSync(path.join(repoRoot, key))); // other platforms' optional packages are not installed
}

/** Resolves `name` as the bundles do, from the image's folder: the exit code of a plain node. */
const resolvable = (name: string) =>
  runCommand(
    process.execPath,
    ['--input-type=module', '-e', `await import('${name}')`],
    { PATH: process.env.PATH },
    children,
    image,
  ).exited;

const ready = async (role: Role) => {
  const res = await fetch(`${role.url}/health/ready`);
  return { status: res.status, body: (await res.json()) as { ready: boolean } };
};

const start = async (name: string, kind: RoleKind, env: Record<string, string>) => {
  const role = await defineRole(name, kind, { NODE_ENV: 'production', ...env }, { built: image });
  roles.push(role);
  await role.start();
  return role;
};

beforeAll(async () => {
  const built = await runScript('infra/src/build/serverBuildCli.ts', [path.join(image, SERVER_BUILD_DIR)], process.env, children)
    .exited;
  expect(built.code, built.stderr).toBe(0);
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(repoRoot, file), path.join(image, file));
  // The image's web files: the persisted GraphQL documents (the api reads them from the repository's root).
  mkdirSync(path.join(image, 'web'));
  copyFileSync(path.join(repoRoot, 'web/persisted-queries.json'), path.join(image, 'web/persisted-queries.json'));
  // One cp for every package: hard links when the temporary folder is on this checkout's disk, else copies.
  const packages = productionPackages();
  try {
    execFileSync('cp', ['-al', '--parents', ...packages, image], { cwd: repoRoot, stdio: 'pipe' });
  } catch {
    execFileSync('cp', ['-a', '--parents', ...packages, image], { cwd: repoRoot });
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(roles.map((role) => role.stop()));
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(image, { recursive: true, force: true });
});

describe('the back end built to JavaScript, with production dependencies only', () => {
  it('is one bundle per entry point, and only production packages resolve beside it', async () => {
    for (const name of Object.keys(SERVER_ENTRIES))
      expect(existsSync(path.join(image, SERVER_BUILD_DIR, `${name}.js`)), name).toBe(true);
    expect((await resolvable('pg')).code).toBe(0);
    for (const devOnly of ['tsx', 'typescript', 'vitest', 'esbuild', 's3rver']) {
      const tried = await resolvable(devOnly);
      expect(tried.code, devOnly).not.toBe(0);
      expect(tried.stderr, devOnly).toContain('ERR_MODULE_NOT_FOUND');
    }
  });

  it('serves /health/ready from the api and projections bundles on PGlite, and create-admin runs', async () => {
    const api = await start('api', 'api', { DATA_DIR: path.join(image, 'data-api') });
    const projections = await start('projections', 'projections', { DATA_DIR: path.join(image, 'data-projections') });
    expect(await ready(api)).toMatchObject({ status: 200, body: { ready: true } });
    expect(await ready(projections)).toMatchObject({ status: 200, body: { ready: true } });
    // In production only persisted documents run: the bundle finds them from where it lies.
    const documents = JSON.parse(readFileSync(path.join(image, 'web/persisted-queries.json'), 'utf8')) as Record<string, string>;
    const viewerQuery = Object.keys(documents).find((id) => documents[id]!.startsWith('query viewerQuery'))!;
    const answer = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: viewerQuery }),
    });
    expect(await answer.json()).toEqual({ data: { viewer: null } });
    await projections.stop();
    // The operator's command from the image, on the folder the projections process left.
    const admin = await runCommand(
      process.execPath,
      [path.join(SERVER_BUILD_DIR, 'create-admin.js'), '--email', 'boss@example.com', '--password', 'a long enough secret'],
      { PATH: process.env.PATH, DATA_DIR: path.join(image, 'data-projections'), LOG_LEVEL: 'warn' },
      children,
      image,
    ).exited;
    expect(admin.stdout, admin.stderr).toContain('boss@example.com is an admin.');
    // The workers bundle needs PostgreSQL, and says so.
    const workers = await runCommand(
      process.execPath,
      [path.join(SERVER_BUILD_DIR, 'workers.js')],
      { PATH: process.env.PATH },
      children,
      image,
    ).exited;
    expect(workers.code).toBe(1);
    expect(workers.stderr).toContain('the workers process needs DATABASE_URL');
  }, 180_000);

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, as compose runs them', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await openTestDatabase('postgres');
    });
    afterAll(async () => {
      await db?.close();
    });

    it('serves /health/ready from all three roles, and the workers warn that mail without SMTP_URL reaches nobody', async () => {
      const env = {
        DATABASE_URL: db.url!,
        DATA_DIR: path.join(image, 'data-pg'),
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `bt-built-${randomUUID()}` } : {}),
      };
      const started = await Promise.all([
        start('api-pg', 'api', env),
        start('projections-pg', 'projections', env),
        start('workers-pg', 'workers', env),
      ]);
      for (const role of started) expect(await ready(role), role.name).toMatchObject({ status: 200, body: { ready: true } });
      expect(started[2].problems.join('\n')).toContain(
        'SMTP_URL is not set: mail is written to the outbox folder and sent to nobody',
      );
    }, 180_000);
  });
});
