import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The key of the home page's brand list (`Query.brands @connection`). */
export const BRAND_LIST_CONNECTION = 'BrandList_brands';

/** The store id of that connection, for @prependEdge / @deleteEdge in mutations. */
export const brandListConnectionId = (): string => ConnectionHandler.getConnectionID(ROOT_ID, BRAND_LIST_CONNECTION);
