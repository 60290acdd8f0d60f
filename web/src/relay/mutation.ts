import { useCallback } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay';
import type { Environment, GraphQLTaggedNode, MutationConfig, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { GraphQLResponseError } from './errors';

/**
 * The variables of one commit. A document with `$connections` (an edge that goes into or leaves
 * lists on screen) is given the lists apart: only those in the store are sent, as Relay warns
 * about the others (a list not loaded yet has nothing to update).
 */
type Variables<M extends MutationParameters> = M['variables'] extends { readonly connections: unknown }
  ? { variables: Omit<M['variables'], 'connections'>; connections: readonly string[] }
  : { variables: M['variables']; connections?: never };

/** An optimistic answer: the response's shape (the raw response's where the document asks for one). */
type Optimistic<M extends MutationParameters> = M['rawResponse'] extends object ? M['rawResponse'] : M['response'];

/**
 * What one commit of a hook's document takes, made from the hook's arguments: the variables, and
 * optionally a store updater, an optimistic answer (shown at once, rolled back when the server
 * refuses) and what the hook answers of the response (by default all of it).
 */
export type Commit<M extends MutationParameters, R> = Variables<M> & {
  updater?: SelectorStoreUpdater<M['response']>;
  optimisticResponse?: Optimistic<M>;
  answer?: (response: M['response']) => R;
};

/**
 * Commits a mutation as a promise: resolves with the response (or what `answer` makes of it),
 * rejects with the server's error, a GraphQLResponseError with its translated message, code and
 * status (`ui/errorInfo.ts` shows it), also when the answer carries errors beside its data.
 */
function commit<M extends MutationParameters, R>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  { variables, connections, updater, optimisticResponse, answer }: Commit<M, R>,
): Promise<R> {
  const source = environment.getStore().getSource();
  const sent = (
    connections ? { ...variables, connections: connections.filter((id) => source.has(id)) } : variables
  ) as M['variables'];
  const response = new Promise<M['response']>((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables: sent,
      updater,
      // Typed as the raw response, which only `@raw_response_type` documents have: the response's shape is the same.
      optimisticResponse: optimisticResponse as MutationConfig<M>['optimisticResponse'],
      onCompleted: (data, errors) => {
        if (errors?.length) reject(new GraphQLResponseError(errors, 400));
        else resolve(data);
      },
      onError: reject,
    });
  });
  return answer ? response.then(answer) : (response as Promise<R>);
}

/**
 * The one way to write a `useXMutation` hook: its document, then how the hook's arguments make a
 * commit (`Commit`). The hook answers a stable function that commits the document in the screen's
 * Relay environment and returns a promise of the answer, so that a caller awaits it, chains steps
 * (flush, undo, then a toast) and catches the server's error in one place. No in-flight state is
 * kept in the component (the page editor's saves do not render the page again), and the function
 * keeps working once the component is gone (an upload queue, a toast's Undo); a form that shows
 * itself busy wraps it in `usePending` (`ui/usePending.ts`).
 *
 *     export const useDeletePageMutation = mutationHook<DeletePageMutation>(graphql`…`)((id: string) => ({
 *       variables: { input: { id } },
 *     }));
 */
export function mutationHook<M extends MutationParameters>(mutation: GraphQLTaggedNode) {
  return <A extends unknown[], R = M['response']>(configure: (...args: A) => Commit<M, R>) =>
    function useMutationHook(): (...args: A) => Promise<R> {
      const environment = useRelayEnvironment();
      return useCallback((...args: A) => commit(environment, mutation, configure(...args)), [environment]);
    };
}
