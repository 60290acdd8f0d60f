import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  checkStorableData,
  DomainError,
  type CommandContext,
  type Decider,
  type DomainEvent,
  type EventMeta,
} from '@brandtrail/domain';
import { WrongExpectedVersionError, type EventStore, type EventToAppend, type Position } from '../eventStore/types';
import { catchUp, catchUpMany, foldAt, later, saveSnapshots, snapshotConfig, type Folded, type Loaded } from './fold';

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

/**
 * The current state of one aggregate: the kept fold of the stream and the events appended since
 * (read every time, so that an access check sees what other processes recorded), or, the first
 * time, from the newest snapshot.
 */
export async function load<S, C, E extends DomainEvent>(
  store: EventStore,
  decider: Decider<S, C, E>,
  streamId: string,
): Promise<Loaded<S>> {
  const any = decider as unknown as Decider<S, unknown, DomainEvent>;
  const folded = await catchUp(store, any, streamId, keptFold<S>(store, decider, streamId));
  keepFold(store, decider, streamId, folded);
  return folded;
}

/**
 * Brings the current states of several streams of one aggregate into the folds this process keeps
 * (at most FOLDED_STREAMS_KEPT of them), read together in two statements rather than two per
 * stream, so that the commands handled on them next decide without reading each one (a brand's
 * restore, a page at a time across its pages). Does nothing on a store that cannot read several
 * streams at once: the commands then read their streams themselves, as always.
 */
export async function loadMany<S, C, E extends DomainEvent>(
  store: EventStore,
  decider: Decider<S, C, E>,
  streamIds: readonly string[],
): Promise<void> {
  const any = decider as unknown as Decider<S, unknown, DomainEvent>;
  const ids = [...new Set(streamIds)].slice(0, FOLDED_STREAMS_KEPT);
  const folds = await catchUpMany(store, any, ids, (id) => keptFold<S>(store, decider, id));
  for (const [id, folded] of folds ?? []) keepFold(store, decider, id, folded);
}

/**
 * The state of one aggregate as it was: after the longest prefix of its stream whose events have
 * revisions at most `at.revision` and command times at most `at.time` (inclusive; a bound left out
 * is no bound), from the newest snapshot at or before that point. `time` is the latest event time
 * folded; before the stream's first event the state is the initial one and revision and time are
 * undefined.
 */
export async function loadAt<S, C, E extends DomainEvent>(
  store: EventStore,
  decider: Decider<S, C, E>,
  streamId: string,
  at: { revision?: number; time?: Date } = {},
): Promise<{ state: S; revision: number | undefined; time: Date | undefined }> {
  const any = decider as unknown as Decider<S, unknown, DomainEvent>;
  const folded = await foldAt(store, any, streamId, keptFold<S>(store, decider, streamId), at);
  return { state: folded.state, revision: folded.revision, time: folded.time === undefined ? undefined : new Date(folded.time) };
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
 * The one command handler for every aggregate: fold the stream with `evolve`, `decide`, append
 * with the revision folded. A command that depends on what the state holds, beyond the stream
 * (whether another aggregate still uses a claimed value), is given as a function of the state,
 * made again on every attempt from the state decided against.
 *
 * The first attempt decides against the fold this process keeps for the stream (what the API just
 * loaded to check access, or what its last command left) without reading: the append's expected
 * revision tells whether the stream was still there, and only when it was not (another process
 * appended) is the tail read. Within a process, commands for one stream queue (they never race
 * each other into a conflict): the commands waiting when the stream's turn comes are decided one
 * after another, each against the state the ones before it leave, and their events are recorded in
 * one append (group commit). Each caller gets its own answer: a command the decider refuses fails
 * alone, and the others are recorded. When another process appended in between, the group is read,
 * decided and appended again after a short random pause, for up to CONFLICT_RETRY_MS, and then
 * answers CONFLICT. A command's function may read other streams but must not handle a command on
 * its own stream (it would wait for itself).
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

/** Who made the events just decided, and when, for `evolve` (as `toDomainEvent` gives it for recorded ones). */
const metaOf = (actor: Actor): EventMeta => ({
  userId: actor.userId,
  impersonatorId: actor.impersonatorId,
  time: actor.now.toISOString(),
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
    // First against the kept fold, unread (see `handle`); after that against what the store holds.
    const kept = attempt === 1 ? keptFold<S>(store, decider, streamId) : undefined;
    const read = kept ?? ((await load(store, decider, streamId)) as Folded<S>);
    let state = read.state;
    let time = read.time;
    const outcomes: Outcome[] = [];
    for (const waiting of group) {
      try {
        const command =
          typeof waiting.command === 'function' ? await (waiting.command as (s: S) => Promise<unknown>)(state) : waiting.command;
        const meta = metaOf(waiting.actor);
        const events = decider.decide(command, state, waiting.actor).map((e) => ({ ...e, meta }));
        // Text no store can hold (U+0000, a lone surrogate) never reaches an event: it could not apply.
        for (const event of events) checkStorableData(event.data);
        state = events.reduce(decider.evolve, state);
        if (events.length) time = later(time, meta.time);
        outcomes.push({ waiting, events, state });
      } catch (error) {
        outcomes.push({ waiting, events: [], state, refused: { error } });
      }
    }
    const toAppend: EventToAppend[] = outcomes.flatMap((o) =>
      o.events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: metadataOf(o.waiting.actor) })),
    );
    if (toAppend.length === 0) {
      // Nothing recorded proves the kept fold was the stream's last state, and a refusal or "nothing
      // to do" against an older one may be wrong: decide again against what the store holds.
      if (kept) continue;
      for (const o of outcomes) settle(o, undefined);
      return;
    }
    try {
      const result = await store.append(streamId, toAppend, read.revision === undefined ? 'no_stream' : read.revision);
      const folded: Folded<S> = { state, revision: result.nextRevision, eventId: toAppend[toAppend.length - 1]!.id, time };
      keepFold(store, decider, streamId, folded);
      const config = snapshotConfig(store, decider as Decider<unknown, unknown, DomainEvent>);
      // A snapshot whenever the append passed a multiple of `every` (awaited: the next cold load
      // finds it; a failure is only logged).
      if (config && Math.floor((result.nextRevision + 1) / config.every) > Math.floor(((read.revision ?? -1) + 1) / config.every))
        await saveSnapshots(store, config, streamId, [folded]);
      for (const o of outcomes) settle(o, result.position);
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (Date.now() >= deadline) {
        for (const o of outcomes) o.waiting.reject(o.refused ? o.refused.error : new DomainError('CONFLICT'));
        return;
      }
      // A kept fold that was behind is no contention: read at once. Otherwise someone else wrote
      // while we read: pause a random while under a cap that grows (so that the writers of several
      // processes spread out), then read what they wrote and decide again.
      if (!kept) await sleep(Math.random() * Math.min(BACKOFF_CAP_MS, 5 * 2 ** attempt));
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
