import { fail, userDecider, userStream } from '@brandtrail/domain';
import type { Actor } from '@brandtrail/infra';
import type { UserRow } from '@brandtrail/projections';
import { requireSiteAdmin } from '../access/policy';
import type { Viewer } from '../graphql/context';
import { idOrUuidOf } from '../graphql/relay';
import type { Services } from '../services';
import type { IssuedTokens, SessionClient } from './sessions';

/**
 * An admin begins to act as another user (spec 4, 7; `POST /login?_switch_user=<id>`): the user's
 * decider judges it (admins only, never themselves or another admin, a reason given) and records
 * UserImpersonated on the user's stream; the admin's session ends and one as the user begins, with
 * both ids, that ends by itself at the recorded `until` (IMPERSONATION_MINUTES).
 */
export async function startImpersonation(
  s: Services,
  viewer: Viewer,
  target: string,
  reason: unknown,
  actor: Actor,
  client: SessionClient,
): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  // Asked before the user is looked up, so that nobody else learns which accounts exist (the decider
  // asks it again as its rule); an admin already acting as someone is not one here (exit first).
  requireSiteAdmin(viewer);
  // The user's id as the log-in answers it, or as GraphQL does (User.id).
  const user = await s.users.byId(idOrUuidOf(target, 'User'));
  if (!user) fail('NOT_FOUND');
  const { events } = await s.execute(
    userDecider,
    userStream(user.id),
    { type: 'Impersonate', userId: user.id, reason: typeof reason === 'string' ? reason : '' },
    actor,
  );
  const started = events.find((e) => e.type === 'UserImpersonated');
  const until = started?.type === 'UserImpersonated' ? new Date(started.data.until) : actor.now;
  const tokens = await s.sessions.create(user.id, viewer.user.id, actor.now, until, client);
  await s.sessions.revoke(viewer.session.id);
  return { user, tokens };
}

/**
 * The admin stops acting as the user (`_switch_user=_exit`, or logging out meanwhile): recorded on
 * the user's stream by the admin; the session as the user ends and one as the admin begins.
 */
export async function endImpersonation(
  s: Services,
  viewer: Viewer,
  actor: Actor,
  client: SessionClient,
): Promise<{ admin: UserRow; tokens: IssuedTokens }> {
  const adminId = viewer.session.impersonatorId;
  if (!adminId) fail('VALIDATION');
  const admin = await s.users.byId(adminId);
  // An admin whose right was taken away meanwhile goes back to nobody.
  if (!admin?.admin) fail('FORBIDDEN');
  await s.execute(
    userDecider,
    userStream(viewer.user.id),
    { type: 'EndImpersonation' },
    { ...actor, userId: admin.id, admin: true, impersonatorId: null },
  );
  await s.sessions.revoke(viewer.session.id);
  const tokens = await s.sessions.create(admin.id, null, actor.now, null, client);
  return { admin, tokens };
}
