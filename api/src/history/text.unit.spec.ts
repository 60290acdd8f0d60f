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

  it('addresses German readers formally', () => {
    expect(germanSamples().flatMap(duForms)).toEqual([]);
  });
});
