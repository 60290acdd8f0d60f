import {
  Environment,
  Network,
  Observable,
  RecordSource,
  ROOT_ID,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RelayFieldLogger,
  type Variables,
} from 'relay-runtime';
import { ApiError } from '../http/api';
import { trackRequest } from '../routing/activity';
import { takingOverServerPage } from '../routing/hydration';
import { viewerEpoch } from '../routing/viewer';
import { GraphQLResponseError, type GraphQLErrorPayload } from './errors';
import { isForbidden, recoverFromForbidden } from './forbidden';
import { subscribeGraphQL } from './subscribe';

export { GraphQLResponseError, type GraphQLErrorPayload } from './errors';

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
}

/**
 * Sends persisted documents only: `{id, variables}`. The API looks the text up in
 * web/persisted-queries.json (written by relay-compiler), and in production it accepts nothing else.
 */
/**
 * A mutation's variables with a `clientMutationId` in its input: the caller's (one per user action
 * that the caller retries itself, e.g. an upload's create), else a fresh one for this commit, which
 * its retries here (after a silent log-in) send again. The server does a mutation once per id and
 * user: a repeat answers as the first did, and records nothing again.
 */
export function withClientMutationId(operationKind: string, variables: Variables): Variables {
  const input = variables.input as Record<string, unknown> | undefined;
  if (operationKind !== 'mutation' || !input || typeof input !== 'object' || input.clientMutationId) return variables;
  return { ...variables, input: { ...input, clientMutationId: crypto.randomUUID() } };
}

const fetchGraphQL: FetchFunction = (params, given) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!params.id) {
      sink.error(new Error(`${params.name} has no persisted id. Run: npm run generate --workspace web`));
      return;
    }
    const variables = withClientMutationId(params.operationKind, given);
    const controller = new AbortController();
    const done = trackRequest();
    const post = () =>
      fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ id: params.id, variables }),
        signal: controller.signal,
      });
    void (async () => {
      let response: Response;
      let body: ResponseBody;
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            response = await post();
          } catch (error) {
            if (!controller.signal.aborted) sink.error(new ApiError('', 0, 'NETWORK'));
            else sink.error(error as Error);
            return;
          }
          try {
            body = (await response.json()) as ResponseBody;
          } catch {
            sink.error(new ApiError('', response.status));
            return;
          }
          // A 403 (spec, point 8): log in again silently and retry once; when that fails the
          // client goes to /login (root path) or reloads, and the error reaches the caller.
          if (attempt > 0 || !isForbidden(body.errors) || !(await recoverFromForbidden())) break;
        }
      } finally {
        done();
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

/** The records of a store, as `RecordSource#toJSON` gives them and its constructor takes them. */
export type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

/** The id of the script element that holds the Relay records of a page the server rendered. */
const RECORDS_ELEMENT = 'bt-relay';

export function createEnvironment(records?: RecordMap, fetchFunction: FetchFunction = fetchGraphQL): Environment {
  return new Environment({
    network: Network.create(fetchFunction, subscribeGraphQL),
    store: new Store(new RecordSource(records)),
    relayFieldLogger,
  });
}

/**
 * What a server-rendered page carries for the client to start from (entry-server.tsx answered its
 * queries: the `<script type="application/json" id="bt-relay">` the API writes): the live store's
 * records and, on a screen of the past (a version), the past store's (pastEnvironment). Read once,
 * by the first environment, and removed, so that the client takes the page over without asking again.
 */
export interface PageRecords {
  live: RecordMap;
  past?: RecordMap;
}

function recordsInPage(): PageRecords | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(RECORDS_ELEMENT);
  if (!element) return undefined;
  element.remove();
  try {
    const carried = JSON.parse(element.textContent ?? '') as Partial<PageRecords> | null;
    return carried?.live ? { live: carried.live, past: carried.past } : undefined;
  } catch {
    return undefined;
  }
}

let current: Environment | undefined;
let currentEpoch = -1;
/** While the server renders a screen, its environment (entry-server.tsx, one render at a time). */
let rendering: Environment | undefined;

/**
 * The environment the router's loaders and the components share; a new one (empty store) once
 * the logged-in user changed (routing/viewer.ts: sessionChanged).
 */
export function getEnvironment(): Environment {
  if (rendering) return rendering;
  if (!current || currentEpoch !== viewerEpoch()) {
    const carried = current ? undefined : recordsInPage();
    current = createEnvironment(carried?.live);
    if (carried?.past) pasts.set(current, createEnvironment(carried.past));
    currentEpoch = viewerEpoch();
  }
  return current;
}

/** Each live environment's past one (pastEnvironment). */
const pasts = new WeakMap<Environment, Environment>();

/**
 * Where the past is read: a page at a moment of its history, a brand or page at a version. The API
 * answers them with the live objects' ids (Brand:…, Page:…, PageElement:…), so in the live store
 * the past would overwrite the present on every screen that shows it; a store of its own (same
 * network) keeps them apart, and nothing there needs to follow the live brand. One per live
 * environment: a new user's session starts both afresh.
 */
export function pastEnvironment(live: Environment = getEnvironment()): Environment {
  let past = pasts.get(live);
  if (!past) pasts.set(live, (past = createEnvironment()));
  return past;
}

/**
 * Runs `render` with an environment of its own (and a past one) whose queries `ask` answers (the
 * server's rendering, entry-server.tsx: one at a time, as getEnvironment() is the module's one
 * answer), and answers what it rendered and the records it read.
 */
export async function renderWithEnvironment<T>(
  ask: (id: string, variables: Variables) => Promise<GraphQLResponse>,
  render: () => Promise<T>,
): Promise<{ rendered: T; records: PageRecords }> {
  const answer: FetchFunction = (params, variables) =>
    Observable.from(
      (async () => {
        if (!params.id) throw new Error(`${params.name} has no persisted id`);
        const response = await ask(params.id, variables);
        const body = response as ResponseBody;
        if (body.data == null) throw new GraphQLResponseError(body.errors ?? [], 200);
        return response;
      })(),
    );
  const environment = createEnvironment(undefined, answer);
  const past = createEnvironment(undefined, answer);
  pasts.set(environment, past);
  rendering = environment;
  try {
    const rendered = await render();
    const pastRecords = past.getStore().getSource().toJSON();
    const records: PageRecords = { live: environment.getStore().getSource().toJSON() };
    // (an empty store holds its root only)
    if (Object.keys(pastRecords).some((id) => id !== ROOT_ID)) records.past = pastRecords;
    return { rendered, records };
  } finally {
    // A render given up for taking too long may end during a later one: that one's stays.
    if (rendering === environment) rendering = undefined;
  }
}

/**
 * How a loader asks for its screen's data: as `policy` says (by default always the server, which
 * may know more than the store); but while the client takes over a server-rendered screen, the
 * records the page came with (the same answer, a moment old), so that the first render is the
 * server's and no request follows it.
 */
export const freshPolicy = <P extends 'network-only' | 'store-and-network' = 'network-only'>(
  policy: P = 'network-only' as P,
): P | 'store-or-network' => (takingOverServerPage() ? 'store-or-network' : policy);

/**
 * Starts over with an empty store, so that nothing of the previous user survives: call it after
 * log-in, registration and log-out, before the router revalidates.
 */
export function resetEnvironment(): Environment {
  current = createEnvironment();
  currentEpoch = viewerEpoch();
  return current;
}
