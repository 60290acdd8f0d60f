import { requireCapability, requirePlanChange, type BrandAccess, type Capability } from '../access/policy';
import { normaliseHex } from '../colors';
import { fail, type CommandContext, type Decider, type DomainEvent } from '../decider';
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

export type Plan = 'free' | 'basic' | 'pro';
/** Plan ranking of spec section 9. */
export const planRank: Record<Plan, number> = { free: 1, basic: 2, pro: 3 };
export const plans = Object.keys(planRank) as Plan[];

/**
 * Member roles (the spec leaves their values open): an owner may do everything including deleting
 * the brand; an editor edits settings and content and manages members up to editors; a viewer
 * reads. The member rules live in `members.ts`.
 */
export type { MemberRole } from './members';
import type { MemberRole } from './members';
/** What the client sees as userRole: a member's role, or public, or shared (a shared link). */
export type UserRole = MemberRole | 'public' | 'shared';

export const NAME_MAX = 100;
export const TEXT_MAX = 2000;
/** The starter kit: a few brand colours and font family names. */
export const COLORS_MAX = 12;
export const COLOR_LABEL_MAX = 60;
export const FONTS_MAX = 6;
export const FONT_NAME_MAX = 100;

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

export interface BrandFields {
  name: string;
  slug: string;
  bio: string;
  usp: string;
  public: boolean;
  publicIndex: boolean;
  colors: BrandColor[];
  fonts: string[];
}

/** `logo`: an image asset of the brand (its id), or null for the monogram; set only by an update. */
export type BrandChanges = Partial<BrandFields> & { logo?: string | null };
/** What UpdateBrand takes: colours may come in the client's form. */
export type BrandChangesInput = Partial<Omit<BrandFields, 'colors'>> & {
  colors?: readonly BrandColorInput[];
  logo?: string | null;
};

/** Brands created before the starter kit existed have no colours or fonts in their BrandCreated. */
type CreatedData = Omit<BrandFields, 'colors' | 'fonts'> & Partial<Pick<BrandFields, 'colors' | 'fonts'>>;

export type BrandEvent =
  | DomainEvent<'BrandCreated', CreatedData & { plan: Plan; ownerId: string }>
  | DomainEvent<'BrandUpdated', BrandChanges>
  | DomainEvent<'BrandDeleted', Record<string, never>>
  | DomainEvent<'BrandRestored', Record<string, never>>
  | DomainEvent<'BrandPlanChanged', { plan: Plan }>
  /** The brand's page order: page ids, first first; pages it does not name come after, oldest first. */
  | DomainEvent<'BrandPagesSorted', { order: string[] }>
  | MemberEvent;

export type BrandCommand =
  | { type: 'CreateBrand'; name: string; slug: string; colors?: readonly BrandColorInput[]; fonts?: readonly string[] }
  | { type: 'UpdateBrand'; changes: BrandChangesInput }
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
  | MemberCommand;

export interface BrandState extends BrandFields, MembersState {
  exists: boolean;
  deleted: boolean;
  plan: Plan;
  /** Page ids in the brand's order (BrandPagesSorted); empty until pages are sorted. */
  pagesOrder: string[];
  /** The logo: an image asset's id, or null. */
  logo: string | null;
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

/** Checks font family names: at most FONTS_MAX, each non-empty and at most FONT_NAME_MAX long; repeats are dropped. */
export function checkFonts(fonts: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of fonts) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name || name.length > FONT_NAME_MAX) fail('FONT_NAME_INVALID', { max: FONT_NAME_MAX });
    if (!out.some((f) => f.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  if (out.length > FONTS_MAX) fail('TOO_MANY_FONTS', { max: FONTS_MAX });
  return out;
}

const sameColors = (a: readonly BrandColor[], b: readonly BrandColor[]) =>
  a.length === b.length && a.every((c, i) => c.hex === b[i]?.hex && c.label === b[i]?.label);
const sameFonts = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((f, i) => f === b[i]);

const LOGO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkChanges(changes: BrandChangesInput, state: BrandState): BrandChanges {
  const out: BrandChanges = {};
  if (changes.name !== undefined) {
    const name = checkBrandName(changes.name);
    if (name !== state.name) out.name = name;
  }
  if (changes.slug !== undefined && changes.slug !== state.slug) {
    checkSlug(changes.slug);
    out.slug = changes.slug;
  }
  for (const field of ['bio', 'usp'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value.length > TEXT_MAX) fail('TEXT_TOO_LONG', { field, max: TEXT_MAX });
    if (value !== state[field]) out[field] = value;
  }
  for (const field of ['public', 'publicIndex'] as const) {
    const value = changes[field];
    if (value !== undefined && value !== state[field]) out[field] = value;
  }
  if (changes.colors !== undefined) {
    const colors = checkColors(changes.colors);
    if (!sameColors(colors, state.colors)) out.colors = colors;
  }
  if (changes.fonts !== undefined) {
    const fonts = checkFonts(changes.fonts);
    if (!sameFonts(fonts, state.fonts)) out.fonts = fonts;
  }
  if (changes.logo !== undefined) {
    // That the asset exists, is the brand's and is an image is the API's check (the read model).
    if (changes.logo !== null && !LOGO_ID.test(changes.logo)) fail('ELEMENT_ASSET_INVALID');
    const logo = changes.logo?.toLowerCase() ?? null;
    if (logo !== (state.logo ?? null)) out.logo = logo;
  }
  return out;
}

/** The actor's access to the brand, as the access policy takes it (a deleted brand is not public). */
export const accessOf = (state: BrandState, userId: string | null): BrandAccess => ({
  role: (userId && state.members[userId]) || null,
  brandPublic: state.public && !state.deleted,
});

const requireRole = (state: BrandState, ctx: CommandContext, capability: Capability) =>
  requireCapability(accessOf(state, ctx.userId), ctx, capability, 'BRAND_NOT_FOUND');

export const brandDecider: Decider<BrandState, BrandCommand, BrandEvent> = {
  initialState: {
    exists: false,
    deleted: false,
    plan: 'free',
    members: {},
    invitations: {},
    accessRequests: {},
    pagesOrder: [],
    name: '',
    slug: '',
    bio: '',
    usp: '',
    public: false,
    publicIndex: false,
    colors: [],
    fonts: [],
    logo: null,
  },
  evolve: (state, event) => {
    if (isMemberEvent(event)) return evolveMembers(state, event);
    switch (event.type) {
      case 'BrandCreated': {
        const { plan, ownerId, colors = [], fonts = [], ...fields } = event.data;
        return { ...state, ...fields, colors, fonts, exists: true, plan, members: { [ownerId]: 'owner' } };
      }
      case 'BrandUpdated':
        return { ...state, ...event.data };
      case 'BrandDeleted':
        return { ...state, deleted: true };
      case 'BrandRestored':
        return { ...state, deleted: false };
      case 'BrandPlanChanged':
        return { ...state, plan: event.data.plan };
      case 'BrandPagesSorted':
        return { ...state, pagesOrder: event.data.order };
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
          data: {
            name,
            slug: command.slug,
            bio: '',
            usp: '',
            public: false,
            publicIndex: false,
            colors,
            fonts,
            plan: 'free',
            ownerId: ctx.userId,
          },
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
        const changes = checkChanges(command.changes, state);
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
    }
  },
};
