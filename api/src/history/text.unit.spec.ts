import { describe, expect, it } from 'vitest';
import { duForms } from '@brandtrail/domain/german';
import { brandChangeText, germanSamples, pageChangeText } from './text';

describe("the history's words", () => {
  it('words each kind of change in English and German', () => {
    const colour = {
      k: 'field',
      id: 'e',
      type: 'color',
      summary: 'Ink',
      field: 'color',
      before: 'FF8000',
      after: '1A2B3C',
    } as const;
    expect(pageChangeText(colour, 'en')).toBe('Colour HEX #FF8000 → #1A2B3C');
    expect(pageChangeText(colour, 'de')).toBe('Farbe HEX #FF8000 → #1A2B3C');
    expect(pageChangeText({ k: 'added', id: 'e', type: 'headline', summary: 'Our colours' }, 'en')).toBe(
      'Added headline “Our colours”',
    );
    expect(pageChangeText({ k: 'removed', id: 'e', type: 'spacer', summary: '' }, 'de')).toBe('Abstand entfernt');
    expect(pageChangeText({ k: 'page', field: 'name', before: 'Colours', after: 'Palette' }, 'en')).toBe(
      'Page name Colours → Palette',
    );
    expect(pageChangeText({ k: 'page', field: 'textColor', before: null, after: '112233' }, 'de')).toBe(
      'Textfarbe der Seite keine → #112233',
    );
    expect(brandChangeText({ k: 'field', field: 'colors', before: [], after: [{ hex: 'FF8000', label: '' }] }, 'en')).toBe(
      'Brand colours none → 1 colour (#FF8000)',
    );
    // fonts recorded as names (before files could be tied to them) and fonts with files
    expect(
      brandChangeText({ k: 'field', field: 'fonts', before: ['Inter'], after: [{ name: 'Inter', assetIds: ['a', 'b'] }] }, 'de'),
    ).toBe('Markenschriften Inter → Inter (2 Dateien)');
    expect(brandChangeText({ k: 'version', id: 'v', name: 'v2' }, 'de')).toBe('Version „v2“ benannt');
  });

  it('names the page, colour element or file a setting points to, and says what kind when it is gone', () => {
    const names = {
      pages: new Map([['p1', 'Introduction']]),
      elements: new Map([['e1', { type: 'color', summary: 'Ink' }]]),
      assets: new Map([['a1', 'Inter-Bold.woff2']]),
    };
    const page = (field: string, before: unknown, after: unknown) => ({ k: 'page', field, before, after }) as const;
    expect(pageChangeText(page('parentId', 'p1', null), 'en', names)).toBe('Parent page “Introduction” → none');
    expect(pageChangeText(page('parentId', null, 'p1'), 'de', names)).toBe('Übergeordnete Seite keine → „Introduction“');
    expect(pageChangeText(page('parentId', 'gone', null), 'en', names)).toBe('Parent page a page → none');
    expect(pageChangeText(page('textColorElement', null, 'e1'), 'en', names)).toBe(
      'Page text colour (from a colour element) none → colour “Ink”',
    );
    expect(pageChangeText(page('backgroundColorElement', 'gone', null), 'de', names)).toBe(
      'Seitenhintergrund (aus einem Farbelement) ein Farbelement → keine',
    );
    expect(pageChangeText(page('fontAsset', null, 'a1'), 'en', names)).toBe('Page font none → “Inter-Bold.woff2”');
    expect(pageChangeText(page('fontAsset', 'gone', null), 'de', names)).toBe('Seitenschrift eine Datei → keine');
    expect(brandChangeText({ k: 'field', field: 'logo', before: 'gone', after: 'a1' }, 'en', names)).toBe(
      'Logo a file → “Inter-Bold.woff2”',
    );
  });

  it('addresses German readers formally', () => {
    expect(germanSamples().flatMap(duForms)).toEqual([]);
  });
});
