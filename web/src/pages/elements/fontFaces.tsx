/**
 * Uploaded fonts as CSS (@font-face from the files' signed links): the page's and the elements'
 * fonts, font specimens and the brand kit's font cards. Small and on its own, so that a screen that
 * only shows fonts (the brand home) loads nothing else of the elements.
 */

/** A font file as the faces need it: its asset (global id), signed link and style name ("Bold Italic"). */
export interface FontFile {
  assetId: string;
  url: string | null;
  fontStyle: string | null;
}

/** An @font-face rule for one file of a family (`descriptors`: its weight and style, when the family has several). */
const faceRule = (family: string, url: string, descriptors = '') =>
  `@font-face { font-family: "${family}"; src: url("${url}"); font-display: swap;${descriptors} }`;

/**
 * An uploaded font as CSS: the font-family stack to set text in, and the <style> declaring it
 * through @font-face (one name per asset, so the page font, element fonts and specimens share it).
 */
export function fontFace(asset: { assetId: string; url: string | null } | null | undefined) {
  if (!asset?.url) return null;
  const family = `bt-font-${asset.assetId}`;
  return {
    fontFamily: `"${family}", var(--font-sans)`,
    declaration: <style>{faceRule(family, asset.url)}</style>,
  };
}

const weights: [RegExp, number][] = [
  [/\b(thin|hairline)\b/, 100],
  [/\b(extra|ultra)[ -]?light\b/, 200],
  [/\b(semi|demi)[ -]?bold\b/, 600],
  [/\b(extra|ultra)[ -]?bold\b/, 800],
  [/\blight\b/, 300],
  [/\bmedium\b/, 500],
  [/\bbold\b/, 700],
  [/\b(black|heavy)\b/, 900],
];

/** The weight and slant a font file's style name says: "SemiBold Italic" is 600, italic; unknown words are 400, upright. */
export function faceDescriptors(style: string | null): { weight: number; italic: boolean } {
  const words = (style ?? '').toLowerCase();
  return { weight: weights.find(([re]) => re.test(words))?.[1] ?? 400, italic: /\b(italic|oblique)\b/.test(words) };
}

/** A short stable name for a set of ids (djb2): the family name of a font made of several files. */
const hashOf = (text: string) => {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
};

/**
 * A font of several files (a font of the brand kit: regular, bold, italic...) as CSS: one family
 * whose files declare the weight and slant their style names say, so that bold text takes the bold
 * file. One file is a family on its own, as `fontFace` makes it. Null without a file to load.
 */
export function familyFace(files: readonly FontFile[]) {
  const usable = files.filter((f): f is typeof f & { url: string } => Boolean(f.url));
  const first = usable[0];
  if (!first) return null;
  if (usable.length === 1) return fontFace(first);
  const family = `bt-family-${hashOf(usable.map((f) => f.assetId).join(' '))}`;
  const rules = usable.map((f) => {
    const { weight, italic } = faceDescriptors(f.fontStyle);
    return faceRule(family, f.url, ` font-weight: ${weight}; font-style: ${italic ? 'italic' : 'normal'};`);
  });
  return { fontFamily: `"${family}", var(--font-sans)`, declaration: <style>{rules.join('\n')}</style> };
}
