import type { DomainEvent } from '../decider';
import type { ElementChanges, PageElement } from './elements';
import type { PageChanges } from './fields';
import { revertedPageSettings } from './settings';

/**
 * Per-person undo and redo of a page (issue 16).
 *
 * Every change a person makes to a page's content is a *step*: the events of one command (an
 * element added, a field changed, an element deleted, the elements sorted, the page's settings
 * changed, the page restored to a moment), or a burst of edits of the same fields of one element
 * (typing, dragging a slider) made within BURST_MS of each other with nothing in between. The page
 * aggregate keeps, per person, the steps they can undo (`done`) and redo (`undone`), each with what
 * is needed to take it back: the values before and after, the element as it was added or deleted,
 * the order before and after.
 *
 * Undo and redo append compensating events in the page's ordinary vocabulary (ElementUpdated,
 * ElementAdded, ElementDeleted, ElementsSorted, PageUpdated) marked with `undoOf`/`redoOf`, then a
 * marker (PageStepUndone, PageStepRedone) that moves the step between the stacks. Nothing is ever
 * removed from the log.
 *
 * The rules:
 * - A person undoes and redoes only their own steps, newest first.
 * - Undo never overwrites a later change someone else made: a field is set back only while it
 *   still holds the value the step gave it; an element the step added is removed only while it is
 *   as the step left it; an order is put back only while the moved elements are still in the order
 *   the step made. What does not hold is skipped, counted in the marker, and the person is told.
 * - Redo takes back exactly what the undo did (the fields and operations it applied), under the
 *   same rule the other way round, so that undoing n steps and redoing n steps gives back the same
 *   page when nobody else changed it meanwhile.
 * - A new step clears the person's redo stack; each stack keeps the newest UNDO_DEPTH steps.
 */

/** Steps a person can undo on one page (and redo), the newest. */
export const UNDO_DEPTH = 100;
/** Edits of the same fields of one element this close together (ms) are one step. */
export const BURST_MS = 3000;

/** What one operation of a step did, with what it takes to take it back. */
export type StepOp =
  /** An element added (created, duplicated, or re-added), as it was added, at `index`. */
  | { op: 'add'; element: PageElement; index: number }
  /** An element deleted, as it was, at `index`, after the element `after` (null: it was first). */
  | { op: 'remove'; element: PageElement; index: number; after: string | null }
  /** Fields of an element from `before` to `after` (the same keys). */
  | { op: 'update'; id: string; before: ElementChanges; after: ElementChanges }
  /** The page's element order from `before` to `after`. */
  | { op: 'sort'; before: string[]; after: string[] }
  /** The page's own settings from `before` to `after` (the same keys). */
  | { op: 'page'; before: PageChanges; after: PageChanges };

export interface Step {
  /** The page's version (events folded) when the step began: unique within the page. */
  id: number;
  /**
   * `revert`: the page restored to a moment (RevertPage); `ai`: an AI rewrite accepted (an
   * UpdateElement marked `ai`), a step of its own that no burst of typing joins; `edit`: everything
   * else.
   */
  kind: 'edit' | 'revert' | 'ai';
  /** Time of the step's last event. */
  at: string;
  ops: StepOp[];
}

export interface PersonSteps {
  done: Step[];
  undone: Step[];
}

/** Who made the page's latest step (a burst continues only if it was the same person's top step). */
export interface LastStep {
  user: string;
  id: number;
}

/** What a step's events carry: which step they belong to, or which step they undo or redo. */
export interface StepMark {
  step?: number;
  undoOf?: number;
  redoOf?: number;
}

/** The ops of a step an undo or redo applied: the index of each op, and for field ops the fields. */
export interface AppliedOp {
  i: number;
  fields?: string[];
}

export interface StepsState {
  /** Events folded so far (the stream's next revision): step ids come from it. */
  version: number;
  steps: Readonly<Record<string, PersonSteps>>;
  lastStep: LastStep | null;
}

export const noSteps: StepsState = { version: 0, steps: {}, lastStep: null };

const bounded = (list: Step[]): Step[] => (list.length > UNDO_DEPTH ? list.slice(list.length - UNDO_DEPTH) : list);

/** Deep equality of stored values (JSON data). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    return a.length === list.length && a.every((v, i) => same(v, list[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const pick = <T extends object>(from: T, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((k) => [k, (from as Record<string, unknown>)[k] ?? null]));

/** Merges a later op into the step's last one when both change the same element's (or page's) fields. */
function mergeOps(ops: readonly StepOp[], next: StepOp): StepOp[] {
  const last = ops[ops.length - 1];
  if (last && last.op === 'update' && next.op === 'update' && last.id === next.id)
    return [
      ...ops.slice(0, -1),
      { ...last, before: { ...next.before, ...last.before }, after: { ...last.after, ...next.after } },
    ];
  if (last && last.op === 'page' && next.op === 'page')
    return [
      ...ops.slice(0, -1),
      { ...last, before: { ...next.before, ...last.before }, after: { ...last.after, ...next.after } },
    ];
  return [...ops, next];
}

/**
 * Records an op of a person's step: into their top step when the event belongs to it (same step
 * id), else as a new step (which clears their redo stack).
 */
export function recordOp(
  state: StepsState,
  user: string,
  stepId: number | undefined,
  op: StepOp,
  at: string,
  kind: 'edit' | 'ai' = 'edit',
): StepsState {
  const mine = state.steps[user] ?? { done: [], undone: [] };
  const top = mine.done[mine.done.length - 1];
  let done: Step[];
  let id: number;
  if (top && stepId !== undefined && top.id === stepId) {
    id = top.id;
    done = [...mine.done.slice(0, -1), { ...top, at, ops: mergeOps(top.ops, op) }];
  } else {
    id = stepId ?? state.version;
    done = bounded([...mine.done, { id, kind, at, ops: [op] }]);
  }
  return { ...state, steps: { ...state.steps, [user]: { done, undone: [] } }, lastStep: { user, id } };
}

/** Starts a person's revert step (PageReverted): its events follow with the same step id. */
export function beginRevert(state: StepsState, user: string, id: number, at: string): StepsState {
  const mine = state.steps[user] ?? { done: [], undone: [] };
  const done = bounded([...mine.done, { id, kind: 'revert', at, ops: [] }]);
  return { ...state, steps: { ...state.steps, [user]: { done, undone: [] } }, lastStep: { user, id } };
}

/** The part of a step an undo or redo applied (field ops trimmed to the fields applied). */
function appliedPart(step: Step, applied: readonly AppliedOp[]): Step {
  // In the step's own order, whichever order the undo went through them.
  const ops = [...applied]
    .sort((x, y) => x.i - y.i)
    .flatMap(({ i, fields }): StepOp[] => {
      const op = step.ops[i];
      if (!op) return [];
      if ((op.op === 'update' || op.op === 'page') && fields) {
        const before = pick(op.before, fields);
        const after = pick(op.after, fields);
        return [{ ...op, before, after }];
      }
      return [op];
    });
  return { ...step, ops };
}

/**
 * Moves a step between a person's stacks after an undo (`from` done to undone) or a redo (back):
 * only what was applied moves; a step nothing of which applied is dropped.
 */
export function moveStep(
  state: StepsState,
  user: string,
  stepId: number,
  applied: readonly AppliedOp[],
  direction: 'undo' | 'redo',
): StepsState {
  const mine = state.steps[user];
  if (!mine) return state;
  const [fromKey, toKey] = direction === 'undo' ? (['done', 'undone'] as const) : (['undone', 'done'] as const);
  const from = mine[fromKey];
  const index = from.map((s) => s.id).lastIndexOf(stepId);
  if (index < 0) return state;
  const part = appliedPart(from[index]!, applied);
  const rest = [...from.slice(0, index), ...from.slice(index + 1)];
  const to = part.ops.length ? bounded([...mine[toKey], part]) : mine[toKey];
  const next = { ...mine, [fromKey]: rest, [toKey]: to };
  return { ...state, steps: { ...state.steps, [user]: next } };
}

/** The step a person's next undo (or redo) takes back, if any. */
export function nextStep(state: StepsState, user: string | null, direction: 'undo' | 'redo'): Step | undefined {
  if (!user) return undefined;
  const mine = state.steps[user];
  const list = direction === 'undo' ? mine?.done : mine?.undone;
  return list?.[list.length - 1];
}

// Taking a step back (or forward again).

/** The page as undo and redo see it: its settings and elements. */
export interface PageContent {
  elements: readonly PageElement[];
}
/** A page setting's value (settings are plain fields of the page). */
const setting = (page: PageContent, field: string): unknown => (page as unknown as Record<string, unknown>)[field] ?? null;

/** What the caller found out beyond the page's stream (the API looks these up). */
export interface StepFacts {
  /** Page settings that cannot be set back (a slug taken meanwhile, a parent that is gone or would make a cycle). */
  blockedSettings?: readonly string[];
  /** Element ids another page holds now: such an element cannot come back here. */
  heldElsewhere?: readonly string[];
  /** At most this many elements on a page. */
  maxElements: number;
}

type ContentEvent = DomainEvent<string, unknown>;

export interface Inverse {
  events: ContentEvent[];
  applied: AppliedOp[];
  /** Fields and operations skipped because someone changed them since. */
  skipped: number;
}

/**
 * Where an element goes back: right after the element it followed when that is still on the page,
 * else at its old index (within the page).
 */
function positionOf(elements: readonly PageElement[], after: string | null, index: number): number {
  if (after === null) return 0;
  const at = elements.findIndex((e) => e.id === after);
  return at >= 0 ? at + 1 : Math.min(index, elements.length);
}

/**
 * The order `wanted` (a full order of an earlier moment) laid over the current one: the elements of
 * both take the places those elements hold now, in `wanted`'s order; elements added since keep
 * their places.
 */
export function reorder(current: readonly string[], wanted: readonly string[]): string[] {
  const present = new Set(current);
  const both = new Set(wanted.filter((id) => present.has(id)));
  const queue = wanted.filter((id) => both.has(id));
  return current.map((id) => (both.has(id) ? queue.shift()! : id));
}

/** Whether the elements of `order` still present stand in `order`'s order. */
function inOrder(current: readonly string[], order: readonly string[]): boolean {
  const wanted = new Set(order);
  const now = current.filter((id) => wanted.has(id));
  const then = order.filter((id) => now.includes(id));
  return now.every((id, i) => id === then[i]);
}

/**
 * The events that take a step back (`undo`) or do it again (`redo`) on the page as it is now,
 * under the rules above. `evolve` folds each event into a working copy, so later ops see what
 * earlier ones did. Undo goes through the ops newest first, redo oldest first.
 */
export function invertStep<P extends PageContent>(
  step: Step,
  page: P,
  direction: 'undo' | 'redo',
  facts: StepFacts,
  evolve: (page: P, event: ContentEvent) => P,
): Inverse {
  const mark = direction === 'undo' ? { undoOf: step.id } : { redoOf: step.id };
  const events: ContentEvent[] = [];
  const applied: AppliedOp[] = [];
  let skipped = 0;
  let work = page;
  const emit = (event: ContentEvent) => {
    events.push(event);
    work = evolve(work, event);
  };
  const indices = step.ops.map((_, i) => i);
  if (direction === 'undo') indices.reverse();
  for (const i of indices) {
    const op = step.ops[i]!;
    // Undo goes from `after` back to `before`; redo from `before` to `after`.
    const [from, to] =
      op.op === 'update' || op.op === 'page' ? (direction === 'undo' ? [op.after, op.before] : [op.before, op.after]) : [];
    switch (op.op) {
      case 'update': {
        const element = work.elements.find((e) => e.id === op.id) as unknown as Record<string, unknown> | undefined;
        const keys = Object.keys(to!);
        if (!element) {
          skipped += keys.length;
          break;
        }
        const fields = keys.filter((k) => same(element[k] ?? null, (from as Record<string, unknown>)[k] ?? null));
        skipped += keys.length - fields.length;
        if (!fields.length) break;
        emit({ type: 'ElementUpdated', data: { id: op.id, changes: pick(to!, fields), ...mark } });
        applied.push({ i, fields });
        break;
      }
      case 'page': {
        const blocked = new Set(facts.blockedSettings ?? []);
        const keys = Object.keys(to!);
        const fields = keys.filter(
          (k) => !blocked.has(k) && same(setting(work, k), (from as Record<string, unknown>)[k] ?? null),
        );
        skipped += keys.length - fields.length;
        if (!fields.length) break;
        emit({ type: 'PageUpdated', data: { ...pick(to!, fields), ...mark } });
        applied.push({ i, fields });
        break;
      }
      case 'add':
      case 'remove': {
        // Undoing an add removes the element, as does redoing a remove; the other two put it back.
        const removing = (op.op === 'add') === (direction === 'undo');
        const current = work.elements.find((e) => e.id === op.element.id);
        if (removing) {
          if (!current) break; // gone already: nothing to take back
          if (!same(current, op.element)) {
            skipped++;
            break;
          }
          emit({ type: 'ElementDeleted', data: { id: op.element.id, ...mark } });
        } else {
          if (current) break; // back already
          if (facts.heldElsewhere?.includes(op.element.id) || work.elements.length >= facts.maxElements) {
            skipped++;
            break;
          }
          const index =
            op.op === 'remove' ? positionOf(work.elements, op.after, op.index) : Math.min(op.index, work.elements.length);
          emit({ type: 'ElementAdded', data: { index, element: op.element, ...mark } });
        }
        applied.push({ i });
        break;
      }
      case 'sort': {
        const [was, wanted] = direction === 'undo' ? [op.after, op.before] : [op.before, op.after];
        const current = work.elements.map((e) => e.id);
        if (!inOrder(current, was)) {
          skipped++;
          break;
        }
        const order = reorder(current, wanted);
        if (order.every((id, k) => id === current[k])) break;
        emit({ type: 'ElementsSorted', data: { order, ...mark } });
        applied.push({ i });
        break;
      }
    }
  }
  return { events, applied, skipped };
}

// Restoring a page to an earlier moment.

/** The settings RevertPage sets back: the registry's (settings.ts; a page's address and place in the tree are the brand's). */
export { revertedPageSettings };

/**
 * The events that make the page's content what `target` held: settings, elements removed since
 * (back at their places), elements added since (removed), fields changed since (set back), and
 * the order. Each event carries `step`. Element ids `heldElsewhere` stay away.
 */
export function revertEvents<P extends PageContent>(
  page: P,
  target: PageContent,
  step: number,
  facts: Pick<StepFacts, 'heldElsewhere'>,
  evolve: (page: P, event: ContentEvent) => P,
): ContentEvent[] {
  const events: ContentEvent[] = [];
  let work = page;
  const emit = (event: ContentEvent) => {
    events.push(event);
    work = evolve(work, event);
  };
  const settings: Record<string, unknown> = {};
  for (const field of revertedPageSettings)
    if (!same(setting(page, field), setting(target, field))) settings[field] = setting(target, field);
  if (Object.keys(settings).length) emit({ type: 'PageUpdated', data: { ...settings, step } });

  const wanted = new Map(target.elements.map((e) => [e.id, e]));
  for (const element of page.elements) {
    const then = wanted.get(element.id);
    // An element whose id came back with another type is not the same element.
    if (!then || then.type !== element.type) emit({ type: 'ElementDeleted', data: { id: element.id, step } });
  }
  const held = new Set(facts.heldElsewhere ?? []);
  target.elements.forEach((element, targetIndex) => {
    const now = work.elements.find((e) => e.id === element.id);
    if (!now) {
      if (held.has(element.id)) return;
      // Right after the nearest element before it (in the target) that is on the page now.
      let index = 0;
      for (let k = targetIndex - 1; k >= 0; k--) {
        const at = work.elements.findIndex((e) => e.id === target.elements[k]!.id);
        if (at >= 0) {
          index = at + 1;
          break;
        }
      }
      emit({ type: 'ElementAdded', data: { index, element, step } });
      return;
    }
    const current = now as unknown as Record<string, unknown>;
    const changes = Object.fromEntries(
      Object.entries(element).filter(([k, v]) => k !== 'id' && k !== 'type' && !same(current[k] ?? null, v ?? null)),
    );
    if (Object.keys(changes).length) emit({ type: 'ElementUpdated', data: { id: element.id, changes, step } });
  });
  const current = work.elements.map((e) => e.id);
  const order = reorder(
    current,
    target.elements.map((e) => e.id),
  );
  if (!order.every((id, k) => id === current[k])) emit({ type: 'ElementsSorted', data: { order, step } });
  return events;
}
