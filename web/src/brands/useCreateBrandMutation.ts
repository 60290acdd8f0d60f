import { graphql } from 'react-relay';
import type {
  useCreateBrandMutation as CreateBrandMutation,
  useCreateBrandMutation$data,
} from '../__generated__/useCreateBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';
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

/**
 * Creates a brand and puts it at the top of the home page's list (when that list is in the store;
 * the home page then refetches and shows the server's order). Answers the brand.
 */
export const useCreateBrandMutation = mutationHook<CreateBrandMutation>(graphql`
  mutation useCreateBrandMutation($input: CreateBrandInput!, $connections: [ID!]!) {
    createBrand(input: $input) {
      brandEdge @prependEdge(connections: $connections) {
        ...connections_brandEdge
      }
      brand {
        id
        name
        slug
      }
    }
  }
`)((input: NewBrand) => ({
  variables: { input },
  connections: [brandListConnectionId()],
  answer: (response): CreatedBrand => response.createBrand.brand,
}));
