import { randomUUID } from 'node:crypto';
import { log, type Sql } from '@brandtrail/infra';

/**
 * Who has which page open (pagePresence). Presence is not an event: each API process keeps the
 * entries of its own open streams in memory and tells the others on PRESENCE_CHANNEL (NOTIFY; on
 * PGlite, one process, the notifications come back to it and are skipped). Each process sends its
 * entries again every HEARTBEAT_MS and when another process starts (`hello`); a process forgets
 * another's entry when it leaves or was not heard of for EXPIRES_MS (its process died).
 */
export const PRESENCE_CHANNEL = 'page_presence';
export const HEARTBEAT_MS = 10_000;
export const EXPIRES_MS = 35_000;

export interface PresenceEntry {
  /** The open stream's own id. */
  id: string;
  pageId: string;
  userId: string;
  /** Whether the user has an element selected (setPagePresence). */
  selecting: boolean;
}

type Message =
  | { process: string; hello: true }
  | { process: string; entry: PresenceEntry }
  | { process: string; left: { id: string; pageId: string } }
  | { process: string; selecting: { userId: string; pageId: string; selecting: boolean } };

interface Known extends PresenceEntry {
  /** When its process last told of it; local entries: undefined. */
  heardAt?: number;
}

export class Presence {
  private readonly process = randomUUID();
  /** Entries by page, this process's and the others'. */
  private readonly pages = new Map<string, Map<string, Known>>();
  private readonly watchers = new Map<string, Set<() => void>>();
  private stopListening: (() => Promise<void>) | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly sql: Pick<Sql, 'query' | 'listen'>,
    private readonly options: { heartbeatMs?: number; expiresMs?: number } = {},
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.sql.listen(PRESENCE_CHANNEL, (payload) => this.receive(payload));
    this.timer = setInterval(() => this.heartbeat(), this.options.heartbeatMs ?? HEARTBEAT_MS);
    this.timer.unref();
    void this.send({ process: this.process, hello: true });
  }

  /** Tells the others this process's entries left (before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const left: Promise<void>[] = [];
    for (const entries of [...this.pages.values()])
      for (const entry of [...entries.values()])
        if (entry.heardAt === undefined && this.remove(entry.pageId, entry.id))
          left.push(this.send({ process: this.process, left: { id: entry.id, pageId: entry.pageId } }));
    await Promise.all(left);
    await this.stopListening?.();
  }

  /** The page's entries, of every process. */
  of(pageId: string): PresenceEntry[] {
    return [...(this.pages.get(pageId)?.values() ?? [])].map(({ heardAt: _, ...entry }) => entry);
  }

  /** Calls `watcher` whenever the page's entries change; returns the function that stops it. */
  watch(pageId: string, watcher: () => void): () => void {
    let set = this.watchers.get(pageId);
    if (!set) this.watchers.set(pageId, (set = new Set()));
    const own = set;
    own.add(watcher);
    return () => {
      own.delete(watcher);
      if (own.size === 0 && this.watchers.get(pageId) === own) this.watchers.delete(pageId);
    };
  }

  /** Adds an entry of this process (an open stream); the returned function removes it. */
  join(pageId: string, userId: string): () => void {
    const entry: Known = { id: randomUUID(), pageId, userId, selecting: false };
    this.put(entry);
    void this.send({ process: this.process, entry });
    return () => this.leave(pageId, entry.id);
  }

  /** Whether the user has an element of the page selected, on whichever process their stream is. */
  select(pageId: string, userId: string, selecting: boolean): void {
    void this.send({ process: this.process, selecting: { pageId, userId, selecting } });
    this.applySelecting(pageId, userId, selecting);
  }

  private leave(pageId: string, id: string): void {
    if (this.remove(pageId, id)) void this.send({ process: this.process, left: { id, pageId } });
  }

  private put(entry: Known): void {
    let entries = this.pages.get(entry.pageId);
    if (!entries) this.pages.set(entry.pageId, (entries = new Map()));
    const before = entries.get(entry.id);
    entries.set(entry.id, entry);
    if (!before || before.selecting !== entry.selecting || before.userId !== entry.userId) this.changed(entry.pageId);
  }

  private remove(pageId: string, id: string): boolean {
    const entries = this.pages.get(pageId);
    if (!entries?.delete(id)) return false;
    if (entries.size === 0) this.pages.delete(pageId);
    this.changed(pageId);
    return true;
  }

  private applySelecting(pageId: string, userId: string, selecting: boolean): void {
    for (const entry of this.pages.get(pageId)?.values() ?? []) {
      // Only this process's entries: their process tells the others with the next heartbeat.
      if (entry.heardAt !== undefined || entry.userId !== userId || entry.selecting === selecting) continue;
      this.put({ ...entry, selecting });
      void this.send({ process: this.process, entry: { ...entry, selecting } });
    }
  }

  private changed(pageId: string): void {
    for (const watcher of [...(this.watchers.get(pageId) ?? [])]) {
      try {
        watcher();
      } catch (error) {
        log.error('presence: a watcher failed', { error });
      }
    }
  }

  private receive(payload: string): void {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (message.process === this.process) return;
    if ('hello' in message) this.announceAll();
    else if ('entry' in message) this.put({ ...message.entry, heardAt: Date.now() });
    else if ('left' in message) this.remove(message.left.pageId, message.left.id);
    else if ('selecting' in message)
      this.applySelecting(message.selecting.pageId, message.selecting.userId, message.selecting.selecting);
  }

  private announceAll(): void {
    for (const entries of this.pages.values())
      for (const entry of entries.values())
        if (entry.heardAt === undefined) void this.send({ process: this.process, entry: { ...entry } });
  }

  /** Tells the others of this process's entries again, and forgets theirs not heard of in time. */
  private heartbeat(): void {
    this.announceAll();
    const before = Date.now() - (this.options.expiresMs ?? EXPIRES_MS);
    for (const entries of [...this.pages.values()])
      for (const entry of [...entries.values()])
        if (entry.heardAt !== undefined && entry.heardAt < before) this.remove(entry.pageId, entry.id);
  }

  private send(message: Message): Promise<void> {
    return this.sql.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, JSON.stringify(message)]).then(
      () => undefined,
      (error: unknown) => log.warn('presence: a notification could not be sent', { error }),
    );
  }
}
