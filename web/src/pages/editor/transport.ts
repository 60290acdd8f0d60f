import { useMemo } from 'react';
import type { ElementTransport } from './store';
import { useCreateElementMutation } from './useCreateElementMutation';
import { useDeleteElementMutation } from './useDeleteElementMutation';
import { useDuplicateElementMutation } from './useDuplicateElementMutation';
import { useSortElementsPageMutation } from './useSortElementsPageMutation';
import { useUpdateElementMutation } from './useUpdateElementMutation';

/**
 * The editor store's server calls for one page: the element mutation hooks. Their answers update
 * Relay's store (the changed element, the page's element list), which flows back into the editor
 * store as the server's version. Answers carry only what changed, not the whole page, and the
 * viewer's undo and redo there (each change is a step of theirs).
 */
export function useElementTransport(pageId: string): ElementTransport {
  const create = useCreateElementMutation();
  const duplicate = useDuplicateElementMutation();
  const update = useUpdateElementMutation();
  const remove = useDeleteElementMutation();
  const sort = useSortElementsPageMutation();
  return useMemo(
    () => ({
      create: (input) => create(pageId, input),
      duplicate: (input) => duplicate(pageId, input),
      update: (id, changes, mark) => update(pageId, id, changes, mark),
      remove: (id, force) => remove(pageId, id, force),
      sort: (order) => sort(pageId, order),
    }),
    [pageId, create, duplicate, update, remove, sort],
  );
}
