import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { ApiError } from '../http/api';
import { GraphQLResponseError, type GraphQLErrorPayload } from './errors';

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
}

/**
 * A tab hidden this long closes its event streams, and opens them again when it is shown. Over
 * HTTP/1.1 a browser keeps at most six connections to a host, shared by all its tabs, and a page
 * screen holds two streams (the page with its presence, the brand): three tabs would otherwise
 * leave a fourth no connection for its requests. A hidden tab is not on the page for presence
 * either.
 */
export const HIDDEN_CLOSE_MS = 30_000;

/**
 * Subscriptions as Server-Sent Events: `GET /graphql?id=<persisted id>&variables=<json>` through
 * the browser's EventSource (same origin, so the session cookies go along). The server sends
 * `next` events with results and `complete` at the end. When the connection drops, or the server
 * ends a long stream or shuts down, EventSource reconnects by itself; when a reconnection is
 * refused (a proxy's 502 while the API restarts) a new one is tried with a growing pause; a tab
 * hidden for HIDDEN_CLOSE_MS closes it until it is shown again. Either way the server starts again
 * with the current state, so nothing is missed. Unsubscribing closes the connection.
 */
export const subscribeGraphQL: SubscribeFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!params.id) {
      sink.error(new Error(`${params.name} has no persisted id. Run: npm run generate --workspace web`));
      return;
    }
    const url = `/graphql?${new URLSearchParams({ id: params.id, variables: JSON.stringify(variables) }).toString()}`;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let hidden: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    let failures = 0;
    const disconnect = () => {
      clearTimeout(retry);
      source?.close();
      source = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hidden ??= setTimeout(() => {
          hidden = undefined;
          paused = true;
          disconnect();
        }, HIDDEN_CLOSE_MS);
        return;
      }
      clearTimeout(hidden);
      hidden = undefined;
      if (paused) {
        paused = false;
        connect();
      }
    };
    const close = () => {
      clearTimeout(hidden);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
      disconnect();
    };
    const connect = () => {
      const events = (source = new EventSource(url));
      events.addEventListener('open', () => (failures = 0));
      events.addEventListener('next', (event) => {
        let body: ResponseBody;
        try {
          body = JSON.parse((event as MessageEvent<string>).data) as ResponseBody;
        } catch {
          close();
          sink.error(new ApiError('', 200));
          return;
        }
        // Errors with nothing to show (no access, an unknown document): the subscription is over.
        const values = body.data && typeof body.data === 'object' ? Object.values(body.data) : [];
        if (body.errors?.length && values.every((value) => value == null)) {
          close();
          sink.error(new GraphQLResponseError(body.errors, 200));
          return;
        }
        sink.next(body as GraphQLResponse);
      });
      events.addEventListener('complete', () => {
        close();
        sink.complete();
      });
      events.addEventListener('error', () => {
        // CONNECTING: EventSource reconnects by itself. CLOSED: it gave up; try again later.
        if (events.readyState === EventSource.CLOSED && source === events)
          retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** failures++));
      });
    };
    connect();
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
    return close;
  });
