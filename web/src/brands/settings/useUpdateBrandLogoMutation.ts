import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useUpdateBrandLogoMutation as UpdateBrandLogoMutation,
  useUpdateBrandLogoMutation$data,
} from '../../__generated__/useUpdateBrandLogoMutation.graphql';
import { useCommit } from '../../relay/commit';

/*
 * One of the four updateBrand documents, each selecting what its screen shows (see
 * `../useUpdateBrandAboutMutation.ts`): here the logo.
 */
const mutation = graphql`
  mutation useUpdateBrandLogoMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        id
        logo {
          id
          name
          preview
        }
      }
    }
  }
`;

/** Sets the brand's logo to an image of its library, or removes it (null; updateBrand logo). */
export function useUpdateBrandLogoMutation(): (brandId: string, logo: string | null) => Promise<useUpdateBrandLogoMutation$data> {
  const commit = useCommit<UpdateBrandLogoMutation>(mutation);
  return useCallback((brandId, logo) => commit({ input: { id: brandId, logo } }), [commit]);
}
