import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useUpdateBrandKitMutation as UpdateBrandKitMutation,
  useUpdateBrandKitMutation$data,
  useUpdateBrandKitMutation$variables,
} from '../../__generated__/useUpdateBrandKitMutation.graphql';
import { useCommit } from '../../relay/commit';

/** What the kit's editors save: the palette or the fonts, each replaced whole. */
export type KitChanges = Pick<useUpdateBrandKitMutation$variables['input'], 'colors' | 'fonts'>;

/*
 * One of the four updateBrand documents, each selecting what its screen shows (see
 * `../useUpdateBrandAboutMutation.ts`): here the kit (`BrandKit_brand`).
 */
const mutation = graphql`
  mutation useUpdateBrandKitMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        id
        updatedAt
        ...BrandKit_brand
      }
    }
  }
`;

/** Saves the brand kit's colours or fonts (updateBrand, which replaces the palette or the fonts). */
export function useUpdateBrandKitMutation(): (brandId: string, changes: KitChanges) => Promise<useUpdateBrandKitMutation$data> {
  const commit = useCommit<UpdateBrandKitMutation>(mutation);
  return useCallback((brandId, changes) => commit({ input: { id: brandId, ...changes } }), [commit]);
}
