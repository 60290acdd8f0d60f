import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  brandDecider,
  brandStream,
  checkAccessMessage,
  fail,
  isDomainError,
  normaliseEmail,
  type BrandState,
  type MemberCommand,
} from '@brandtrail/domain';
import type { Actor } from '@brandtrail/infra';
import { requireAccess } from '../access/policy';
import { fromGlobalId } from '../graphql/relay';
import type { Services } from '../services';
import { refuseWhileWaiting } from '../users/accounts';
import { verifiedBy } from '../users/verification';
import type { SlowDown } from '../users/throttle';

/**
 * The members' workflows: who a BrandUser or access request id names, the access check first
 * (`requireAccess`, as every command), then the brand decider's member rules.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A BrandUser is a member (`<brand>:<user>`) or an open invitation (`<brand>:invitation:<id>`). */
export type BrandUserRef = { brandId: string; userId: string } | { brandId: string; invitationId: string };

export const brandUserKey = (ref: BrandUserRef): string =>
  'userId' in ref ? `${ref.brandId}:${ref.userId}` : `${ref.brandId}:invitation:${ref.invitationId}`;

/** The member or invitation a BrandUser global id names; anything else is not found. */
export function brandUserRef(globalId: string): BrandUserRef {
  const { type, id } = fromGlobalId(globalId);
  const parts = id.split(':');
  if (type === 'BrandUser' && parts.every((p, i) => (i === 1 && parts.length === 3 ? p === 'invitation' : UUID.test(p)))) {
    if (parts.length === 2) return { brandId: parts[0]!, userId: parts[1]! };
    if (parts.length === 3) return { brandId: parts[0]!, invitationId: parts[2]! };
  }
  fail('MEMBER_NOT_FOUND');
}

/** The access request a BrandAccessRequest global id (`<brand>:<user>`) names. */
export function accessRequestRef(globalId: string): { brandId: string; userId: string } {
  const { type, id } = fromGlobalId(globalId);
  const [brandId, userId, ...rest] = id.split(':');
  if (type !== 'BrandAccessRequest' || rest.length || !UUID.test(brandId ?? '') || !UUID.test(userId ?? ''))
    fail('ACCESS_REQUEST_NOT_FOUND');
  return { brandId: brandId!, userId: userId! };
}

const run = (s: Services, brandId: string, command: MemberCommand, actor: Actor) =>
  s.execute(brandDecider, brandStream(brandId), command, actor);

/**
 * Adds the person with this address: at once when the address belongs to an account that verified
 * it, else (no account, or one whose holder has not proved the address theirs) as an invitation
 * with a random token (kept in the event; see the domain's `members.ts`), which is mailed. The
 * answer is the same for an address without an account and one with an unverified account.
 */
export async function addBrandUser(
  s: Services,
  brandId: string,
  input: { email: string; role: string },
  actor: Actor,
): Promise<{ ref: BrandUserRef; state: BrandState }> {
  await requireAccess(s, brandId, actor, 'manageMembers', 'BRAND_NOT_FOUND');
  // The address is what the account is looked up by: normalised (and bounded) before the database sees it.
  const email = normaliseEmail(input.email);
  const role = input.role;
  const user = await s.users.byEmail(email);
  if (user?.emailVerified) {
    const { state } = await run(s, brandId, { type: 'AddMember', userId: user.id, email, role, emailVerified: true }, actor);
    return { ref: { brandId, userId: user.id }, state };
  }
  const invitationId = randomUUID();
  const token = randomBytes(24).toString('base64url');
  const { state } = await run(s, brandId, { type: 'InviteMember', invitationId, email, role, token }, actor);
  return { ref: { brandId, invitationId }, state };
}

export async function updateBrandUser(s: Services, ref: BrandUserRef, role: string, actor: Actor): Promise<BrandState> {
  await requireAccess(s, ref.brandId, actor, 'manageMembers', 'BRAND_NOT_FOUND');
  if (!('userId' in ref)) fail('MEMBER_NOT_FOUND');
  return (await run(s, ref.brandId, { type: 'ChangeMemberRole', userId: ref.userId, role }, actor)).state;
}

/** Removes a member, leaves (the caller's own membership: members only) or withdraws an invitation. */
export async function deleteBrandUser(s: Services, ref: BrandUserRef, actor: Actor): Promise<{ left: boolean }> {
  const left = 'userId' in ref && ref.userId === actor.userId;
  await requireAccess(s, ref.brandId, actor, left ? 'readPrivate' : 'manageMembers', 'BRAND_NOT_FOUND');
  if ('userId' in ref) await run(s, ref.brandId, { type: 'RemoveMember', userId: ref.userId }, actor);
  else await run(s, ref.brandId, { type: 'WithdrawInvitation', invitationId: ref.invitationId }, actor);
  return { left };
}

export async function resendBrandInvitation(s: Services, ref: BrandUserRef, actor: Actor): Promise<BrandState> {
  await requireAccess(s, ref.brandId, actor, 'manageMembers', 'BRAND_NOT_FOUND');
  if (!('invitationId' in ref)) fail('INVITATION_NOT_FOUND');
  return (await run(s, ref.brandId, { type: 'ResendInvitation', invitationId: ref.invitationId }, actor)).state;
}

/**
 * Accepts an invitation with its token: the token is what lets the invited person in (they are
 * no member yet, so there is no access to check first); the decider checks that the actor's
 * address is the invited one. The link came in a mail to that address, so it verifies the
 * account's address too (and the workers then join its other waiting invitations). Answers the
 * brand's id.
 */
export async function acceptBrandInvitation(s: Services, token: string, actor: Actor): Promise<string> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  const invitation = token.length <= 100 ? await s.brands.invitationByToken(token) : undefined;
  if (!invitation) fail('INVITATION_NOT_FOUND');
  const user = (await s.users.byId(actor.userId)) ?? fail('UNAUTHENTICATED');
  await run(s, invitation.brandId, { type: 'AcceptInvitation', token, email: user.email }, actor);
  // An admin acting as the user proves nothing about the user's mailbox.
  if (!actor.impersonatorId) await verifiedBy(s, user.id, 'invitation', actor);
  return invitation.brandId;
}

/** Access requests per user: 10 at once, then one every 2.4 hours (10 a day). */
export const ACCESS_REQUESTS_PER_DAY = 10;
const DAY = 24 * 3600 * 1000;
const ACCESS_REQUEST_SLOWDOWN: SlowDown = {
  free: ACCESS_REQUESTS_PER_DAY,
  firstDelayMs: DAY / ACCESS_REQUESTS_PER_DAY,
  maxDelayMs: DAY / ACCESS_REQUESTS_PER_DAY,
  forgetMs: DAY / ACCESS_REQUESTS_PER_DAY,
};

/**
 * Asks a brand's managers for access. `brand` is what the not-found screen had: a Brand global id
 * or a slug. Answers the same whether or not the brand exists, is private, deleted or already has
 * the caller as a member or requester (no existence oracle): the limits (the decider's message
 * length, requests per day) are checked before anything is looked up, and every call counts; the
 * decider's not-found answer for a brand that does not exist or is deleted is no answer here.
 */
export async function requestBrandAccess(s: Services, brand: string, message: string, actor: Actor): Promise<void> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  // The decider's own rule (checkAccessMessage), asked before the brand is looked up: a refusal
  // after it would tell a stranger that the brand exists.
  checkAccessMessage(message);
  refuseWhileWaiting(
    await s.throttle.take([{ key: `access-request:${actor.userId}`, rule: ACCESS_REQUEST_SLOWDOWN }]),
    'TOO_MANY_REQUESTS',
  );
  // The answer comes no sooner for a brand that does not exist than for one where the request is
  // recorded (and waits for the read models), so its timing tells nothing either.
  const started = Date.now();
  try {
    const brandId = await brandIdOf(s, brand);
    if (brandId) await run(s, brandId, { type: 'RequestAccess', message }, actor).catch(notFoundIsNoAnswer);
  } finally {
    await sleep(Math.max(0, ACCESS_REQUEST_ANSWER_MS - (Date.now() - started)));
  }
}

/** A brand that does not exist or is deleted answers as if the request were recorded. */
function notFoundIsNoAnswer(error: unknown): void {
  if (!(isDomainError(error) && error.code === 'BRAND_NOT_FOUND')) throw error;
}

/** How long `requestBrandAccess` takes at least, whatever it finds. */
export const ACCESS_REQUEST_ANSWER_MS = 400;

async function brandIdOf(s: Services, brand: string): Promise<string | undefined> {
  const ref = brand.trim();
  if (!ref || ref.length > 200) return undefined;
  if (/^[a-z0-9-]+$/.test(ref)) {
    const bySlug = await s.brands.idBySlug(ref);
    if (bySlug) return bySlug;
  }
  try {
    const { type, id } = fromGlobalId(ref);
    return type === 'Brand' && UUID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function answerBrandAccessRequest(
  s: Services,
  ref: { brandId: string; userId: string },
  input: { approve: boolean; role?: string | null },
  actor: Actor,
): Promise<BrandState> {
  await requireAccess(s, ref.brandId, actor, 'manageMembers', 'BRAND_NOT_FOUND');
  const command: MemberCommand = { type: 'AnswerAccessRequest', userId: ref.userId, approve: input.approve, role: input.role };
  return (await run(s, ref.brandId, command, actor)).state;
}
