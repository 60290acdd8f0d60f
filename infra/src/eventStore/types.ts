/**
 * The event store port, with EventStoreDB's semantics:
 * - stream revisions are 0-based;
 * - global positions are opaque strings that sort in log order (compare them with `<`);
 * - expected revision `any`, `no_stream`, `stream_exists` or an exact revision, with
 *   WrongExpectedVersionError on a mismatch;
 * - appending the same event ids again at the same expected revision succeeds without writing;
 * - a catch-up subscription to all events starts after a position (exclusive).
 */
export type Position = string & { readonly __position: unique symbol };

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventMetadata {
  /** Acting user id, or null for the system. */
  userId: string | null;
  /** The admin acting as userId, when impersonating. */
  impersonatorId: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO time the command was handled. */
  time: string;
  /** The language of the person who acted (en or de), for mails and messages caused by the event. */
  locale?: string;
}

export interface EventToAppend<T extends string = string, D = unknown> {
  /** A UUID; the same id appended twice at the same expected revision is written once. */
  id: string;
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = unknown> {
  streamId: string;
  revision: number;
  id: string;
  type: T;
  data: D;
  metadata: EventMetadata;
  position: Position;
  created: Date;
}

export interface AppendResult {
  /** The revision of the last event now in the stream. */
  nextRevision: number;
  /** The position of the last event appended. */
  position: Position;
}

/** One stream's part of a multi-stream append (`EventStore.appendMany`). */
export interface StreamAppend {
  streamId: string;
  /** At least one event. */
  events: readonly EventToAppend[];
  expected: ExpectedRevision;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
  /**
   * Forwards only, a hint: the read may end before the first event whose command time (its
   * metadata's ISO `time`) is later than this, since the caller wants no event from there on
   * (`loadAt`). A store may ignore it and return more; the caller checks every event's time itself.
   */
  untilTime?: Date;
}

export interface EventFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive; undefined reads from the beginning. */
  after?: Position | undefined;
  maxCount?: number;
  filter?: EventFilter;
}

export interface SubscribeOptions {
  after?: Position | undefined;
  filter?: EventFilter;
  signal?: AbortSignal;
  /** How many events one read fetches while catching up. */
  batchSize?: number;
}

/**
 * A stored fold of a stream's first events (`revision + 1` of them) under a decider's snapshot key.
 * Snapshots are a cache of the log: the handler checks `eventId` against the event at `revision`
 * before it uses one, so a snapshot from another log (a replaced EventStoreDB) is never taken.
 */
export interface Snapshot {
  /** The revision of the last event folded into `state`. */
  revision: number;
  /** The id of that event. */
  eventId: string;
  /** The latest metadata time (ISO) among the events folded, which `loadAt` bounds by time. */
  time: string;
  /** The state, as JSON makes it. */
  state: unknown;
}

/** Where snapshots live: the SQL database, whichever store holds the events. */
export interface SnapshotStore {
  /**
   * The newest snapshot of the stream under `key` whose revision is at most `at.revision` and whose
   * time is at most `at.time` (a bound left out is no bound).
   */
  latest(streamId: string, key: string, at?: { revision?: number; time?: Date }): Promise<Snapshot | undefined>;
  /** Stores snapshots; one already stored at the same revision stays as it is. */
  save(streamId: string, key: string, snapshots: readonly Snapshot[]): Promise<void>;
  /** The newest snapshot under `key` of each of several streams (those that have one), in one read. */
  latestOfEach?(streamIds: readonly string[], key: string): Promise<Map<string, Snapshot>>;
  /**
   * Deletes the snapshots no read needs (snapshots.ts): those under keys not in `keys` (a state
   * shape no decider reads any more), and of each stream's older ones all but the first of each
   * SNAPSHOTS_SPARSE_EVERY revisions. Answers how many went.
   */
  prune?(keys: readonly string[]): Promise<number>;
}

export interface EventStore {
  readonly kind: string;
  /** Snapshots of folded streams, for the command handler; without them it folds from the start. */
  readonly snapshots?: SnapshotStore;
  append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing: every stream's expected revision is checked
   * and either every event is written (one result per write, in order; the events land in the log
   * in the order of the writes) or none is, and the first mismatch throws WrongExpectedVersionError
   * naming its stream. A repeat of the same event ids answers as `append` does. At most one write per
   * stream. Optional: a store that cannot write several streams atomically leaves it out (the
   * EventStoreDB adapter: neither its client nor servers before KurrentDB 25.1 can); `openEventStore`
   * then gives it a journaled one (appendJournal.ts, and this folder's README.md).
   */
  appendMany?(writes: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** The stream's events; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Several streams' events from a revision on each (inclusive), in one read, each stream's in
   * revision order; a stream without events there is missing from the map. Optional: a store
   * without it is read a stream at a time.
   */
  readStreams?(from: readonly { streamId: string; fromRevision: number }[]): Promise<Map<string, RecordedEvent[]>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the newest event, or undefined when the log is empty. */
  headPosition(): Promise<Position | undefined>;
  /**
   * Catch-up subscription: yields every matching event after `after`, in log order, exactly once,
   * then goes on with new ones until the signal aborts. Batches arrive as arrays so that a
   * consumer can commit a batch in one transaction.
   */
  subscribe(options?: SubscribeOptions): AsyncIterable<RecordedEvent[]>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export const comparePositions = (a: Position, b: Position): number => (a < b ? -1 : a > b ? 1 : 0);

/** Fixed-width hex pair, so that string order is numeric order: 16 digits each. */
export function encodePosition(commit: bigint | string | number, prepare: bigint | string | number): Position {
  const hex = (v: bigint | string | number) => BigInt(v).toString(16).padStart(16, '0');
  return (hex(commit) + hex(prepare)) as Position;
}

export function decodePosition(p: Position): { commit: bigint; prepare: bigint } {
  if (!/^[0-9a-f]{32}$/.test(p)) throw new Error(`Not a position: ${p}`);
  return { commit: BigInt('0x' + p.slice(0, 16)), prepare: BigInt('0x' + p.slice(16)) };
}
