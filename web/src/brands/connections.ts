import { graphql } from 'react-relay';
import { ConnectionHandler, ROOT_ID, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The key of the home page's brand list (`Query.brands @connection`). */
export const BRAND_LIST_CONNECTION = 'BrandList_brands';

/** The store id of that connection, for @prependEdge / @deleteEdge in mutations. */
export const brandListConnectionId = (): string => ConnectionHandler.getConnectionID(ROOT_ID, BRAND_LIST_CONNECTION);

/** A brand's edge as the list takes it (`@prependEdge`): its card. Creating and restoring a brand answer it. */
export const brandEdgeFragment = graphql`
  fragment connections_brandEdge on BrandEdge {
    cursor
    node {
      id
      ...BrandCard_brand
    }
  }
`;

/** Changes the home page's deleted brands (`Query.deletedBrands`), when the store holds them. */
export function changeDeletedBrands(
  store: RecordSourceSelectorProxy,
  change: (deleted: readonly (RecordProxy | null)[]) => readonly (RecordProxy | null)[],
): void {
  const root = store.getRoot();
  const deleted = root.getLinkedRecords('deletedBrands');
  if (deleted) root.setLinkedRecords([...change(deleted)], 'deletedBrands');
}
