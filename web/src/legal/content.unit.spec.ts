import { duForms } from '@brandtrail/domain/german';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { planNames, plans } from '@brandtrail/domain/brands/plans';
import { germanLegal } from './content.de';
import { englishLegal } from './content.en';

describe('German legal pages', () => {
  it('address the reader with "Sie", never with "du"', () => {
    for (const [kind, content] of Object.entries(germanLegal)) {
      const html = renderToStaticMarkup(createElement(MemoryRouter, null, content));
      const text = html.replace(/<[^>]*>/g, ' ');
      expect(text.trim().length, kind).toBeGreaterThan(100);
      expect(duForms(text), kind).toEqual([]);
    }
  });

  it("name the plans as the product does (the domain's plan names)", () => {
    for (const [lang, content] of [
      ['en', englishLegal.terms],
      ['de', germanLegal.terms],
    ] as const) {
      const text = renderToStaticMarkup(createElement(MemoryRouter, null, content)).replace(/<[^>]*>/g, ' ');
      for (const plan of plans) expect(text, `${lang}: ${plan}`).toContain(planNames[plan][lang]);
      // Not the API's values in their stead.
      expect(text).not.toMatch(/\(free, basic, pro\)/);
    }
  });
});
