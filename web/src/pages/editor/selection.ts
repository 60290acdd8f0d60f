/**
 * The editor selection of spec section 4: tracked per element (by its index on the page), frozen
 * while an AI edit runs (updates are ignored) and unfrozen afterwards, when the previous selection
 * comes back if it is still valid. A selection is valid only when 0 <= from <= to <= document size.
 * Up to 200 characters before and after it travel along as context (the AI rewrite request's
 * preText and postText).
 */

export const SELECTION_CONTEXT_CHARS = 200;

/** What the tracker needs of a document: ProseMirror's Node has both. */
export interface SelectionDocument {
  content: { size: number };
  textBetween(from: number, to: number, blockSeparator?: string): string;
}

export interface TrackedSelection {
  from: number;
  to: number;
  text: string;
  /** Up to 200 characters before `from`. */
  preText: string;
  /** Up to 200 characters after `to`. */
  postText: string;
}

export interface EditorSelection {
  elementIndex: number;
  selection: TrackedSelection;
}

export const isValidSelection = (from: number, to: number, size: number): boolean =>
  Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to <= size && from <= to;

/** The selection with its text and context, or null when it is not valid for the document. */
export function selectionIn(doc: SelectionDocument, from: number, to: number): TrackedSelection | null {
  const size = doc.content.size;
  if (!isValidSelection(from, to, size)) return null;
  const before = doc.textBetween(0, from, '\n');
  const after = doc.textBetween(to, size, '\n');
  return {
    from,
    to,
    text: doc.textBetween(from, to, '\n'),
    preText: before.slice(Math.max(0, before.length - SELECTION_CONTEXT_CHARS)),
    postText: after.slice(0, SELECTION_CONTEXT_CHARS),
  };
}

type Listener = () => void;

export class SelectionTracker {
  private current: EditorSelection | null = null;
  private saved: EditorSelection | null = null;
  private frozen = false;
  private highlighted = false;
  private listeners = new Set<Listener>();

  get = (): EditorSelection | null => this.current;
  isFrozen = (): boolean => this.frozen;
  isHighlighted = (): boolean => this.highlighted;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The editor of element `elementIndex` reports its selection; ignored while frozen or invalid. */
  update(elementIndex: number, doc: SelectionDocument, from: number, to: number): void {
    if (this.frozen) return;
    const selection = selectionIn(doc, from, to);
    if (!selection) return;
    this.current = { elementIndex, selection };
    this.notify();
  }

  /** An element lost focus without a new selection elsewhere. */
  clear(elementIndex: number): void {
    if (this.frozen || this.current?.elementIndex !== elementIndex) return;
    this.current = null;
    this.notify();
  }

  /** Holds the selection as it is (an AI edit starts); later updates are ignored. */
  freeze(): void {
    this.saved = this.current;
    this.frozen = true;
    this.notify();
  }

  /**
   * Ends the freeze. The previous selection comes back when it is still valid in the element's
   * document as it is now (`docOf` gives it, or null when the element is gone); otherwise none.
   */
  unfreeze(docOf: (elementIndex: number) => SelectionDocument | null): void {
    this.frozen = false;
    this.highlighted = false;
    const saved = this.saved;
    this.saved = null;
    const doc = saved ? docOf(saved.elementIndex) : null;
    const selection = saved && doc ? selectionIn(doc, saved.selection.from, saved.selection.to) : null;
    this.current = saved && selection ? { elementIndex: saved.elementIndex, selection } : null;
    this.notify();
  }

  /** Marks the tracked selection in its element (while the AI works on it, say). */
  highlight(on: boolean): void {
    if (this.highlighted === on) return;
    this.highlighted = on;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
