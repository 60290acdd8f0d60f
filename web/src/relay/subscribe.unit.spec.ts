import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { GraphQLResponseError } from './errors';
import { HIDDEN_CLOSE_MS, subscribeGraphQL } from './subscribe';

/** Just enough of the browser's EventSource: the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
}

const request = {
  id: 'doc-1',
  name: 'usePageChangedSubscription',
  operationKind: 'subscription',
  text: null,
} as RequestParameters;

function subscribe() {
  const next = vi.fn<(response: GraphQLResponse) => void>();
  const error = vi.fn<(error: Error) => void>();
  const complete = vi.fn<() => void>();
  const observable = subscribeGraphQL(request, { id: 'UGFnZTox' }, {}) as Observable<GraphQLResponse>;
  const subscription = observable.subscribe({ next, error, complete });
  return { next, error, complete, subscription, source: () => FakeEventSource.opened.at(-1)! };
}

describe('subscriptions over Server-Sent Events', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the persisted document with its variables and passes results on', () => {
    const { next, source } = subscribe();
    const url = new URL(source().url, 'http://localhost');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('id')).toBe('doc-1');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ id: 'UGFnZTox' });
    source().open();
    source().send('next', { data: { pageChanged: { id: 'UGFnZTox', name: 'Logo' } } });
    source().send('next', { data: { pageChanged: { id: 'UGFnZTox', name: 'Logo usage' } } });
    expect(next.mock.calls.map(([response]) => response)).toEqual([
      { data: { pageChanged: { id: 'UGFnZTox', name: 'Logo' } } },
      { data: { pageChanged: { id: 'UGFnZTox', name: 'Logo usage' } } },
    ]);
  });

  it('ends with the server’s error when there is nothing to show, and on complete', () => {
    const denied = subscribe();
    denied.source().send('next', {
      data: { pageChanged: null },
      errors: [{ message: 'This page could not be found', extensions: { code: 'PAGE_NOT_FOUND', status: 404 } }],
    });
    const error = denied.error.mock.calls[0]![0] as GraphQLResponseError;
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error).toMatchObject({ code: 'PAGE_NOT_FOUND', status: 404, message: 'This page could not be found' });
    expect(denied.source().readyState).toBe(FakeEventSource.CLOSED);

    const done = subscribe();
    done.source().send('complete', '');
    expect(done.complete).toHaveBeenCalledOnce();
    expect(done.source().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('closes the connection when unsubscribed', () => {
    const { subscription, source } = subscribe();
    source().open();
    subscription.unsubscribe();
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves reconnecting to EventSource, and tries again itself, later and later, when it gave up', () => {
    const { error, source, subscription } = subscribe();
    source().open();
    source().fail(FakeEventSource.CONNECTING); // a dropped connection: EventSource reconnects
    expect(FakeEventSource.opened).toHaveLength(1);
    source().fail(FakeEventSource.CLOSED); // e.g. a 502 while the API restarts
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    source().fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(error).not.toHaveBeenCalled();
    source().fail(FakeEventSource.CLOSED);
    subscription.unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('closes the connection while the tab has been hidden a while, and opens it again when shown', () => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', page);
    const show = (state: 'visible' | 'hidden') => {
      page.visibilityState = state;
      page.dispatchEvent(new Event('visibilitychange'));
    };
    const { subscription, source } = subscribe();
    source().open();
    // a quick look at another tab changes nothing
    show('hidden');
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS - 1);
    show('visible');
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(source().readyState).toBe(FakeEventSource.OPEN);
    show('hidden');
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS);
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
    show('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    subscription.unsubscribe();
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
    show('hidden');
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS);
    show('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
