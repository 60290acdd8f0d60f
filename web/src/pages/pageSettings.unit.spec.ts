import { describe, expect, it } from 'vitest';
import type { ReaderSelection } from 'relay-runtime';
import { pageSettingList } from '@brandtrail/domain/pages/settings';
import fragment from '../__generated__/pageSettings_page.graphql';
import de from '../i18n/messages/de.json';
import en from '../i18n/messages/en.json';

/** What relay-compiler made of the generated fragment: the fields it selects, with their own fields. */
const selected = (selections: readonly ReaderSelection[]): [string, string[] | null][] =>
  selections.map((s) => {
    if (s.kind === 'ScalarField') return [s.name, null];
    if (s.kind === 'LinkedField') return [s.name, selected(s.selections).map(([name]) => name)];
    throw new Error(`unexpected ${s.kind} in the page settings fragment`);
  });

/** The settings form reads the page's settings from the registry: the fragment and the labels. */
describe('the page settings form', () => {
  it("selects exactly the registry's settings (a parent page by its id)", () => {
    expect(selected(fragment.selections)).toEqual([
      ['id', null],
      ...pageSettingList.map((s): [string, string[] | null] => (s.kind === 'page' ? ['parent', ['id']] : [s.name, null])),
    ]);
  });

  it('has no second label among the messages', () => {
    const labels = new Set(pageSettingList.flatMap((s) => [s.label.en, s.label.de]));
    for (const messages of [en, de] as Record<string, { defaultMessage: string }>[])
      for (const [id, { defaultMessage }] of Object.entries(messages))
        if (id.startsWith('pageSettings.')) expect({ id, label: labels.has(defaultMessage) }).toEqual({ id, label: false });
  });
});
