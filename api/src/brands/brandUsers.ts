import { fail, roleCeiling, type BrandState, type MemberRole } from '@brandtrail/domain';
import type { AccessRequestRow, BrandRow, InvitationRow, MemberRow, UserRow } from '@brandtrail/projections';
import { canOn, rowAccess } from '../access/policy';
import type { Context } from '../graphql/context';
import { toGlobalId } from '../graphql/relay';
import { accountView } from '../users/avatar';
import { brandUserKey, type BrandUserRef } from './members';

/** A BrandUser as the resolvers answer it. */
export interface BrandUserObject {
  id: string;
  role: MemberRole;
  status: 'MEMBER' | 'INVITED';
  email: string;
  user: { id: string; email: string; avatar: string | null } | null;
  isViewer: boolean;
  invitationUrl: string | null;
  invitedAt: string | null;
}

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;
export const ceilingOn = (row: BrandRow) => roleCeiling(rowAccess(row));

export const invitationUrl = (ctx: Context, token: string) => `${ctx.services.config.publicUrl}/invitations/${token}`;

/** A member's account as the users read model has it (address and avatar), if it does. */
type Account = Pick<UserRow, 'email' | 'avatar' | 'displayName'> | undefined;

function memberObject(ctx: Context, m: Pick<MemberRow, 'brandId' | 'userId' | 'role'>, account: Account): BrandUserObject {
  const user = accountView(m.userId, account);
  return {
    id: toGlobalId('BrandUser', brandUserKey(m)),
    role: m.role,
    status: 'MEMBER',
    email: user.email,
    user,
    isViewer: m.userId === viewerId(ctx),
    invitationUrl: null,
    invitedAt: null,
  };
}

function invitationObject(ctx: Context, i: InvitationRow, manager: boolean): BrandUserObject {
  return {
    id: toGlobalId('BrandUser', brandUserKey({ brandId: i.brandId, invitationId: i.id })),
    role: i.role,
    status: 'INVITED',
    email: i.email,
    user: null,
    isViewer: false,
    invitationUrl: manager ? invitationUrl(ctx, i.token) : null,
    invitedAt: new Date(i.sentAt).toISOString(),
  };
}

/**
 * Brand.users: members (readPrivate: members only), owners first, then editors and viewers, each
 * by address; then, for those who manage members, the open invitations.
 */
export async function brandUsers(b: BrandRow, ctx: Context): Promise<BrandUserObject[]> {
  if (!canOn(b, 'readPrivate')) return [];
  const q = ctx.services.brands;
  const manager = ceilingOn(b) !== null;
  const [members, invitations] = await Promise.all([q.members(b.id), manager ? q.invitations(b.id) : []]);
  const accounts = new Map((await ctx.services.users.byIds(members.map((m) => m.userId))).map((u) => [u.id, u]));
  const rank = { owner: 0, editor: 1, viewer: 2 };
  const rows = members
    .map((m) => memberObject(ctx, m, accounts.get(m.userId)))
    .sort((a, z) => rank[a.role] - rank[z.role] || a.email.localeCompare(z.email));
  return [...rows, ...invitations.map((i) => invitationObject(ctx, i, manager))];
}

export async function accessRequests(b: BrandRow, ctx: Context) {
  if (ceilingOn(b) === null) return [];
  const requests = await ctx.services.brands.accessRequests(b.id);
  const users = new Map((await ctx.services.users.byIds(requests.map((r) => r.userId))).map((u) => [u.id, u]));
  return requests.map((r: AccessRequestRow) => ({
    id: toGlobalId('BrandAccessRequest', `${r.brandId}:${r.userId}`),
    user: accountView(r.userId, users.get(r.userId)),
    message: r.message,
    requestedAt: new Date(r.requestedAt).toISOString(),
  }));
}

/**
 * The BrandUser a command left, from the aggregate's state it answered (the read model may not
 * show it yet); the address of a member from the users read model.
 */
export async function brandUserAfter(
  ctx: Context,
  ref: BrandUserRef,
  state: BrandState,
  brand: BrandRow,
): Promise<BrandUserObject> {
  if ('userId' in ref) {
    const role = state.members[ref.userId] ?? fail('MEMBER_NOT_FOUND');
    return memberObject(ctx, { brandId: ref.brandId, userId: ref.userId, role }, await ctx.services.users.byId(ref.userId));
  }
  const invitation = state.invitations[ref.invitationId] ?? fail('INVITATION_NOT_FOUND');
  const row = await ctx.services.brands.invitation(ref.invitationId);
  const sentAt = row?.sentAt ?? ctx.actor.now;
  return invitationObject(
    ctx,
    { id: ref.invitationId, brandId: ref.brandId, ...invitation, createdAt: sentAt, sentAt },
    ceilingOn(brand) !== null,
  );
}
