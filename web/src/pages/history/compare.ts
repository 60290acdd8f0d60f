import type { PageElement } from '@brandtrail/domain/pages/elements';

/** How an element differs between a moment and now. */
export type ChangeMark = 'added' | 'changed' | 'removed';

export interface Comparison {
  /** The page now, with the elements removed since put back where they were then. */
  elements: PageElement[];
  /** By element id; elements the same as then have none. */
  marks: ReadonlyMap<string, ChangeMark>;
  counts: Record<ChangeMark, number>;
}

/**
 * The page now compared with a moment, from the two element lists: elements added since, changed
 * since (any field), and those removed since, each shown after the element it followed then.
 */
export function compareElements(then: readonly PageElement[], now: readonly PageElement[]): Comparison {
  const before = new Map(then.map((e) => [e.id, e]));
  const nowIds = new Set(now.map((e) => e.id));
  const marks = new Map<string, ChangeMark>();
  for (const element of now) {
    const old = before.get(element.id);
    if (!old) marks.set(element.id, 'added');
    else if (!sameFields(old, element)) marks.set(element.id, 'changed');
  }
  const elements = [...now];
  let previous: string | null = null;
  for (const element of then) {
    if (!nowIds.has(element.id)) {
      const at = previous === null ? 0 : elements.findIndex((e) => e.id === previous) + 1;
      elements.splice(at, 0, element);
      marks.set(element.id, 'removed');
    }
    previous = element.id;
  }
  const counts = { added: 0, changed: 0, removed: 0 };
  for (const mark of marks.values()) counts[mark]++;
  return { elements, marks, counts };
}

/** Field by field, whatever order the objects' keys are in. */
function sameFields(a: PageElement, b: PageElement): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) if (JSON.stringify(x[key] ?? null) !== JSON.stringify(y[key] ?? null)) return false;
  return true;
}
