/**
 * The limits of a brand's names and texts and the shapes of its kit's values: a leaf that the
 * brand's decider (brand.ts), its field registry (fields.ts) and the page settings import alike.
 */

export const NAME_MAX = 100;
export const TEXT_MAX = 2000;
/** The starter kit: a few brand colours and font family names. */
export const COLORS_MAX = 12;
export const FONTS_MAX = 6;
export const FONT_NAME_MAX = 100;
/**
 * Font files tied to one font of the kit: a family's regular, italic, bold and bold italic in two
 * formats (WOFF2 and a TTF or OTF fallback) is 8.
 */
export const FONT_FILES_MAX = 8;

/** A brand colour: hex as six upper-case hex digits without #, and an optional label ('' for none). */
export interface BrandColor {
  hex: string;
  label: string;
}

/** A colour as a client sends it: hex with or without #, any case; label optional. */
export interface BrandColorInput {
  hex: string;
  label?: string | null;
}

/**
 * A font of the brand's kit: a family name, and the uploaded font files of the brand's library
 * that hold it (asset ids, lower-case UUIDs; none when the family is not uploaded, a system or web
 * font). Files are tied by id: a file deleted from the library later stays named here and is left
 * out wherever the font is shown.
 */
export interface BrandFont {
  name: string;
  assetIds: string[];
}

/** A font as a client sends it: the name, and optionally the files (asset ids). */
export interface BrandFontInput {
  name: string;
  assetIds?: readonly string[] | null;
}
