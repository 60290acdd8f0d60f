import { graphql } from 'react-relay';
import type { useUpdateBrandImageMutation as UpdateBrandImageMutation } from '../../__generated__/useUpdateBrandImageMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** The brand's fields that name an image of its library (the domain's `image` kind). */
export type BrandImageField = 'logo' | 'cover';

/**
 * Sets the brand's logo or cover to an image of its library, or removes it (null; updateBrand).
 * One of the four updateBrand documents, each selecting what its screen shows (see
 * `../useUpdateBrandAboutMutation.ts`): here the two images.
 */
export const useUpdateBrandImageMutation = mutationHook<UpdateBrandImageMutation>(graphql`
  mutation useUpdateBrandImageMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        ...BrandImages_brand
      }
    }
  }
`)((brandId: string, field: BrandImageField, id: string | null) => ({ variables: { input: { id: brandId, [field]: id } } }));
