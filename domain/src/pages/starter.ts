import { AI_BRAND_TEXT_MAX, type AiBrandTexts, type AiLanguage } from '../ai';
import type { BrandColor, BrandFont } from '../brands/brand';
import type { Labels } from './elements';
import { FONT_SAMPLE, FONT_SAMPLE_MAX, type RichText } from './rules';

/**
 * The starter pages of a brand made with AI (`addPagesFromAiBrand`, spec 7): from the brand's kit
 * and the texts a person reviewed, five pages in this order, each its elements with the values that
 * differ from the element defaults (`newElement`, the registry's): Logo (the logo as a gallery
 * image when the brand has one, then textLogo), Colours (a colour element per kit colour with its
 * label, then textColors), Typography (a font element per kit font: its first uploaded file, the
 * family's name above the sample; then textFonts), Essence (textEssence), Personality
 * (textPersonality). A text left empty gives no text element. Page names are in the request's
 * language. Pure: the API finds which font files are usable and runs each page as one command.
 */

export const starterPageKeys = ['logo', 'colors', 'fonts', 'essence', 'personality'] as const;
export type StarterPageKey = (typeof starterPageKeys)[number];

export const starterPageNames: Record<StarterPageKey, Labels> = {
  logo: { en: 'Logo', de: 'Logo' },
  colors: { en: 'Colours', de: 'Farben' },
  fonts: { en: 'Typography', de: 'Typografie' },
  essence: { en: 'Essence', de: 'Markenkern' },
  personality: { en: 'Personality', de: 'Persönlichkeit' },
};

/** An element of a starter page: its type and the fields that differ from the type's defaults. */
export interface StarterElement {
  type: 'gallery' | 'color' | 'font' | 'text';
  fields: Record<string, unknown>;
}

export interface StarterPage {
  key: StarterPageKey;
  name: string;
  elements: StarterElement[];
}

export interface StarterBrand {
  /** The logo's asset id, or null. */
  logo: string | null;
  colors: readonly BrandColor[];
  fonts: readonly BrandFont[];
}

/**
 * A rich-text document of plain text: paragraphs at blank lines, line breaks within them; white
 * space at the ends trimmed; at most AI_BRAND_TEXT_MAX characters.
 */
export function textDocument(raw: string): RichText {
  const text = raw.replace(/\r\n?/g, '\n').trim().slice(0, AI_BRAND_TEXT_MAX);
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length) return { type: 'doc', content: [{ type: 'paragraph' }] };
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => ({
      type: 'paragraph',
      content: paragraph
        .split('\n')
        .flatMap((line, i) => [
          ...(i > 0 ? [{ type: 'hardBreak' }] : []),
          ...(line.trim() ? [{ type: 'text', text: line.trim() }] : []),
        ]),
    })),
  };
}

const textElement = (text: string): StarterElement[] =>
  text.trim() ? [{ type: 'text', fields: { text: textDocument(text) } }] : [];

/**
 * The five pages. `usableFont(id)`: whether a font file of the kit is an uploaded font of the
 * brand's library now (a font element shows one file; a font without one shows its name over the
 * sample in the page's font).
 */
export function starterPages(
  brand: StarterBrand,
  texts: AiBrandTexts,
  language: AiLanguage,
  usableFont: (assetId: string) => boolean = () => false,
): StarterPage[] {
  const logo: StarterElement[] = brand.logo ? [{ type: 'gallery', fields: { assets: [brand.logo] } }] : [];
  const colors: StarterElement[] = brand.colors.map((c) => ({ type: 'color', fields: { color: c.hex, label: c.label } }));
  const fonts: StarterElement[] = brand.fonts.map((font) => ({
    type: 'font',
    fields: {
      text: `${font.name}\n${FONT_SAMPLE}`.slice(0, FONT_SAMPLE_MAX),
      asset: font.assetIds.find(usableFont) ?? null,
    },
  }));
  const elements: Record<StarterPageKey, StarterElement[]> = {
    logo: [...logo, ...textElement(texts.textLogo)],
    colors: [...colors, ...textElement(texts.textColors)],
    fonts: [...fonts, ...textElement(texts.textFonts)],
    essence: textElement(texts.textEssence),
    personality: textElement(texts.textPersonality),
  };
  return starterPageKeys.map((key) => ({ key, name: starterPageNames[key][language], elements: elements[key] }));
}
