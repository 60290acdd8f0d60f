import type { IncomingMessage } from 'node:http';
import type { Services } from '../services';
import type { Viewer } from '../graphql/context';
import type { IssuedTokens } from '../users/sessions';
import { REFRESH_SECONDS, TOKEN_SECONDS } from '../users/sessions';
import { parseCookies, serializeCookie } from './cookies';

/** Cookie names follow the spec's auth. prefix. */
export const TOKEN_COOKIE = 'auth._token';
export const REFRESH_COOKIE = 'auth._refresh_token';
/**
 * When the token expires (milliseconds since 1970), readable by the page (no secret in it): a
 * page that sees a token with time left can send requests at once, while one whose token is
 * about to expire first lets a single request renew it, since the refresh token works only once.
 */
export const TOKEN_EXPIRATION_COOKIE = 'auth._token_expiration';

export function sessionCookies(s: Services, tokens: IssuedTokens | null): string[] {
  const secure = s.config.publicUrl.startsWith('https:');
  const opts = (maxAgeSeconds: number, httpOnly = true) => ({ maxAgeSeconds, httpOnly, secure });
  return tokens
    ? [
        serializeCookie(TOKEN_COOKIE, tokens.token, opts(TOKEN_SECONDS)),
        serializeCookie(REFRESH_COOKIE, tokens.refreshToken, opts(REFRESH_SECONDS)),
        serializeCookie(TOKEN_EXPIRATION_COOKIE, String(tokens.session.tokenExpiresAt.getTime()), opts(TOKEN_SECONDS, false)),
      ]
    : [TOKEN_COOKIE, REFRESH_COOKIE, TOKEN_EXPIRATION_COOKIE].map((name) => serializeCookie(name, '', opts(0)));
}

/**
 * Finds the request's session. An expired token with a valid refresh token is renewed here, and
 * the new cookies are returned for the response; unknown secrets clear the cookies.
 */
export async function authenticate(s: Services, req: IncomingMessage): Promise<{ viewer: Viewer | null; setCookies: string[] }> {
  const cookies = parseCookies(req.headers.cookie);
  const token = cookies[TOKEN_COOKIE];
  const refresh = cookies[REFRESH_COOKIE];
  let setCookies: string[] = [];
  let session = token ? await s.sessions.byToken(token) : undefined;
  if (!session && refresh) {
    const renewed = await s.sessions.refresh(refresh);
    session = renewed?.session;
    setCookies = sessionCookies(s, renewed ?? null);
  } else if (!session && token) {
    setCookies = sessionCookies(s, null);
  }
  if (!session) return { viewer: null, setCookies };
  const userId = session.userId;
  const user = await s.cache.get(`user:${userId}`, ['users'], () => s.users.byId(userId));
  return { viewer: user ? { user, session } : null, setCookies };
}
