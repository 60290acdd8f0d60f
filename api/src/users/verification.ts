import { fail, userDecider, userStream, type VerifiedVia } from '@brandtrail/domain';
import { log, type Actor } from '@brandtrail/infra';
import type { UserRow } from '@brandtrail/projections';
import type { Services } from '../services';

/**
 * Verifying an account's address. Registering with an address proves nothing about it, so an
 * account joins the brands that invited its address only once the person has followed a link
 * mailed there: the confirmation link mailed at registration (`/verify-email/{token}`, 7 days, sent
 * again from the brand list on request), a sign-in link, a password reset link, or an invitation's
 * link accepted with it. Each records `UserEmailVerified` (once); the workers then join the
 * account's waiting invitations (`workers/src/invitations.ts`). Accounts registered before this
 * existed are unverified until they follow one of those links.
 */

/** How long `POST /verify-email` waits for the workers to join the waiting invitations before it answers. */
export const JOIN_WAIT_MS = 5000;

/** Mails the account a link that confirms its address, in its language. A failure is logged: the person can ask again. */
export async function mailVerificationLink(s: Services, user: UserRow, now = new Date()): Promise<void> {
  try {
    const issued = await s.tokens.issue('verify', user.id, now);
    const link = `${s.config.publicUrl}/verify-email/${issued.token}`;
    await s.mail({ kind: 'verify-email', to: user.email, locale: user.locale, link }, `verify-email:${issued.id}`);
  } catch (error) {
    log.error('verification mail could not be enqueued', { userId: user.id, error });
  }
}

/**
 * Records that the person proved the account's address theirs (as themself: the link is the
 * proof). Answers whether this was news (false when the address was verified already).
 */
export async function verifiedBy(s: Services, userId: string, via: VerifiedVia, actor: Actor): Promise<boolean> {
  const { events } = await s.execute(
    userDecider,
    userStream(userId),
    { type: 'VerifyEmail', via },
    { ...actor, userId, admin: false, impersonatorId: null },
  );
  return events.length > 0;
}

/** A brand the verified account is now a member of. */
export interface JoinedBrand {
  slug: string;
  name: string;
}

/**
 * Follows a confirmation link: VERIFY_TOKEN_INVALID for an unknown or expired one. Records the
 * verification, then waits (at most JOIN_WAIT_MS) until the workers have joined the invitations
 * that waited for the address, and answers the brands joined.
 */
export async function verifyEmail(
  s: Services,
  token: string,
  actor: Actor,
  now = new Date(),
): Promise<{ userId: string; email: string; joined: JoinedBrand[] }> {
  const used = token.length <= 100 ? await s.tokens.useVerify(token, now) : undefined;
  const user = used ? await s.users.byId(used.userId) : undefined;
  if (!user) fail('VERIFY_TOKEN_INVALID');
  const waiting = await s.brands.invitationsTo(user.email);
  const news = await verifiedBy(s, user.id, 'verification', actor);
  const brandIds = [...new Set(waiting.map((i) => i.brandId))];
  // Only a new verification makes the workers join anything: a link followed again waits for nothing.
  const deadline = Date.now() + (news ? JOIN_WAIT_MS : 0);
  for (;;) {
    const joined = (await Promise.all(brandIds.map((id) => s.brands.member(id, user.id)))).filter((m) => m !== undefined);
    if (joined.length === brandIds.length || Date.now() >= deadline) {
      const rows = await Promise.all(joined.map((m) => s.brands.byId(m.brandId, user.id)));
      const brands = rows.flatMap((b) => (b ? [{ slug: b.slug, name: b.name }] : []));
      return { userId: user.id, email: user.email, joined: brands };
    }
    await s.waiter.nextMove(Math.min(250, Math.max(0, deadline - Date.now())));
  }
}
