import {
  assetDecider,
  assetStream,
  brandDecider,
  brandStream,
  fail,
  isAssetId,
  nextStep,
  pageDecider,
  pageStream,
  referencedAssetIds,
  revertedPageSettings,
  revertedBrandFields,
  same,
  type BrandAccess,
  type PageCommand,
  type PageContent,
  type PageState,
  type RevertedBrand,
} from '@brandtrail/domain';
import {
  comparePositions,
  decideFirst,
  handleMany,
  load,
  loadAt,
  type Actor,
  type Position,
  type StreamCommands,
} from '@brandtrail/infra';
import type { PageRow } from '@brandtrail/projections';
import { requireAccess } from '../access/policy';
import { createdId } from '../commands/idempotency';
import { isTaken, release } from '../commands/reservations';
import { pageAndAccess, pagesAbove, reserveSlug } from '../pages/commands';
import { brandAt, pageAt } from './moments';
import type { Services } from '../services';

/**
 * The history's commands (issue 16): undo and redo of a person's steps on a page, a page or a
 * whole brand restored to a moment, an element brought back from the page's history, and named
 * versions. Each asks the access policy first, looks up what the deciders need beyond their streams
 * (which slugs and parents can be set back, which element ids another page holds now), and then
 * executes one command per stream; the deciders (domain/src/pages/steps.ts) decide the rest.
 */

/**
 * Element ids among `ids` that belong to a page other than `pageId`: the first page that held them
 * (`held_element_ids`). New elements never take an id a page held, so a page's own elements always
 * come back; only a page that older code let take another page's id cannot bring that one back.
 */
async function heldElsewhere(s: Services, pageId: string, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const holders = await s.pages.firstHolders(ids);
  return ids.filter((id) => (holders.get(id) ?? pageId) !== pageId);
}

export interface StepAnswer {
  /** Fields and operations left alone because someone else changed them since. */
  skipped: number;
}

/**
 * Undoes (or redoes) the actor's newest step on the page. A page setting it sets back is claimed
 * first when it is an address (a slug someone else took since is skipped) and checked when it is a
 * parent (one deleted since, or that would make a cycle, is skipped); elements it brings back must
 * not be held by another page now.
 */
export async function takeStep(s: Services, pageId: string, direction: 'undo' | 'redo', actor: Actor): Promise<StepAnswer> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  // The step the decider will take, for the facts it needs (without one it refuses: NOTHING_TO_UNDO).
  const step = nextStep(state, actor.userId, direction);
  const blockedSettings: string[] = [];
  let claimed: string | undefined;
  const comingBack: string[] = [];
  const parents: unknown[] = [];
  for (const op of step?.ops ?? []) {
    if (op.op === 'page') {
      const to = (direction === 'undo' ? op.before : op.after) as Record<string, unknown>;
      if (typeof to.slug === 'string' && to.slug !== state.slug) {
        try {
          await reserveSlug(s, state.brandId, to.slug, pageId, actor);
          claimed = to.slug;
        } catch (error) {
          if (!isTaken(error, 'SLUG_TAKEN')) throw error;
          blockedSettings.push('slug');
        }
      }
      if (to.parentId !== undefined && to.parentId !== state.parentId) parents.push(to.parentId);
    }
    const back = direction === 'undo' ? op.op === 'remove' : op.op === 'add';
    if (back && (op.op === 'add' || op.op === 'remove')) comingBack.push(op.element.id);
  }
  // Whether a parent it sets back may be the page's parent now is the decider's rule, on the pages above it.
  const facts = {
    blockedSettings,
    heldElsewhere: await heldElsewhere(s, pageId, comingBack),
    pagesAbove: await pagesAbove(s, state, parents),
  };
  const command =
    direction === 'undo'
      ? ({ type: 'UndoPage', ...access, ...facts } as const)
      : ({ type: 'RedoPage', ...access, ...facts } as const);
  let done: { state: PageState; events: { type: string; data: unknown }[] };
  try {
    done = await s.execute(pageDecider, pageStream(pageId), command, actor);
  } catch (error) {
    if (claimed) await release(s.store, 'pageSlug', `${state.brandId}:${claimed}`, pageId, actor).catch(() => undefined);
    throw error;
  }
  if (claimed) {
    // The address it had is free once the step took it back; the one claimed is released when it did not.
    const moved = done.state.slug === claimed;
    await release(s.store, 'pageSlug', `${state.brandId}:${moved ? state.slug : claimed}`, pageId, actor).catch(() => undefined);
  }
  const marker = done.events[done.events.length - 1]?.data as { skipped?: number } | undefined;
  return { skipped: marker?.skipped ?? 0 };
}

/** Pages read or recorded at once (of a whole brand): enough to let the handler and the read models work in batches. */
const PARALLEL = 32;

/** The page's content as RevertPage takes it: its settings and elements, nothing of its undo stacks. */
const contentOf = (page: Pick<PageState, 'elements' | (typeof revertedPageSettings)[number]>): PageContent => ({
  elements: page.elements,
  ...Object.fromEntries(revertedPageSettings.map((f) => [f, page[f]])),
});

/**
 * Restores a page's content (settings but its address and place, and its elements) to what it was
 * at `at`, as one step of the actor's, which undo takes back.
 */
export async function revertPage(s: Services, pageId: string, at: Date, actor: Actor): Promise<void> {
  const { state, access } = await pageAndAccess(s, pageId, actor);
  const then = (await loadAt(s.store, pageDecider, pageStream(pageId), { time: at })).state;
  const current = new Set(state.elements.map((e) => e.id));
  const held = await heldElsewhere(
    s,
    pageId,
    then.elements.filter((e) => !current.has(e.id)).map((e) => e.id),
  );
  // A page that did not exist then has no content to go back to: the decider refuses (AT_TOO_EARLY).
  const target = then.exists ? contentOf(then) : null;
  const command = { type: 'RevertPage', ...access, at: at.toISOString(), target, heldElsewhere: held } as const;
  await s.execute(pageDecider, pageStream(pageId), command, actor);
}

/** Brings back an element removed from the page (its last state, from the page's history) where it was. */
export async function restoreElement(s: Services, pageId: string, elementId: string, actor: Actor): Promise<void> {
  const { access } = await pageAndAccess(s, pageId, actor);
  const removed = (await s.history.removedElement(pageId, elementId)) ?? fail('ELEMENT_NOT_FOUND');
  const held = await heldElsewhere(s, pageId, [removed.element.id]);
  await s.execute(
    pageDecider,
    pageStream(pageId),
    {
      type: 'RestoreElement',
      ...access,
      element: removed.element,
      index: removed.position,
      after: removed.afterId,
      heldElsewhere: held,
    },
    actor,
  );
}

/** Names the present moment of a brand; answers the version's id. */
export async function createVersion(
  s: Services,
  brandId: string,
  input: { name: string; notes?: string | null; clientMutationId?: string | null },
  actor: Actor,
): Promise<string> {
  await requireAccess(s, brandId, actor, 'editContent', 'BRAND_NOT_FOUND');
  // A create repeated after a lost answer (same clientMutationId) names the same version once.
  const id = createdId(actor, 'version', brandId, input.clientMutationId);
  await s.execute(
    brandDecider,
    brandStream(brandId),
    { type: 'CreateVersion', id, name: input.name, notes: input.notes ?? '' },
    actor,
  );
  return id;
}

// Restoring a whole brand.

export interface RevertPlanPage {
  id: string;
  /** The page's name now (or then, for a page that comes back). */
  name: string;
  /** restore: deleted since, comes back; delete: made since, goes to Recently deleted; change: its content or place differs. */
  action: 'restore' | 'delete' | 'change';
}

export interface RevertPlan {
  at: Date;
  /** The brand's own settings that change (name, bio, USP, colours, fonts, logo), and whether the page order does. */
  settings: string[];
  pagesOrder: boolean;
  pages: RevertPlanPage[];
  /** Assets the moment's pages or logo show that were deleted since and come back. */
  assets: string[];
}

/** A page's content and place: what a restore compares and sets back (the aggregate's state, or the read model's row). */
type PageContentOf = Pick<PageState, 'id' | 'name' | 'parentId' | 'elements' | (typeof revertedPageSettings)[number]>;

interface PagePlan extends RevertPlanPage {
  /** The page then (undefined: it did not exist then, or was deleted). */
  then: PageContentOf | undefined;
  /** The page now, as the read model has it (the deciders decide against the stream again). */
  now: PageRow;
  /** For a page made since: the page whose delete takes it (the highest one made since above it). */
  root?: string;
}

/**
 * What restoring the brand to `at` does, page by page: the pages as they are now come from the
 * read model in one read (the deciders diff against their streams again when they decide), and as
 * they were from their streams through snapshots (`pageAt`, `brandAt`: kept in memory once the
 * moment is settled, so the restore after its preview reads them once), except for pages made
 * after the moment (nothing then) and pages unchanged since it (then is now).
 */
async function planRevert(s: Services, brandId: string, at: Date) {
  const [{ state: brandNow }, brandThen] = await Promise.all([
    load(s.store, brandDecider, brandStream(brandId)),
    brandAt(s, brandId, at),
  ]);
  // A brand that did not exist then has nothing to go back to: no target, which the decider
  // refuses (AT_TOO_EARLY), and no pages to read.
  if (!brandThen.exists)
    return { brandNow, pages: [], target: null, plan: { at, settings: [], pagesOrder: false, pages: [], assets: [] } };
  const rows = await s.pages.allOfBrand(brandId);
  const thenOf = async (row: PageRow): Promise<PageContentOf | undefined> => {
    if (new Date(row.createdAt) > at) return undefined;
    if (new Date(row.updatedAt) <= at) return row.deletedAt ? undefined : row;
    return pageAt(s, row.id, at);
  };
  const thens: (PageContentOf | undefined)[] = [];
  for (let i = 0; i < rows.length; i += PARALLEL) thens.push(...(await Promise.all(rows.slice(i, i + PARALLEL).map(thenOf))));
  const pages: PagePlan[] = [];
  rows.forEach((now, i) => {
    const then = thens[i];
    const isThere = !now.deletedAt;
    if (then && !isThere) pages.push({ id: now.id, name: then.name, action: 'restore', then, now });
    else if (!then && isThere) pages.push({ id: now.id, name: now.name, action: 'delete', then, now });
    else if (then && isThere && (!same(contentOf(then), contentOf(now)) || then.parentId !== now.parentId))
      pages.push({ id: now.id, name: now.name, action: 'change', then, now });
  });
  // A page made since goes with the highest page made since above it, so the subtree restores as one.
  const made = new Map(pages.filter((p) => p.action === 'delete').map((p) => [p.id, p]));
  for (const page of made.values()) {
    let root = page;
    for (let up = made.get(root.now.parentId ?? ''), hops = 0; up && hops < 100; up = made.get(up.now.parentId ?? ''), hops++)
      root = up;
    page.root = root.id;
  }
  // The brand's content: the registry's fields a restore sets back (domain/src/brands/fields.ts).
  const settings = revertedBrandFields.filter((f) => !same(brandThen[f] ?? null, brandNow[f] ?? null));
  const target = {
    ...Object.fromEntries(revertedBrandFields.map((f) => [f, brandThen[f]])),
    pagesOrder: brandThen.pagesOrder,
  } as RevertedBrand;
  // Assets the moment shows (its pages' and the logo) that were deleted since come back while they can.
  const shown = new Set<string>(brandThen.logo ? [brandThen.logo] : []);
  for (const then of thens) if (then) for (const id of referencedAssetIds(then)) shown.add(id);
  const deleted = await s.assets.deletedOfBrand(brandId, [...shown].filter(isAssetId));
  const order = [...target.pagesOrder, ...brandNow.pagesOrder.filter((id) => !target.pagesOrder.includes(id))];
  const pagesOrder = !same(order, brandNow.pagesOrder);
  return {
    brandNow,
    pages,
    target,
    plan: { at, settings, pagesOrder, pages: pages.map(({ id, name, action }) => ({ id, name, action })), assets: deleted },
  };
}

/** What restoring the brand to `at` would do (the confirmation dialog and `npm run revert -- --dry-run`). */
export async function previewRevertBrand(s: Services, brandId: string, at: Date, actor: Actor): Promise<RevertPlan> {
  if (actor.userId || !actor.admin) await requireAccess(s, brandId, actor, 'editContent', 'BRAND_NOT_FOUND');
  const { brandNow, target, plan } = await planRevert(s, brandId, at);
  // Whether it may be done at all is the decider's (AT_TOO_EARLY for a moment before the brand existed).
  const command = { type: 'RevertBrand', at: at.toISOString(), target } as const;
  await decideFirst(s.store, brandDecider, brandStream(brandId), brandNow, command, actor);
  return plan;
}

/**
 * Restores a brand to `at`: its content settings and page order (RevertBrand), every page's
 * content and place (RevertPage, and the parent it had), pages deleted since back (and what they
 * show of the library, while it can come back), pages made since to Recently deleted (each with
 * the highest page made since above it as its root, so a restore brings the subtree back). All of
 * it is compensating events, each page's a step of the actor's there. Addresses, visibility,
 * members and links stay as they are. Answers what it did.
 */
export async function revertBrand(s: Services, brandId: string, at: Date, actor: Actor): Promise<RevertPlan> {
  const system = !actor.userId && actor.admin;
  const access: BrandAccess = system
    ? { role: 'owner', brandPublic: false }
    : await requireAccess(s, brandId, actor, 'editContent', 'BRAND_NOT_FOUND');
  const { pages, target, plan } = await planRevert(s, brandId, at);
  // Element ids a page brings back that another page holds now, looked up a chunk of pages at a time.
  const comingBack = pages.filter((p) => p.action !== 'delete');
  const held = new Map<string, string[]>();
  for (let i = 0; i < comingBack.length; i += PARALLEL)
    await Promise.all(
      comingBack.slice(i, i + PARALLEL).map(async (p) => {
        const current = new Set(p.now.elements.map((e) => e.id));
        const added = p.then!.elements.filter((e) => !current.has(e.id)).map((e) => e.id);
        held.set(p.id, await heldElsewhere(s, p.id, added));
      }),
    );
  // Every stream's commands, recorded together in one atomic append (handleMany): after a crash at
  // any moment the brand is restored whole or not at all. A page's commands are decided in order:
  // back from Recently deleted, its content, the parent it had (the tree then was a tree: every
  // parent it names comes back or stays, so no cycle can form); a page made since goes to Recently
  // deleted under its root.
  const pageCommands = (p: PagePlan): PageCommand[] =>
    p.action === 'delete'
      ? [{ type: 'DeletePage', ...access, root: p.root }]
      : [
          ...(p.action === 'restore' ? [{ type: 'RestorePage', ...access, force: true } as const] : []),
          { type: 'RevertPage', ...access, at: at.toISOString(), target: contentOf(p.then!), heldElsewhere: held.get(p.id)! },
          ...(p.then!.parentId !== p.now.parentId
            ? [{ type: 'UpdatePage', ...access, changes: { parentId: p.then!.parentId }, fromMoment: true } as const]
            : []),
        ];
  const items: StreamCommands[] = [
    ...plan.assets.map((id) => ({
      decider: assetDecider,
      streamId: assetStream(id),
      commands: [{ type: 'RestoreAsset', ...access }],
    })),
    ...pages.map((p) => ({ decider: pageDecider, streamId: pageStream(p.id), commands: pageCommands(p) })),
    {
      decider: brandDecider,
      streamId: brandStream(brandId),
      commands: [{ type: 'RevertBrand', at: at.toISOString(), target }],
    },
  ];
  const recorded = await handleMany(s.store, items, actor);
  // Read your writes, once for all of it: for each kind of event, the read models that handle it
  // have reached the last one recorded (a read model's checkpoint stops at its own last event, so
  // one that handles page events never passes the brand's last one).
  const lastOfType = new Map<string, Position>();
  for (const r of recorded)
    for (const e of r.events) {
      const had = lastOfType.get(e.type);
      if (r.position && (!had || comparePositions(r.position, had) > 0)) lastOfType.set(e.type, r.position);
    }
  await Promise.all([...lastOfType].map(([type, position]) => s.waiter.waitFor(position, [type])));
  return plan;
}
