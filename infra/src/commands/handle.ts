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
import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type Position,
  type StreamAppend,
} from '../eventStore/types';
import { catchUp, catchUpMany, foldAt, later, saveSnapshots, snapshotConfig, type Folded, type Loaded } from './fold';
import { commandKey, mutationRecordDecider, type MutationRecord, type MutationRef } from './mutations';

/** Who acts, for the decider and for every event's metadata. */
export interface Actor extends CommandContext {
  impersonatorId: string | null;
  correlationId: string;
  causationId: string | null;
  locale: string;
  /**
   * The client's mutation this command belongs to (a `clientMutationId`): its commands are recorded
   * under it together with their events, and a repeat answers the ones recorded without deciding
   * them again (commands/mutations.ts).
   */
  mutation?: MutationRef;
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

/**
 * Asks the decider about a command without recording anything, for a workflow that must do
 * something elsewhere before the command is handled (claim a unique address for it in a
 * reservation's stream, bring back the pages below a page it restores): the decider's refusal comes
 * first, so that a command it refuses claims and changes nothing, and no rule of the command is
 * checked anywhere but in the decider. `state` is the stream's state as the caller loaded it (the
 * decider's initial state for a create); the command handler decides the command again, against the
 * stream as it is then, when it records it. A refusal of a command that the actor's mutation
 * recorded already (a repeat, which `handle` answers as recorded) is no refusal here. Answers the
 * events the decider would record now.
 */
export async function decideFirst<S, C, E extends DomainEvent>(
  store: EventStore,
  decider: Decider<S, C, E>,
  streamId: string,
  state: S,
  command: C,
  actor: Actor,
): Promise<E[]> {
  try {
    return decider.decide(command, state, actor);
  } catch (error) {
    const mutation = actor.mutation;
    if (!mutation) throw error;
    const records = await Records.of(store, [actor], true);
    if (records.done(actor, streamId, mutation.calls.get(streamId) ?? 0)) return [];
    throw error;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one queue holds the commands of any aggregate */
interface Waiting {
  decider: Decider<any, any, any>;
  command: unknown;
  actor: Actor;
  /** With `actor.mutation`: how many commands of the mutation were handed to this stream before this one. */
  ordinal: number;
  resolve(handled: Handled<any, any>): void;
  reject(error: unknown): void;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A command over several streams (`handleMany`) holds the turn of each: it runs once it has all of them. */
interface Turn {
  arrive(): Promise<void>;
}

type Entry = Waiting | Turn;
const isTurn = (entry: Entry): entry is Turn => 'arrive' in entry;

/** The commands waiting for each stream, per event store (a process's connection to it). */
const queues = new WeakMap<EventStore, Map<string, Entry[]>>();

function enqueue(store: EventStore, streamId: string, entry: Entry): void {
  let byStream = queues.get(store);
  if (!byStream) queues.set(store, (byStream = new Map()));
  const waiting = byStream.get(streamId);
  if (waiting) waiting.push(entry);
  else {
    const queue = [entry];
    byStream.set(streamId, queue);
    void drain(store, streamId, queue, byStream);
  }
}

/** The how-many-th command of the actor's mutation on this stream this one is (0 without a mutation). */
function nextOrdinal(actor: Actor, streamId: string): number {
  if (!actor.mutation) return 0;
  const ordinal = actor.mutation.calls.get(streamId) ?? 0;
  actor.mutation.calls.set(streamId, ordinal + 1);
  return ordinal;
}

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
  const ordinal = nextOrdinal(actor, streamId);
  return new Promise<Handled<S, E>>((resolve, reject) => {
    enqueue(store, streamId, { decider, command, actor, ordinal, resolve: resolve as Waiting['resolve'], reject });
  });
}

/** Works through a stream's queue until it is empty. */
async function drain(store: EventStore, streamId: string, queue: Entry[], byStream: Map<string, Entry[]>): Promise<void> {
  while (queue.length) {
    const head = queue[0]!;
    if (isTurn(head)) {
      queue.shift();
      await head.arrive();
      continue;
    }
    const decider = head.decider;
    let n = 1;
    while (n < queue.length && n < GROUP_MAX) {
      const next = queue[n]!;
      if (isTurn(next) || next.decider !== decider) break;
      n++;
    }
    const group = queue.splice(0, n) as Waiting[];
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

/** Mutation records a process keeps (per event store), apart from the aggregates' folds, which they must not push out. */
const RECORDS_KEPT = 1000;
const keptRecords = new WeakMap<EventStore, Map<string, Folded<MutationRecord>>>();

function keepRecord(store: EventStore, streamId: string, folded: Folded<MutationRecord>): void {
  let byStream = keptRecords.get(store);
  if (!byStream) keptRecords.set(store, (byStream = new Map()));
  const kept = byStream.get(streamId);
  if (kept && (kept.revision ?? -1) > (folded.revision ?? -1)) return;
  byStream.delete(streamId);
  byStream.set(streamId, folded);
  if (byStream.size > RECORDS_KEPT) byStream.delete(byStream.keys().next().value!);
}

/**
 * The records of the mutations some commands belong to, as one attempt sees them: on a first
 * attempt the folds this process keeps, and a record it does not know assumed new (the append's
 * expected revision checks both); on later attempts read from the store.
 */
class Records {
  private readonly folds = new Map<string, Folded<MutationRecord>>();
  private readonly added = new Map<string, EventToAppend[]>();
  /** Whether a record was assumed rather than read (a conflict on it is no contention). */
  readonly assumed = new Set<string>();

  private constructor(private readonly store: EventStore) {}

  static async of(store: EventStore, actors: readonly Actor[], read: boolean): Promise<Records> {
    const records = new Records(store);
    const ids = [...new Set(actors.flatMap((a) => (a.mutation ? [a.mutation.streamId] : [])))];
    await Promise.all(
      ids.map(async (id) => {
        const kept = keptRecords.get(store)?.get(id);
        let folded: Folded<MutationRecord>;
        if (read) {
          folded = await catchUp(store, mutationRecordDecider as Decider<MutationRecord, unknown, DomainEvent>, id, kept);
          keepRecord(store, id, folded);
        } else if (kept) folded = kept;
        else {
          folded = { state: mutationRecordDecider.initialState, revision: undefined, eventId: undefined, time: undefined };
          records.assumed.add(id);
        }
        records.folds.set(id, folded);
      }),
    );
    return records;
  }

  /**
   * Whether the command was recorded already (a repeat: answered without deciding); throws
   * MUTATION_ID_REUSED when the mutation's id was used for another input.
   */
  done(actor: Actor, streamId: string, ordinal: number): boolean {
    const mutation = actor.mutation;
    if (!mutation) return false;
    const { state } = this.folds.get(mutation.streamId)!;
    if (state.fingerprint !== undefined && state.fingerprint !== mutation.fingerprint)
      throw new DomainError('MUTATION_ID_REUSED');
    return state.done[commandKey(streamId, ordinal)] === true;
  }

  /** Records a command that recorded events (also for the commands after it in this attempt). */
  add(actor: Actor, streamId: string, ordinal: number): void {
    const mutation = actor.mutation;
    if (!mutation) return;
    const event = {
      type: 'MutationCommandRecorded' as const,
      data: { fingerprint: mutation.fingerprint, streamId, ordinal },
    };
    const folded = this.folds.get(mutation.streamId)!;
    this.folds.set(mutation.streamId, { ...folded, state: mutationRecordDecider.evolve(folded.state, event) });
    const list = this.added.get(mutation.streamId) ?? [];
    list.push({ id: randomUUID(), ...event, metadata: metadataOf(actor) });
    this.added.set(mutation.streamId, list);
  }

  /** The records' appends, each at the revision it was decided against. */
  writes(): StreamAppend[] {
    return [...this.added].map(([streamId, events]) => {
      const revision = this.folds.get(streamId)!.revision;
      return { streamId, events, expected: revision === undefined ? 'no_stream' : revision };
    });
  }

  /** Keeps the records as appended (their results, in the order of `writes`). */
  appended(results: readonly AppendResult[]): void {
    [...this.added.keys()].forEach((streamId, i) => {
      const folded = this.folds.get(streamId)!;
      const events = this.added.get(streamId)!;
      keepRecord(this.store, streamId, {
        ...folded,
        revision: results[i]!.nextRevision,
        eventId: events[events.length - 1]!.id,
      });
    });
  }
}

/**
 * Appends writes to several streams: at once where the store can (`appendMany`; on EventStoreDB the
 * journal of appendJournal.ts), else one after another in order (a store without either: not atomic).
 */
async function appendAll(store: EventStore, writes: readonly StreamAppend[]): Promise<AppendResult[]> {
  if (writes.length === 1) return [await store.append(writes[0]!.streamId, writes[0]!.events, writes[0]!.expected)];
  if (store.appendMany) return store.appendMany(writes);
  const results: AppendResult[] = [];
  for (const w of writes) results.push(await store.append(w.streamId, w.events, w.expected));
  return results;
}

/** Keeps the stream's new fold, and writes a snapshot whenever the append passed a multiple of `every`. */
async function appendedTo<S>(
  store: EventStore,
  decider: Decider<S, unknown, DomainEvent>,
  streamId: string,
  before: number | undefined,
  folded: Folded<S>,
): Promise<void> {
  keepFold(store, decider, streamId, folded);
  const config = snapshotConfig(store, decider as Decider<unknown, unknown, DomainEvent>);
  // Awaited: the next cold load finds it; a failure is only logged.
  if (config && Math.floor((folded.revision! + 1) / config.every) > Math.floor(((before ?? -1) + 1) / config.every))
    await saveSnapshots(store, config, streamId, [folded]);
}

const toAppend = (actor: Actor, events: readonly DomainEvent[]): EventToAppend[] =>
  events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: metadataOf(actor) }));

/** A random pause under a cap that grows with the attempts, so that the writers of several processes spread out. */
const backoff = (attempt: number) => sleep(Math.random() * Math.min(BACKOFF_CAP_MS, 5 * 2 ** attempt));

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
    const records = await Records.of(
      store,
      group.map((w) => w.actor),
      attempt > 1,
    );
    let state = read.state;
    let time = read.time;
    const outcomes: Outcome[] = [];
    for (const waiting of group) {
      try {
        // A command its mutation recorded already (a repeat) answers with the state as it is.
        if (records.done(waiting.actor, streamId, waiting.ordinal)) {
          outcomes.push({ waiting, events: [], state });
          continue;
        }
        const command =
          typeof waiting.command === 'function' ? await (waiting.command as (s: S) => Promise<unknown>)(state) : waiting.command;
        const meta = metaOf(waiting.actor);
        const events = decider.decide(command, state, waiting.actor).map((e) => ({ ...e, meta }));
        // Text no store can hold (U+0000, a lone surrogate) never reaches an event: it could not apply.
        for (const event of events) checkStorableData(event.data);
        state = events.reduce(decider.evolve, state);
        if (events.length) {
          time = later(time, meta.time);
          records.add(waiting.actor, streamId, waiting.ordinal);
        }
        outcomes.push({ waiting, events, state });
      } catch (error) {
        outcomes.push({ waiting, events: [], state, refused: { error } });
      }
    }
    const events = outcomes.flatMap((o) => toAppend(o.waiting.actor, o.events));
    if (events.length === 0) {
      // Nothing recorded proves the kept fold was the stream's last state, and a refusal or "nothing
      // to do" against an older one may be wrong: decide again against what the store holds.
      if (kept) continue;
      for (const o of outcomes) settle(o, undefined);
      return;
    }
    const recordWrites = records.writes();
    try {
      const [result, ...recorded] = await appendAll(store, [
        { streamId, events, expected: read.revision === undefined ? 'no_stream' : read.revision },
        ...recordWrites,
      ]);
      records.appended(recorded);
      const folded: Folded<S> = { state, revision: result!.nextRevision, eventId: events[events.length - 1]!.id, time };
      await appendedTo(store, decider, streamId, read.revision, folded);
      for (const o of outcomes) settle(o, result!.position);
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (Date.now() >= deadline) {
        for (const o of outcomes) o.waiting.reject(o.refused ? o.refused.error : new DomainError('CONFLICT'));
        return;
      }
      // A kept fold that was behind, or a mutation record assumed new that was not (a repeat), is no
      // contention: read at once. Otherwise someone else wrote while we read: pause a random while,
      // then read what they wrote and decide again.
      if (!kept && !records.assumed.has(error.streamId)) await backoff(attempt);
    }
  }
}

function settle(o: Outcome, position: Position | undefined): void {
  if (o.refused) o.waiting.reject(o.refused.error);
  else o.waiting.resolve({ state: o.state, events: o.events, position: o.events.length ? position : undefined });
}

/** One stream's commands in a command over several streams: decided in order, each against the state the one before left. */
export interface StreamCommands {
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- the streams of one call may be of any aggregates */
  decider: Decider<any, any, any>;
  streamId: string;
  commands: readonly unknown[];
}

/**
 * The command handler over several streams, for what must happen whole or not at all (a brand's
 * restore): each stream's commands are decided in order against its current state, and every
 * stream's events are recorded in one atomic append (`EventStore.appendMany`) with the revisions
 * decided against, so after a crash at any moment either all of it is in the log or nothing is. A
 * refusal of any command refuses the whole, and nothing is recorded. It takes its turn in each
 * stream's queue of this process (commands of one stream never race within a process; the turns of
 * one call are taken at once, so two calls over shared streams run one after the other, never
 * waiting for each other), and when another process appended to one of the streams in between it
 * reads, decides and appends again, for up to CONFLICT_RETRY_MS, then answers CONFLICT. With
 * `actor.mutation` it is one command of the mutation on each stream. Answers one `Handled` per
 * item, in order (`position`: the last event of that stream's part). On a store without
 * `appendMany` the streams are appended one after another: not atomic (openEventStore gives every
 * store one).
 */
export function handleMany(
  store: EventStore,
  items: readonly StreamCommands[],
  actor: Actor,
): Promise<Handled<unknown, DomainEvent>[]> {
  if (new Set(items.map((i) => i.streamId)).size !== items.length) throw new Error('handleMany takes each stream once');
  if (items.length === 0) return Promise.resolve([]);
  const ordinals = items.map((i) => nextOrdinal(actor, i.streamId));
  return new Promise((resolve, reject) => {
    let arrived = 0;
    let finished: () => void;
    const done = new Promise<void>((r) => (finished = r));
    const turn: Turn = {
      arrive() {
        if (++arrived === items.length)
          void commitMany(store, items, ordinals, actor)
            .then(resolve, reject)
            .finally(() => finished());
        return done;
      },
    };
    // All at once (synchronously), so that in every queue two calls' turns stand in the same order.
    for (const item of items) enqueue(store, item.streamId, turn);
  });
}

/** The current states of the streams, read together per aggregate (two statements each where the store can). */
async function currentStates(store: EventStore, items: readonly StreamCommands[]): Promise<Map<string, Folded<unknown>>> {
  const out = new Map<string, Folded<unknown>>();
  const byDecider = new Map<StreamCommands['decider'], string[]>();
  for (const item of items) byDecider.set(item.decider, [...(byDecider.get(item.decider) ?? []), item.streamId]);
  for (const [decider, ids] of byDecider) {
    const any = decider as Decider<unknown, unknown, DomainEvent>;
    const folds =
      (await catchUpMany(store, any, ids, (id) => keptFold(store, decider, id))) ??
      new Map(
        await Promise.all(ids.map(async (id) => [id, await catchUp(store, any, id, keptFold(store, decider, id))] as const)),
      );
    for (const [id, folded] of folds) out.set(id, folded);
  }
  return out;
}

async function commitMany(
  store: EventStore,
  items: readonly StreamCommands[],
  ordinals: readonly number[],
  actor: Actor,
): Promise<Handled<unknown, DomainEvent>[]> {
  const deadline = Date.now() + CONFLICT_RETRY_MS;
  const meta = metaOf(actor);
  for (let attempt = 1; ; attempt++) {
    const states = await currentStates(store, items);
    const records = await Records.of(store, [actor], attempt > 1);
    const decided = items.map((item, i) => {
      const read = states.get(item.streamId)!;
      let state = read.state;
      const events: DomainEvent[] = [];
      if (!records.done(actor, item.streamId, ordinals[i]!)) {
        for (const command of item.commands) {
          const more = (item.decider as Decider<unknown, unknown, DomainEvent>)
            .decide(command, state, actor)
            .map((e) => ({ ...e, meta }));
          for (const event of more) checkStorableData(event.data);
          state = more.reduce(item.decider.evolve as Decider<unknown, unknown, DomainEvent>['evolve'], state);
          events.push(...more);
        }
        if (events.length) records.add(actor, item.streamId, ordinals[i]!);
      }
      return { item, read, state, events, appended: toAppend(actor, events) };
    });
    const writing = decided.filter((d) => d.events.length);
    if (writing.length === 0) return decided.map((d) => ({ state: d.state, events: [], position: undefined }));
    try {
      const results = await appendAll(store, [
        ...writing.map((d) => ({
          streamId: d.item.streamId,
          events: d.appended,
          expected: d.read.revision === undefined ? ('no_stream' as const) : d.read.revision,
        })),
        ...records.writes(),
      ]);
      records.appended(results.slice(writing.length));
      const positions = new Map<string, Position>();
      await Promise.all(
        writing.map((d, i) => {
          positions.set(d.item.streamId, results[i]!.position);
          const time = d.events.length ? later(d.read.time, meta.time) : d.read.time;
          const folded: Folded<unknown> = {
            state: d.state,
            revision: results[i]!.nextRevision,
            eventId: d.appended[d.appended.length - 1]!.id,
            time,
          };
          return appendedTo(
            store,
            d.item.decider as Decider<unknown, unknown, DomainEvent>,
            d.item.streamId,
            d.read.revision,
            folded,
          );
        }),
      );
      return decided.map((d) => ({ state: d.state, events: d.events, position: positions.get(d.item.streamId) }));
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (Date.now() >= deadline) throw new DomainError('CONFLICT');
      if (!records.assumed.has(error.streamId)) await backoff(attempt);
    }
  }
}

export function systemActor(now = new Date()): Actor {
  return { userId: null, admin: true, now, impersonatorId: null, correlationId: randomUUID(), causationId: null, locale: 'en' };
}
