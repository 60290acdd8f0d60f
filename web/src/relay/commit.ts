import { useCallback } from 'react';
import { commitMutation, useRelayEnvironment, type UseMutationConfig } from 'react-relay';
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
 * GraphQLResponseError with its translated message, code and status; `ui/errorInfo.ts` shows it).
 * Only `useCommit` calls it: every mutation is a `useXMutation` hook.
 */
function commit<M extends MutationParameters>(
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
 * How a `useXMutation` hook whose callers wait for the answer sends its document: a stable function
 * that commits it with these variables (and an optional store updater) in the screen's Relay
 * environment, as a promise of the response (see `commit`). Unlike `useMutation` it keeps no
 * in-flight state in the component, so the page editor's saves do not render the page again, and
 * it keeps working once the component is gone (an upload queue, a toast's Undo).
 */
export function useCommit<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): (variables: M['variables'], updater?: SelectorStoreUpdater<M['response']>) => Promise<M['response']> {
  const environment = useRelayEnvironment();
  return useCallback(
    (variables: M['variables'], updater?: SelectorStoreUpdater<M['response']>) =>
      commit<M>(environment, mutation, variables, updater),
    [environment, mutation],
  );
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
