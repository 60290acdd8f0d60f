import { duForms } from '@brandtrail/domain/german';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { germanLegal } from './content.de';

describe('German legal pages', () => {
  it('address the reader with "Sie", never with "du"', () => {
    for (const [kind, content] of Object.entries(germanLegal)) {
      const html = renderToStaticMarkup(createElement(MemoryRouter, null, content));
      const text = html.replace(/<[^>]*>/g, ' ');
      expect(text.trim().length, kind).toBeGreaterThan(100);
      expect(duForms(text), kind).toEqual([]);
    }
  });
});
