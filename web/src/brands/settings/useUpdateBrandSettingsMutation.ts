import { graphql } from 'react-relay';
import type { brandFields_brand$data } from '../../__generated__/brandFields_brand.graphql';
import type {
  useUpdateBrandSettingsMutation as UpdateBrandSettingsMutation,
  useUpdateBrandSettingsMutation$data,
} from '../../__generated__/useUpdateBrandSettingsMutation.graphql';
import { mutationHook } from '../../relay/mutation';

export type UpdatedBrand = useUpdateBrandSettingsMutation$data['updateBrand']['brand'];

/**
 * The brand's fields as they are now (`brandFields_brand`, every field of the registry): the
 * optimistic answer needs all of them.
 */
export type BrandSettings = Omit<brandFields_brand$data, ' $fragmentType'>;
/** What the General page changes: its own fields (the kit and the logo have their own mutations). */
export type BrandSettingsChanges = Partial<
  Pick<BrandSettings, 'name' | 'slug' | 'bio' | 'usp' | 'public' | 'publicIndex' | 'readersSeeVersion'>
>;

/**
 * Saves brand settings (name, slug, bio, usp, public, publicIndex, readersSeeVersion); answers the
 * brand. The page shows the new values at once (optimistic response) and goes back to the old ones
 * when the server refuses. One of the four updateBrand documents, each selecting what its screen
 * shows (see `../useUpdateBrandAboutMutation.ts`): here the brand's fields.
 */
export const useUpdateBrandSettingsMutation = mutationHook<UpdateBrandSettingsMutation>(graphql`
  mutation useUpdateBrandSettingsMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        ...brandFields_brand @relay(mask: false)
        updatedAt
      }
    }
  }
`)((current: BrandSettings, changes: BrandSettingsChanges) => ({
  variables: { input: { id: current.id, ...changes } },
  optimisticResponse: { updateBrand: { brand: { ...current, ...changes, updatedAt: new Date().toISOString() } } },
  updater: (store) => {
    // The old address no longer leads here: forget the store's answer for it, so that opening it
    // asks the server again.
    if (changes.slug !== undefined && changes.slug !== current.slug)
      store.getRoot().setValue(undefined, 'brandBySlug', { slug: current.slug });
  },
  answer: (response): UpdatedBrand => response.updateBrand.brand,
}));
