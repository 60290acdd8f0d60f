import { graphql } from 'react-relay';
import type { useUpdateBrandLogoMutation as UpdateBrandLogoMutation } from '../../__generated__/useUpdateBrandLogoMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/**
 * Sets the brand's logo to an image of its library, or removes it (null; updateBrand logo). One
 * of the four updateBrand documents, each selecting what its screen shows (see
 * `../useUpdateBrandAboutMutation.ts`): here the logo.
 */
export const useUpdateBrandLogoMutation = mutationHook<UpdateBrandLogoMutation>(graphql`
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
`)((brandId: string, logo: string | null) => ({ variables: { input: { id: brandId, logo } } }));
