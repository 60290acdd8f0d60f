import { log } from '@brandtrail/infra';
import type { Services } from '../services';

/**
 * What search engines may index. The web client is one HTML page for every path, so the server
 * says it per answer: `X-Robots-Tag: noindex` on every page except the public directory and the
 * home and pages of a brand that is public and listed (publicIndex), looked up in the brands read
 * model. A private brand, one that is not listed and one that does not exist get the same answer.
 * /brands/<id> is never indexed (the slug is the brand's address), nor settings or asset views.
 */
export const robotsTxt = [
  'User-agent: *',
  'Disallow: /graphql',
  'Disallow: /uploads',
  'Disallow: /files/',
  'Disallow: /api/',
  '',
].join('\n');

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const notPages = new Set(['assets', 'settings']);

/** Whether the page at `decoded` (a path, percent-decoded) may be indexed. */
export async function indexable(services: Services, decoded: string): Promise<boolean> {
  if (decoded === '/directory') return true;
  const segments = decoded.split('/').slice(1);
  if (segments.length > 2 || !segments.every((s) => s.length <= 60 && SEGMENT.test(s))) return false;
  const [slug, page] = segments as [string, string | undefined];
  if (page !== undefined && notPages.has(page)) return false;
  try {
    return await services.brands.indexable(slug, page);
  } catch (error) {
    // A page is served all the same, not indexed.
    log.warn('robots: brand look-up failed', { error: String(error) });
    return false;
  }
}

/** The headers of an answer that serves the web client's page at `decoded`. */
export const pageHeaders = async (services: Services, decoded: string): Promise<Record<string, string>> =>
  (await indexable(services, decoded)) ? {} : { 'x-robots-tag': 'noindex' };
