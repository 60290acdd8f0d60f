/** The product's name: the title of every screen that names no brand. */
export const PRODUCT_NAME = 'Brandtrail';

/**
 * A screen's title (the browser tab, a search result, a shared link's preview): the page and the
 * brand it belongs to, the brand alone on its other screens, the product's name elsewhere. The
 * server writes it into the page's HTML (api/src/http/static.ts) and the client keeps it as the
 * reader moves on (web/src/ui/useDocumentTitle.ts), so both say the same.
 */
export const documentTitle = (brand?: string | null, page?: string | null): string =>
  brand ? (page ? `${page} · ${brand}` : brand) : PRODUCT_NAME;

/** At most this many characters of a brand's bio describe its pages to search engines (as they show). */
export const DESCRIPTION_MAX = 160;

/** A brand's bio as its pages' description: one line, cut at a word before DESCRIPTION_MAX with an ellipsis. */
export function documentDescription(bio: string): string {
  const line = bio.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= DESCRIPTION_MAX) return line;
  const cut = chars.slice(0, DESCRIPTION_MAX - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
