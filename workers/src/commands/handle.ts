import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, fold, type CommandContext, type Decider, type DomainEvent } from '@brandtrail/domain';
import { WrongExpectedVersionError, type EventStore, type EventToAppend, type Position } from '@brandtrail/infra';

/** Who acts, for the decider and for every event's metadata. */
export interface Actor extends CommandContext {
  impersonatorId: string | null;
  correlationId: string;
  causationId: string | null;
  locale: string;
}

export interface Handled<S, E> {
  state: S;
  events: E[];
  /**
   * Position of the last event of the append that recorded these events (commands handled together
   * share one append, so it can be a later event of the same transaction); undefined when the
   * decider had nothing to say.
   */
  position: Position | undefined;
}

/**
 * How long a command keeps trying when another process appended to its stream in between (read,
 * decide and append again after a jittered pause), before it answers CONFLICT. Within one process
 * commands of one stream never race: they queue.
 */
export const CONFLICT_RETRY_MS = 2000;
/** Commands of one stream decided together and recorded in one append, at most. */
export const GROUP_MAX = 100;
/** The longest pause between two attempts after a conflict (each pause is random up to its cap). */
const BACKOFF_CAP_MS = 100;

/** Streams whose folded state a process keeps (per event store), the most recently used. */
export const FOLDED_STREAMS_KEPT = 100;

/**
 * The folded state of recently used streams, so that reading a stream again reads only the events
 * appended since (events are never changed or removed, and `evolve` is pure, so a fold of the first
 * n events stays right). A state is shared between its readers: nothing may change it in place.
 */
const folds = new WeakMap<EventStore, Map<string, { decider: unknown; folded: Folded<unknown> }>>();

function keptFold<S>(store: EventStore, decider: unknown, streamId: string): Folded<S> | undefined {
  const kept = folds.get(store)?.get(streamId);
  return kept && kept.decider === decider ? (kept.folded as Folded<S>) : undefined;
}

function keepFold(store: EventStore, decider: unknown, streamId: string, folded: Folded<unknown>): void {
  let byStream = folds.get(store);
  if (!byStream) folds.set(store, (byStream = new Map()));
  const kept = byStream.get(streamId);
  // A slower reader must not put back an older state than one already kept.
  if (kept && kept.decider === decider && (kept.folded.revision ?? -1) > (folded.revision ?? -1)) return;
  byStream.delete(streamId);
  byStream.set(streamId, { decider, folded });
  if (byStream.size > FOLDED_STREAMS_KEPT) byStream.delete(byStream.keys().next().value!);
}

/** Folds the stream into the decider's state (the current state of one aggregate). */
export async function load<S, C, E extends DomainEvent>(store: EventStore, decider: Decider<S, C, E>, streamId: string) {
  const folded = await catchUp(store, decider, streamId, keptFold<S>(store, decider, streamId));
  keepFold(store, decider, streamId, folded);
  return folded;
}

/** The state after the stream's events past `from` (the fold of an earlier read), or from the start. */
async function catchUp<S, C, E extends DomainEvent>(
  store: EventStore,
  decider: Decider<S, C, E>,
  streamId: string,
  from: Folded<S> | undefined,
): Promise<Folded<S>> {
  const fromRevision = from?.revision === undefined ? undefined : from.revision + 1;
  const recorded = await store.readStream(streamId, fromRevision === undefined ? undefined : { fromRevision });
  const events = recorded.map((r) => ({ type: r.type, data: r.data }) as E);
  const state = from ? events.reduce(decider.evolve, from.state) : fold(decider, events);
  const revision = recorded.length ? recorded[recorded.length - 1]!.revision : from?.revision;
  return { state, revision };
}

interface Folded<S> {
  state: S;
  /** The revision of the stream's last event folded; undefined for a stream without events. */
  revision: number | undefined;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one queue holds the commands of any aggregate */
interface Waiting {
  decider: Decider<any, any, any>;
  command: unknown;
  actor: Actor;
  resolve(handled: Handled<any, any>): void;
  reject(error: unknown): void;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The commands waiting for each stream, per event store (a process's connection to it). */
const queues = new WeakMap<EventStore, Map<string, Waiting[]>>();

/**
 * The one command handler for every aggregate: read the stream, fold `evolve`, `decide`, append
 * with the revision read. A command that depends on what the state holds, beyond the stream
 * (whether another aggregate still uses a claimed value), is given as a function of the state,
 * made again on every attempt from the state just read.
 *
 * Within a process, commands for one stream queue (they never race each other into a conflict):
 * the commands waiting when the stream's turn comes are decided one after another, each against
 * the state the ones before it leave, and their events are recorded in one append (group commit).
 * Each caller gets its own answer: a command the decider refuses fails alone, and the others are
 * recorded. When another process appended in between, the group is read, decided and appended
 * again after a short random pause, for up to CONFLICT_RETRY_MS, and then answers CONFLICT. A
 * command's function may read other streams but must not handle a command on its own stream (it
 * would wait for itself).
 */
export function handle<S, C, E extends DomainEvent>(
  store: EventStore,
  decider: Decider<S, C, E>,
  streamId: string,
  command: C | ((state: S) => Promise<C>),
  actor: Actor,
): Promise<Handled<S, E>> {
  let byStream = queues.get(store);
  if (!byStream) queues.set(store, (byStream = new Map()));
  return new Promise<Handled<S, E>>((resolve, reject) => {
    const waiting = byStream.get(streamId);
    const entry: Waiting = { decider, command, actor, resolve: resolve as Waiting['resolve'], reject };
    if (waiting) waiting.push(entry);
    else {
      const queue = [entry];
      byStream.set(streamId, queue);
      void drain(store, streamId, queue, byStream);
    }
  });
}

/** Works through a stream's queue until it is empty. */
async function drain(store: EventStore, streamId: string, queue: Waiting[], byStream: Map<string, Waiting[]>): Promise<void> {
  while (queue.length) {
    const decider = queue[0]!.decider;
    let n = 1;
    while (n < queue.length && n < GROUP_MAX && queue[n]!.decider === decider) n++;
    const group = queue.splice(0, n);
    try {
      await commit(store, decider, streamId, group);
    } catch (error) {
      for (const w of group) w.reject(error);
    }
  }
  byStream.delete(streamId);
}

interface Outcome {
  waiting: Waiting;
  events: DomainEvent[];
  state: unknown;
  /** The decider (or the command's function) refused: this caller gets `error`, the others go on. */
  refused?: { error: unknown };
}

const metadataOf = (actor: Actor) => ({
  userId: actor.userId,
  impersonatorId: actor.impersonatorId,
  correlationId: actor.correlationId,
  causationId: actor.causationId,
  time: actor.now.toISOString(),
  locale: actor.locale,
});

/** Decides a group against the stream and records its events in one append; answers every caller. */
async function commit<S>(
  store: EventStore,
  decider: Decider<S, unknown, DomainEvent>,
  streamId: string,
  group: readonly Waiting[],
): Promise<void> {
  const deadline = Date.now() + CONFLICT_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    const read = await load(store, decider, streamId);
    let state = read.state;
    const outcomes: Outcome[] = [];
    for (const waiting of group) {
      try {
        const command =
          typeof waiting.command === 'function' ? await (waiting.command as (s: S) => Promise<unknown>)(state) : waiting.command;
        const events = decider.decide(command, state, waiting.actor);
        state = events.reduce(decider.evolve, state);
        outcomes.push({ waiting, events, state });
      } catch (error) {
        outcomes.push({ waiting, events: [], state, refused: { error } });
      }
    }
    const toAppend: EventToAppend[] = outcomes.flatMap((o) =>
      o.events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: metadataOf(o.waiting.actor) })),
    );
    if (toAppend.length === 0) {
      for (const o of outcomes) settle(o, undefined);
      return;
    }
    try {
      const result = await store.append(streamId, toAppend, read.revision === undefined ? 'no_stream' : read.revision);
      keepFold(store, decider, streamId, { state, revision: result.nextRevision });
      for (const o of outcomes) settle(o, result.position);
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (Date.now() >= deadline) {
        for (const o of outcomes) o.waiting.reject(o.refused ? o.refused.error : new DomainError('CONFLICT'));
        return;
      }
      // Someone else wrote: pause a random while under a cap that grows (so that the writers of
      // several processes spread out), then read what they wrote and decide again.
      await sleep(Math.random() * Math.min(BACKOFF_CAP_MS, 5 * 2 ** attempt));
    }
  }
}

function settle(o: Outcome, position: Position | undefined): void {
  if (o.refused) o.waiting.reject(o.refused.error);
  else o.waiting.resolve({ state: o.state, events: o.events, position: o.events.length ? position : undefined });
}

export function systemActor(now = new Date()): Actor {
  return { userId: null, admin: true, now, impersonatorId: null, correlationId: randomUUID(), causationId: null, locale: 'en' };
}
