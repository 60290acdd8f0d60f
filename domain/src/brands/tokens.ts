import { hexToRgb } from '../colors';
import type { PaletteSection } from '../pages/palette';
import type { BrandColor } from './brand';
import { slugPart } from './slug';

/**
 * A brand's design tokens (issue 17): its colours, its fonts and the colour elements of its pages,
 * as W3C Design Tokens (DTCG format 2025.10, `.tokens.json`) and as CSS custom properties
 * (`tokens.css`). Both come from one list of tokens, so that a token's path in the JSON file and
 * its custom property always correspond: `color` / `primary` is `--color-primary`, `page` /
 * `colours` / `blue` is `--page-colours-blue`.
 *
 * Names are made from the labels (lower-case ASCII letters, digits and dashes, as addresses are),
 * so they never start with `$` nor hold `{`, `}` or `.` (the format's reserved characters); a
 * colour without a label, or one whose label leaves nothing (only symbols, another script), is
 * named by its place (`color-3`); repeats get `-2`, `-3`. The label itself is the token's
 * `$description`.
 */

export const DESIGN_TOKENS_SCHEMA = 'https://www.designtokens.org/schemas/2025.10/format.json';
/** The format's media type (DTCG 2025.10, "File format"). */
export const DESIGN_TOKENS_MEDIA_TYPE = 'application/design-tokens+json';

export interface TokensPage {
  /** The page's address within the brand: the group's name. */
  slug: string;
  name: string;
  /** The page's colour elements, as the brand's palette groups them (`colorPalette`). */
  sections: readonly PaletteSection[];
}

export interface TokensInput {
  /** The brand's name. */
  name: string;
  colors: readonly BrandColor[];
  /** The kit's fonts (their family names). */
  fonts: readonly { name: string }[];
  pages: readonly TokensPage[];
}

/** A DTCG colour value in sRGB: components 0 to 1 (four decimals give back the exact hex), opaque. */
export interface TokenColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha: number;
  hex: string;
}

interface TokenBase {
  /** The token's name within its group. */
  name: string;
  description: string;
}
type ColorToken = TokenBase & { hex: string };
type FontToken = TokenBase & { family: string };
interface PageGroup {
  name: string;
  description: string;
  colors: ColorToken[];
}

/** The tokens of a brand, in order: the one list both files are written from. */
export interface BrandTokens {
  brand: string;
  colors: ColorToken[];
  fonts: FontToken[];
  pages: PageGroup[];
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** A six-digit hex value (no #) as a DTCG colour value. */
export function tokenColor(hex: string): TokenColor {
  const rgb = hexToRgb(hex) ?? { r: 0, g: 0, b: 0 };
  return {
    colorSpace: 'srgb',
    components: [round4(rgb.r / 255), round4(rgb.g / 255), round4(rgb.b / 255)],
    alpha: 1,
    hex: `#${hex.toLowerCase()}`,
  };
}

/** Names for labels within one group: each label's slug, else `fallback-<place>`, repeats numbered. */
function namer(fallback: string) {
  const taken = new Set<string>();
  let place = 0;
  return (label: string): string => {
    place++;
    const base = slugPart(label) || `${fallback}-${place}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    return name;
  };
}

/** The brand's tokens: its colours, fonts and pages' colour elements (pages without any are left out). */
export function brandTokens(input: TokensInput): BrandTokens {
  const colorName = namer('color');
  const fontName = namer('font');
  const pageName = namer('page');
  return {
    brand: input.name,
    colors: input.colors.map((c) => ({ name: colorName(c.label), description: c.label, hex: c.hex })),
    fonts: input.fonts.map((f) => ({ name: fontName(f.name), description: f.name, family: f.name })),
    pages: input.pages
      .map((page) => {
        const name = namer('color');
        const colors = page.sections.flatMap((section) =>
          section.colors.map((c) => ({ name: name(c.label), description: c.label, hex: c.color })),
        );
        return { name: pageName(page.slug), description: page.name, colors };
      })
      .filter((page) => page.colors.length > 0),
  };
}

const described = <T extends object>(description: string, token: T) =>
  description ? { ...token, $description: description } : token;

/** The tokens as a DTCG 2025.10 document (`.tokens.json`): groups `color`, `font` and `page`, each with its `$type`. */
export function designTokensJson(tokens: BrandTokens): Record<string, unknown> {
  const doc: Record<string, unknown> = { $schema: DESIGN_TOKENS_SCHEMA, $description: tokens.brand };
  const colors = (list: readonly ColorToken[]) =>
    Object.fromEntries(list.map((t) => [t.name, described(t.description, { $value: tokenColor(t.hex) })]));
  if (tokens.colors.length) doc.color = { $type: 'color', ...colors(tokens.colors) };
  if (tokens.fonts.length)
    doc.font = {
      $type: 'fontFamily',
      ...Object.fromEntries(tokens.fonts.map((t) => [t.name, described(t.description, { $value: t.family })])),
    };
  if (tokens.pages.length)
    doc.page = {
      $type: 'color',
      ...Object.fromEntries(tokens.pages.map((p) => [p.name, described(p.description, colors(p.colors))])),
    };
  return doc;
}

/** Text for a CSS comment: on one line, without the comment's end. */
const comment = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\*\//g, '* /');
/** A CSS string in double quotes. */
const cssString = (text: string) =>
  `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;

/** The tokens as CSS custom properties on `:root` (`tokens.css`): a property per token, named by its path. */
export function designTokensCss(tokens: BrandTokens): string {
  const lines: string[] = [];
  const line = (path: readonly string[], value: string, description: string) =>
    lines.push(`  --${path.join('-')}: ${value};${description ? ` /* ${comment(description)} */` : ''}`);
  for (const t of tokens.colors) line(['color', t.name], `#${t.hex.toLowerCase()}`, t.description);
  for (const t of tokens.fonts) line(['font', t.name], cssString(t.family), '');
  for (const page of tokens.pages)
    for (const t of page.colors)
      line(['page', page.name, t.name], `#${t.hex.toLowerCase()}`, [page.description, t.description].filter(Boolean).join(' · '));
  return `/* ${comment(tokens.brand)}: design tokens (the same as tokens.json, W3C Design Tokens 2025.10). */\n:root {\n${lines.join('\n')}${lines.length ? '\n' : ''}}\n`;
}
