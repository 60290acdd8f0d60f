import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { bundledEntry, openTestDatabase, SERVER_NODE_FLAGS, type TestDatabase, type TestDatabaseKind } from '@brandtrail/infra';
import type { ReadModelDifference } from '../testing/readModels';
import type { FromApp, StartSettings, ToApp } from './appProcess';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export const ADMIN = { email: 'hostile-admin@example.com', password: 'hostile admin password' };

/** One run of the product's process (appProcess.ts), seen from the suite. */
export interface AppInstance {
  url: string;
  /** Server time of each request by its `x-hostile-case` id (arrives shortly after the answer). */
  timings: Map<string, number>;
  /** What the server logged for each INTERNAL answer, by its error id. */
  internalErrors: Map<string, string>;
  /** Errors it logged besides answers (a projection, a reactor, a job): the message and its error. */
  backgroundErrors: string[];
  /** Set once the process has ended (how: exit code or signal). */
  readonly exited: string | undefined;
  /** The last lines the process wrote to stderr (for a crash report). */
  stderrTail(): string;
  /** The read models against a rebuild from the log. */
  compareWithRebuild(): Promise<ReadModelDifference[]>;
  /** Resolves once every timing of the requests answered so far has arrived. */
  flushTimings(): Promise<void>;
  /** Ends the process: gracefully, or at once (`kill`) when it may no longer answer. */
  stop(kill?: boolean): Promise<void>;
}

/**
 * The product's data for a run: a PostgreSQL database of its own (PGlite: a folder in DATA_DIR),
 * and DATA_DIR. A process that stopped answering is killed and another one started on the same
 * data, which PostgreSQL and PGlite recover like after a power cut, so nothing is seeded again.
 * Once one was replaced, a spare process waits with its modules loaded, so that the next
 * replacement does not wait for them.
 */
export class AppHost {
  private db: TestDatabase | undefined;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'bt-hostile-'));
  private starts = 0;
  private spare: Promise<Loaded> | undefined;

  constructor(readonly kind: TestDatabaseKind) {}

  async start(timeoutMs = 120_000): Promise<AppInstance> {
    if (this.kind === 'postgres') this.db ??= await openTestDatabase('postgres');
    const loaded = this.spare ?? load(timeoutMs);
    this.spare = undefined;
    const first = this.starts++ === 0;
    const instance = await (
      await loaded
    ).begin({ dataDir: this.dataDir, databaseUrl: this.db?.url, admin: first ? ADMIN : undefined }, timeoutMs);
    if (!first) {
      // replaced once: likely again (loaded after this one started, so that they do not compete)
      this.spare = load(timeoutMs);
      this.spare.catch(() => undefined); // a spare that failed to load is noticed when it is taken
    }
    return instance;
  }

  async close(): Promise<void> {
    const spare = this.spare;
    this.spare = undefined;
    await spare?.then(
      (s) => s.kill(),
      () => undefined,
    );
    await this.db?.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

interface Loaded {
  begin(settings: StartSettings, timeoutMs: number): Promise<AppInstance>;
  kill(): Promise<void>;
}

/** A new process of the app, its modules loaded, waiting for its start. */
async function load(timeoutMs: number): Promise<Loaded> {
  const child = fork(bundledEntry('api/src/hostile/appProcess.ts'), [], {
    cwd: repoRoot,
    execArgv: [...SERVER_NODE_FLAGS],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const timings = new Map<string, number>();
  const internalErrors = new Map<string, string>();
  const backgroundErrors: string[] = [];
  const tail: string[] = [];
  let exited: string | undefined;
  createInterface({ input: child.stderr! }).on('line', (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
    try {
      const entry = JSON.parse(line) as {
        level?: string;
        msg?: string;
        errorId?: string;
        error?: { message?: string; stack?: string };
      };
      if (entry.errorId) internalErrors.set(entry.errorId, entry.error?.stack ?? entry.error?.message ?? line);
      else if (entry.level === 'error') backgroundErrors.push(`${entry.msg}: ${entry.error?.message ?? line.slice(0, 300)}`);
    } catch {
      // not one of the logger's lines
    }
  });
  const listeners = new Set<(message: FromApp) => void>();
  child.on('message', (message: FromApp) => {
    if (message.type === 'timing') timings.set(message.id, message.ms);
    for (const l of [...listeners]) l(message);
  });
  const ended = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = signal ? `killed by ${signal}` : `exit code ${code}`;
      resolve();
    }),
  );
  const next = <T extends FromApp['type']>(type: T, ms: number) =>
    new Promise<Extract<FromApp, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no "${type}" from the app within ${ms} ms:\n${tail.join('\n')}`)), ms);
      const onMessage = (m: FromApp) => m.type === type && done(undefined, m as Extract<FromApp, { type: T }>);
      const onExit = () => done(new Error(`the app ended (${exited}) before "${type}":\n${tail.join('\n')}`));
      const done = (error?: Error, m?: Extract<FromApp, { type: T }>) => {
        clearTimeout(timer);
        listeners.delete(onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(m!);
      };
      listeners.add(onMessage);
      child.once('exit', onExit);
    });
  const tell = (message: ToApp) => child.connected && child.send(message);

  async function stop(kill = false) {
    if (exited) return;
    if (kill) child.kill('SIGKILL');
    else tell({ type: 'stop' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(timer);
  }

  const instance = (url: string): AppInstance => ({
    url,
    timings,
    internalErrors,
    backgroundErrors,
    get exited() {
      return exited;
    },
    stderrTail: () => tail.join('\n'),
    async compareWithRebuild() {
      const answer = next('checked', 120_000);
      tell({ type: 'check' });
      const { differences, error } = await answer;
      if (error) throw new Error(error);
      return differences!;
    },
    async flushTimings() {
      if (exited) return;
      // The IPC channel keeps order: the answer comes after every timing sent before it.
      const pong = next('pong', 10_000);
      tell({ type: 'ping' });
      await pong;
    },
    stop,
  });

  try {
    await next('loaded', timeoutMs);
  } catch (error) {
    await stop(true);
    throw error;
  }
  return {
    async begin(settings, ms) {
      try {
        const ready = next('ready', ms);
        tell({ type: 'start', ...settings });
        return instance((await ready).url);
      } catch (error) {
        await stop(true);
        throw error;
      }
    },
    kill: () => stop(true),
  };
}
