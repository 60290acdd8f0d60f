import { describe, expect, it } from 'vitest';
import { slugPreview } from './slug';
import { brandLookup } from './lookup';

describe('the address preview', () => {
  it('derives the slug like the API', () => {
    expect(slugPreview('Müller & Co')).toBe('mueller-co');
    expect(slugPreview('  Acme Coffee  ')).toBe('acme-coffee');
    expect(slugPreview('Café Crème')).toBe('cafe-creme');
    expect(slugPreview('!!!')).toBe('brand');
  });
});

describe('the brand lookup', () => {
  it('reads /brands/:id as an id and anything else as a slug', () => {
    expect(brandLookup({ id: 'QnJhbmQ6MQ' })).toEqual({ slug: '', id: 'QnJhbmQ6MQ', byId: true });
    expect(brandLookup({ brand: 'acme' })).toEqual({ slug: 'acme', id: '', byId: false });
  });
});
