import { describe, expect, it } from 'vitest';
import { refusal } from '../testing';
import { elementFieldsOf, elementTypes, fieldLimits } from './elements';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The limits the registry gives the web's inputs (fieldLimits) are exactly what each field's rule
 * takes: a value at a bound passes, one beyond it is refused.
 */
describe("element fields' limits", () => {
  it('exist for every number, text and list field', () => {
    for (const type of elementTypes) {
      for (const field of elementFieldsOf(type)) {
        const { limits } = field;
        if (['percent', 'px', 'degrees', 'count'].includes(field.kind as string)) {
          expect(limits.min, `${type}.${field.name}`).toBeTypeOf('number');
          expect(limits.max, `${type}.${field.name}`).toBeTypeOf('number');
        }
        if (field.kind === 'text') expect(limits.maxLength, `${type}.${field.name}`).toBeTypeOf('number');
        if (['assets', 'palette', 'galleryItems'].includes(field.kind as string)) {
          expect(limits.maxItems, `${type}.${field.name}`).toBeTypeOf('number');
        }
      }
    }
  });

  it("are the rules' own bounds", () => {
    let checked = 0;
    for (const type of elementTypes) {
      for (const field of elementFieldsOf(type)) {
        const { min, max, integer, aboveMin, maxLength, maxItems } = fieldLimits(type, field.name);
        const run = (value: unknown) => refusal(() => field.rule(value, field.name));
        if (min !== undefined && max !== undefined) {
          expect(run(max), `${type}.${field.name} at ${max}`).toBeUndefined();
          const step = integer ? 1 : 1e-9;
          expect(run(aboveMin ? min : min - step), `${type}.${field.name} below ${min}`).toBe('ELEMENT_FIELD_RANGE');
          expect(run(max + step), `${type}.${field.name} above ${max}`).toBe('ELEMENT_FIELD_RANGE');
          if (!aboveMin) expect(run(min), `${type}.${field.name} at ${min}`).toBeUndefined();
          if (integer) expect(run(min + 0.5), `${type}.${field.name} at ${min + 0.5}`).toBe('ELEMENT_FIELD_INVALID');
          checked++;
        }
        if (maxLength !== undefined) {
          // An address: a valid one of exactly the longest length.
          const long = field.name === 'url' ? 'https://example.com/' + 'a'.repeat(maxLength - 20) : 'a'.repeat(maxLength);
          expect(run(long), `${type}.${field.name} of ${maxLength}`).toBeUndefined();
          expect(run(long + 'a'), `${type}.${field.name} of ${maxLength + 1}`).toBeDefined();
          checked++;
        }
        if (maxItems !== undefined) {
          const item = (n: number) =>
            field.kind === 'palette' ? { color: '2F4BD8', label: '' } : field.kind === 'galleryItems' ? { asset: id(n) } : id(n);
          const list = (length: number) => Array.from({ length }, (_, n) => item(n));
          expect(run(list(maxItems)), `${type}.${field.name} of ${maxItems}`).toBeUndefined();
          expect(run(list(maxItems + 1)), `${type}.${field.name} of ${maxItems + 1}`).toBe('ELEMENT_LIST_TOO_LONG');
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('name the fields each type has, and no others', () => {
    expect(fieldLimits('headline', 'fontSize')).toMatchObject({ min: 6, max: 400 });
    expect(fieldLimits('gallery', 'columns')).toMatchObject({ min: 1, max: 8, integer: true });
    expect(fieldLimits('hyperlink', 'label').maxLength).toBeGreaterThan(0);
    expect(fieldLimits('text', 'newLine')).toEqual({});
    expect(() => fieldLimits('text', 'columns')).toThrow();
  });
});
