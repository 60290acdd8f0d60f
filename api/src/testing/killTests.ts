import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabaseKind } from '@brandtrail/infra';
import { afterEach } from 'vitest';
import type { ChildProductSettings } from './childProduct';

/**
 * The children of a kill test's file and their data, gone after each test: `running` collects the
 * product processes (killed with SIGKILL), `dataFor(kind)` makes a data folder and, on PostgreSQL, a
 * database of its own, and answers the settings every child of that test shares; `onCleanup` adds
 * what else the test must undo (run in reverse order).
 */
export function killTestChildren() {
  const running = new Set<ChildProcess>();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const child of running) child.kill('SIGKILL');
    running.clear();
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
  });
  async function dataFor(kind: TestDatabaseKind, name: string): Promise<ChildProductSettings> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `bt-${name}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    if (kind !== 'postgres') return { dataDir };
    const db = await openTestDatabase('postgres');
    cleanups.push(() => db.close());
    return { dataDir, databaseUrl: db.url! };
  }
  return { running, dataFor, onCleanup: (c: () => Promise<unknown>) => void cleanups.push(c) };
}
