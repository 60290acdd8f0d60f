import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Services } from '../services';
import type { Viewer } from '../graphql/context';
import type { LoginClient, OpenedSession } from '../users/accounts';
import { DEVICE_DAYS } from '../users/devices';
import type { IssuedTokens, Session } from '../users/sessions';
import { REFRESH_SECONDS, TOKEN_SECONDS } from '../users/sessions';
import { CHALLENGE_SECONDS } from '../users/twoFactor';
import { parseCookies, serializeCookie } from './cookies';
import { ANSWER_TTL_SECONDS } from '../graphql/answers';

/** Cookie names follow the spec's auth. prefix. */
export const TOKEN_COOKIE = 'auth._token';
export const REFRESH_COOKIE = 'auth._refresh_token';
/**
 * When the token expires (milliseconds since 1970), readable by the page (no secret in it): a
 * page that sees a token with time left can send requests at once, while one whose token is
 * about to expire first lets a single request renew it, since the refresh token works only once.
 */
export const TOKEN_EXPIRATION_COOKIE = 'auth._token_expiration';
/** The known-device secret (users/devices.ts): outlives sessions and log-outs. */
export const DEVICE_COOKIE = 'auth._device';
/** A log-in's two-factor challenge, between the password (or link) and the code (users/twoFactor.ts). */
export const TWO_FACTOR_COOKIE = 'auth._2fa';

const secure = (s: Services) => s.config.publicUrl.startsWith('https:');

export function sessionCookies(s: Services, tokens: IssuedTokens | null): string[] {
  const opts = (maxAgeSeconds: number, httpOnly = true) => ({ maxAgeSeconds, httpOnly, secure: secure(s) });
  return tokens
    ? [
        serializeCookie(TOKEN_COOKIE, tokens.token, opts(TOKEN_SECONDS)),
        serializeCookie(REFRESH_COOKIE, tokens.refreshToken, opts(REFRESH_SECONDS)),
        serializeCookie(TOKEN_EXPIRATION_COOKIE, String(tokens.session.tokenExpiresAt.getTime()), opts(TOKEN_SECONDS, false)),
      ]
    : [TOKEN_COOKIE, REFRESH_COOKIE, TOKEN_EXPIRATION_COOKIE].map((name) => serializeCookie(name, '', opts(0)));
}

/** The cookies of a successful log-in: the session's, and the device's. */
export const logInCookies = (s: Services, opened: OpenedSession): string[] => [
  ...sessionCookies(s, opened.tokens),
  serializeCookie(DEVICE_COOKIE, opened.device, { maxAgeSeconds: DEVICE_DAYS * 24 * 3600, httpOnly: true, secure: secure(s) }),
];

/** Sets the challenge's cookie for as long as it lives, or clears it (null). */
export const twoFactorCookie = (s: Services, token: string | null): string =>
  serializeCookie(TWO_FACTOR_COOKIE, token ?? '', {
    maxAgeSeconds: token ? CHALLENGE_SECONDS : 0,
    httpOnly: true,
    secure: secure(s),
  });

const plainAddress = (entry: string): string | undefined => {
  const bare = entry.trim().replace(/^\[([^\]]+)\](:\d+)?$/, '$1'); // [v6]:port
  const address = isIP(bare) ? bare : bare.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'); // v4:port
  return isIP(address) ? address : undefined;
};

/**
 * The client's address. With `trustProxy` = 0 (the default) the socket's: X-Forwarded-For is
 * whatever the client wrote. With n > 0 proxies in front, each appending the address it saw to
 * X-Forwarded-For, the entry n from the right (the one the outermost trusted proxy wrote); when
 * the header has fewer entries, the leftmost; when that is no address, the socket's.
 */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').filter((e) => e.trim());
  if (!entries.length) return socket;
  return plainAddress(entries[Math.max(0, entries.length - trustProxy)]!) ?? socket;
}

/** The request as log-in throttling sees it: its address and its device cookie. */
export const loginClient = (s: Services, req: IncomingMessage): LoginClient => ({
  address: clientAddress(req, s.config.trustProxy),
  device: parseCookies(req.headers.cookie)[DEVICE_COOKIE],
  userAgent: String(req.headers['user-agent'] ?? ''),
});

/**
 * Finds the request's session. An expired token with a valid refresh token is renewed here, and
 * the new cookies are returned for the response (none for a refresh token just replaced by a
 * concurrent request, within its grace); unknown secrets clear the cookies.
 */
export async function authenticate(
  s: Services,
  req: IncomingMessage,
): Promise<{ viewer: Viewer | null; session: Session | null; setCookies: string[] }> {
  const cookies = parseCookies(req.headers.cookie);
  const token = cookies[TOKEN_COOKIE];
  const refresh = cookies[REFRESH_COOKIE];
  let setCookies: string[] = [];
  let session = token ? await s.sessions.byToken(token) : undefined;
  if (!session && refresh) {
    const renewed = await s.sessions.refresh(refresh);
    session = renewed?.session;
    if (!renewed || renewed.tokens) setCookies = sessionCookies(s, renewed?.tokens ?? null);
  } else if (!session && token) {
    setCookies = sessionCookies(s, null);
  }
  if (!session) return { viewer: null, session: null, setCookies };
  // A shared_link session: no user, only what its links reach.
  const userId = session.userId;
  if (!userId) return { viewer: null, session, setCookies };
  const user = await s.cache.get(`user:${userId}`, ['users'], () => s.users.byId(userId));
  if (!user) return { viewer: null, session: null, setCookies };
  // Suspending ends every session at once; one that a read model behind then let through ends here.
  if (user.suspended) {
    await s.sessions.revoke(session.id);
    return { viewer: null, session: null, setCookies: sessionCookies(s, null) };
  }
  await s.sessions.seen(session, clientAddress(req, s.config.trustProxy));
  const adminId = session.impersonatorId;
  if (!adminId) return { viewer: { user, session }, session, setCookies };
  // An admin acting as the user: while they are an admin still (a right taken away ends it at the next request).
  const impersonator = await s.cache.get(`user:${adminId}`, ['users'], () => s.users.byId(adminId));
  if (!impersonator?.admin) {
    await s.sessions.revoke(session.id);
    return { viewer: null, session: null, setCookies: sessionCookies(s, null) };
  }
  return { viewer: { user, session, impersonator }, session, setCookies };
}

/**
 * Set on every response to a write (a mutation, the terms, the avatar) for as long as the answer cache
 * keeps an answer: while a browser holds it, its queries bypass the cache (`graphql/answers.ts`),
 * so that its next read shows its own write on any API process, even one that has not yet heard
 * that the read models moved on.
 */
export const WROTE_COOKIE = 'auth._wrote';
export const wroteCookie = (s: Services) =>
  serializeCookie(WROTE_COOKIE, '1', { maxAgeSeconds: ANSWER_TTL_SECONDS, httpOnly: true, secure: secure(s) });
