import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { bundledEntry, freePort, SERVER_BUILD_DIR, SERVER_NODE_FLAGS } from '@brandtrail/infra';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The product's processes as an operator runs them (`api/src/main.ts`, `projections/src/main.ts`,
 * `workers/src/main.ts`, or `api/src/embedded.ts` for `npm start`), each a real child process that
 * a test can kill with SIGKILL at any moment and start again with the same settings.
 */
export type RoleKind = 'api' | 'projections' | 'workers' | 'embedded';

/** Each entry point and the line it prints once it is ready: a log message, or npm start's "Open <url>". */
const ENTRY: Record<RoleKind, { script: string; ready: string; serves: boolean }> = {
  api: { script: 'api/src/main.ts', ready: '"msg":"api listening"', serves: true },
  // Their health endpoints start last, once the runners or reactors run.
  projections: { script: 'projections/src/main.ts', ready: '"msg":"health endpoints listening"', serves: false },
  workers: { script: 'workers/src/main.ts', ready: '"msg":"health endpoints listening"', serves: false },
  embedded: { script: 'api/src/embedded.ts', ready: 'Brandtrail is running. Open', serves: true },
};

export interface Role {
  readonly name: string;
  /** http://127.0.0.1:<port>: PORT of the roles that serve the product, HEALTH_PORT of projections and workers. */
  readonly url: string;
  /** Log lines (JSON) of every run so far at warn or error, for a failure's report. */
  readonly problems: string[];
  /** Starts the process and resolves once it said it is ready. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or an OOM killer would: nothing of the process runs any more. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  readonly running: boolean;
}

export interface RoleOptions {
  /**
   * Runs the role as the production image does: its bundle (`npm run build:server`) in this folder,
   * `<built>/dist/server/<kind>.js`, with plain node from that folder, instead of a bundle of its
   * TypeScript made for the test from the repository (bundledEntry).
   */
  built?: string;
}

/**
 * One role: `env` is its whole configuration (merged over this process's PATH and HOME only, so
 * nothing of the test's own environment leaks in). Readiness is the role's own log line.
 */
export async function defineRole(
  name: string,
  kind: RoleKind,
  env: Record<string, string>,
  options: RoleOptions = {},
): Promise<Role> {
  const entry = ENTRY[kind];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  if (options.built && kind === 'embedded') throw new Error('npm start is not in the production build');
  const args = options.built
    ? [...SERVER_NODE_FLAGS, path.join(options.built, SERVER_BUILD_DIR, `${kind}.js`)]
    : [...SERVER_NODE_FLAGS, bundledEntry(entry.script)];
  const problems: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  return {
    name,
    url,
    problems,
    get running() {
      return child !== undefined;
    },
    async start() {
      if (child) throw new Error(`${name} runs already`);
      const proc = spawn(process.execPath, args, {
        cwd: options.built ?? repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TZ: 'UTC',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          // Projections and workers serve /health on HEALTH_PORT (3001 unset): a free one each, as
          // several of them run on this one host.
          ...(entry.serves ? { PORT: String(port), PUBLIC_URL: url, HEALTH_PORT: '0' } : { HEALTH_PORT: String(port) }),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      exited = new Promise((resolve) =>
        proc.once('exit', () => {
          if (child === proc) child = undefined;
          resolve();
        }),
      );
      const lines: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => fail(new Error(`${name} did not say it was ready within 60 s`)), 60_000);
        const onExit = (code: number | null, signal: string | null) => fail(new Error(`${name} exited (${code ?? signal})`));
        const fail = (error: Error) => {
          clearTimeout(timer);
          proc.off('exit', onExit);
          reject(new Error(`${error.message}:\n${lines.slice(-30).join('\n')}`));
        };
        proc.once('exit', onExit);
        const read = (line: string) => {
          lines.push(line);
          if (lines.length > 200) lines.shift();
          if (/"level":"(warn|error)"/.test(line)) problems.push(`${name}: ${line}`);
          if (line.includes(entry.ready)) {
            clearTimeout(timer);
            proc.off('exit', onExit);
            resolve();
          }
        };
        createInterface({ input: proc.stdout }).on('line', read);
        createInterface({ input: proc.stderr }).on('line', read);
      });
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited;
    },
  };
}
