import {
  can,
  canReadPage,
  documentDescription,
  documentTitle,
  isLive,
  isSlug,
  SHARED_LINK_TOKEN,
  type BrandAccess,
} from '@brandtrail/domain';
import { appRoutes, type AppRoute, type RouteReads } from '@brandtrail/domain/routes';
import { log } from '@brandtrail/infra';
import type { AddressedBrand } from '@brandtrail/projections';
import { idOf } from '../graphql/relay';
import type { Services } from '../services';
import { reachOf } from '../sharedLinks/reach';
import type { PageHead } from './static';

/**
 * The status and headers of an answer that serves the web client's page (one HTML page for every
 * address), so that browsers and crawlers get the same answer the page shows (spec 2):
 *
 * - 404 for an address no route of the client matches (the domain's `appRoutes`, matched with the
 *   client's own matcher, react-router's `matchRoutes`), or only its catch-all; for a brand that
 *   does not exist, is deleted or that the requester may not read (a private brand answers exactly
 *   like a missing one), and a page likewise; the access policy decides, from one look-up of the
 *   read models (`BrandQueries.addressed`: the brand, the viewer's role, the page, the session's
 *   shared links to it);
 * - 410 for a shared link (`/s/<token>`) that was revoked or expired, 404 for one that never was;
 * - 200 otherwise.
 *
 * Readers shown a version (a link pinned to one, a brand whose readers see its newest version)
 * get 200 for a page address the read models do not hold: which pages a version holds is not in
 * them, and the page screen says not found by itself.
 *
 * `X-Robots-Tag: noindex` on every answer but the directory's and the home and pages of a brand
 * that is public and listed (publicIndex), whose page exists: a private brand, one that is not
 * listed and one that does not exist get the same answer; `/brands/<id>` is never indexed (the
 * slug is the brand's address), nor settings or asset views.
 */
export interface PageAnswer {
  status: 200 | 404 | 410;
  headers: Record<string, string>;
  /** The route the client shows there (its leaf's name), whose chunks the HTML names (static.ts). */
  screen?: string;
  /**
   * The title and description the HTML carries (static.ts), for a brand's screens the requester may
   * read: the page's and brand's names (documentTitle, as the client keeps them), the brand's bio.
   */
  head?: PageHead;
}

/** Who asks: the viewer's user id, and the shared links the session opened; whether a site admin (as themselves). */
export interface PageRequester {
  userId: string | null;
  linkIds: readonly string[];
  admin?: boolean;
}

type Match = { params: Record<string, string | undefined>; route: AppRoute };
type MatchRoutes = (routes: readonly AppRoute[], pathname: string) => Match[] | null;

/**
 * react-router's matcher, loaded with the first page answered (it brings React along). Imported by
 * a name TypeScript does not follow: react-router's typings bring @types/react's global stubs of
 * DOM types (an empty SVGElement, ...) into every project that compiles the API (the browser
 * tests run it in process). `matchRoutes(routes, pathname)` is the part of its API used here.
 */
const ROUTER = 'react-router';
let matcher: Promise<MatchRoutes> | undefined;
const match = async (pathname: string): Promise<Match[] | null> => {
  matcher ??= (import(ROUTER) as Promise<{ matchRoutes: MatchRoutes }>).then((router) => router.matchRoutes);
  return (await matcher)(appRoutes, pathname);
};

/** Routes whose answer search engines may index, when the brand (and page) they name is listed. */
const INDEXABLE = new Set<string>(['brandHome', 'page']);

const notFound: PageAnswer = { status: 404, headers: { 'x-robots-tag': 'noindex' } };
const ok = (indexable: boolean): PageAnswer => ({ status: 200, headers: indexable ? {} : { 'x-robots-tag': 'noindex' } });

/**
 * The answer for the client's page at `pathname`: the request's path as the browser's router reads
 * it, percent-encoded (the server's input check has refused malformed encoding; the matcher decodes
 * the parameters, once).
 */
export async function pageAnswer(s: Services, requester: PageRequester, pathname: string): Promise<PageAnswer> {
  const matches = await match(pathname);
  const screen = matches?.at(-1)?.route.name ?? 'notFound';
  return { ...(await answerAt(s, requester, matches)), screen };
}

async function answerAt(s: Services, requester: PageRequester, matches: Match[] | null): Promise<PageAnswer> {
  const leaf = matches?.at(-1);
  if (!matches || !leaf || leaf.route.name === 'notFound') return notFound;
  // The admin area is nobody else's: the same answer as a page that does not exist.
  if (leaf.route.name === 'admin' || leaf.route.name === 'adminUser' || leaf.route.name === 'adminBrand')
    return requester.admin ? ok(false) : notFound;
  // A child reads what its parent reads (the settings' tabs, an asset below the library).
  const reads = matches.reduce<RouteReads | undefined>((found, m) => m.route.reads ?? found, undefined);
  if (!reads) return ok(leaf.route.name === 'directory');
  try {
    if (reads === 'link') return await linkAnswer(s, leaf.params.token ?? '');
    return await brandAnswer(s, requester, reads, leaf);
  } catch (error) {
    // The page is served all the same (it asks the API itself), not indexed.
    log.warn('page answer: look-up failed', { error: String(error) });
    return ok(false);
  }
}

async function linkAnswer(s: Services, token: string): Promise<PageAnswer> {
  const link = SHARED_LINK_TOKEN.test(token) ? await s.sharedLinks.byToken(token) : undefined;
  if (!link) return notFound;
  const live = isLive({ revoked: link.revokedAt !== null, validUntil: link.validUntil?.toISOString() ?? null }, new Date());
  return live ? ok(false) : { status: 410, headers: { 'x-robots-tag': 'noindex' } };
}

/** The brand's id in `/brands/<global id>`, or null when it is none. */
function brandIdIn(globalId: string): string | null {
  try {
    return idOf(globalId, 'Brand');
  } catch {
    return null;
  }
}

async function brandAnswer(s: Services, requester: PageRequester, reads: RouteReads, leaf: Match): Promise<PageAnswer> {
  const { params } = leaf;
  let address: { slug: string } | { id: string };
  if (reads === 'brandId') {
    const id = brandIdIn(params.id ?? '');
    if (!id) return notFound;
    address = { id };
  } else {
    if (!isSlug(params.brand ?? '')) return notFound;
    address = { slug: params.brand! };
  }
  const pageSlug = reads === 'page' ? (params.page ?? '') : null;
  if (pageSlug !== null && !isSlug(pageSlug)) return notFound;
  const brand = await s.brands.addressed(address, pageSlug, requester.userId, requester.linkIds);
  if (!brand || brand.deleted) return notFound;
  const access = accessTo(brand);
  if (!can(access, 'read')) return notFound;
  if (pageSlug !== null) {
    if (brand.pageId ? !canReadPage(access, brand.pageId) : !readsAtVersion(brand, access)) return notFound;
  }
  return {
    ...ok(INDEXABLE.has(leaf.route.name) && brand.public && brand.publicIndex && (pageSlug === null || !!brand.pageId)),
    head: {
      title: documentTitle(brand.name, pageSlug === null ? null : brand.pageName),
      description: documentDescription(brand.bio),
    },
  };
}

/** The requester's access to the brand, as `rowAccess` finds it in a brand row (the policy's input). */
const accessTo = (brand: AddressedBrand): BrandAccess => ({
  role: brand.role,
  brandPublic: brand.public,
  shared: reachOf(brand.links, new Date()).get(brand.id) ?? null,
});

/** Whether the requester reads the brand at a version (`withReaderMoments`): not a member, and a version to show. */
const readsAtVersion = (brand: AddressedBrand, access: BrandAccess): boolean =>
  !brand.role && (!!access.shared?.version || (brand.readersSeeVersion && brand.hasVersion));
