import { requireCapability, requirePlanChange, type BrandAccess, type Capability, type MemberRole } from '../access/policy';
import { isFontAsset, isImageAsset } from '../assets/asset';
import { COLOR_LABEL_MAX, normaliseHex } from '../colors';
import { fail, type CommandContext, type Decider, type DomainEvent } from '../decider';
import { parseMoment } from '../time';
import {
  decideMembers,
  evolveMembers,
  isMemberCommand,
  isMemberEvent,
  type MemberCommand,
  type MemberEvent,
  type MembersState,
} from './members';
import { checkSlug } from './slug';
import {
  COLORS_MAX,
  FONT_FILES_MAX,
  FONT_NAME_MAX,
  FONTS_MAX,
  NAME_MAX,
  TEXT_MAX,
  type BrandColor,
  type BrandColorInput,
  type BrandFont,
  type BrandFontInput,
} from './values';
import {
  brandField,
  brandFieldDefaults,
  brandFieldList,
  revertedBrandFields,
  type BrandField,
  type BrandFieldKind,
  type BrandFieldValues,
  type CreatedBrandFields,
} from './fields';

import { plans, type Plan } from './plans';

export { planNames, planRank, plans, type Plan } from './plans';

/** What the client sees as userRole: a member's role, or public, or shared (a shared link). */
export type UserRole = MemberRole | 'public' | 'shared';

/** The brand's limits and value types (values.ts) are this module's too: `@brandtrail/domain/brands/brand` gives them to the web. */
export * from './values';

/**
 * A font as the brand's events hold it: before fonts could be tied to files (issue 17),
 * BrandCreated and BrandUpdated recorded bare family names. Events are never rewritten: whoever
 * folds them reads them through `brandFontsOf`.
 */
export type StoredBrandFont = string | BrandFont;

/** A font as an event stored it, in today's shape (a bare name is a font without files). */
export const brandFontOf = (font: StoredBrandFont): BrandFont =>
  typeof font === 'string' ? { name: font, assetIds: [] } : { name: font.name, assetIds: font.assetIds ?? [] };
export const brandFontsOf = (fonts: readonly StoredBrandFont[] | null | undefined): BrandFont[] => (fonts ?? []).map(brandFontOf);

/** The fields a new brand records: the registry's (fields.ts) but those set by an update only. */
export type BrandFields = CreatedBrandFields;

/**
 * What an update records. `logo`: an image asset of the brand (its id), or null for the monogram;
 * `readersSeeVersion`: readers who are not members see the brand as of its newest version instead
 * of as it is now (issue 16); both set only by an update.
 */
export type BrandChanges = Partial<BrandFieldValues>;
/** What UpdateBrand takes: colours and fonts may come in the client's form. */
export type BrandChangesInput = Partial<Omit<BrandFieldValues, 'colors' | 'fonts'>> & {
  colors?: readonly BrandColorInput[];
  fonts?: readonly (string | BrandFontInput)[];
};

/** A named moment of the brand (createVersionBrand): the brand and its pages as they were at `at`. */
export interface BrandVersion {
  id: string;
  name: string;
  notes: string;
  /** The moment (the command's time, ISO): everything recorded at or before it. */
  at: string;
  /** Who named it. */
  by: string | null;
}
export const VERSIONS_MAX = 1000;
export const VERSION_NOTES_MAX = 2000;

/** What a brand restored to a moment (RevertBrand) gets back: its content, not its address, visibility, plan or people (fields.ts). */
export { revertedBrandFields };
export type RevertedBrand = Pick<BrandState, (typeof revertedBrandFields)[number] | 'pagesOrder'>;

/**
 * A brand's fields as BrandCreated recorded them: its name and address always; a field the
 * registry gained later (the starter kit's colours and fonts, say) is missing from older events and
 * reads with its default (evolve and the read model start from `brandFieldDefaults`). Fonts
 * recorded before issue 17 are bare names (StoredBrandFont).
 */
type CreatedData = Pick<BrandFields, 'name' | 'slug'> & Partial<Omit<BrandFields, 'fonts'>> & { fonts?: StoredBrandFont[] };
/** A BrandUpdated as recorded: fonts recorded before issue 17 are bare names. */
type StoredChanges = Omit<BrandChanges, 'fonts'> & { fonts?: StoredBrandFont[] };

export type BrandEvent =
  | DomainEvent<'BrandCreated', CreatedData & { plan: Plan; ownerId: string }>
  | DomainEvent<'BrandUpdated', StoredChanges>
  | DomainEvent<'BrandDeleted', Record<string, never>>
  | DomainEvent<'BrandRestored', Record<string, never>>
  | DomainEvent<'BrandPlanChanged', { plan: Plan }>
  /** The brand's page order: page ids, first first; pages it does not name come after, oldest first. */
  | DomainEvent<'BrandPagesSorted', { order: string[] }>
  | DomainEvent<'BrandVersionCreated', BrandVersion>
  /**
   * The start of restoring the brand to `at` (RevertBrand): the brand's own events follow, and its
   * pages' (RevertPage, deletes and restores) are recorded in their streams.
   */
  | DomainEvent<'BrandReverted', { at: string }>
  | MemberEvent;

/** An asset as the brand's library holds it (the assets read model), looked up by the API. */
export interface LibraryAsset {
  uploaded: boolean;
  mimeType: string | null;
  /** The extension its name had at creation (fonts are told by it too). */
  extension: string;
}

export type BrandCommand =
  | {
      type: 'CreateBrand';
      name: string;
      slug: string;
      colors?: readonly BrandColorInput[];
      /** Names only: a brand being created has no files to tie a font to. */
      fonts?: readonly (string | BrandFontInput)[];
    }
  /**
   * `library`: the assets the changes newly name (a new logo or cover, a file newly tied to a font),
   * as the API found them in the brand's library, by id (ids it does not hold are missing: unknown,
   * deleted, another brand's). A new image must be an uploaded image of it, a font's file an
   * uploaded font.
   */
  | {
      type: 'UpdateBrand';
      changes: BrandChangesInput;
      library?: Readonly<Record<string, LibraryAsset>>;
    }
  | { type: 'DeleteBrand' }
  | { type: 'RestoreBrand' }
  | { type: 'ChangeBrandPlan'; plan: string }
  /**
   * Puts the pages named in `order` first, in that order, ahead of the pages the previous order
   * had (whose order among themselves stays): a client may send every page of the brand, or only
   * the siblings it sorted. `brandPages` are the ids of the brand's pages (deleted ones included) as
   * the API found them; an id among `order` that is not one of them is refused.
   */
  | { type: 'SortPages'; order: readonly string[]; brandPages: readonly string[] }
  /** Names the present moment (`id`: the version's id, a UUID the API makes). */
  | { type: 'CreateVersion'; id: string; name: string; notes?: string }
  /**
   * Restores the brand's content to what it was at `at`: `target` is the brand then (the API reads
   * it from the stream; null when it did not exist then: AT_TOO_EARLY).
   */
  | { type: 'RevertBrand'; at: string; target: RevertedBrand | null }
  | MemberCommand;

export interface BrandState extends BrandFieldValues, MembersState {
  exists: boolean;
  deleted: boolean;
  plan: Plan;
  /** Page ids in the brand's order (BrandPagesSorted); empty until pages are sorted. */
  pagesOrder: string[];
  /** Named moments, oldest first. */
  versions: BrandVersion[];
}

export function checkBrandName(raw: string): string {
  const name = raw.trim();
  if (!name) fail('NAME_REQUIRED');
  if (name.length > NAME_MAX) fail('NAME_TOO_LONG', { max: NAME_MAX });
  return name;
}

/** Normalises and checks a palette: at most COLORS_MAX colours, each a six-digit hex value. */
export function checkColors(colors: readonly BrandColorInput[]): BrandColor[] {
  if (colors.length > COLORS_MAX) fail('TOO_MANY_COLORS', { max: COLORS_MAX });
  return colors.map(({ hex: raw, label: rawLabel }) => {
    const hex = normaliseHex(raw);
    if (!hex) fail('COLOR_INVALID', { hex: raw.trim().slice(0, 20) });
    const label = (rawLabel ?? '').trim();
    if (label.length > COLOR_LABEL_MAX) fail('COLOR_LABEL_TOO_LONG', { max: COLOR_LABEL_MAX });
    return { hex, label };
  });
}

/** An asset's or a version's id: a UUID. */
const ASSET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks the kit's fonts: at most FONTS_MAX, each name non-empty and at most FONT_NAME_MAX long
 * (repeats of a name, regardless of case, are dropped), each with at most FONT_FILES_MAX files.
 * A file the kit already ties to a font (`had`) may stay or move; a file newly named must be an
 * uploaded font of the brand's `library` (ELEMENT_ASSET_INVALID when the library does not hold it:
 * unknown, deleted or another brand's; ELEMENT_ASSET_NOT_FONT when it is no font).
 */
export function checkFonts(
  fonts: readonly (string | BrandFontInput)[],
  had: readonly BrandFont[] = [],
  library: Readonly<Record<string, LibraryAsset>> = {},
): BrandFont[] {
  const out: BrandFont[] = [];
  const tied = new Set(had.flatMap((f) => f.assetIds));
  for (const raw of fonts) {
    const input = typeof raw === 'string' ? { name: raw } : raw;
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (!name || name.length > FONT_NAME_MAX) fail('FONT_NAME_INVALID', { max: FONT_NAME_MAX });
    const assetIds: string[] = [];
    for (const id of input.assetIds ?? []) {
      if (typeof id !== 'string' || !ASSET_ID.test(id)) fail('ELEMENT_ASSET_INVALID');
      const asset = id.toLowerCase();
      if (assetIds.includes(asset)) continue;
      if (!tied.has(asset)) {
        const found = library[asset];
        if (!found) fail('ELEMENT_ASSET_INVALID');
        if (!isFontAsset(found)) fail('ELEMENT_ASSET_NOT_FONT');
      }
      assetIds.push(asset);
    }
    if (assetIds.length > FONT_FILES_MAX) fail('TOO_MANY_FONT_FILES', { max: FONT_FILES_MAX });
    if (!out.some((f) => f.name.toLowerCase() === name.toLowerCase())) out.push({ name, assetIds });
  }
  if (out.length > FONTS_MAX) fail('TOO_MANY_FONTS', { max: FONTS_MAX });
  return out;
}

const sameColors = (a: readonly BrandColor[], b: readonly BrandColor[]) =>
  a.length === b.length && a.every((c, i) => c.hex === b[i]?.hex && c.label === b[i]?.label);
const sameFonts = (a: readonly BrandFont[], b: readonly BrandFont[]) =>
  a.length === b.length &&
  a.every((f, i) => {
    const other = b[i];
    return other !== undefined && f.name === other.name && f.assetIds.join() === other.assetIds.join();
  });

/** Whether two values of a field's kind are the same (lists by their entries, an image by its id). */
function sameValue(kind: BrandFieldKind, a: unknown, b: unknown): boolean {
  if (kind === 'colors') return sameColors(a as BrandColor[], b as BrandColor[]);
  if (kind === 'fonts') return sameFonts(a as BrandFont[], b as BrandFont[]);
  if (kind === 'image') return (a ?? null) === (b ?? null);
  return a === b;
}

/**
 * A field's value checked by its kind (the registry's, fields.ts), as it will be recorded; the
 * same as the state's (nothing to record) as `unchanged`.
 */
function checkField(
  field: BrandField,
  raw: unknown,
  state: BrandState,
  library: Readonly<Record<string, LibraryAsset>> | undefined,
): unknown {
  const current = (state as unknown as Readonly<Record<string, unknown>>)[field.name];
  switch (field.kind) {
    case 'name':
      return checkBrandName(raw as string);
    case 'slug':
      // An unchanged address is not checked again.
      if (raw !== current) checkSlug(raw as string);
      return raw;
    case 'text': {
      const value = raw as string;
      if (value.length > TEXT_MAX) fail('TEXT_TOO_LONG', { field: field.name, max: TEXT_MAX });
      return value;
    }
    case 'boolean':
      return raw;
    case 'colors':
      return checkColors(raw as BrandColorInput[]);
    case 'fonts':
      return checkFonts(raw as (string | BrandFontInput)[], state.fonts, library);
    case 'image': {
      if (raw !== null && (typeof raw !== 'string' || !ASSET_ID.test(raw))) fail('ELEMENT_ASSET_INVALID');
      const id = raw?.toLowerCase() ?? null;
      if (id !== null && id !== (current ?? null)) {
        // Unknown to the library (or another brand's): refused like an id that exists nowhere; a
        // file of the library that is no image (yet): ELEMENT_ASSET_NOT_IMAGE.
        const asset = library?.[id];
        if (!asset) fail('ELEMENT_ASSET_INVALID');
        if (!isImageAsset(asset)) fail('ELEMENT_ASSET_NOT_IMAGE');
      }
      return id;
    }
  }
}

function checkChanges(
  changes: BrandChangesInput,
  state: BrandState,
  library: Readonly<Record<string, LibraryAsset>> | undefined,
): BrandChanges {
  const out: Record<string, unknown> = {};
  const given = changes as Readonly<Record<string, unknown>>;
  const current = state as unknown as Readonly<Record<string, unknown>>;
  for (const field of brandFieldList) {
    if (given[field.name] === undefined) continue;
    const value = checkField(field, given[field.name], state, library);
    if (!sameValue(field.kind, value, current[field.name])) out[field.name] = value;
  }
  return out;
}

/** The actor's access to the brand, as the access policy takes it (a deleted brand is not public). */
export const accessOf = (state: BrandState, userId: string | null): BrandAccess => ({
  role: (userId && state.members[userId]) || null,
  brandPublic: state.public && !state.deleted,
});

/** What a new brand records beside its name, address, colours and fonts: the registry's defaults. */
const createdDefaults = (): CreatedBrandFields => {
  const defaults: Partial<BrandFieldValues> = brandFieldDefaults();
  for (const field of brandFieldList) if (field.later) delete defaults[field.name];
  return defaults as CreatedBrandFields;
};

const requireRole = (state: BrandState, ctx: CommandContext, capability: Capability) =>
  requireCapability(accessOf(state, ctx.userId), ctx, capability, 'BRAND_NOT_FOUND');

export const brandDecider: Decider<BrandState, BrandCommand, BrandEvent> = {
  // brand-2: fonts are objects (BrandFont) since issue 17.
  snapshot: { key: 'brand-2' },
  initialState: {
    exists: false,
    deleted: false,
    plan: 'free',
    members: {},
    invitations: {},
    accessRequests: {},
    pagesOrder: [],
    ...brandFieldDefaults(),
    versions: [],
  },
  evolve: (state, event) => {
    if (isMemberEvent(event)) return evolveMembers(state, event);
    switch (event.type) {
      case 'BrandCreated': {
        const { plan, ownerId, colors = [], fonts, ...fields } = event.data;
        return { ...state, ...fields, colors, fonts: brandFontsOf(fonts), exists: true, plan, members: { [ownerId]: 'owner' } };
      }
      case 'BrandUpdated': {
        const { fonts, ...changes } = event.data;
        return fonts ? { ...state, ...changes, fonts: brandFontsOf(fonts) } : { ...state, ...changes };
      }
      case 'BrandDeleted':
        return { ...state, deleted: true };
      case 'BrandRestored':
        return { ...state, deleted: false };
      case 'BrandPlanChanged':
        return { ...state, plan: event.data.plan };
      case 'BrandPagesSorted':
        return { ...state, pagesOrder: event.data.order };
      case 'BrandVersionCreated':
        return { ...state, versions: [...state.versions, event.data] };
      case 'BrandReverted':
        return state;
    }
  },
  decide: (command, state, ctx) => {
    if (command.type === 'CreateBrand') {
      if (!ctx.userId) fail('UNAUTHENTICATED');
      if (state.exists) fail('CONFLICT');
      const name = checkBrandName(command.name);
      checkSlug(command.slug);
      const colors = checkColors(command.colors ?? []);
      const fonts = checkFonts(command.fonts ?? []);
      return [
        {
          type: 'BrandCreated',
          data: { ...createdDefaults(), name, slug: command.slug, colors, fonts, plan: 'free', ownerId: ctx.userId },
        },
      ];
    }
    // Asked first: whether the brand exists is nobody else's business.
    if (command.type === 'ChangeBrandPlan') requirePlanChange(ctx);
    if (!state.exists) fail('BRAND_NOT_FOUND');
    if (isMemberCommand(command)) {
      if (state.deleted) fail('BRAND_NOT_FOUND');
      return decideMembers(command, state, accessOf(state, ctx.userId), ctx);
    }
    switch (command.type) {
      case 'UpdateBrand': {
        requireRole(state, ctx, 'editContent');
        if (state.deleted) fail('BRAND_DELETED');
        const changes = checkChanges(command.changes, state, command.library);
        return Object.keys(changes).length ? [{ type: 'BrandUpdated', data: changes }] : [];
      }
      case 'DeleteBrand':
        requireRole(state, ctx, 'deleteBrand');
        return state.deleted ? [] : [{ type: 'BrandDeleted', data: {} }];
      case 'RestoreBrand':
        requireRole(state, ctx, 'deleteBrand');
        if (!state.deleted) fail('BRAND_NOT_DELETED');
        return [{ type: 'BrandRestored', data: {} }];
      case 'ChangeBrandPlan': {
        if (!(plans as string[]).includes(command.plan)) fail('PLAN_INVALID');
        const plan = command.plan as Plan;
        return plan === state.plan ? [] : [{ type: 'BrandPlanChanged', data: { plan } }];
      }
      case 'SortPages': {
        // The same rule as every page command: owners and editors.
        requireRole(state, ctx, 'editContent');
        if (state.deleted) fail('BRAND_DELETED');
        const known = new Set(command.brandPages.map((id) => id.toLowerCase()));
        const order = command.order.map((id) => id.toLowerCase());
        const named = new Set(order);
        if (named.size !== order.length || !order.every((id) => known.has(id))) fail('PAGES_ORDER_INVALID');
        const merged = [...order, ...state.pagesOrder.filter((id) => !named.has(id))];
        const same = merged.length === state.pagesOrder.length && merged.every((id, i) => state.pagesOrder[i] === id);
        return same ? [] : [{ type: 'BrandPagesSorted', data: { order: merged } }];
      }
      case 'CreateVersion': {
        requireRole(state, ctx, 'editContent');
        if (state.deleted) fail('BRAND_DELETED');
        const id = command.id.toLowerCase();
        if (!ASSET_ID.test(id)) fail('VALIDATION');
        // A repeat of the same create (its answer was lost) records nothing.
        if (state.versions.some((v) => v.id === id)) return [];
        if (state.versions.length >= VERSIONS_MAX) fail('TOO_MANY_VERSIONS', { max: VERSIONS_MAX });
        const name = checkBrandName(command.name);
        const notes = (command.notes ?? '').trim();
        if (notes.length > VERSION_NOTES_MAX) fail('TEXT_TOO_LONG', { field: 'notes', max: VERSION_NOTES_MAX });
        return [{ type: 'BrandVersionCreated', data: { id, name, notes, at: ctx.now.toISOString(), by: ctx.userId } }];
      }
      case 'RevertBrand': {
        requireRole(state, ctx, 'editContent');
        if (state.deleted) fail('BRAND_DELETED');
        const at = parseMoment(command.at, ctx.now);
        // A moment before the brand existed has nothing to restore it to.
        const target = command.target ?? fail('AT_TOO_EARLY');
        const changes: Record<string, unknown> = {};
        for (const name of revertedBrandFields) {
          // A field the brand did not have then (recorded since) goes back to its default.
          const then = target[name] ?? brandField(name)!.default;
          if (!sameValue(brandField(name)!.kind, then, state[name])) changes[name] = then;
        }
        // The order then, with pages it did not name (made since) after it as they are now.
        const named = new Set(target.pagesOrder);
        const order = [...target.pagesOrder, ...state.pagesOrder.filter((id) => !named.has(id))];
        const sorted = order.length !== state.pagesOrder.length || order.some((id, i) => state.pagesOrder[i] !== id);
        const events: BrandEvent[] = [];
        if (Object.keys(changes).length) events.push({ type: 'BrandUpdated', data: changes });
        if (sorted) events.push({ type: 'BrandPagesSorted', data: { order } });
        return [{ type: 'BrandReverted', data: { at: at.toISOString() } }, ...events];
      }
    }
  },
};
