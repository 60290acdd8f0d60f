import type { UserRow } from '@brandtrail/projections';
import { canReadAccount } from '../access/policy';
import type { Context } from '../graphql/context';
import { idOf, toGlobalId } from '../graphql/relay';
import {
  beginTwoFactor,
  changeDisplayName,
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  endOwnSessions,
  renewRecoveryCodes,
} from './profile';
import { createAccessToken, revokeAccessToken } from './accessTokens';
import type { AccessTokenRow } from './accessTokenStore';
import { requestEmailChange } from './emailChange';
import type { SessionListing } from './sessions';
import { describeUserAgent } from './userAgent';

/** The account page's GraphQL: a person's sessions, and what they change of their own account. */
export const accountTypeDefs = /* GraphQL */ `
  "A browser logged in to an account, as the account page and an admin list it."
  type AccountSession {
    id: ID!
    "The browser and the system the User-Agent names (Firefox, macOS), null when unknown."
    browser: String
    os: String
    "The client's address when last seen."
    address: String
    createdAt: String!
    "When a request last came from it (to within five minutes)."
    lastSeenAt: String!
    "The browser this request came from."
    current: Boolean!
    "A session an admin opened acting as the person."
    impersonated: Boolean!
  }

  extend type User {
    "The person themself and site admins: the live sessions, this browser first, then the most recently seen (empty for anyone else)."
    sessions: [AccountSession!]!
    "The person themself and site admins: log-in asks for an authenticator app's code after the password (false for anyone else)."
    twoFactor: Boolean!
    "The person themself: recovery codes not used yet (null for anyone else, or with two-factor sign-in off)."
    recoveryCodesLeft: Int
    "The person themself: personal access tokens not revoked, newest first (empty for anyone else)."
    accessTokens: [AccessToken!]!
  }

  "A personal access token: read-only, for builds and agents (Authorization: Bearer). The secret is shown once, when it is made."
  type AccessToken {
    id: ID!
    name: String!
    "The brands it reads; null for all of the person's."
    brands: [AccessTokenBrand!]
    createdAt: String!
    "Null: it does not expire."
    expiresAt: String
    expired: Boolean!
    lastUsedAt: String
  }

  type AccessTokenBrand {
    id: ID!
    name: String!
    slug: String!
  }

  input CreateAccessTokenInput {
    name: String!
    "Brand ids (the person's own); null or left out for all of them."
    brandIds: [ID!]
    "Days until it expires (1 to 366); null or left out for never."
    expiresInDays: Int
    clientMutationId: String
  }

  type CreateAccessTokenPayload {
    accessToken: AccessToken!
    "The secret (btp_…): shown this once."
    token: String!
    viewer: User!
    clientMutationId: String
  }

  input RequestEmailChangeInput {
    "The new address: a link mailed to it makes the change."
    email: String!
    "The current password."
    password: String!
    clientMutationId: String
  }

  type RequestEmailChangePayload {
    "The address the link went to."
    email: String!
    clientMutationId: String
  }

  input RevokeAccessTokenInput {
    id: ID!
    clientMutationId: String
  }

  type RevokeAccessTokenPayload {
    deletedAccessTokenId: ID!
    viewer: User!
    clientMutationId: String
  }

  "What an authenticator app needs to add the account."
  type TwoFactorSetup {
    "The secret in base32, for typing in by hand."
    secret: String!
    "The otpauth:// address."
    uri: String!
    "The address as a QR code: an SVG image as a data: URL."
    qrCode: String!
  }

  input BeginTwoFactorInput {
    clientMutationId: String
  }

  type BeginTwoFactorPayload {
    setup: TwoFactorSetup!
    clientMutationId: String
  }

  input EnableTwoFactorInput {
    "The six digits the app shows for the new secret."
    code: String!
    clientMutationId: String
  }

  input PasswordInput {
    "The current password."
    password: String!
    clientMutationId: String
  }

  type RecoveryCodesPayload {
    "Ten codes, each good for one log-in without the app: shown this once."
    recoveryCodes: [String!]!
    viewer: User!
    clientMutationId: String
  }

  input UpdateAccountInput {
    "Shown beside the address; empty removes it."
    displayName: String
    clientMutationId: String
  }

  type UpdateAccountPayload {
    viewer: User!
    clientMutationId: String
  }

  input ChangePasswordInput {
    currentPassword: String!
    newPassword: String!
    clientMutationId: String
  }

  type ChangePasswordPayload {
    "The other sessions ended (this browser stays logged in)."
    viewer: User!
    clientMutationId: String
  }

  input EndSessionsInput {
    "One session (AccountSession.id); without it, every session but this browser's."
    id: ID
    clientMutationId: String
  }

  type EndSessionsPayload {
    ended: Int!
    viewer: User!
    clientMutationId: String
  }

  extend type Mutation {
    "The logged-in person's own account."
    updateAccount(input: UpdateAccountInput!): UpdateAccountPayload!
    "Asks the current password; never while an admin acts as the person. Every other session ends."
    changePassword(input: ChangePasswordInput!): ChangePasswordPayload!
    "Logs other browsers of the logged-in person out."
    endSessions(input: EndSessionsInput!): EndSessionsPayload!
    "Two-factor sign-in: a new secret for an authenticator app (nothing changes until enableTwoFactor)."
    beginTwoFactor(input: BeginTwoFactorInput!): BeginTwoFactorPayload!
    "Two-factor sign-in on, given a code of the new secret: answers the recovery codes."
    enableTwoFactor(input: EnableTwoFactorInput!): RecoveryCodesPayload!
    "Two-factor sign-in off, given the password."
    disableTwoFactor(input: PasswordInput!): UpdateAccountPayload!
    "New recovery codes, given the password (the old ones stop working)."
    renewRecoveryCodes(input: PasswordInput!): RecoveryCodesPayload!
    "A personal access token for the logged-in person (never while an admin acts as them)."
    createAccessToken(input: CreateAccessTokenInput!): CreateAccessTokenPayload!
    "Mails a link to the new address (never while an admin acts as the person); following it makes the change."
    requestEmailChange(input: RequestEmailChangeInput!): RequestEmailChangePayload!
    revokeAccessToken(input: RevokeAccessTokenInput!): RevokeAccessTokenPayload!
  }
`;

type Listed = SessionListing & { currentId: string | null };

/** The viewer as the payloads answer it, read again after the change. */
const viewerAfter = async (ctx: Context): Promise<UserRow> =>
  (await ctx.services.users.byId(ctx.viewer!.user.id)) ?? ctx.viewer!.user;

export const accountResolvers = {
  AccountSession: {
    id: (s: Listed) => toGlobalId('AccountSession', s.id),
    browser: (s: Listed) => describeUserAgent(s.userAgent).browser,
    os: (s: Listed) => describeUserAgent(s.userAgent).os,
    createdAt: (s: Listed) => s.createdAt.toISOString(),
    lastSeenAt: (s: Listed) => s.lastSeenAt.toISOString(),
    current: (s: Listed) => s.id === s.currentId,
    impersonated: (s: Listed) => s.impersonatorId !== null,
  },
  AccessToken: {
    id: (t: AccessTokenRow) => toGlobalId('AccessToken', t.id),
    brands: async (t: AccessTokenRow, _: unknown, ctx: Context) =>
      t.brandIds === null
        ? null
        : (await ctx.services.brands.membershipsOf(t.userId))
            .filter((m) => t.brandIds!.includes(m.brandId))
            .map((m) => ({ id: toGlobalId('Brand', m.brandId), name: m.name, slug: m.slug })),
    createdAt: (t: AccessTokenRow) => t.createdAt.toISOString(),
    expiresAt: (t: AccessTokenRow) => t.expiresAt?.toISOString() ?? null,
    expired: (t: AccessTokenRow, _: unknown, ctx: Context) => t.expiresAt !== null && t.expiresAt <= ctx.actor.now,
    lastUsedAt: (t: AccessTokenRow) => t.lastUsedAt?.toISOString() ?? null,
  },
  User: {
    accessTokens: (u: UserRow, _: unknown, ctx: Context) =>
      ctx.viewer?.user.id === u.id ? ctx.services.accessTokens.list(u.id) : [],
    twoFactor: (u: UserRow, _: unknown, ctx: Context) => canReadAccount(ctx.viewer, u.id) && u.twoFactor,
    recoveryCodesLeft: (u: UserRow, _: unknown, ctx: Context) =>
      ctx.viewer?.user.id === u.id && u.twoFactor ? ctx.services.twoFactor.recoveryCodesLeft(u.id) : null,
    sessions: async (u: UserRow, _: unknown, ctx: Context): Promise<Listed[]> => {
      if (!canReadAccount(ctx.viewer, u.id)) return [];
      const currentId = ctx.viewer?.user.id === u.id ? ctx.viewer.session.id : null;
      const listed = (await ctx.services.sessions.listForUser(u.id, ctx.actor.now)).map((s) => ({ ...s, currentId }));
      // This browser first, then the others as the store sorted them (most recently seen first).
      return [...listed.filter((s) => s.id === currentId), ...listed.filter((s) => s.id !== currentId)];
    },
  },
  Mutation: {
    requestEmailChange: async (
      _: unknown,
      { input }: { input: { email: string; password: string; clientMutationId?: string } },
      ctx: Context,
    ) => ({
      email: await requestEmailChange(ctx.services, ctx.viewer, input.email, input.password, ctx.actor),
      clientMutationId: input.clientMutationId ?? null,
    }),
    createAccessToken: async (
      _: unknown,
      {
        input,
      }: { input: { name: string; brandIds?: string[] | null; expiresInDays?: number | null; clientMutationId?: string } },
      ctx: Context,
    ) => {
      const brandIds = input.brandIds ? input.brandIds.map((id) => idOf(id, 'Brand')) : null;
      const { row, secret } = await createAccessToken(
        ctx.services,
        ctx.viewer,
        { name: input.name, brandIds, expiresInDays: input.expiresInDays ?? null },
        ctx.actor,
      );
      return {
        accessToken: row,
        token: secret,
        viewer: await viewerAfter(ctx),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    revokeAccessToken: async (_: unknown, { input }: { input: { id: string; clientMutationId?: string } }, ctx: Context) => {
      await revokeAccessToken(ctx.services, ctx.viewer, idOf(input.id, 'AccessToken'), ctx.actor);
      return { deletedAccessTokenId: input.id, viewer: await viewerAfter(ctx), clientMutationId: input.clientMutationId ?? null };
    },
    beginTwoFactor: async (_: unknown, { input }: { input: { clientMutationId?: string } }, ctx: Context) => {
      const { secret, uri, qrSvg } = await beginTwoFactor(ctx.services, ctx.viewer, ctx.actor);
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`;
      return { setup: { secret, uri, qrCode }, clientMutationId: input.clientMutationId ?? null };
    },
    enableTwoFactor: async (_: unknown, { input }: { input: { code: string; clientMutationId?: string } }, ctx: Context) => {
      const recoveryCodes = await enableTwoFactor(ctx.services, ctx.viewer, input.code, ctx.actor);
      return { recoveryCodes, viewer: await viewerAfter(ctx), clientMutationId: input.clientMutationId ?? null };
    },
    disableTwoFactor: async (_: unknown, { input }: { input: { password: string; clientMutationId?: string } }, ctx: Context) => {
      await disableTwoFactor(ctx.services, ctx.viewer, input.password, ctx.actor);
      return { viewer: await viewerAfter(ctx), clientMutationId: input.clientMutationId ?? null };
    },
    renewRecoveryCodes: async (
      _: unknown,
      { input }: { input: { password: string; clientMutationId?: string } },
      ctx: Context,
    ) => {
      const recoveryCodes = await renewRecoveryCodes(ctx.services, ctx.viewer, input.password, ctx.actor);
      return { recoveryCodes, viewer: await viewerAfter(ctx), clientMutationId: input.clientMutationId ?? null };
    },
    updateAccount: async (
      _: unknown,
      { input }: { input: { displayName?: string | null; clientMutationId?: string } },
      ctx: Context,
    ) => {
      if (input.displayName !== undefined && input.displayName !== null)
        await changeDisplayName(ctx.services, ctx.viewer, input.displayName, ctx.actor);
      return { viewer: await viewerAfter(ctx), clientMutationId: input.clientMutationId ?? null };
    },
    changePassword: async (
      _: unknown,
      { input }: { input: { currentPassword: string; newPassword: string; clientMutationId?: string } },
      ctx: Context,
    ) => {
      await changePassword(ctx.services, ctx.viewer, input.currentPassword, input.newPassword, ctx.actor);
      return { viewer: await viewerAfter(ctx), clientMutationId: input.clientMutationId ?? null };
    },
    endSessions: async (_: unknown, { input }: { input: { id?: string | null; clientMutationId?: string } }, ctx: Context) => {
      const ended = await endOwnSessions(ctx.services, ctx.viewer, input.id ? idOf(input.id, 'AccountSession') : null);
      return { ended, viewer: await viewerAfter(ctx), clientMutationId: input.clientMutationId ?? null };
    },
  },
};
