import { elementFieldNames, elementFields, isAssetId, type FieldKind, type GalleryItem } from '@brandtrail/domain';
import { assetIdIn } from '../assets/lookup';
import { idOf, toGlobalId } from '../graphql/relay';

/** Values between GraphQL and the domain: element fields by their kind, asset and page ids. */

export const assetIdOut = (id: string) => toGlobalId('Asset', id);

/**
 * A stored value as GraphQL carries it, by its kind (the registry's FieldKind): rich text as its
 * JSON, asset ids as Asset global ids (a font setting that is no asset id, from before assets
 * existed, as it is), everything else as stored.
 */
export function valueOut(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'richText':
      return JSON.stringify(value);
    case 'asset':
      return isAssetId(value) ? assetIdOut(value) : value;
    case 'assets':
      return (value as string[]).map(assetIdOut);
    case 'galleryItems':
      return (value as GalleryItem[]).map((item) => ({ ...item, asset: assetIdOut(item.asset) }));
    default:
      return value;
  }
}

/** A value from GraphQL as the domain takes it: Asset global ids as asset ids; gallery items without their nulls. */
function valueIn(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'asset':
      return assetIdIn(value);
    case 'assets':
      return Array.isArray(value) ? value.map(assetIdIn) : value;
    case 'galleryItems':
      return Array.isArray(value)
        ? value.map((item: unknown) =>
            item && typeof item === 'object'
              ? Object.fromEntries(
                  Object.entries(item as Record<string, unknown>)
                    .filter(([, v]) => v !== null && v !== undefined)
                    .map(([k, v]) => [k, k === 'asset' ? assetIdIn(v) : v]),
                )
              : item,
          )
        : value;
    default:
      return value;
  }
}

/**
 * UpdateElementInput's element fields as the domain takes them. text stays a string here: whether
 * it is a JSON document (headline, text) or plain (font) depends on the element's type, which the
 * command knows.
 */
export function elementChanges(input: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const name of elementFieldNames) {
    const value = input[name];
    if (value !== undefined) changes[name] = valueIn(elementFields[name].kind, value);
  }
  return changes;
}

export const pageIdOf = (id: string) => idOf(id, 'Page');
export const optionalPageId = (id: string | null | undefined) => (id ? pageIdOf(id) : id);
/** A page id of an order: one that is no page id stays as it is, for the decider to refuse (PAGES_ORDER_INVALID). */
export const orderPageId = (id: string) => {
  try {
    return pageIdOf(id);
  } catch {
    return id;
  }
};
