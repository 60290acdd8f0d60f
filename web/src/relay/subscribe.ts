import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { ApiError } from '../http/api';
import { GraphQLResponseError, type GraphQLErrorPayload } from './errors';

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
}

/**
 * Subscriptions as Server-Sent Events: `GET /graphql?id=<persisted id>&variables=<json>` through
 * the browser's EventSource (same origin, so the session cookies go along). The server sends
 * `next` events with results and `complete` at the end. When the connection drops, or the server
 * ends a long stream or shuts down, EventSource reconnects by itself; when a reconnection is
 * refused (a proxy's 502 while the API restarts) a new one is tried with a growing pause. Either
 * way the server starts again with the current state, so nothing is missed. Unsubscribing closes
 * the connection.
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
    let failures = 0;
    const close = () => {
      clearTimeout(retry);
      source?.close();
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
    return close;
  });
