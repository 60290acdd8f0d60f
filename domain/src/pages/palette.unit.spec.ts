import { describe, expect, it } from 'vitest';
import { newElement, type PageElement, type RichText } from './elements';
import { colorPalette } from './palette';
import { plainText } from './rules';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const doc = (...paragraphs: string[]): RichText => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] })),
});
const headline = (n: number, text: string): PageElement => ({ ...newElement('headline', id(n)), text: doc(text) });
const color = (n: number, value: string | null, label = '', colors: { color: string; label: string }[] = []): PageElement => ({
  ...newElement('color', id(n)),
  color: value,
  label,
  colors,
});
const page = (name: string, elements: PageElement[], more: object = {}) => ({
  name,
  textColor: null,
  textColorElement: null,
  backgroundColor: null,
  backgroundColorElement: null,
  elements,
  ...more,
});

describe('plain text of rich text', () => {
  it('keeps the words, drops the marks, and turns blocks and breaks into spaces', () => {
    expect(plainText(doc('Primary', 'colours'))).toBe('Primary colours');
    expect(
      plainText({
        type: 'doc',
        content: [
          { type: 'heading', content: [{ type: 'text', text: 'A' }, { type: 'hardBreak' }, { type: 'text', text: ' B ' }] },
        ],
      }),
    ).toBe('A B');
    expect(plainText({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
  });
});

describe('colour palette', () => {
  it('groups the colours of each page under the headline before them', () => {
    const first = page('First', [
      color(1, '111111', 'Ink'),
      headline(2, 'Primary'),
      color(3, null, '', [
        { color: 'FF0000', label: 'Red' },
        { color: '00FF00', label: 'Green' },
      ]),
      headline(4, 'No colours here'),
      { ...newElement('text', id(5)) },
      headline(6, 'Secondary'),
      color(7, '0000FF', 'Blue'),
      color(8, null, 'unset'),
      // a main colour and a palette: both, the main colour first, as the element shows them
      color(11, 'F0F0F0', 'Paper', [{ color: '222222', label: 'Coal' }]),
    ]);
    const empty = page('Empty', [headline(9, 'Nothing')]);
    const second = page('Second', [color(10, 'ABCDEF', 'Sky')]);
    const palette = colorPalette([first, empty, second]);
    expect(palette.pages.map((p) => p.page.name)).toEqual(['First', 'Second']);
    expect(palette.pages[0]!.sections).toEqual([
      { headline: null, colors: [{ elementId: id(1), color: '111111', label: 'Ink' }] },
      {
        headline: 'Primary',
        colors: [
          { elementId: id(3), color: 'FF0000', label: 'Red' },
          { elementId: id(3), color: '00FF00', label: 'Green' },
        ],
      },
      {
        headline: 'Secondary',
        colors: [
          { elementId: id(7), color: '0000FF', label: 'Blue' },
          { elementId: id(11), color: 'F0F0F0', label: 'Paper' },
          { elementId: id(11), color: '222222', label: 'Coal' },
        ],
      },
    ]);
    expect(palette.pages[1]!.sections).toEqual([
      { headline: null, colors: [{ elementId: id(10), color: 'ABCDEF', label: 'Sky' }] },
    ]);
  });
  it('counts the colours set on pages and elements that no colour element holds, most used first', () => {
    const palette = colorPalette([
      page(
        'One',
        [
          color(1, 'FF0000', 'Red'),
          { ...newElement('text', id(2)), textColor: '222222', rowBackgroundColor: 'FF0000' },
          { ...newElement('text', id(3)), textColor: '333333', rowBackgroundColor: '222222' },
          // the reference to a colour element wins over the value
          { ...newElement('text', id(4)), textColor: '444444', textColorElement: id(1) },
          // a reference to no colour element leaves the value showing
          { ...newElement('text', id(5)), textColor: '555555', textColorElement: id(99) },
        ],
        { textColor: '333333', backgroundColor: '222222' },
      ),
      page('Two', [{ ...newElement('spacer', id(6)), rowBackgroundColor: '555555' }]),
    ]);
    expect(palette.otherColors).toEqual([
      { color: '222222', count: 3 },
      { color: '333333', count: 2 },
      { color: '555555', count: 2 },
    ]);
  });
});
