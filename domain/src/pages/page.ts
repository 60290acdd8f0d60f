import { requireCapability, type BrandAccess } from '../access/policy';
import { isFontAsset, isImageAsset } from '../assets/asset';
import { NAME_MAX, type LibraryAsset } from '../brands/brand';
import { SLUG_MAX, SLUG_PATTERN } from '../brands/slug';
import { normaliseHex } from '../colors';
import { fail, type CommandContext, type Decider, type DomainEvent } from '../decider';
import { parseMoment } from '../time';
import { pageSettingDefaults, pageSettingList, type PageSetting } from './settings';
import { brandRouteWords } from '../routes';
import {
  changedFields,
  checkElementFields,
  checkElementId,
  elementFieldsOf,
  isAssetId,
  isElementId,
  isElementType,
  newElement,
  upcastElement,
  type AssetFiles,
  type ElementChanges,
  type ElementType,
  type PageElement,
} from './elements';
import type { PageChanges, PageFields } from './fields';
import {
  beginRevert,
  BURST_MS,
  invertStep,
  moveStep,
  nextStep,
  noSteps,
  recordOp,
  revertEvents,
  same,
  type AppliedOp,
  type PageContent,
  type StepMark,
  type Step,
  type StepOp,
  type StepsState,
} from './steps';

/**
 * A brand page and its ordered elements, in one stream (`page-<id>`), so that a page is read, and
 * its elements sorted, from one fold.
 *
 * What needs other pages is decided here on facts the API reads and passes in the command: a new
 * parent (a page's, or one an undo sets back) must be a page of the same brand, not deleted, and
 * not below the page itself, judged on the pages above it (`PagesAbove`); the API counts the usages
 * of an element before it is deleted, and the decider refuses a delete of a used element without
 * `force`. That a page's slug is unique within its brand is its claim's (a reservation the API
 * makes), the order of a brand's pages the Brand aggregate's (SortPages), and finding the subtree
 * of a deleted page the API's.
 *
 * Deleting a page deletes its subtree: the API deletes each page below it with `root` naming the
 * page the user deleted, and restoring that page restores exactly the pages whose deletion root it
 * is (not the ones deleted on their own before).
 */

export const ELEMENTS_MAX = 500;

/** Page addresses under a brand that the client's routes use (/{brand}/assets, /settings, /history, /versions). */
export const reservedPageSlugs = new Set(brandRouteWords);
const SLUG = new RegExp(`^${SLUG_PATTERN}$`);

/** Where AddElement puts the element: at an index (0 is first), or right after an element; the end by default. */
export type ElementPosition = { index: number } | { after: string };

/**
 * Content events carry a `StepMark` (steps.ts): the person's step they belong to (`step`), or the
 * step they undo or redo (`undoOf`, `redoOf`). Events recorded before undo existed carry none and
 * are each a step of their own.
 */
export type PageEvent =
  /**
   * The page's settings as recorded: its name and address always; a setting the registry gained
   * after the page was created is missing from the event and reads with its default (upcastPageEvent).
   */
  | DomainEvent<'PageCreated', Pick<PageFields, 'name' | 'slug'> & Partial<PageFields> & { id: string; brandId: string }>
  | DomainEvent<'PageUpdated', PageChanges & StepMark>
  /**
   * `root`: the page the user deleted (this page itself, or the page above it whose subtree went
   * with it). Pages deleted before `root` existed were deleted on their own.
   */
  | DomainEvent<'PageDeleted', { root?: string }>
  | DomainEvent<'PageRestored', Record<string, never>>
  /**
   * `duplicateOf` names the source when the element is a copy (DuplicateElement); `restored`: an
   * element that was deleted, brought back from the page's history (RestoreElement).
   */
  | DomainEvent<'ElementAdded', { index: number; element: PageElement; duplicateOf?: string; restored?: true } & StepMark>
  /** `ai`: the changes are an AI rewrite the person accepted (a step of its own, marked in the history). */
  | DomainEvent<'ElementUpdated', { id: string; changes: ElementChanges; ai?: true } & StepMark>
  | DomainEvent<'ElementDeleted', { id: string } & StepMark>
  | DomainEvent<'ElementsSorted', { order: string[] } & StepMark>
  /** A person's step taken back: `applied` names what of it was (the rest was `skipped`). */
  | DomainEvent<'PageStepUndone', { step: number; applied: AppliedOp[]; skipped: number }>
  | DomainEvent<'PageStepRedone', { step: number; applied: AppliedOp[]; skipped: number }>
  /** The start of a step that restores the page's content to what it was at `at` (RevertPage). */
  | DomainEvent<'PageReverted', { step: number; at: string }>;

/**
 * The assets a command newly names (an element's files and font, a page's font), as the API found
 * them in the brand's library (deleted ones and other brands' are not there): a named asset missing
 * from it is ELEMENT_ASSET_INVALID, one that must be a font or an image and is not ELEMENT_ASSET_NOT_FONT or
 * ELEMENT_ASSET_NOT_IMAGE (galleries and mockups show images). Ids
 * an element already names are not asked again, so an element keeps working (and can be edited)
 * after one of its assets was deleted with force.
 */
export interface AssetFacts {
  library?: Readonly<Record<string, LibraryAsset>>;
}

/** How far up the parent chain a new parent is looked at (pages nest a few levels at most): a deeper chain is refused. */
export const PAGE_DEPTH_MAX = 50;

/** A page above another, as the API found it in its stream (PagesAbove). */
export interface PageAbove {
  brandId: string;
  deleted: boolean;
  parentId: string | null;
}

/**
 * The pages on the way up from a new parent (the parent, its parent, ...), by id, as the API found
 * them in their streams; a page missing from it does not exist. The decider judges a new parent on
 * them (`isParentInTree`): a page of the same brand, not deleted, and not the page itself or below it.
 */
export interface ParentFacts {
  pagesAbove?: Readonly<Record<string, PageAbove>>;
}

/** What the API found out for an undo, a redo or a revert (steps.ts, StepFacts). */
export interface PageStepFacts extends ParentFacts {
  /**
   * Page settings that cannot be set back now because of something beyond the page (a slug someone
   * else took: its claim failed). A parent that cannot be set back the decider finds itself, on `pagesAbove`.
   */
  blockedSettings?: readonly string[];
  /** Element ids that belong to another page (the first page that held them): they cannot come back here. */
  heldElsewhere?: readonly string[];
}

/**
 * Whether a page ever held the id a new element asks for (this page too, deleted elements too), as
 * the API found it (`held_element_ids`): an id is its first page's for ever, so that the element can
 * come back (restore, undo) and nobody learns whose it is (ELEMENT_ID_TAKEN for all).
 */
export interface IdFacts {
  idHeld?: boolean;
}

export type PageCommand = BrandAccess &
  (
    | ({
        type: 'CreatePage';
        /** The page's own id (the stream's), so that the page can refuse itself as its parent. */
        id: string;
        brandId: string;
        name: string;
        slug: string;
        parentId?: string | null;
        /**
         * Elements the page starts with (the starter pages of a brand made with AI), each checked
         * as AddElement checks it: recorded with the page, as one step of its author's.
         */
        elements?: readonly { elementId: string; elementType: string; fields?: Readonly<Record<string, unknown>> }[];
      } & AssetFacts &
        ParentFacts)
    /**
     * `library`: see AssetFacts; `pagesAbove`: see ParentFacts. `fromMoment` (a brand restored to a
     * moment, RevertBrand's pages): the parent the page had then, whose tree comes back whole with
     * it (every parent it names comes back or stays), so it is not judged on the pages above now.
     */
    | ({ type: 'UpdatePage'; changes: PageChanges; fromMoment?: boolean } & AssetFacts & ParentFacts)
    /** `root`: the page the user deleted, when this page goes with the subtree of that one. */
    | { type: 'DeletePage'; root?: string }
    /**
     * Without `root`, the user restores this page: it must have been deleted on its own (as a
     * root). With `root`, it comes back with that page when it went with it, else nothing happens.
     * `force` (a brand restored to a moment when the page was there): it comes back whatever took it.
     */
    | { type: 'RestorePage'; root?: string; force?: boolean; parentDeleted?: boolean }
    | ({
        type: 'AddElement';
        elementId: string;
        elementType: string;
        position?: ElementPosition;
        /** Values other than the defaults, checked like an update. */
        fields?: Readonly<Record<string, unknown>>;
      } & AssetFacts &
        IdFacts)
    /** `ai`: an AI rewrite the person accepted: one step of its own, marked as AI-assisted. */
    | ({ type: 'UpdateElement'; elementId: string; changes: Readonly<Record<string, unknown>>; ai?: boolean } & AssetFacts)
    | ({ type: 'DuplicateElement'; elementId: string; newId: string } & IdFacts)
    /**
     * `usages`: how many elements and pages refer to the element (links, colour references), as
     * the API found them; a used element is only deleted with `force`.
     */
    | { type: 'DeleteElement'; elementId: string; usages?: number; force?: boolean }
    | { type: 'SortElements'; order: readonly string[] }
    /** Takes back the actor's newest step on the page (NOTHING_TO_UNDO without one). */
    | ({ type: 'UndoPage' } & PageStepFacts)
    /** Does the actor's newest undone step again (NOTHING_TO_REDO without one). */
    | ({ type: 'RedoPage' } & PageStepFacts)
    /**
     * Makes the page's content what it was at `at`: `target` is the page then (the API reads it
     * from the stream; null when it did not exist then: AT_TOO_EARLY), as one step of the actor's
     * that undo takes back.
     */
    | ({ type: 'RevertPage'; at: string; target: PageContent | null } & PageStepFacts)
    /** Brings back an element deleted earlier (from the page's history), after `after` or at `index`. */
    | { type: 'RestoreElement'; element: PageElement; index: number; after: string | null; heldElsewhere?: readonly string[] }
  );

export interface PageState extends PageFields, StepsState {
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

/**
 * Whether `parentId` may be the parent of `page`: a page of the same brand that is not deleted, and
 * neither the page itself nor a page below it, judged on `pagesAbove` (ParentFacts); a chain longer
 * than PAGE_DEPTH_MAX (or one that runs in a circle) is refused too.
 */
export function isParentInTree(
  parentId: string,
  page: { id: string; brandId: string },
  pagesAbove: ParentFacts['pagesAbove'] = {},
): boolean {
  const pageId = page.id.toLowerCase();
  let id: string | null = parentId.toLowerCase();
  for (let depth = 0; id !== null; depth++) {
    if (id === pageId || depth > PAGE_DEPTH_MAX) return false;
    const parent: PageAbove | undefined = pagesAbove[id];
    if (!parent || parent.brandId !== page.brandId || (depth === 0 && parent.deleted)) return false;
    id = parent.parentId;
  }
  return true;
}

/** A new parent's own rules (`checkParent`) and its place in the brand's tree (`isParentInTree`): PAGE_PARENT_INVALID. */
function requireParent(
  parentId: string | null,
  page: { id: string; brandId: string },
  pagesAbove: ParentFacts['pagesAbove'],
): string | null {
  const id = checkParent(parentId, page.id);
  if (id !== null && !isParentInTree(id, page, pagesAbove)) fail('PAGE_PARENT_INVALID');
  return id;
}

/**
 * The settings an undo or redo of `step` cannot set back: those the API found blocked (a slug whose
 * claim failed), and the parent when the one it would set back may not be the page's parent now.
 */
function blockedSettingsOf(step: Step, direction: 'undo' | 'redo', state: PageState, facts: PageStepFacts): readonly string[] {
  const parentBlocked = step.ops.some((op) => {
    if (op.op !== 'page') return false;
    const to = (direction === 'undo' ? op.before : op.after) as Readonly<Record<string, unknown>>;
    const parentId = to.parentId as string | null | undefined;
    if (parentId === undefined || parentId === state.parentId || parentId === null) return false;
    return !isElementId(parentId) || !isParentInTree(parentId, state, facts.pagesAbove);
  });
  return parentBlocked ? [...(facts.blockedSettings ?? []), 'parentId'] : (facts.blockedSettings ?? []);
}

/** The page's font: an asset's id (a UUID; a new one must be a font of the brand's library: AssetFacts). */
const checkAsset = (raw: string | null): string | null => {
  if (raw !== null && !isAssetId(raw)) fail('ELEMENT_ASSET_INVALID');
  return raw && raw.toLowerCase();
};

/**
 * An asset a command newly names must be in the brand's library (ELEMENT_ASSET_INVALID), and a
 * font (ELEMENT_ASSET_NOT_FONT) or an image (ELEMENT_ASSET_NOT_IMAGE) where the field takes one
 * (the registry's `files`: a font element's file and any element's font are fonts, a gallery's and
 * a mockup's images, since they show them as pictures; a download takes any file).
 */
function requireLibraryAsset(library: AssetFacts['library'], id: string, files: AssetFiles | null): void {
  const asset = library?.[id.toLowerCase()];
  if (!asset) fail('ELEMENT_ASSET_INVALID');
  if (files === 'font' && !isFontAsset(asset)) fail('ELEMENT_ASSET_NOT_FONT');
  if (files === 'image' && !isImageAsset(asset)) fail('ELEMENT_ASSET_NOT_IMAGE');
}

/** The asset ids a field's value names, lower-case. */
const assetIdsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((id) => (typeof id === 'string' ? [id.toLowerCase()] : []));

/**
 * The assets checked changes of an element newly name, field by field of the registry's asset
 * fields, judged against the library (AssetFacts); ids the field names already are not asked again.
 */
function checkElementAssets(
  type: ElementType,
  current: PageElement | undefined,
  checked: ElementChanges,
  library: AssetFacts['library'],
) {
  const now = current as Readonly<Record<string, unknown>> | undefined;
  const changes = checked as Readonly<Record<string, unknown>>;
  for (const field of elementFieldsOf(type)) {
    if (field.kind !== 'asset' && field.kind !== 'assets') continue;
    const had = new Set(assetIdsIn(now?.[field.name]));
    for (const id of assetIdsIn(changes[field.name])) {
      if (had.has(id)) continue;
      // A font setting's rule takes any id-like string (as before assets existed); a new one must be an asset.
      if (!isAssetId(id)) fail('ELEMENT_ASSET_INVALID');
      requireLibraryAsset(library, id, field.files);
    }
  }
}

/**
 * Whether the user may restore this page on its own: it must be deleted (PAGE_NOT_DELETED), and
 * not with a page above it nor under one still deleted (PAGE_PARENT_DELETED). The API asks the
 * decider (`decideFirst`) before it restores the pages that went with it.
 */
function requireRestorable(state: PageState, parentDeleted: boolean): void {
  if (!state.deleted) fail('PAGE_NOT_DELETED');
  if (state.deletedRoot !== state.id || parentDeleted) fail('PAGE_PARENT_DELETED');
}

/** A setting's value checked by its kind (the registry's, settings.ts), as it will be recorded. */
function checkSetting(setting: PageSetting, raw: unknown, state: PageState): unknown {
  switch (setting.kind) {
    case 'name':
      return checkPageName(raw as string);
    case 'slug':
      // An unchanged address is not checked again (an older one may predate today's rules).
      if (raw !== state.slug) checkPageSlug(raw as string);
      return raw;
    case 'page':
      return checkParent(raw as string | null, state.id);
    case 'asset':
      return checkAsset(raw as string | null);
    case 'hex':
      return checkColor(raw as string | null);
    case 'elementRef':
      return checkRef(raw as string | null);
    case 'boolean':
      return typeof raw === 'boolean' ? raw : fail('REQUEST_INVALID');
  }
}

/** A page's settings as they will be recorded (only those that change), each checked by its kind. */
export function checkPageChanges(changes: PageChanges, state: PageState): PageChanges {
  const out: Record<string, unknown> = {};
  const given = changes as Readonly<Record<string, unknown>>;
  const current = state as unknown as Readonly<Record<string, unknown>>;
  for (const setting of pageSettingList) {
    if (given[setting.name] === undefined) continue;
    const value = checkSetting(setting, given[setting.name], state);
    if (value !== current[setting.name]) out[setting.name] = value;
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

/**
 * An event as recorded, read as if it were written today: the one place old page events are brought
 * to today's shape. An element added before some of its type's fields existed gets them with the
 * registry's defaults (`upcastElement`), and a page created before some of its settings existed
 * gets theirs (settings.ts), so that the decider, the read models (which fold with `evolve`) and
 * the API all see every element and page whole. `evolve` reads every event through it; the same
 * event comes back when there is nothing to fill in.
 */
export function upcastPageEvent(event: PageEvent): PageEvent {
  if (event.type === 'PageCreated') {
    const whole = pageSettingList.every((s) => Object.hasOwn(event.data, s.name));
    return whole ? event : { ...event, data: { ...pageSettingDefaults(), ...event.data } };
  }
  if (event.type !== 'ElementAdded') return event;
  const element = upcastElement(event.data.element);
  return element === event.data.element ? event : { ...event, data: { ...event.data, element } };
}

/** The content change an event makes, without its step bookkeeping. */
function evolveContent(state: PageState, event: PageEvent): PageState {
  switch (event.type) {
    case 'PageCreated':
      return { ...state, ...event.data, exists: true };
    case 'PageUpdated': {
      const { step: _step, undoOf: _undoOf, redoOf: _redoOf, ...changes } = event.data;
      return { ...state, ...changes };
    }
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
    case 'PageStepUndone':
    case 'PageStepRedone':
    case 'PageReverted':
      return state;
  }
}

const pick = (from: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, (from as Record<string, unknown>)[k] ?? null]));

/** The op a content event is, for its author's step (undefined: it changes nothing undoable). */
function opOf(before: PageState, after: PageState, event: PageEvent): StepOp | undefined {
  switch (event.type) {
    case 'ElementAdded':
      return { op: 'add', element: event.data.element, index: event.data.index };
    case 'ElementUpdated': {
      const element = before.elements.find((e) => e.id === event.data.id);
      const keys = Object.keys(event.data.changes);
      return element
        ? { op: 'update', id: element.id, before: pick(element, keys), after: pick(event.data.changes, keys) }
        : undefined;
    }
    case 'ElementDeleted': {
      const index = before.elements.findIndex((e) => e.id === event.data.id);
      if (index < 0) return undefined;
      return { op: 'remove', element: before.elements[index]!, index, after: before.elements[index - 1]?.id ?? null };
    }
    case 'ElementsSorted':
      return { op: 'sort', before: before.elements.map((e) => e.id), after: after.elements.map((e) => e.id) };
    case 'PageUpdated': {
      const { step: _step, undoOf: _undoOf, redoOf: _redoOf, ...changes } = event.data;
      const keys = Object.keys(changes);
      return keys.length ? { op: 'page', before: pick(before, keys), after: pick(changes, keys) } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Keeps each person's undo and redo stacks (steps.ts) as the events go by: a content event is an
 * op of its author's step, a marker moves a step between the stacks. Events without an author (the
 * system, or folded without metadata) change only the content.
 */
function trackSteps(before: PageState, after: PageState, event: PageEvent): PageState {
  const user = event.meta?.userId;
  if (!user) return after;
  const time = event.meta?.time ?? '';
  switch (event.type) {
    case 'PageStepUndone':
      return { ...after, ...moveStep(after, user, event.data.step, event.data.applied, 'undo'), lastStep: null };
    case 'PageStepRedone':
      return { ...after, ...moveStep(after, user, event.data.step, event.data.applied, 'redo'), lastStep: null };
    case 'PageReverted':
      return { ...after, ...beginRevert(after, user, event.data.step, time) };
    case 'PageCreated':
    case 'PageDeleted':
    case 'PageRestored':
      return { ...after, lastStep: null };
  }
  const mark = event.data;
  if (mark.undoOf !== undefined || mark.redoOf !== undefined) return after;
  const op = opOf(before, after, event);
  if (!op) return after;
  const kind = event.type === 'ElementUpdated' && event.data.ai ? 'ai' : 'edit';
  return { ...after, ...recordOp(after, user, mark.step ?? before.version, op, time, kind) };
}

/** Folds events into a working copy of the page (for undo, redo and revert to see their own effects). */
const evolveWork = (page: PageState, event: DomainEvent<string, unknown>): PageState => evolveContent(page, event as PageEvent);

/** The step id an edit gets: a new one, or the person's current burst when it continues it. */
function stepOfUpdate(state: PageState, ctx: CommandContext, id: string, changes: ElementChanges): number {
  const user = ctx.userId;
  const top = nextStep(state, user, 'undo');
  const op = top?.ops[0];
  const continues =
    top !== undefined &&
    state.lastStep?.user === user &&
    state.lastStep.id === top.id &&
    top.kind === 'edit' &&
    top.ops.length === 1 &&
    op?.op === 'update' &&
    op.id === id &&
    same(Object.keys(op.after).sort(), Object.keys(changes).sort()) &&
    ctx.now.getTime() - Date.parse(top.at) <= BURST_MS;
  return continues ? top.id : state.version;
}

export const pageDecider: Decider<PageState, PageCommand, PageEvent> = {
  /**
   * Bump the key whenever PageState's shape (or what evolve makes of an event) changes: snapshots of
   * another shape are then ignored. page-3: elements recorded before a field existed are upcast.
   */
  snapshot: { key: 'page-3' },
  initialState: {
    exists: false,
    id: '',
    brandId: '',
    deleted: false,
    deletedRoot: null,
    ...pageSettingDefaults(),
    elements: [],
    ...noSteps,
  },
  evolve: (state, recorded) => {
    const event = upcastPageEvent(recorded);
    const after = { ...evolveContent(state, event), version: state.version + 1 };
    return trackSteps(state, after, event);
  },
  decide: (command, state, ctx) => {
    if (command.type === 'CreatePage') {
      requireCapability(command, ctx, 'editContent', 'BRAND_NOT_FOUND');
      if (state.exists) fail('CONFLICT');
      const name = checkPageName(command.name);
      checkPageSlug(command.slug);
      const parentId = requireParent(command.parentId ?? null, command, command.pagesAbove);
      const elements = command.elements ?? [];
      if (elements.length > ELEMENTS_MAX) fail('TOO_MANY_ELEMENTS', { max: ELEMENTS_MAX });
      const ids = new Set<string>();
      const added: PageEvent[] = elements.map((input, index) => {
        const id = checkElementId(input.elementId);
        if (ids.has(id)) fail('ELEMENT_ID_TAKEN');
        ids.add(id);
        if (!isElementType(input.elementType)) fail('ELEMENT_TYPE_INVALID', { type: input.elementType.slice(0, 40) });
        const fields = checkElementFields(input.elementType, input.fields ?? {});
        refuseSelfLink(id, fields);
        checkElementAssets(input.elementType, undefined, fields, command.library);
        const element = { ...newElement(input.elementType, id), ...fields } as PageElement;
        return { type: 'ElementAdded', data: { index, element, step: state.version } };
      });
      return [
        {
          type: 'PageCreated',
          data: { id: command.id, brandId: command.brandId, ...pageSettingDefaults(), name, slug: command.slug, parentId },
        },
        ...added,
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
        if (command.force) return state.deleted ? [{ type: 'PageRestored', data: {} }] : [];
        if (command.root !== undefined) {
          // Part of restoring the subtree of `root`: only a page that went with it comes back.
          const withRoot = state.deleted && state.deletedRoot === command.root.toLowerCase();
          return withRoot ? [{ type: 'PageRestored', data: {} }] : [];
        }
        requireRestorable(state, command.parentDeleted === true);
        return [{ type: 'PageRestored', data: {} }];
      }
    }
    if (state.deleted) fail('PAGE_DELETED');
    const step = state.version;
    switch (command.type) {
      case 'UpdatePage': {
        const changes = checkPageChanges(command.changes, state);
        if (typeof changes.fontAsset === 'string') requireLibraryAsset(command.library, changes.fontAsset, 'font');
        if (changes.parentId && !command.fromMoment) requireParent(changes.parentId, state, command.pagesAbove);
        return Object.keys(changes).length ? [{ type: 'PageUpdated', data: { ...changes, step } }] : [];
      }
      case 'AddElement': {
        const id = checkElementId(command.elementId);
        if (!isElementType(command.elementType)) fail('ELEMENT_TYPE_INVALID', { type: command.elementType.slice(0, 40) });
        const existing = state.elements.find((e) => e.id === id);
        // A repeated create (the answer to the first one was lost) changes nothing.
        if (existing?.type === command.elementType) return [];
        // Else the id must be new: no element of any page, now or deleted, ever had it.
        if (existing || command.idHeld) fail('ELEMENT_ID_TAKEN');
        if (state.elements.length >= ELEMENTS_MAX) fail('TOO_MANY_ELEMENTS', { max: ELEMENTS_MAX });
        const index = insertionIndex(state, command.position);
        const fields = checkElementFields(command.elementType, command.fields ?? {});
        refuseSelfLink(id, fields);
        checkElementAssets(command.elementType, undefined, fields, command.library);
        const element = { ...newElement(command.elementType, id), ...fields } as PageElement;
        return [{ type: 'ElementAdded', data: { index, element, step } }];
      }
      case 'UpdateElement': {
        // Per-field last writer wins: an update records only the fields it changes, compared with
        // the page as the command handler last read it (on a revision conflict it reads and decides
        // again). Two people editing different fields, or different elements, never overwrite each
        // other; on the same field the later write stands.
        const element = state.elements[indexOfElement(state, command.elementId)]!;
        const checked = checkElementFields(element.type, command.changes);
        refuseSelfLink(element.id, checked);
        checkElementAssets(element.type, element, checked, command.library);
        const changes = changedFields(element, checked);
        if (!Object.keys(changes).length) return [];
        // An accepted AI rewrite is a step of its own: it continues no burst of typing.
        if (command.ai) return [{ type: 'ElementUpdated', data: { id: element.id, changes, step: state.version, ai: true } }];
        return [
          { type: 'ElementUpdated', data: { id: element.id, changes, step: stepOfUpdate(state, ctx, element.id, changes) } },
        ];
      }
      case 'DuplicateElement': {
        const index = indexOfElement(state, command.elementId);
        const source = state.elements[index]!;
        const id = checkElementId(command.newId);
        if (command.idHeld || state.elements.some((e) => e.id === id)) fail('ELEMENT_ID_TAKEN');
        if (state.elements.length >= ELEMENTS_MAX) fail('TOO_MANY_ELEMENTS', { max: ELEMENTS_MAX });
        const element = { ...structuredClone(source), id };
        return [{ type: 'ElementAdded', data: { index: index + 1, element, duplicateOf: source.id, step } }];
      }
      case 'DeleteElement': {
        // An unknown id (deleted by someone else, or never created) is ELEMENT_NOT_FOUND: a 404, which the client counts as done.
        const index = indexOfElement(state, command.elementId);
        const usages = command.usages ?? 0;
        if (usages > 0 && command.force !== true) fail('ELEMENT_IN_USE', { count: usages });
        return [{ type: 'ElementDeleted', data: { id: state.elements[index]!.id, step } }];
      }
      case 'SortElements': {
        // A permutation of the current ids; an element added or deleted meanwhile makes the order stale.
        const order = command.order.map((id) => id.toLowerCase());
        const current = new Set(state.elements.map((e) => e.id));
        if (order.length !== current.size || new Set(order).size !== order.length || !order.every((id) => current.has(id)))
          fail('ELEMENTS_ORDER_INVALID');
        return order.every((id, i) => state.elements[i]?.id === id) ? [] : [{ type: 'ElementsSorted', data: { order, step } }];
      }
      case 'UndoPage':
      case 'RedoPage': {
        const direction = command.type === 'UndoPage' ? 'undo' : 'redo';
        const taken =
          nextStep(state, ctx.userId, direction) ?? fail(direction === 'undo' ? 'NOTHING_TO_UNDO' : 'NOTHING_TO_REDO');
        const facts = {
          ...command,
          blockedSettings: blockedSettingsOf(taken, direction, state, command),
          maxElements: ELEMENTS_MAX,
        };
        const { events, applied, skipped } = invertStep(taken, state, direction, facts, evolveWork);
        const marker = { step: taken.id, applied, skipped };
        return [
          ...(events as PageEvent[]),
          direction === 'undo' ? { type: 'PageStepUndone', data: marker } : { type: 'PageStepRedone', data: marker },
        ];
      }
      case 'RevertPage': {
        const at = parseMoment(command.at, ctx.now);
        // A moment before the page existed has nothing to restore it to.
        const target = command.target ?? fail('AT_TOO_EARLY');
        const events = revertEvents(state, target, step, command, evolveWork);
        return events.length ? [{ type: 'PageReverted', data: { step, at: at.toISOString() } }, ...(events as PageEvent[])] : [];
      }
      case 'RestoreElement': {
        const element = command.element;
        checkElementId(element.id);
        if (state.elements.some((e) => e.id === element.id)) fail('ELEMENT_ID_TAKEN');
        if (command.heldElsewhere?.includes(element.id)) fail('ELEMENT_ID_TAKEN');
        if (state.elements.length >= ELEMENTS_MAX) fail('TOO_MANY_ELEMENTS', { max: ELEMENTS_MAX });
        const after = command.after === null ? -1 : state.elements.findIndex((e) => e.id === command.after);
        const index = after >= 0 ? after + 1 : command.after === null ? 0 : Math.min(command.index, state.elements.length);
        return [{ type: 'ElementAdded', data: { index, element, restored: true, step } }];
      }
    }
  },
};
