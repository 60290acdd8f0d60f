import { accountView } from '../users/avatar';
import { fail, roleCeiling, type BrandState, type MemberRole } from '@brandtrail/domain';
import type { AccessRequestRow, BrandRow, InvitationRow, MemberRow, UserRow } from '@brandtrail/projections';
import { canOn, rowAccess, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { idOf, toGlobalId } from '../graphql/relay';
import {
  acceptBrandInvitation,
  accessRequestRef,
  addBrandUser,
  answerBrandAccessRequest,
  brandUserKey,
  brandUserRef,
  deleteBrandUser,
  requestBrandAccess,
  resendBrandInvitation,
  updateBrandUser,
  type BrandUserRef,
} from './members';

/** Members, invitations and access requests in GraphQL (the rules are the domain's `members.ts`). */
export const memberTypeDefs = /* GraphQL */ `
  enum MemberRole {
    owner
    editor
    viewer
  }

  enum BrandUserStatus {
    "A member of the brand."
    MEMBER
    "Invited by email; becomes a member when the invitation is accepted."
    INVITED
  }

  "Someone who asked for access to a brand; managers approve (with a role) or decline."
  type BrandAccessRequest {
    id: ID!
    user: BrandUserAccount!
    "What the requester wrote; empty when nothing."
    message: String!
    requestedAt: String!
  }

  "An invitation as its link shows it (anyone with the token)."
  type BrandInvitation {
    brandName: String!
    role: MemberRole!
    "The invited address (the account that accepts must have it)."
    email: String!
  }

  extend type Brand {
    "Open access requests; managers (manageMembers) only, empty for everyone else."
    accessRequests: [BrandAccessRequest!]!
    "The highest role the viewer may grant or touch; null when they may not manage members."
    viewerRoleCeiling: MemberRole
  }

  extend type Query {
    "The open invitation with this token (its link /invitations/<token>), or null."
    invitation(token: String!): BrandInvitation
  }

  input AddUserBrandInput {
    "The brand."
    id: ID!
    email: String!
    role: MemberRole!
    clientMutationId: String
  }
  type AddUserBrandPayload {
    "The new member (an address with an account) or invitation (one without)."
    brandUser: BrandUser!
    brand: Brand!
    clientMutationId: String
  }

  input UpdateBrandUserInput {
    "A member (BrandUser.id)."
    id: ID!
    role: MemberRole!
    clientMutationId: String
  }
  type UpdateBrandUserPayload {
    brandUser: BrandUser!
    brand: Brand!
    clientMutationId: String
  }

  input DeleteBrandUserInput {
    "A member (removed, or the viewer leaving) or an invitation (withdrawn)."
    id: ID!
    clientMutationId: String
  }
  type DeleteBrandUserPayload {
    deletedBrandUserId: ID!
    "The brand; null when the viewer left it and may no longer read it."
    brand: Brand
    clientMutationId: String
  }

  input ResendBrandInvitationInput {
    "An invitation (BrandUser.id with status INVITED)."
    id: ID!
    clientMutationId: String
  }
  type ResendBrandInvitationPayload {
    brandUser: BrandUser!
    brand: Brand!
    clientMutationId: String
  }

  input AcceptBrandInvitationInput {
    token: String!
    clientMutationId: String
  }
  type AcceptBrandInvitationPayload {
    brand: Brand!
    clientMutationId: String
  }

  input RequestBrandAccessInput {
    "The brand as the address named it: its slug, or its global id (/brands/<id>)."
    brand: String!
    "At most 500 characters."
    message: String!
    clientMutationId: String
  }
  type RequestBrandAccessPayload {
    "Always true: the answer does not tell whether the brand exists."
    ok: Boolean!
    clientMutationId: String
  }

  input AnswerBrandAccessRequestInput {
    "BrandAccessRequest.id"
    id: ID!
    approve: Boolean!
    "The role to grant when approving (up to the viewer's own)."
    role: MemberRole
    clientMutationId: String
  }
  type AnswerBrandAccessRequestPayload {
    deletedAccessRequestId: ID!
    "The new member when approved."
    brandUser: BrandUser
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    "Owners and editors, up to their own role: an address with an account becomes a member, another gets an invitation mail."
    addUserBrand(input: AddUserBrandInput!): AddUserBrandPayload!
    updateBrandUser(input: UpdateBrandUserInput!): UpdateBrandUserPayload!
    "Removes a member, leaves the brand (the viewer's own membership) or withdraws an invitation."
    deleteBrandUser(input: DeleteBrandUserInput!): DeleteBrandUserPayload!
    resendBrandInvitation(input: ResendBrandInvitationInput!): ResendBrandInvitationPayload!
    "The invited person, logged in with the invited address."
    acceptBrandInvitation(input: AcceptBrandInvitationInput!): AcceptBrandInvitationPayload!
    "Any logged-in user; answers the same whether or not the brand exists."
    requestBrandAccess(input: RequestBrandAccessInput!): RequestBrandAccessPayload!
    answerBrandAccessRequest(input: AnswerBrandAccessRequestInput!): AnswerBrandAccessRequestPayload!
  }
`;

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
const ceilingOn = (row: BrandRow) => roleCeiling(rowAccess(row));

export const invitationUrl = (ctx: Context, token: string) => `${ctx.services.config.publicUrl}/invitations/${token}`;

/** A member's account as the users read model has it (address and avatar), if it does. */
type Account = Pick<UserRow, 'email' | 'avatar'> | undefined;

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

async function accessRequests(b: BrandRow, ctx: Context) {
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

async function brandFor(ctx: Context, brandId: string): Promise<BrandRow> {
  return visible(await ctx.services.brands.byId(brandId, viewerId(ctx))) ?? fail('BRAND_NOT_FOUND');
}

/**
 * The BrandUser a command left, from the aggregate's state it answered (the read model may not
 * show it yet); the address of a member from the users read model.
 */
async function brandUserAfter(ctx: Context, ref: BrandUserRef, state: BrandState, brand: BrandRow): Promise<BrandUserObject> {
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

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}
const cmid = (input: { clientMutationId?: string | null }) => input.clientMutationId ?? null;

export const memberResolvers = {
  Brand: {
    accessRequests: (b: BrandRow, _: unknown, ctx: Context) => accessRequests(b, ctx),
    viewerRoleCeiling: ceilingOn,
  },
  Query: {
    invitation: async (_: unknown, args: { token: string }, ctx: Context) => {
      const invitation = args.token.length <= 100 ? await ctx.services.brands.invitationByToken(args.token) : undefined;
      const brand = invitation && (await ctx.services.brands.byId(invitation.brandId, null));
      return invitation && brand ? { brandName: brand.name, role: invitation.role, email: invitation.email } : null;
    },
  },
  Mutation: {
    addUserBrand: async (_: unknown, { input }: Input<{ id: string; email: string; role: string }>, ctx: Context) => {
      const brandId = idOf(input.id, 'Brand');
      const { ref, state } = await addBrandUser(ctx.services, brandId, input, ctx.actor);
      const brand = await brandFor(ctx, brandId);
      return { brandUser: await brandUserAfter(ctx, ref, state, brand), brand, clientMutationId: cmid(input) };
    },
    updateBrandUser: async (_: unknown, { input }: Input<{ id: string; role: string }>, ctx: Context) => {
      const ref = brandUserRef(input.id);
      const state = await updateBrandUser(ctx.services, ref, input.role, ctx.actor);
      const brand = await brandFor(ctx, ref.brandId);
      return { brandUser: await brandUserAfter(ctx, ref, state, brand), brand, clientMutationId: cmid(input) };
    },
    deleteBrandUser: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const ref = brandUserRef(input.id);
      await deleteBrandUser(ctx.services, ref, ctx.actor);
      const brand = visible(await ctx.services.brands.byId(ref.brandId, viewerId(ctx)));
      return { deletedBrandUserId: input.id, brand, clientMutationId: cmid(input) };
    },
    resendBrandInvitation: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const ref = brandUserRef(input.id);
      const state = await resendBrandInvitation(ctx.services, ref, ctx.actor);
      const brand = await brandFor(ctx, ref.brandId);
      return { brandUser: await brandUserAfter(ctx, ref, state, brand), brand, clientMutationId: cmid(input) };
    },
    acceptBrandInvitation: async (_: unknown, { input }: Input<{ token: string }>, ctx: Context) => {
      const brandId = await acceptBrandInvitation(ctx.services, input.token, ctx.actor);
      return { brand: await brandFor(ctx, brandId), clientMutationId: cmid(input) };
    },
    requestBrandAccess: async (_: unknown, { input }: Input<{ brand: string; message: string }>, ctx: Context) => {
      await requestBrandAccess(ctx.services, input.brand, input.message, ctx.actor);
      return { ok: true, clientMutationId: cmid(input) };
    },
    answerBrandAccessRequest: async (
      _: unknown,
      { input }: Input<{ id: string; approve: boolean; role?: string | null }>,
      ctx: Context,
    ) => {
      const ref = accessRequestRef(input.id);
      const state = await answerBrandAccessRequest(ctx.services, ref, input, ctx.actor);
      const brand = await brandFor(ctx, ref.brandId);
      const brandUser = input.approve ? await brandUserAfter(ctx, ref, state, brand) : null;
      return { deletedAccessRequestId: input.id, brandUser, brand, clientMutationId: cmid(input) };
    },
  },
};
