import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../ui/ErrorText';
import { errorInfo } from '../../ui/errorInfo';
import { useToast } from '../../ui/Toast';
import type { PageEditorStore } from '../editor/store';
import { historyMessages as m } from './messages';
import { useRedoPageMutation } from './useRedoPageMutation';
import { useUndoPageMutation } from './useUndoPageMutation';

export interface UndoRedo {
  /** As the server says; changes of the viewer's still on their way count too (see the buttons). */
  canUndo: boolean;
  canRedo: boolean;
  /** An undo or redo is on its way (a second press waits for it rather than racing it). */
  busy: boolean;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
}

/** Apple keyboards take Cmd where the others take Ctrl. */
export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The viewer's undo and redo on the live page (Page.undo, kept fresh by every mutation's answer
 * and the live page). Before asking the server, the editor's unsent typing and queued changes are
 * sent and answered, so that the last burst of typing is a step of its own there first; for the
 * same reason, changes still on their way count as something to undo.
 */
export function useUndoRedo(
  pageId: string,
  store: PageEditorStore,
  state: { readonly canUndo: boolean; readonly canRedo: boolean } | null | undefined,
  /** After each undo or redo the server did (a toast offering one is out of date then). */
  onStep?: () => void,
): UndoRedo {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const undoPage = useUndoPageMutation();
  const redoPage = useRedoPageMutation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const step = useCallback(
    async (direction: 'undo' | 'redo') => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await store.flushAll();
        const { skipped } = await (direction === 'undo' ? undoPage : redoPage)(pageId);
        onStep?.();
        if (skipped > 0) toast.show(intl.formatMessage(direction === 'undo' ? m.skippedUndo : m.skippedRedo));
      } catch (error) {
        const info = errorInfo(error);
        // Nothing (left) to undo is news, not a failure: the server's words, as information.
        if (info.code === 'NOTHING_TO_UNDO' || info.code === 'NOTHING_TO_REDO')
          toast.show(info.message || intl.formatMessage(direction === 'undo' ? m.nothingToUndo : m.nothingToRedo));
        else toast.show(errorText(info), { tone: 'error' });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [store, undoPage, redoPage, pageId, toast, intl, errorText, onStep],
  );

  const canUndo = Boolean(state?.canUndo);
  const canRedo = Boolean(state?.canRedo);
  // Read when pressed, not when made: a toast's "Undo" runs after the answer that enabled it.
  const can = useRef({ canUndo, canRedo });
  can.current = { canUndo, canRedo };
  const undo = useCallback(async () => {
    // Known to be empty: said at once, without a round trip.
    if (can.current.canUndo || store.getSaveState() === 'saving') await step('undo');
    else toast.show(intl.formatMessage(m.nothingToUndo));
  }, [step, store, toast, intl]);
  const redo = useCallback(async () => {
    if (can.current.canRedo) await step('redo');
    else toast.show(intl.formatMessage(m.nothingToRedo));
  }, [step, toast, intl]);
  return { canUndo, canRedo, busy, undo, redo };
}

/**
 * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), while `enabled`. In a text field,
 * the rich-text editor (TipTap keeps its own undo while one types) or a dialog, the keys belong
 * to that.
 */
export function useUndoKeys(enabled: boolean, { undo, redo }: Pick<UndoRedo, 'undo' | 'redo'>): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || !(isMac ? event.metaKey : event.ctrlKey)) return;
      const key = event.key.toLowerCase();
      const isUndo = key === 'z' && !event.shiftKey;
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (!isUndo && !isRedo) return;
      if (ownsKeys(event.target)) return;
      event.preventDefault();
      void (isUndo ? undo() : redo());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, undo, redo]);
}

/** Input types that hold typed text (and so the browser's own undo); a checkbox does not. */
const TYPED = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number', 'date', 'time', 'datetime-local']);

function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('textarea, select, dialog')) return true;
  return target instanceof HTMLInputElement && TYPED.has(target.type);
}
