import { aiBrandTextFields, type AiBrandTexts, type AiLanguage } from '@brandtrail/domain/ai';
import { hexToRgb, normaliseHex, rgbToCmyk } from '@brandtrail/domain/colors';
import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { aiBrandPagesMutation } from '../__generated__/aiBrandPagesMutation.graphql';
import type { aiBrandAboutMutation } from '../__generated__/aiBrandAboutMutation.graphql';
import { postJson } from '../http/api';
import { commit } from '../relay/commit';
import { colorsInput, type ColorRow } from './kit/KitEditors';

/**
 * The wizard's AI path (spec 5, 7): the texts of a new brand (`POST /api/new-brand-ai`), its
 * starter pages (`addPagesFromAiBrand`), and an example brand (`POST /api/example-brand-ai`).
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

/** The brand's bio and USP, as the person told the AI. */
export const saveBrandAbout = (environment: Environment, id: string, bio: string, usp: string) =>
  commit<aiBrandAboutMutation>(
    environment,
    graphql`
      mutation aiBrandAboutMutation($input: UpdateBrandInput!) {
        updateBrand(input: $input) {
          brand {
            id
            bio
            usp
          }
        }
      }
    `,
    { input: { id, bio, usp } },
  );

/** The starter pages from the reviewed texts; the colours take the names kept. */
export const addAiBrandPages = (
  environment: Environment,
  input: AiBrandTexts & { id: string; colorNames: string[]; language: AiLanguage; clientMutationId: string },
) =>
  commit<aiBrandPagesMutation>(
    environment,
    graphql`
      mutation aiBrandPagesMutation($input: AddPagesFromAiBrandInput!) {
        addPagesFromAiBrand(input: $input) {
          brand {
            id
            slug
            colors {
              hex
              label
            }
          }
          pages {
            id
            name
          }
        }
      }
    `,
    { input },
  );
