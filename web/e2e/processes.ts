import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledEntry, chromiumLaunchOptions, copyEmptyPgliteTo } from '@brandtrail/infra';
import { chromium, type Browser } from 'playwright-core';

/**
 * The processes a browser test drives: the product and Chromium. No vitest in here: the run's
 * global setup (globalSetup.ts) starts the shared ones with it, outside any test file.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Product {
  url: string;
  /** The product's DATA_DIR (mails land in its outbox/ folder); removed by stop(). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the product the way `npm start` does (embedded defaults, the built web client), on a free
 * port and a fresh data directory, and resolves with the address it prints. Its entry point runs
 * bundled (bundledEntry), not through tsx: the same code, started faster. The data directory
 * holds an empty database already (the run's one initdb, copied), as after a first start that
 * stopped before it made anything; the product makes its tables.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bt-e2e-'));
  await copyEmptyPgliteTo(path.join(dataDir, 'pglite'));
  const child: ChildProcess = spawn(process.execPath, [bundledEntry('api/src/embedded.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Open (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the product exited with ${code} before it started: ${out}`)));
  });
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A Chromium of the test file's own (a second or so; one shared over a connection would lose what
 * only a local browser gives, such as a download's path).
 */
export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions());
