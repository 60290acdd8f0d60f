/**
 * The colour helper of spec section 5: hex, RGB and CMYK. A hex value is exactly six hexadecimal
 * characters (no leading #); anything else converts to the empty string.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** c, m, y, k as whole percentages 0 to 100. */
export interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

const HEX6 = /^[0-9a-fA-F]{6}$/;

export const isHex6 = (hex: string): boolean => HEX6.test(hex);

/** The RGB channels (0 to 255) of a six-character hex value, or null when it is not one. */
export function hexToRgb(hex: string): Rgb | null {
  if (!isHex6(hex)) return null;
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** CMYK in whole percentages; pure black is 0/0/0/100. */
export function rgbToCmyk({ r, g, b }: Rgb): Cmyk {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const k = 1 - Math.max(rr, gg, bb);
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 100 };
  const pct = (x: number) => Math.round(x * 100);
  return {
    c: pct((1 - rr - k) / (1 - k)),
    m: pct((1 - gg - k) / (1 - k)),
    y: pct((1 - bb - k) / (1 - k)),
    k: pct(k),
  };
}

/**
 * The helper's one rule: the label chooses the output. A label starting with "rgb" gives "r/g/b",
 * one starting with "cmyk" gives "c/m/y/k" (whole percents); any other label, or a hex value that
 * is not exactly six hex characters, gives "". Labels compare without regard to case ("RGB" too).
 */
export function colorValue(hex: string, label: string): string {
  const rgb = hexToRgb(hex);
  if (!rgb) return '';
  const kind = label.trim().toLowerCase();
  if (kind.startsWith('rgb')) return [rgb.r, rgb.g, rgb.b].join('/');
  if (kind.startsWith('cmyk')) {
    const { c, m, y, k } = rgbToCmyk(rgb);
    return [c, m, y, k].join('/');
  }
  return '';
}

/** The longest colour value a field needs: "#" and six hexadecimal digits. */
export const HEX_INPUT_MAX = 7;
/** The longest label of a colour (a brand colour, a colour of a colour element's palette). */
export const COLOR_LABEL_MAX = 60;

/** "#ff8800", " ff8800 " -> "FF8800"; the stored form of a brand colour. Not a hex value: null. */
export function normaliseHex(raw: string): string | null {
  const hex = raw.trim().replace(/^#/, '').toUpperCase();
  return isHex6(hex) ? hex : null;
}
