/**
 * AI rewriting (issue 17; spec 3, 4, 7): the limits of a rewrite request, shared by the editor and
 * the API (POST /api/rewrite-text-ai), and the instructions behind the Rewrite menu's choices.
 */
import { TEXT_MAX } from './brands/brand';

/** Text before and after the selection passed as context: 200 characters each side (spec 4, 9). */
export const AI_CONTEXT_MAX = 200;
/** The longest selection that can be rewritten (characters). */
export const AI_TEXT_MAX = 4000;
/** The longest instruction (a typed one, or a menu choice's). */
export const AI_PROMPT_MAX = 500;
/** Text of the elements around the selected one (the page's nearby headlines and texts). */
export const AI_NEIGHBOR_CONTEXT_MAX = 2000;
/** What the element is (its page's name and the like). */
export const AI_ELEMENT_CONTEXT_MAX = 300;

/** The element types whose text can be rewritten. */
export const rewriteElementTypes = ['headline', 'text'] as const;
export type RewriteElementType = (typeof rewriteElementTypes)[number];

/** The languages a rewrite request names (the editor's language). */
export const aiLanguages = ['en', 'de'] as const;
export type AiLanguage = (typeof aiLanguages)[number];

/**
 * The body of `POST /api/rewrite-text-ai` (spec 7), as the editor sends it and the API reads it:
 * `brandId` is the brand's GraphQL id as the editor sends it, its UUID once the API has read it.
 */
export interface RewriteRequest {
  brandId: string;
  prompt: string;
  preText: string;
  text: string;
  postText: string;
  neighborContext: string;
  language: AiLanguage;
  elementType: RewriteElementType;
  elementContext: string;
}

/**
 * The Rewrite menu's choices and the instruction each sends (`prompt`): in English, the language
 * models follow best; the answer keeps the text's language unless the choice translates.
 */
export const rewritePresets = {
  shorter: 'Make the text shorter. Keep its meaning and key words.',
  longer: 'Make the text longer and richer in detail, without inventing facts.',
  formal: 'Make the text more formal and professional.',
  friendly: 'Make the text friendlier and warmer.',
  spelling: 'Fix spelling, grammar and punctuation only. Change nothing else.',
  german: 'Translate the text into German. Address the reader formally ("Sie").',
  english: 'Translate the text into English.',
} as const;
export type RewritePreset = keyof typeof rewritePresets;
export const rewritePresetIds = Object.keys(rewritePresets) as RewritePreset[];

/**
 * AI brand creation (issue 17; spec 5, 7): the limits of `POST /api/new-brand-ai` and
 * `POST /api/example-brand-ai`, of their answers, and of `addPagesFromAiBrand`, which makes the
 * starter pages from the texts a person reviewed. The wizard uses them too.
 */

/** Logo previews a request may name (their addresses: the model is told there is a logo, it sees no image). */
export const AI_LOGOS_MAX = 4;
/** The longest logo preview address. */
export const AI_LOGO_PREVIEW_MAX = 2000;
/** Each of the reviewed texts (textLogo, textColors...): as long as a brand's bio or USP may be. */
export const AI_BRAND_TEXT_MAX = TEXT_MAX;

/** The texts the model writes for a new brand, one per starter page (spec 7). */
export const aiBrandTextFields = ['textLogo', 'textColors', 'textFonts', 'textEssence', 'textPersonality'] as const;
export type AiBrandTextField = (typeof aiBrandTextFields)[number];
export type AiBrandTexts = Record<AiBrandTextField, string>;

/** The label of the n-th colour (1-based) the model gave no name: 'Color N' (spec 7). */
export const defaultColorName = (n: number, language: AiLanguage): string => (language === 'de' ? `Farbe ${n}` : `Color ${n}`);

/** The spec's locale codes (en-US, de-DE) and the bare languages; anything else is undefined. */
export function aiLanguageOf(raw: string): AiLanguage | undefined {
  const language = /^(en|de)(-[a-z]{2})?$/i.exec(raw.trim())?.[1]?.toLowerCase();
  return language === 'en' || language === 'de' ? language : undefined;
}
