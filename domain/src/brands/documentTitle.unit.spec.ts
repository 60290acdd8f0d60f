import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, documentDescription, documentTitle, PRODUCT_NAME } from './documentTitle';

describe('documentTitle', () => {
  it('names the page and its brand, the brand alone, or the product', () => {
    expect(documentTitle('Acme', 'Colours')).toBe('Colours · Acme');
    expect(documentTitle('Acme')).toBe('Acme');
    expect(documentTitle('Acme', null)).toBe('Acme');
    expect(documentTitle(null, 'Colours')).toBe(PRODUCT_NAME);
    expect(documentTitle()).toBe('Brandtrail');
  });
});

describe('documentDescription', () => {
  it('keeps a short bio as one line', () => {
    expect(documentDescription('  We make\n\ntools.  ')).toBe('We make tools.');
    expect(documentDescription('')).toBe('');
  });

  it('cuts a long bio at a word, with an ellipsis, within the limit', () => {
    const bio = 'Word '.repeat(100);
    const cut = documentDescription(bio);
    expect([...cut].length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/^(Word )+Word…$/);
  });

  it('counts characters, not UTF-16 units, and cuts a text without spaces anywhere', () => {
    const cut = documentDescription('😀'.repeat(200));
    expect([...cut]).toHaveLength(DESCRIPTION_MAX);
    expect(cut.endsWith('😀…')).toBe(true);
  });
});
