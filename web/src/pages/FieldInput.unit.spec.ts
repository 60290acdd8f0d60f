import { describe, expect, it } from 'vitest';
import { elementFieldNames, elementFieldsOf, elementTypes } from '@brandtrail/domain/pages/elements';
import de from '../i18n/messages/de.json';
import en from '../i18n/messages/en.json';
import { editorLabel, hasControl } from './FieldInput';

const locales = ['en', 'de'] as const;

/**
 * The inspector is made from the domain's element registry: each field's label is the registry's
 * (with the unit its control is typed in), in both languages, and no copy of it lives among the
 * web's messages.
 */
describe("the inspector's fields", () => {
  it("are labelled with the registry's label, and the unit of their kind", () => {
    const units: Record<string, string> = { percent: ' (%)', px: ' (px)', degrees: ' (°)', url: ' (https://…)' };
    for (const locale of locales)
      for (const type of elementTypes)
        for (const field of elementFieldsOf(type)) {
          const unit = typeof field.kind === 'string' && field.name !== 'width' ? (units[field.kind] ?? '') : '';
          expect(editorLabel(field, locale)).toBe(field.label[locale] + unit);
        }
    expect(
      editorLabel(
        elementFieldsOf('headline').find((f) => f.name === 'marginTop')!,
        'de',
      ),
    ).toBe('Abstand oben (%)');
    expect(
      editorLabel(
        elementFieldsOf('hyperlink').find((f) => f.name === 'url')!,
        'en',
      ),
    ).toBe('Address (https://…)');
  });

  it('give every field a control, but those edited on the page and the colour elements shown with their colour', () => {
    for (const type of elementTypes)
      for (const field of elementFieldsOf(type)) {
        const onThePage = field.kind === 'richText' || field.kind === 'galleryItems';
        const withItsColour = field.kind === 'elementRef' && field.pairedWith !== null;
        expect({ type, field: field.name, control: hasControl(field) }).toEqual({
          type,
          field: field.name,
          control: !onThePage && !withItsColour,
        });
        if (withItsColour) expect(elementFieldsOf(type).find((f) => f.name === field.pairedWith)?.kind).toBe('hex');
      }
  });

  it('have no second label among the messages', () => {
    for (const messages of [en, de] as Record<string, unknown>[])
      for (const name of elementFieldNames) expect(Object.keys(messages)).not.toContain(`pages.inspector.${name}`);
  });
});
