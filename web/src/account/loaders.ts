import { loadQuery, type PreloadedQuery } from 'react-relay';
import AccountRouteQueryNode, { type AccountRouteQuery } from '../__generated__/AccountRouteQuery.graphql';
import { freshPolicy, getEnvironment } from '../relay/environment';

export interface AccountLoaderData {
  queryRef: PreloadedQuery<AccountRouteQuery>;
}

/** /account: the person's name and the browsers logged in to the account, fresh from the server. */
export function accountLoader(): AccountLoaderData {
  return {
    queryRef: loadQuery<AccountRouteQuery>(
      getEnvironment(),
      AccountRouteQueryNode,
      {},
      { fetchPolicy: freshPolicy('store-and-network') },
    ),
  };
}
