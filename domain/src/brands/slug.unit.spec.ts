import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { reservedPageSlugs } from '../pages/page';
import { checkSlug, reservedSlugs, slugCandidate, slugify } from './slug';

describe('slugs', () => {
  it('derive from names, German letters included', () => {
    expect(slugify('Müller & Söhne GmbH')).toBe('mueller-soehne-gmbh');
    expect(slugify('  Café Crème  ')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('brand');
    expect(slugify('a'.repeat(80))).toHaveLength(60);
  });
  it('number further candidates and never offer a reserved word', () => {
    expect(slugCandidate('acme', 0)).toBe('acme');
    expect(slugCandidate('acme', 1)).toBe('acme-2');
    expect(slugCandidate('login', 0)).toBe('login-2');
    expect(slugCandidate('directory', 0)).toBe('directory-2');
  });
  it('accept lower-case words joined by single dashes only', () => {
    expect(() => checkSlug('acme-brand-2')).not.toThrow();
    for (const bad of ['Acme', 'acme--x', '-acme', 'acme-', 'ac me', '', 'admin', 'directory']) {
      expect(() => checkSlug(bad), bad).toThrow(DomainError);
    }
  });
});

describe('reserved addresses and the route tree', () => {
  it('no brand takes a top-level word of the routes, and no page a word below a brand', () => {
    for (const word of [
      'login',
      's',
      'invitations',
      'lost-password',
      'reset-password',
      'login-link',
      'en',
      'de',
      'directory',
      'admin',
    ])
      expect(reservedSlugs.has(word), word).toBe(true);
    expect([...reservedPageSlugs].sort()).toEqual(['assets', 'history', 'settings', 'versions']);
  });
});
