import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useCreateVersionBrandMutation as CreateVersionBrandMutation } from '../__generated__/useCreateVersionBrandMutation.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';

/**
 * Names the brand as it is now (createVersionBrand); the new version goes to the top of the lists
 * (`connections`: the versions connections on screen, newest first).
 */
export function useCreateVersionBrandMutation(): [
  (
    request: { brandId: string; name: string; notes: string; connections: string[] },
    callbacks: { onCompleted: (version: { id: string; name: string }) => void; onError: (error: ErrorInfo) => void },
  ) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CreateVersionBrandMutation>(graphql`
    mutation useCreateVersionBrandMutation($input: CreateVersionBrandInput!, $connections: [ID!]!) {
      createVersionBrand(input: $input) {
        version @prependNode(connections: $connections, edgeTypeName: "BrandVersionEdge") {
          id
          name
          ...VersionsRoute_version
        }
      }
    }
  `);
  const create = useCallback(
    (
      { brandId, name, notes, connections }: { brandId: string; name: string; notes: string; connections: string[] },
      {
        onCompleted,
        onError,
      }: { onCompleted: (version: { id: string; name: string }) => void; onError: (error: ErrorInfo) => void },
    ) =>
      commit({
        variables: { input: { id: brandId, name, notes }, connections },
        onCompleted: (data, errors) => {
          const first = errors?.[0];
          if (first) onError({ message: first.message, code: undefined, status: 400 });
          else onCompleted(data.createVersionBrand.version);
        },
        onError: (error) => onError(errorInfo(error)),
      }),
    [commit],
  );
  return [create, isInFlight];
}
