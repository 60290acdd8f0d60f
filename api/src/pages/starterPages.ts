import {
  AI_BRAND_TEXT_MAX,
  aiBrandTextFields,
  brandDecider,
  brandStream,
  COLOR_LABEL_MAX,
  COLORS_MAX,
  fail,
  isFontAsset,
  isImageAsset,
  starterPages,
  type AiBrandTexts,
  type AiLanguage,
  type PageState,
} from '@brandtrail/domain';
import { load, type Actor } from '@brandtrail/infra';
import { requireBrandAccess } from '../access/policy';
import { libraryOf } from '../assets/lookup';
import { updateBrand } from '../brands/commands';
import type { Created } from '../commands/idempotency';
import type { Services } from '../services';
import { createPage } from './commands';

export interface AiPagesInput extends AiBrandTexts {
  /** The colour names the person kept, in the kit's order; each non-empty one becomes the colour's label. */
  colorNames?: readonly string[] | null;
  language: AiLanguage;
  /** Relay's field: a repeat answers with the pages the first made (one id per page, derived from it). */
  clientMutationId?: string | null;
}

/** The reviewed texts' rules (the domain's limits), checked before anything is recorded. */
export function checkAiPagesInput(input: AiPagesInput): void {
  for (const field of aiBrandTextFields) {
    if (typeof input[field] !== 'string') fail('REQUEST_INVALID');
    if (input[field].length > AI_BRAND_TEXT_MAX) fail('TEXT_TOO_LONG', { field, max: AI_BRAND_TEXT_MAX });
  }
  const names = input.colorNames ?? [];
  if (names.length > COLORS_MAX) fail('TOO_MANY_COLORS', { max: COLORS_MAX });
  for (const name of names) if (name.trim().length > COLOR_LABEL_MAX) fail('COLOR_LABEL_TOO_LONG', { max: COLOR_LABEL_MAX });
}

/**
 * `addPagesFromAiBrand` (spec 7): the starter pages of a brand made with AI, from its kit and the
 * texts the person reviewed (`starterPages` in the domain says what each page holds). The kit's
 * colours first take the names the person kept (one UpdateBrand: one change of the kit), then each
 * page is created with its elements as one command (`createPage` with `elements`: the page and its
 * elements are one step of its author's, which undo takes back at once). Pages are separate
 * aggregates, so five pages are five commands; they are made one after another, so the brand's
 * order is theirs, and only the last waits for the read models (each wait costs a projection's
 * round; five of them took 1-2 s on a loaded PostgreSQL). Who: those who may edit the brand's content; strangers get BRAND_NOT_FOUND.
 */
export async function addPagesFromAiBrand(
  s: Services,
  brandId: string,
  input: AiPagesInput,
  actor: Actor,
): Promise<Created<PageState>[]> {
  const { state } = await load(s.store, brandDecider, brandStream(brandId));
  // Who may is answered before anything about the request is looked at.
  requireBrandAccess(state, actor, 'editContent');
  checkAiPagesInput(input);
  let colors = state.colors;
  const names = input.colorNames ?? [];
  const relabelled = colors.map((c, i) => ({ hex: c.hex, label: names[i]?.trim() || c.label }));
  if (relabelled.some((c, i) => c.label !== colors[i]!.label)) {
    await updateBrand(s, brandId, { colors: relabelled }, actor);
    colors = relabelled;
  }
  const library = await libraryOf(s, brandId, [state.logo, ...state.fonts.flatMap((f) => f.assetIds)]);
  const logoAsset = state.logo ? library[state.logo] : undefined;
  const pages = starterPages(
    { logo: logoAsset && isImageAsset(logoAsset) ? state.logo : null, colors, fonts: state.fonts },
    input,
    input.language,
    (id) => {
      const asset = library[id];
      return !!asset && isFontAsset(asset);
    },
  );
  const created: Created<PageState>[] = [];
  for (const [i, page] of pages.entries()) {
    created.push(
      await createPage(
        s,
        {
          brandId,
          name: page.name,
          elements: page.elements,
          clientMutationId: input.clientMutationId ? `${input.clientMutationId}:${page.key}` : null,
        },
        actor,
        // Only the last waits for the read models: once they show it, they show the pages before.
        { readYourWrites: i === pages.length - 1 },
      ),
    );
  }
  const shown = created.at(-1)?.projected ?? false;
  return created.map((page) => ({ ...page, projected: shown }));
}
