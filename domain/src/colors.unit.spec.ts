import { describe, expect, it } from 'vitest';
import { colorValue, hexToRgb, normaliseHex, rgbToCmyk } from './colors';

describe('colour helper', () => {
  it('gives r/g/b for a label starting with rgb', () => {
    expect(colorValue('FF8800', 'rgb')).toBe('255/136/0');
    expect(colorValue('ff8800', 'RGB')).toBe('255/136/0');
    expect(colorValue('000000', 'rgb values')).toBe('0/0/0');
    expect(colorValue('FFFFFF', 'rgba')).toBe('255/255/255');
  });

  it('gives c/m/y/k in whole percents for a label starting with cmyk', () => {
    expect(colorValue('FF0000', 'cmyk')).toBe('0/100/100/0');
    expect(colorValue('FFFFFF', 'CMYK')).toBe('0/0/0/0');
    expect(colorValue('000000', 'cmyk')).toBe('0/0/0/100');
    // 2F4BD8: r 47, g 75, b 216 -> c 78.24 %, m 65.28 %, y 0, k 15.29 %
    expect(colorValue('2F4BD8', 'cmyk')).toBe('78/65/0/15');
    expect(colorValue('808080', 'cmyk')).toBe('0/0/0/50');
  });

  it('gives the empty string for any other label', () => {
    expect(colorValue('FF0000', 'hex')).toBe('');
    expect(colorValue('FF0000', '')).toBe('');
    expect(colorValue('FF0000', 'my rgb')).toBe('');
  });

  it('gives the empty string unless the hex value is exactly six hex characters', () => {
    for (const hex of ['', 'FFF', '#FF0000', 'FF00000', 'GG0000', ' FF0000', 'FF000']) {
      expect(colorValue(hex, 'rgb'), hex).toBe('');
      expect(colorValue(hex, 'cmyk'), hex).toBe('');
    }
  });

  it('converts the pieces on their own', () => {
    expect(hexToRgb('0a0B0c')).toEqual({ r: 10, g: 11, b: 12 });
    expect(hexToRgb('xyz')).toBeNull();
    expect(rgbToCmyk({ r: 0, g: 255, b: 255 })).toEqual({ c: 100, m: 0, y: 0, k: 0 });
  });

  it('normalises a stored colour to six upper-case digits without #', () => {
    expect(normaliseHex('#ff8800')).toBe('FF8800');
    expect(normaliseHex(' 2f4bd8 ')).toBe('2F4BD8');
    expect(normaliseHex('#fff')).toBeNull();
    expect(normaliseHex('red')).toBeNull();
  });
});
