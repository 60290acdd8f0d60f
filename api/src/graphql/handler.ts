import { acceptedEncodings } from '../http/static';
import type { ServerResponse } from 'node:http';
import { DomainError, fail } from '@brandtrail/domain';
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { processRequest, sendResult, type Push } from 'graphql-helix';
import { requireOperationAllowed } from '../access/policy';
import { describeError } from '../errors';
import { WROTE_COOKIE, wroteCookie } from '../http/auth';
import { parseCookies } from '../http/cookies';
import { checkStorableJson } from '../http/input';
import { Answer, AnswerCache } from './answers';
import type { Context } from './context';
import { checkCost, checkSource, MAX_TOKENS, validateDocument } from './limits';

/**
 * The only file that knows graphql-helix. It resolves persisted document ids (helix reads the
 * POST field `extension`, not `extensions`, so ids are resolved here before helix sees the body,
 * or the query string of a GET), executes, formats errors through the one error mapping, and sends
 * subscriptions as Server-Sent Events.
 */
export interface GraphQLRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

export interface GraphQLHandlerOptions {
  schema: GraphQLSchema;
  /** Relay's persisted documents: id -> text. */
  documents: ReadonlyMap<string, string>;
  /** Accept only persisted documents (production). */
  persistedOnly: boolean;
  /** Subscriptions: a comment this often keeps an idle event stream open (15 s). */
  keepAliveMs?: number;
  /** Subscriptions: a stream ends after this long and the browser reconnects (10 minutes). */
  maxStreamMs?: number;
  /** Answers of queries kept until a read model moves on (see answers.ts); none without it. */
  answers?: AnswerCache;
}

function formatErrors(result: ExecutionResult, ctx: Context): ExecutionResult {
  if (!result.errors) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const original = error.originalError;
      // Syntax, validation and variable errors (graphql-js's own, in English): the client sent a bad
      // document; the translated sentence carries graphql-js's detail.
      const described =
        !original || original instanceof GraphQLError
          ? describeError(new DomainError('GRAPHQL_VALIDATION', { detail: error.message }), ctx.locale)
          : describeError(original, ctx.locale);
      // A throttled field says when to come back (seconds), which the answer's Retry-After carries.
      const wait = original instanceof DomainError ? original.params.wait : undefined;
      return new GraphQLError(described.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: described.code, status: described.status, ...(typeof wait === 'number' ? { retryAfter: wait } : {}) },
      });
    }),
  };
}

/** What one request asks for, once its parameters have been checked. */
interface Operation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

/** Parameters of a request: strings where strings belong, variables an object; anything else is REQUEST_INVALID. */
function parameters(
  get: boolean,
  params: Record<string, unknown>,
): { docId?: string; query?: string; operationName?: string; variables?: Record<string, unknown> } {
  const optionalString = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    return typeof value === 'string' ? value : fail('REQUEST_INVALID');
  };
  let variables: unknown = params.variables;
  if (get && typeof variables === 'string') {
    try {
      variables = variables === '' ? undefined : (JSON.parse(variables) as unknown);
    } catch {
      fail('REQUEST_INVALID');
    }
    checkStorableJson(variables);
  }
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    fail('REQUEST_INVALID');
  return {
    docId: optionalString(params.doc_id ?? params.id),
    query: optionalString(params.query),
    operationName: optionalString(params.operationName) || undefined,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}

/**
 * Parsed and validated documents, kept per document text: validating costs more than answering
 * most queries, and clients send the same few documents again and again (the schema never changes
 * at run time). Only documents that passed every check are kept, at most MAX_CACHED_TEXT characters
 * of them (oldest out first), so documents that are refused, or sent once, cost no memory.
 */
const MAX_CACHED_TEXT = 4 * 1024 * 1024;
function documentCache(schema: GraphQLSchema) {
  const valid = new Map<string, DocumentNode>();
  let cachedText = 0;
  return (source: string): DocumentNode => {
    const known = valid.get(source);
    if (known) return known;
    checkSource(source);
    let document: DocumentNode;
    try {
      document = parse(source, { maxTokens: MAX_TOKENS, noLocation: false });
    } catch (error) {
      if (error instanceof GraphQLError && /contains more th\w+ \d+ tokens/.test(error.message))
        throw new DomainError('QUERY_TOO_LARGE', { max: MAX_TOKENS });
      throw error;
    }
    const errors = validateDocument(schema, document);
    if (errors.length) throw new RefusedDocument(errors);
    valid.set(source, document);
    cachedText += source.length;
    for (const [text] of valid) {
      if (cachedText <= MAX_CACHED_TEXT) break;
      valid.delete(text);
      cachedText -= text.length;
    }
    return document;
  };
}

/** A document that failed validation: its errors, each answered. */
class RefusedDocument extends Error {
  constructor(readonly errors: readonly GraphQLError[]) {
    super('refused document');
  }
}

export function createGraphQLHandler(options: GraphQLHandlerOptions) {
  const document = documentCache(options.schema);
  /** The open event streams, each by the function that ends it. */
  const streams = new Set<() => void>();

  /** Everything checked before anything runs: parameters, document, limits, cost, who may ask. */
  function prepare(get: boolean, params: Record<string, unknown>, ctx: Context): Operation {
    const { docId, query, operationName, variables } = parameters(get, params);
    let source = query;
    if (docId !== undefined) {
      source = options.documents.get(docId);
      if (source === undefined) fail('UNKNOWN_DOCUMENT');
    } else if (options.persistedOnly) {
      fail('UNKNOWN_DOCUMENT');
    }
    if (source === undefined) fail('REQUEST_INVALID');
    const doc = document(source);
    const operation = getOperationAST(doc, operationName) ?? fail('REQUEST_INVALID');
    if (get && operation.operation === OperationTypeNode.MUTATION) fail('REQUEST_INVALID');
    checkCost(options.schema, doc, variables, operationName);
    requireOperationAllowed(ctx.viewer, operation);
    return { document: doc, operation, operationName, variables };
  }

  /**
   * Runs a prepared operation: a query's clean answer as an `Answer` (from the answer cache when
   * `cacheable` and it applies, and kept there), anything else as graphql-helix's result.
   */
  async function execute(
    prepared: Operation,
    request: GraphQLRequest,
    ctx: Context,
    cacheable: boolean,
  ): Promise<Answer | Awaited<ReturnType<typeof processRequest<Context>>>> {
    const answers =
      cacheable && prepared.operation.operation === OperationTypeNode.QUERY && AnswerCache.applies(ctx)
        ? options.answers
        : undefined;
    let done: ((answer?: Answer) => void) | undefined;
    if (answers) {
      const key = answers.key(prepared.document, prepared.operationName, prepared.variables, ctx);
      const kept = answers.get(key) ?? (await answers.joinable(key));
      if (kept !== undefined) return kept;
      done = answers.begin(key);
    }
    let result: Awaited<ReturnType<typeof processRequest<Context>>>;
    try {
      result = await processRequest<Context>({
        operationName: prepared.operationName,
        query: prepared.document,
        variables: prepared.variables,
        request,
        schema: options.schema,
        // Parsed and validated by prepare().
        validate: () => [],
        contextFactory: () => ctx,
        formatPayload: ({ payload }) => formatErrors(payload, ctx),
      });
    } catch (error) {
      done?.();
      throw error;
    }
    if (done && result.type === 'RESPONSE' && result.status === 200 && !result.payload.errors) {
      const answer = new Answer(JSON.stringify(result.payload));
      done(answer);
      return answer;
    }
    done?.();
    return result;
  }

  const handler = async (request: GraphQLRequest, res: ServerResponse, ctx: Context): Promise<void> => {
    // GET carries the parameters in the query string (EventSource can only GET), POST in the body.
    const get = request.method === 'GET';
    const wantsEvents = headerOf(request, 'accept').includes('text/event-stream');
    let prepared: Operation;
    try {
      prepared = prepare(get, get ? { ...request.query } : { ...(request.body ?? {}) }, ctx);
    } catch (error) {
      if (error instanceof RefusedDocument) return reject(res, ctx, error.errors, wantsEvents);
      if (error instanceof GraphQLError) return reject(res, ctx, [error], wantsEvents);
      if (error instanceof DomainError)
        return reject(res, ctx, [new GraphQLError(error.code, { originalError: error })], wantsEvents);
      throw error;
    }
    const kind = prepared.operation.operation;
    if (kind === OperationTypeNode.MUTATION) res.appendHeader('set-cookie', wroteCookie(ctx.services));
    const wrote = parseCookies(headerOf(request, 'cookie'))[WROTE_COOKIE] !== undefined;
    const outcome = await execute(prepared, request, ctx, !wantsEvents && !wrote);
    if (outcome instanceof Answer) return sendAnswer(request, res, outcome);
    const result = outcome;
    if (result.type === 'PUSH') return sendEvents(result, res, streams, options);
    if (result.type === 'RESPONSE') {
      // A refusal to wait (a create past its rate limit) answers 429 with Retry-After, as the
      // log-in throttle does, so that clients and proxies know what it is.
      const waits = (result.payload.errors ?? []).map((e) => e.extensions?.retryAfter).filter((w) => typeof w === 'number');
      if (waits.length) {
        res.setHeader('retry-after', String(Math.max(...waits)));
        return sendResult({ ...result, status: 429 }, res);
      }
    }
    await sendResult(result, res);
  };
  return Object.assign(handler, {
    /**
     * A persisted query answered in this process as `POST /graphql` answers it for `ctx`, with the
     * same checks and cache: the server's rendering of a page asks so (ssr.ts). Anything but a
     * query is refused.
     */
    async ask(id: string, variables: Record<string, unknown>, ctx: Context): Promise<unknown> {
      const request: GraphQLRequest = { method: 'POST', headers: {}, query: {}, body: { id, variables } };
      const prepared = prepare(false, request.body!, ctx);
      if (prepared.operation.operation !== OperationTypeNode.QUERY) fail('REQUEST_INVALID');
      const outcome = await execute(prepared, request, ctx, true);
      if (outcome instanceof Answer) return JSON.parse(outcome.body) as unknown;
      if (outcome.type !== 'RESPONSE') fail('REQUEST_INVALID');
      return outcome.payload;
    },
    /** Answers a request refused before it reached GraphQL (its body, say) in GraphQL's shape. */
    refuse(res: ServerResponse, ctx: Context, error: DomainError, asEvents: boolean): void {
      reject(res, ctx, [new GraphQLError(error.code, { originalError: error })], asEvents);
    },
    /**
     * Ends every open event stream without `complete`, so that browsers reconnect (to another
     * process, or to this one restarted): call it when the server shuts down.
     */
    endStreams(): void {
      for (const end of [...streams]) end();
    },
  });
}

const headerOf = (request: GraphQLRequest, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** A query's answer (200), gzipped when the client takes gzip and the answer is worth it. */
function sendAnswer(request: GraphQLRequest, res: ServerResponse, answer: Answer): void {
  const gzip =
    answer.body.length >= 2048 && acceptedEncodings(headerOf(request, 'accept-encoding')).some((e) => e.name === 'gzip');
  const body = gzip ? answer.gzip() : answer.body;
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(body);
}

/** Past this much unsent data the client is too slow: it is cut off and reconnects for a fresh copy. */
const MAX_BUFFERED = 1024 * 1024;

/**
 * A subscription as Server-Sent Events, in the "distinct connections" form of GraphQL over SSE:
 * `next` events carry results, `complete` ends the operation (the client then closes; an
 * EventSource would reconnect otherwise). Comments keep proxies from closing an idle stream. After
 * `maxStreamMs` the stream ends without `complete`: the browser reconnects, which checks the
 * session and the viewer's access again, and the subscription starts with the current state.
 */
async function sendEvents(
  result: Push<Context, unknown>,
  res: ServerResponse,
  streams: Set<() => void>,
  options: GraphQLHandlerOptions,
): Promise<void> {
  if (res.destroyed) return result.unsubscribe(); // the client left while the subscription started
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // The connection goes with the stream, so that a server shutting down need not wait for it.
    connection: 'close',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 1000\n\n');
  let open = true;
  const stop = () => {
    if (!open) return;
    open = false;
    streams.delete(end);
    clearInterval(keepAlive);
    clearTimeout(lifetime);
    result.unsubscribe();
  };
  /** Without `complete` the browser reconnects. */
  const end = (last = '') => {
    stop();
    if (!res.writableEnded) res.end(last);
  };
  streams.add(end);
  const keepAlive = setInterval(() => res.write(':\n\n'), options.keepAliveMs ?? 15_000);
  const lifetime = setTimeout(end, options.maxStreamMs ?? 10 * 60_000);
  res.on('close', stop);
  await result.subscribe((payload) => {
    if (!open) return;
    res.write(`event: next\ndata: ${JSON.stringify(payload)}\n\n`);
    if (res.writableLength > MAX_BUFFERED) res.destroy();
  });
  if (open) end('event: complete\ndata:\n\n');
}

/** Answers a request refused before it ran: 400 (or the refusal's own status) with GraphQL errors. */
function reject(res: ServerResponse, ctx: Context, errors: readonly GraphQLError[], asEvents: boolean): void {
  const payload = formatErrors({ errors }, ctx);
  const status = Math.max(...(payload.errors ?? []).map((e) => Number(e.extensions.status) || 400));
  const body = JSON.stringify(payload);
  if (asEvents) {
    // An EventSource cannot read an error response's body: the error travels as an event instead.
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end(`event: next\ndata: ${body}\n\nevent: complete\ndata:\n\n`);
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}
