import type { AiBrandTexts, AiLanguage } from '@brandtrail/domain/ai';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useAddPagesFromAiBrandMutation as AddPagesFromAiBrandMutation,
  useAddPagesFromAiBrandMutation$data,
} from '../__generated__/useAddPagesFromAiBrandMutation.graphql';
import { useCommit } from '../relay/commit';

const mutation = graphql`
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
`;

/**
 * Makes a new brand's starter pages from the reviewed AI texts (addPagesFromAiBrand); the colours
 * take the names kept. `clientMutationId`: the wizard's, so that a retry makes the pages once.
 */
export function useAddPagesFromAiBrandMutation(): (
  input: AiBrandTexts & { id: string; colorNames: string[]; language: AiLanguage; clientMutationId: string },
) => Promise<useAddPagesFromAiBrandMutation$data> {
  const commit = useCommit<AddPagesFromAiBrandMutation>(mutation);
  return useCallback((input) => commit({ input }), [commit]);
}
