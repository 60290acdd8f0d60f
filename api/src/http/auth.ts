import type { IncomingMessage } from 'node:http';
import type { Services } from '../services';
import type { Viewer } from '../graphql/context';
import type { IssuedTokens } from '../users/sessions';
import { REFRESH_SECONDS, TOKEN_SECONDS } from '../users/sessions';
import { parseCookies, serializeCookie } from './cookies';

/** Cookie names follow the spec's auth. prefix. */
export const TOKEN_COOKIE = 'auth._token';
export const REFRESH_COOKIE = 'auth._refresh_token';

export function sessionCookies(s: Services, tokens: IssuedTokens | null): string[] {
  const secure = s.config.publicUrl.startsWith('https:');
  const opts = (maxAgeSeconds: number) => ({ maxAgeSeconds, httpOnly: true, secure });
  return tokens
    ? [
        serializeCookie(TOKEN_COOKIE, tokens.token, opts(TOKEN_SECONDS)),
        serializeCookie(REFRESH_COOKIE, tokens.refreshToken, opts(REFRESH_SECONDS)),
      ]
    : [serializeCookie(TOKEN_COOKIE, '', opts(0)), serializeCookie(REFRESH_COOKIE, '', opts(0))];
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
