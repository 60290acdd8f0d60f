import { setTimeout as sleep } from 'node:timers/promises';
import { log, type Position, type Sql } from '@brandtrail/infra';
import type { Projection } from './projection';
import { CHECKPOINT_CHANNEL } from './runner';

/**
 * Read your writes: a mutation waits until every projection that handles its events has reached
 * the position of its last event, so the payload it returns shows the change. Checkpoints arrive
 * by LISTEN/NOTIFY (in one process on PGlite, across processes on PostgreSQL); a slow poll of the
 * checkpoint table covers a lost notification. The wait is bounded: after `timeoutMs` the mutation
 * answers with what the read model has, and a warning is logged.
 */
export class CheckpointWaiter {
  private readonly known = new Map<string, Position>();
  private readonly listeners = new Set<() => void>();
  private readonly progress = new Set<(projection: string) => void>();
  private stop: (() => Promise<void>) | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly projections: readonly Projection[],
    private readonly timeoutMs = 5000,
  ) {}

  async start(): Promise<void> {
    this.stop = await this.sql.listen(CHECKPOINT_CHANNEL, (payload) => {
      const at = payload.lastIndexOf(':');
      this.note(payload.slice(0, at), payload.slice(at + 1) as Position);
    });
    await this.refresh();
  }

  async close(): Promise<void> {
    await this.stop?.();
  }

  /** Called whenever a projection moves on, before any waiting mutation is released. */
  onProgress(listener: (projection: string) => void): void {
    this.progress.add(listener);
  }

  private note(name: string, position: Position): void {
    const current = this.known.get(name);
    if (current !== undefined && position <= current) return;
    this.known.set(name, position);
    for (const p of this.progress) p(name);
    for (const l of [...this.listeners]) l();
  }

  private async refresh(): Promise<void> {
    const rows = await this.sql
      .query<{ name: string; position: string | null }>(
        `SELECT c.name, c.position FROM projection_checkpoints c
       JOIN projection_state s ON s.name = c.name AND s.generation = c.generation`,
      )
      .catch(() => []);
    for (const r of rows) if (r.position) this.note(r.name, r.position as Position);
  }

  /** One look at the checkpoint table at a time, however many waiters ask for one. */
  private refreshOnce(): Promise<void> {
    return (this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined)));
  }

  private reached(position: Position, eventTypes: readonly string[]): boolean {
    return this.projections
      .filter((p) => p.eventTypes.some((t) => eventTypes.includes(t)))
      .every((p) => (this.known.get(p.name) ?? '') >= position);
  }

  /**
   * Resolves true when any read model moves on next, false after `timeoutMs` without a move: for
   * waiting on what a worker records (a reader asks its read model again after each move).
   */
  async nextMove(timeoutMs: number): Promise<boolean> {
    let listener = () => undefined as void;
    const woke = new Promise<void>((resolve) => {
      listener = resolve;
      this.listeners.add(listener);
    });
    try {
      return await Promise.race([woke.then(() => true), sleep(timeoutMs, false, { ref: false })]);
    } finally {
      this.listeners.delete(listener);
    }
  }

  async waitFor(position: Position, eventTypes: readonly string[]): Promise<boolean> {
    if (this.reached(position, eventTypes)) return true;
    const deadline = Date.now() + this.timeoutMs;
    while (Date.now() < deadline) {
      let listener = () => undefined as void;
      const woke = new Promise<void>((resolve) => {
        listener = resolve;
        this.listeners.add(listener);
      });
      const notified = await Promise.race([woke.then(() => true), sleep(250, false, { ref: false })]);
      this.listeners.delete(listener);
      if (this.reached(position, eventTypes)) return true;
      // A notification has already moved `known` on; only a quiet 250 ms (a notification lost with
      // the listening connection) asks the table, once for all waiters: with 50 edits waiting, a
      // look per waiter per notification cost more SQL than the edits themselves.
      if (notified) continue;
      await this.refreshOnce();
      if (this.reached(position, eventTypes)) return true;
    }
    log.warn('read model did not reach a write in time', { position, eventTypes, timeoutMs: this.timeoutMs });
    return false;
  }
}
