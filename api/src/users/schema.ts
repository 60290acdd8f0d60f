import type { AuditRow, UserRow } from '@brandtrail/projections';
import { auditFilter, type AuditArgs } from './audit';
import { requireSiteAdmin } from '../access/policy';
import type { Context } from '../graphql/context';
import { avatarUrlOf } from './avatar';
import { connection, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';

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

  "An entry of the admin audit log: an admin acting as a user, why, when, and how much changed meanwhile."
  type AuditEntry {
    id: ID!
    "impersonation"
    kind: String!
    "The admin (User.id) and their address."
    adminId: ID!
    adminEmail: String!
    "The user acted as (User.id) and their address."
    userId: ID!
    userEmail: String!
    reason: String!
    startedAt: String!
    "When it would end by itself (an hour after it began)."
    until: String!
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
    "Admins only: users whose email contains the term."
    searchUsers(term: String!, first: Int = 20, after: String): UserConnection!
    "Admins only: the audit log, newest first, by admin, by user (User.id) and by time (ISO, since inclusive, before exclusive)."
    adminAudit(adminId: ID, userId: ID, since: String, before: String, first: Int = 50, after: String): AuditEntryConnection!
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
  },
  AuditEntry: {
    adminId: (a: AuditRow) => toGlobalId('User', a.adminId),
    userId: (a: AuditRow) => toGlobalId('User', a.userId),
    startedAt: (a: AuditRow) => new Date(a.startedAt).toISOString(),
    until: (a: AuditRow) => new Date(a.until).toISOString(),
    endedAt: (a: AuditRow) => (a.endedAt ? new Date(a.endedAt).toISOString() : null),
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
      return connection(await ctx.services.users.search(args.term.trim(), page.limit + 1, page.offset), page);
    },
  },
};
