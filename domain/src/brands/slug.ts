import { fail } from '../decider';
import { routeWords } from '../routes';

export const SLUG_MAX = 60;

/**
 * Addresses no brand may take: every top-level word of the client's routes (the domain's route
 * tree: `login`, `s`, `invitations`, `en`, `directory`, ...), and the server's own paths and files.
 */
export const reservedSlugs = new Set([
  ...routeWords,
  'api',
  'graphql',
  'update-user',
  'static',
  'files',
  'uploads',
  'health',
  'favicon-ico',
  'robots-txt',
  'sitemap-xml',
  // Reserved since the first release (never freed): a brand there would look like a product screen.
  'settings',
  'assets',
]);

/** What an address must look like: lower-case letters and digits, in words joined by single dashes (also an input's pattern). */
export const SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SLUG = new RegExp(`^${SLUG_PATTERN}$`);
const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/**
 * "Müller & Söhne GmbH" -> "mueller-soehne-gmbh": lower-case ASCII letters and digits joined by
 * single dashes, at most SLUG_MAX long; '' when nothing of the name is left ("日本", "!!!").
 */
export function slugPart(name: string): string {
  return name
    .replace(/[äöüßÄÖÜ]/g, (c) => umlauts[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** A brand's address from its name: "Müller & Söhne GmbH" -> "mueller-soehne-gmbh"; never empty. */
export function slugify(name: string): string {
  return slugPart(name) || 'brand';
}

/** Candidates for a new brand: the slug, then slug-2, slug-3, ... and reserved words get a suffix. */
export function slugCandidate(base: string, attempt: number): string {
  const n = attempt + (reservedSlugs.has(base) ? 2 : 1);
  if (n === 1) return base;
  const suffix = `-${n}`;
  return base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '') + suffix;
}

/** Whether `text` has the form of an address (brands' and pages' alike), reserved or not. */
export const isSlug = (text: string): boolean => text.length <= SLUG_MAX && SLUG.test(text);

export function checkSlug(slug: string): void {
  if (!isSlug(slug)) fail('SLUG_INVALID', { max: SLUG_MAX });
  if (reservedSlugs.has(slug)) fail('SLUG_RESERVED', { slug });
}
