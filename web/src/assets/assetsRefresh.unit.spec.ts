import { buildSchema, graphql as execute } from 'graphql';
import {
  commitLocalUpdate,
  ConnectionHandler,
  createOperationDescriptor,
  Environment,
  fetchQuery,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
} from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import schemaText from '@brandtrail/api/schema.graphql?raw';
import persisted from '../../persisted-queries.json';
import AssetsRoutePaginationQuery from '../__generated__/AssetsRoutePaginationQuery.graphql';
import AssetsRouteQuery from '../__generated__/AssetsRouteQuery.graphql';
import { refreshList, refreshProcessing } from './assetsRefresh';

/*
 * The library's refresh against a server that answers the client's own persisted documents with
 * the API's schema (graphql-js over an in-memory brand), so the grid's connection in the Relay store
 * is exactly what the screen would render.
 */

const schema = buildSchema(schemaText);
const documents = persisted as Record<string, string>;
const BRAND = 'brand-1';
const SLUG = 'nordlys';
const PAGE_MAX = 100;

interface ServerAsset {
  id: string;
  name: string;
  status: 'pending' | 'uploaded' | 'ready' | 'failed';
}

let assets: ServerAsset[];
let requests: { name: string; first?: number }[];

const assetNode = (a: ServerAsset) => ({
  __typename: 'Asset',
  ...a,
  extension: 'png',
  byteSize: 1000,
  failureReason: null,
  preview: a.status === 'ready' ? `/files/${a.id}/grid` : null,
  opaque: true,
  mimeType: 'image/png',
  tags: [],
});

const cursorAt = (offset: number) => `o:${offset}`;

const brand = {
  __typename: 'Brand',
  id: BRAND,
  name: 'Nordlys',
  slug: SLUG,
  userRole: 'owner',
  // An owner's: every capability.
  viewerCan: {
    read: true,
    readPrivate: true,
    editContent: true,
    manageAssets: true,
    manageMembers: true,
    manageLinks: true,
    billing: true,
    deleteBrand: true,
  },
  assetTags: [],
  logo: null,
  colors: [],
  fonts: [],
  pages: [],
  deletedPages: [],
  deletedAssets: [],
  // The server's paging: offset cursors, at most 100 a page (api/src/graphql/relay.ts).
  assetsConnection: ({ first, after }: { first?: number | null; after?: string | null }) => {
    const limit = Math.min(first ?? 60, PAGE_MAX);
    const offset = after ? Number(after.slice(2)) + 1 : 0;
    const page = assets.slice(offset, offset + limit);
    return {
      totalCount: assets.length,
      edges: page.map((a, i) => ({ cursor: cursorAt(offset + i), node: assetNode(a) })),
      pageInfo: {
        hasNextPage: offset + limit < assets.length,
        hasPreviousPage: offset > 0,
        startCursor: page.length ? cursorAt(offset) : null,
        endCursor: page.length ? cursorAt(offset + page.length - 1) : null,
      },
    };
  },
};

const root = {
  brandBySlug: ({ slug }: { slug: string }) => (slug === SLUG ? brand : null),
  node: ({ id }: { id: string }) => (id === BRAND ? brand : null),
  assets: ({ ids }: { ids: string[] }) =>
    ids.flatMap((id) => {
      const asset = assets.find((a) => a.id === id);
      return asset ? [assetNode(asset)] : [];
    }),
};

function environment() {
  const network = Network.create(async (params, variables) => {
    const source = documents[params.id ?? ''];
    if (!source) throw new Error(`${params.name}: not in persisted-queries.json (npm run generate --workspace web)`);
    requests.push({ name: params.name, first: (variables.count as number | undefined) ?? undefined });
    const result = await execute({ schema, source, rootValue: root, variableValues: variables });
    if (result.errors?.length) throw new Error(`${params.name}: ${result.errors.map((e) => e.message).join('; ')}`);
    return result as GraphQLResponse;
  });
  return new Environment({ network, store: new Store(new RecordSource()) });
}

const vars = { brandSlug: SLUG, tag: null, search: null };

/** The grid as the screen would render it: the connection's nodes, in order, with their status. */
function grid(env: Environment) {
  let out = {
    ids: [] as string[],
    statuses: [] as unknown[],
    total: 0 as unknown,
    hasNext: false as unknown,
    end: null as unknown,
  };
  commitLocalUpdate(env, (store) => {
    const record = store.get(BRAND);
    const connection =
      record && ConnectionHandler.getConnection(record, 'AssetsRoute_assetsConnection', { tag: null, search: null });
    if (!connection) throw new Error('no grid connection in the store');
    const nodes = (connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node'));
    const pageInfo = connection.getLinkedRecord('pageInfo');
    out = {
      ids: nodes.map((n) => n?.getDataID() ?? ''),
      statuses: nodes.map((n) => n?.getValue('status')),
      total: connection.getValue('totalCount'),
      hasNext: pageInfo?.getValue('hasNextPage'),
      end: pageInfo?.getValue('endCursor'),
    };
  });
  return out;
}

/** Opens the library (the route's query, retained as the screen does) and scrolls `pages` more pages in. */
async function openAndScroll(env: Environment, pages: number) {
  env.retain(createOperationDescriptor(AssetsRouteQuery, vars));
  await fetchQuery(env, AssetsRouteQuery, vars).toPromise();
  for (let i = 0; i < pages; i++) {
    await fetchQuery(env, AssetsRoutePaginationQuery, {
      ...vars,
      id: BRAND,
      count: 60,
      cursor: grid(env).end as string,
    }).toPromise();
  }
}

const ids = (from: number, to: number) => assets.slice(from, to).map((a) => a.id);

describe('the library refresh', () => {
  beforeEach(() => {
    assets = Array.from({ length: 250 }, (_, i) => ({ id: `asset-${i}`, name: `Photo ${i}`, status: 'ready' as const }));
    requests = [];
  });

  it('reads again as many assets as the grid holds, past the server page of 100, and keeps scrolling on', async () => {
    const env = environment();
    await openAndScroll(env, 2);
    expect(grid(env).ids).toEqual(ids(0, 180));

    // Meanwhile: two uploads arrive at the top, one asset deep in the grid is deleted, one finishes processing.
    assets[150]!.status = 'failed';
    assets.splice(120, 1);
    assets.unshift({ id: 'new-1', name: 'New 1', status: 'uploaded' }, { id: 'new-2', name: 'New 2', status: 'pending' });
    requests = [];

    await refreshList(env, vars, 180, 60);
    const after = grid(env);
    expect(after.ids).toEqual(ids(0, 180));
    expect(after.ids.slice(0, 2)).toEqual(['new-1', 'new-2']);
    expect(after.ids).not.toContain('asset-120');
    expect(after.statuses[after.ids.indexOf('asset-150')]).toBe('failed');
    expect(after.total).toBe(251);
    expect(after.hasNext).toBe(true);
    // Two requests: 100 and 80 (the server answers at most 100).
    expect(requests).toEqual([
      { name: 'assetsRefreshPageQuery', first: 100 },
      { name: 'assetsRefreshPageQuery', first: 80 },
    ]);

    // Loading more goes on after the refreshed end.
    await fetchQuery(env, AssetsRoutePaginationQuery, { ...vars, id: BRAND, count: 60, cursor: after.end as string }).toPromise();
    expect(grid(env).ids).toEqual(ids(0, 240));
  });

  it('reads at least a page when the grid holds fewer, and all there is when the list is short', async () => {
    assets = assets.slice(0, 70);
    const env = environment();
    await openAndScroll(env, 0);
    assets.unshift({ id: 'new-1', name: 'New 1', status: 'uploaded' });
    await refreshList(env, vars, 60, 60);
    expect(grid(env).ids).toEqual(ids(0, 60));
    await refreshList(env, vars, 200, 60);
    expect(grid(env).ids).toEqual(ids(0, 71));
    expect(grid(env).hasNext).toBe(false);
  });

  it('polls the assets being processed by id, wherever they are in the grid, and leaves the grid as it is', async () => {
    assets[130]!.status = 'uploaded';
    assets[230]!.status = 'uploaded';
    const env = environment();
    await openAndScroll(env, 3);
    expect(grid(env).ids).toHaveLength(240);

    assets[130]!.status = 'ready';
    assets[230]!.status = 'failed';
    const gone = await refreshProcessing(env, ['asset-130', 'asset-230']);
    expect(gone).toEqual([]);
    const after = grid(env);
    expect(after.ids).toEqual(ids(0, 240));
    expect(after.statuses[130]).toBe('ready');
    expect(after.statuses[230]).toBe('failed');

    // One deleted meanwhile: reported, so the screen reads the list again.
    assets.splice(10, 1);
    expect(await refreshProcessing(env, ['asset-10', 'asset-11'])).toEqual(['asset-10']);
  });
});
