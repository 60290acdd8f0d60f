import { describe, expect, it } from 'vitest';
import { duForms } from '../german';
import { locales } from '../locales';
import { refusal } from '../testing';
import { checkPageChanges, pageDecider } from './page';
import { assetReferencesOf, pageAssetFields, pageReferenceFields } from './references';
import {
  pageSetting,
  pageSettingDefaults,
  pageSettingHistoryLabel,
  pageSettingLimits,
  pageSettingList,
  pageSettingNames,
  revertedPageSettings,
  type PageSettingKind,
} from './settings';
import { revertedPageSettings as revertedBySteps } from './steps';
import { NAME_MAX } from '../brands/brand';
import { SLUG_MAX } from '../brands/slug';

/** The page settings registry (settings.ts) and what the domain derives from it. */
describe('the page settings registry', () => {
  it("gives a new page exactly the registry's settings with their defaults", () => {
    const state = pageDecider.initialState as unknown as Record<string, unknown>;
    for (const s of pageSettingList) expect({ [s.name]: state[s.name] }).toEqual({ [s.name]: s.default });
    expect(Object.keys(pageSettingDefaults())).toEqual(pageSettingNames);
    const created = pageDecider.decide(
      {
        type: 'CreatePage',
        id: '10000000-0000-4000-8000-000000000000',
        brandId: 'b',
        name: 'A',
        slug: 'a',
        role: 'owner',
        brandPublic: false,
      },
      pageDecider.initialState,
      { userId: 'u', admin: false, now: new Date(0) },
    )[0]!;
    expect(Object.keys(created.data as object).sort()).toEqual(['id', 'brandId', ...pageSettingNames].sort());
  });

  it('checks each setting by its kind, and lets the nullable ones be cleared', () => {
    const state = { ...pageDecider.initialState, exists: true, id: '10000000-0000-4000-8000-000000000000', name: 'A', slug: 'a' };
    const id = '00000000-0000-4000-8000-0000000000AB';
    const valid: Record<PageSettingKind, unknown> = {
      name: ' B ',
      slug: 'b',
      page: id,
      asset: id,
      hex: '#abcdef',
      elementRef: id,
      boolean: true,
    };
    const stored: Record<PageSettingKind, unknown> = {
      name: 'B',
      slug: 'b',
      page: id.toLowerCase(),
      asset: id.toLowerCase(),
      hex: 'ABCDEF',
      elementRef: id.toLowerCase(),
      boolean: true,
    };
    const invalid: Record<PageSettingKind, [unknown, string]> = {
      boolean: ['yes', 'REQUEST_INVALID'],
      name: ['x'.repeat(NAME_MAX + 1), 'NAME_TOO_LONG'],
      slug: ['Not a slug', 'SLUG_INVALID'],
      page: ['nope', 'PAGE_PARENT_INVALID'],
      asset: ['nope', 'ELEMENT_ASSET_INVALID'],
      hex: ['nope', 'COLOR_INVALID'],
      elementRef: ['nope', 'ELEMENT_ID_INVALID'],
    };
    for (const s of pageSettingList) {
      expect(checkPageChanges({ [s.name]: valid[s.kind] }, state)).toEqual({ [s.name]: stored[s.kind] });
      expect(refusal(() => checkPageChanges({ [s.name]: invalid[s.kind][0] as string }, state))).toBe(invalid[s.kind][1]);
      if (s.nullable)
        expect(checkPageChanges({ [s.name]: null }, { ...state, [s.name]: stored[s.kind] })).toEqual({ [s.name]: null });
    }
  });

  it('derives the settings a restore sets back, the references and the limits', () => {
    expect(revertedPageSettings).toEqual(pageSettingList.filter((s) => s.revert).map((s) => s.name));
    expect(revertedBySteps).toBe(revertedPageSettings);
    expect(pageReferenceFields).toEqual(pageSettingList.filter((s) => s.kind === 'elementRef').map((s) => s.name));
    expect(pageAssetFields).toEqual(pageSettingList.filter((s) => s.kind === 'asset').map((s) => s.name));
    const font = '00000000-0000-4000-8000-0000000000F1';
    expect(assetReferencesOf({ fontAsset: font, elements: [] })).toEqual([
      { elementId: null, field: 'fontAsset', asset: font.toLowerCase() },
    ]);
    expect(pageSettingLimits(pageSetting('name')!)).toEqual({ maxLength: NAME_MAX });
    expect(pageSettingLimits(pageSetting('slug')!).maxLength).toBe(SLUG_MAX);
  });

  it('pairs every colour element reference with the colour setting it wins over', () => {
    for (const s of pageSettingList.filter((s) => s.kind === 'elementRef')) {
      expect(s.pairedWith).not.toBeNull();
      expect(pageSetting(s.pairedWith!)).toMatchObject({ kind: 'hex', pairedWith: s.name });
    }
  });

  it('labels every setting in English and formal German, in the form and in the history', () => {
    for (const locale of locales)
      for (const s of pageSettingList) {
        for (const label of [s.label[locale], s.history[locale]]) {
          expect(label).not.toBe('');
          if (locale === 'de') expect(duForms(label)).toEqual([]);
        }
        expect(pageSettingHistoryLabel(s.name, locale)).toBe(s.history[locale]);
      }
    expect(pageSettingHistoryLabel('fontAsset', 'de')).toBe('Seitenschrift');
    // A setting an older event names that this code does not know: as it is.
    expect(pageSettingHistoryLabel('layout', 'en')).toBe('layout');
  });
});
