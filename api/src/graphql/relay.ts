import { fail, type ErrorCode } from '@brandtrail/domain';

/** Relay global ids: base64url of "Type:id", opaque to clients. */
export const toGlobalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');

export function fromGlobalId(globalId: string): { type: string; id: string } {
  const raw = Buffer.from(globalId, 'base64url').toString('utf8');
  const at = raw.indexOf(':');
  if (at < 1) fail('NOT_FOUND');
  return { type: raw.slice(0, at), id: raw.slice(at + 1) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound: Record<string, ErrorCode> = {
  Brand: 'BRAND_NOT_FOUND',
  Page: 'PAGE_NOT_FOUND',
  Asset: 'ASSET_NOT_FOUND',
  SharedLink: 'SHARED_LINK_NOT_FOUND',
  BrandVersion: 'VERSION_NOT_FOUND',
};

/** The uuid inside a global id of the expected type; anything else is simply not found. */
export function idOf(globalId: string, type: string): string {
  const { type: t, id } = fromGlobalId(globalId);
  if (t !== type || !UUID.test(id)) fail(notFound[type] ?? 'NOT_FOUND');
  return id;
}

/**
 * `idOf`, also taking the bare uuid (any case) where a route answers those too (the user object of
 * /login carries the user's bare id; GraphQL its User.id).
 */
export const idOrUuidOf = (value: string, type: string): string =>
  UUID.test(value.toLowerCase()) ? value.toLowerCase() : idOf(value, type);

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export const MAX_PAGE = 100;
/** The furthest a cursor reaches into a list. */
export const MAX_OFFSET = 1_000_000;

/**
 * Offset cursors: lists here are short and sorted on several keys in mixed directions, where a
 * keyset cursor would buy nothing. The cursor stays opaque to clients.
 */
export function pageOf(args: ConnectionArgs, defaultSize = 50): { limit: number; offset: number } {
  const limit = Math.min(Math.max(args.first ?? defaultSize, 0), MAX_PAGE);
  let offset = 0;
  if (args.after) {
    // Only a cursor this API made: `o:<position>`, within MAX_OFFSET (anything else, say a
    // position beyond what a bigint holds, is CURSOR_INVALID rather than an error in SQL).
    const match = /^o:(\d{1,9})$/.exec(Buffer.from(args.after, 'base64url').toString('utf8'));
    const position = match ? Number(match[1]) : NaN;
    if (!(position >= 0 && position < MAX_OFFSET)) fail('CURSOR_INVALID');
    offset = position + 1;
  }
  return { limit, offset };
}

export const cursorAt = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

/** Builds a connection from one page fetched with limit + 1 rows (the extra row says "more"). */
export function connection<T>(rows: readonly T[], page: { limit: number; offset: number }, totalCount?: number) {
  const nodes = rows.slice(0, page.limit);
  const edges = nodes.map((node, i) => ({ node, cursor: cursorAt(page.offset + i) }));
  return {
    edges,
    totalCount: totalCount ?? page.offset + nodes.length,
    pageInfo: {
      hasNextPage: rows.length > page.limit,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
