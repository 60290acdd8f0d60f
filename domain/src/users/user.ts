import { fail, type CommandContext, type Decider, type DomainEvent } from '../decider';
import { locales, type Locale } from '../locales';

export type UserType = 'user';

/**
 * How an address was proved to be the account's: the link mailed at registration (or sent again),
 * a sign-in link, a password reset link, or an invitation's link accepted with it.
 */
export type VerifiedVia = 'verification' | 'login-link' | 'reset' | 'invitation';
export const verifiedVias: readonly VerifiedVia[] = ['verification', 'login-link', 'reset', 'invitation'];

export type UserEvent =
  /**
   * `locale`: the account's language (the UI's at registration), which its mails use. Accounts
   * registered before it was recorded have none here: theirs is the registration's browser
   * language, the event's `metadata.locale` (what their welcome mail used).
   */
  | DomainEvent<'UserRegistered', { email: string; passwordHash: string; type: UserType; locale?: Locale }>
  | DomainEvent<'UserTermsAccepted', Record<string, never>>
  | DomainEvent<'UserAdminGranted', Record<string, never>>
  | DomainEvent<'UserPasswordChanged', { passwordHash: string }>
  /** The avatar: the blob key of its square WebP image, or null (removed). */
  | DomainEvent<'UserAvatarChanged', { key: string | null }>
  /** The person proved that they read mail at `email` (the account's address then). */
  | DomainEvent<'UserEmailVerified', { email: string; via: VerifiedVia }>
  | DomainEvent<'UserLocaleChanged', { locale: Locale }>
  /**
   * A site admin began to act as this user (spec 4, 7), for `reason`, until `until` at the latest
   * (IMPERSONATION_MINUTES after it began); recorded on the user's stream, so the person's own
   * history holds it. What the admin does meanwhile carries both ids in its metadata.
   */
  | DomainEvent<'UserImpersonated', { adminId: string; reason: string; until: string }>
  /** The admin stopped acting as this user (Exit, log-out) before the hour was over. */
  | DomainEvent<'UserImpersonationEnded', { adminId: string }>
  /** The name shown beside the address (members, presence); '' for none. */
  | DomainEvent<'UserDisplayNameChanged', { name: string }>
  /**
   * A site admin (`adminId`) suspended the account, for `reason`: every session ends at once and
   * log-in is refused until an admin reinstates it. Nothing the person owns or wrote changes.
   */
  | DomainEvent<'UserSuspended', { adminId: string; reason: string }>
  | DomainEvent<'UserReinstated', { adminId: string }>
  /**
   * A site admin ended every session of the account (the browsers are logged out), or sent it a
   * sign-in or reset link: recorded for the audit log, as every admin action is.
   */
  | DomainEvent<'UserSessionsEndedByAdmin', { adminId: string }>
  | DomainEvent<'UserLinkSentByAdmin', { adminId: string; kind: AccountLinkKind }>
  /**
   * Two-factor sign-in with an authenticator app turned on (its secret and recovery codes are kept
   * outside the log, in the API's `totp_secrets`) or off: log-in asks for a code after the password.
   */
  | DomainEvent<'UserTwoFactorEnabled', Record<string, never>>
  | DomainEvent<'UserTwoFactorDisabled', Record<string, never>>
  /**
   * A personal access token (read-only, for design tokens and AI agents): its id, name, the brands
   * it reads (null: all of the person's) and its expiry (null: none). The secret is never in the
   * log: the API keeps its hash in `access_tokens`.
   */
  | DomainEvent<'UserAccessTokenCreated', { tokenId: string; name: string; brandIds: string[] | null; expiresAt: string | null }>
  | DomainEvent<'UserAccessTokenRevoked', { tokenId: string }>
  /**
   * The account's address changed to `email` (proved: the link mailed to it was followed), from
   * `previous`; or back to `previous` from the link mailed to the old address (`undone`).
   */
  | DomainEvent<'UserEmailChanged', { email: string; previous: string; undone?: boolean }>;

/** The links an admin may have mailed to a user: to sign in without a password, or to set a new one. */
export type AccountLinkKind = 'login' | 'reset';
export const accountLinkKinds: readonly AccountLinkKind[] = ['login', 'reset'];

export type UserCommand =
  | { type: 'RegisterUser'; email: string; passwordHash: string; locale: string }
  | { type: 'AcceptTerms' }
  | { type: 'GrantAdmin' }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'ChangeAvatar'; key: string | null }
  /** The person followed a link mailed to the account's address (the API checked the token). */
  | { type: 'VerifyEmail'; via: VerifiedVia }
  | { type: 'ChangeLocale'; locale: string }
  /** The acting admin begins to act as the stream's user (`userId`: that user's id), for `reason`. */
  | { type: 'Impersonate'; userId: string; reason: string }
  /** The acting admin stops acting as the stream's user. */
  | { type: 'EndImpersonation' }
  | { type: 'ChangeDisplayName'; name: string }
  /** Admin actions on the stream's user (`userId`: that user's id, so that an admin never acts on themselves). */
  | { type: 'Suspend'; userId: string; reason: string }
  | { type: 'Reinstate' }
  | { type: 'EndSessionsAsAdmin'; userId: string }
  | { type: 'SendLinkAsAdmin'; kind: string }
  | { type: 'EnableTwoFactor' }
  | { type: 'DisableTwoFactor' }
  | { type: 'CreateAccessToken'; tokenId: string; name: string; brandIds: string[] | null; expiresAt: string | null }
  | { type: 'RevokeAccessToken'; tokenId: string }
  /** The address becomes `email` (a link mailed to it proved it); `undo`: back to an earlier one, from the old address's link. */
  | { type: 'ChangeEmail'; email: string; undo?: boolean };

export interface UserState {
  exists: boolean;
  email: string;
  passwordHash: string;
  type: UserType;
  termsAccepted: boolean;
  admin: boolean;
  /** The avatar's blob key, or null. */
  avatar: string | null;
  /** Whether the person proved the address theirs; accounts registered before this existed start unverified. */
  emailVerified: boolean;
  /** The language recorded in the stream; null for an account registered before it was recorded, until changed. */
  locale: Locale | null;
  /** The name shown beside the address, '' for none. */
  displayName: string;
  /** Suspended by an admin: no session, no log-in, until reinstated. */
  suspended: boolean;
  /** Log-in asks for an authenticator app's code after the password. */
  twoFactor: boolean;
  /** The ids of the personal access tokens not revoked (expired ones included). */
  accessTokens: string[];
}

/** An avatar's blob key: `avatars/<user id>/<random uuid>.webp` (a new key for every picture). */
export const avatarKey = (userId: string, id: string) => `avatars/${userId}/${id}.webp`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AVATAR_KEY = new RegExp(`^avatars/${UUID}/${UUID}\\.webp$`);

/** How long an admin may act as another user before the session ends by itself (issue 28). */
export const IMPERSONATION_MINUTES = 60;
/** The reason an admin gives for acting as a user or suspending an account: asked, kept in the audit log. */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
/** What the log-in's code fields take: six digits (with a space in the middle), a recovery code as typed. */
export const TOTP_CODE_INPUT_MAX = 7;
export const RECOVERY_CODE_MAX = 40;
/** Personal access tokens: how many one person keeps, a name's length, the longest expiry. */
export const ACCESS_TOKENS_MAX = 50;
export const ACCESS_TOKEN_NAME_MAX = 80;
export const ACCESS_TOKEN_DAYS_MAX = 366;
/** A display name: a person's name, as long as a brand's may be. */
export const DISPLAY_NAME_MAX = 80;

/** An admin's reason, with its white space folded, or the error naming its bounds. */
function adminReason(raw: string, required: 'IMPERSONATION_REASON_REQUIRED' | 'SUSPENSION_REASON_REQUIRED'): string {
  const reason = raw.trim().replace(/\s+/g, ' ');
  if (reason.length < ADMIN_REASON_MIN) fail(required, { min: ADMIN_REASON_MIN });
  if (reason.length > ADMIN_REASON_MAX) fail('TEXT_TOO_LONG', { field: 'reason', max: ADMIN_REASON_MAX });
  return reason;
}

/** An admin acting on another account (never on themselves, never as someone else meanwhile): their id. */
function actingAdmin(ctx: CommandContext): string {
  if (!ctx.admin || ctx.userId === null || ctx.impersonatorId) fail('FORBIDDEN');
  return ctx.userId;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** The longest address SMTP carries (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX = 254;
// No white space, no control characters (the database cannot store U+0000), one @, a dot after it.
const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;

/**
 * Trims and lower-cases an address, or fails with EMAIL_INVALID. The length is checked before the
 * pattern: on a long string of dots the pattern backtracks quadratically (a 900 KB address held the
 * event loop for minutes).
 */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) fail('EMAIL_INVALID');
  return email;
}

/** A language the product speaks, or LOCALE_INVALID. */
export function checkLocale(raw: unknown): Locale {
  if (typeof raw !== 'string' || !(locales as readonly string[]).includes(raw)) fail('LOCALE_INVALID');
  return raw as Locale;
}

/** Checked before hashing, so that a bad password never costs an argon2 run. */
export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) fail('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) fail('PASSWORD_TOO_LONG', { max: PASSWORD_MAX });
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: {
    exists: false,
    email: '',
    passwordHash: '',
    type: 'user',
    termsAccepted: false,
    admin: false,
    avatar: null,
    emailVerified: false,
    locale: null,
    displayName: '',
    suspended: false,
    twoFactor: false,
    accessTokens: [],
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return {
          ...state,
          exists: true,
          email: event.data.email,
          passwordHash: event.data.passwordHash,
          type: event.data.type,
          locale: event.data.locale ?? null,
        };
      case 'UserTermsAccepted':
        return { ...state, termsAccepted: true };
      case 'UserAdminGranted':
        return { ...state, admin: true };
      case 'UserPasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'UserAvatarChanged':
        return { ...state, avatar: event.data.key };
      case 'UserEmailVerified':
        return { ...state, emailVerified: event.data.email === state.email ? true : state.emailVerified };
      case 'UserLocaleChanged':
        return { ...state, locale: event.data.locale };
      case 'UserDisplayNameChanged':
        return { ...state, displayName: event.data.name };
      case 'UserSuspended':
        return { ...state, suspended: true };
      case 'UserReinstated':
        return { ...state, suspended: false };
      case 'UserTwoFactorEnabled':
        return { ...state, twoFactor: true };
      case 'UserTwoFactorDisabled':
        return { ...state, twoFactor: false };
      case 'UserEmailChanged':
        return { ...state, email: event.data.email, emailVerified: true };
      case 'UserAccessTokenCreated':
        return { ...state, accessTokens: [...state.accessTokens, event.data.tokenId] };
      case 'UserAccessTokenRevoked':
        return { ...state, accessTokens: state.accessTokens.filter((id) => id !== event.data.tokenId) };
      case 'UserImpersonated':
      case 'UserImpersonationEnded':
      case 'UserSessionsEndedByAdmin':
      case 'UserLinkSentByAdmin':
        return state;
    }
  },
  decide: (command, state, ctx) => {
    if (command.type === 'RegisterUser') {
      if (state.exists) fail('EMAIL_TAKEN');
      return [
        {
          type: 'UserRegistered',
          data: {
            email: normaliseEmail(command.email),
            passwordHash: command.passwordHash,
            type: 'user',
            locale: checkLocale(command.locale),
          },
        },
      ];
    }
    if (!state.exists) fail('NOT_FOUND');
    switch (command.type) {
      case 'AcceptTerms':
        return state.termsAccepted ? [] : [{ type: 'UserTermsAccepted', data: {} }];
      case 'GrantAdmin':
        // Granted from the command line (no acting user) or by another admin.
        if (ctx.userId !== null && !ctx.admin) fail('FORBIDDEN');
        return state.admin ? [] : [{ type: 'UserAdminGranted', data: {} }];
      case 'ChangePassword':
        // One of the four an admin acting as the person may not do (password, address, two-factor, billing).
        if (ctx.impersonatorId) fail('NOT_WHILE_IMPERSONATING');
        return [{ type: 'UserPasswordChanged', data: { passwordHash: command.passwordHash } }];
      case 'ChangeAvatar':
        // The API sends it to the acting user's own stream only, with a key it made (avatarKey).
        if (command.key !== null && !AVATAR_KEY.test(command.key)) fail('VALIDATION');
        return command.key === state.avatar ? [] : [{ type: 'UserAvatarChanged', data: { key: command.key } }];
      case 'VerifyEmail':
        // The link proves the mailbox once; following another link later changes nothing.
        if (!verifiedVias.includes(command.via)) fail('VALIDATION');
        return state.emailVerified ? [] : [{ type: 'UserEmailVerified', data: { email: state.email, via: command.via } }];
      case 'ChangeLocale': {
        const locale = checkLocale(command.locale);
        return locale === state.locale ? [] : [{ type: 'UserLocaleChanged', data: { locale } }];
      }
      case 'Impersonate': {
        // Admins only, never themselves, never another admin (whose powers would be theirs).
        if (!ctx.admin || ctx.userId === null) fail('FORBIDDEN');
        if (command.userId === ctx.userId) fail('IMPERSONATION_SELF');
        if (state.admin) fail('IMPERSONATION_OF_ADMIN');
        if (state.suspended) fail('ACCOUNT_SUSPENDED');
        const reason = adminReason(command.reason, 'IMPERSONATION_REASON_REQUIRED');
        const until = new Date(ctx.now.getTime() + IMPERSONATION_MINUTES * 60_000).toISOString();
        return [{ type: 'UserImpersonated', data: { adminId: ctx.userId, reason, until } }];
      }
      case 'EndImpersonation':
        if (ctx.userId === null) fail('FORBIDDEN');
        return [{ type: 'UserImpersonationEnded', data: { adminId: ctx.userId } }];
      case 'EnableTwoFactor':
      case 'DisableTwoFactor': {
        // Another of the four an admin acting as the person may not touch.
        if (ctx.impersonatorId) fail('NOT_WHILE_IMPERSONATING');
        const on = command.type === 'EnableTwoFactor';
        if (state.twoFactor === on) return [];
        return [on ? { type: 'UserTwoFactorEnabled', data: {} } : { type: 'UserTwoFactorDisabled', data: {} }];
      }
      case 'ChangeEmail': {
        // One of the four an admin acting as the person may not do.
        if (ctx.impersonatorId) fail('NOT_WHILE_IMPERSONATING');
        const email = normaliseEmail(command.email);
        if (email === state.email) return [];
        return [{ type: 'UserEmailChanged', data: { email, previous: state.email, ...(command.undo ? { undone: true } : {}) } }];
      }
      case 'CreateAccessToken': {
        // A token outlives the session that made it: never made by an admin acting as the person.
        if (ctx.impersonatorId) fail('NOT_WHILE_IMPERSONATING');
        const name = command.name.trim().replace(/\s+/g, ' ');
        if (!name) fail('NAME_REQUIRED');
        if (name.length > ACCESS_TOKEN_NAME_MAX) fail('NAME_TOO_LONG', { max: ACCESS_TOKEN_NAME_MAX });
        if (state.accessTokens.includes(command.tokenId)) return [];
        if (state.accessTokens.length >= ACCESS_TOKENS_MAX) fail('TOO_MANY_ACCESS_TOKENS', { max: ACCESS_TOKENS_MAX });
        if (command.brandIds !== null && command.brandIds.length === 0) fail('VALIDATION');
        if (command.expiresAt !== null) {
          const at = Date.parse(command.expiresAt);
          if (!(at > ctx.now.getTime()) || at > ctx.now.getTime() + ACCESS_TOKEN_DAYS_MAX * 86_400_000) fail('VALIDATION');
        }
        const { tokenId, brandIds, expiresAt } = command;
        return [{ type: 'UserAccessTokenCreated', data: { tokenId, name, brandIds, expiresAt } }];
      }
      case 'RevokeAccessToken':
        if (!state.accessTokens.includes(command.tokenId)) return [];
        return [{ type: 'UserAccessTokenRevoked', data: { tokenId: command.tokenId } }];
      case 'ChangeDisplayName': {
        const name = command.name.trim().replace(/\s+/g, ' ');
        if (name.length > DISPLAY_NAME_MAX) fail('NAME_TOO_LONG', { max: DISPLAY_NAME_MAX });
        return name === state.displayName ? [] : [{ type: 'UserDisplayNameChanged', data: { name } }];
      }
      case 'Suspend': {
        const adminId = actingAdmin(ctx);
        if (command.userId === adminId) fail('SUSPENSION_SELF');
        // An admin's right is taken away first (from the command line): one admin cannot lock out another.
        if (state.admin) fail('SUSPENSION_OF_ADMIN');
        const reason = adminReason(command.reason, 'SUSPENSION_REASON_REQUIRED');
        return state.suspended ? [] : [{ type: 'UserSuspended', data: { adminId, reason } }];
      }
      case 'Reinstate': {
        const adminId = actingAdmin(ctx);
        return state.suspended ? [{ type: 'UserReinstated', data: { adminId } }] : [];
      }
      case 'EndSessionsAsAdmin': {
        const adminId = actingAdmin(ctx);
        if (command.userId === adminId) fail('FORBIDDEN');
        return [{ type: 'UserSessionsEndedByAdmin', data: { adminId } }];
      }
      case 'SendLinkAsAdmin': {
        const adminId = actingAdmin(ctx);
        const kind = accountLinkKinds.find((k) => k === command.kind) ?? fail('VALIDATION');
        if (state.suspended) fail('ACCOUNT_SUSPENDED');
        return [{ type: 'UserLinkSentByAdmin', data: { adminId, kind } }];
      }
    }
  },
};
