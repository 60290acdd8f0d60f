import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { getGraphQLParameters, processRequest, sendResult } from 'graphql-helix';
import { benchMessage } from './child';

/**
 * Figure 4's baseline: a bare graphql-helix server on node:http, with a schema of the same shape
 * as the product's brand list, answered from memory (no auth, no database). Prints
 * "BENCH ready {url}". HELIX_DOC_CACHE=1 (for `npm run diagnose` only, never the baseline) keeps
 * each query text's parsed and validated document, through helix's parse and validate hooks.
 *
 *   node --import tsx load-tests/src/helixServer.ts
 */
const schema: GraphQLSchema = buildSchema(/* GraphQL */ `
  enum Plan {
    free
    basic
    pro
  }
  enum UserRole {
    owner
    editor
    viewer
    public
    shared
  }
  type Brand {
    id: ID!
    name: String!
    slug: String!
    currentPlan: Plan!
    userRole: UserRole!
    updatedAt: String!
  }
  type BrandEdge {
    cursor: String!
    node: Brand!
  }
  type BrandConnection {
    edges: [BrandEdge!]!
    totalCount: Int!
  }
  type Query {
    brands(first: Int = 50, after: String): BrandConnection!
  }
`);

const count = Number(process.env.BENCH_BRANDS ?? 20);
const brands = Array.from({ length: count }, (_, i) => ({
  id: Buffer.from(`Brand:${randomUUID()}`).toString('base64url'),
  name: `Bench brand ${i + 1}`,
  slug: `bench-brand-${i + 1}`,
  currentPlan: 'free',
  userRole: 'owner',
  updatedAt: new Date().toISOString(),
}));
const root = {
  brands: ({ first }: { first: number }) => {
    const nodes = brands.slice(0, first);
    return { totalCount: brands.length, edges: nodes.map((node, i) => ({ node, cursor: String(i) })) };
  },
};

const server = http.createServer((req, res) => {
  void (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : undefined;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request = { body, headers: req.headers, method: req.method ?? 'GET', query: Object.fromEntries(url.searchParams) };
    const { operationName, query, variables } = getGraphQLParameters(request);
    const result = await processRequest({ operationName, query, variables, request, schema, rootValueFactory: () => root });
    await sendResult(result, res);
  })().catch(() => {
    res.writeHead(500);
    res.end();
  });
});

server.listen(0, '127.0.0.1', () => {
  benchMessage('ready', { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
