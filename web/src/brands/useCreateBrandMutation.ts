import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type {
  useCreateBrandMutation as CreateBrandMutation,
  useCreateBrandMutation$data,
} from '../__generated__/useCreateBrandMutation.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { brandListConnectionId } from './connections';

export type CreatedBrand = useCreateBrandMutation$data['createBrand']['brand'];

/** A new brand: a name, and optionally an address, a starter palette and fonts. */
export interface NewBrand {
  name: string;
  slug?: string;
  colors?: { hex: string; label?: string }[];
  fonts?: string[];
  /** One per brand the user means to create: a retry with it answers with the brand the first try made. */
  clientMutationId?: string;
}

export interface CreateBrandCallbacks {
  onCompleted: (brand: CreatedBrand) => void;
  /** The server's first error (translated); an empty message means none came (spec: 'Unable to create brand'). */
  onError: (error: ErrorInfo) => void;
}

/**
 * Creates a brand and puts it at the top of the home page's list (when that list is in the store;
 * the home page then refetches and shows the server's order).
 */
export function useCreateBrandMutation(): [(input: NewBrand, callbacks: CreateBrandCallbacks) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<CreateBrandMutation>(graphql`
    mutation useCreateBrandMutation($input: CreateBrandInput!, $connections: [ID!]!) {
      createBrand(input: $input) {
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
        }
      }
    }
  `);

  const create = useCallback(
    (input: NewBrand, { onCompleted, onError }: CreateBrandCallbacks) => {
      // Only a list that has been loaded can take the edge (Relay warns about a missing one).
      const connectionId = brandListConnectionId();
      const connections = environment.getStore().getSource().has(connectionId) ? [connectionId] : [];
      return commit({
        variables: { input, connections },
        onCompleted: (response, errors) => {
          const first = errors?.[0];
          if (first) onError({ message: first.message, code: undefined, status: 400 });
          else onCompleted(response.createBrand.brand);
        },
        onError: (error) => onError(errorInfo(error)),
      });
    },
    [commit, environment],
  );

  return [create, isInFlight];
}
