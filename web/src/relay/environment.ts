import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RelayFieldLogger,
} from 'relay-runtime';
import { ApiError } from '../http/api';

/** One entry of a GraphQL `errors` list as the API sends it. */
export interface GraphQLErrorPayload {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; status?: number };
}

/**
 * A GraphQL answer without data. `message` is the first error's message, which the server has
 * already translated; `code` is its stable `extensions.code` (e.g. SLUG_TAKEN, UNAUTHENTICATED).
 */
export class GraphQLResponseError extends Error {
  readonly code: string | undefined;
  readonly status: number;
  readonly errors: readonly GraphQLErrorPayload[];

  constructor(errors: readonly GraphQLErrorPayload[], httpStatus: number) {
    const first = errors[0];
    super(first?.message ?? '');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
    this.code = first?.extensions?.code;
    this.status = first?.extensions?.status ?? httpStatus;
  }
}

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
}

/**
 * Sends persisted documents only: `{id, variables}`. The API looks the text up in
 * web/persisted-queries.json (written by relay-compiler), and in production it accepts nothing else.
 */
const fetchGraphQL: FetchFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!params.id) {
      sink.error(new Error(`${params.name} has no persisted id. Run: npm run generate --workspace web`));
      return;
    }
    const controller = new AbortController();
    void (async () => {
      let response: Response;
      try {
        response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ id: params.id, variables }),
          signal: controller.signal,
        });
      } catch (error) {
        if (!controller.signal.aborted) sink.error(new ApiError('', 0, 'NETWORK'));
        else sink.error(error as Error);
        return;
      }
      let body: ResponseBody;
      try {
        body = (await response.json()) as ResponseBody;
      } catch {
        sink.error(new ApiError('', response.status));
        return;
      }
      if (body.errors?.length && body.data == null) {
        // Nothing to show: hand the server's (translated) message and code to the caller, e.g. a
        // mutation's onError or the route's error boundary.
        sink.error(new GraphQLResponseError(body.errors, response.status));
        return;
      }
      if (body.data == null) {
        sink.error(new ApiError('', response.status));
        return;
      }
      // Partial data: Relay records the field errors; @catch / @throwOnFieldError decide per field.
      sink.next(body as GraphQLResponse);
      sink.complete();
    })();
    return () => controller.abort();
  });

const relayFieldLogger: RelayFieldLogger = (event) => {
  if (event.kind === 'relay_field_payload.error' && !event.handled)
    console.error('GraphQL field error', event.fieldPath, event.error);
};

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
    relayFieldLogger,
  });
}

let current: Environment | undefined;

/** The environment the router's loaders and the components share. */
export function getEnvironment(): Environment {
  current ??= createEnvironment();
  return current;
}

/**
 * Starts over with an empty store, so that nothing of the previous user survives: call it after
 * log-in, registration and log-out, before the router revalidates.
 */
export function resetEnvironment(): Environment {
  current = createEnvironment();
  return current;
}
