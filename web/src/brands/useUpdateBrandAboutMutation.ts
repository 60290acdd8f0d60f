import { graphql } from 'react-relay';
import type { useUpdateBrandAboutMutation as UpdateBrandAboutMutation } from '../__generated__/useUpdateBrandAboutMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Saves a new brand's bio and USP, as the person told the AI in the wizard (updateBrand). One of
 * the four updateBrand documents, each selecting what its screen shows: the General settings
 * (`settings/useUpdateBrandSettingsMutation`), the kit (`kit/useUpdateBrandKitMutation`), the logo
 * (`settings/useUpdateBrandImageMutation`) and, here, the wizard's (the brand's fields).
 */
export const useUpdateBrandAboutMutation = mutationHook<UpdateBrandAboutMutation>(graphql`
  mutation useUpdateBrandAboutMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        ...brandFields_brand @relay(mask: false)
      }
    }
  }
`)((id: string, bio: string, usp: string) => ({ variables: { input: { id, bio, usp } } }));
