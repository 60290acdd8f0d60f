import type { Params } from 'react-router';

/** Variables of the queries that find a brand by its address (spec, point 2: brand lookup). */
export interface BrandLookup {
  slug: string;
  id: string;
  byId: boolean;
}

/**
 * A path starting with /brands/ names a brand by id (`/brands/:id`), any other by slug
 * (`/:brand`). The queries ask for `brand(id)` when byId, else `brandBySlug(slug)`.
 */
export function brandLookup(params: Params): BrandLookup {
  if (params.id !== undefined) return { slug: '', id: params.id, byId: true };
  return { slug: params.brand ?? '', id: '', byId: false };
}

/** The address of a brand's home, settings, ... from its slug. */
export const brandPath = (slug: string, ...rest: string[]): string => ['', slug, ...rest].join('/');
