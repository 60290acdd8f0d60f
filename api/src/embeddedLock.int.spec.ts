import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webDist } from './http/server';
import { embeddedEnv, runCommand, runScript, type Run } from './testing/scripts';

/**
 * The embedded product (`api/src/embedded.ts`, as npm start runs it) and the commands that open its
 * data folder, as real processes: one process per folder, and what a refused command wanted done
 * by the running one. The lock itself (stale sockets, starters at the same moment) is tested in
 * infra's folderLock.int.spec.ts.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'lock-embedded-'));
const env = embeddedEnv(dataDir);
const children = new Set<ChildProcess>();
const run = (script: string, args: string[] = []) => runScript(script, args, env, children);

const start = () => run('api/src/embedded.ts');
const serving = async (product: Run) => (await product.printed(/Open (http:\/\/\S+)/))[1]!;

/** The web client's files the running product serves, each with its size and modification time. */
const webFiles = (): string[] =>
  existsSync(webDist)
    ? readdirSync(webDist, { recursive: true, encoding: 'utf8' })
        .map((file) => [file, statSync(path.join(webDist, file))] as const)
        .filter(([, stat]) => stat.isFile())
        .map(([file, stat]) => `${file} ${stat.size} ${stat.mtimeMs}`)
        .sort()
    : [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  it('refuses a second start, does rebuild and create-admin for the commands, and keeps it all through a kill -9', async () => {
    const first = start();
    await serving(first);
    const pid = first.child.pid!;
    const served = webFiles();

    const [second, api, projections, npmStart, admin, rebuild] = await Promise.all([
      start().exited,
      run('api/src/main.ts').exited,
      run('projections/src/main.ts').exited,
      runCommand('npm', ['start', '--silent'], env, children).exited,
      run('api/src/users/createAdminCli.ts', ['--email', 'boss@example.com', '--password', 'a long enough secret']).exited,
      run('projections/src/rebuildCli.ts', ['users']).exited,
    ]);
    // Each start on the held folder: a message naming the holder, no stack trace, exit 1.
    for (const refused of [second, api, projections, npmStart]) {
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${pid} (Brandtrail at http://127.0.0.1:`);
      expect(refused.stderr).not.toMatch(/^\s+at /m);
      expect(refused.stdout).not.toContain('Brandtrail is running');
    }
    // npm start is refused before it builds: the running product's web files are untouched.
    expect(npmStart.stdout).not.toContain('Building the web client');
    expect(webFiles()).toEqual(served);
    expect(admin).toMatchObject({ code: 0 });
    expect(admin.stdout).toContain(`in use by process ${pid}`);
    expect(admin.stdout).toContain('boss@example.com is an admin.');
    expect(rebuild).toMatchObject({ code: 0 });
    expect(rebuild.stdout).toMatch(/rebuilt users: generation \d+, \d+ events in \d+ ms/);
    expect(rebuild.stdout).toContain(`Process ${pid} rebuilt 1 read model.`);

    first.child.kill('SIGKILL');
    await first.exited;
    const again = start();
    const url = await serving(again);
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password: 'a long enough secret' }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ email: 'boss@example.com', admin: true });
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 120_000);
});
