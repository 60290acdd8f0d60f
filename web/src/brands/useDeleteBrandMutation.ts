import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useDeleteBrandMutation as DeleteBrandMutation } from '../__generated__/useDeleteBrandMutation.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { brandListConnectionId } from './connections';

/**
 * Deletes a brand (owners only): it leaves the home page's list and joins the deleted brands, from
 * where it can be restored.
 */
export function useDeleteBrandMutation(): [
  (brandId: string, callbacks: { onCompleted: () => void; onError: (error: ErrorInfo) => void }) => Disposable,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<DeleteBrandMutation>(graphql`
    mutation useDeleteBrandMutation($input: DeleteBrandInput!, $connections: [ID!]!) {
      deleteBrand(input: $input) {
        deletedBrandId @deleteEdge(connections: $connections)
        brand {
          id
          name
          slug
          deletedAt
        }
      }
    }
  `);

  const remove = useCallback(
    (brandId: string, { onCompleted, onError }: { onCompleted: () => void; onError: (error: ErrorInfo) => void }) => {
      const connectionId = brandListConnectionId();
      const connections = environment.getStore().getSource().has(connectionId) ? [connectionId] : [];
      return commit({
        variables: { input: { id: brandId }, connections },
        updater: (store, data) => {
          const brand = data?.deleteBrand ? store.get(data.deleteBrand.brand.id) : null;
          const root = store.getRoot();
          const deleted = root.getLinkedRecords('deletedBrands');
          if (brand && deleted && !deleted.some((r) => r?.getDataID() === brand.getDataID()))
            root.setLinkedRecords([brand, ...deleted], 'deletedBrands');
        },
        onCompleted: (_, errors) => {
          const first = errors?.[0];
          if (first) onError({ message: first.message, code: undefined, status: 400 });
          else onCompleted();
        },
        onError: (error) => onError(errorInfo(error)),
      });
    },
    [commit, environment],
  );

  return [remove, isInFlight];
}
