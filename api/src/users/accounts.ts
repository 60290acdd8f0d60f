import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import {
  checkPassword,
  DomainError,
  fail,
  normaliseEmail,
  PASSWORD_MAX,
  PASSWORD_MIN,
  userDecider,
  userStream,
  type ErrorCode,
  type SessionUser,
  type UserCommand,
} from '@brandtrail/domain';
import type { UserRow } from '@brandtrail/projections';
import { decideFirst, load, type Actor } from '@brandtrail/infra';
import { reserve } from '../commands/reservations';
import type { Services } from '../services';
import { avatarUrlOf } from './avatar';
import type { IssuedTokens, Session } from './sessions';
import { addressKey, type SlowDown, type ThrottleKey } from './throttle';
import { mailVerificationLink } from './verification';

const MINUTE = 60_000;

/**
 * Log-in throttling (see throttle.ts): slow down, never lock. An attempt that does not come from a
 * device known for the account counts against three keys, and waits for the longest of them:
 *
 * - the account and client address pair: 5 free attempts, then 1 s, doubling up to 15 minutes,
 *   one forgotten every 15 minutes. One client guessing at one account gets about 4 guesses an
 *   hour once it has used its free ones; the owner elsewhere is not affected.
 * - the account, whatever the address (guessing spread over many addresses): 20 free, then 1 s
 *   doubling to 15 minutes, one forgotten every 15 minutes. Reaching it from one address takes
 *   that address over an hour of its own slow-down.
 * - the client address, whatever the account (one password sprayed over many accounts): 50 free,
 *   then 1 s doubling to 2 minutes, one forgotten every 2 minutes, so an office behind one address
 *   can mistype 30 passwords an hour without anyone waiting.
 *
 * A device known for the account (a browser that has logged in to it before, devices.ts) skips all
 * three and waits only for its own failures (the same rule as the pair). A sign-in link always gets
 * through and clears the account's throttles, as a password reset does.
 */
export const PAIR_SLOWDOWN: SlowDown = { free: 5, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetMs: 15 * MINUTE };
export const ACCOUNT_SLOWDOWN: SlowDown = { free: 20, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetMs: 15 * MINUTE };
export const CLIENT_SLOWDOWN: SlowDown = { free: 50, firstDelayMs: 1000, maxDelayMs: 2 * MINUTE, forgetMs: 2 * MINUTE };
export const DEVICE_SLOWDOWN: SlowDown = PAIR_SLOWDOWN;

/** Who is asking, as far as throttling goes. */
export interface LoginClient {
  /** The client's address (http/auth.ts `clientAddress`: the socket's, or X-Forwarded-For's with TRUST_PROXY). */
  address: string;
  /** The secret of the device cookie the browser sent, if any. */
  device: string | undefined;
  /** The browser's User-Agent header ('' without one): the list of sessions names the device by it. */
  userAgent: string;
}

/** A new session and a fresh device secret (for the device cookie) after a successful log-in. */
export interface OpenedSession {
  tokens: IssuedTokens;
  device: string;
}

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The stored form of a password: an argon2id hash with the settings above. */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, hashOptions);

// Verifying against this when the address is unknown keeps the answer time the same either way.
const dummyHash = hashPassword('not-a-real-password-' + randomUUID());

/** Fails with `code` and the wait in seconds (`{wait}` in the message, `Retry-After`) when `waitMs` > 0. */
export function refuseWhileWaiting(waitMs: number, code: Extract<ErrorCode, 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS'>): void {
  if (waitMs > 0) fail(code, { wait: Math.ceil(waitMs / 1000) });
}

/** A JSON body's field as a command's text: a string, anything else '' (which the decider refuses). */
const textIn = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Logs the browser in: a session, and the browser becomes (stays) a known device of the user. The
 * one way into an account (registration, and `signIn` after every first or second factor), so the
 * one place that refuses a suspended one.
 */
export async function openSession(s: Services, user: UserRow, client: LoginClient, now = new Date()): Promise<OpenedSession> {
  if (user.suspended) fail('ACCOUNT_SUSPENDED');
  return {
    tokens: await s.sessions.create(user.id, null, now, null, client),
    device: await s.devices.remember(user.id, client.device, now),
  };
}

/**
 * What a first factor (a password, a sign-in link, a reset link) gives: a session, or, with
 * two-factor sign-in on, a challenge (its token for the browser's cookie) that a code turns into
 * one (`completeTwoFactor`).
 */
export type SignedIn = { user: UserRow } & (
  { opened: OpenedSession; challenge?: undefined } | { challenge: string; opened?: undefined }
);

export async function signIn(s: Services, user: UserRow, client: LoginClient, now = new Date()): Promise<SignedIn> {
  if (user.suspended) fail('ACCOUNT_SUSPENDED');
  if (user.twoFactor) return { user, challenge: await s.twoFactor.challenge(user.id, now) };
  return { user, opened: await openSession(s, user, client, now) };
}

/**
 * The second factor: an authenticator app's code, or a recovery code (each works once), for the
 * challenge in the browser's cookie. TWO_FACTOR_EXPIRED when the challenge is unknown, over or
 * out of tries (log in again), TWO_FACTOR_CODE_WRONG for a code that does not fit, and
 * TOO_MANY_ATTEMPTS (with the wait) once the account's wrong codes, over all its challenges, pass
 * a log-in's free tries.
 */
export async function completeTwoFactor(
  s: Services,
  token: string | undefined,
  answer: { code?: unknown; recoveryCode?: unknown },
  client: LoginClient,
  now = new Date(),
): Promise<{ user: UserRow } & OpenedSession> {
  const userId = token ? await s.twoFactor.tryChallenge(token, now) : undefined;
  const user = userId ? await s.users.byId(userId) : undefined;
  if (!user?.twoFactor) fail('TWO_FACTOR_EXPIRED');
  // Codes are guessed across challenges too (each new one needs only the password): the account's
  // tries slow down as a log-in's do, whatever the challenge.
  const keys = [{ key: `two-factor:${user.id}`, rule: PAIR_SLOWDOWN, account: user.email }];
  refuseWhileWaiting(await s.throttle.take(keys), 'TOO_MANY_ATTEMPTS');
  const code = textIn(answer.code);
  const recovery = textIn(answer.recoveryCode);
  const ok = code
    ? await s.twoFactor.verify(user.id, user.email, code, now)
    : recovery
      ? await s.twoFactor.useRecoveryCode(user.id, recovery)
      : false;
  if (!ok) fail('TWO_FACTOR_CODE_WRONG');
  await s.throttle.clear(keys);
  await s.twoFactor.endChallenge(token!);
  return { user, ...(await openSession(s, user, client, now)) };
}

/** The user object of spec section 3, as /login answers it. */
export type UserJson = SessionUser;

/**
 * The user object of a shared_link session (spec 3: type shared_link): no account behind it, so no
 * email; terms apply to type user only (spec 6), so termsAccepted is true.
 */
export const sharedLinkUserJson = (session: Session): UserJson => ({
  id: session.id,
  type: 'shared_link',
  termsAccepted: true,
  email: '',
  avatar: null,
  emailVerified: false,
  locale: 'en',
  admin: false,
  impersonated: false,
  scope: [],
});

export const userJson = (user: UserRow, impersonated: boolean, impersonator?: UserRow): UserJson => ({
  id: user.id,
  type: user.type,
  termsAccepted: user.termsAccepted,
  email: user.email,
  admin: user.admin,
  impersonated,
  ...(impersonated && impersonator ? { impersonatorEmail: impersonator.email } : {}),
  scope: [],
  avatar: avatarUrlOf(user),
  emailVerified: user.emailVerified,
  locale: user.locale,
});

/**
 * Who the request's session is, as POST /login {} answers it and every page's HTML carries it: the
 * logged-in user, a shared_link session's stand-in, or null for nobody.
 */
export function sessionUserJson(ctx: {
  viewer: { user: UserRow; session: Session; impersonator?: UserRow } | null;
  session: Session | null;
}): UserJson | null {
  if (ctx.viewer) return userJson(ctx.viewer.user, ctx.viewer.session.impersonatorId !== null, ctx.viewer.impersonator);
  return ctx.session?.kind === 'shared_link' ? sharedLinkUserJson(ctx.session) : null;
}

/**
 * Registers an account in `locale` (the language its mails use) and mails it the link that confirms
 * its address (see verification.ts). Registering proves nothing about the address: the account
 * joins no brand that invited it until the address is confirmed.
 */
export async function register(
  s: Services,
  rawEmail: string,
  password: string,
  rawLocale: unknown,
  actor: Actor,
): Promise<UserRow> {
  // The address names the claim below: normalised (and bounded) before the database sees it.
  const email = normaliseEmail(rawEmail);
  // The decider sees only the hash: the password's bounds come before argon2 (and never reach a command).
  checkPassword(password);
  const userId = randomUUID();
  const stream = userStream(userId);
  const registrant = { ...actor, userId };
  // A client that sends none registers in the language it asked in (cookie, Accept-Language).
  const command = (passwordHash: string): UserCommand => ({
    type: 'RegisterUser',
    email,
    passwordHash,
    locale: textIn(rawLocale ?? actor.locale),
  });
  // The decider first (the account is new: its initial state; the hash is not its to judge), so
  // that an account it refuses costs no argon2 run and claims no address.
  await decideFirst(s.store, userDecider, stream, userDecider.initialState, command(''), registrant);
  const passwordHash = await hashPassword(password);
  await reserve(s.store, 'email', email, userId, actor, 'EMAIL_TAKEN', async (holderId) => {
    const { state } = await load(s.store, userDecider, userStream(holderId));
    return state.exists && state.email === email;
  });
  await s.execute(userDecider, stream, command(passwordHash), registrant);
  const user = await s.users.byId(userId);
  if (!user) throw new Error('registered user missing from the read model');
  await mailVerificationLink(s, user, actor.now);
  return user;
}

/** The throttle keys of a password attempt at `email` (normalised) by `client`; `device` when it is known for the account. */
function loginKeys(email: string, address: string, device: string | undefined): ThrottleKey[] {
  if (device) return [{ key: `device:${device}`, rule: DEVICE_SLOWDOWN, account: email }];
  const from = addressKey(address);
  return [
    { key: `pair:${email} ${from}`, rule: PAIR_SLOWDOWN, account: email },
    { key: `account:${email}`, rule: ACCOUNT_SLOWDOWN, account: email },
    { key: `client:${from}`, rule: CLIENT_SLOWDOWN },
  ];
}

/**
 * Logs in with a password: INVALID_CREDENTIALS whether the address is unknown or the password
 * wrong (in the same time), TOO_MANY_ATTEMPTS with the wait when the attempt has to wait (before
 * the password is looked at: a correct one does not jump the queue).
 */
export async function logIn(
  s: Services,
  rawEmail: string,
  password: string,
  client: LoginClient,
  now = new Date(),
): Promise<SignedIn> {
  // Bounded before the database or argon2 sees them.
  const email = normaliseEmail(rawEmail);
  if (password.length > PASSWORD_MAX) fail('PASSWORD_TOO_LONG', { max: PASSWORD_MAX });
  const user = await s.users.byEmail(email);
  const device = user ? await s.devices.known(client.device, user.id, now) : undefined;
  const keys = loginKeys(email, client.address, device);
  refuseWhileWaiting(await s.throttle.take(keys), 'TOO_MANY_ATTEMPTS');
  const ok = await argon2.verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
  if (!user || !ok) throw new DomainError('INVALID_CREDENTIALS');
  // This client knows the password: its own slow-down starts over. For the account and the
  // address the attempt was no failure, so it is taken back (a success is no reason to forget the
  // failures of others).
  await s.throttle.clear(keys.filter((k) => k.rule === PAIR_SLOWDOWN || k.rule === DEVICE_SLOWDOWN));
  await s.throttle.release(keys.filter((k) => k.rule === ACCOUNT_SLOWDOWN || k.rule === CLIENT_SLOWDOWN));
  // Whoever knows the password needs no reset: a reset link still in a mailbox stops working.
  await s.tokens.revokeKind(user.id, 'reset', now);
  return signIn(s, user, client, now);
}

/** The logged-in user's language (the header's switch, the account page): their mails follow it. */
export async function changeLocale(s: Services, locale: unknown, actor: Actor): Promise<void> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  await s.execute(userDecider, userStream(actor.userId), { type: 'ChangeLocale', locale: textIn(locale) }, actor);
}

export async function acceptTerms(s: Services, actor: Actor): Promise<void> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  await s.execute(userDecider, userStream(actor.userId), { type: 'AcceptTerms' }, actor);
}

/** Creates an admin, or makes an existing user one (the command line's create-admin). */
export async function createAdmin(s: Services, email: string, password: string | undefined, actor: Actor): Promise<UserRow> {
  const existing = await s.users.byEmail(normaliseEmail(email));
  const user =
    existing ??
    (password ? await register(s, email, password, actor.locale, actor) : fail('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN }));
  await s.execute(userDecider, userStream(user.id), { type: 'GrantAdmin' }, actor);
  return (await s.users.byId(user.id))!;
}
