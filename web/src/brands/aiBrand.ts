import { aiBrandTextFields, type AiBrandTexts, type AiLanguage } from '@brandtrail/domain/ai';
import { hexToRgb, normaliseHex, rgbToCmyk } from '@brandtrail/domain/colors';
import { postJson } from '../http/api';
import { colorsInput, type ColorRow } from './kit/KitEditors';

/**
 * The wizard's AI path (spec 5, 7): the texts of a new brand (`POST /api/new-brand-ai`) and an
 * example brand (`POST /api/example-brand-ai`); its bio and USP and its starter pages are saved by
 * `useUpdateBrandAboutMutation` and `useAddPagesFromAiBrandMutation`.
 */

/** What new-brand-ai answers: a name per colour and the five texts, for the person to review. */
export interface AiBrandAnswer extends AiBrandTexts {
  colorNames: string[];
  language: AiLanguage;
}

export { aiBrandTextFields };

/** A colour as new-brand-ai takes it (spec 5): hex without '#', upper-case, with its RGB and CMYK entries. */
export function aiBrandColor(color: { hex: string; label: string }) {
  const hex = normaliseHex(color.hex) ?? color.hex;
  const rgb = hexToRgb(hex) ?? { r: 0, g: 0, b: 0 };
  return { hex, label: color.label, rgb, cmyk: rgbToCmyk(rgb) };
}

export interface AiBrandRequest {
  brandId: string;
  name: string;
  colors: readonly ColorRow[];
  fonts: readonly string[];
  /** Preview addresses of the brand's logos (none in the wizard: a new brand has no library yet). */
  logos: readonly string[];
  bio: string;
  usp: string;
  language: AiLanguage;
}

export const askBrandTexts = (request: AiBrandRequest, signal: AbortSignal) =>
  postJson<AiBrandAnswer>('/api/new-brand-ai', { ...request, colors: colorsInput(request.colors).map(aiBrandColor) }, signal);

export const makeExampleBrand = (language: AiLanguage, signal: AbortSignal) =>
  postJson<{ id: string; slug: string }>('/api/example-brand-ai', { language }, signal);
