import { describe, expect, it } from 'vitest';
import type { ReaderSelection } from 'relay-runtime';
import { brandFieldList, type BrandFieldKind } from '@brandtrail/domain';
import fragment from '../__generated__/brandFields_brand.graphql';

/** What relay-compiler made of the generated fragment: the fields it selects, with their own fields (nested as `files.id`). */
const selected = (selections: readonly ReaderSelection[]): [string, string[] | null][] =>
  selections.map((s) => {
    if (s.kind === 'ScalarField') return [s.name, null];
    if (s.kind === 'LinkedField')
      return [s.name, selected(s.selections).flatMap(([name, inner]) => (inner ? inner.map((i) => `${name}.${i}`) : [name]))];
    throw new Error(`unexpected ${s.kind} in the brand fields fragment`);
  });

/** A value of each kind as the registry holds it, read through GraphQL: a colour, a font (its files by id), an image asset (the logo, the cover). */
const kindFields: Record<BrandFieldKind, string[] | null> = {
  name: null,
  slug: null,
  text: null,
  boolean: null,
  colors: ['hex', 'label'],
  fonts: ['name', 'files.id'],
  image: ['id'],
};

describe('the brand fields fragment', () => {
  it("selects exactly the registry's fields, each in its kind's shape", () => {
    expect(selected(fragment.selections)).toEqual([
      ['id', null],
      ...brandFieldList.map((f): [string, string[] | null] => [f.name, kindFields[f.kind]]),
    ]);
  });
});
