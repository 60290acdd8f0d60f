import { describe, expect, it } from 'vitest';
import { newElement } from './elements';
import { assetReferencesOf, referencedAssetIds, referencedIds, referencesOf } from './references';

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

describe('asset references', () => {
  const [f, g, h] = [
    'aaaaaaaa-0000-4000-8000-000000000001',
    'aaaaaaaa-0000-4000-8000-000000000002',
    'AAAAAAAA-0000-4000-8000-000000000003',
  ];
  it('lists the page font, then gallery and download assets, mockup and font assets and element fonts', () => {
    const page = {
      fontAsset: h,
      elements: [
        { ...newElement('gallery', a), assets: [f, g] },
        { ...newElement('mockup', b), asset: g, colorElement: x, backgroundColorElement: y },
        { ...newElement('font', c), asset: f },
        { ...newElement('download', x), assets: [g], fontAsset: f },
        newElement('text', y),
      ],
    };
    expect(assetReferencesOf(page)).toEqual([
      { elementId: null, field: 'fontAsset', asset: h.toLowerCase() },
      { elementId: a, field: 'assets', asset: f },
      { elementId: a, field: 'assets', asset: g },
      { elementId: b, field: 'asset', asset: g },
      { elementId: c, field: 'asset', asset: f },
      { elementId: x, field: 'assets', asset: g },
      { elementId: x, field: 'fontAsset', asset: f },
    ]);
    expect(referencedAssetIds(page)).toEqual([h.toLowerCase(), f, g]);
    // a mockup's colour references are element references
    expect(referencedIds({ textColorElement: null, backgroundColorElement: null, elements: page.elements })).toEqual([x, y]);
  });
});
