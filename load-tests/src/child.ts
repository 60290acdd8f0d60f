import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@brandtrail/infra';

/**
 * Bench servers run in their own process, so that the load generator (autocannon, in the bench
 * process) never shares an event loop with the server it measures. A child reports on stdout with
 * lines "BENCH <kind> <json>"; everything else it prints goes through to this process's stderr.
 */
export const srcDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(srcDir, '../..');

export interface ChildServer {
  url: string;
  /** Everything the child said in its ready message. */
  ready: Record<string, unknown>;
  process: ChildProcess;
  /** Sends a command line and resolves with the first "BENCH <reply>" message after it. */
  ask(command: string, reply: string, timeoutMs?: number): Promise<unknown>;
  stop(): Promise<void>;
}

export function benchMessage(kind: string, data: unknown): void {
  process.stdout.write(`BENCH ${kind} ${JSON.stringify(data)}\n`);
}

export async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
  nodeArgs: string[] = [],
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, path.join(srcDir, script)], {
    cwd: repoRoot,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stderr.push(text);
    if (stderr.length > 200) stderr.shift();
    process.stderr.write(
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => `   [${script}] ${l}\n`)
        .join(''),
    );
  });
  const listeners = new Set<(kind: string, data: unknown) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const m = /^BENCH (\S+) (.*)$/.exec(line);
    if (!m) return void process.stderr.write(`   [${script}] ${line}\n`);
    const data = JSON.parse(m[2]!) as unknown;
    for (const l of [...listeners]) l(m[1]!, data);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (kind: string, ms: number) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`${script}: no "${kind}" within ${ms} ms`)), ms);
      const onMessage = (k: string, data: unknown) => {
        if (k === kind) done(undefined, data);
      };
      const onExit = (code: number | null) =>
        done(new Error(`${script} exited with code ${code} before "${kind}":\n${stderr.join('').slice(-3000)}`));
      const done = (error?: Error, data?: unknown) => {
        clearTimeout(timer);
        listeners.delete(onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(data);
      };
      listeners.add(onMessage);
      child.once('exit', onExit);
    });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const ready = (await waitFor('ready', timeoutMs)) as { url: string };
    return {
      url: ready.url,
      ready,
      process: child,
      async ask(command, reply, ms = 30_000) {
        const answer = waitFor(reply, ms);
        child.stdin.write(command + '\n');
        return answer;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The product's app (benchServer.ts) in its own process, with the Node flags it runs with in production. */
export const startAppChild = (env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<ChildServer> =>
  startChild('benchServer.ts', env, timeoutMs, [...SERVER_NODE_FLAGS]);

export interface EmbeddedProduct {
  /** The address it printed ("Open <url>"). */
  url: string;
  /** SIGTERM (when it still runs) and its exit. */
  stop: () => Promise<void>;
}

/**
 * `npm start`'s process (api/src/embedded.ts with the server's Node flags) on `env`; resolves with
 * the address it prints once it serves, or rejects when it exits first.
 */
export async function spawnEmbedded(env: NodeJS.ProcessEnv): Promise<EmbeddedProduct> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'api/src/embedded.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Open (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`the product exited with ${code}: ${out}`)));
  });
  return { url, stop };
}
