import { commitMutation } from 'react-relay';
import type { Environment, GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

/**
 * A mutation as a promise: resolves with the response, rejects with the server's error (a
 * GraphQLResponseError with its translated message, code and status) for code that is not a
 * component (the page editor's store, route actions).
 */
export function commit<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  updater?: SelectorStoreUpdater<M['response']>,
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      updater,
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) reject(Object.assign(new Error(first.message), { status: 400 }));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
