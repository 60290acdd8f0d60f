import { graphql } from 'react-relay';
import type { useUpdateSharedLinkMutation as UpdateSharedLinkMutation } from '../__generated__/useUpdateSharedLinkMutation.graphql';
import { mutationHook } from '../relay/mutation';

export interface SharedLinkChanges {
  id: string;
  accessAllPages?: boolean;
  pages?: readonly string[];
  /** ISO time; now expires the link at once; null removes the expiry. */
  validUntil?: string | null;
  /** The version (BrandVersion.id) the link shows; null: the brand as it is. */
  version?: string | null;
}

/** Changes a link's pages, expiry ("expire now" sets it to the present) or version. */
export const useUpdateSharedLinkMutation = mutationHook<UpdateSharedLinkMutation>(graphql`
  mutation useUpdateSharedLinkMutation($input: UpdateSharedLinkInput!) {
    updateSharedLink(input: $input) {
      brand {
        id
        ...SharedLinksSettings_brand
      }
    }
  }
`)((changes: SharedLinkChanges) => ({
  variables: { input: { ...changes, pages: changes.pages ? [...changes.pages] : undefined } },
}));
