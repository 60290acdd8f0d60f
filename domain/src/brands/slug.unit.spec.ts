import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { checkSlug, slugCandidate, slugify } from './slug';

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
