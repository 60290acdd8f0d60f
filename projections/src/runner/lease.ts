import type { Sql, SqlExecutor } from '@brandtrail/infra';

/**
 * Who may write a projection. `runner`: the one live runner of a read model, across every process
 * on the database; the others stand by and take over when it goes away. `rebuild`: the one rebuild
 * of a read model under way, whose half-filled generation nobody else may drop.
 *
 * On PostgreSQL a lease is a session advisory lock held on a connection of its own: the server
 * releases it when that connection ends, so a process killed with -9 lets its standby in as soon
 * as the server notices the dropped socket. Every batch checks inside its transaction that the
 * lock is still held by that connection (`verify`), so a runner whose lock connection died writes
 * nothing more. On PGlite (one process per data folder, and one session in it, where an advisory
 * lock would be shared by everything) the lease is a lock in this process's memory.
 */
export type LeaseKind = 'runner' | 'rebuild';

/** The first key of the advisory lock, one per kind ("BTR1", "BTR2"); the second is the projection. */
const lockClass: Record<LeaseKind, number> = { runner: 0x42545231, rebuild: 0x42545232 };

/** A stable 31-bit hash of the projection name (FNV-1a). */
function lockKey(name: string): number {
  let h = 0x811c9dc5;
  for (const c of Buffer.from(name, 'utf8')) h = Math.imul(h ^ c, 0x01000193) >>> 0;
  return h & 0x7fffffff;
}

export class LeaseLostError extends Error {
  constructor(kind: LeaseKind, name: string) {
    super(`the ${kind} lease of projection ${name} is no longer held`);
  }
}

export interface Lease {
  /** Aborts when the lease is gone (its connection failed). */
  readonly lost: AbortSignal;
  /** Throws LeaseLostError unless the lease is still held; run it inside the transaction it guards. */
  verify(tx: SqlExecutor): Promise<void>;
  release(): Promise<void>;
}

/** Waits until the lease is free and takes it; undefined when `signal` aborts first. */
export async function acquireLease(sql: Sql, kind: LeaseKind, name: string, signal: AbortSignal): Promise<Lease | undefined> {
  return sql.session ? pgLease(sql, kind, name, signal) : localLease(sql, kind, name, signal);
}

/** Takes the lease when it is free at once; undefined when someone holds it. */
export async function tryLease(sql: Sql, kind: LeaseKind, name: string): Promise<Lease | undefined> {
  return sql.session ? pgLease(sql, kind, name, undefined) : localLease(sql, kind, name, undefined);
}

async function pgLease(sql: Sql, kind: LeaseKind, name: string, signal: AbortSignal | undefined): Promise<Lease | undefined> {
  if (signal?.aborted) return undefined;
  const session = await sql.session!();
  const keys = [lockClass[kind], lockKey(name)];
  // A waiting pg_advisory_lock cannot be interrupted from here; closing its connection ends it.
  const onAbort = () => void session.close();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (signal?.aborted) throw signal.reason;
    if (signal) await session.query('SELECT pg_advisory_lock($1, $2)', keys);
    else {
      const [row] = await session.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', keys);
      if (!row?.ok) {
        await session.close();
        return undefined;
      }
    }
  } catch (error) {
    await session.close();
    if (signal?.aborted) return undefined;
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return {
    lost: session.lost,
    async verify(tx) {
      const held = await tx.query(
        `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2
           AND pid = $3 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [...keys, session.pid],
      );
      if (held.length === 0) throw new LeaseLostError(kind, name);
    },
    release: () => session.close(),
  };
}

/** Leases held in this process, per database handle. */
const local = new WeakMap<Sql, { held: Set<string>; waiters: Set<() => void> }>();

async function localLease(sql: Sql, kind: LeaseKind, name: string, signal: AbortSignal | undefined): Promise<Lease | undefined> {
  let locks = local.get(sql);
  if (!locks) local.set(sql, (locks = { held: new Set(), waiters: new Set() }));
  const key = `${kind}:${name}`;
  while (locks.held.has(key)) {
    if (!signal || signal.aborted) return undefined;
    let wake = () => undefined as void;
    await new Promise<void>((resolve) => {
      wake = resolve;
      locks.waiters.add(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
    locks.waiters.delete(wake);
    signal.removeEventListener('abort', wake);
  }
  if (signal?.aborted) return undefined;
  locks.held.add(key);
  const lost = new AbortController();
  let released = false;
  return {
    lost: lost.signal,
    async verify() {
      if (released) throw new LeaseLostError(kind, name);
    },
    async release() {
      if (released) return;
      released = true;
      locks.held.delete(key);
      for (const w of [...locks.waiters]) w();
    },
  };
}
