import { describe, expect, it } from 'vitest';
import { brandLookup } from './lookup';

describe('the brand lookup', () => {
  it('reads /brands/:id as an id and anything else as a slug', () => {
    expect(brandLookup({ id: 'QnJhbmQ6MQ' })).toEqual({ slug: '', id: 'QnJhbmQ6MQ', byId: true });
    expect(brandLookup({ brand: 'acme' })).toEqual({ slug: 'acme', id: '', byId: false });
  });
});
