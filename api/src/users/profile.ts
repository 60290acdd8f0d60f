import argon2 from 'argon2';
import { checkPassword, fail, PASSWORD_MAX, userDecider, userStream } from '@brandtrail/domain';
import { decideFirst, load, type Actor } from '@brandtrail/infra';
import type { Viewer } from '../graphql/context';
import type { Services } from '../services';
import { hashPassword, PAIR_SLOWDOWN, refuseWhileWaiting } from './accounts';

/** What the account page changes of the logged-in person's own account (issue 28). */

const textIn = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The name shown beside the address in members lists and presence ('' removes it). */
export async function changeDisplayName(s: Services, viewer: Viewer | null, name: unknown, actor: Actor): Promise<void> {
  if (!viewer) fail('UNAUTHENTICATED');
  await s.execute(userDecider, userStream(viewer.user.id), { type: 'ChangeDisplayName', name: textIn(name) }, actor);
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
  if (given.length > PASSWORD_MAX) fail('PASSWORD_WRONG');
  checkPassword(password);
  const stream = userStream(viewer.user.id);
  const { state } = await load(s.store, userDecider, stream);
  await decideFirst(s.store, userDecider, stream, state, { type: 'ChangePassword', passwordHash: '' }, actor);
  const keys = [{ key: `password-change:${viewer.user.id}`, rule: PAIR_SLOWDOWN, account: viewer.user.email }];
  refuseWhileWaiting(await s.throttle.take(keys), 'TOO_MANY_ATTEMPTS');
  if (!(await argon2.verify(state.passwordHash, given).catch(() => false))) fail('PASSWORD_WRONG');
  await s.throttle.clear(keys);
  await s.execute(userDecider, stream, { type: 'ChangePassword', passwordHash: await hashPassword(password) }, actor);
  await s.sessions.revokeUser(viewer.user.id, { keep: viewer.session.id });
  await s.tokens.revokeKind(viewer.user.id, 'reset', actor.now);
}

/** Ends one of the person's sessions (`id`), or all but this one (`id` null): those browsers are logged out. */
export async function endOwnSessions(s: Services, viewer: Viewer | null, id: string | null): Promise<number> {
  if (!viewer) fail('UNAUTHENTICATED');
  return s.sessions.revokeUser(viewer.user.id, id ? { only: id } : { keep: viewer.session.id });
}
