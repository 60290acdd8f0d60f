import { graphql } from 'react-relay';
import type {
  UpdatePageInput,
  useUpdatePageMutation as UpdatePageMutation,
} from '../__generated__/useUpdatePageMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Changes a page's settings (updatePage: name, address, parent, colours, font). The answer carries
 * the page's settings (`pageSettings_page`, every setting of the registry) and the brand's page
 * tree, so the form and the sidebar follow at once.
 */
export const useUpdatePageMutation = mutationHook<UpdatePageMutation>(graphql`
  mutation useUpdatePageMutation($input: UpdatePageInput!) {
    updatePage(input: $input) {
      page {
        id
        ...pageSettings_page @relay(mask: false)
        url
        updatedAt
        undo {
          canUndo
          canRedo
        }
      }
      brand {
        ...PageTree_brand
      }
    }
  }
`)((input: UpdatePageInput) => ({ variables: { input } }));
