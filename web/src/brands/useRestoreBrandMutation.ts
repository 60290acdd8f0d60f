import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type {
  useRestoreBrandMutation as RestoreBrandMutation,
  useRestoreBrandMutation$data,
} from '../__generated__/useRestoreBrandMutation.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { brandListConnectionId } from './connections';

export type RestoredBrand = useRestoreBrandMutation$data['restoreBrand']['brand'];

/** Brings a deleted brand back whole (spec, point 4): back into the list, out of the deleted ones. */
export function useRestoreBrandMutation(): [
  (
    brandId: string,
    callbacks: { onCompleted: (brand: RestoredBrand) => void; onError: (error: ErrorInfo) => void },
  ) => Disposable,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<RestoreBrandMutation>(graphql`
    mutation useRestoreBrandMutation($input: RestoreBrandInput!, $connections: [ID!]!) {
      restoreBrand(input: $input) {
        brandEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...BrandCard_brand
          }
        }
        brand {
          id
          name
          slug
          deletedAt
        }
      }
    }
  `);

  const restore = useCallback(
    (
      brandId: string,
      { onCompleted, onError }: { onCompleted: (brand: RestoredBrand) => void; onError: (error: ErrorInfo) => void },
    ) => {
      const connectionId = brandListConnectionId();
      const connections = environment.getStore().getSource().has(connectionId) ? [connectionId] : [];
      return commit({
        variables: { input: { id: brandId }, connections },
        updater: (store) => {
          const root = store.getRoot();
          const deleted = root.getLinkedRecords('deletedBrands');
          if (deleted)
            root.setLinkedRecords(
              deleted.filter((r) => r?.getDataID() !== brandId),
              'deletedBrands',
            );
        },
        onCompleted: (response, errors) => {
          const first = errors?.[0];
          if (first) onError({ message: first.message, code: undefined, status: 400 });
          else onCompleted(response.restoreBrand.brand);
        },
        onError: (error) => onError(errorInfo(error)),
      });
    },
    [commit, environment],
  );

  return [restore, isInFlight];
}
