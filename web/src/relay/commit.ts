import { commitMutation, type UseMutationConfig } from 'react-relay';
import type {
  Disposable,
  Environment,
  GraphQLTaggedNode,
  MutationParameters,
  PayloadError,
  SelectorStoreUpdater,
} from 'relay-runtime';

/** A mutation's completion as a promise's settling: the response, or the server's first error (translated message, code, status). */
function settle<M extends MutationParameters>(resolve: (response: M['response']) => void, reject: (error: unknown) => void) {
  return {
    onCompleted: (response: M['response'], errors: readonly PayloadError[] | null | undefined) => {
      const first = errors?.[0];
      if (first) reject(Object.assign(new Error(first.message), { status: 400 }));
      else resolve(response);
    },
    onError: reject,
  };
}

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
    commitMutation<M>(environment, { mutation, variables, updater, ...settle<M>(resolve, reject) });
  });
}

/**
 * A `useMutation` commit as a promise of the answer, for a hook's callers that wait for one step
 * before the next (flush, undo, then a toast), the same way as `commit`.
 */
export function commitAsPromise<M extends MutationParameters>(
  run: (config: UseMutationConfig<M>) => Disposable,
  variables: M['variables'],
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    run({ variables, ...settle<M>(resolve, reject) });
  });
}
