import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FromHolder } from '../testing/folderHolder';
import { askHolder, FolderInUseError, lockFolder, lockSocketOf, type FolderLock } from './folderLock';

const holderScript = fileURLToPath(new URL('../testing/folderHolder.ts', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'lock-'));
let folders = 0;
const newFolder = () => path.join(root, `d${++folders}`, 'pglite');
const children = new Set<ChildProcess>();

interface Holder {
  child: ChildProcess;
  first: Promise<FromHolder>;
  exited: Promise<void>;
  write(n: number): Promise<void>;
}

/** A process taking `folder` (opening PGlite there, or only the lock); `first` is its first word. */
function startHolder(folder: string, mode: 'pglite' | 'lock' = 'lock'): Holder {
  const child = fork(holderScript, [folder, mode], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = new Promise<FromHolder>((resolve, reject) => {
    child.once('message', resolve);
    void exited.then(() => reject(new Error('the holder exited without a word')));
  });
  return {
    child,
    first,
    exited,
    write: (n) =>
      new Promise((resolve) => {
        const onMessage = (message: FromHolder) => {
          if (message.type === 'written' && message.n === n) {
            child.off('message', onMessage);
            resolve();
          }
        };
        child.on('message', onMessage);
        child.send({ type: 'write', n });
      }),
  };
}

async function kill9(holder: Holder) {
  holder.child.kill('SIGKILL');
  await holder.exited;
}

afterEach(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('one process per PGlite folder', () => {
  it('refuses a second process while the first writes, keeps every acknowledged write through a kill -9, and a new process takes the stale lock', async () => {
    const folder = newFolder();
    const first = startHolder(folder, 'pglite');
    expect(await first.first).toEqual({ type: 'open', rows: [] });
    for (let n = 1; n <= 30; n++) await first.write(n);

    const second = startHolder(folder, 'pglite');
    const refused = await second.first;
    expect(refused).toMatchObject({ type: 'refused', holderPid: first.child.pid });
    expect((refused as { message: string }).message).toContain(`in use by process ${first.child.pid}`);
    await second.exited;
    expect(second.child.exitCode).toBe(3);
    for (let n = 31; n <= 60; n++) await first.write(n);

    await kill9(first);
    expect(existsSync(lockSocketOf(folder))).toBe(true); // left behind: stale
    const third = startHolder(folder, 'pglite');
    const reopened = await third.first;
    expect(reopened).toEqual({ type: 'open', rows: Array.from({ length: 60 }, (_, i) => i + 1) });
  });

  it('lets exactly one of several processes starting at the same moment on a stale lock win', async () => {
    const folder = newFolder();
    const crashed = startHolder(folder);
    await crashed.first;
    await kill9(crashed);
    const starters = [startHolder(folder), startHolder(folder), startHolder(folder)];
    const words = await Promise.all(starters.map((s) => s.first));
    expect(words.filter((w) => w.type === 'open')).toHaveLength(1);
    expect(words.filter((w) => w.type === 'refused')).toHaveLength(2);
  });
});

describe('the lock in one process', () => {
  const locks: FolderLock[] = [];
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((l) => l.release()));
  });

  it('is taken by exactly one of takers at the same moment, free again once released', async () => {
    const folder = newFolder();
    const results = await Promise.allSettled([lockFolder(folder), lockFolder(folder), lockFolder(folder)]);
    const taken = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    locks.push(...taken);
    expect(taken).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toBeInstanceOf(FolderInUseError);
    await taken[0]!.release();
    expect(existsSync(lockSocketOf(folder))).toBe(false);
    locks.push(await lockFolder(folder));
  });

  it('answers requests of a refused command, one at a time, and says what it does not do', async () => {
    const folder = newFolder();
    const lock = await lockFolder(folder);
    locks.push(lock);
    lock.setUrl('http://127.0.0.1:1');
    const order: string[] = [];
    lock.serve('echo', async (request, say) => {
      order.push(`start ${String(request.text)}`);
      say(`got ${String(request.text)}`);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(`end ${String(request.text)}`);
      return `done ${String(request.text)}`;
    });
    const said: string[] = [];
    const answers = await Promise.all([
      askHolder(lock.socket, { op: 'echo', text: 'a' }, (line) => said.push(line)),
      askHolder(lock.socket, { op: 'echo', text: 'b' }, (line) => said.push(line)),
    ]);
    expect(answers).toEqual(['done a', 'done b']);
    expect(said.sort()).toEqual(['got a', 'got b']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
    await expect(askHolder(lock.socket, { op: 'rebuild' })).rejects.toThrow(/does not do "rebuild"/);

    const refused = await lockFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FolderInUseError);
    expect((refused as FolderInUseError).holder).toEqual({ pid: process.pid, url: 'http://127.0.0.1:1' });
  });

  it('removes a take-over file its process left behind (it died taking over)', async () => {
    const folder = newFolder();
    const crashed = startHolder(folder);
    await crashed.first;
    await kill9(crashed);
    writeFileSync(`${lockSocketOf(folder)}.takeover`, String(crashed.child.pid));
    const lock = await lockFolder(folder);
    locks.push(lock);
    expect(existsSync(`${lockSocketOf(folder)}.takeover`)).toBe(false);
  });
});
