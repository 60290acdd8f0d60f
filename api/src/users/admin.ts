import { fail, userDecider, userStream, type AccountLinkKind, type UserCommand } from '@brandtrail/domain';
import type { Actor } from '@brandtrail/infra';
import type { UserRow } from '@brandtrail/projections';
import { requireSiteAdmin } from '../access/policy';
import type { Viewer } from '../graphql/context';
import { idOrUuidOf } from '../graphql/relay';
import type { Services } from '../services';
import { mailAccountLink } from './recovery';

/**
 * What a site admin does to an account from its page in the admin area (issue 28). The policy asks
 * first (an admin acting as themselves), before the user is looked up, so that nobody else learns
 * which ids exist; the user's decider judges the action and records it on the user's stream, where
 * the audit log reads it.
 */
async function adminAction(
  s: Services,
  viewer: Viewer | null,
  target: string,
  command: (user: UserRow) => UserCommand,
  actor: Actor,
): Promise<UserRow> {
  requireSiteAdmin(viewer);
  const user = await s.users.byId(idOrUuidOf(target, 'User'));
  if (!user) fail('NOT_FOUND');
  await s.execute(userDecider, userStream(user.id), command(user), actor);
  return user;
}

/** Suspends the account for `reason`: every session and every link mailed to it ends at once. */
export async function suspendUser(s: Services, viewer: Viewer | null, target: string, reason: unknown, actor: Actor) {
  const user = await adminAction(
    s,
    viewer,
    target,
    (u) => ({ type: 'Suspend', userId: u.id, reason: typeof reason === 'string' ? reason : '' }),
    actor,
  );
  await s.sessions.revokeUser(user.id);
  await s.tokens.revokeAll(user.id, actor.now);
  return user.id;
}

export async function reinstateUser(s: Services, viewer: Viewer | null, target: string, actor: Actor) {
  return (await adminAction(s, viewer, target, () => ({ type: 'Reinstate' }), actor)).id;
}

/** Logs every browser of the account out (the person logs in again). */
export async function endUserSessions(s: Services, viewer: Viewer | null, target: string, actor: Actor) {
  const user = await adminAction(s, viewer, target, (u) => ({ type: 'EndSessionsAsAdmin', userId: u.id }), actor);
  await s.sessions.revokeUser(user.id);
  return user.id;
}

/**
 * Mails the account a sign-in or password reset link, in its language, as the person could ask for
 * one themselves, counted against the same limits on mails to one address (each admin counts as a
 * client of their own).
 */
export async function sendUserLink(s: Services, viewer: Viewer | null, target: string, kind: unknown, actor: Actor) {
  const user = await adminAction(
    s,
    viewer,
    target,
    () => ({ type: 'SendLinkAsAdmin', kind: typeof kind === 'string' ? kind : '' }),
    actor,
  );
  await mailAccountLink(s, kind as AccountLinkKind, user.email, viewer!.user.id, actor.now);
  return user.id;
}
