import { create, type Font, type FontCollection } from 'fontkit';

/** The CSS @font-face format() hint of the file. */
export type FontFormat = 'truetype' | 'opentype' | 'woff' | 'woff2' | 'collection';

export interface FontInfo {
  family: string;
  style: string;
  format: FontFormat;
}

function isCollection(f: Font | FontCollection): f is FontCollection {
  return (f as FontCollection).type === 'TTC' || (f as FontCollection).type === 'DFont';
}

function formatOf(bytes: Buffer, f: Font | FontCollection): FontFormat {
  if (isCollection(f)) return 'collection';
  if (f.type === 'WOFF2') return 'woff2';
  if (f.type === 'WOFF') return 'woff';
  return bytes.toString('latin1', 0, 4) === 'OTTO' ? 'opentype' : 'truetype';
}

function clean(name: string | null | undefined): string | undefined {
  const s = typeof name === 'string' ? name.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  return s === '' ? undefined : s;
}

/**
 * Family, style and format read from the font (TrueType, OpenType/CFF, WOFF, WOFF2 and the first
 * font of a collection). The typographic names (name IDs 16/17) win over the legacy ones (1/2), so
 * "DejaVu Sans Condensed Bold" is family "DejaVu Sans", style "Condensed Bold".
 * Throws when the bytes are not a readable font.
 */
export function readFont(bytes: Buffer): FontInfo {
  const parsed = create(bytes);
  const font = isCollection(parsed) ? parsed.fonts[0] : parsed;
  if (!font) throw new Error('empty font collection');
  // Touch the tables every font has, so a damaged file fails here rather than later.
  if (!(font.unitsPerEm > 0) || !(font.numGlyphs > 0)) throw new Error('font without glyphs');
  const preferredFamily = clean(font.getName('preferredFamily', 'en'));
  const family = preferredFamily ?? clean(font.familyName) ?? clean(font.fullName) ?? clean(font.postscriptName);
  if (family === undefined) throw new Error('font without a name');
  const style =
    (preferredFamily !== undefined ? clean(font.getName('preferredSubfamily', 'en')) : undefined) ??
    clean(font.subfamilyName) ??
    'Regular';
  return { family, style, format: formatOf(bytes, parsed) };
}
