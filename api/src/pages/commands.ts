import { randomUUID } from 'node:crypto';
import {
  brandDecider,
  brandStream,
  elementField,
  fail,
  isElementId,
  PAGE_DEPTH_MAX,
  pageDecider,
  pageStream,
  slugify,
  type BrandAccess,
  type ElementPosition,
  type PageAbove,
  type PageChanges,
  type PageState,
} from '@brandtrail/domain';
import type { PageTreeRow } from '@brandtrail/projections';
import { decideFirst, load, type Actor } from '@brandtrail/infra';
import { createdId, type Created } from '../commands/idempotency';
import { claimNewSlug, isTaken, release, reserve } from '../commands/reservations';
import type { Services } from '../services';
import { requireAccess, requireAccessTo, requireBrandAccess } from '../access/policy';
import { checkStorableJson } from '../http/input';
import { assetIdIn, libraryOf } from '../assets/lookup';
import { findUsages } from './usages';

const loadPage = async (s: Services, pageId: string) => (await load(s.store, pageDecider, pageStream(pageId))).state;

/** A page slug is in use while the page holding it (deleted or not) still carries it. */
const pageStillUses = (s: Services, brandId: string, slug: string) => async (pageId: string) => {
  const state = await loadPage(s, pageId);
  return state.exists && state.brandId === brandId && state.slug === slug;
};

/** Claims `slug` within the brand; the "taken" error names the slug, not the reservation's value. */
export async function reserveSlug(s: Services, brandId: string, slug: string, pageId: string, actor: Actor): Promise<void> {
  try {
    await reserve(s.store, 'pageSlug', `${brandId}:${slug}`, pageId, actor, 'SLUG_TAKEN', pageStillUses(s, brandId, slug));
  } catch (error) {
    if (isTaken(error, 'SLUG_TAKEN')) fail('SLUG_TAKEN', { slug });
    throw error;
  }
}

/**
 * The pages on the way up from each of `parentIds` (a page's new parent, or those an undo would set
 * back), as their streams hold them: the page decider's facts for its parent rule (ParentFacts).
 * A way up stops at a page that does not exist or is another brand's, at the page itself, at a page
 * already read, or past PAGE_DEPTH_MAX: what the decider needs to refuse it.
 */
export async function pagesAbove(
  s: Services,
  page: { id: string; brandId: string },
  parentIds: readonly unknown[],
): Promise<Record<string, PageAbove>> {
  const above: Record<string, PageAbove> = {};
  for (const start of parentIds) {
    let id = typeof start === 'string' && isElementId(start) ? start.toLowerCase() : null;
    for (let depth = 0; id !== null && id !== page.id && !(id in above) && depth <= PAGE_DEPTH_MAX; depth++) {
      const parent = await loadPage(s, id);
      if (!parent.exists) break;
      above[id] = { brandId: parent.brandId, deleted: parent.deleted, parentId: parent.parentId };
      id = parent.brandId === page.brandId ? parent.parentId : null;
    }
  }
  return above;
}

export interface CreatePageInput {
  brandId: string;
  name: string;
  slug?: string | null;
  parentId?: string | null;
  /** Relay's field: a create repeated with the same one answers with the page the first made. */
  clientMutationId?: string | null;
  /** Elements the page starts with (a brand's starter pages), recorded with it in one command. */
  elements?: readonly { type: string; fields?: Readonly<Record<string, unknown>> }[];
}

/** The page an earlier create with the same clientMutationId made in this brand, if there is one. */
async function createdBefore(s: Services, pageId: string, brandId: string): Promise<Created<PageState> | undefined> {
  const state = await loadPage(s, pageId);
  return state.exists && state.brandId === brandId ? { id: pageId, state, projected: false } : undefined;
}

/**
 * Creates a page in a brand. Without a slug, the slug comes from the name and the first free one of
 * name, name-2, name-3... is taken; with a slug, that exact one or SLUG_TAKEN.
 */
export async function createPage(
  s: Services,
  input: CreatePageInput,
  actor: Actor,
  options: { readYourWrites?: boolean } = {},
): Promise<Created<PageState>> {
  const access = await requireAccess(s, input.brandId, actor, 'editContent', 'BRAND_NOT_FOUND');
  const pageId = createdId(actor, 'page', input.brandId, input.clientMutationId);
  const repeated = input.clientMutationId ? await createdBefore(s, pageId, input.brandId) : undefined;
  if (repeated) return repeated;
  const wanted = input.slug?.trim() || undefined;
  const base = wanted ?? (slugify(input.name) || 'page');
  const elements = (input.elements ?? []).map((e) => ({ elementId: randomUUID(), elementType: e.type, fields: e.fields }));
  const library = elements.length
    ? await libraryOf(
        s,
        input.brandId,
        elements.flatMap((e) => [
          ...(Array.isArray(e.fields?.assets) ? e.fields.assets : []),
          e.fields?.asset,
          e.fields?.fontAsset,
        ]),
      )
    : undefined;
  const parentFacts = input.parentId
    ? { pagesAbove: await pagesAbove(s, { id: pageId, brandId: input.brandId }, [input.parentId]) }
    : {};
  const command = (slug: string) =>
    ({
      type: 'CreatePage',
      ...access,
      id: pageId,
      brandId: input.brandId,
      name: input.name,
      slug,
      parentId: input.parentId ?? null,
      ...parentFacts,
      ...(elements.length ? { elements, library } : {}),
    }) as const;
  const held = wanted ? undefined : await s.pages.heldSlugsOfBrand(input.brandId);
  const slug = await claimNewSlug({
    base,
    wanted,
    held,
    claim: async (candidate) => {
      // The decider first (the page is new: its initial state), for each address tried: a page it
      // refuses claims none, and an address it keeps for the brand's own screens is passed over.
      await decideFirst(s.store, pageDecider, pageStream(pageId), pageDecider.initialState, command(candidate), actor);
      await reserveSlug(s, input.brandId, candidate, pageId, actor);
    },
    taken: (error) => isTaken(error, 'SLUG_TAKEN') || isTaken(error, 'SLUG_RESERVED'),
  });
  try {
    const { state, projected } = await s.execute(pageDecider, pageStream(pageId), command(slug), actor, options);
    return { id: pageId, state, projected };
  } catch (error) {
    // The same create at the same moment (a client's repeat crossing its first try): the first wins.
    const first =
      input.clientMutationId && isTaken(error, 'CONFLICT') ? await createdBefore(s, pageId, input.brandId) : undefined;
    if (first) return first;
    throw error;
  }
}

/**
 * The page's state and the actor's access to its brand, asked before anything else about the
 * command: a page the actor may not see is not found, as one that does not exist.
 */
export async function pageAndAccess(
  s: Services,
  pageId: string,
  actor: Actor,
): Promise<{ state: PageState; access: BrandAccess }> {
  const { target: state, access } = await requireAccessTo(s, actor, 'editContent', 'PAGE_NOT_FOUND', async () => {
    const state = await loadPage(s, pageId);
    return state.exists ? { target: state, brandId: state.brandId, hiddenFromReaders: state.deleted } : undefined;
  });
  return { state, access };
}

/**
 * Updates page settings; a new slug is claimed first and the old one released after. A new font
 * (`fontAsset`, an Asset global id or UUID) must be an uploaded font of the page's brand.
 */
export async function updatePage(s: Services, pageId: string, input: PageChanges, actor: Actor): Promise<void> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  const font = input.fontAsset;
  const changes = typeof font === 'string' ? { ...input, fontAsset: String(assetIdIn(font)) } : input;
  // The facts the decider judges a new font and a new parent on, looked up only when they change.
  const changed = (value: unknown, now: string | null) => typeof value === 'string' && value.toLowerCase() !== now;
  const library = changed(changes.fontAsset, state.fontAsset) ? await libraryOf(s, state.brandId, [changes.fontAsset]) : {};
  const above = changed(changes.parentId, state.parentId) ? await pagesAbove(s, state, [changes.parentId]) : {};
  const command = { type: 'UpdatePage', ...access, changes, library, pagesAbove: above } as const;
  // The decider first, so that a change it refuses claims no address; the address claimed is the one it records.
  const decided = await decideFirst(s.store, pageDecider, pageStream(pageId), state, command, actor);
  const newSlug = decided.flatMap((e) => (e.type === 'PageUpdated' && e.data.slug ? [e.data.slug] : []))[0];
  if (newSlug) await reserveSlug(s, state.brandId, newSlug, pageId, actor);
  try {
    await s.execute(pageDecider, pageStream(pageId), command, actor);
  } catch (error) {
    if (newSlug) await release(s.store, 'pageSlug', `${state.brandId}:${newSlug}`, pageId, actor).catch(() => undefined);
    throw error;
  }
  if (newSlug) await release(s.store, 'pageSlug', `${state.brandId}:${state.slug}`, pageId, actor);
}

/** The pages below a page (children, their children...), from the read model's tree of the brand. */
async function subtreeOf(s: Services, brandId: string, pageId: string): Promise<PageTreeRow[]> {
  const tree = await s.pages.treeOfBrand(brandId);
  const children = new Map<string, PageTreeRow[]>();
  for (const page of tree) {
    if (page.parentId) children.set(page.parentId, [...(children.get(page.parentId) ?? []), page]);
  }
  const seen = new Set([pageId]);
  const below: PageTreeRow[] = [];
  for (let queue = [pageId]; queue.length;) {
    const next: string[] = [];
    for (const id of queue) {
      for (const child of children.get(id) ?? []) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        below.push(child);
        next.push(child.id);
      }
    }
    queue = next;
  }
  return below;
}

/**
 * Deletes a page and its subtree. A deleted page keeps its slug, so that a restore brings it back
 * whole. The page itself goes first; each page below it then records it as its deletion root. A
 * repeat finishes an interrupted delete (with the root the page was deleted with). The subtree
 * comes from the read model: a child created a moment ago by someone else and not yet projected
 * can stay behind.
 */
export async function deletePage(s: Services, pageId: string, actor: Actor): Promise<void> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  const deleted = await s.execute(pageDecider, pageStream(pageId), { type: 'DeletePage', ...access }, actor);
  const root = deleted.state.deletedRoot ?? pageId;
  const below = (await subtreeOf(s, state.brandId, pageId)).filter((p) => !p.deleted);
  await Promise.all(below.map((p) => s.execute(pageDecider, pageStream(p.id), { type: 'DeletePage', ...access, root }, actor)));
}

/**
 * Restores a page the user deleted and exactly the pages deleted with it (pages below it that were
 * deleted on their own before stay deleted). The pages below come back first and the page itself
 * last, so that a repeat finishes an interrupted restore. A page whose parent is deleted cannot
 * come back on its own (PAGE_PARENT_DELETED): restore the parent first.
 */
export async function restorePage(s: Services, pageId: string, actor: Actor): Promise<void> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  const parent = state.parentId ? await loadPage(s, state.parentId) : undefined;
  const parentDeleted = !!parent?.exists && parent.deleted;
  const command = { type: 'RestorePage', ...access, parentDeleted } as const;
  // Whether it may come back is the decider's rule, asked before the pages below it come back.
  await decideFirst(s.store, pageDecider, pageStream(pageId), state, command, actor);
  const below = await s.pages.deletedWith(state.brandId, pageId);
  await Promise.all(
    below.map((id) => s.execute(pageDecider, pageStream(id), { type: 'RestorePage', ...access, root: pageId }, actor)),
  );
  await s.execute(pageDecider, pageStream(pageId), command, actor);
}

/** How many of the brand's pages an order may name that the read model does not know yet. */
const MAX_UNPROJECTED_PAGES = 20;

/**
 * Sorts a brand's pages (sortPagesBrand): the brand aggregate records the order; which ids are pages
 * of the brand comes from the read model, and for the few it does not know yet (created a moment
 * ago), from the pages' own streams.
 */
export async function sortPages(s: Services, brandId: string, order: readonly string[], actor: Actor): Promise<void> {
  const { state } = await load(s.store, brandDecider, brandStream(brandId));
  // Who may sort is answered before any page is looked up (a deleted brand is BRAND_DELETED for its members).
  requireBrandAccess(state, actor, 'editContent');
  const known = new Set((await s.pages.treeOfBrand(brandId)).map((p) => p.id));
  const unknown = [...new Set(order.map((id) => id.toLowerCase()))].filter((id) => !known.has(id) && isElementId(id));
  for (const id of unknown.slice(0, MAX_UNPROJECTED_PAGES)) {
    const page = await loadPage(s, id);
    if (page.exists && page.brandId === brandId) known.add(id);
  }
  await s.execute(brandDecider, brandStream(brandId), { type: 'SortPages', order, brandPages: [...known] }, actor);
}

export interface AddElementInput {
  elementId?: string | null;
  /** Without an elementId: a create repeated with the same one answers with the element the first made. */
  clientMutationId?: string | null;
  type: string;
  position?: ElementPosition;
  fields?: Readonly<Record<string, unknown>>;
}

/**
 * Element ids (UUIDs a client may choose) are unique across all pages and for ever, since links and
 * usages find elements by id alone and a deleted element comes back with its id (restore, undo):
 * whether any page ever held the id (`held_element_ids`) is the decider's fact `idHeld`, and a new
 * element with such an id is ELEMENT_ID_TAKEN, whoever holds it (a repeated create of an element
 * the page holds now changes nothing, as before).
 */
async function idHeld(s: Services, elementId: string): Promise<boolean> {
  if (!isElementId(elementId)) return false; // the decider refuses it
  return (await s.pages.firstHolders([elementId])).size > 0;
}

/**
 * The fields as the domain takes them: text, which GraphQL carries as a string, is a JSON document
 * for headline and text elements (parsed here) and plain text for a font element.
 */
function parseText(type: string, changes: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  if (elementField(type, 'text')?.kind !== 'richText' || typeof changes.text !== 'string') return changes;
  let text: unknown;
  try {
    text = JSON.parse(changes.text) as unknown;
  } catch {
    return fail('ELEMENT_TEXT_INVALID');
  }
  // JSON inside a string: its own escapes (\u0000) pass the request's check, so it is checked here.
  checkStorableJson(text);
  return { ...changes, text };
}

/**
 * The assets element fields name (gallery and download `assets`, mockup and font `asset`, any
 * element's `fontAsset`), as the brand's library holds them: the decider judges the ones the
 * element newly names (AssetFacts). Gallery items are keyed by asset id but only show for assets in
 * `assets`: not looked up.
 */
function libraryFor(s: Services, brandId: string, fields: Readonly<Record<string, unknown>> | undefined) {
  if (!fields) return Promise.resolve({});
  const named = [...(Array.isArray(fields.assets) ? fields.assets : []), fields.asset, fields.fontAsset];
  return libraryOf(s, brandId, named);
}

/**
 * Adds an element; a repeat with the same elementId (or, without one, the same clientMutationId)
 * changes nothing and answers with the element the first made.
 */
export async function addElement(
  s: Services,
  pageId: string,
  input: AddElementInput,
  actor: Actor,
): Promise<Created<PageState> & { elementId: string }> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  const elementId = (input.elementId ?? createdId(actor, 'element', pageId, input.clientMutationId)).toLowerCase();
  const fields = input.fields && parseText(input.type, input.fields);
  const command = {
    type: 'AddElement',
    ...access,
    elementId,
    idHeld: await idHeld(s, elementId),
    elementType: input.type,
    position: input.position,
    fields,
    library: await libraryFor(s, state.brandId, fields),
  } as const;
  const added = await s.execute(pageDecider, pageStream(pageId), command, actor);
  return { id: pageId, elementId, state: added.state, projected: added.projected };
}

export async function updateElement(
  s: Services,
  pageId: string,
  elementId: string,
  changes: Readonly<Record<string, unknown>>,
  actor: Actor,
  options: { ai?: boolean } = {},
): Promise<Created<PageState>> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  const element = isElementId(elementId) ? state.elements.find((e) => e.id === elementId.toLowerCase()) : undefined;
  const parsed = element ? parseText(element.type, changes) : changes;
  const library = await libraryFor(s, state.brandId, parsed);
  const command = { type: 'UpdateElement', ...access, elementId, changes: parsed, library, ai: options.ai === true } as const;
  const updated = await s.execute(pageDecider, pageStream(pageId), command, actor);
  return { id: pageId, state: updated.state, projected: updated.projected };
}

/** Copies an element right after itself; the copy's id is the client's (a UUID) or a new one. Returns it. */
export async function duplicateElement(
  s: Services,
  pageId: string,
  elementId: string,
  newElementId: string | null | undefined,
  actor: Actor,
): Promise<string> {
  const { access } = await pageAndAccess(s, pageId, actor);
  const newId = (newElementId ?? randomUUID()).toLowerCase();
  const command = { type: 'DuplicateElement', ...access, elementId, newId, idHeld: await idHeld(s, newId) } as const;
  await s.execute(pageDecider, pageStream(pageId), command, actor);
  return newId;
}

/**
 * Deletes an element. One that other elements or pages use (links, colour references; counted in
 * the read model) is only deleted with `force` (else ELEMENT_IN_USE). Their references are left as
 * they are: a link then shows nothing and a colour falls back to its own value, and should the
 * element come back with the same id (an undo re-creates it), they follow it again.
 */
export async function deleteElement(s: Services, pageId: string, elementId: string, force: boolean, actor: Actor): Promise<void> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  const usages = force || !isElementId(elementId) ? undefined : (await findUsages(s.pages, state.brandId, elementId)).length;
  await s.execute(pageDecider, pageStream(pageId), { type: 'DeleteElement', ...access, elementId, force, usages }, actor);
}

export async function sortElements(s: Services, pageId: string, order: readonly string[], actor: Actor): Promise<void> {
  const { access } = await pageAndAccess(s, pageId, actor);
  await s.execute(pageDecider, pageStream(pageId), { type: 'SortElements', ...access, order }, actor);
}
