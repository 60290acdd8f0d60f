import { graphql } from 'react-relay';
import type { useCreateVersionBrandMutation as CreateVersionBrandMutation } from '../__generated__/useCreateVersionBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Names the brand as it is now (createVersionBrand); the new version goes to the top of the lists
 * (`connections`: the versions connections on screen, newest first). Answers the version.
 */
export const useCreateVersionBrandMutation = mutationHook<CreateVersionBrandMutation>(graphql`
  mutation useCreateVersionBrandMutation($input: CreateVersionBrandInput!, $connections: [ID!]!) {
    createVersionBrand(input: $input) {
      version @prependNode(connections: $connections, edgeTypeName: "BrandVersionEdge") {
        id
        name
        ...VersionsRoute_version
      }
    }
  }
`)(({ brandId, name, notes, connections }: { brandId: string; name: string; notes: string; connections: string[] }) => ({
  variables: { input: { id: brandId, name, notes } },
  connections,
  answer: (data) => data.createVersionBrand.version,
}));
