import type { PageElement } from '@brandtrail/domain/pages/elements';
import { createContext, use, useCallback, useSyncExternalStore } from 'react';
import type { ChangeMark } from '../history/compare';
import type { SelectionTracker } from './selection';
import type { PageEditorStore, SaveState } from './store';

/** What the elements of one page share: its store, whether the viewer edits, the selection. */
export interface PageEditorContextValue {
  /** The page's global id. */
  pageId: string;
  /** The slug of the page's brand. */
  brandSlug: string;
  store: PageEditorStore;
  tracker: SelectionTracker;
  /** Editing controls are shown (an editor or owner, not previewing). */
  editing: boolean;
  /** The viewer reads what is for members only (viewerCan.readPrivate): elements not public. */
  readPrivate: boolean;
  selected: string | null;
  /**
   * Selects an element. `edit` also opens its text for typing (a headline or text just added);
   * `settings` asks for its settings (the toolbar's button, an element just added that is set up
   * there): they open, as a sheet over the page on narrow screens, with focus in them.
   */
  select: (key: string | null, how?: 'edit' | 'settings') => void;
  /** The element whose text editor should open (once). */
  editRequest: string | null;
  /** Comparing with a moment of the page's history: what changed since, by element id. */
  marks?: ReadonlyMap<string, ChangeMark>;
  /** AI rewriting on the live page: whether the server has it set up, and what a request names. */
  ai?: { available: boolean; brandId: string; pageName: string };
}

export const PageEditorContext = createContext<PageEditorContextValue | null>(null);

export function usePageEditor(): PageEditorContextValue {
  const value = use(PageEditorContext);
  if (!value) throw new Error('usePageEditor() needs a <PageEditorContext>');
  return value;
}

export function useOrder(): readonly string[] {
  const { store } = usePageEditor();
  return useSyncExternalStore(store.subscribe, store.getOrder, store.getOrder);
}

export function useElement(key: string): PageElement | undefined {
  const { store } = usePageEditor();
  const subscribe = useCallback((listener: () => void) => store.subscribeKey(key, listener), [store, key]);
  const get = useCallback(() => store.getElement(key), [store, key]);
  return useSyncExternalStore(subscribe, get, get);
}

export function useSaveState(): SaveState {
  const { store } = usePageEditor();
  return useSyncExternalStore(store.subscribe, store.getSaveState, store.getSaveState);
}

export function useColors(): ReadonlyMap<string, string> {
  const { store } = usePageEditor();
  return useSyncExternalStore(store.subscribe, store.getColors, store.getColors);
}

export function useHeadlines() {
  const { store } = usePageEditor();
  return useSyncExternalStore(store.subscribe, store.getHeadlines, store.getHeadlines);
}
