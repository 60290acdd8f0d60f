import type { GraphQLInputObjectType, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { brandFieldList } from '@brandtrail/domain';
import { createSchema } from '../graphql/schema';
import { brandSettingLabel, brandSettingReference } from '../history/text';
import { brandFieldTypes } from './schema';

const schema = createSchema();

/** The API's brand fields are the domain's brand fields registry's (domain/src/brands/fields.ts). */
describe("the API's brand fields", () => {
  it("Brand has the registry's fields, of their kinds' types, with their descriptions", () => {
    const fields = (schema.getType('Brand') as GraphQLObjectType).getFields();
    for (const f of brandFieldList) {
      // One Brand answers in a type extension of its feature (readersSeeVersion: history/schema.ts).
      if (f.outputElsewhere) {
        expect(fields[f.name]).toBeDefined();
        continue;
      }
      expect(`${f.name}: ${String(fields[f.name]!.type)}`).toBe(`${f.name}: ${brandFieldTypes[f.kind].output}`);
      expect(fields[f.name]!.description ?? undefined).toBe(f.description);
    }
  });

  it("UpdateBrandInput takes exactly the registry's fields, every one optional", () => {
    const fields = (schema.getType('UpdateBrandInput') as GraphQLInputObjectType).getFields();
    expect(Object.keys(fields).filter((f) => f !== 'id' && f !== 'clientMutationId')).toEqual(brandFieldList.map((f) => f.name));
    for (const f of brandFieldList) {
      expect(`${f.name}: ${String(fields[f.name]!.type)}`).toBe(`${f.name}: ${brandFieldTypes[f.kind].input}`);
      expect(fields[f.name]!.description ?? undefined).toBe(f.inputDescription);
    }
  });

  it("names the fields in the history by the registry's labels, and the images (logo, cover) as files", () => {
    for (const locale of ['en', 'de'] as const)
      for (const f of brandFieldList.filter((f) => f.history)) expect(brandSettingLabel(f.name, locale)).toBe(f.history![locale]);
    expect(brandFieldList.filter((f) => brandSettingReference(f.name) === 'assets').map((f) => f.name)).toEqual([
      'logo',
      'cover',
    ]);
  });
});
