import { describe, expect, it } from 'vitest';
import { Node as PmNode } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import { parseLine, rewriteTransaction, RewriteReader } from './rewrite';
import { richTextEditorSchema as schema } from './richTextEditor';

const answer =
  '{"type":"partial","text":"Our \\"bold\\" colours"}\n{"type":"partial","text":" stay, ünd 🎉"}\n' +
  '{"type":"success","text":"Our \\"bold\\" colours stay, ünd 🎉"}\n';

describe('reading a rewrite as it streams', () => {
  it('reads complete lines, and a line still arriving with a closing quote and brace (spec 7)', () => {
    expect(parseLine('{"type":"partial","text":"Hel')).toEqual({ type: 'partial', text: 'Hel' });
    expect(parseLine('{"type":"partial","text":"Hello"}')).toEqual({ type: 'partial', text: 'Hello' });
    expect(parseLine('{"type":"partial","text":"a\\')).toBeUndefined();
    expect(parseLine('{"type":"part')).toBeUndefined();
    expect(parseLine('"text"')).toBeUndefined();
  });

  it('shows the text so far at every split of the answer, and ends with the whole text', () => {
    const whole = 'Our "bold" colours stay, ünd 🎉';
    for (let at = 0; at <= answer.length; at++) {
      const reader = new RewriteReader();
      const first = reader.push(answer.slice(0, at));
      // What shows is always the start of the text, never more.
      expect(whole.startsWith(first), `split at ${at}: ${first}`).toBe(true);
      expect(reader.push(answer.slice(at))).toBe(whole);
      expect(reader.finish()).toEqual({ type: 'success', text: whole });
    }
  });

  it('grows the preview with a line that arrives in pieces', () => {
    const reader = new RewriteReader();
    expect(reader.push('{"type":"partial","text":"Our co')).toBe('Our co');
    expect(reader.push('lours"}\n{"type":"partial","text":" st')).toBe('Our colours st');
  });

  it('ends with an error line, or with nothing when the stream broke off', () => {
    const failed = new RewriteReader();
    failed.push('{"type":"partial","text":"Half"}\n{"type":"error","code":"AI_TIMEOUT","text":"Too long."}\n');
    expect(failed.finish()).toEqual({ type: 'error', code: 'AI_TIMEOUT', text: 'Too long.' });
    const broken = new RewriteReader();
    expect(broken.push('{"type":"partial","text":"Half"}\n{"type":"success","text":"Half and')).toBe('Half');
    expect(broken.finish()).toBeUndefined();
    const unterminated = new RewriteReader();
    unterminated.push('{"type":"success","text":"Whole"}');
    expect(unterminated.finish()).toEqual({ type: 'success', text: 'Whole' });
    const cut = new RewriteReader();
    cut.push('{"type":"partial","text":"Half"}\n');
    expect(cut.finish()).toBeUndefined();
  });
});

describe('putting an accepted rewrite in place of the selection', () => {
  const p = (...content: unknown[]) => ({ type: 'paragraph', content });
  const t = (text: string, marks?: { type: string }[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
  const stateOf = (...paragraphs: unknown[]) =>
    EditorState.create({ schema, doc: PmNode.fromJSON(schema, { type: 'doc', content: paragraphs }) });
  const after = (state: EditorState, options: Parameters<typeof rewriteTransaction>[1]) => {
    const tr = rewriteTransaction(state, options);
    expect(tr?.getMeta('preventUpdate')).toBe(true);
    return tr!.doc.toJSON() as unknown;
  };

  it("replaces the selection, keeping its white space and its start's marks", () => {
    // "Our colours are fixed." with "colours are " selected (positions count from the paragraph's start, 1).
    const state = stateOf(p(t('Our '), t('colours are ', [{ type: 'bold' }]), t('fixed.')));
    const original = state.doc.textBetween(5, 17, '\n');
    expect(original).toBe('colours are ');
    expect(after(state, { from: 5, to: 17, original, text: 'palette is', headline: false })).toEqual({
      type: 'doc',
      content: [p(t('Our '), t('palette is ', [{ type: 'bold' }]), t('fixed.'))],
    });
  });

  it('makes paragraphs of a text and one line of a headline', () => {
    const state = stateOf(p(t('One two three')));
    const text = 'First part.\n\nSecond part,\nwith a break.';
    expect(after(state, { from: 5, to: 8, original: 'two', text, headline: false })).toEqual({
      type: 'doc',
      content: [p(t('One First part.')), p(t('Second part,'), { type: 'hardBreak' }, t('with a break. three'))],
    });
    expect(after(state, { from: 5, to: 8, original: 'two', text, headline: true })).toEqual({
      type: 'doc',
      content: [p(t('One First part. Second part, with a break. three'))],
    });
  });

  it('refuses when the selection no longer holds the text it had', () => {
    const state = stateOf(p(t('Changed meanwhile')));
    expect(rewriteTransaction(state, { from: 1, to: 8, original: 'Our col', text: 'x', headline: false })).toBeNull();
    expect(rewriteTransaction(state, { from: 1, to: 99, original: 'x', text: 'x', headline: false })).toBeNull();
  });
});
