import {
  assetReferenceFields,
  elementReferenceFields,
  type AssetReferenceField,
  type ElementReferenceField,
  type PageElement,
} from './elements';
import type { PageFields } from './fields';
import { pageAssetFields, pageReferenceFields, type PageAssetField, type PageReferenceField } from './settings';

/**
 * References between elements: a link element shows another element (`linkedElement`), and an
 * element or a page may take its colour from a colour element (`…ColorElement`). Element ids are
 * UUIDs unique across pages, so a reference names the element alone; it may point to any page of
 * the same brand. The read model indexes the targets (usages) and the ids (link targets) from here.
 * Which element fields refer is the registry's (`elementReferenceFields`: the fields of kind
 * elementRef; `assetReferenceFields`: of kind asset and assets).
 */
export { elementReferenceFields, type ElementReferenceField };
// The page's settings that name a colour element (kind elementRef) or an asset (its font): the registry's.
export { pageAssetFields, pageReferenceFields, type PageAssetField, type PageReferenceField };

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

/**
 * Assets: an element shows assets (gallery and download `assets`, mockup and font `asset`) or sets
 * its text in one (`fontAsset`); a page sets its font (`fontAsset`). Asset ids are unique, so the
 * read model indexes the distinct ids a page refers to (an asset's usages).
 */
export type { AssetReferenceField };
export interface AssetReference {
  /** The element that refers to the asset; null for the page's own setting (its font). */
  elementId: string | null;
  field: AssetReferenceField | PageAssetField;
  /** The asset id, lower-case. */
  asset: string;
}

/** The asset ids one element refers to, with the field naming each: its files, then its font. */
export function elementAssetRefs(element: PageElement): { field: AssetReferenceField; asset: string }[] {
  const out: { field: AssetReferenceField; asset: string }[] = [];
  const fields = element as unknown as Record<string, unknown>;
  for (const field of assetReferenceFields) {
    const value = fields[field];
    for (const asset of Array.isArray(value) ? value : [value])
      if (typeof asset === 'string' && asset) out.push({ field, asset: asset.toLowerCase() });
  }
  return out;
}

/** Every asset reference a page holds: its own settings' (its font) first, then its elements in their order. */
export function assetReferencesOf(
  page: Pick<PageFields, PageAssetField> & { elements: readonly PageElement[] },
): AssetReference[] {
  const out: AssetReference[] = [];
  for (const field of pageAssetFields) {
    const asset = page[field];
    if (asset) out.push({ elementId: null, field, asset: asset.toLowerCase() });
  }
  for (const element of page.elements) for (const ref of elementAssetRefs(element)) out.push({ elementId: element.id, ...ref });
  return out;
}

/** The distinct assets a page refers to. */
export const referencedAssetIds = (page: Pick<PageFields, PageAssetField> & { elements: readonly PageElement[] }): string[] => [
  ...new Set(assetReferencesOf(page).map((r) => r.asset)),
];
