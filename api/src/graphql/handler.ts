import type { ServerResponse } from 'node:http';
import { formatError as formatMessage } from '@brandtrail/domain';
import { GraphQLError, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { getGraphQLParameters, processRequest, sendResult, type Push } from 'graphql-helix';
import { describeError } from '../errors';
import type { Context } from './context';

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
}

function formatErrors(result: ExecutionResult, ctx: Context): ExecutionResult {
  if (!result.errors) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      if (!error.originalError || error.originalError instanceof GraphQLError) {
        // Syntax, validation and variable errors: the client sent a bad document.
        return new GraphQLError(error.message, {
          nodes: error.nodes,
          path: error.path,
          extensions: { code: 'GRAPHQL_VALIDATION', status: 400 },
        });
      }
      const described = describeError(error.originalError, ctx.locale);
      return new GraphQLError(described.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: described.code, status: described.status },
      });
    }),
  };
}

/**
 * Parsing and validating a document costs more than answering most queries, and clients send the
 * same few documents again and again: both results are kept (the schema never changes at run time).
 */
function documentCache(maxDocuments = 1000) {
  const parsed = new Map<string, DocumentNode>();
  const validated = new WeakMap<DocumentNode, ReturnType<typeof validate>>();
  return {
    parse: (source: string): DocumentNode => {
      let document = parsed.get(source);
      if (!document) {
        document = parse(source);
        if (parsed.size >= maxDocuments) parsed.delete(parsed.keys().next().value!);
        parsed.set(source, document);
      }
      return document;
    },
    validate: (schema: GraphQLSchema, document: DocumentNode, rules?: Parameters<typeof validate>[2]) => {
      let errors = validated.get(document);
      if (!errors) {
        errors = validate(schema, document, rules);
        validated.set(document, errors);
      }
      return errors;
    },
  };
}

export function createGraphQLHandler(options: GraphQLHandlerOptions) {
  const documents = documentCache();
  /** The open event streams, each by the function that ends it. */
  const streams = new Set<() => void>();
  const handler = async (request: GraphQLRequest, res: ServerResponse, ctx: Context): Promise<void> => {
    // GET carries the parameters in the query string (EventSource can only GET), POST in the body.
    const get = request.method === 'GET';
    const params: Record<string, unknown> = get ? { ...request.query } : { ...(request.body ?? {}) };
    const wantsEvents = headerOf(request, 'accept').includes('text/event-stream');
    const docId = (params.doc_id ?? params.id) as string | undefined;
    if (docId !== undefined) {
      const text = options.documents.get(String(docId));
      if (!text) return reject(res, ctx, 'UNKNOWN_DOCUMENT', wantsEvents);
      params.query = text;
    } else if (options.persistedOnly) {
      return reject(res, ctx, 'UNKNOWN_DOCUMENT', wantsEvents);
    }
    const helixRequest = get ? { ...request, query: params as Record<string, string> } : { ...request, body: params };
    const { operationName, query, variables } = getGraphQLParameters(helixRequest);
    const result = await processRequest<Context>({
      operationName,
      query,
      variables,
      request: helixRequest,
      schema: options.schema,
      parse: documents.parse,
      validate: documents.validate,
      contextFactory: () => ctx,
      formatPayload: ({ payload }) => formatErrors(payload, ctx),
    });
    if (result.type === 'PUSH') return sendEvents(result, res, streams, options);
    await sendResult(result, res);
  };
  return Object.assign(handler, {
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

function reject(res: ServerResponse, ctx: Context, code: 'UNKNOWN_DOCUMENT', asEvents: boolean): void {
  const body = JSON.stringify({
    errors: [{ message: formatMessage(ctx.locale, code), extensions: { code, status: 400 } }],
  });
  if (asEvents) {
    // An EventSource cannot read an error response's body: the error travels as an event instead.
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end(`event: next\ndata: ${body}\n\nevent: complete\ndata:\n\n`);
  }
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(body);
}
