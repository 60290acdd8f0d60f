/*
 * The address a new brand will get, derived from its name like the API derives it
 * (domain/src/brands/slug.ts, which the web client cannot import): a preview only; when the
 * address is taken, the API adds -2, -3, ...
 */
const SLUG_MAX = 60;
const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

export function slugPreview(name: string): string {
  const slug = name
    .replace(/[äöüßÄÖÜ]/g, (c) => umlauts[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'brand';
}

/** What a slug must look like (the API's rule): lower-case letters, digits and single dashes. */
export const SLUG_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';
