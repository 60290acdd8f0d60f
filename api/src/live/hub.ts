import { setTimeout as sleep } from 'node:timers/promises';
import { log, type EventStore, type Position, type RecordedEvent, type Sql } from '@brandtrail/infra';
import type { CheckpointWaiter, Projection } from '@brandtrail/projections';

export interface ChangeHubOptions {
  /** Streams followed, e.g. `page-`, `brand-`. */
  streamPrefixes: readonly string[];
  /** The event types the read models apply (their projections' `eventTypes`): others change nothing. */
  eventTypes: readonly string[];
  /**
   * Where to start following: the read models' (lowest) checkpoint, and which later events they
   * show already (those up to the checkpoint of each read model that applies them, which are not
   * announced). A listener that reads the read models after `listen` resolved misses nothing.
   */
  startAfter: () => Promise<StartPoint>;
  /**
   * The topics an event announces, such as `page:<id>` and `brand:<id>` (see live/topics.ts); asked
   * once the read models show the event.
   */
  topicsOf: (event: RecordedEvent) => readonly string[] | Promise<readonly string[]>;
  batchSize?: number;
  /** Pause before following again after the event store failed. */
  retryMs?: number;
  /**
   * How long the hub goes on following after its last listener left (0: it stops at once). A start
   * reads the log from the read models' lowest checkpoint, which is far back when a read model has
   * had nothing to do for a while: on PGlite, with 25,000 events since, about a second of the
   * database's time, which a reader who goes from page to page (each page a new subscription) would
   * pay on every page.
   */
  lingerMs?: number;
}

export interface StartPoint {
  after: Position | undefined;
  /** Whether the read models showed this event already when the hub started. */
  seen?: (event: RecordedEvent) => boolean;
}

/** Called with the events of one batch that announced the listener's topic, in log order. */
export type Listener = (events: readonly RecordedEvent[]) => void;

interface Follower {
  abort: AbortController;
  /** Resolves once the follower knows where it starts. */
  ready: Promise<void>;
  done: Promise<void>;
}

/**
 * Live updates, one per API process whatever the number of subscribers and topics: it follows the
 * event store (one subscription, the streams of a few prefixes), waits until the read models have
 * checkpointed past each batch (the same CheckpointWaiter as read-your-writes, so it works across
 * processes), and then calls the listeners of each topic the batch announced once per batch,
 * however many of its events the batch holds. It starts with the first listener and stops when the
 * last one leaves (after `lingerMs`).
 */
export class ChangeHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private count = 0;
  private follower: Follower | undefined;
  private readonly following = new Set<Promise<void>>();
  private closed = false;
  /** The timer that stops the hub once it has lingered without listeners (`lingerMs`). */
  private lingering: ReturnType<typeof setTimeout> | undefined;
  private readonly eventTypes: ReadonlySet<string>;

  constructor(
    private readonly store: Pick<EventStore, 'subscribe'>,
    private readonly waiter: Pick<CheckpointWaiter, 'waitFor'>,
    private readonly options: ChangeHubOptions,
  ) {
    this.eventTypes = new Set(options.eventTypes);
  }

  /** How many listeners are registered. */
  get listenerCount(): number {
    return this.count;
  }

  /** True while the hub follows the event store. */
  get running(): boolean {
    return this.follower !== undefined;
  }

  /**
   * Calls `listener` each time the read models have applied new events announcing `topic`.
   * Resolves, with the function that removes the listener, once changes are being followed: what
   * the read models show from then on is either already there or will be announced.
   */
  async listen(topic: string, listener: Listener): Promise<() => void> {
    if (this.closed) throw new Error('the change hub is closed');
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    const own = set;
    own.add(listener);
    this.count++;
    clearTimeout(this.lingering);
    this.lingering = undefined;
    const follower = (this.follower ??= this.start());
    let removed = false;
    const unlisten = () => {
      if (removed) return;
      removed = true;
      own.delete(listener);
      if (own.size === 0 && this.listeners.get(topic) === own) this.listeners.delete(topic);
      if (--this.count === 0) this.release();
    };
    try {
      await follower.ready;
    } catch (error) {
      unlisten();
      throw error;
    }
    return unlisten;
  }

  /** Stops following; later `listen` calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    this.listeners.clear();
    this.count = 0;
    await Promise.allSettled([...this.following]);
  }

  private stop(): void {
    clearTimeout(this.lingering);
    this.lingering = undefined;
    this.follower?.abort.abort();
    this.follower = undefined;
  }

  /** The last listener left: stop now, or after `lingerMs` unless a listener comes meanwhile. */
  private release(): void {
    const ms = this.options.lingerMs ?? 0;
    if (ms <= 0 || this.closed) return this.stop();
    this.lingering = setTimeout(() => {
      this.lingering = undefined;
      if (this.count === 0) this.stop();
    }, ms);
    this.lingering.unref();
  }

  private start(): Follower {
    const abort = new AbortController();
    const start = this.options.startAfter();
    const done = start
      .then(
        ({ after, seen }) => this.follow(after, seen ?? (() => false), abort.signal),
        () => undefined, // reported to the listeners through `ready`
      )
      .catch((error: unknown) => log.error('live updates stopped', { error }))
      .finally(() => {
        this.following.delete(done);
        if (this.follower?.abort === abort) this.follower = undefined;
      });
    this.following.add(done);
    return { abort, ready: start.then(() => undefined), done };
  }

  private async follow(after: Position | undefined, seen: (event: RecordedEvent) => boolean, signal: AbortSignal): Promise<void> {
    const stopped = new Promise<false>((resolve) => signal.addEventListener('abort', () => resolve(false), { once: true }));
    const filter = { streamPrefixes: this.options.streamPrefixes };
    while (!signal.aborted) {
      try {
        for await (const batch of this.store.subscribe({ after, filter, signal, batchSize: this.options.batchSize })) {
          await this.deliver(
            batch.filter((event) => !seen(event)),
            stopped,
            signal,
          );
          after = batch[batch.length - 1]!.position;
          if (signal.aborted) break;
        }
      } catch (error) {
        if (signal.aborted) break;
        log.error('live updates: following the event store failed, trying again', { error });
        await sleep(this.options.retryMs ?? 1000, undefined, { signal }).catch(() => undefined);
      }
    }
  }

  /** Waits until the read models show the batch, then calls each announced topic's listeners once. */
  private async deliver(batch: readonly RecordedEvent[], stopped: Promise<false>, signal: AbortSignal): Promise<void> {
    const relevant = batch.filter(
      (event) => this.eventTypes.has(event.type) && this.options.streamPrefixes.some((p) => event.streamId.startsWith(p)),
    );
    if (!relevant.length) return;
    // Each read model reaches the last event of its own types: wait for each type's last event.
    const lastOfType = new Map<string, Position>();
    for (const event of relevant) lastOfType.set(event.type, event.position);
    // Always wait, even when nobody listens to these streams now: a listener that comes while the
    // hub is past this batch must find its events in the read models.
    await Promise.all(
      [...lastOfType].map(async ([type, position]) => {
        while (!signal.aborted && !(await Promise.race([this.waiter.waitFor(position, [type]), stopped]))) {
          // waitFor gave up after its timeout (and logged it): the read model is behind; keep waiting.
        }
      }),
    );
    if (signal.aborted) return;
    const announced = new Map<string, RecordedEvent[]>();
    for (const event of relevant) {
      let topics: readonly string[];
      try {
        topics = await this.options.topicsOf(event);
      } catch (error) {
        log.error('live updates: the topics of an event could not be found', { error, streamId: event.streamId });
        continue;
      }
      for (const topic of topics) {
        if (!this.listeners.has(topic)) continue;
        const events = announced.get(topic);
        if (events) events.push(event);
        else announced.set(topic, [event]);
      }
    }
    if (signal.aborted) return;
    for (const [topic, events] of announced) {
      for (const listener of [...(this.listeners.get(topic) ?? [])]) {
        try {
          listener(events);
        } catch (error) {
          log.error('live updates: a listener failed', { error });
        }
      }
    }
  }
}

/**
 * Where a hub over these read models starts: after the lowest checkpoint of their active
 * generations, skipping the events a read model had applied already (its checkpoint is the position
 * of the last event of its own types, which may be far behind the others'). A read model without a
 * checkpoint has applied nothing and does not count (a listener starting before its first event is
 * applied may miss that one; following from the log's start instead would read the whole log at
 * every start of the hub).
 */
export async function readModelStart(sql: Sql, projections: readonly Projection[]): Promise<StartPoint> {
  const rows = await sql.query<{ name: string; position: string | null }>(
    `SELECT c.name, c.position FROM projection_checkpoints c
     JOIN projection_state s ON s.name = c.name AND s.generation = c.generation
     WHERE c.name = ANY($1::text[]) AND c.position IS NOT NULL`,
    [projections.map((p) => p.name)],
  );
  const reached = new Map(rows.map((r) => [r.name, r.position as Position]));
  const after = [...reached.values()].sort()[0];
  const appliers = new Map<string, Projection[]>();
  for (const p of projections) for (const type of p.eventTypes) appliers.set(type, [...(appliers.get(type) ?? []), p]);
  const seen = (event: RecordedEvent) => {
    const by = appliers.get(event.type) ?? [];
    return by.length > 0 && by.every((p) => (reached.get(p.name) ?? '') >= event.position);
  };
  return { after, seen };
}
