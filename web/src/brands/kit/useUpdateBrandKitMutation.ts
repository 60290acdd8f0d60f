import { graphql } from 'react-relay';
import type {
  useUpdateBrandKitMutation as UpdateBrandKitMutation,
  useUpdateBrandKitMutation$variables,
} from '../../__generated__/useUpdateBrandKitMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** What the kit's editors save: the palette or the fonts, each replaced whole. */
export type KitChanges = Pick<useUpdateBrandKitMutation$variables['input'], 'colors' | 'fonts'>;

/**
 * Saves the brand kit's colours or fonts (updateBrand, which replaces the palette or the fonts).
 * One of the four updateBrand documents, each selecting what its screen shows (see
 * `../useUpdateBrandAboutMutation.ts`): here the kit (`BrandKit_brand`).
 */
export const useUpdateBrandKitMutation = mutationHook<UpdateBrandKitMutation>(graphql`
  mutation useUpdateBrandKitMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        id
        updatedAt
        ...BrandKit_brand
      }
    }
  }
`)((brandId: string, changes: KitChanges) => ({ variables: { input: { id: brandId, ...changes } } }));
