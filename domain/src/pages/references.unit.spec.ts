import { describe, expect, it } from 'vitest';
import { newElement } from './elements';
import { referencedIds, referencesOf } from './references';

const [a, b, c, x, y] = [1, 2, 3, 8, 9].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
  string,
  string,
  string,
  string,
  string,
];

describe('element references', () => {
  it('lists the page settings first, then each element field that names another element', () => {
    const page = {
      textColorElement: x,
      backgroundColorElement: null,
      elements: [
        { ...newElement('link', a), linkedElement: x },
        { ...newElement('text', b), textColorElement: y, rowBackgroundColorElement: x },
        newElement('color', c),
      ],
    };
    expect(referencesOf(page)).toEqual([
      { elementId: null, field: 'textColorElement', target: x },
      { elementId: a, field: 'linkedElement', target: x },
      { elementId: b, field: 'textColorElement', target: y },
      { elementId: b, field: 'rowBackgroundColorElement', target: x },
    ]);
    expect(referencedIds(page)).toEqual([x, y]);
  });
  it('does not count an element naming itself', () => {
    const page = {
      textColorElement: null,
      backgroundColorElement: null,
      elements: [{ ...newElement('color', c), textColorElement: c }],
    };
    expect(referencesOf(page)).toEqual([]);
  });
});
