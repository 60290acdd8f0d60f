import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type {
  useUpdateBrandSettingsMutation as UpdateBrandSettingsMutation,
  useUpdateBrandSettingsMutation$data,
} from '../../__generated__/useUpdateBrandSettingsMutation.graphql';
import type { brandFields_brand$data } from '../../__generated__/brandFields_brand.graphql';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';

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

export interface UpdateBrandCallbacks {
  onCompleted: (brand: UpdatedBrand) => void;
  onError: (error: ErrorInfo) => void;
}

/*
 * One of the four updateBrand documents, each selecting what its screen shows (see
 * `../useUpdateBrandAboutMutation.ts`): here the General settings, with an optimistic answer.
 */

/**
 * Saves brand settings (name, slug, bio, usp, public, publicIndex, readersSeeVersion). The page shows the new values
 * at once (optimistic response) and goes back to the old ones when the server refuses.
 */
export function useUpdateBrandSettingsMutation(): [
  (current: BrandSettings, changes: BrandSettingsChanges, callbacks: UpdateBrandCallbacks) => Disposable,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateBrandSettingsMutation>(graphql`
    mutation useUpdateBrandSettingsMutation($input: UpdateBrandInput!) {
      updateBrand(input: $input) {
        brand {
          ...brandFields_brand @relay(mask: false)
          updatedAt
        }
      }
    }
  `);

  const update = useCallback(
    (current: BrandSettings, changes: BrandSettingsChanges, { onCompleted, onError }: UpdateBrandCallbacks) =>
      commit({
        variables: { input: { id: current.id, ...changes } },
        optimisticResponse: {
          updateBrand: { brand: { ...current, ...changes, updatedAt: new Date().toISOString() } },
        },
        updater: (store) => {
          // The old address no longer leads here: forget the store's answer for it, so that
          // opening it asks the server again.
          if (changes.slug !== undefined && changes.slug !== current.slug)
            store.getRoot().setValue(undefined, 'brandBySlug', { slug: current.slug });
        },
        onCompleted: (response, errors) => {
          const first = errors?.[0];
          if (first) onError({ message: first.message, code: undefined, status: 400 });
          else onCompleted(response.updateBrand.brand);
        },
        onError: (error) => onError(errorInfo(error)),
      }),
    [commit],
  );

  return [update, isInFlight];
}
