import { checkPassword, fail, normaliseEmail, PASSWORD_MAX, userDecider, userStream } from '@brandtrail/domain';
import { log, type Actor } from '@brandtrail/infra';
import type { UserRow } from '@brandtrail/projections';
import type { Services } from '../services';
import { hashPassword, refuseWhileWaiting, signIn, type LoginClient, type SignedIn } from './accounts';
import { addressKey, type SlowDown } from './throttle';
import type { AccountTokenKind } from './tokens';
import { mailVerificationLink, verifiedBy } from './verification';

/**
 * Account recovery without a password: the lost-password mail (a link to set a new one) and the
 * sign-in link. Both requests answer the same whether or not the address has an account, so they
 * cannot be used to find out who has one; both are limited per address and per client address,
 * counted together with the confirmation link sent again (the ways to make us send a mail to an
 * address), through the
 * log-in throttle's table with keys of their own: flooding them never slows anybody's log-in.
 * Each limit lets MAILS_PER_… requests through at once, then one per (hour / that number).
 */
export const MAILS_PER_EMAIL = 5;
export const MAILS_PER_IP = 30;
const HOUR = 60 * 60 * 1000;
const steady = (perHour: number): SlowDown => ({
  free: perHour,
  firstDelayMs: HOUR / perHour,
  maxDelayMs: HOUR / perHour,
  forgetMs: HOUR / perHour,
});
export const MAIL_EMAIL_SLOWDOWN = steady(MAILS_PER_EMAIL);
export const MAIL_CLIENT_SLOWDOWN = steady(MAILS_PER_IP);

const mailKind = { reset: 'reset-password', login: 'login-link' } as const;
const linkPath = { reset: '/reset-password/', login: '/login/' } as const;

/** Counts a mail to `email` asked for by `clientAddress`, or TOO_MANY_REQUESTS with the wait. */
export async function takeMailAllowance(s: Services, email: string, clientAddress: string): Promise<void> {
  const keys = [
    { key: `mail-email:${email}`, rule: MAIL_EMAIL_SLOWDOWN },
    { key: `mail-client:${addressKey(clientAddress)}`, rule: MAIL_CLIENT_SLOWDOWN },
  ];
  refuseWhileWaiting(await s.throttle.take(keys), 'TOO_MANY_REQUESTS');
}

/**
 * "Send the link again" on the brand list: mails a new link confirming the logged-in user's
 * address, counted against the same limits as the other account mails; an address already
 * verified gets nothing.
 */
export async function resendVerificationLink(s: Services, user: UserRow, clientAddress: string, now = new Date()): Promise<void> {
  await takeMailAllowance(s, user.email, clientAddress);
  if (!user.emailVerified) await mailVerificationLink(s, user, now);
}

/**
 * Mails a single-use link of `kind` to the address if it has an account (in the account's
 * language), and does nothing else otherwise. Refuses a malformed address (EMAIL_INVALID) and too
 * many requests (TOO_MANY_REQUESTS), both regardless of whether the account exists.
 */
export async function mailAccountLink(
  s: Services,
  kind: Extract<AccountTokenKind, 'reset' | 'login'>,
  rawEmail: string,
  clientAddress: string,
  now = new Date(),
): Promise<void> {
  const email = normaliseEmail(rawEmail);
  await takeMailAllowance(s, email, clientAddress);
  const user = await s.users.byEmail(email);
  // Nothing for an address without an account, or a suspended one (its links would not let it in).
  if (!user || user.suspended) return;
  const issued = await s.tokens.issue(kind, user.id, now);
  try {
    await s.mail(
      {
        kind: mailKind[kind],
        to: user.email,
        locale: user.locale,
        link: `${s.config.publicUrl}${linkPath[kind]}${issued.token}`,
      },
      `${mailKind[kind]}:${issued.id}`,
    );
  } catch (error) {
    // Answering with an error here would tell that the address has an account: log it instead.
    log.error('account mail could not be enqueued', { kind, userId: user.id, error });
  }
}

/**
 * Sets a new password with a reset token: the token must be live (RESET_TOKEN_INVALID otherwise),
 * the password valid. Spends the token and every other live link of the user, revokes all their
 * sessions, forgets their known devices and throttles, and signs in on this browser (with
 * two-factor sign-in on, the code is asked next), which becomes the one known device.
 */
export async function resetPassword(
  s: Services,
  token: string,
  password: string,
  client: LoginClient,
  actor: Actor,
  now = new Date(),
): Promise<SignedIn> {
  if (password.length > PASSWORD_MAX) fail('PASSWORD_TOO_LONG', { max: PASSWORD_MAX }); // before anything reads it
  // The token first: a link that cannot work is the news, not a short password.
  if (!(await s.tokens.peek('reset', token, now))) fail('RESET_TOKEN_INVALID');
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const spent = await s.tokens.consume('reset', token, now);
  if (!spent) fail('RESET_TOKEN_INVALID'); // spent by a concurrent request meanwhile
  const userId = spent.userId;
  // The token proves who acts: the user themself, who reads mail at the address.
  await s.execute(
    userDecider,
    userStream(userId),
    { type: 'ChangePassword', passwordHash },
    { ...actor, userId, admin: false, impersonatorId: null },
  );
  await verifiedBy(s, userId, 'reset', actor);
  const user = await s.users.byId(userId);
  if (!user) fail('RESET_TOKEN_INVALID');
  await s.tokens.revokeAll(userId, now);
  await s.sessions.revokeUser(userId);
  // Whoever had the old password may have made their browser a known device.
  await s.devices.forgetUser(userId);
  await s.throttle.clearAccount(user.email);
  return signIn(s, user, client, now);
}

/**
 * Logs in with a sign-in link's token (single use), or LOGIN_TOKEN_INVALID. Never throttled: the
 * link proves the mailbox, so it also clears the account's log-in throttles and verifies the
 * address. Using one ends every other sign-in link of the account still out there (older mails
 * stop working). With two-factor sign-in on, the link is the first factor only.
 */
export async function logInWithToken(
  s: Services,
  token: string,
  client: LoginClient,
  actor: Actor,
  now = new Date(),
): Promise<SignedIn> {
  const spent = await s.tokens.consume('login', token, now);
  const found = spent ? await s.users.byId(spent.userId) : undefined;
  if (!found) fail('LOGIN_TOKEN_INVALID');
  await s.tokens.revokeKind(found.id, 'login', now);
  await s.throttle.clearAccount(found.email);
  await verifiedBy(s, found.id, 'login-link', actor);
  const user = (await s.users.byId(found.id)) ?? found;
  return signIn(s, user, client, now);
}
