import type { AuditRow, MembershipRow, UserRow } from '@brandtrail/projections';
import { auditFilter, type AuditArgs } from './audit';
import { isSiteAdmin, requireSiteAdmin } from '../access/policy';
import type { Context } from '../graphql/context';
import { avatarUrlOf } from './avatar';
import { connection, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';
import { endUserSessions, reinstateUser, sendUserLink, suspendUser } from './admin';

const DAY = 24 * 3600_000;

type AdminInput<T = object> = { input: T & { id: string; clientMutationId?: string | null } };

/** An admin action's answer: the user as it is now. */
async function adminPayload(ctx: Context, input: { clientMutationId?: string | null }, userId: string) {
  const user = await ctx.services.users.byId(userId);
  return { user: user && { ...user, __typename: 'User' }, clientMutationId: input.clientMutationId ?? null };
}

export const userTypeDefs = /* GraphQL */ `
  "A person with an account. type is always user for accounts; shared-link sessions have no User."
  type User implements Node {
    id: ID!
    email: String!
    type: String!
    termsAccepted: Boolean!
    admin: Boolean!
    "True when an admin is acting as this user."
    impersonated: Boolean!
    scope: [String!]!
    "The avatar's address (same origin; answered with a redirect to the picture), or null."
    avatar: String
    "Whether the person confirmed the address theirs by following a link mailed to it."
    emailVerified: Boolean!
    "The viewer's own account only: the address is not confirmed yet and an invitation to it waits (joined once it is confirmed). False for anyone else."
    invitationWaiting: Boolean!
    "The name shown beside the address (members, presence); empty for none."
    displayName: String!
    "Site admins only (false for anyone else): suspended, so no session and no log-in."
    suspended: Boolean!
    "Site admins only (empty for anyone else): the brands the person is a member of, with the role."
    memberships: [Membership!]!
    "Site admins only: when the account was registered."
    createdAt: String
    "Site admins only: the last log-in in the last 180 days, else null."
    lastLogInAt: String
    "Site admins only: AI requests made in the last 30 days."
    aiRequests30Days: Int
  }

  "A brand a person is a member of, as the admin area lists it (not the brand as the admin may read it)."
  type Membership {
    brandId: ID!
    name: String!
    slug: String!
    role: String!
    plan: String
    deleted: Boolean!
  }

  type UserEdge {
    cursor: String!
    node: User!
  }

  type UserConnection {
    edges: [UserEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  "An entry of the admin audit log: an admin's action on a user; for acting as them, why, until when, and how much changed meanwhile."
  type AuditEntry {
    id: ID!
    "impersonation, suspension, reinstatement, sessions-ended, login-link or reset-link"
    kind: String!
    "The admin (User.id) and their address."
    adminId: ID!
    adminEmail: String!
    "The user acted as (User.id) and their address."
    userId: ID!
    userEmail: String!
    "Why (acting as the user, suspending them); empty for the other kinds."
    reason: String!
    "When it happened (began)."
    startedAt: String!
    "Acting as the user: when it would end by itself (an hour after it began); null for the other kinds."
    until: String
    "When the admin ended it; null while it lasts, or when it ran out at until."
    endedAt: String
    "History entries of brands and pages written meanwhile, each carrying both ids."
    changes: Int!
  }

  type AuditEntryEdge {
    cursor: String!
    node: AuditEntry!
  }

  type AuditEntryConnection {
    edges: [AuditEntryEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  extend type Query {
    "The logged-in user, or null."
    viewer: User
    "Admins only: users whose email contains the term, or whose id it is; totalCount counts them all."
    searchUsers(term: String!, first: Int = 20, after: String): UserConnection!
    "Admins only: the audit log, newest first, by admin, by user (User.id) and by time (ISO, since inclusive, before exclusive)."
    adminAudit(
      adminId: ID
      userId: ID
      "Entries in which the admin, acting as someone, changed something of this brand (Brand.id)."
      brandId: ID
      since: String
      before: String
      first: Int = 50
      after: String
    ): AuditEntryConnection!
  }

  input AdminUserInput {
    "The user (User.id)."
    id: ID!
    clientMutationId: String
  }

  input SuspendUserInput {
    id: ID!
    "Why: asked, kept in the audit log."
    reason: String!
    clientMutationId: String
  }

  input SendUserLinkInput {
    id: ID!
    "login (a sign-in link) or reset (a link to set a new password)"
    kind: String!
    clientMutationId: String
  }

  type AdminUserPayload {
    user: User!
    clientMutationId: String
  }

  extend type Mutation {
    "Admins only: every session ends at once, log-in is refused until reinstated."
    suspendUser(input: SuspendUserInput!): AdminUserPayload!
    reinstateUser(input: AdminUserInput!): AdminUserPayload!
    "Admins only: logs every browser of the person out."
    endUserSessions(input: AdminUserInput!): AdminUserPayload!
    "Admins only: mails the person a sign-in or reset link in their language."
    sendUserLink(input: SendUserLinkInput!): AdminUserPayload!
  }
`;

export const userResolvers = {
  User: {
    id: (u: UserRow) => toGlobalId('User', u.id),
    impersonated: (u: UserRow, _: unknown, ctx: Context) =>
      ctx.viewer?.user.id === u.id && ctx.viewer.session.impersonatorId !== null,
    scope: () => [],
    avatar: avatarUrlOf,
    invitationWaiting: async (u: UserRow, _: unknown, ctx: Context) =>
      ctx.viewer?.user.id === u.id && !u.emailVerified && (await ctx.services.brands.invitationsTo(u.email)).length > 0,
    suspended: (u: UserRow, _: unknown, ctx: Context) => isSiteAdmin(ctx.viewer) && u.suspended,
    memberships: (u: UserRow, _: unknown, ctx: Context) =>
      isSiteAdmin(ctx.viewer) ? ctx.services.brands.membershipsOf(u.id) : [],
    createdAt: (u: UserRow, _: unknown, ctx: Context) => (isSiteAdmin(ctx.viewer) ? new Date(u.createdAt).toISOString() : null),
    lastLogInAt: async (u: UserRow, _: unknown, ctx: Context) =>
      isSiteAdmin(ctx.viewer) ? ((await ctx.services.devices.lastLogIn(u.id))?.toISOString() ?? null) : null,
    aiRequests30Days: (u: UserRow, _: unknown, ctx: Context) =>
      isSiteAdmin(ctx.viewer) ? ctx.services.aiUsage.countOfUser(u.id, new Date(ctx.actor.now.getTime() - 30 * DAY)) : null,
  },
  Membership: {
    brandId: (m: MembershipRow) => toGlobalId('Brand', m.brandId),
  },
  AuditEntry: {
    adminId: (a: AuditRow) => toGlobalId('User', a.adminId),
    userId: (a: AuditRow) => toGlobalId('User', a.userId),
    startedAt: (a: AuditRow) => new Date(a.startedAt).toISOString(),
    until: (a: AuditRow) => (a.until ? new Date(a.until).toISOString() : null),
    endedAt: (a: AuditRow) => (a.endedAt ? new Date(a.endedAt).toISOString() : null),
  },
  Mutation: {
    suspendUser: async (_: unknown, { input }: AdminInput<{ reason: string }>, ctx: Context) =>
      adminPayload(ctx, input, await suspendUser(ctx.services, ctx.viewer, input.id, input.reason, ctx.actor)),
    reinstateUser: async (_: unknown, { input }: AdminInput, ctx: Context) =>
      adminPayload(ctx, input, await reinstateUser(ctx.services, ctx.viewer, input.id, ctx.actor)),
    endUserSessions: async (_: unknown, { input }: AdminInput, ctx: Context) =>
      adminPayload(ctx, input, await endUserSessions(ctx.services, ctx.viewer, input.id, ctx.actor)),
    sendUserLink: async (_: unknown, { input }: AdminInput<{ kind: string }>, ctx: Context) =>
      adminPayload(ctx, input, await sendUserLink(ctx.services, ctx.viewer, input.id, input.kind, ctx.actor)),
  },
  Query: {
    viewer: (_: unknown, __: unknown, ctx: Context) => ctx.viewer?.user ?? null,
    adminAudit: async (_: unknown, args: ConnectionArgs & AuditArgs, ctx: Context) => {
      requireSiteAdmin(ctx.viewer);
      const page = pageOf(args, 50);
      return connection(await ctx.services.users.audit(auditFilter(args), page.limit + 1, page.offset), page);
    },
    searchUsers: async (_: unknown, args: ConnectionArgs & { term: string }, ctx: Context) => {
      requireSiteAdmin(ctx.viewer);
      const page = pageOf(args, 20);
      const term = args.term.trim();
      return connection(
        await ctx.services.users.search(term, page.limit + 1, page.offset),
        page,
        await ctx.services.users.countSearch(term),
      );
    },
  },
};
