import { requireCapability, type BrandAccess } from '../access/policy';
import { NAME_MAX } from '../brands/brand';
import { SLUG_MAX } from '../brands/slug';
import { normaliseHex } from '../colors';
import { fail, type CommandContext, type Decider, type DomainEvent } from '../decider';
import {
  changedFields,
  checkElementFields,
  checkElementId,
  isAssetId,
  isElementId,
  isElementType,
  newElement,
  type ElementChanges,
  type PageElement,
} from './elements';

/**
 * A brand page and its ordered elements, in one stream (`page-<id>`), so that a page is read, and
 * its elements sorted, from one fold.
 *
 * What needs other pages is not decided here: that a page's slug is unique within its brand, that
 * moving a page under a parent makes no cycle (beyond the page itself), the order of a brand's pages
 * (SortPages on the Brand aggregate) and finding the subtree of a deleted page belong to the Brand
 * aggregate or the API. So do the checks that referenced elements, colour elements and font assets
 * exist, and counting the usages of an element before it is deleted: the API finds them and passes
 * the count in, and the decider refuses a delete of a used element without `force`.
 *
 * Deleting a page deletes its subtree: the API deletes each page below it with `root` naming the
 * page the user deleted, and restoring that page restores exactly the pages whose deletion root it
 * is (not the ones deleted on their own before).
 */

export const ELEMENTS_MAX = 500;

/** Page addresses under a brand that the app itself uses (/{brand}/assets, /{brand}/settings). */
export const reservedPageSlugs = new Set(['assets', 'settings']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface PageFields {
  name: string;
  slug: string;
  parentId: string | null;
  fontAsset: string | null;
  /** Hex (six upper-case digits) or null; a colour element reference wins over the value when set. */
  textColor: string | null;
  textColorElement: string | null;
  backgroundColor: string | null;
  backgroundColorElement: string | null;
}
export type PageChanges = Partial<PageFields>;

/** Where AddElement puts the element: at an index (0 is first), or right after an element; the end by default. */
export type ElementPosition = { index: number } | { after: string };

export type PageEvent =
  | DomainEvent<'PageCreated', PageFields & { id: string; brandId: string }>
  | DomainEvent<'PageUpdated', PageChanges>
  /**
   * `root`: the page the user deleted (this page itself, or the page above it whose subtree went
   * with it). Pages deleted before `root` existed were deleted on their own.
   */
  | DomainEvent<'PageDeleted', { root?: string }>
  | DomainEvent<'PageRestored', Record<string, never>>
  /** `duplicateOf` names the source when the element is a copy (DuplicateElement). */
  | DomainEvent<'ElementAdded', { index: number; element: PageElement; duplicateOf?: string }>
  | DomainEvent<'ElementUpdated', { id: string; changes: ElementChanges }>
  | DomainEvent<'ElementDeleted', { id: string }>
  | DomainEvent<'ElementsSorted', { order: string[] }>;

export type PageCommand = BrandAccess &
  (
    | {
        type: 'CreatePage';
        /** The page's own id (the stream's), so that the page can refuse itself as its parent. */
        id: string;
        brandId: string;
        name: string;
        slug: string;
        parentId?: string | null;
      }
    | { type: 'UpdatePage'; changes: PageChanges }
    /** `root`: the page the user deleted, when this page goes with the subtree of that one. */
    | { type: 'DeletePage'; root?: string }
    /**
     * Without `root`, the user restores this page: it must have been deleted on its own (as a
     * root). With `root`, it comes back with that page when it went with it, else nothing happens.
     */
    | { type: 'RestorePage'; root?: string }
    | {
        type: 'AddElement';
        elementId: string;
        elementType: string;
        position?: ElementPosition;
        /** Values other than the defaults, checked like an update. */
        fields?: Readonly<Record<string, unknown>>;
      }
    | { type: 'UpdateElement'; elementId: string; changes: Readonly<Record<string, unknown>> }
    | { type: 'DuplicateElement'; elementId: string; newId: string }
    /**
     * `usages`: how many elements and pages refer to the element (links, colour references), as
     * the API found them; a used element is only deleted with `force`.
     */
    | { type: 'DeleteElement'; elementId: string; usages?: number; force?: boolean }
    | { type: 'SortElements'; order: readonly string[] }
  );

export interface PageState extends PageFields {
  exists: boolean;
  id: string;
  brandId: string;
  deleted: boolean;
  /** While deleted: the page whose deletion took this one (itself when it was deleted on its own). */
  deletedRoot: string | null;
  elements: PageElement[];
}

export function checkPageName(raw: string): string {
  const name = raw.trim();
  if (!name) fail('NAME_REQUIRED');
  if (name.length > NAME_MAX) fail('NAME_TOO_LONG', { max: NAME_MAX });
  return name;
}

/** Lower-case letters and digits in words joined by single dashes, like a brand slug. */
export function checkPageSlug(slug: string): void {
  if (!SLUG.test(slug) || slug.length > SLUG_MAX) fail('SLUG_INVALID', { max: SLUG_MAX });
  if (reservedPageSlugs.has(slug)) fail('SLUG_RESERVED', { slug });
}

const checkColor = (raw: string | null): string | null => {
  if (raw === null) return null;
  const hex = normaliseHex(raw);
  if (!hex) fail('COLOR_INVALID', { hex: raw.trim().slice(0, 20) });
  return hex;
};
const checkRef = (raw: string | null): string | null => (raw === null ? null : checkElementId(raw));

function checkParent(parentId: string | null, pageId: string): string | null {
  if (parentId === null) return null;
  if (!isElementId(parentId)) fail('PAGE_PARENT_INVALID');
  if (parentId.toLowerCase() === pageId.toLowerCase()) fail('PAGE_PARENT_INVALID');
  return parentId.toLowerCase();
}

/** The page's font: an asset's id (a UUID; that it is a font of the brand is the API's check). */
const checkAsset = (raw: string | null): string | null => {
  if (raw !== null && !isAssetId(raw)) fail('ELEMENT_ASSET_INVALID');
  return raw && raw.toLowerCase();
};

function checkPageChanges(changes: PageChanges, state: PageState): PageChanges {
  const out: PageChanges = {};
  if (changes.name !== undefined) {
    const name = checkPageName(changes.name);
    if (name !== state.name) out.name = name;
  }
  if (changes.slug !== undefined && changes.slug !== state.slug) {
    checkPageSlug(changes.slug);
    out.slug = changes.slug;
  }
  if (changes.parentId !== undefined) {
    const parentId = checkParent(changes.parentId, state.id);
    if (parentId !== state.parentId) out.parentId = parentId;
  }
  if (changes.fontAsset !== undefined) {
    const fontAsset = checkAsset(changes.fontAsset);
    if (fontAsset !== state.fontAsset) out.fontAsset = fontAsset;
  }
  for (const field of ['textColor', 'backgroundColor'] as const) {
    if (changes[field] === undefined) continue;
    const value = checkColor(changes[field]);
    if (value !== state[field]) out[field] = value;
  }
  for (const field of ['textColorElement', 'backgroundColorElement'] as const) {
    if (changes[field] === undefined) continue;
    const value = checkRef(changes[field]);
    if (value !== state[field]) out[field] = value;
  }
  return out;
}

/** Pages are content: owners and editors (the access policy); a stranger to a private brand learns nothing. */
const requireEditor = (command: BrandAccess, ctx: CommandContext) =>
  requireCapability(command, ctx, 'editContent', 'PAGE_NOT_FOUND');

function indexOfElement(state: PageState, id: string): number {
  const index = state.elements.findIndex((e) => e.id === id.toLowerCase());
  if (index < 0) fail('ELEMENT_NOT_FOUND');
  return index;
}

function insertionIndex(state: PageState, position: ElementPosition | undefined): number {
  if (!position) return state.elements.length;
  if ('index' in position) {
    const { index } = position;
    if (!Number.isInteger(index) || index < 0 || index > state.elements.length) fail('ELEMENT_POSITION_INVALID');
    return index;
  }
  const after = state.elements.findIndex((e) => e.id === position.after.toLowerCase());
  if (after < 0) fail('ELEMENT_POSITION_INVALID');
  return after + 1;
}

function refuseSelfLink(id: string, changes: ElementChanges): void {
  if (changes.linkedElement === id) fail('ELEMENT_LINK_SELF');
}

const insert = <T>(list: readonly T[], index: number, item: T): T[] => [...list.slice(0, index), item, ...list.slice(index)];

export const pageDecider: Decider<PageState, PageCommand, PageEvent> = {
  initialState: {
    exists: false,
    id: '',
    brandId: '',
    deleted: false,
    deletedRoot: null,
    name: '',
    slug: '',
    parentId: null,
    fontAsset: null,
    textColor: null,
    textColorElement: null,
    backgroundColor: null,
    backgroundColorElement: null,
    elements: [],
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PageCreated':
        return { ...state, ...event.data, exists: true };
      case 'PageUpdated':
        return { ...state, ...event.data };
      case 'PageDeleted':
        return { ...state, deleted: true, deletedRoot: event.data.root ?? state.id };
      case 'PageRestored':
        return { ...state, deleted: false, deletedRoot: null };
      case 'ElementAdded':
        return { ...state, elements: insert(state.elements, event.data.index, event.data.element) };
      case 'ElementUpdated': {
        const { id, changes } = event.data;
        const elements = state.elements.map((e) => (e.id === id ? { ...e, ...changes } : e));
        return { ...state, elements };
      }
      case 'ElementDeleted':
        return { ...state, elements: state.elements.filter((e) => e.id !== event.data.id) };
      case 'ElementsSorted': {
        const byId = new Map(state.elements.map((e) => [e.id, e]));
        const elements = event.data.order.flatMap((id) => byId.get(id) ?? []);
        return { ...state, elements };
      }
    }
  },
  decide: (command, state, ctx) => {
    if (command.type === 'CreatePage') {
      requireCapability(command, ctx, 'editContent', 'BRAND_NOT_FOUND');
      if (state.exists) fail('CONFLICT');
      const name = checkPageName(command.name);
      checkPageSlug(command.slug);
      const parentId = checkParent(command.parentId ?? null, command.id);
      return [
        {
          type: 'PageCreated',
          data: {
            id: command.id,
            brandId: command.brandId,
            name,
            slug: command.slug,
            parentId,
            fontAsset: null,
            textColor: null,
            textColorElement: null,
            backgroundColor: null,
            backgroundColorElement: null,
          },
        },
      ];
    }
    if (!state.exists) fail('PAGE_NOT_FOUND');
    requireEditor(command, ctx);
    switch (command.type) {
      case 'DeletePage': {
        if (state.deleted) return [];
        const root = command.root === undefined ? state.id : checkElementId(command.root);
        return [{ type: 'PageDeleted', data: { root } }];
      }
      case 'RestorePage': {
        if (command.root !== undefined) {
          // Part of restoring the subtree of `root`: only a page that went with it comes back.
          const withRoot = state.deleted && state.deletedRoot === command.root.toLowerCase();
          return withRoot ? [{ type: 'PageRestored', data: {} }] : [];
        }
        if (!state.deleted) fail('PAGE_NOT_DELETED');
        if (state.deletedRoot !== state.id) fail('PAGE_PARENT_DELETED');
        return [{ type: 'PageRestored', data: {} }];
      }
    }
    if (state.deleted) fail('PAGE_DELETED');
    switch (command.type) {
      case 'UpdatePage': {
        const changes = checkPageChanges(command.changes, state);
        return Object.keys(changes).length ? [{ type: 'PageUpdated', data: changes }] : [];
      }
      case 'AddElement': {
        const id = checkElementId(command.elementId);
        if (!isElementType(command.elementType)) fail('ELEMENT_TYPE_INVALID', { type: command.elementType.slice(0, 40) });
        const existing = state.elements.find((e) => e.id === id);
        // A repeated create (the answer to the first one was lost) changes nothing.
        if (existing?.type === command.elementType) return [];
        if (existing) fail('ELEMENT_ID_TAKEN');
        if (state.elements.length >= ELEMENTS_MAX) fail('TOO_MANY_ELEMENTS', { max: ELEMENTS_MAX });
        const index = insertionIndex(state, command.position);
        const fields = checkElementFields(command.elementType, command.fields ?? {});
        refuseSelfLink(id, fields);
        const element = { ...newElement(command.elementType, id), ...fields } as PageElement;
        return [{ type: 'ElementAdded', data: { index, element } }];
      }
      case 'UpdateElement': {
        // Per-field last writer wins: an update records only the fields it changes, compared with
        // the page as the command handler last read it (on a revision conflict it reads and decides
        // again). Two people editing different fields, or different elements, never overwrite each
        // other; on the same field the later write stands.
        const element = state.elements[indexOfElement(state, command.elementId)]!;
        const checked = checkElementFields(element.type, command.changes);
        refuseSelfLink(element.id, checked);
        const changes = changedFields(element, checked);
        return Object.keys(changes).length ? [{ type: 'ElementUpdated', data: { id: element.id, changes } }] : [];
      }
      case 'DuplicateElement': {
        const index = indexOfElement(state, command.elementId);
        const source = state.elements[index]!;
        const id = checkElementId(command.newId);
        if (state.elements.some((e) => e.id === id)) fail('ELEMENT_ID_TAKEN');
        if (state.elements.length >= ELEMENTS_MAX) fail('TOO_MANY_ELEMENTS', { max: ELEMENTS_MAX });
        const element = { ...structuredClone(source), id };
        return [{ type: 'ElementAdded', data: { index: index + 1, element, duplicateOf: source.id } }];
      }
      case 'DeleteElement': {
        // An unknown id (deleted by someone else, or never created) is ELEMENT_NOT_FOUND: a 404, which the client counts as done.
        const index = indexOfElement(state, command.elementId);
        const usages = command.usages ?? 0;
        if (usages > 0 && command.force !== true) fail('ELEMENT_IN_USE', { count: usages });
        return [{ type: 'ElementDeleted', data: { id: state.elements[index]!.id } }];
      }
      case 'SortElements': {
        // A permutation of the current ids; an element added or deleted meanwhile makes the order stale.
        const order = command.order.map((id) => id.toLowerCase());
        const current = new Set(state.elements.map((e) => e.id));
        if (order.length !== current.size || new Set(order).size !== order.length || !order.every((id) => current.has(id)))
          fail('ELEMENTS_ORDER_INVALID');
        return order.every((id, i) => state.elements[i]?.id === id) ? [] : [{ type: 'ElementsSorted', data: { order } }];
      }
    }
  },
};
