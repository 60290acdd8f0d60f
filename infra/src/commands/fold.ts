import type { Decider, DomainEvent, EventMeta } from '@brandtrail/domain';
import type { EventStore, RecordedEvent, Snapshot } from '../eventStore/types';
import { log } from '../log';

/** Events between two snapshots of a decider that declares snapshots without `every`. */
export const SNAPSHOT_EVERY = 100;
/** How many events `loadAt` reads at a time. */
const CHUNK = 1000;
/** Snapshots written in one statement (a state can be a few hundred kilobytes of JSON). */
const SAVE_BATCH = 10;

/** The time of a recorded event: its command's (metadata), else when the store wrote it. */
function eventTime(recorded: RecordedEvent): string {
  const time = recorded.metadata?.time;
  const ms = typeof time === 'string' ? Date.parse(time) : NaN;
  return Number.isNaN(ms) ? recorded.created.toISOString() : new Date(ms).toISOString();
}

/** The later of two ISO times (`a` may be missing). */
export const later = (a: string | undefined, b: string): string => (a !== undefined && Date.parse(a) > Date.parse(b) ? a : b);

/** A recorded event as a decider's `evolve` takes it: type, data, and who made it when. */
export function toDomainEvent<E extends DomainEvent = DomainEvent>(recorded: RecordedEvent): E {
  const meta: EventMeta = {
    userId: recorded.metadata?.userId ?? null,
    impersonatorId: recorded.metadata?.impersonatorId ?? null,
    time: eventTime(recorded),
  };
  return { type: recorded.type, data: recorded.data, meta } as E;
}

/** The state of a stream after some of its events. */
export interface Loaded<S> {
  state: S;
  /** The revision of the stream's last event folded; undefined for a stream without events. */
  revision: number | undefined;
}

/** A fold as the handler keeps it: what a snapshot of it needs besides the state. */
export interface Folded<S> extends Loaded<S> {
  /** The id of the event at `revision`. */
  eventId: string | undefined;
  /** The latest event time (ISO) among the events folded. */
  time: string | undefined;
}

const initial = <S>(decider: Decider<S, unknown, DomainEvent>): Folded<S> => ({
  state: decider.initialState,
  revision: undefined,
  eventId: undefined,
  time: undefined,
});

/** Folds one more recorded event. */
function step<S>(decider: Decider<S, unknown, DomainEvent>, folded: Folded<S>, recorded: RecordedEvent): Folded<S> {
  const event = toDomainEvent(recorded);
  return {
    state: decider.evolve(folded.state, event),
    revision: recorded.revision,
    eventId: recorded.id,
    time: later(folded.time, event.meta!.time),
  };
}

interface SnapshotConfig {
  key: string;
  every: number;
}

/** The decider's snapshots, when it declares them and the store has somewhere to keep them. */
export function snapshotConfig(store: EventStore, decider: Decider<unknown, unknown, DomainEvent>): SnapshotConfig | undefined {
  if (!decider.snapshot || !store.snapshots) return undefined;
  return { key: decider.snapshot.key, every: Math.max(1, decider.snapshot.every ?? SNAPSHOT_EVERY) };
}

const asSnapshot = (folded: Folded<unknown>): Snapshot => ({
  revision: folded.revision!,
  eventId: folded.eventId!,
  time: folded.time!,
  state: folded.state,
});

/** Stores snapshots; a failure is logged and otherwise ignored (snapshots only save time). */
export async function saveSnapshots(
  store: EventStore,
  config: SnapshotConfig,
  streamId: string,
  folds: readonly Folded<unknown>[],
): Promise<void> {
  try {
    for (let i = 0; i < folds.length; i += SAVE_BATCH)
      await store.snapshots!.save(streamId, config.key, folds.slice(i, i + SAVE_BATCH).map(asSnapshot));
  } catch (error) {
    log.warn('snapshot not written', { streamId, key: config.key, error });
  }
}

/**
 * Where to start folding: the newest snapshot within the bound, with the events after it that one
 * read (at most `maxCount`) returned. The read starts at the snapshot's own revision, so that its
 * event id is checked against the stream: a snapshot of another log (a replaced EventStoreDB, a
 * restored database) is never taken. Undefined when there is none to use.
 */
async function fromSnapshot<S>(
  store: EventStore,
  config: SnapshotConfig,
  streamId: string,
  at: { revision?: number; time?: Date },
  /** How many events after the snapshot (at `revision`) to read; all without. */
  maxCount?: (revision: number) => number,
): Promise<{ start: Folded<S>; recorded: RecordedEvent[] } | undefined> {
  let snapshot: Snapshot | undefined;
  try {
    snapshot = await store.snapshots!.latest(streamId, config.key, at);
  } catch (error) {
    log.warn('snapshot not read: folding from the start', { streamId, key: config.key, error });
    return undefined;
  }
  if (!snapshot) return undefined;
  const read = await store.readStream(streamId, {
    fromRevision: snapshot.revision,
    ...(maxCount && { maxCount: maxCount(snapshot.revision) + 1 }),
    ...(at.time && { untilTime: at.time }),
  });
  if (read[0]?.id !== snapshot.eventId) {
    log.warn('snapshot does not match the stream: ignored', { streamId, key: config.key, revision: snapshot.revision });
    return undefined;
  }
  const { revision, eventId, time, state } = snapshot;
  return { start: { state: state as S, revision, eventId, time }, recorded: read.slice(1) };
}

/**
 * The state after the stream's events past `from` (the kept fold of an earlier read), or, without
 * one, from the newest snapshot (or the start). A read that folded `every` events or more stores a
 * snapshot of where it ended, so the next cold read of the stream starts there.
 */
export async function catchUp<S>(
  store: EventStore,
  decider: Decider<S, unknown, DomainEvent>,
  streamId: string,
  from: Folded<S> | undefined,
): Promise<Folded<S>> {
  const config = snapshotConfig(store, decider as Decider<unknown, unknown, DomainEvent>);
  let start = from;
  let recorded: RecordedEvent[] | undefined;
  if (!start && config) {
    const found = await fromSnapshot<S>(store, config, streamId, {});
    if (found) ({ start, recorded } = found);
  }
  start ??= initial(decider);
  recorded ??= await store.readStream(streamId, start.revision === undefined ? undefined : { fromRevision: start.revision + 1 });
  let folded = start;
  for (const r of recorded) folded = step(decider, folded, r);
  if (config && recorded.length >= config.every) await saveSnapshots(store, config, streamId, [folded]);
  return folded;
}

/**
 * `catchUp` for several streams of one aggregate at once, in two reads for all of them (their
 * newest snapshots, then the events after where each starts), when the store can read several
 * streams in one (`readStreams`); undefined when it cannot. `kept`: the folds this process keeps
 * (each one's events since are read instead). A snapshot that does not match its stream is left
 * out (the stream is then folded from the start), and so, as in `catchUp`, a read that folded
 * `every` events or more stores a snapshot of where it ended.
 */
export async function catchUpMany<S>(
  store: EventStore,
  decider: Decider<S, unknown, DomainEvent>,
  streamIds: readonly string[],
  kept: (streamId: string) => Folded<S> | undefined,
): Promise<Map<string, Folded<S>> | undefined> {
  if (!store.readStreams) return undefined;
  const config = snapshotConfig(store, decider as Decider<unknown, unknown, DomainEvent>);
  const cold = streamIds.filter((id) => !kept(id));
  let snapshots = new Map<string, Snapshot>();
  if (config && cold.length && store.snapshots!.latestOfEach) {
    try {
      snapshots = await store.snapshots!.latestOfEach(cold, config.key);
    } catch (error) {
      log.warn('snapshots not read: folding from the start', { key: config.key, error });
    }
  }
  // From a kept fold: the events after it; from a snapshot: its own event too (to check its id).
  const starts = new Map<string, { start: Folded<S>; snapshot: boolean }>();
  for (const id of streamIds) {
    const from = kept(id);
    const snapshot = snapshots.get(id);
    if (from) starts.set(id, { start: from, snapshot: false });
    else if (snapshot) {
      const { revision, eventId, time, state } = snapshot;
      starts.set(id, { start: { state: state as S, revision, eventId, time }, snapshot: true });
    } else starts.set(id, { start: initial(decider), snapshot: false });
  }
  const from = (id: string) => {
    const { start, snapshot } = starts.get(id)!;
    return start.revision === undefined ? 0 : snapshot ? start.revision : start.revision + 1;
  };
  const read = await store.readStreams(streamIds.map((streamId) => ({ streamId, fromRevision: from(streamId) })));
  const out = new Map<string, Folded<S>>();
  for (const id of streamIds) {
    let { start, snapshot } = starts.get(id)!;
    let recorded = read.get(id) ?? [];
    if (snapshot) {
      if (recorded[0]?.id !== start.eventId) {
        log.warn('snapshot does not match the stream: ignored', { streamId: id, key: config!.key, revision: start.revision });
        // Rare: this one stream folds from the start on its own.
        ({ start, recorded } = { start: initial(decider), recorded: await store.readStream(id) });
        snapshot = false;
      } else recorded = recorded.slice(1);
    }
    let folded = start;
    for (const r of recorded) folded = step(decider, folded, r);
    if (config && recorded.length >= config.every) await saveSnapshots(store, config, id, [folded]);
    out.set(id, folded);
  }
  return out;
}

/**
 * The state of a stream as it was: after the longest prefix of its events whose revisions are at
 * most `at.revision` and whose times (the command's, from the metadata) are at most `at.time`, both
 * inclusive; a bound left out is no bound. It starts from the newest snapshot (or the fold this
 * process keeps) within the bound and reads forward a chunk at a time; when it folded more than
 * `every` events it stores the snapshots it passed (every `every` events), so that the next look at
 * that stretch of an old stream is quick. Before the stream's first event: the initial state,
 * revision and time undefined. `time`: the latest event time folded.
 */
export async function foldAt<S>(
  store: EventStore,
  decider: Decider<S, unknown, DomainEvent>,
  streamId: string,
  kept: Folded<S> | undefined,
  at: { revision?: number; time?: Date },
): Promise<Folded<S>> {
  const config = snapshotConfig(store, decider as Decider<unknown, unknown, DomainEvent>);
  const maxMs = at.time?.getTime();
  const within = (revision: number, time: string) =>
    (at.revision === undefined || revision <= at.revision) && (maxMs === undefined || Date.parse(time) <= maxMs);
  // How many events the next read asks for: up to the revision bound, and at first no more than
  // lie between two snapshots (the point is usually that close to the one started from).
  let size = config?.every ?? CHUNK;
  const wanted = (fromRevision: number) => (at.revision === undefined ? size : Math.min(size, at.revision - fromRevision + 1));
  let start: Folded<S> | undefined;
  let recorded: RecordedEvent[] | undefined;
  if (kept?.revision !== undefined && within(kept.revision, kept.time!)) start = kept;
  else if (config) {
    const found = await fromSnapshot<S>(store, config, streamId, at, (revision) => wanted(revision + 1));
    if (found) ({ start, recorded } = found);
  }
  let folded = start ?? initial(decider);
  let count = 0;
  const passed: Folded<S>[] = [];
  for (;;) {
    const fromRevision = folded.revision === undefined ? 0 : folded.revision + 1;
    const asked = wanted(fromRevision);
    if (asked <= 0) break;
    const chunk =
      recorded ?? (await store.readStream(streamId, { fromRevision, maxCount: asked, ...(at.time && { untilTime: at.time }) }));
    recorded = undefined;
    size = CHUNK;
    let ended = chunk.length < asked;
    for (const r of chunk) {
      if (!within(r.revision, eventTime(r))) {
        ended = true;
        break;
      }
      folded = step(decider, folded, r);
      count++;
      if (config && (r.revision + 1) % config.every === 0) passed.push(folded);
    }
    if (ended) break;
  }
  if (config && count > config.every) await saveSnapshots(store, config, streamId, passed);
  return folded;
}
