import type { AiBrandTexts, AiLanguage } from '@brandtrail/domain/ai';
import { graphql } from 'react-relay';
import type { useAddPagesFromAiBrandMutation as AddPagesFromAiBrandMutation } from '../__generated__/useAddPagesFromAiBrandMutation.graphql';
import { mutationHook } from '../relay/mutation';

/**
 * Makes a new brand's starter pages from the reviewed AI texts (addPagesFromAiBrand); the colours
 * take the names kept. `clientMutationId`: the wizard's, so that a retry makes the pages once.
 */
export const useAddPagesFromAiBrandMutation = mutationHook<AddPagesFromAiBrandMutation>(graphql`
  mutation useAddPagesFromAiBrandMutation($input: AddPagesFromAiBrandInput!) {
    addPagesFromAiBrand(input: $input) {
      brand {
        ...brandFields_brand @relay(mask: false)
      }
      pages {
        id
        name
      }
    }
  }
`)((input: AiBrandTexts & { id: string; colorNames: string[]; language: AiLanguage; clientMutationId: string }) => ({
  variables: { input },
}));
