import { fail, normaliseEmail, userDecider, userStream } from '@brandtrail/domain';
import { load, type Actor } from '@brandtrail/infra';
import { reserve } from '../commands/reservations';
import type { Viewer } from '../graphql/context';
import type { Services } from '../services';
import { askedWithPassword } from './profile';
import { takeMailAllowance } from './recovery';

/**
 * Changing an account's address (issue 28): asked on the account page with the password (never by
 * an admin acting as the person: the decider's rule); a link mailed to the new address makes the
 * change (its token carries the address); the old address is then told, with a link that puts it
 * back for EMAIL_UNDO_DAYS, logs every browser out and ends every mailed link (someone else may
 * have made the change). Each change claims the new address's reservation, so that two accounts
 * never hold one address.
 */

const textIn = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The person asks for `email`: refused when it is theirs already or another account's; else the link is mailed to it. */
export async function requestEmailChange(
  s: Services,
  viewer: Viewer | null,
  rawEmail: unknown,
  password: unknown,
  actor: Actor,
): Promise<string> {
  if (!viewer) fail('UNAUTHENTICATED');
  const email = normaliseEmail(textIn(rawEmail));
  if (email === viewer.user.email) fail('EMAIL_SAME');
  await askedWithPassword(s, viewer, textIn(password), { type: 'ChangeEmail', email }, actor);
  if (await s.users.byEmail(email)) fail('EMAIL_TAKEN');
  // The mail limits of the new address, and of this person as the asking client (not one key for everyone).
  await takeMailAllowance(s, email, viewer.user.id);
  // Only the newest link works.
  await s.tokens.revokeKind(viewer.user.id, 'email', actor.now);
  const issued = await s.tokens.issue('email', viewer.user.id, actor.now, email);
  await s.mail(
    { kind: 'email-change', to: email, locale: viewer.user.locale, link: `${s.config.publicUrl}/confirm-email/${issued.token}` },
    `email-change:${issued.id}`,
  );
  return email;
}

/** Claims `email` for the user and records the change, as the person (the link proved them). */
async function changeTo(s: Services, userId: string, email: string, undo: boolean, actor: Actor): Promise<void> {
  await reserve(s.store, 'email', email, userId, actor, 'EMAIL_TAKEN', async (holderId) => {
    const { state } = await load(s.store, userDecider, userStream(holderId));
    return state.exists && state.email === email;
  });
  await s.execute(
    userDecider,
    userStream(userId),
    { type: 'ChangeEmail', email, undo },
    { ...actor, userId, admin: false, impersonatorId: null },
  );
}

/** The link mailed to the new address: the change, then the old address told, with the undo link. */
export async function confirmEmailChange(s: Services, token: unknown, actor: Actor): Promise<{ email: string }> {
  const spent = await s.tokens.consume('email', textIn(token), actor.now);
  const user = spent?.payload ? await s.users.byId(spent.userId) : undefined;
  if (!spent?.payload || !user) fail('EMAIL_TOKEN_INVALID');
  const previous = user.email;
  await changeTo(s, user.id, spent.payload, false, actor);
  const undo = await s.tokens.issue('email-undo', user.id, actor.now, previous);
  await s.mail(
    {
      kind: 'email-changed',
      to: previous,
      locale: user.locale,
      link: `${s.config.publicUrl}/undo-email/${undo.token}`,
      newEmail: spent.payload,
    },
    `email-changed:${undo.id}`,
  );
  return { email: spent.payload };
}

/**
 * The link mailed to the old address: the address back, every browser logged out, every mailed link
 * and personal access token ended (whoever changed the address may have made one meanwhile).
 */
export async function undoEmailChange(s: Services, token: unknown, actor: Actor): Promise<{ email: string }> {
  const spent = await s.tokens.consume('email-undo', textIn(token), actor.now);
  const user = spent?.payload ? await s.users.byId(spent.userId) : undefined;
  if (!spent?.payload || !user) fail('EMAIL_TOKEN_INVALID');
  await changeTo(s, user.id, spent.payload, true, actor);
  await s.sessions.revokeUser(user.id);
  await s.tokens.revokeAll(user.id, actor.now);
  await s.accessTokens.revokeAll(user.id, actor.now);
  await s.devices.forgetUser(user.id);
  return { email: spent.payload };
}
