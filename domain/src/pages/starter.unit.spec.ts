import { describe, expect, it } from 'vitest';
import { AI_BRAND_TEXT_MAX, defaultColorName } from '../ai';
import type { BrandAccess } from '../access/policy';
import type { DomainEvent } from '../decider';
import { at } from '../testing';
import { newElement } from './elements';
import { pageDecider, type PageEvent, type PageState } from './page';
import { starterPages, textDocument } from './starter';

const owner = 'u-owner';
const asOwner: BrandAccess = { role: 'owner', brandPublic: false };
const logo = '20000000-0000-4000-8000-000000000001';
const interFile = '20000000-0000-4000-8000-000000000002';
const goneFile = '20000000-0000-4000-8000-000000000003';
const texts = {
  textLogo: 'Give the mark room.',
  textColors: 'Blue leads.\n\nCoral accents.\nSparingly.',
  textFonts: 'Inter for everything.',
  textEssence: 'Paint that lasts.',
  textPersonality: '   ',
};
const brand = {
  logo,
  colors: [
    { hex: '2F4BD8', label: 'Sky' },
    { hex: 'FF6F59', label: 'Coral' },
  ],
  fonts: [
    { name: 'Inter', assetIds: [goneFile, interFile] },
    { name: 'Lora', assetIds: [] },
  ],
};

describe('starter pages of a brand made with AI', () => {
  it('builds the five pages, named in the language, with the elements of the kit and the texts', () => {
    const pages = starterPages(brand, texts, 'de', (id) => id === interFile);
    expect(pages.map((p) => [p.key, p.name, p.elements.map((e) => e.type)])).toEqual([
      ['logo', 'Logo', ['gallery', 'text']],
      ['colors', 'Farben', ['color', 'color', 'text']],
      ['fonts', 'Typografie', ['font', 'font', 'text']],
      ['essence', 'Markenkern', ['text']],
      // An empty text gives no element.
      ['personality', 'Persönlichkeit', []],
    ]);
    const [logoPage, colors, fonts] = pages;
    expect(logoPage!.elements[0]!.fields).toEqual({ assets: [logo] });
    expect(colors!.elements.slice(0, 2).map((e) => e.fields)).toEqual([
      { color: '2F4BD8', label: 'Sky' },
      { color: 'FF6F59', label: 'Coral' },
    ]);
    // The first usable file of a font; a font without one shows its name over the sample.
    expect(fonts!.elements[0]!.fields.asset).toBe(interFile);
    expect(fonts!.elements[1]!.fields).toMatchObject({ asset: null, text: expect.stringMatching(/^Lora\nABCDEFG/) as unknown });
    expect(colors!.elements[2]!.fields.text).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Blue leads.' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Coral accents.' }, { type: 'hardBreak' }, { type: 'text', text: 'Sparingly.' }],
        },
      ],
    });
    expect(starterPages({ logo: null, colors: [], fonts: [] }, texts, 'en').map((p) => [p.name, p.elements.length])).toEqual([
      ['Logo', 1],
      ['Colours', 1],
      ['Typography', 1],
      ['Essence', 1],
      ['Personality', 0],
    ]);
  });

  it('cuts a text to the limit and names colours without a name by their place', () => {
    const doc = textDocument('x'.repeat(AI_BRAND_TEXT_MAX + 10));
    expect(JSON.stringify(doc)).toContain('x'.repeat(AI_BRAND_TEXT_MAX) + '"');
    expect(JSON.stringify(doc)).not.toContain('x'.repeat(AI_BRAND_TEXT_MAX + 1));
    expect(textDocument('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect([defaultColorName(3, 'en'), defaultColorName(3, 'de')]).toEqual(['Color 3', 'Farbe 3']);
  });

  it('is one CreatePage per page: the page and its elements, one step that one undo takes back', () => {
    const pageId = '10000000-0000-4000-8000-000000000000';
    const [colors] = starterPages(brand, texts, 'en').slice(1);
    const elements: { elementId: string; elementType: string; fields: Record<string, unknown> }[] = colors!.elements.map(
      (e, i) => ({
        elementId: `30000000-0000-4000-8000-00000000000${i}`,
        elementType: e.type,
        fields: e.fields,
      }),
    );
    const ctx = at(owner);
    const events = pageDecider.decide(
      { type: 'CreatePage', ...asOwner, id: pageId, brandId: 'b-1', name: colors!.name, slug: 'colours', elements },
      pageDecider.initialState,
      ctx,
    );
    expect(events.map((e) => e.type)).toEqual(['PageCreated', 'ElementAdded', 'ElementAdded', 'ElementAdded']);
    expect(events[1]).toEqual({
      type: 'ElementAdded',
      data: { index: 0, step: 0, element: { ...newElement('color', elements[0]!.elementId), color: '2F4BD8', label: 'Sky' } },
    });
    const meta = { userId: owner, time: ctx.now.toISOString() } as DomainEvent['meta'];
    const fold = (list: PageEvent[], state: PageState = pageDecider.initialState) =>
      list.reduce((s, e) => pageDecider.evolve(s, { ...e, meta }), state);
    const made = fold(events);
    expect(made.elements.map((e) => e.type)).toEqual(['color', 'color', 'text']);
    const undone = fold(pageDecider.decide({ type: 'UndoPage', ...asOwner }, made, ctx), made);
    expect(undone.elements).toEqual([]);
    // The elements' own rules hold: an unknown type, a bad field, an asset the library lacks.
    const refused =
      (list: typeof elements, library = {}) =>
      () =>
        pageDecider.decide(
          { type: 'CreatePage', ...asOwner, id: pageId, brandId: 'b-1', name: 'X', slug: 'x', elements: list, library },
          pageDecider.initialState,
          ctx,
        );
    expect(refused([{ ...elements[0]!, elementType: 'video' }])).toThrow(/ELEMENT_TYPE_INVALID|type/i);
    expect(refused([{ ...elements[0]!, fields: { color: 'nope' } }])).toThrow();
    expect(refused([{ ...elements[0]!, elementType: 'gallery', fields: { assets: [logo] } }])).toThrow();
    expect(refused([elements[0]!, elements[0]!])).toThrow();
  });
});
