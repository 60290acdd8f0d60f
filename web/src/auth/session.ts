import type { SessionUser } from '@brandtrail/domain/users/session';
import { postJson, sendFile } from '../http/api';
import { cookieValue } from '../http/cookies';
import type { Locale } from '../i18n/locale';

/** What /login, /register and /update-user answer: the user object itself (spec, point 3). */
export type { SessionUser };

/**
 * How long the session's token has left (ms), from the expiry the server puts in the readable
 * cookie `auth._token_expiration` beside the http-only token; 0 when there is none (logged out,
 * or the token has expired and the browser dropped both).
 */
export function tokenTimeLeft(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
  now = Date.now(),
): number {
  const expiry = cookieValue(cookies, 'auth._token_expiration');
  return expiry && /^\d+$/.test(expiry) ? Math.max(0, Number(expiry) - now) : 0;
}

/**
 * What a first factor (a password, a sign-in link, a reset link) answers: the user, logged in, or,
 * with two-factor sign-in on, that a code is wanted next (the challenge is in an http-only cookie).
 */
export type SignInAnswer = SessionUser | { twoFactor: true };

export const wantsSecondFactor = (answer: SignInAnswer): answer is { twoFactor: true } => 'twoFactor' in answer;

/** Logs in; the session travels in http-only cookies. Rejects with ApiError (401, 429, ...). */
export const logIn = (email: string, password: string) => postJson<SignInAnswer>('/login', { email, password });

/** The second factor: an authenticator app's code, or a recovery code. */
export const logInWithCode = (answer: { code: string } | { recoveryCode: string }) => postJson<SessionUser>('/login', answer);

/** Creates the account in the page's language (its mails') and logs it in (201). */
export const register = (email: string, password: string, locale: Locale) =>
  postJson<SessionUser>('/register', { email, password, locale });

/** Ends the session. A failure is ignored (spec, point 7): the client forgets the user anyway. */
export async function logOut(): Promise<void> {
  await postJson('/logout').catch(() => undefined);
}

/** Records the acceptance of the terms of use and privacy policy. */
export const acceptTerms = () => postJson<SessionUser>('/update-user', { termsAccepted: true });

/** Keeps the logged-in user's language with the account: their mails follow it. */
export const saveLocale = (locale: Locale) => postJson<SessionUser>('/update-user', { locale });

/** Mails the link that confirms the logged-in user's address again (limited like the other account mails). */
export const resendVerification = () => postJson<{ ok: true }>('/verification-mail', {});

/** Follows a confirmation link: the address it confirmed and the brands the account joined. */
export const verifyEmail = (token: string) =>
  postJson<{ ok: true; email: string; joined: { slug: string; name: string }[] }>('/verify-email', { token });

/** Makes the picture the user's avatar (PNG, JPEG, WebP or GIF, at most 5 MB: the server checks). */
export const uploadAvatar = (file: Blob) => sendFile<SessionUser>('/account/avatar', 'PUT', file);

/** Removes the avatar. */
export const removeAvatar = () => sendFile<SessionUser>('/account/avatar', 'DELETE');
