import { setTimeout as sleep } from 'node:timers/promises';
import { log, type EventStore, type Position, type RecordedEvent, type Sql } from '@brandtrail/infra';
import type { CheckpointWaiter } from '@brandtrail/projections';

export interface ChangeHubOptions {
  /** Streams followed, e.g. `page-`; listeners are keyed by the stream id without this prefix. */
  streamPrefix: string;
  /** The event types the read model applies (its projection's `eventTypes`): others change nothing. */
  eventTypes: readonly string[];
  /**
   * Where to start following: the read model's checkpoint. Everything up to it is in the read model
   * already, so a listener that reads the read model after `listen` resolved misses nothing.
   */
  startAfter: () => Promise<Position | undefined>;
  batchSize?: number;
  /** Pause before following again after the event store failed. */
  retryMs?: number;
}

type Listener = () => void;

interface Follower {
  abort: AbortController;
  /** Resolves once the follower knows where it starts. */
  ready: Promise<void>;
  done: Promise<void>;
}

/**
 * Live updates, one per API process whatever the number of subscribers: it follows the event store
 * (one subscription, the streams with one prefix), waits until the read model has checkpointed past
 * each batch (the same CheckpointWaiter as read-your-writes, so it works across processes), and then
 * calls the listeners of each changed stream once per batch however many of its events the batch
 * holds. It starts with the first listener and stops when the last one leaves.
 */
export class ChangeHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private count = 0;
  private follower: Follower | undefined;
  private readonly following = new Set<Promise<void>>();
  private closed = false;
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
   * Calls `listener` each time the read model has applied new events of stream `prefix + id`.
   * Resolves, with the function that removes the listener, once changes are being followed: what
   * the read model shows from then on is either already there or will be announced.
   */
  async listen(id: string, listener: Listener): Promise<() => void> {
    if (this.closed) throw new Error('the change hub is closed');
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    const own = set;
    own.add(listener);
    this.count++;
    const follower = (this.follower ??= this.start());
    let removed = false;
    const unlisten = () => {
      if (removed) return;
      removed = true;
      own.delete(listener);
      if (own.size === 0 && this.listeners.get(id) === own) this.listeners.delete(id);
      if (--this.count === 0) this.stop();
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
    this.follower?.abort.abort();
    this.follower = undefined;
  }

  private start(): Follower {
    const abort = new AbortController();
    const start = this.options.startAfter();
    const done = start
      .then(
        (after) => this.follow(after, abort.signal),
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

  private async follow(after: Position | undefined, signal: AbortSignal): Promise<void> {
    const stopped = new Promise<false>((resolve) => signal.addEventListener('abort', () => resolve(false), { once: true }));
    const filter = { streamPrefixes: [this.options.streamPrefix] };
    while (!signal.aborted) {
      try {
        for await (const batch of this.store.subscribe({ after, filter, signal, batchSize: this.options.batchSize })) {
          await this.deliver(batch, stopped, signal);
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

  /** Waits until the read model shows the batch, then calls each changed stream's listeners once. */
  private async deliver(batch: readonly RecordedEvent[], stopped: Promise<false>, signal: AbortSignal): Promise<void> {
    const changed = new Set<string>();
    const types = new Set<string>();
    let last: Position | undefined;
    for (const event of batch) {
      if (!this.eventTypes.has(event.type) || !event.streamId.startsWith(this.options.streamPrefix)) continue;
      changed.add(event.streamId.slice(this.options.streamPrefix.length));
      types.add(event.type);
      last = event.position;
    }
    if (!last) return;
    // Always wait, even when nobody listens to these streams now: a listener that comes while the
    // hub is past this batch must find its events in the read model.
    const eventTypes = [...types];
    while (!signal.aborted && !(await Promise.race([this.waiter.waitFor(last, eventTypes), stopped]))) {
      // waitFor gave up after its timeout (and logged it): the read model is behind; keep waiting.
    }
    if (signal.aborted) return;
    for (const id of changed) {
      for (const listener of [...(this.listeners.get(id) ?? [])]) {
        try {
          listener();
        } catch (error) {
          log.error('live updates: a listener failed', { error });
        }
      }
    }
  }
}

/** The position a projection's active generation has reached, or undefined before its first event. */
export async function projectionCheckpoint(sql: Sql, name: string): Promise<Position | undefined> {
  const rows = await sql.query<{ position: string | null }>(
    `SELECT c.position FROM projection_checkpoints c
     JOIN projection_state s ON s.name = c.name AND s.generation = c.generation
     WHERE c.name = $1`,
    [name],
  );
  return (rows[0]?.position ?? undefined) as Position | undefined;
}
