import { describe, expect, it, vi } from 'vitest';
import { encodePosition, type EventStore, type Position, type RecordedEvent, type SubscribeOptions } from '@brandtrail/infra';
import { ChangeHub } from './hub';
import { brandChangesIn, followedPrefixes, topicsOf } from './topics';

const at = (n: number) => encodePosition(n, 0);
const event = (stream: string, type: string, n: number): RecordedEvent => ({
  streamId: stream,
  revision: 0,
  id: `e${n}`,
  type,
  data: {},
  metadata: { userId: null, impersonatorId: null, correlationId: 'c', causationId: null, time: '' },
  position: at(n),
  created: new Date(0),
});

/** An event store whose one subscription yields what the test pushes. */
function fakeStore() {
  const batches: RecordedEvent[][] = [];
  let wake: (() => void) | undefined;
  const subscriptions: SubscribeOptions[] = [];
  let failNext = false;
  const store: Pick<EventStore, 'subscribe'> = {
    async *subscribe(options: SubscribeOptions = {}) {
      subscriptions.push(options);
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      while (!options.signal?.aborted) {
        const batch = batches.shift();
        if (batch) yield batch;
        else
          await new Promise<void>((resolve) => {
            wake = resolve;
            options.signal?.addEventListener('abort', () => resolve(), { once: true });
          });
      }
    },
  };
  return {
    store,
    subscriptions,
    push: (batch: RecordedEvent[]) => {
      batches.push(batch);
      wake?.();
    },
    failOnce: () => {
      failNext = true;
    },
  };
}

/** A CheckpointWaiter whose read model reaches a position when the test says so. */
function fakeWaiter() {
  let reached: Position | '' = '';
  const waits: { position: Position; eventTypes: readonly string[] }[] = [];
  const pending = new Set<() => void>();
  return {
    waits,
    waiter: {
      waitFor(position: Position, eventTypes: readonly string[]) {
        waits.push({ position, eventTypes });
        if (reached >= position) return Promise.resolve(true);
        return new Promise<boolean>((resolve) => {
          const check = () => {
            if (reached >= position) {
              pending.delete(check);
              resolve(true);
            }
          };
          pending.add(check);
        });
      },
    },
    reach: (position: Position) => {
      reached = position;
      for (const check of [...pending]) check();
    },
  };
}

/**
 * One turn of the event loop: every promise callback the test's last step started has run by then.
 * The fakes answer through promises only, so what the hub does next without a timer (its retry
 * after a failure) is done, and what it has not done it will not do.
 */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function setUp(startAfter: Position | undefined = at(1)) {
  const store = fakeStore();
  const waiter = fakeWaiter();
  const hub = new ChangeHub(store.store, waiter.waiter, {
    streamPrefixes: ['page-'],
    topicsOf: (e: RecordedEvent) => [e.streamId.slice('page-'.length)],
    eventTypes: ['PageUpdated', 'ElementUpdated'],
    startAfter: () => Promise.resolve({ after: startAfter }),
    retryMs: 5,
  });
  return { hub, ...store, ...waiter };
}

describe('the change hub', () => {
  it('starts with the first listener, after the read model checkpoint, on the page streams only', async () => {
    const { hub, subscriptions } = setUp(at(7));
    expect(hub.running).toBe(false);
    await flush();
    expect(subscriptions).toHaveLength(0);
    const unlisten = await hub.listen('a', () => undefined);
    await flush();
    expect(hub.running).toBe(true);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ after: at(7), filter: { streamPrefixes: ['page-'] } });
    unlisten();
    expect(hub.running).toBe(false);
    expect(subscriptions[0]!.signal!.aborted).toBe(true);
  });

  it('goes on following for lingerMs after the last listener left, so that the next one starts no new read', async () => {
    const store = fakeStore();
    const hub = new ChangeHub(store.store, fakeWaiter().waiter, {
      streamPrefixes: ['page-'],
      topicsOf: (e: RecordedEvent) => [e.streamId.slice('page-'.length)],
      eventTypes: ['PageUpdated'],
      startAfter: () => Promise.resolve({ after: at(7) }),
      lingerMs: 60_000,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = await hub.listen('a', () => undefined);
      await flush();
      first();
      vi.advanceTimersByTime(59_000);
      expect(hub.running).toBe(true);
      const second = await hub.listen('b', () => undefined);
      await flush();
      // The same subscription serves the next listener.
      expect(store.subscriptions).toHaveLength(1);
      second();
      vi.advanceTimersByTime(59_000);
      expect(hub.running).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(hub.running).toBe(false);
      expect(store.subscriptions[0]!.signal!.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
      await hub.close();
    }
  });

  it('waits for the read model, then calls each changed page once however many events it had', async () => {
    const { hub, push, reach, waits } = setUp();
    const a = vi.fn<() => void>();
    const b = vi.fn<() => void>();
    const other = vi.fn<() => void>();
    await hub.listen('a', a);
    await hub.listen('b', b);
    await hub.listen('c', other);
    push([
      event('page-a', 'PageUpdated', 2),
      event('page-a', 'ElementUpdated', 3),
      event('page-b', 'ElementUpdated', 4),
      event('page-a', 'ElementUpdated', 5),
      event('page-c', 'SomethingNotProjected', 6),
    ]);
    await flush();
    // each projected type's last event in the batch (a read model reaches only its own types' events)
    expect(waits).toEqual([
      { position: at(2), eventTypes: ['PageUpdated'] },
      { position: at(5), eventTypes: ['ElementUpdated'] },
    ]);
    expect(a).not.toHaveBeenCalled();
    reach(at(4));
    await flush();
    expect(a).not.toHaveBeenCalled();
    reach(at(5));
    await flush();
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    await hub.close();
  });

  it('skips the events the read models showed when it started', async () => {
    const pushing = fakeStore();
    const waiter = fakeWaiter();
    const hub = new ChangeHub(pushing.store, waiter.waiter, {
      streamPrefixes: ['page-'],
      topicsOf: (e: RecordedEvent) => [e.streamId.slice('page-'.length)],
      eventTypes: ['PageUpdated'],
      // one read model reached 3 (the other, further behind, set where to start)
      startAfter: () => Promise.resolve({ after: at(1), seen: (e: RecordedEvent) => e.position <= at(3) }),
    });
    const listener = vi.fn<(events: readonly RecordedEvent[]) => void>();
    await hub.listen('a', listener);
    waiter.reach(at(9));
    pushing.push([event('page-a', 'PageUpdated', 2), event('page-a', 'PageUpdated', 3)]);
    await flush();
    expect(listener).not.toHaveBeenCalled();
    pushing.push([event('page-a', 'PageUpdated', 4)]);
    await flush();
    expect(listener).toHaveBeenCalledOnce();
    expect(listener.mock.calls[0]![0].map((e) => e.id)).toEqual(['e4']);
    await hub.close();
  });

  it('keeps waiting when the read model is slower than the waiter gives it', async () => {
    let answers = 0;
    // waitFor gives up twice (its timeout), then the read model is there
    const slow = { waitFor: () => Promise.resolve(++answers > 2) };
    const listener = vi.fn<() => void>();
    const hub = new ChangeHub(
      {
        async *subscribe(options: SubscribeOptions = {}) {
          yield [event('page-a', 'PageUpdated', 2)];
          await new Promise((resolve) => options.signal?.addEventListener('abort', resolve, { once: true }));
        },
      },
      slow,
      {
        streamPrefixes: ['page-'],
        topicsOf: (e: RecordedEvent) => [e.streamId.slice('page-'.length)],
        eventTypes: ['PageUpdated'],
        startAfter: () => Promise.resolve({ after: undefined }),
      },
    );
    await hub.listen('a', listener);
    await flush();
    expect(answers).toBe(3);
    expect(listener).toHaveBeenCalledOnce();
    await hub.close();
  });

  it('removes listeners one by one and stops with the last', async () => {
    const { hub, push, reach } = setUp();
    const first = vi.fn<() => void>();
    const second = vi.fn<() => void>();
    const offFirst = await hub.listen('a', first);
    const offSecond = await hub.listen('a', second);
    expect(hub.listenerCount).toBe(2);
    offFirst();
    offFirst();
    expect(hub.listenerCount).toBe(1);
    reach(at(2));
    push([event('page-a', 'PageUpdated', 2)]);
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    offSecond();
    expect(hub.listenerCount).toBe(0);
    expect(hub.running).toBe(false);
  });

  it('follows again from where it was after the event store failed', async () => {
    const { hub, push, reach, failOnce, subscriptions } = setUp(at(3));
    failOnce();
    const listener = vi.fn<() => void>();
    await hub.listen('a', listener);
    // It subscribes again after its retry pause (retryMs: 5, a timer).
    await vi.waitFor(() => expect(subscriptions).toHaveLength(2));
    expect(subscriptions.map((s) => s.after)).toEqual([at(3), at(3)]);
    reach(at(4));
    push([event('page-a', 'PageUpdated', 4)]);
    await flush();
    expect(listener).toHaveBeenCalledOnce();
    await hub.close();
    await expect(hub.listen('a', listener)).rejects.toThrow('closed');
  });

  it('reports a failed start to the listener and starts afresh for the next one', async () => {
    const { store } = fakeStore();
    let calls = 0;
    const hub = new ChangeHub(store, fakeWaiter().waiter, {
      streamPrefixes: ['page-'],
      topicsOf: (e: RecordedEvent) => [e.streamId.slice('page-'.length)],
      eventTypes: ['PageUpdated'],
      startAfter: () => (++calls === 1 ? Promise.reject(new Error('database down')) : Promise.resolve({ after: undefined })),
    });
    await expect(hub.listen('a', () => undefined)).rejects.toThrow('database down');
    expect(hub.listenerCount).toBe(0);
    await flush();
    const off = await hub.listen('a', () => undefined);
    expect(hub.running).toBe(true);
    off();
    await hub.close();
  });
});

describe('brand topics', () => {
  const withData = (e: RecordedEvent, data: unknown): RecordedEvent => ({ ...e, data });
  /** A store whose streams' first events name their brands. */
  const firstEvents = (brands: Record<string, string>) => {
    const reads: string[] = [];
    return {
      reads,
      store: {
        readStream: (streamId: string) => {
          reads.push(streamId);
          const brandId = brands[streamId];
          return Promise.resolve(brandId ? [withData(event(streamId, 'Created', 0), { brandId })] : []);
        },
      },
    };
  };

  it("maps the brand's stream, its pages' tree changes and its assets to the brand, each with its kind", async () => {
    const { store, reads } = firstEvents({ 'page-p': 'b', 'asset-x': 'b' });
    const { topics } = topicsOf(store);
    expect(await topics(event('brand-b', 'BrandUpdated', 1))).toEqual(['brand:b']);
    expect(await topics(event('page-p', 'PageUpdated', 2))).toEqual(['page:p', 'brand:b']);
    // element changes reach the page only
    expect(await topics(event('page-p', 'ElementUpdated', 3))).toEqual(['page:p']);
    expect(await topics(event('asset-x', 'AssetProcessed', 4))).toEqual(['brand:b']);
    expect(await topics(event('asset-x', 'AssetRenamed', 5))).toEqual(['brand:b']);
    // an event naming its brand needs no read; each other stream is read once
    expect(await topics(withData(event('page-q', 'PageCreated', 6), { brandId: 'c' }))).toEqual(['page:q', 'brand:c']);
    expect(await topics(event('page-q', 'PageDeleted', 7))).toEqual(['page:q', 'brand:c']);
    expect(reads).toEqual(['page-p', 'asset-x']);
    expect(await topics(event('user-u', 'UserRegistered', 8))).toEqual([]);

    expect(
      brandChangesIn([
        event('brand-b', 'BrandUpdated', 1),
        event('brand-b', 'BrandPagesSorted', 2),
        event('page-p', 'PageCreated', 3),
        event('asset-x', 'AssetUploaded', 4),
        event('asset-x', 'AssetProcessed', 5),
        event('asset-y', 'AssetDeleted', 6),
      ]),
    ).toEqual({ kinds: ['BRAND', 'PAGES', 'ASSETS'], assetIds: ['x', 'y'] });
  });

  it("maps the brand's member events to MEMBERS and its shared links' stream to LINKS", async () => {
    const { store, reads } = firstEvents({});
    const { topics } = topicsOf(store);
    expect(await topics(event('sharedLink-b', 'SharedLinkCreated', 1))).toEqual(['brand:b']);
    expect(reads).toEqual([]);
    expect(
      brandChangesIn([
        event('brand-b', 'BrandMemberAdded', 1),
        event('brand-b', 'BrandInvitationCreated', 2),
        event('sharedLink-b', 'SharedLinkRevoked', 3),
      ]),
    ).toEqual({ kinds: ['MEMBERS', 'LINKS'], assetIds: [] });
  });

  it('follows every brand stream and pages', () => {
    expect(followedPrefixes()).toEqual(['page-', 'brand-', 'sharedLink-', 'asset-']);
  });

  it("calls a brand's listener once per batch with all of its events, after the read models", async () => {
    const store = fakeStore();
    const waiter = fakeWaiter();
    const { store: first } = firstEvents({ 'page-p': 'b', 'asset-x': 'b', 'asset-z': 'other' });
    const topics = topicsOf(first);
    const hub = new ChangeHub({ ...store.store }, waiter.waiter, {
      streamPrefixes: followedPrefixes(),
      eventTypes: ['BrandUpdated', 'PageUpdated', 'ElementUpdated', 'AssetProcessed'],
      startAfter: () => Promise.resolve({ after: at(1) }),
      topicsOf: (e) => topics.topics(e),
    });
    const brand = vi.fn<(events: readonly RecordedEvent[]) => void>();
    const other = vi.fn<(events: readonly RecordedEvent[]) => void>();
    await hub.listen('brand:b', brand);
    await hub.listen('brand:other', other);
    store.push([
      event('brand-b', 'BrandUpdated', 2),
      event('page-p', 'ElementUpdated', 3),
      event('page-p', 'PageUpdated', 4),
      event('asset-x', 'AssetProcessed', 5),
      event('asset-x', 'NotProjected', 6),
    ]);
    await flush();
    expect(brand).not.toHaveBeenCalled();
    waiter.reach(at(6));
    await flush();
    expect(brand).toHaveBeenCalledOnce();
    expect(brand.mock.calls[0]![0].map((e) => e.id)).toEqual(['e2', 'e4', 'e5']);
    expect(brandChangesIn(brand.mock.calls[0]![0])).toEqual({ kinds: ['BRAND', 'PAGES', 'ASSETS'], assetIds: ['x'] });
    expect(other).not.toHaveBeenCalled();
    await hub.close();
  });
});
