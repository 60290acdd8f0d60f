import { planNames, plans } from '@brandtrail/domain/brands/plans';
import { duForms } from '@brandtrail/domain/german';
import type { Locale } from './locale';
import { describe, expect, it } from 'vitest';
import compiledDe from './compiled/de.json';
import compiledEn from './compiled/en.json';
import sourceDe from './messages/de.json';
import sourceEn from './messages/en.json';

interface Node {
  type: number;
  value?: string;
  children?: Node[];
  options?: Record<string, { value: Node[] }>;
}

/** The arguments and tags a compiled message uses, e.g. ["arg:count", "tag:link"]. */
function placeholders(nodes: Node[], found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.type === 8) found.add(`tag:${node.value}`);
    else if (node.type >= 1 && node.type <= 6) found.add(`arg:${node.value}`);
    if (node.children) placeholders(node.children, found);
    for (const option of Object.values(node.options ?? {})) placeholders(option.value, found);
  }
  return found;
}

/**
 * What a reader sees of a compiled message, as texts: the message itself with each argument as "0"
 * and each plural or select as its "other" case, then every other case on its own.
 */
function texts(nodes: Node[]): string[] {
  const cases: string[] = [];
  const inline = (list: Node[]): string =>
    list
      .map((node) => {
        if (node.type === 0) return node.value ?? '';
        if (node.type === 8) return inline(node.children ?? []);
        if (node.type !== 5 && node.type !== 6) return '0';
        const options = node.options ?? {};
        for (const [key, option] of Object.entries(options)) if (key !== 'other') cases.push(...texts(option.value));
        return inline(options.other?.value ?? []);
      })
      .join('');
  return [inline(nodes), ...cases];
}

const en = compiledEn as unknown as Record<string, Node[]>;
const de = compiledDe as unknown as Record<string, Node[]>;

describe('messages', () => {
  it('use explicit, namespaced ids (no generated hashes)', () => {
    for (const id of Object.keys(sourceEn)) expect(id).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
  });

  it('are all translated to German, and nothing more', () => {
    expect(Object.keys(sourceDe).sort()).toEqual(Object.keys(sourceEn).sort());
  });

  it('are compiled from the current sources (npm run generate)', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sourceEn).sort());
    expect(Object.keys(de).sort()).toEqual(Object.keys(sourceDe).sort());
  });

  it('keep the same arguments and tags in German', () => {
    for (const id of Object.keys(en)) {
      expect([...placeholders(de[id] ?? [])].sort(), id).toEqual([...placeholders(en[id] ?? [])].sort());
    }
  });

  it('address the reader with "Sie" in German, never with "du"', () => {
    const informal = Object.entries(de)
      .map(([id, nodes]) => [id, texts(nodes).flatMap(duForms)] as const)
      .filter(([, found]) => found.length > 0);
    expect(Object.fromEntries(informal)).toEqual({});
  });

  it('carry the spec texts', () => {
    expect(sourceEn['terms.required'].defaultMessage).toBe('Agreement is required to proceed.');
    expect(sourceDe['terms.required'].defaultMessage).toBe('Die Zustimmung ist erforderlich, um fortzufahren.');
    expect(sourceEn['error.notFound'].defaultMessage).toBe('This page could not be found');
    expect(sourceEn['error.failed'].defaultMessage).toBe('An error occurred while showing the error page');
    expect(sourceEn['newBrand.failed'].defaultMessage).toBe('Unable to create brand');
  });

  it('name the plans as the domain does, in both languages', () => {
    const source = { en: sourceEn, de: sourceDe } as Record<Locale, Record<string, { defaultMessage: string }>>;
    for (const locale of ['en', 'de'] as const) {
      for (const plan of plans) expect(source[locale][`brand.plan.${plan}`]?.defaultMessage, plan).toBe(planNames[plan][locale]);
    }
  });

  it('say "coming soon" with one message, translated once', () => {
    const soonEn = Object.entries(sourceEn).filter(([, m]) => /coming soon/i.test(m.defaultMessage));
    expect(soonEn.map(([id]) => id)).toEqual(['common.comingSoon']);
    // No other German words for it either.
    const soonDe = Object.entries(sourceDe).filter(([, m]) =>
      /bald verfügbar|demnächst|in kürze|coming soon/i.test(m.defaultMessage),
    );
    expect(soonDe.map(([id]) => id)).toEqual(['common.comingSoon']);
  });
});
