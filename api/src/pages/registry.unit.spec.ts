import type {
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputField,
  GraphQLInputObjectType,
  GraphQLObjectType,
  GraphQLResolveInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  elementEnums,
  elementField,
  elementFieldNames,
  elementObjects,
  elementTypes,
  fieldDescription,
  graphqlShape,
  newElement,
  pageSettingList,
  type PageElement,
  type PageSettingKind,
} from '@brandtrail/domain';
import { createSchema } from '../graphql/schema';
import { toGlobalId } from '../graphql/relay';
import { pageSettingLabel } from '../history/text';

const schema = createSchema();
const objectType = (name: string) => schema.getType(name) as GraphQLObjectType;
const inputType = (name: string) => schema.getType(name) as GraphQLInputObjectType;

/** PageElement's fields that are no stored values of the element (ids, the type, what resolvers look up). */
const derived = ['id', 'elementId', 'type', 'font', 'linked', 'assetList', 'assetItem', 'page'];
/** UpdateElementInput's fields that name the element, or say how it changed (aiAssisted), rather than change it. */
const addressing = ['pageId', 'elementId', 'clientMutationId', 'aiAssisted'];

/** The SDL type the registry's shape stands for, written out here apart from the schema's builder. */
function expectedType(name: (typeof elementFieldNames)[number], side: 'output' | 'input'): string {
  const { type, input, list, nullable } = graphqlShape(name);
  const named = side === 'input' ? input : type;
  return `${list ? `[${named}!]` : named}${side === 'output' && !nullable ? '!' : ''}`;
}

describe("the API's element fields", () => {
  it("PageElement has exactly the registry's fields, with its types, nullability and descriptions", () => {
    const fields = objectType('PageElement').getFields();
    expect(Object.keys(fields).filter((f) => !derived.includes(f))).toEqual([...elementFieldNames]);
    for (const name of elementFieldNames) {
      const field: GraphQLField<unknown, unknown> = fields[name]!;
      expect(`${name}: ${String(field.type)}`).toBe(`${name}: ${expectedType(name, 'output')}`);
      expect(field.description).toBe(fieldDescription(name));
    }
  });

  it("UpdateElementInput takes exactly the registry's fields, every one optional, objects as their input types", () => {
    const fields = inputType('UpdateElementInput').getFields();
    expect(Object.keys(fields).filter((f) => !addressing.includes(f))).toEqual([...elementFieldNames]);
    for (const name of elementFieldNames) {
      const field: GraphQLInputField = fields[name]!;
      expect(`${name}: ${String(field.type)}`).toBe(`${name}: ${expectedType(name, 'input')}`);
    }
  });

  it('has the objects, their input types and the enums the registry names', () => {
    for (const [name, { input, fields }] of Object.entries(elementObjects)) {
      expect(Object.keys(objectType(name).getFields()).sort()).toEqual([...fields].sort());
      expect(Object.keys(inputType(input).getFields()).sort()).toEqual([...fields].sort());
    }
    const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name);
    expect(values('PageElementType')).toEqual(elementTypes);
    for (const e of elementEnums) expect(values(e.name)).toEqual(e.values);
  });

  it("resolves a field to the element's value for the types that have it and to null for the others", () => {
    const fields = objectType('PageElement').getFields();
    const page = { id: '00000000-0000-4000-8000-00000000000a' };
    const resolve = (element: PageElement, name: string) =>
      fields[name]!.resolve!({ ...element, page }, {}, undefined, undefined as unknown as GraphQLResolveInfo);
    for (const type of elementTypes) {
      const element = newElement(type, '00000000-0000-4000-8000-000000000001') as PageElement;
      for (const name of elementFieldNames) {
        const value = resolve(element, name);
        if (!elementField(type, name)) expect({ type, name, value }).toEqual({ type, name, value: null });
        else if ((element as Record<string, unknown>)[name] !== null) expect(value).not.toBeNull();
      }
    }
  });

  it('carries rich text as JSON, a font sample as it is and asset ids as Asset global ids', () => {
    const fields = objectType('PageElement').getFields();
    const page = { id: '00000000-0000-4000-8000-00000000000a' };
    const resolve = (element: PageElement, name: string) =>
      fields[name]!.resolve!({ ...element, page }, {}, undefined, undefined as unknown as GraphQLResolveInfo);
    const asset = '00000000-0000-4000-8000-0000000000a1';
    const doc = { type: 'doc' as const, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] };
    const headline = { ...newElement('headline', asset), text: doc, fontAsset: asset };
    expect(JSON.parse(resolve(headline, 'text') as string)).toEqual(doc);
    expect(resolve(headline, 'fontAsset')).toBe(toGlobalId('Asset', asset));
    // A font setting from before assets existed is no asset id: it stays as it is.
    expect(resolve({ ...headline, fontAsset: 'Arial' }, 'fontAsset')).toBe('Arial');
    expect(resolve({ ...newElement('font', asset), asset }, 'text')).toBe(newElement('font', asset).text);
    expect(resolve({ ...newElement('font', asset), asset }, 'asset')).toBe(toGlobalId('Asset', asset));
    const gallery = { ...newElement('gallery', asset), assets: [asset], items: [{ asset, caption: 'A', link: '' }] };
    expect(resolve(gallery, 'assets')).toEqual([toGlobalId('Asset', asset)]);
    expect(resolve(gallery, 'items')).toEqual([{ asset: toGlobalId('Asset', asset), caption: 'A', link: '' }]);
    const link = { ...newElement('link', asset), linkedElement: page.id };
    expect(resolve(link, 'linkedElement')).toBe(page.id);
  });
});

/** The GraphQL type a page setting's kind stands for, written out here apart from the schema's builder. */
const settingType: Record<PageSettingKind, { output: string | null; input: string }> = {
  name: { output: 'String!', input: 'String' },
  slug: { output: 'String!', input: 'String' },
  page: { output: null, input: 'ID' },
  asset: { output: 'String', input: 'String' },
  hex: { output: 'String', input: 'String' },
  elementRef: { output: 'ID', input: 'ID' },
  boolean: { output: 'Boolean!', input: 'Boolean' },
};

describe("the API's page settings", () => {
  it("Page has the registry's settings (a parent page as parent), with their types and descriptions", () => {
    const fields = objectType('Page').getFields();
    for (const s of pageSettingList) {
      const output = settingType[s.kind].output;
      if (!output) {
        expect(fields[s.name]).toBeUndefined();
        continue;
      }
      expect(`${s.name}: ${String(fields[s.name]!.type)}`).toBe(`${s.name}: ${output}`);
      expect(fields[s.name]!.description ?? undefined).toBe(s.description);
    }
    expect(String(fields.parent!.type)).toBe('Page');
  });

  it("UpdatePageInput takes exactly the registry's settings, every one optional", () => {
    const fields = inputType('UpdatePageInput').getFields();
    expect(Object.keys(fields).filter((f) => f !== 'id' && f !== 'clientMutationId')).toEqual(pageSettingList.map((s) => s.name));
    for (const s of pageSettingList)
      expect(`${s.name}: ${String(fields[s.name]!.type)}`).toBe(`${s.name}: ${settingType[s.kind].input}`);
  });

  it('answers an asset setting as the Asset global id, and one from before assets existed as it is', () => {
    const fields = objectType('Page').getFields();
    const asset = '00000000-0000-4000-8000-0000000000a1';
    for (const s of pageSettingList.filter((s) => s.kind === 'asset')) {
      const resolve = (value: string) =>
        fields[s.name]!.resolve!({ [s.name]: value }, {}, undefined, undefined as unknown as GraphQLResolveInfo);
      expect(resolve(asset)).toBe(toGlobalId('Asset', asset));
      expect(resolve('Arial')).toBe('Arial');
    }
  });

  it("names each setting in the history by the registry's history label", () => {
    for (const locale of ['en', 'de'] as const)
      for (const s of pageSettingList) expect(pageSettingLabel(s.name, locale)).toBe(s.history[locale]);
  });
});
