import { hexToRgb } from './colors';

/*
 * Text contrast as WCAG 2.x measures it (success criterion 1.4.3, level AA): the relative luminance
 * of each colour, their contrast ratio (1:1 to 21:1), and the minimum AA asks of text of a size.
 * Colours are six-digit hex values without "#", as the colour helper takes them.
 */

/** AA's minimum for normal text. */
export const AA_NORMAL_TEXT = 4.5;
/** AA's minimum for large text (`isLargeText`). */
export const AA_LARGE_TEXT = 3;

/** One sRGB channel (0 to 255) in linear light, as WCAG 2.x defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a colour: 0 for black to 1 for white; null when it is not a hex value. */
export function relativeLuminance(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/** The contrast ratio of two colours, 1 to 21 (the same either way round); null unless both are hex values. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Large text in WCAG's sense: at least 18 pt (24 px), or at least 14 pt (about 18.67 px) when bold. */
export function isLargeText(fontSizePx: number, bold: boolean): boolean {
  return fontSizePx >= 24 || (bold && fontSizePx >= 14 * (4 / 3));
}

/** The contrast AA asks of text of this size: 3 for large text, else 4.5. */
export function minimumContrast(fontSizePx: number, bold: boolean): number {
  return isLargeText(fontSizePx, bold) ? AA_LARGE_TEXT : AA_NORMAL_TEXT;
}

/** Whether text in `text` on `background` meets AA for its size (colours that are not hex values: no). */
export function meetsAA(text: string, background: string, fontSizePx: number, bold: boolean): boolean {
  const ratio = contrastRatio(text, background);
  return ratio !== null && ratio >= minimumContrast(fontSizePx, bold);
}

/**
 * A text colour that reads on `background`: the first of `preferred` that reaches `minimum`, else
 * black or white, whichever contrasts more (one of them always reaches 4.5:1). Null when the
 * background is not a hex value.
 */
export function readableTextOn(background: string, preferred: readonly string[], minimum: number): string | null {
  if (relativeLuminance(background) === null) return null;
  for (const candidate of preferred) {
    const ratio = contrastRatio(candidate, background);
    if (ratio !== null && ratio >= minimum) return candidate;
  }
  return contrastRatio('000000', background)! >= contrastRatio('FFFFFF', background)! ? '000000' : 'FFFFFF';
}
