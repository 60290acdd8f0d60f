import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The embedded product (`api/src/embedded.ts`, as npm start runs it) and the commands that open its
 * data folder, as real processes: one process per folder, and what a refused command wanted done
 * by the running one. The lock itself (stale sockets, starters at the same moment) is tested in
 * infra's folderLock.int.spec.ts.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lock-embedded-'));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT', 'ADMIN_PASSWORD']) delete env[key];
const children = new Set<ChildProcess>();

interface Run {
  child: ChildProcess;
  /** Resolves with what it printed once it exits. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** Resolves once stdout matches. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
}

function run(script: string, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env });
  children.add(child);
  let stdout = '';
  let stderr = '';
  const waiting = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const check of [...waiting]) check();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  return {
    child,
    exited,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(stdout);
          if (match) {
            waiting.delete(check);
            resolve(match);
          }
        };
        waiting.add(check);
        check();
        void exited.then(({ code }) => reject(new Error(`${script} exited (${code}) before ${pattern}:\n${stderr}`)));
      }),
  };
}

const start = () => run('api/src/embedded.ts');
const serving = async (product: Run) => (await product.printed(/Open (http:\/\/\S+)/))[1]!;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  it('refuses a second start, does rebuild and create-admin for the commands, and keeps it all through a kill -9', async () => {
    const first = start();
    await serving(first);
    const pid = first.child.pid!;

    const [second, admin, rebuild] = await Promise.all([
      start().exited,
      run('api/src/users/createAdminCli.ts', ['--email', 'boss@example.com', '--password', 'a long enough secret']).exited,
      run('projections/src/rebuildCli.ts', ['users']).exited,
    ]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is in use by process ${pid} (Brandtrail at http://127.0.0.1:`);
    expect(second.stdout).not.toContain('Brandtrail is running');
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
