import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One process per embedded data folder. PGlite keeps no lock of its own: a second process opening
 * the same folder writes beside the first, and acknowledged writes are lost at the next crash.
 *
 * The lock is a Unix domain socket beside the folder (`<folder>.sock`) that the holder listens on.
 * The kernel gives nothing like flock to Node, but a listening socket says by itself whether its
 * process lives: a connect that is accepted means held, a refused one means the holder died
 * (kill -9 leaves the file behind) and the file is stale.
 *
 * Taking it:
 * 1. Listen on a private name (`<socket>.<random>`), then hard-link that file to the lock's name.
 *    link() fails when the name exists, so of processes starting at the same moment exactly one
 *    wins, and the name only ever appears already listening (no window where a live holder looks
 *    stale).
 * 2. The name exists: connect. Accepted: refuse with `FolderInUseError` (after asking the holder
 *    who it is). Refused: stale. Under a take-over file created with O_EXCL (`<socket>.takeover`,
 *    holding the pid), connect again and, still refused, rename the private socket over the stale
 *    one, which replaces it in one step. A process that finds the take-over file waits for it to
 *    go and starts again from 1; a take-over file whose process is gone (killed in the few
 *    milliseconds it exists; or empty for over a second) is removed. That last removal is the one step without a guard: two
 *    processes starting at the same moment, right after a process was killed inside its take-over,
 *    could both remove it. We accept that window.
 * Releasing removes the name, then stops listening. The socket file is 0600 and the folder's
 * permissions guard it, so only its owner can connect.
 *
 * The socket also carries requests from commands that were refused the folder (`npm run rebuild`,
 * `npm run create-admin`): one JSON line per connection, answered by zero or more `{say}` lines
 * and one final `{ok, answer}` or `{ok: false, error}` line. `{op: 'holder'}` is always answered.
 */

export interface HolderInfo {
  pid?: number;
  /** Where the holder serves HTTP, when it does. */
  url?: string;
}

export type LockRequest = { op: string } & Record<string, unknown>;
/** Answers one request: `say` sends a line to the caller as it goes; the result is the final answer. */
export type LockHandler = (request: LockRequest, say: (line: string) => void) => Promise<string>;

export interface FolderLock {
  readonly folder: string;
  readonly socket: string;
  /** Tells refused processes where this one serves HTTP. */
  setUrl(url: string): void;
  /** Serves `op` to refused commands; requests run one at a time, in order of arrival. */
  serve(op: string, handler: LockHandler): void;
  release(): Promise<void>;
}

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly socket: string,
    readonly holder: HolderInfo,
  ) {
    const who = holder.pid ? `process ${holder.pid}` : 'another process';
    const where = holder.url ? ` (Brandtrail at ${holder.url})` : '';
    super(
      `The data folder ${folder} is in use by ${who}${where}, and only one process may open it ` +
        `(its lock: ${socket}).\n` +
        `Stop that process first, or give this one another DATA_DIR. npm run rebuild and ` +
        `npm run create-admin ask the running process to do their work.`,
    );
    this.name = 'FolderInUseError';
  }
}

/**
 * For entry points (`npm start`, the api and projections processes): a refused start prints why,
 * without a stack trace, and exits 1. Anything else is thrown on. Use as `.catch(exitWhenFolderInUse)`.
 */
export function exitWhenFolderInUse(error: unknown): never {
  if (!(error instanceof FolderInUseError)) throw error;
  process.stderr.write(`\n  ${error.message.replaceAll('\n', '\n  ')}\n\n`);
  process.exit(1);
}

/** Unix socket paths are limited to 107 bytes on Linux, 103 on macOS. */
const MAX_SOCKET_PATH = 103;
const MAX_REQUEST_BYTES = 64 * 1024;
const TAKEOVER_WAIT_MS = 5_000;
const HOLDER_ANSWER_MS = 2_000;

export const lockSocketOf = (folder: string) => `${folder}.sock`;

export async function lockFolder(folder: string): Promise<FolderLock> {
  const socket = lockSocketOf(folder);
  if (Buffer.byteLength(`${socket}.xxxxxxxx`) > MAX_SOCKET_PATH)
    throw new Error(
      `The data folder's path is too long for its lock socket (${socket}); ` +
        `use a DATA_DIR of at most ${MAX_SOCKET_PATH - 20} characters.`,
    );
  mkdirSync(path.dirname(socket), { recursive: true });
  const handlers = new Map<string, LockHandler>();
  const info: HolderInfo = { pid: process.pid };
  let queue: Promise<unknown> = Promise.resolve();
  const connections = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    connections.add(connection);
    connection.once('close', () => connections.delete(connection));
    answer(connection, (request, say) => {
      if (request.op === 'holder') return Promise.resolve(JSON.stringify(info));
      const handler = handlers.get(request.op);
      if (!handler)
        return Promise.reject(
          new Error(
            `Process ${process.pid}, which holds the data folder, does not do "${request.op}". ` +
              `Wait until it ends, then try again.`,
          ),
        );
      const run = queue.then(() => handler(request, say));
      queue = run.catch(() => undefined);
      return run;
    });
  });
  server.on('error', () => undefined);

  const own = `${socket}.${randomBytes(4).toString('hex')}`;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(own, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(own, 0o600);
  const giveUp = async () => {
    await closeServer(server, connections);
    removeQuietly(own);
  };
  try {
    await take(socket, own);
  } catch (error) {
    await giveUp();
    if (error instanceof HeldError) throw new FolderInUseError(folder, socket, await askHolderInfo(socket));
    throw error;
  }
  let released = false;
  return {
    folder,
    socket,
    setUrl(url) {
      info.url = url;
    },
    serve(op, handler) {
      handlers.set(op, handler);
    },
    async release() {
      if (released) return;
      released = true;
      // Nobody replaces a live holder's name, so the name is still ours: remove it while listening.
      removeQuietly(socket);
      await closeServer(server, connections);
    },
  };
}

class HeldError extends Error {}

async function take(socket: string, own: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      linkSync(own, socket);
      unlinkSync(own);
      return;
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
    const state = await probe(socket);
    if (state === 'live') throw new HeldError();
    if (state === 'gone') continue;
    const takeover = `${socket}.takeover`;
    try {
      writeFileSync(takeover, String(process.pid), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
      if (abandoned(takeover)) removeQuietly(takeover);
      else if (Date.now() - started > TAKEOVER_WAIT_MS)
        throw new Error(`Another process has been taking over ${socket} for too long (${takeover}).`);
      else await sleep(10);
      continue;
    }
    try {
      const again = await probe(socket);
      if (again === 'live') throw new HeldError();
      if (again === 'stale') {
        renameSync(own, socket);
        return;
      }
    } finally {
      removeQuietly(takeover);
    }
  }
}

/** live: a process accepts connections on it; stale: the file is left from a process that died. */
function probe(socket: string): Promise<'live' | 'stale' | 'gone'> {
  return new Promise((resolve, reject) => {
    const client = net.connect(socket);
    client.once('connect', () => {
      client.destroy();
      resolve('live');
    });
    client.once('error', (error) => {
      if (code(error) === 'ECONNREFUSED') resolve('stale');
      else if (code(error) === 'ENOENT') resolve('gone');
      else reject(error);
    });
  });
}

/** Asks the process holding a folder's lock to do something; `say` receives its lines as they come. */
export function askHolder(socket: string, request: LockRequest, say: (line: string) => void = () => {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = net.connect(socket);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      client.destroy();
      fn();
    };
    client.once('connect', () => client.write(`${JSON.stringify(request)}\n`));
    client.once('error', (error) => settle(() => reject(error)));
    client.once('close', () => settle(() => reject(new Error('The process holding the data folder ended without an answer.'))));
    readLines(client, (line) => {
      const message = JSON.parse(line) as { say?: string; ok?: boolean; answer?: string; error?: string };
      if (typeof message.say === 'string') say(message.say);
      else if (message.ok) settle(() => resolve(message.answer ?? ''));
      else settle(() => reject(new Error(message.error ?? 'The process holding the data folder refused.')));
    });
  });
}

async function askHolderInfo(socket: string): Promise<HolderInfo> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      askHolder(socket, { op: 'holder' }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), HOLDER_ANSWER_MS);
      }),
    ]);
    return JSON.parse(answer) as HolderInfo;
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}

function answer(connection: net.Socket, run: (request: LockRequest, say: (line: string) => void) => Promise<string>) {
  const send = (message: object) => {
    if (!connection.destroyed) connection.write(`${JSON.stringify(message)}\n`);
  };
  let asked = false;
  connection.on('error', () => undefined);
  readLines(
    connection,
    (line) => {
      if (asked) return;
      asked = true;
      let request: LockRequest;
      try {
        request = JSON.parse(line) as LockRequest;
        if (typeof request?.op !== 'string') throw new Error('no op');
      } catch {
        send({ ok: false, error: 'A request is one line of JSON with an "op".' });
        connection.end();
        return;
      }
      run(request, (say) => send({ say }))
        .then(
          (result) => send({ ok: true, answer: result }),
          (error: unknown) => send({ ok: false, error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => connection.end());
    },
    MAX_REQUEST_BYTES,
  );
}

function readLines(stream: net.Socket, onLine: (line: string) => void, maxBytes = Infinity) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      onLine(line);
    }
    if (buffered.length > maxBytes) stream.destroy();
  });
}

function closeServer(server: net.Server, connections: Set<net.Socket>): Promise<void> {
  for (const connection of connections) connection.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

function removeQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A take-over file whose process is gone, or that stayed empty (its process died writing it). */
function abandoned(takeover: string): boolean {
  const pid = readPid(takeover);
  if (pid !== undefined) return !alive(pid);
  try {
    return Date.now() - statSync(takeover).mtimeMs > 1_000;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return code(error) === 'EPERM';
  }
}
