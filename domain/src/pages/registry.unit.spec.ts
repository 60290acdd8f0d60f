import { describe, expect, it } from 'vitest';
import { refusal } from '../testing';
import { duForms } from '../german';
import { locales } from '../locales';
import {
  checkElementFields,
  elementEnums,
  elementField,
  elementFieldNames,
  elementFieldsOf,
  elementTypeLabel,
  elementTypes,
  fieldDescription,
  fieldGroups,
  fieldLabel,
  formatFieldValue,
  graphqlShape,
  newElement,
  typesWith,
  type ElementType,
} from './elements';

const id = '00000000-0000-4000-8000-000000000001';

describe('the element field registry', () => {
  it('puts every layout setting of an element under a heading of the editor, in English and German', () => {
    for (const type of elementTypes) {
      const layout = elementFieldsOf(type).filter((f) => f.common && !f.row);
      // The colour element a text colour follows is chosen with the text colour.
      expect(layout.filter((f) => !f.group).map((f) => f.name)).toEqual(['textColorElement']);
    }
    for (const labels of Object.values(fieldGroups)) for (const locale of locales) expect(labels[locale]).toMatch(/\S/);
  });

  it('gives each type exactly the fields newElement makes, common ones first', () => {
    for (const type of elementTypes) {
      const fields = elementFieldsOf(type).map((f) => f.name);
      expect(Object.keys(newElement(type, id))).toEqual(['id', 'type', ...fields]);
      const common = elementFieldNames.filter((name) => typesWith(name) === 'common');
      expect(fields.slice(0, common.length)).toEqual(common);
    }
  });

  it('says which types have each field, as the types themselves do', () => {
    for (const name of elementFieldNames) {
      const types = typesWith(name);
      const having = elementTypes.filter((type) => elementField(type, name));
      expect(having).toEqual(types === 'common' ? elementTypes : types);
      expect(having.length).toBeGreaterThan(0);
    }
  });

  it('holds defaults that pass their own rules unchanged', () => {
    for (const type of elementTypes)
      for (const field of elementFieldsOf(type))
        expect(field.rule(structuredClone(field.default), field.name)).toEqual(field.default);
  });

  it('calls a field nullable exactly when its rule takes null, and PageElement nullable when a type lacks it', () => {
    for (const name of elementFieldNames) {
      const holders = elementTypes.flatMap((type) => elementField(type, name) ?? []);
      for (const field of holders) {
        if (field.nullable) expect(field.rule(null, name)).toBeNull();
        else expect(refusal(() => field.rule(null, name))).toMatch(/^ELEMENT_(FIELD|TEXT)_INVALID$/);
      }
      // One nullability per field: the API has one GraphQL field for all the types.
      expect(new Set(holders.map((f) => f.nullable)).size).toBe(1);
      expect(graphqlShape(name).nullable).toBe(typesWith(name) !== 'common' || holders[0]!.nullable);
    }
  });

  it('refuses through checkElementFields every field a type lacks', () => {
    for (const type of elementTypes)
      for (const name of elementFieldNames.filter((n) => !elementField(type, n)))
        expect(refusal(() => checkElementFields(type, { [name]: null }))).toBe('ELEMENT_FIELD_UNKNOWN');
  });

  it('names enum fields after an enum whose values are exactly what the rule takes', () => {
    let enumFields = 0;
    for (const type of elementTypes)
      for (const field of elementFieldsOf(type)) {
        if (typeof field.kind !== 'object') continue;
        enumFields++;
        expect(elementEnums).toContain(field.kind);
        expect(graphqlShape(field.name).type).toBe(field.kind.name);
        for (const value of field.kind.values) expect(field.rule(value, field.name)).toBe(value);
        expect(refusal(() => field.rule('sideways', field.name))).toBe('ELEMENT_FIELD_INVALID');
      }
    expect(enumFields).toBeGreaterThan(0);
  });

  it('has GraphQL shapes for lists, objects, integers and the historic font setting', () => {
    expect(graphqlShape('assets')).toEqual({ type: 'ID', input: 'ID', list: true, nullable: true });
    expect(graphqlShape('colors')).toEqual({ type: 'PaletteColor', input: 'PaletteColorInput', list: true, nullable: true });
    expect(graphqlShape('items')).toEqual({ type: 'GalleryItem', input: 'GalleryItemInput', list: true, nullable: true });
    expect(graphqlShape('columns')).toEqual({ type: 'Int', input: 'Int', list: false, nullable: true });
    expect(graphqlShape('width')).toEqual({ type: 'Float', input: 'Float', list: false, nullable: false });
    expect(graphqlShape('fontAsset')).toEqual({ type: 'String', input: 'String', list: false, nullable: true });
    expect(graphqlShape('rowWidth')).toEqual({ type: 'RowWidth', input: 'RowWidth', list: false, nullable: false });
  });

  it('documents every field, naming the types of the fields only some have', () => {
    for (const name of elementFieldNames) expect(fieldDescription(name)).not.toBe('');
    expect(fieldDescription('label').split('\n')).toEqual([
      "color: the colour's label.",
      "hyperlink, download: the button's label.",
      'mockup: the label under it.',
    ]);
  });

  it('labels every field of every type and every type in English and formal German', () => {
    for (const locale of locales)
      for (const type of elementTypes) {
        expect(elementTypeLabel(type, locale)).not.toBe('');
        for (const field of elementFieldsOf(type)) {
          const label = fieldLabel(type, field.name, locale);
          expect(label).not.toBe('');
          if (locale === 'de') expect(duForms(label)).toEqual([]);
        }
      }
    expect(fieldLabel('color', 'color', 'en')).toBe('HEX');
    expect(fieldLabel('mockup', 'color', 'de')).toBe('Rahmenfarbe');
    expect(fieldLabel('font', 'text', 'de')).toBe('Mustertext');
    expect(fieldLabel('headline', 'text', 'en')).toBe('Text');
    expect(elementTypeLabel('color', 'en')).toBe('Colour');
    expect(elementTypeLabel('hyperlink', 'de')).toBe('Link-Schaltfläche');
    // What an older event may name: shown as it is rather than dropped.
    expect(elementTypeLabel('carousel', 'en')).toBe('carousel');
    expect(fieldLabel('carousel', 'speed', 'de')).toBe('speed');
  });
});

describe('formatFieldValue', () => {
  const nbsp = '\u00a0';
  const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
  const cases: [ElementType, string, unknown, 'en' | 'de', string][] = [
    ['color', 'color', '1A2B3C', 'en', '#1A2B3C'],
    ['color', 'color', null, 'en', 'none'],
    ['color', 'color', null, 'de', 'keine'],
    ['text', 'marginTop', 0.02, 'en', '2%'],
    ['text', 'marginTop', 0.02, 'de', `2${nbsp}%`],
    ['text', 'width', 1 / 3, 'en', '33.3%'],
    ['mockup', 'scale', 0.75, 'en', '75%'],
    ['headline', 'fontSize', 36, 'en', '36 px'],
    ['spacer', 'separatorSize', 1.5, 'de', '1,5 px'],
    ['hyperlink', 'borderRadius', 30, 'de', '30 px'],
    ['mockup', 'rotation', -90, 'en', '-90°'],
    ['gallery', 'columns', 3, 'en', '3'],
    ['text', 'newLine', true, 'en', 'on'],
    ['text', 'newLine', false, 'de', 'aus'],
    ['gallery', 'lightbox', true, 'de', 'an'],
    ['gallery', 'fit', 'contain', 'de', 'Ganzes Bild zeigen'],
    ['mockup', 'variant', 'phone', 'en', 'Phone'],
    ['text', 'rowWidth', 'fullwidth', 'de', 'Volle Breite'],
    ['headline', 'text', doc('Brand colours'), 'en', 'Brand colours'],
    ['headline', 'text', { type: 'doc', content: [{ type: 'paragraph' }] }, 'de', 'keine'],
    ['font', 'text', 'ABC\nabc\n012', 'en', 'ABC abc 012'],
    ['hyperlink', 'label', '', 'en', 'none'],
    ['gallery', 'assets', [id, id, id], 'en', '3 files'],
    ['gallery', 'assets', [id, id, id], 'de', '3 Dateien'],
    ['download', 'assets', [id], 'en', '1 file'],
    ['download', 'assets', [id], 'de', '1 Datei'],
    ['mockup', 'asset', id, 'en', 'file'],
    ['font', 'asset', id, 'de', 'Datei'],
    ['mockup', 'asset', null, 'en', 'none'],
    ['text', 'fontAsset', id, 'en', 'file'],
    ['link', 'linkedElement', id, 'en', 'linked'],
    ['text', 'textColorElement', id, 'de', 'verknüpft'],
    [
      'color',
      'colors',
      [
        { color: '000000', label: '' },
        { color: 'FFFFFF', label: '' },
      ],
      'en',
      '2 colours',
    ],
    ['color', 'colors', [{ color: '000000', label: '' }], 'de', '1 Farbe'],
    ['gallery', 'items', [{ asset: id, caption: 'A', link: '' }], 'en', '1 item'],
    ['gallery', 'items', [], 'de', '0 Einträge'],
  ];
  it.each(cases)('%s.%s %j in %s: %s', (type, field, value, locale, shown) => {
    expect(formatFieldValue(type, field, value, locale)).toBe(shown);
  });

  it('cuts long text at 80 characters with an ellipsis', () => {
    const long = 'word '.repeat(40);
    for (const [type, value] of [
      ['text', doc(long)],
      ['hyperlink', long],
    ] as const) {
      const field = type === 'text' ? 'text' : 'info';
      const shown = formatFieldValue(type, field, value, 'en');
      expect(shown.endsWith('…')).toBe(true);
      expect(shown.length).toBeLessThanOrEqual(81);
      expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    }
  });

  it('shows a field of no known type by the field, and an unknown field as plain as it comes', () => {
    expect(formatFieldValue('carousel', 'textColor', 'ABCDEF', 'en')).toBe('#ABCDEF');
    expect(formatFieldValue('carousel', 'speed', 3, 'en')).toBe('3');
  });
});
