import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { checkPassword, DomainError, fail, normaliseEmail, userDecider, userStream, type ErrorCode } from '@brandtrail/domain';
import type { UserRow } from '@brandtrail/projections';
import { load, type Actor } from '@brandtrail/workers';
import { reserve } from '../commands/reservations';
import type { Services } from '../services';
import type { IssuedTokens } from './sessions';

/** Failed log-ins allowed per address, and per client address, within the window. */
export const FAILURES_PER_EMAIL = 10;
export const FAILURES_PER_IP = 50;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The stored form of a password: an argon2id hash with the settings above. */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, hashOptions);

// Verifying against this when the address is unknown keeps the answer time the same either way.
const dummyHash = hashPassword('not-a-real-password-' + randomUUID());

/**
 * The one rate limit (the login_failures table of SessionStore): each key may have at most its
 * limit of recorded attempts within the window, else `code` with the minutes to wait. Callers
 * record attempts with `s.sessions.recordFailure`; keys are namespaced (`email:`, `ip:`, `mail-email:`, ...).
 */
export async function enforceLimits(
  s: Services,
  limits: readonly (readonly [key: string, limit: number])[],
  windowMs: number,
  code: Extract<ErrorCode, 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS'>,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - windowMs);
  for (const [key, limit] of limits) {
    const { count, oldest } = await s.sessions.failuresSince(key, since);
    if (count >= limit) {
      const waitMs = (oldest ? oldest.getTime() + windowMs : now.getTime() + windowMs) - now.getTime();
      fail(code, { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
    }
  }
}

/** The user object of spec section 3, as /login answers it. */
export interface UserJson {
  id: string;
  type: 'user';
  termsAccepted: boolean;
  email: string;
  admin: boolean;
  impersonated: boolean;
  scope: string[];
}

export const userJson = (user: UserRow, impersonated: boolean): UserJson => ({
  id: user.id,
  type: user.type,
  termsAccepted: user.termsAccepted,
  email: user.email,
  admin: user.admin,
  impersonated,
  scope: [],
});

export async function register(s: Services, rawEmail: string, password: string, actor: Actor): Promise<UserRow> {
  const email = normaliseEmail(rawEmail);
  checkPassword(password);
  const userId = randomUUID();
  const passwordHash = await hashPassword(password);
  await reserve(s.store, 'email', email, userId, actor, 'EMAIL_TAKEN', async (holderId) => {
    const { state } = await load(s.store, userDecider, userStream(holderId));
    return state.exists && state.email === email;
  });
  await s.execute(userDecider, userStream(userId), { type: 'RegisterUser', email, passwordHash }, { ...actor, userId });
  const user = await s.users.byId(userId);
  if (!user) throw new Error('registered user missing from the read model');
  return user;
}

export async function logIn(
  s: Services,
  rawEmail: string,
  password: string,
  clientIp: string,
  now = new Date(),
): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  const email = rawEmail.trim().toLowerCase();
  await enforceLimits(
    s,
    [
      [`email:${email}`, FAILURES_PER_EMAIL],
      [`ip:${clientIp}`, FAILURES_PER_IP],
    ],
    FAILURE_WINDOW_MS,
    'TOO_MANY_ATTEMPTS',
    now,
  );
  const user = email ? await s.users.byEmail(email) : undefined;
  const ok = await argon2.verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
  if (!user || !ok) {
    await s.sessions.recordFailure([`email:${email}`, `ip:${clientIp}`], now);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await s.sessions.clearFailures(`email:${email}`);
  return { user, tokens: await s.sessions.create(user.id, null, now) };
}

export async function acceptTerms(s: Services, actor: Actor): Promise<void> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  await s.execute(userDecider, userStream(actor.userId), { type: 'AcceptTerms' }, actor);
}

/** Creates an admin, or makes an existing user one (the command line's create-admin). */
export async function createAdmin(s: Services, email: string, password: string | undefined, actor: Actor): Promise<UserRow> {
  const existing = await s.users.byEmail(normaliseEmail(email));
  const user = existing ?? (password ? await register(s, email, password, actor) : fail('PASSWORD_TOO_SHORT', { min: 8 }));
  await s.execute(userDecider, userStream(user.id), { type: 'GrantAdmin' }, actor);
  return (await s.users.byId(user.id))!;
}
