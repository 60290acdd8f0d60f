import { describe, expect, it } from 'vitest';
import { fold } from '../decider';
import { duForms } from '../german';
import { locales } from '../locales';
import { at, refusal } from '../testing';
import { COLOR_LABEL_MAX } from '../colors';
import { brandDecider, TEXT_MAX, type BrandEvent } from './brand';
import { brandFieldDefaults, brandFieldHistoryLabel, brandFieldList, brandFieldNames, revertedBrandFields } from './fields';

const owner = 'u-owner';
const IMAGE_ID = '00000000-0000-4000-8000-0000000000ab';
const created = brandDecider.decide({ type: 'CreateBrand', name: 'Acme', slug: 'acme' }, brandDecider.initialState, at(owner));
const state = fold(brandDecider, created);
const update = (changes: Record<string, unknown>) =>
  brandDecider.decide(
    { type: 'UpdateBrand', changes, library: { [IMAGE_ID]: { uploaded: true, mimeType: 'image/png', extension: 'png' } } },
    state,
    at(owner),
  );

/** The brand fields registry (fields.ts) and what the domain derives from it. */
describe('the brand fields registry', () => {
  it("gives a new brand the registry's fields, recording those a create records", () => {
    const initial = brandDecider.initialState as unknown as Record<string, unknown>;
    for (const f of brandFieldList) expect({ [f.name]: initial[f.name] }).toEqual({ [f.name]: brandFieldDefaults()[f.name] });
    const data = (created[0] as Extract<BrandEvent, { type: 'BrandCreated' }>).data;
    expect(Object.keys(data).sort()).toEqual(
      [...brandFieldList.filter((f) => !f.later).map((f) => f.name), 'plan', 'ownerId'].sort(),
    );
  });

  it("reads a brand created before some of its fields existed with today's defaults for them", () => {
    const bare: BrandEvent = { type: 'BrandCreated', data: { name: 'Acme', slug: 'acme', plan: 'free', ownerId: owner } };
    expect(fold(brandDecider, [bare])).toEqual(state);
  });

  it('checks an update by kind and records only what changes', () => {
    const id = IMAGE_ID.toUpperCase();
    const valid: Record<string, [unknown, unknown]> = {
      name: [' Acme Two ', 'Acme Two'],
      slug: ['acme-two', 'acme-two'],
      text: ['About us', 'About us'],
      boolean: [true, true],
      colors: [[{ hex: '#abcdef' }], [{ hex: 'ABCDEF', label: '' }]],
      fonts: [['Inter'], [{ name: 'Inter', assetIds: [] }]],
      image: [id, id.toLowerCase()],
    };
    const invalid: Record<string, [unknown, string] | undefined> = {
      name: ['', 'NAME_REQUIRED'],
      slug: ['Not a slug', 'SLUG_INVALID'],
      text: ['x'.repeat(TEXT_MAX + 1), 'TEXT_TOO_LONG'],
      colors: [[{ hex: '#abcdef', label: 'x'.repeat(COLOR_LABEL_MAX + 1) }], 'COLOR_LABEL_TOO_LONG'],
      fonts: [[''], 'FONT_NAME_INVALID'],
      image: ['nope', 'ELEMENT_ASSET_INVALID'],
    };
    for (const f of brandFieldList) {
      const [given, stored] = valid[f.kind]!;
      expect(update({ [f.name]: given })).toEqual([{ type: 'BrandUpdated', data: { [f.name]: stored } }]);
      const current = (state as unknown as Record<string, unknown>)[f.name];
      expect(update({ [f.name]: current })).toEqual([]);
      const bad = invalid[f.kind];
      if (bad) expect(refusal(() => update({ [f.name]: bad[0] }))).toBe(bad[1]);
    }
  });

  it('sets back on a restore, and shows in the history, exactly the fields with a history label', () => {
    expect(revertedBrandFields).toEqual(brandFieldList.filter((f) => f.history).map((f) => f.name));
    const target = { ...state, name: 'Then', bio: 'Then', colors: [{ hex: '000000', label: '' }], pagesOrder: [] };
    const events = brandDecider.decide({ type: 'RevertBrand', at: '2026-01-01T00:00:00Z', target }, state, at(owner));
    expect(events[1]).toEqual({
      type: 'BrandUpdated',
      data: { name: 'Then', bio: 'Then', colors: [{ hex: '000000', label: '' }] },
    });
    // A field the brand did not have at that moment (a cover, recorded since) goes back to its default.
    const withCover = { ...state, cover: IMAGE_ID };
    const before = { ...state, pagesOrder: [] } as Record<string, unknown>;
    delete before.cover;
    const back = brandDecider.decide(
      { type: 'RevertBrand', at: '2026-01-01T00:00:00Z', target: before as unknown as typeof target },
      withCover,
      at(owner),
    );
    expect(back[1]).toEqual({ type: 'BrandUpdated', data: { cover: null } });
  });

  it('labels the fields the history shows in English and formal German', () => {
    for (const locale of locales)
      for (const name of revertedBrandFields) {
        const label = brandFieldHistoryLabel(name, locale);
        expect(label).not.toBe(name);
        if (locale === 'de') expect(duForms(label)).toEqual([]);
      }
    expect(brandFieldHistoryLabel('colors', 'de')).toBe('Markenfarben');
    expect(brandFieldHistoryLabel('mission', 'en')).toBe('mission');
    expect(brandFieldNames).toContain('readersSeeVersion');
  });
});
