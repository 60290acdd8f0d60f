import type { ServerResponse } from 'node:http';
import { formatError as formatMessage } from '@brandtrail/domain';
import { GraphQLError, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { getGraphQLParameters, processRequest, sendResult } from 'graphql-helix';
import { describeError } from '../errors';
import type { Context } from './context';

/**
 * The only file that knows graphql-helix. It resolves persisted document ids (helix reads the
 * POST field `extension`, not `extensions`, so ids are resolved here before helix sees the body),
 * executes, and formats errors through the one error mapping.
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
  return async (request: GraphQLRequest, res: ServerResponse, ctx: Context): Promise<void> => {
    const body = { ...(request.body ?? {}) };
    const docId = (body.doc_id ?? body.id) as string | undefined;
    if (docId !== undefined) {
      const text = options.documents.get(String(docId));
      if (!text) return reject(res, ctx, 'UNKNOWN_DOCUMENT');
      body.query = text;
    } else if (options.persistedOnly) {
      return reject(res, ctx, 'UNKNOWN_DOCUMENT');
    }
    const { operationName, query, variables } = getGraphQLParameters({ ...request, body });
    const result = await processRequest<Context>({
      operationName,
      query,
      variables,
      request: { ...request, body },
      schema: options.schema,
      parse: documents.parse,
      validate: documents.validate,
      contextFactory: () => ctx,
      formatPayload: ({ payload }) => formatErrors(payload, ctx),
    });
    await sendResult(result, res);
  };
}

function reject(res: ServerResponse, ctx: Context, code: 'UNKNOWN_DOCUMENT'): void {
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ errors: [{ message: formatMessage(ctx.locale, code), extensions: { code, status: 400 } }] }));
}
