import { describe, expect, it } from 'vitest';
import {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  contrastRatio,
  isLargeText,
  meetsAA,
  minimumContrast,
  readableTextOn,
  relativeLuminance,
} from './contrast';

const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

describe('contrast helper (WCAG 2.x)', () => {
  it('gives the relative luminance of black, white and the primaries', () => {
    expect(relativeLuminance('000000')).toBe(0);
    expect(relativeLuminance('FFFFFF')).toBeCloseTo(1, 10);
    expect(relativeLuminance('FF0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('00FF00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('0000ff')).toBeCloseTo(0.0722, 4);
    // below the linear segment's threshold (0.04045 * 255 = 10.3): channel / 255 / 12.92
    expect(relativeLuminance('0A0A0A')).toBeCloseTo(10 / 255 / 12.92, 8);
    expect(relativeLuminance('808080')).toBeCloseTo(0.2158605, 6);
  });

  it('gives the contrast ratio, the same either way round', () => {
    expect(contrastRatio('000000', 'FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('FFFFFF', '000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('2F4BD8', '2F4BD8')).toBe(1);
    // Values as WebAIM's contrast checker gives them.
    expect(round2(contrastRatio('777777', 'FFFFFF'))).toBe(4.48);
    expect(round2(contrastRatio('767676', 'FFFFFF'))).toBe(4.54);
    expect(round2(contrastRatio('1C2330', 'FFFFFF'))).toBe(15.76);
    // the case: dark text on a #1C2330 row
    expect(contrastRatio('1C2330', '1C2330')).toBe(1);
    expect(round2(contrastRatio('FFFFFF', '1C2330'))).toBe(15.76);
  });

  it('answers null for what is not a six-digit hex value', () => {
    for (const bad of ['', 'FFF', '#FFFFFF', 'GGGGGG', 'FFFFFFF']) {
      expect(relativeLuminance(bad), bad).toBeNull();
      expect(contrastRatio(bad, 'FFFFFF'), bad).toBeNull();
      expect(meetsAA(bad, 'FFFFFF', 16, false), bad).toBe(false);
      expect(readableTextOn(bad, [], AA_NORMAL_TEXT), bad).toBeNull();
    }
  });

  it('asks 4.5:1 of normal text and 3:1 of large text (24 px, or 18.67 px bold)', () => {
    expect(isLargeText(24, false)).toBe(true);
    expect(isLargeText(23.9, false)).toBe(false);
    expect(isLargeText(19, true)).toBe(true);
    expect(isLargeText(18.6, true)).toBe(false);
    expect(minimumContrast(16, false)).toBe(AA_NORMAL_TEXT);
    expect(minimumContrast(36, true)).toBe(AA_LARGE_TEXT);
    // 777777 on white: 4.48:1, short of 4.5 for body text, enough for a headline
    expect(meetsAA('777777', 'FFFFFF', 16, false)).toBe(false);
    expect(meetsAA('777777', 'FFFFFF', 36, true)).toBe(true);
    expect(meetsAA('767676', 'FFFFFF', 16, false)).toBe(true);
    // exactly at the line passes: 3:1 for large text
    const grey = '949494'; // 3.03:1 on white
    expect(meetsAA(grey, 'FFFFFF', 24, false)).toBe(true);
    expect(meetsAA(grey, 'FFFFFF', 23, false)).toBe(false);
  });

  it('picks the first preferred colour that reads on the background, else black or white', () => {
    expect(readableTextOn('1C2330', ['1C2330', 'FFFFFF'], AA_LARGE_TEXT)).toBe('FFFFFF');
    expect(readableTextOn('EEF2FF', ['1C2330', 'FFFFFF'], AA_NORMAL_TEXT)).toBe('1C2330');
    expect(readableTextOn('2F4BD8', ['1C2330', 'FFFFFF'], AA_NORMAL_TEXT)).toBe('FFFFFF');
    // mid grey: neither preferred colour reaches 4.5:1 (3.99 and 3.95), black does (5.32)
    expect(readableTextOn('808080', ['1C2330', 'FFFFFF'], AA_NORMAL_TEXT)).toBe('000000');
    // whatever the background, the answer reaches 4.5:1
    for (let i = 0; i < 4096; i += 7) {
      const hex = [i >> 8, (i >> 4) & 15, i & 15].map((n) => (n * 17).toString(16).padStart(2, '0')).join('');
      const text = readableTextOn(hex, [], AA_NORMAL_TEXT)!;
      expect(contrastRatio(text, hex)!, hex).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });
});
