import { describe, expect, it } from 'vitest';
import type { ReaderSelection } from 'relay-runtime';
import {
  elementFieldNames,
  elementObjects,
  elementTypeLabel,
  elementTypes,
  graphqlShape,
  newElement,
  type PageElement,
} from '@brandtrail/domain/pages/elements';
import fragment from '../__generated__/elementData_elements.graphql';
import de from '../i18n/messages/de.json';
import en from '../i18n/messages/en.json';
import { toElement } from './elementData';

type ElementData = Parameters<typeof toElement>[0];

/** What relay-compiler made of the generated fragment: the fields it selects, with their own fields. */
const selected = (selections: readonly ReaderSelection[]): [string, string[] | null][] =>
  selections.map((s) => {
    if (s.kind === 'ScalarField') return [s.name, null];
    if (s.kind === 'LinkedField') return [s.name, selected(s.selections).map(([name]) => name)];
    throw new Error(`unexpected ${s.kind} in the element fragment`);
  });
const selection = selected(fragment.selections);

const id = '00000000-0000-4000-8000-000000000001';
/** What the server answers for an element: every selected field, null where the element's type has none. */
const answer = (fields: Record<string, unknown>): ElementData =>
  ({
    ...Object.fromEntries(selection.map(([name]) => [name, null])),
    id: 'UGFnZUVsZW1lbnQ6eA',
    elementId: id,
    ...fields,
  }) as ElementData;
const docJson = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('the element fragment', () => {
  it("selects exactly the registry's fields, and of its objects their fields", () => {
    const own = ['id', 'elementId', 'type'];
    expect(selection.map(([name]) => name).sort()).toEqual([...own, ...elementFieldNames].sort());
    const objects: Readonly<Record<string, { fields: readonly string[] }>> = elementObjects;
    for (const [name, fields] of selection) {
      if (own.includes(name)) continue;
      const object = objects[graphqlShape(name as (typeof elementFieldNames)[number]).type];
      expect({ name, fields: fields?.sort() ?? null }).toEqual({ name, fields: object ? [...object.fields].sort() : null });
    }
  });
});

describe('toElement', () => {
  /** Each type's new element as the server answers it (rich text as JSON), common fields and all. */
  const serverShaped = (element: PageElement): ElementData => {
    const { id: _id, ...fields } = element as unknown as Record<string, unknown>;
    if (element.type === 'headline' || element.type === 'text') fields.text = JSON.stringify(element.text);
    return answer(fields);
  };

  it("gives each type's new element back from the server's answer", () => {
    for (const type of elementTypes)
      expect(toElement(serverShaped(newElement(type, id) as PageElement))).toEqual(newElement(type, id));
  });

  it("takes the type's fields as sent: rich text parsed, nulls of nullable fields, lists copied", () => {
    const headline = toElement(
      answer({ ...newElement('headline', id), type: 'headline', text: docJson('Hello'), textColor: null }),
    );
    expect(headline).toEqual({ ...newElement('headline', id), text: JSON.parse(docJson('Hello')) });

    const sent = Object.freeze([Object.freeze({ asset: 'QXNzZXQ6YQ', caption: 'Logo', link: '' })]);
    const gallery = toElement(
      answer({
        ...newElement('gallery', id),
        type: 'gallery',
        assets: Object.freeze(['QXNzZXQ6YQ']),
        items: sent,
        columns: 3,
        fit: 'cover',
        backgroundColor: '1A2B3C',
        backgroundColorElement: null,
        marginTop: 0.1,
      }),
    );
    expect(gallery).toEqual({
      ...newElement('gallery', id),
      assets: ['QXNzZXQ6YQ'],
      items: [{ asset: 'QXNzZXQ6YQ', caption: 'Logo', link: '' }],
      columns: 3,
      fit: 'cover',
      backgroundColor: '1A2B3C',
      marginTop: 0.1,
    });
    // The store changes its elements: none of Relay's frozen data may end up in them.
    if (gallery.type !== 'gallery') throw new Error('not a gallery');
    expect(Object.isFrozen(gallery.items) || Object.isFrozen(gallery.items[0]) || Object.isFrozen(gallery.assets)).toBe(false);

    const font = toElement(answer({ ...newElement('font', id), type: 'font', text: 'Aa\nBb', asset: 'QXNzZXQ6Yg' }));
    expect(font).toEqual({ ...newElement('font', id), text: 'Aa\nBb', asset: 'QXNzZXQ6Yg' });
  });

  it('keeps the defaults of fields the server sends no value or an unknown enum value for, and an empty document for text that is no document', () => {
    expect(toElement(answer({ ...newElement('spacer', id), type: 'spacer', separator: null, height: 0.5 }))).toEqual({
      ...newElement('spacer', id),
      height: 0.5,
    });
    expect(toElement(answer({ ...newElement('text', id), type: 'text', text: 'not json' }))).toEqual(newElement('text', id));
    // An enum value of a newer server.
    expect(toElement(answer({ ...newElement('mockup', id), type: 'mockup', fit: 'stretch', variant: 'tablet' }))).toEqual(
      newElement('mockup', id),
    );
  });

  it('shows a type it does not know as an empty spacer with the common fields sent', () => {
    const element = toElement(answer({ ...newElement('text', id), type: 'carousel', width: 0.5, height: 0.1, separator: null }));
    expect(element).toEqual({ ...newElement('spacer', id), fontSize: 16, width: 0.5, height: 0.1 });
  });
});

describe('element type names', () => {
  it("are the same in the domain's history labels and the web's messages", () => {
    const web = { en: en as Record<string, { defaultMessage: string }>, de: de as Record<string, { defaultMessage: string }> };
    for (const locale of ['en', 'de'] as const)
      for (const type of elementTypes)
        expect(elementTypeLabel(type, locale)).toBe(web[locale][`pages.type.${type}`]?.defaultMessage);
  });
});
