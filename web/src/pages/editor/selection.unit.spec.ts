import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { isValidSelection, SELECTION_CONTEXT_CHARS, SelectionTracker } from './selection';

// Real ProseMirror documents of the editor's own schema.
const schema = getSchema([StarterKit]);
const docOf = (...paragraphs: string[]) =>
  schema.nodeFromJSON({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] })),
  });

describe('editor selection (spec section 4)', () => {
  it('is valid only when 0 <= from <= to <= document size', () => {
    expect(isValidSelection(0, 0, 10)).toBe(true);
    expect(isValidSelection(2, 10, 10)).toBe(true);
    expect(isValidSelection(-1, 3, 10)).toBe(false);
    expect(isValidSelection(3, 11, 10)).toBe(false);
    expect(isValidSelection(5, 4, 10)).toBe(false);
  });

  it('tracks text with up to 200 characters of context on each side', () => {
    const tracker = new SelectionTracker();
    const before = 'a'.repeat(300);
    const after = 'z'.repeat(300);
    const doc = docOf(`${before}MIDDLE${after}`);
    // Position 1 is the paragraph's first character.
    tracker.update(2, doc, 1 + 300, 1 + 306);
    const tracked = tracker.get()!;
    expect(tracked.elementIndex).toBe(2);
    expect(tracked.selection.text).toBe('MIDDLE');
    expect(tracked.selection.preText).toBe('a'.repeat(SELECTION_CONTEXT_CHARS));
    expect(tracked.selection.postText).toBe('z'.repeat(SELECTION_CONTEXT_CHARS));
  });

  it('keeps shorter context whole and separates blocks with a line break', () => {
    const tracker = new SelectionTracker();
    const doc = docOf('First', 'Second');
    tracker.update(0, doc, 8, 14); // "Second"
    expect(tracker.get()!.selection).toMatchObject({ text: 'Second', preText: 'First\n', postText: '' });
  });

  it('ignores invalid selections', () => {
    const tracker = new SelectionTracker();
    tracker.update(0, docOf('Hello'), 3, 99);
    expect(tracker.get()).toBeNull();
  });

  it('ignores updates while frozen and restores the previous selection when still valid', () => {
    const tracker = new SelectionTracker();
    const doc = docOf('Hello world');
    tracker.update(1, doc, 1, 6);
    tracker.freeze();
    tracker.update(1, doc, 7, 12);
    expect(tracker.get()!.selection.text).toBe('Hello');
    tracker.highlight(true);
    expect(tracker.isHighlighted()).toBe(true);
    // Meanwhile the text changed but the range still fits: it comes back, with the new text.
    tracker.unfreeze(() => docOf('Howdy world'));
    expect(tracker.isFrozen()).toBe(false);
    expect(tracker.isHighlighted()).toBe(false);
    expect(tracker.get()!.selection).toMatchObject({ from: 1, to: 6, text: 'Howdy' });
  });

  it('drops the previous selection on unfreeze when it no longer fits', () => {
    const tracker = new SelectionTracker();
    tracker.update(0, docOf('Hello world'), 7, 12);
    tracker.freeze();
    tracker.unfreeze(() => docOf('Hi'));
    expect(tracker.get()).toBeNull();
    tracker.update(0, docOf('Hello world'), 1, 3);
    tracker.freeze();
    tracker.unfreeze(() => null); // the element is gone
    expect(tracker.get()).toBeNull();
  });
});
