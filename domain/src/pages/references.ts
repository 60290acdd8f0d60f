import type { PageElement } from './elements';
import type { PageFields } from './page';

/**
 * References between elements: a link element shows another element (`linkedElement`), and an
 * element or a page may take its colour from a colour element (`…ColorElement`). Element ids are
 * UUIDs unique across pages, so a reference names the element alone; it may point to any page of
 * the same brand. The read model indexes the targets (usages) and the ids (link targets) from here.
 */
export const elementReferenceFields = ['linkedElement', 'textColorElement', 'rowBackgroundColorElement'] as const;
export const pageReferenceFields = ['textColorElement', 'backgroundColorElement'] as const;
export type ElementReferenceField = (typeof elementReferenceFields)[number];
export type PageReferenceField = (typeof pageReferenceFields)[number];

export type PageWithElements = Pick<PageFields, PageReferenceField> & { elements: readonly PageElement[] };

/** One reference: from an element (or, with `elementId` null, from the page's own settings). */
export interface Reference {
  elementId: string | null;
  field: ElementReferenceField | PageReferenceField;
  target: string;
}

/** Every reference a page holds: its own settings first, then its elements in their order. */
export function referencesOf(page: PageWithElements): Reference[] {
  const out: Reference[] = [];
  for (const field of pageReferenceFields) {
    const target = page[field];
    if (target) out.push({ elementId: null, field, target });
  }
  for (const element of page.elements) {
    const fields = element as unknown as Record<string, unknown>;
    for (const field of elementReferenceFields) {
      const target = fields[field];
      // An element naming itself is no usage (a link to itself is refused anyway).
      if (typeof target === 'string' && target !== element.id) out.push({ elementId: element.id, field, target });
    }
  }
  return out;
}

/** The distinct elements a page refers to. */
export const referencedIds = (page: PageWithElements): string[] => [...new Set(referencesOf(page).map((r) => r.target))];
