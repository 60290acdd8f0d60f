import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { pageMutationsCreateMutation } from '../__generated__/pageMutationsCreateMutation.graphql';
import type { pageMutationsDeleteMutation } from '../__generated__/pageMutationsDeleteMutation.graphql';
import type { pageMutationsRestoreMutation } from '../__generated__/pageMutationsRestoreMutation.graphql';
import type { pageMutationsSortMutation } from '../__generated__/pageMutationsSortMutation.graphql';
import type { pageMutationsUpdateMutation, UpdatePageInput } from '../__generated__/pageMutationsUpdateMutation.graphql';
import { commit } from '../relay/commit';

/*
 * Page mutations (createPage, updatePage, deletePage, restorePage, sortPagesBrand). Each answer
 * carries the brand's page tree, so the sidebar follows at once (spec section 4: page changes
 * refresh the brand).
 */

/** `clientMutationId`: one per page the user means to create, so that a retry cannot make a second one. */
export function createPage(
  environment: Environment,
  input: { brandId: string; name: string; parentId: string | null; clientMutationId: string },
) {
  return commit<pageMutationsCreateMutation>(
    environment,
    graphql`
      mutation pageMutationsCreateMutation($input: CreatePageInput!) {
        createPage(input: $input) {
          page {
            id
            slug
            name
          }
          brand {
            ...PageTree_brand
          }
        }
      }
    `,
    { input },
  );
}

export function updatePage(environment: Environment, input: UpdatePageInput) {
  return commit<pageMutationsUpdateMutation>(
    environment,
    graphql`
      mutation pageMutationsUpdateMutation($input: UpdatePageInput!) {
        updatePage(input: $input) {
          page {
            id
            name
            slug
            url
            parent {
              id
            }
            textColor
            textColorElement
            backgroundColor
            backgroundColorElement
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
    `,
    { input },
  );
}

export function deletePage(environment: Environment, id: string) {
  return commit<pageMutationsDeleteMutation>(
    environment,
    graphql`
      mutation pageMutationsDeleteMutation($input: DeletePageInput!) {
        deletePage(input: $input) {
          page {
            id
            deletedAt
          }
          brand {
            ...PageTree_brand
          }
        }
      }
    `,
    { input: { id } },
  );
}

export function restorePage(environment: Environment, id: string) {
  return commit<pageMutationsRestoreMutation>(
    environment,
    graphql`
      mutation pageMutationsRestoreMutation($input: RestorePageInput!) {
        restorePage(input: $input) {
          page {
            id
            name
            slug
            deletedAt
          }
          brand {
            ...PageTree_brand
          }
        }
      }
    `,
    { input: { id } },
  );
}

export function sortPages(environment: Environment, brandId: string, pagesOrder: string[]) {
  return commit<pageMutationsSortMutation>(
    environment,
    graphql`
      mutation pageMutationsSortMutation($input: SortPagesBrandInput!) {
        sortPagesBrand(input: $input) {
          brand {
            ...PageTree_brand
          }
        }
      }
    `,
    { input: { id: brandId, pagesOrder } },
  );
}
