import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const recorder = path.join(repoRoot, 'api/src/testing/moduleGraph/register.mjs');
const workersUrl = pathToFileURL(path.join(repoRoot, 'workers')).href + '/';

/** What of the modules a process loaded must never be in the API's: the workers, sharp and fontkit. */
const forbidden = (modules: readonly string[]) => ({
  workers: modules.filter((m) => m.startsWith(workersUrl) || m.includes('/node_modules/@brandtrail/workers/')),
  sharp: modules.filter((m) => /\/node_modules\/(sharp|@img\/sharp[^/]*)\//.test(m)),
  fontkit: modules.filter((m) => m.includes('/node_modules/fontkit/')),
});

/**
 * Runs `node --import tsx <args>` with the module recorder, until it prints `ready` (then SIGTERM)
 * or exits, and answers the URLs of every module it resolved.
 */
async function modulesOf(args: string[], ready: string | undefined, env: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bt-modules-'));
  const file = path.join(dir, 'modules.txt');
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', recorder, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', RECORD_MODULES_TO: file, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const watch = (line: string) => {
      lines.push(line);
      if (ready && line.includes(ready)) child.kill('SIGTERM');
    };
    createInterface({ input: child.stdout }).on('line', watch);
    createInterface({ input: child.stderr }).on('line', watch);
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    await exited;
    clearTimeout(timer);
    if (ready && !lines.some((l) => l.includes(ready))) throw new Error(`never ready:\n${lines.slice(-30).join('\n')}`);
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the API process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bt-api-modules-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loads no workers module, sharp or fontkit from its start until it serves (api/src/main.ts)', async () => {
    const modules = await modulesOf(['api/src/main.ts'], '"msg":"api listening"', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    // It did load the API and the packages it needs (the record works).
    expect(modules.some((m) => m.endsWith('/api/src/services.ts'))).toBe(true);
    expect(modules.some((m) => m.endsWith('/infra/src/commands/handle.ts'))).toBe(true);
    expect(forbidden(modules)).toEqual({ workers: [], sharp: [], fontkit: [] });
  }, 120_000);

  it('(the same record sees all three in a process that loads the workers package)', async () => {
    const modules = await modulesOf(['--input-type=module', '-e', "await import('@brandtrail/workers');"], undefined, {});
    const found = forbidden(modules);
    expect(found.workers.length).toBeGreaterThan(0);
    expect(found.sharp.length).toBeGreaterThan(0);
    expect(found.fontkit.length).toBeGreaterThan(0);
  }, 120_000);
});
