import { newElement, type ElementChanges, type ElementType, type PageElement } from '@brandtrail/domain/pages/elements';

/**
 * The client side of editing one page (spec section 4, "Elements"):
 *
 * - A new element lives under a temporary id starting with `__new/` until its create call returns;
 *   later calls use the real id.
 * - An update to an unsaved element waits for its create.
 * - Deleting an unsaved element sends nothing (a create still queued is dropped; one already on its
 *   way is followed by a delete once it lands).
 * - A delete answered with 404 counts as success.
 *
 * Saving is automatic: changes apply on screen at once and go to the server a moment later, merged
 * per element (typing does not make an event per keystroke). Structural calls (create, duplicate,
 * delete, sort) go one after another, in the order the user made them.
 *
 * Concurrent editing: the server keeps the last value written per field, and so does this store
 * when the server's version arrives (live or in a response): fields this user changed and the
 * server has not confirmed yet keep the local value, every other field takes the server's. Two people
 * editing different elements, or different fields of one element, never conflict.
 *
 * Components subscribe to the order (an array of keys) and to one element each, so a keystroke
 * re-renders one element, not the page.
 */

export const TEMP_PREFIX = '__new/';
export const isTempId = (id: string): boolean => id.startsWith(TEMP_PREFIX);

/** The server calls the store makes; ids here are always real (server) ids. */
export interface ElementTransport {
  /** Creates an element after `afterId` (null: first); answers with the real id. */
  create(input: { type: ElementType; elementId: string; afterId: string | null }): Promise<string>;
  duplicate(input: { sourceId: string; elementId: string }): Promise<string>;
  /** `mark.aiAssisted`: an accepted AI rewrite (one undo step of its own, marked in the history). */
  update(id: string, changes: ElementChanges, mark?: UpdateMark): Promise<void>;
  /**
   * Rejects with an error whose `status` is 404 when the element is already gone. Without `force`
   * the server refuses to delete an element that others show (a link element, say). Answers the
   * page's version (updatedAt) right after the delete, when it knows it.
   */
  remove(id: string, force: boolean): Promise<string | void>;
  sort(order: string[]): Promise<void>;
}

/** How a change came about, when the server should know: an AI rewrite the person accepted. */
export interface UpdateMark {
  aiAssisted?: boolean;
}

export type SaveState = 'saved' | 'saving' | 'error';

export interface StoreError {
  error: unknown;
  /** What was refused; the store has already gone back to the server's version. */
  action: 'create' | 'update' | 'delete' | 'sort' | 'duplicate';
  /** The element concerned, when there is one. */
  key?: string;
}

interface Entry {
  /** Stable for React while the id changes from temporary to real. */
  key: string;
  element: PageElement;
  /** The last version the server told us about (null until created). */
  server: PageElement | null;
  /** Changed locally, not yet sent. */
  pending: ElementChanges;
  /** Sent, not yet confirmed: field -> the value sent. */
  inflight: ElementChanges;
  /** Resolves with the real id once the element exists on the server. */
  created: Promise<string> | null;
  /** The create is still queued (not yet sent): deleting the element cancels it. */
  createQueued: boolean;
  deleted: boolean;
  /** A version of the server's list has held this element (only then can its absence mean someone deleted it). */
  seen: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** The element's saves, one after another (two saves of one element never race). */
  saving: Promise<void>;
}

type Listener = () => void;

const randomId = (): string => crypto.randomUUID();

const has = (changes: ElementChanges) => Object.keys(changes).length > 0;

/** How long changes of one element gather before they are sent. */
export const SAVE_DELAY_MS = 600;

export class PageEditorStore {
  private entries: Entry[] = [];
  private byKey = new Map<string, Entry>();
  private order: readonly string[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private running = 0;
  private failed = false;
  private sortPending = false;
  private sortInFlight = false;
  /** The newest server version received (the page's updatedAt); older ones are ignored. */
  private serverVersion = '';
  private state: SaveState = 'saved';
  private listeners = new Set<Listener>();
  private keyListeners = new Map<string, Set<Listener>>();
  private errorListeners = new Set<(error: StoreError) => void>();
  private deletedListeners = new Set<(key: string) => void>();

  constructor(
    private readonly transport: ElementTransport,
    initial: readonly PageElement[],
    private readonly saveDelay = SAVE_DELAY_MS,
  ) {
    this.entries = initial.map((element) => this.entryOf(element));
    this.lastServer = initial;
    this.reindex();
  }

  // Reading (for useSyncExternalStore).

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribeKey = (key: string, listener: Listener): (() => void) => {
    let set = this.keyListeners.get(key);
    if (!set) this.keyListeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  };

  onError(listener: (error: StoreError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Hears each delete of this store once the server has done it (to offer undoing it). */
  onDeleted(listener: (key: string) => void): () => void {
    this.deletedListeners.add(listener);
    return () => this.deletedListeners.delete(listener);
  }

  getOrder = (): readonly string[] => this.order;
  getSaveState = (): SaveState => this.state;
  getElement = (key: string): PageElement | undefined => this.byKey.get(key)?.element;
  /** Every element in order (for what needs the whole page: navigation, colour references). */
  elements(): PageElement[] {
    return this.entries.map((e) => e.element);
  }
  /**
   * Colour elements' colours by element id (for colour references) and the page's headlines (for
   * navigation): new objects only when they change, so their readers re-render only then.
   */
  getColors = (): ReadonlyMap<string, string> =>
    this.derive(
      'colors',
      () => {
        const map = new Map<string, string>();
        for (const { element } of this.entries) {
          if (element.type !== 'color') continue;
          const hex = element.color ?? element.colors[0]?.color;
          if (hex) map.set(element.id, hex);
        }
        return map;
      },
      (map) => JSON.stringify([...map]),
    );

  getHeadlines = (): readonly { id: string; key: string; text: string }[] =>
    this.derive(
      'headlines',
      () =>
        this.entries
          .filter((e) => e.element.type === 'headline')
          .map((e) => ({ id: e.element.id, key: e.key, text: plainText(e.element.type === 'headline' ? e.element.text : null) })),
      JSON.stringify,
    );

  keyOfId(id: string): string | undefined {
    return this.entries.find((e) => e.element.id === id)?.key;
  }

  // Editing.

  /** Adds a new element with the spec's defaults at `index`; answers with its key. */
  add(type: ElementType, index: number): string {
    const uuid = randomId();
    const entry = this.entryOf(newElement(type, TEMP_PREFIX + uuid) as PageElement, uuid);
    entry.server = null;
    this.insertAt(entry, index);
    this.startCreate(entry, 'create', () => this.transport.create({ type, elementId: uuid, afterId: this.realIdBefore(entry) }));
    return entry.key;
  }

  /** Copies an element right after itself; answers with the copy's key. */
  duplicate(key: string): string | undefined {
    const source = this.byKey.get(key);
    if (!source || source.deleted) return undefined;
    const uuid = randomId();
    const entry = this.entryOf({ ...source.element, id: TEMP_PREFIX + uuid }, uuid);
    entry.server = null;
    this.insertAt(entry, this.entries.indexOf(source) + 1);
    this.startCreate(entry, 'duplicate', async () => {
      const sourceId = await this.realId(source).catch(() => null);
      if (sourceId) {
        // Unsent changes of the source belong in the copy too: send them first.
        await this.flush(source);
        return this.transport.duplicate({ sourceId, elementId: uuid });
      }
      // The source never reached the server (deleted before its create was sent): the copy is
      // created from what the screen shows.
      const id = await this.transport.create({ type: entry.element.type, elementId: uuid, afterId: this.realIdBefore(entry) });
      const { id: _id, type: _type, ...fields } = entry.element;
      // (ElementChanges types `text` as document and plain text at once: one of them is meant.)
      await this.transport.update(id, fields as ElementChanges);
      return id;
    });
    return entry.key;
  }

  /** Changes fields at once on screen; they are sent after a short pause. */
  update(key: string, changes: ElementChanges): void {
    const entry = this.byKey.get(key);
    if (!entry || entry.deleted) return;
    entry.element = { ...entry.element, ...changes };
    entry.pending = { ...entry.pending, ...changes };
    this.failed = false;
    this.notifyKey(key);
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void this.flush(entry), this.saveDelay);
    this.refreshState();
  }

  /**
   * Changes fields at once on screen and sends them now as a change of their own, marked (an
   * accepted AI rewrite: one undo step, AI-assisted in the history), after the element's unsent
   * changes. Resolves once the server answered; a refusal goes back and is reported as any update's.
   */
  save(key: string, changes: ElementChanges, mark: UpdateMark): Promise<void> {
    const entry = this.byKey.get(key);
    if (!entry || entry.deleted) return Promise.resolve();
    // What was typed before goes first, as the change it is.
    void this.flush(entry);
    entry.element = { ...entry.element, ...changes };
    this.failed = false;
    this.notifyKey(key);
    this.running++;
    entry.saving = entry.saving.then(async () => {
      try {
        await this.send(entry, { changes, mark });
      } finally {
        this.running--;
        this.refreshState();
      }
    });
    this.refreshState();
    return entry.saving;
  }

  /**
   * Deletes an element; `force` also when other elements show it. Resolves with true once the
   * server has deleted it (so that undoing the page's last step brings it back), false when there
   * was nothing to delete there or the delete was refused.
   */
  remove(key: string, force = false): Promise<boolean> {
    const entry = this.byKey.get(key);
    if (!entry || entry.deleted) return Promise.resolve(false);
    entry.deleted = true;
    if (entry.timer) clearTimeout(entry.timer);
    entry.pending = {};
    if (!isTempId(entry.element.id)) this.deletedIds.set(entry.element.id, null);
    this.entries = this.entries.filter((e) => e !== entry);
    this.reindex();
    // Never saved and not on its way: nothing to tell the server.
    if (entry.createQueued) {
      this.notify();
      return Promise.resolve(false);
    }
    const run = async () => {
      const id = await this.realId(entry);
      try {
        const version = await this.transport.remove(id, force);
        // Server versions from this one on no longer hold it: one that does (an undo brings it
        // back) is to be believed. Without a version, the next server version is.
        this.deletedIds.set(id, version ?? '');
        for (const listener of this.deletedListeners) listener(key);
        return true;
      } catch (error) {
        if ((error as { status?: number }).status === 404) {
          this.deletedIds.set(id, '');
          return false;
        }
        // Refused: the element comes back as the server has it.
        this.deletedIds.delete(id);
        this.receive(this.lastServer);
        throw error;
      }
    };
    const done = this.enqueue('delete', run, key).catch(() => false);
    this.notify();
    return done;
  }

  /** Moves an element to `index` of the list without it. */
  move(key: string, index: number): void {
    const entry = this.byKey.get(key);
    if (!entry) return;
    const rest = this.entries.filter((e) => e !== entry);
    const target = Math.max(0, Math.min(index, rest.length));
    if (this.entries.indexOf(entry) === target) return;
    this.entries = [...rest.slice(0, target), entry, ...rest.slice(target)];
    this.reindex();
    this.sortPending = true;
    void this.enqueue('sort', async () => {
      this.sortPending = false;
      this.sortInFlight = true;
      // Creates queued before this sort have landed (the queue runs in order); elements created
      // after it are not on the server yet and go in after their neighbours when they are.
      const ids = this.entries.filter((e) => !isTempId(e.element.id)).map((e) => e.element.id);
      try {
        await this.transport.sort(ids);
      } catch (error) {
        // Refused (the page changed meanwhile, say): back to the server's order.
        this.sortInFlight = false;
        this.receive(this.lastServer);
        throw error;
      } finally {
        this.sortInFlight = false;
      }
    });
    this.notify();
  }

  /** Sends every unsent change now (before leaving the page, say). */
  async flushAll(): Promise<void> {
    await Promise.all(this.entries.map((e) => this.flush(e)));
    await this.queue;
  }

  // The server's version (page query, mutation responses, live updates).

  /**
   * `version` orders the server's versions (the page's updatedAt): an older one arriving late (a
   * subscription's first answer after a reconnect, say) is ignored.
   */
  receive(serverElements: readonly PageElement[], version?: string): void {
    if (version !== undefined) {
      if (version < this.serverVersion) return;
      this.serverVersion = version;
      for (const [id, deletedIn] of this.deletedIds) if (deletedIn !== null && version >= deletedIn) this.deletedIds.delete(id);
    }
    this.lastServer = serverElements;
    // An element of ours that the server has but whose create has not answered yet is matched by
    // the id it was created with (the temporary id without its prefix).
    const byId = new Map(this.entries.map((e) => [serverIdOf(e.element.id), e]));
    const seen = new Set<Entry>();
    const next: Entry[] = [];
    for (const element of serverElements) {
      let entry = byId.get(element.id);
      if (entry?.deleted) continue;
      if (!entry) {
        // Deleted here while the delete is on its way: skip; otherwise someone else's new element.
        if (this.isLocallyDeleted(element.id)) continue;
        entry = this.entryOf(element);
        this.byKey.set(entry.key, entry);
      } else {
        if (isTempId(entry.element.id)) this.landed(entry, element.id);
        entry.server = element;
        entry.seen = true;
        const merged = { ...element, ...entry.inflight, ...entry.pending } as PageElement;
        if (!sameElement(merged, entry.element)) {
          entry.element = merged;
          this.notifyKey(entry.key);
        }
      }
      seen.add(entry);
      next.push(entry);
    }
    // Elements not created yet (or created, but not in a server version yet) stay where they were,
    // after the element they followed.
    this.entries.forEach((entry, i) => {
      if (seen.has(entry) || entry.deleted || entry.seen) return;
      const before = this.entries[i - 1];
      const at = before ? next.indexOf(before) + 1 : 0;
      next.splice(at, 0, entry);
      seen.add(entry);
    });
    // While a sort of ours is on its way, our order stands.
    if (this.sortPending || this.sortInFlight) {
      const extra = next.filter((e) => !this.entries.includes(e));
      const kept = this.entries.filter((e) => seen.has(e));
      this.entries = [...kept, ...extra];
    } else this.entries = next;
    // Deleted by someone else: unsent changes of it go nowhere.
    for (const entry of this.byKey.values())
      if (!seen.has(entry) && !entry.deleted && entry.seen) {
        entry.deleted = true;
        if (entry.timer) clearTimeout(entry.timer);
        entry.pending = {};
      }
    this.reindex();
    this.notify();
  }

  // Internals.

  private lastServer: readonly PageElement[] = [];
  /**
   * Real ids deleted here, with the page's version the delete made (null while it is on its way): a
   * server version older than that still has them and skips them.
   */
  private deletedIds = new Map<string, string | null>();
  private isLocallyDeleted(id: string): boolean {
    return this.deletedIds.has(id);
  }

  private entryOf(element: PageElement, key: string = element.id): Entry {
    return {
      key,
      element,
      server: element,
      pending: {},
      inflight: {},
      created: isTempId(element.id) ? null : Promise.resolve(element.id),
      createQueued: false,
      deleted: false,
      seen: !isTempId(element.id),
      timer: null,
      saving: Promise.resolve(),
    };
  }

  private insertAt(entry: Entry, index: number): void {
    const at = Math.max(0, Math.min(index, this.entries.length));
    this.entries = [...this.entries.slice(0, at), entry, ...this.entries.slice(at)];
    this.reindex();
    this.notify();
  }

  private reindex(): void {
    for (const entry of this.entries) this.byKey.set(entry.key, entry);
    const order = this.entries.map((e) => e.key);
    if (order.length !== this.order.length || order.some((k, i) => k !== this.order[i])) this.order = order;
  }

  /** The real id of the nearest element before this one that exists on the server. */
  private realIdBefore(entry: Entry): string | null {
    const index = this.entries.indexOf(entry);
    for (let i = index - 1; i >= 0; i--) {
      const id = this.entries[i]!.element.id;
      if (!isTempId(id)) return id;
    }
    return null;
  }

  private async realId(entry: Entry): Promise<string> {
    if (!entry.created) throw new Cancelled();
    return entry.created;
  }

  /** Queues the create (or duplicate) of a new entry; its `created` resolves with the real id. */
  private startCreate(entry: Entry, action: 'create' | 'duplicate', call: () => Promise<string>): void {
    entry.createQueued = true;
    entry.created = this.enqueue(action, async () => {
      entry.createQueued = false;
      if (entry.deleted) throw new Cancelled();
      try {
        return this.landed(entry, await call());
      } catch (error) {
        if (!entry.deleted) {
          // Refused: the element goes away again.
          entry.deleted = true;
          this.entries = this.entries.filter((e) => e !== entry);
          this.reindex();
          this.notify();
        }
        throw error;
      }
    });
  }

  /** The create answered (or the server's version showed the element): from now on the real id. */
  private landed(entry: Entry, id: string): string {
    if (entry.element.id === id) return id;
    entry.element = { ...entry.element, id };
    entry.server ??= entry.element;
    // Deleted while the create was on its way: the delete queued behind it removes it on the server.
    if (entry.deleted) this.deletedIds.set(id, null);
    else this.notifyKey(entry.key);
    return id;
  }

  /** Sends the element's unsent changes after its earlier saves have answered. */
  private flush(entry: Entry): Promise<void> {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    if (!has(entry.pending) || entry.deleted) return entry.saving;
    this.running++;
    const run = async () => {
      try {
        await this.send(entry);
      } finally {
        this.running--;
        this.refreshState();
      }
    };
    entry.saving = entry.saving.then(run);
    this.refreshState();
    return entry.saving;
  }

  /** Sends the element's unsent changes, or `own` changes of their own (`save`). */
  private async send(entry: Entry, own?: { changes: ElementChanges; mark: UpdateMark }): Promise<void> {
    if (entry.deleted || (!own && !has(entry.pending))) return;
    const changes = own ? own.changes : entry.pending;
    if (!own) entry.pending = {};
    entry.inflight = { ...entry.inflight, ...changes };
    try {
      const id = await this.realId(entry); // an unsaved element: wait for its create
      if (!entry.deleted) await this.transport.update(id, changes, own?.mark);
      this.confirm(entry, changes);
    } catch (error) {
      this.confirm(entry, changes);
      if (!(error instanceof Cancelled)) {
        // Back to the server's version of the refused fields.
        if (entry.server) {
          const server = entry.server as unknown as Record<string, unknown>;
          const reverted = Object.fromEntries(Object.keys(changes).map((f) => [f, server[f]]));
          entry.element = { ...entry.element, ...reverted, ...entry.pending };
          this.notifyKey(entry.key);
        }
        this.fail({ error, action: 'update', key: entry.key });
      }
    }
  }

  /** The server has these values now: stop holding them against its versions. */
  private confirm(entry: Entry, sent: ElementChanges): void {
    const inflight = { ...entry.inflight } as Record<string, unknown>;
    for (const [field, value] of Object.entries(sent)) if (inflight[field] === value) delete inflight[field];
    entry.inflight = inflight;
  }

  private enqueue<T>(action: StoreError['action'], run: () => Promise<T>, key?: string): Promise<T> {
    this.running++;
    this.failed = false;
    this.refreshState();
    const result = this.queue.then(run);
    this.queue = result.then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof Cancelled)) this.fail({ error, action, key });
      },
    );
    void this.queue.finally(() => {
      this.running--;
      this.refreshState();
    });
    // Callers that wait (an update waiting for its create) see the failure too.
    return result;
  }

  private fail(error: StoreError): void {
    this.failed = true;
    for (const listener of this.errorListeners) listener(error);
    this.refreshState();
  }

  private refreshState(): void {
    const busy = this.running > 0 || this.entries.some((e) => has(e.pending));
    const state: SaveState = busy ? 'saving' : this.failed ? 'error' : 'saved';
    if (state !== this.state) {
      this.state = state;
      this.notify();
    }
  }

  private version = 0;
  private derived = new Map<string, { version: number; signature: string; value: unknown }>();

  /** A value computed from all elements, recomputed once per change and kept while equal. */
  private derive<T>(name: string, compute: () => T, signature: (value: T) => string): T {
    const cached = this.derived.get(name);
    if (cached?.version === this.version) return cached.value as T;
    const value = compute();
    const sig = signature(value);
    if (cached && cached.signature === sig) {
      cached.version = this.version;
      return cached.value as T;
    }
    this.derived.set(name, { version: this.version, signature: sig, value });
    return value;
  }

  private notify(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  private notifyKey(key: string): void {
    this.version++;
    const set = this.keyListeners.get(key);
    if (set) for (const listener of set) listener();
    for (const listener of this.listeners) listener();
  }
}

/** An element deleted before it existed on the server: its calls are dropped, not failed. */
class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** The plain text of a rich-text document (its text nodes, blocks separated by spaces). */
export function plainText(doc: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === 'string') parts.push(text);
    if (Array.isArray(content))
      content.forEach((child, i) => {
        if (i > 0 && (child as { type?: string }).type !== 'text') parts.push(' ');
        walk(child);
      });
  };
  walk(doc);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const serverIdOf = (id: string) => (isTempId(id) ? id.slice(TEMP_PREFIX.length) : id);

const sameElement = (a: PageElement, b: PageElement): boolean => JSON.stringify(a) === JSON.stringify(b);
