import { graphql } from 'react-relay';
import type { useCreateSharedLinkMutation as CreateSharedLinkMutation } from '../__generated__/useCreateSharedLinkMutation.graphql';
import { mutationHook } from '../relay/mutation';

export interface SharedLinkRequest {
  brand: string;
  pages?: readonly string[];
  accessAllPages?: boolean;
  /** ISO time; none: no expiry. */
  validUntil?: string | null;
  /** A version of the brand (BrandVersion.id) the link shows; none: the brand as it is. */
  version?: string | null;
}

/**
 * Creates a shared link, or answers the page's live link (the server reuses it, spec 4): the answer
 * carries the link and the brand's list of links, which the settings page shows. Answers the link;
 * an answer without one fails (with no message: the screen says it could not make the link).
 */
export const useCreateSharedLinkMutation = mutationHook<CreateSharedLinkMutation>(graphql`
  mutation useCreateSharedLinkMutation($input: CreateSharedLinkInput!) {
    createSharedLink(input: $input) {
      sharedLink {
        id
        url
      }
      brand {
        id
        ...SharedLinksSettings_brand
      }
    }
  }
`)((request: SharedLinkRequest) => ({
  variables: { input: { ...request, pages: request.pages ? [...request.pages] : undefined } },
  answer: (data) => {
    if (!data.createSharedLink) throw Object.assign(new Error('no link in the answer'), { status: 400 });
    return data.createSharedLink.sharedLink;
  },
}));
