import argon2 from 'argon2';
import { checkPassword, fail, PASSWORD_MAX, userDecider, userStream, type UserCommand, type UserState } from '@brandtrail/domain';
import { decideFirst, load, type Actor } from '@brandtrail/infra';
import type { Viewer } from '../graphql/context';
import type { Services } from '../services';
import { hashPassword, PAIR_SLOWDOWN, refuseWhileWaiting } from './accounts';
import type { Enrolment } from './twoFactor';

/** What the account page changes of the logged-in person's own account (issue 28). */

const textIn = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The name shown beside the address in members lists and presence ('' removes it). */
export async function changeDisplayName(s: Services, viewer: Viewer | null, name: unknown, actor: Actor): Promise<void> {
  if (!viewer) fail('UNAUTHENTICATED');
  await s.execute(userDecider, userStream(viewer.user.id), { type: 'ChangeDisplayName', name: textIn(name) }, actor);
}

/**
 * A change that asks for the current password: the decider first (never while an admin acts as
 * the person, asked before argon2 runs), then the password, checked at the pace of a log-in from a
 * known device, so that a stolen session cannot guess it faster than a log-in could.
 */
export async function askedWithPassword(
  s: Services,
  viewer: Viewer,
  given: string,
  command: UserCommand,
  actor: Actor,
): Promise<UserState> {
  const stream = userStream(viewer.user.id);
  const { state } = await load(s.store, userDecider, stream);
  await decideFirst(s.store, userDecider, stream, state, command, actor);
  if (given.length > PASSWORD_MAX) fail('PASSWORD_WRONG');
  const keys = [{ key: `password-change:${viewer.user.id}`, rule: PAIR_SLOWDOWN, account: viewer.user.email }];
  refuseWhileWaiting(await s.throttle.take(keys), 'TOO_MANY_ATTEMPTS');
  if (!(await argon2.verify(state.passwordHash, given).catch(() => false))) fail('PASSWORD_WRONG');
  await s.throttle.clear(keys);
  return state;
}

/**
 * A new password, given the current one: never while an admin acts as the person (the decider's
 * rule, asked before argon2 runs), the current one checked at the pace of a log-in from a known
 * device (a stolen session cannot guess it faster than a log-in could). Every other session of the
 * person ends, and reset links still in a mailbox stop working; this browser stays logged in.
 */
export async function changePassword(
  s: Services,
  viewer: Viewer | null,
  current: unknown,
  next: unknown,
  actor: Actor,
): Promise<void> {
  if (!viewer) fail('UNAUTHENTICATED');
  const password = textIn(next);
  const given = textIn(current);
  checkPassword(password);
  const stream = userStream(viewer.user.id);
  await askedWithPassword(s, viewer, given, { type: 'ChangePassword', passwordHash: '' }, actor);
  await s.execute(userDecider, stream, { type: 'ChangePassword', passwordHash: await hashPassword(password) }, actor);
  await s.sessions.revokeUser(viewer.user.id, { keep: viewer.session.id });
  await s.tokens.revokeKind(viewer.user.id, 'reset', actor.now);
}

/** Ends one of the person's sessions (`id`), or all but this one (`id` null): those browsers are logged out. */
export async function endOwnSessions(s: Services, viewer: Viewer | null, id: string | null): Promise<number> {
  if (!viewer) fail('UNAUTHENTICATED');
  return s.sessions.revokeUser(viewer.user.id, id ? { only: id } : { keep: viewer.session.id });
}

/**
 * Two-factor sign-in, first step: a new secret and the QR code of it for an authenticator app
 * (nothing changes for log-in until a code from the app confirms it). Refused while it is on (turn
 * it off first) and while an admin acts as the person.
 */
export async function beginTwoFactor(s: Services, viewer: Viewer | null, actor: Actor): Promise<Enrolment> {
  if (!viewer) fail('UNAUTHENTICATED');
  const stream = userStream(viewer.user.id);
  const { state } = await load(s.store, userDecider, stream);
  await decideFirst(s.store, userDecider, stream, state, { type: 'EnableTwoFactor' }, actor);
  if (state.twoFactor) fail('CONFLICT');
  return s.twoFactor.begin(viewer.user.id, viewer.user.email, actor.now);
}

/**
 * Two-factor sign-in, second step: a code from the app proves it holds the secret; then ten
 * recovery codes (shown once) and it is on.
 */
export async function enableTwoFactor(s: Services, viewer: Viewer | null, code: unknown, actor: Actor): Promise<string[]> {
  if (!viewer) fail('UNAUTHENTICATED');
  const stream = userStream(viewer.user.id);
  const { state } = await load(s.store, userDecider, stream);
  await decideFirst(s.store, userDecider, stream, state, { type: 'EnableTwoFactor' }, actor);
  if (state.twoFactor) fail('CONFLICT');
  if (!(await s.twoFactor.hasSecret(viewer.user.id))) fail('TWO_FACTOR_NOT_STARTED');
  if (!(await s.twoFactor.verify(viewer.user.id, viewer.user.email, textIn(code), actor.now))) fail('TWO_FACTOR_CODE_WRONG');
  const codes = await s.twoFactor.newRecoveryCodes(viewer.user.id);
  await s.execute(userDecider, stream, { type: 'EnableTwoFactor' }, actor);
  return codes;
}

/** Turns two-factor sign-in off, given the password; the secret and recovery codes are forgotten. */
export async function disableTwoFactor(s: Services, viewer: Viewer | null, password: unknown, actor: Actor): Promise<void> {
  if (!viewer) fail('UNAUTHENTICATED');
  await askedWithPassword(s, viewer, textIn(password), { type: 'DisableTwoFactor' }, actor);
  await s.execute(userDecider, userStream(viewer.user.id), { type: 'DisableTwoFactor' }, actor);
  await s.twoFactor.remove(viewer.user.id);
}

/** Ten new recovery codes, given the password (the old ones stop working). */
export async function renewRecoveryCodes(s: Services, viewer: Viewer | null, password: unknown, actor: Actor): Promise<string[]> {
  if (!viewer) fail('UNAUTHENTICATED');
  const state = await askedWithPassword(s, viewer, textIn(password), { type: 'EnableTwoFactor' }, actor);
  if (!state.twoFactor) fail('TWO_FACTOR_NOT_STARTED');
  return s.twoFactor.newRecoveryCodes(viewer.user.id);
}
