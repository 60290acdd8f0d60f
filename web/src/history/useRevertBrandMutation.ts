import { graphql } from 'react-relay';
import type {
  useRevertBrandMutation as RevertBrandMutation,
  useRevertBrandMutation$data,
} from '../__generated__/useRevertBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';

export type RevertBrandResult = useRevertBrandMutation$data['revertBrand'];

/**
 * Restores the whole brand to a moment (revertBrand): settings, page order, pages made since to
 * Recently deleted, pages deleted since back, their content, files deleted since. The function
 * keeps working after the component that made it is gone, so that the toast's Undo (which lives
 * above the page) can restore to the answer's `undoAt`. Rejects with the server's error.
 */
export const useRevertBrandMutation = mutationHook<RevertBrandMutation>(graphql`
  mutation useRevertBrandMutation($input: RevertBrandInput!) {
    revertBrand(input: $input) {
      undoAt
      plan {
        at
      }
      # What a restore changes of the brand's screens: its settings, pages and their tree.
      brand {
        id
        ...BrandHomeRoute_brand
        ...PageTree_brand
        ...BrandSettingsGeneral_brand
        ...BrandImages_brand
      }
    }
  }
`)((brandId: string, at: string) => ({ variables: { input: { id: brandId, at } }, answer: (r) => r.revertBrand }));
