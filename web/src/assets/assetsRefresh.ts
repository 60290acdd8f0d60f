import { commitLocalUpdate, ConnectionHandler, fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { assetsRefreshPageQuery } from '../__generated__/assetsRefreshPageQuery.graphql';
import type { assetsRefreshProcessingQuery } from '../__generated__/assetsRefreshProcessingQuery.graphql';

/*
 * Keeping the library's grid current without losing what it holds. The grid is the connection
 * `AssetsRoute_assetsConnection` of the brand (first page from the route's query, more pages on
 * scrolling); the server answers at most 100 assets a request.
 */

/** The server's largest page (Brand.assetsConnection `first`). */
export const SERVER_PAGE_MAX = 100;

/** The grid's connection key and filters (AssetsRoute_assets). */
const CONNECTION_KEY = 'AssetsRoute_assetsConnection';

export interface ListVariables {
  brandSlug: string;
  tag?: string | null;
  search?: string | null;
}

/**
 * Assets that changed (processed, renamed, tagged), again by id: their status, preview and name
 * change, their place in the list does not.
 */
const processingQuery = graphql`
  query assetsRefreshProcessingQuery($ids: [ID!]!) {
    assets(ids: $ids) {
      id
      name
      status
      ...AssetCard_asset
    }
  }
`;

/**
 * One page of the list, read outside the grid's connection (the refresh replaces the grid's edges
 * once every page has arrived). The first page also brings what the screen shows beside the grid.
 */
const pageQuery = graphql`
  query assetsRefreshPageQuery(
    $brandSlug: String!
    $tag: String
    $search: String
    $count: Int!
    $cursor: String
    $first: Boolean!
  ) {
    brand: brandBySlug(slug: $brandSlug) {
      id
      name @include(if: $first)
      slug @include(if: $first)
      viewerCan @include(if: $first) {
        manageAssets
      }
      assetTags @include(if: $first)
      ...PageTree_brand @include(if: $first) @alias(as: "pageTree")
      assetsConnection(first: $count, after: $cursor, tag: $tag, search: $search) {
        totalCount
        edges {
          cursor
          node {
            id
            name
            status
            ...AssetCard_asset
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`;

/**
 * Reads changed assets again (Query.assets by id), wherever they are in the grid:
 * the records update, the grid keeps its order and length. Resolves with the ids the server no
 * longer answers (deleted meanwhile, or no longer visible): the list itself has changed then.
 */
export async function refreshProcessing(environment: Environment, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const data = await fetchQuery<assetsRefreshProcessingQuery>(
    environment,
    processingQuery,
    { ids: [...ids] },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const answered = new Set(data?.assets.map((asset) => asset.id));
  return ids.filter((id) => !answered.has(id));
}

/**
 * Reads the list again as far as the grid holds it (`loaded` assets, at least `minimum`), a page of
 * at most 100 at a time, then replaces the grid's edges, total and page info in one store update:
 * the grid never drops to a shorter list in between, and loading more goes on after the refreshed
 * end. New assets come in at the top, deleted ones leave, the rest keep their place.
 */
export async function refreshList(
  environment: Environment,
  variables: ListVariables,
  loaded: number,
  minimum: number,
): Promise<void> {
  const wanted = Math.max(loaded, minimum);
  const edges: { id: string; cursor: string }[] = [];
  let brandId: string | undefined;
  let total = 0;
  let endCursor: string | null = null;
  let hasNextPage = false;
  while (edges.length < wanted) {
    const data: assetsRefreshPageQuery['response'] | undefined = await fetchQuery<assetsRefreshPageQuery>(
      environment,
      pageQuery,
      {
        brandSlug: variables.brandSlug,
        tag: variables.tag ?? null,
        search: variables.search ?? null,
        count: Math.min(SERVER_PAGE_MAX, wanted - edges.length),
        cursor: endCursor,
        first: brandId === undefined,
      },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const brand: assetsRefreshPageQuery['response']['brand'] = data?.brand;
    // The brand is gone (or no longer readable): the route's own checks take over.
    if (!brand) return;
    brandId = brand.id;
    const page: NonNullable<assetsRefreshPageQuery['response']['brand']>['assetsConnection'] = brand.assetsConnection;
    total = page.totalCount;
    for (const edge of page.edges) edges.push({ id: edge.node.id, cursor: edge.cursor });
    endCursor = page.pageInfo.endCursor ?? endCursor;
    hasNextPage = page.pageInfo.hasNextPage;
    if (!hasNextPage || !page.edges.length) break;
  }
  if (brandId === undefined) return;
  const id = brandId;
  commitLocalUpdate(environment, (store) => {
    const brand = store.get(id);
    const connection =
      brand &&
      ConnectionHandler.getConnection(brand, CONNECTION_KEY, { tag: variables.tag ?? null, search: variables.search ?? null });
    if (!connection) return;
    const seen = new Set<string>();
    const records = [];
    for (const edge of edges) {
      const node = store.get(edge.id);
      if (!node || seen.has(edge.id)) continue;
      seen.add(edge.id);
      const record = ConnectionHandler.createEdge(store, connection, node, 'AssetEdge');
      record.setValue(edge.cursor, 'cursor');
      records.push(record);
    }
    connection.setLinkedRecords(records, 'edges');
    connection.setValue(total, 'totalCount');
    const pageInfo = connection.getLinkedRecord('pageInfo');
    pageInfo?.setValue(endCursor, 'endCursor');
    pageInfo?.setValue(hasNextPage, 'hasNextPage');
  });
}
