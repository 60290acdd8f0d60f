import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  eventTypeFilter,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  START,
  StreamNotFoundError,
  streamNameFilter,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Filter,
  type JSONType,
  type Position as EsdbPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  comparePositions,
  decodePosition,
  encodePosition,
  WrongExpectedVersionError,
  type AppendResult,
  type EventFilter,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SnapshotStore,
  type SubscribeOptions,
} from './types';

/**
 * The EventStoreDB adapter (gRPC client `@eventstore/db-client`, EventStoreDB 22.10 or later: stream
 * reads must carry $all positions).
 *
 * Differences the adapter hides:
 * - `readAll` from a position is inclusive in EventStoreDB and exclusive in the port: events at or
 *   before `after` are dropped. This client's `readAll` has no server-side filter, so filters and
 *   the exclusion of system events (`$`-types) are applied here, page by page.
 * - `subscribe` catches up with `readAll` pages, then follows `subscribeToAll` (server-side filter
 *   on one criterion, the full filter re-checked here) and hands out what has arrived as arrays.
 */

const USER_EVENTS_ONLY = (type: string) => !type.startsWith('$');

const matches = (e: RecordedEvent, filter: EventFilter | undefined): boolean =>
  USER_EVENTS_ONLY(e.type) &&
  (!filter?.eventTypes || filter.eventTypes.includes(e.type)) &&
  (!filter?.streamPrefixes || filter.streamPrefixes.some((p) => e.streamId.startsWith(p)));

const toEsdbPosition = (p: Position): EsdbPosition => decodePosition(p);

/** ulong.MaxValue, which old servers send as the position of an event read from a stream. */
const NO_POSITION = 18446744073709551615n;

const toEvent = (e: EsdbRecordedEvent): RecordedEvent => ({
  streamId: e.streamId,
  revision: Number(e.revision),
  id: e.id,
  type: e.type,
  data: e.data,
  metadata: e.metadata as unknown as EventMetadata,
  position: e.position ? encodePosition(e.position.commit, e.position.prepare) : encodePosition(NO_POSITION, NO_POSITION),
  created: e.created,
});

const toExpected = (e: ExpectedRevision): AppendExpectedRevision => (typeof e === 'number' ? BigInt(e) : e);

/** The server-side part of a filter: EventStoreDB filters on either stream names or event types. */
function serverFilter(filter: EventFilter | undefined): Filter {
  if (filter?.streamPrefixes?.length) return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
  if (filter?.eventTypes?.length) return eventTypeFilter({ prefixes: [...filter.eventTypes] });
  return excludeSystemEvents();
}

const isStreamNotFound = (error: unknown) =>
  error instanceof StreamNotFoundError || (error as { type?: string } | null)?.type === 'stream-not-found';

const isWrongExpectedVersion = (error: unknown): error is EsdbWrongExpectedVersionError =>
  error instanceof EsdbWrongExpectedVersionError || (error as { type?: string } | null)?.type === 'wrong-expected-version';

/** `snapshots`: where the command handler keeps folded states (the SQL database); none without. */
export async function createEventStoreDbStore(connectionString: string, snapshots?: SnapshotStore): Promise<EventStore> {
  const client = EventStoreDBClient.connectionString(connectionString);

  /** One forwards page of $all strictly after `after`: the user events in it, where it ended, whether the log ended. */
  async function scan(after: Position | undefined, count: number) {
    const raw: AllStreamResolvedEvent[] = [];
    const read = client.readAll({
      direction: FORWARDS,
      fromPosition: after ? toEsdbPosition(after) : START,
      // fromPosition is inclusive: one more, as the first may be `after` itself.
      maxCount: after ? count + 1 : count,
    });
    for await (const resolved of read) raw.push(resolved);
    const events: RecordedEvent[] = [];
    let last = after;
    for (const resolved of raw) {
      if (!resolved.event?.position) continue;
      const event = toEvent(resolved.event);
      if (after && comparePositions(event.position, after) <= 0) continue;
      last = event.position;
      events.push(event);
    }
    return { events, last, exhausted: raw.length < (after ? count + 1 : count) };
  }

  async function readAll(o: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = o.maxCount ?? 1000;
    const out: RecordedEvent[] = [];
    let cursor = o.after;
    while (out.length < maxCount) {
      // Without a filter only system events are dropped, so a page of what is missing mostly suffices.
      const page = await scan(cursor, o.filter ? 1000 : Math.min(maxCount - out.length + 16, 4096));
      for (const e of page.events) if (matches(e, o.filter)) out.push(e);
      cursor = page.last;
      if (page.exhausted) break;
    }
    return out.slice(0, maxCount);
  }

  async function positionOfRevision(streamId: string, revision: number): Promise<Position | undefined> {
    for await (const resolved of client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 })) {
      const p = resolved.event?.position;
      if (p && p.commit !== NO_POSITION) return encodePosition(p.commit, p.prepare);
    }
    return undefined;
  }

  const store: EventStore = {
    kind: 'eventstoredb',
    ...(snapshots && { snapshots }),

    async append(streamId, events, expected): Promise<AppendResult> {
      if (events.length === 0) throw new Error('append needs at least one event');
      let result;
      try {
        result = await client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata as unknown as JSONType }),
          ),
          { expectedRevision: toExpected(expected) },
        );
      } catch (error) {
        if (isWrongExpectedVersion(error)) {
          const actual = error.actualVersion;
          // Older servers report a missing stream as -1.
          throw new WrongExpectedVersionError(
            streamId,
            expected,
            typeof actual === 'bigint' && actual >= 0n ? Number(actual) : 'no_stream',
          );
        }
        throw error;
      }
      const nextRevision = Number(result.nextExpectedRevision);
      // The reported position is the last event's for a fresh single-event write; an idempotent
      // repeat reports none, and for a batch the reported prepare part need not be the last event's.
      // Then ask the stream for the last event's own position.
      let position: Position | undefined;
      if (events.length === 1 && result.position && result.position.commit !== NO_POSITION) {
        position = encodePosition(result.position.commit, result.position.prepare);
      } else {
        position =
          (await positionOfRevision(streamId, nextRevision)) ??
          (result.position ? encodePosition(result.position.commit, result.position.prepare) : undefined);
      }
      if (!position) throw new Error(`EventStoreDB reported no position for the append to ${streamId}`);
      return { nextRevision, position };
    },

    async readStream(streamId, o: ReadStreamOptions = {}) {
      if (o.maxCount !== undefined && o.maxCount <= 0) return [];
      const backwards = o.direction === 'backwards';
      const out: RecordedEvent[] = [];
      try {
        const read = client.readStream(streamId, {
          direction: backwards ? BACKWARDS : FORWARDS,
          fromRevision: o.fromRevision !== undefined ? BigInt(o.fromRevision) : backwards ? END : START,
          maxCount: o.maxCount ?? Number.MAX_SAFE_INTEGER,
        });
        for await (const resolved of read) if (resolved.event) out.push(toEvent(resolved.event));
      } catch (error) {
        if (isStreamNotFound(error)) return [];
        throw error;
      }
      return out;
    },

    readAll,

    async headPosition() {
      let cursor: Position | undefined;
      for (;;) {
        const page: AllStreamResolvedEvent[] = [];
        const read = client.readAll({
          direction: BACKWARDS,
          fromPosition: cursor ? toEsdbPosition(cursor) : END,
          maxCount: 100,
        });
        for await (const resolved of read) page.push(resolved);
        for (const resolved of page) {
          if (!resolved.event?.position) continue;
          const event = toEvent(resolved.event);
          if (cursor && comparePositions(event.position, cursor) >= 0) continue;
          cursor = event.position;
          if (USER_EVENTS_ONLY(event.type)) return event.position;
        }
        if (page.length < 100) return undefined;
      }
    },

    async *subscribe(o: SubscribeOptions = {}) {
      const { signal, filter } = o;
      const batchSize = o.batchSize ?? 500;
      let cursor = o.after;

      // Catch up with pages of $all.
      while (!signal?.aborted) {
        const page = await scan(cursor, batchSize);
        cursor = page.last;
        const batch = page.events.filter((e) => matches(e, filter));
        if (batch.length > 0) yield batch;
        if (page.exhausted) break;
      }
      if (signal?.aborted) return;

      // Then follow the live subscription from where the pages ended.
      const queue: RecordedEvent[] = [];
      const highWater = batchSize * 4;
      let seen = cursor;
      let failure: Error | undefined;
      let ended = false;
      let wake: (() => void) | undefined;
      const poke = () => {
        const w = wake;
        wake = undefined;
        w?.();
      };
      const subscription = client.subscribeToAll({
        fromPosition: cursor ? toEsdbPosition(cursor) : START,
        filter: serverFilter(filter),
      });
      subscription.on('data', (resolved: AllStreamResolvedEvent) => {
        if (!resolved.event?.position) return;
        const event = toEvent(resolved.event);
        if (seen && comparePositions(event.position, seen) <= 0) return;
        seen = event.position;
        if (!matches(event, filter)) return;
        queue.push(event);
        if (queue.length >= highWater) subscription.pause();
        poke();
      });
      subscription.on('error', (error: unknown) => {
        failure = error instanceof Error ? error : new Error(`EventStoreDB subscription failed: ${JSON.stringify(error)}`);
        poke();
      });
      subscription.on('end', () => {
        ended = true;
        poke();
      });
      signal?.addEventListener('abort', poke, { once: true });
      try {
        while (!signal?.aborted) {
          if (queue.length > 0) {
            const batch = queue.splice(0, batchSize);
            if (queue.length < highWater && subscription.isPaused()) subscription.resume();
            yield batch;
            continue;
          }
          if (failure) throw failure;
          if (ended) throw new Error('The EventStoreDB subscription ended');
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      } finally {
        signal?.removeEventListener('abort', poke);
        await subscription.unsubscribe().catch(() => undefined);
      }
    },

    async close() {
      await client.dispose();
    },
  };

  // Fail at start rather than on the first command when the server cannot be reached.
  try {
    for await (const _ of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) void _;
  } catch (error) {
    await client.dispose().catch(() => undefined);
    throw error;
  }
  return store;
}
