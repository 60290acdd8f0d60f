import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  brandTokens,
  colorPalette,
  DESIGN_TOKENS_MEDIA_TYPE,
  designTokensCss,
  designTokensJson,
  fail,
  isLive,
  SHARED_LINK_TOKEN,
} from '@brandtrail/domain';
import type { BrandRow } from '@brandtrail/projections';
import { visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { withReaderMoments } from '../history/readers';
import { brandPages } from '../pages/nodes';
import { tokenReader } from '../users/accessTokens';
import { withSharedReach } from '../sharedLinks/reach';

/**
 * The brand's design tokens at stable addresses (issue 17), for developers' builds and the web
 * client's downloads: the kit's colours and fonts and the colour elements of the pages the reader
 * may read, as W3C Design Tokens (DTCG 2025.10, `tokens.json`) or CSS custom properties
 * (`tokens.css`), both written by the domain's `tokens.ts`.
 *
 * - `GET /api/brands/{slug}/tokens.json|css`: as the request's session reads the brand (members of
 *   a private brand with their cookie, anyone for a public brand), or as a personal access token's
 *   person (`Authorization: Bearer btp_…`, users/accessTokens.ts) when the token names the brand. A
 *   brand the session may not read is BRAND_NOT_FOUND (404), exactly as one that does not exist.
 * - `GET /api/shared-links/{token}/tokens.json|css`: as the link reads the brand, whatever the
 *   request's cookies (a build holds the link, not a session): the link's pages only, at its
 *   version when it is pinned to one. An unknown token is SHARED_LINK_INVALID (404); a revoked or
 *   expired link, or one whose brand was deleted, SHARED_LINK_EXPIRED (410), as opening it says.
 *
 * Answers carry a strong ETag of the body and `Cache-Control: no-cache` (a cache keeps them but asks
 * every time, so a change or a revoked link shows at once; an unchanged answer is a 304), `private`
 * for a request with a session or a token, and `Vary: Cookie, Authorization`.
 */

const BRAND_TOKENS = /^\/api\/brands\/([^/]+)\/tokens\.(json|css)$/;
const LINK_TOKENS = /^\/api\/shared-links\/([^/]+)\/tokens\.(json|css)$/;

type Format = 'json' | 'css';

/** The tokens of a brand as `ctx` reads it: its kit, and the colour elements of the pages it may read. */
async function tokensBody(ctx: Context, brand: BrandRow, format: Format): Promise<string> {
  const palette = colorPalette(await brandPages(ctx)(brand));
  const tokens = brandTokens({
    name: brand.name,
    colors: brand.colors,
    fonts: brand.fonts,
    pages: palette.pages.map(({ page, sections }) => ({ slug: page.slug, name: page.name, sections })),
  });
  return format === 'json' ? `${JSON.stringify(designTokensJson(tokens), null, 2)}\n` : designTokensCss(tokens);
}

/** The brand a shared link reads, with a request context that reads as the link does (no viewer, no session). */
async function linkBrand(ctx: Context, token: string): Promise<{ brand: BrandRow; ctx: Context }> {
  if (!SHARED_LINK_TOKEN.test(token)) fail('SHARED_LINK_INVALID');
  const s = ctx.services;
  const link = (await s.sharedLinks.byToken(token)) ?? fail('SHARED_LINK_INVALID');
  if (!isLive({ revoked: link.revokedAt !== null, validUntil: link.validUntil?.toISOString() ?? null }, ctx.actor.now))
    fail('SHARED_LINK_EXPIRED');
  const services = withReaderMoments(withSharedReach(s, [link.id]));
  const brand = visible(await services.brands.byId(link.brandId, null)) ?? fail('SHARED_LINK_EXPIRED');
  return { brand, ctx: { ...ctx, services, viewer: null, session: null } };
}

/** Answers a tokens address; false when the request is none. */
export async function routeTokens(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: Context): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const byBrand = BRAND_TOKENS.exec(pathname);
  const byLink = byBrand ? null : LINK_TOKENS.exec(pathname);
  const match = byBrand ?? byLink;
  if (!match) {
    // Nothing else lives under these addresses: an unknown one is a 404, not the web client's page.
    if (/^\/api\/(brands|shared-links)\//.test(pathname)) fail('NOT_FOUND');
    return false;
  }
  const [, key, format] = match as unknown as [string, string, Format];
  let reading: { brand: BrandRow; ctx: Context };
  if (byBrand) {
    // A personal access token reads as its person, the brands it names only, whatever the cookies.
    const byToken = await tokenReader(ctx.services, req.headers.authorization, ctx.actor.now);
    const asked: Context = byToken ? { ...ctx, viewer: byToken.viewer, session: byToken.viewer.session } : ctx;
    // As every read: a user who has not accepted the terms reads nothing until they do.
    if (asked.viewer?.user.type === 'user' && !asked.viewer.user.termsAccepted) fail('TERMS_NOT_ACCEPTED');
    const brand = visible(await ctx.services.brands.bySlug(key, asked.viewer?.user.id ?? null)) ?? fail('BRAND_NOT_FOUND');
    if (byToken?.brandIds && !byToken.brandIds.includes(brand.id)) fail('BRAND_NOT_FOUND');
    reading = { brand, ctx: asked };
  } else reading = await linkBrand(ctx, key);
  const body = await tokensBody(reading.ctx, reading.brand, format);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const withSession = byBrand !== null && reading.ctx.session !== null;
  res.setHeader('etag', etag);
  res.setHeader('cache-control', `${withSession ? 'private' : 'public'}, no-cache`);
  res.setHeader('vary', 'Cookie, Authorization');
  res.setHeader('x-robots-tag', 'noindex');
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304);
    res.end();
    return true;
  }
  const filename = `${reading.brand.slug}.tokens.${format}`;
  res.writeHead(200, {
    'content-type': format === 'json' ? `${DESIGN_TOKENS_MEDIA_TYPE}; charset=utf-8` : 'text/css; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'content-disposition': `inline; filename="${filename}"`,
  });
  res.end(method === 'HEAD' ? undefined : body);
  return true;
}
