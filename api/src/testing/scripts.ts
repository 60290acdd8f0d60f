import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledEntry } from '@brandtrail/infra';

/** The repository's root, where the product's scripts run from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A script of the repository run as a real process (tests of the product's commands and entry points). */
export interface Run {
  child: ChildProcess;
  /** Resolves with what it printed once it exits. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** Resolves once stdout matches. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
}

/**
 * Runs `script` (a path from the repository's root) as the npm scripts do, bundled for the test
 * (bundledEntry: the same code as tsx would run, started faster); `started` collects the children
 * to kill after the test.
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, started?: Set<ChildProcess>): Run {
  return runCommand(process.execPath, [bundledEntry(script), ...args], env, started);
}

/** Runs `command` (for example `npm start`) in the repository's root (or `cwd`), as an operator would. */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  started?: Set<ChildProcess>,
  cwd = repoRoot,
): Run {
  const script = [command, ...args].join(' ');
  const child = spawn(command, args, { cwd, env });
  started?.add(child);
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

/** The environment of an embedded product on a data folder of the test's own (no servers, port 0). */
export function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HEALTH_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT', 'ADMIN_PASSWORD']) delete env[key];
  return env;
}

/**
 * A script of the repository that reports to its test in JSON lines on stdout (the kill tests'
 * children: `killedProcess.ts`, `killedRestore.ts`): `next` waits for the first message `pick`
 * takes (from the start, each call reading on from where the last one stopped is the caller's
 * choice of `pick`), `kill` ends it with SIGKILL, `killedItself` waits for it to have done so.
 */
export interface MessagingChild<M> {
  next<T>(pick: (message: M) => T | undefined, what: string): Promise<T>;
  kill(): Promise<void>;
  killedItself(): Promise<void>;
}

/** Starts `script` (bundled, as runScript) with its settings as JSON in argv[2]; `running` collects it until it exits. */
export function startMessagingChild<M>(script: string, settings: unknown, running: Set<ChildProcess>): MessagingChild<M> {
  const child = spawn(process.execPath, [bundledEntry(script), JSON.stringify(settings)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  const messages: M[] = [];
  const waiting = new Set<() => void>();
  let exited: string | undefined;
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      messages.push(JSON.parse(buffer.slice(0, newline)) as M);
      buffer = buffer.slice(newline + 1);
    }
    for (const wake of waiting) wake();
  });
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = signal ?? String(code);
      running.delete(child);
      for (const wake of waiting) wake();
      resolve();
    }),
  );
  return {
    async next(pick, what) {
      for (let seen = 0; ;) {
        for (; seen < messages.length; seen++) {
          const picked = pick(messages[seen]!);
          if (picked !== undefined) return picked;
        }
        if (exited) throw new Error(`${script} exited (${exited}) before ${what}`);
        await new Promise<void>((resolve) => {
          const wake = () => (waiting.delete(wake), resolve());
          waiting.add(wake);
        });
      }
    },
    async kill() {
      child.kill('SIGKILL');
      await exit;
    },
    async killedItself() {
      await exit;
      if (exited !== 'SIGKILL') throw new Error(`${script} ended with ${exited}, not killed`);
    },
  };
}
