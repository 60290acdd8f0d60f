import {
  elementFieldsOf,
  elementObjects,
  graphqlShape,
  isElementType,
  newElement,
  type ElementField,
  type PageElement,
  type RichText,
} from '@brandtrail/domain/pages/elements';
import type { elementData_elements$data } from '../__generated__/elementData_elements.graphql';

// The fragment is generated from the domain's registry (npm run generate).
export { elementDataFragment } from './elementData.generated';

type ElementData = elementData_elements$data[number];

/** A document from its JSON; undefined (the element keeps its empty one) for anything else. */
function parseText(text: unknown): RichText | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const doc = JSON.parse(text) as RichText | null;
    return doc?.type === 'doc' ? doc : undefined;
  } catch {
    return undefined;
  }
}

const objects: Readonly<Record<string, { fields: readonly string[] }>> = elementObjects;

/**
 * A value as the server sent it, as the domain holds it (undefined: keep the default): rich text
 * parsed; an enum value this client does not know (a newer server's) left out; lists and objects
 * copied with the object's own fields, since Relay's data is frozen and shared with its store.
 */
function received(field: ElementField, value: unknown): unknown {
  if (field.kind === 'richText') return parseText(value);
  if (typeof field.kind === 'object') return field.kind.values.includes(value as string) ? value : undefined;
  if (!Array.isArray(value)) return value;
  const object = objects[graphqlShape(field.name).type];
  if (!object) return [...(value as unknown[])];
  return (value as Record<string, unknown>[]).map((item) => Object.fromEntries(object.fields.map((f) => [f, item[f]])));
}

/**
 * A GraphQL element as the domain's PageElement: a new element of its type with the type's fields
 * taken from the data. The server answers every field of an element's type, those recorded before a
 * field existed included (the domain's `upcastPageEvent` gives them today's defaults); a type this
 * client does not know yet (a newer server) is shown as an empty spacer, whose fields the server
 * answers as null: a field that may not be null keeps its default then.
 */
export function toElement(data: ElementData): PageElement {
  const type = isElementType(data.type) ? data.type : 'spacer';
  const element = newElement(type, data.elementId) as Record<string, unknown>;
  const sent = data as unknown as Readonly<Record<string, unknown>>;
  for (const field of elementFieldsOf(type)) {
    const value = received(field, sent[field.name]);
    if (value === undefined || (value === null && !field.nullable)) continue;
    element[field.name] = value;
  }
  return element as PageElement;
}
