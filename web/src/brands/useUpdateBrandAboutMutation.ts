import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useUpdateBrandAboutMutation as UpdateBrandAboutMutation,
  useUpdateBrandAboutMutation$data,
} from '../__generated__/useUpdateBrandAboutMutation.graphql';
import { useCommit } from '../relay/commit';

/*
 * One of the four updateBrand documents, each selecting what its screen shows: the General
 * settings (`settings/useUpdateBrandSettingsMutation`), the kit (`kit/useUpdateBrandKitMutation`),
 * the logo (`settings/useUpdateBrandLogoMutation`) and, here, the wizard's bio and USP.
 */
const mutation = graphql`
  mutation useUpdateBrandAboutMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        ...brandFields_brand @relay(mask: false)
      }
    }
  }
`;

/** Saves a new brand's bio and USP, as the person told the AI in the wizard (updateBrand). */
export function useUpdateBrandAboutMutation(): (
  id: string,
  bio: string,
  usp: string,
) => Promise<useUpdateBrandAboutMutation$data> {
  const commit = useCommit<UpdateBrandAboutMutation>(mutation);
  return useCallback((id, bio, usp) => commit({ input: { id, bio, usp } }), [commit]);
}
