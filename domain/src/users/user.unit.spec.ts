import { describe, expect, it } from 'vitest';
import { at, spec } from '../testing';
import { avatarKey, checkPassword, normaliseEmail, userDecider, type UserEvent } from './user';

const user = spec(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { email: 'ann@example.com', passwordHash: '$argon2id$x', type: 'user', locale: 'de' },
};

describe('user decider', () => {
  it('registers with a normalised address', () => {
    user
      .given([])
      .when({ type: 'RegisterUser', email: ' Ann@Example.COM ', passwordHash: '$argon2id$x', locale: 'de' }, at(null))
      .then([registered]);
    user
      .given([registered])
      .when({ type: 'RegisterUser', email: 'ann@example.com', passwordHash: 'h', locale: 'en' }, at(null))
      .thenFails('EMAIL_TAKEN');
  });
  it('keeps the language of the registration, refusing one the product does not speak', () => {
    user
      .given([])
      .when({ type: 'RegisterUser', email: 'ann@example.com', passwordHash: 'h', locale: 'fr' }, at(null))
      .thenFails('LOCALE_INVALID');
    user
      .given([registered])
      .when({ type: 'ChangeLocale', locale: 'en' }, at('u'))
      .then([{ type: 'UserLocaleChanged', data: { locale: 'en' } }]);
    user.given([registered]).when({ type: 'ChangeLocale', locale: 'de' }, at('u')).then([]);
    user.given([registered]).when({ type: 'ChangeLocale', locale: 'xx' }, at('u')).thenFails('LOCALE_INVALID');
    // an account registered before its language was recorded records the first choice
    const older: UserEvent = { type: 'UserRegistered', data: { email: 'old@example.com', passwordHash: 'h', type: 'user' } };
    user
      .given([older])
      .when({ type: 'ChangeLocale', locale: 'en' }, at('u'))
      .then([{ type: 'UserLocaleChanged', data: { locale: 'en' } }]);
  });
  it('verifies the address once, whichever mailed link proved it', () => {
    const verified: UserEvent = { type: 'UserEmailVerified', data: { email: 'ann@example.com', via: 'reset' } };
    user.given([registered]).when({ type: 'VerifyEmail', via: 'reset' }, at('u')).then([verified]);
    user.given([registered, verified]).when({ type: 'VerifyEmail', via: 'verification' }, at('u')).then([]);
    user
      .given([registered])
      .when({ type: 'VerifyEmail', via: 'guess' as 'reset' }, at('u'))
      .thenFails('VALIDATION');
    user.given([]).when({ type: 'VerifyEmail', via: 'reset' }, at('u')).thenFails('NOT_FOUND');
  });
  it('accepts the terms once', () => {
    user
      .given([registered])
      .when({ type: 'AcceptTerms' }, at('u'))
      .then([{ type: 'UserTermsAccepted', data: {} }]);
    user
      .given([registered, { type: 'UserTermsAccepted', data: {} }])
      .when({ type: 'AcceptTerms' }, at('u'))
      .then([]);
  });
  it('grants admin from the command line or by an admin only', () => {
    user
      .given([registered])
      .when({ type: 'GrantAdmin' }, at(null))
      .then([{ type: 'UserAdminGranted', data: {} }]);
    user.given([registered]).when({ type: 'GrantAdmin' }, at('someone')).thenFails('FORBIDDEN');
  });
  it('lets an admin act as the user for a reason, for an hour, never as themselves or another admin', () => {
    const impersonate = (reason: string, userId = 'u-ann') => ({ type: 'Impersonate' as const, userId, reason });
    user
      .given([registered])
      .when(impersonate('  Ticket   4711 '), at('u-admin', true))
      .then([
        { type: 'UserImpersonated', data: { adminId: 'u-admin', reason: 'Ticket 4711', until: '2026-01-01T01:00:00.000Z' } },
      ]);
    user.given([registered]).when(impersonate('Ticket 4711'), at('u-someone')).thenFails('FORBIDDEN');
    user.given([registered]).when(impersonate('Ticket 4711', 'u-admin'), at('u-admin', true)).thenFails('IMPERSONATION_SELF');
    user.given([registered]).when(impersonate(' ok '), at('u-admin', true)).thenFails('IMPERSONATION_REASON_REQUIRED');
    user
      .given([registered])
      .when(impersonate('x'.repeat(501)), at('u-admin', true))
      .thenFails('TEXT_TOO_LONG');
    user
      .given([registered, { type: 'UserAdminGranted', data: {} }])
      .when(impersonate('Ticket 4711'), at('u-admin', true))
      .thenFails('IMPERSONATION_OF_ADMIN');
    user
      .given([registered])
      .when({ type: 'EndImpersonation' }, at('u-admin', true))
      .then([{ type: 'UserImpersonationEnded', data: { adminId: 'u-admin' } }]);
  });
  it('lets an admin suspend and reinstate an account for a reason, never their own or another admin', () => {
    const suspend = (reason: string, userId = 'u-ann') => ({ type: 'Suspend' as const, userId, reason });
    const suspended: UserEvent = { type: 'UserSuspended', data: { adminId: 'u-admin', reason: 'Spam, ticket 12' } };
    user.given([registered]).when(suspend(' Spam,  ticket 12 '), at('u-admin', true)).then([suspended]);
    user.given([registered, suspended]).when(suspend('Spam, ticket 12'), at('u-admin', true)).then([]);
    user.given([registered]).when(suspend('Spam, ticket 12'), at('u-someone')).thenFails('FORBIDDEN');
    user.given([registered]).when(suspend('Spam, ticket 12', 'u-admin'), at('u-admin', true)).thenFails('SUSPENSION_SELF');
    user.given([registered]).when(suspend('no'), at('u-admin', true)).thenFails('SUSPENSION_REASON_REQUIRED');
    user
      .given([registered, { type: 'UserAdminGranted', data: {} }])
      .when(suspend('Spam, ticket 12'), at('u-admin', true))
      .thenFails('SUSPENSION_OF_ADMIN');
    // an admin acting as someone is that someone meanwhile: no admin actions
    user
      .given([registered])
      .when(suspend('Spam, ticket 12'), { ...at('u-admin', true), impersonatorId: 'u-other' })
      .thenFails('FORBIDDEN');
    user
      .given([registered, suspended])
      .when({ type: 'Reinstate' }, at('u-admin', true))
      .then([{ type: 'UserReinstated', data: { adminId: 'u-admin' } }]);
    user.given([registered]).when({ type: 'Reinstate' }, at('u-admin', true)).then([]);
    user.given([registered, suspended]).when({ type: 'Reinstate' }, at('u-ann')).thenFails('FORBIDDEN');
    // nobody acts as a suspended account, and no link goes to it
    user
      .given([registered, suspended])
      .when({ type: 'Impersonate', userId: 'u-ann', reason: 'Ticket 4711' }, at('u-admin', true))
      .thenFails('ACCOUNT_SUSPENDED');
    user
      .given([registered, suspended])
      .when({ type: 'SendLinkAsAdmin', kind: 'login' }, at('u-admin', true))
      .thenFails('ACCOUNT_SUSPENDED');
  });
  it('records the sessions an admin ended and the links an admin sent', () => {
    user
      .given([registered])
      .when({ type: 'EndSessionsAsAdmin', userId: 'u-ann' }, at('u-admin', true))
      .then([{ type: 'UserSessionsEndedByAdmin', data: { adminId: 'u-admin' } }]);
    user
      .given([registered])
      .when({ type: 'SendLinkAsAdmin', kind: 'reset' }, at('u-admin', true))
      .then([{ type: 'UserLinkSentByAdmin', data: { adminId: 'u-admin', kind: 'reset' } }]);
    user.given([registered]).when({ type: 'SendLinkAsAdmin', kind: 'other' }, at('u-admin', true)).thenFails('VALIDATION');
    user.given([registered]).when({ type: 'EndSessionsAsAdmin', userId: 'u-ann' }, at('u-ann')).thenFails('FORBIDDEN');
  });
  it('keeps a display name, folded, bounded, and clears it with nothing', () => {
    user
      .given([registered])
      .when({ type: 'ChangeDisplayName', name: '  Ann   Lee ' }, at('u'))
      .then([{ type: 'UserDisplayNameChanged', data: { name: 'Ann Lee' } }]);
    const named: UserEvent = { type: 'UserDisplayNameChanged', data: { name: 'Ann Lee' } };
    user.given([registered, named]).when({ type: 'ChangeDisplayName', name: 'Ann Lee' }, at('u')).then([]);
    user
      .given([registered, named])
      .when({ type: 'ChangeDisplayName', name: ' ' }, at('u'))
      .then([{ type: 'UserDisplayNameChanged', data: { name: '' } }]);
    user
      .given([registered])
      .when({ type: 'ChangeDisplayName', name: 'x'.repeat(81) }, at('u'))
      .thenFails('NAME_TOO_LONG');
  });
  it('keeps the password the person’s own to change while an admin acts as them', () => {
    user
      .given([registered])
      .when({ type: 'ChangePassword', passwordHash: '$argon2id$y' }, { ...at('u-ann'), impersonatorId: 'u-admin' })
      .thenFails('NOT_WHILE_IMPERSONATING');
    user
      .given([registered])
      .when({ type: 'ChangePassword', passwordHash: '$argon2id$y' }, at('u-ann'))
      .then([{ type: 'UserPasswordChanged', data: { passwordHash: '$argon2id$y' } }]);
  });
  it('turns two-factor sign-in on and off, never while an admin acts as the person', () => {
    const on: UserEvent = { type: 'UserTwoFactorEnabled', data: {} };
    user.given([registered]).when({ type: 'EnableTwoFactor' }, at('u-ann')).then([on]);
    user.given([registered, on]).when({ type: 'EnableTwoFactor' }, at('u-ann')).then([]);
    user
      .given([registered, on])
      .when({ type: 'DisableTwoFactor' }, at('u-ann'))
      .then([{ type: 'UserTwoFactorDisabled', data: {} }]);
    user.given([registered]).when({ type: 'DisableTwoFactor' }, at('u-ann')).then([]);
    user
      .given([registered, on])
      .when({ type: 'DisableTwoFactor' }, { ...at('u-ann'), impersonatorId: 'u-admin' })
      .thenFails('NOT_WHILE_IMPERSONATING');
  });
  it('keeps personal access tokens: named, bounded, never made while an admin acts as the person', () => {
    const create = (over: Partial<{ name: string; brandIds: string[] | null; expiresAt: string | null }> = {}) => ({
      type: 'CreateAccessToken' as const,
      tokenId: 't1',
      name: ' Build  tokens ',
      brandIds: null,
      expiresAt: '2026-03-01T00:00:00.000Z',
      ...over,
    });
    const created: UserEvent = {
      type: 'UserAccessTokenCreated',
      data: { tokenId: 't1', name: 'Build tokens', brandIds: null, expiresAt: '2026-03-01T00:00:00.000Z' },
    };
    user.given([registered]).when(create(), at('u-ann')).then([created]);
    user.given([registered, created]).when(create(), at('u-ann')).then([]);
    user
      .given([registered])
      .when(create({ name: ' ' }), at('u-ann'))
      .thenFails('NAME_REQUIRED');
    user
      .given([registered])
      .when(create({ brandIds: [] }), at('u-ann'))
      .thenFails('VALIDATION');
    user
      .given([registered])
      .when(create({ expiresAt: '2025-12-31T00:00:00.000Z' }), at('u-ann'))
      .thenFails('VALIDATION');
    user
      .given([registered])
      .when(create({ expiresAt: '2027-06-01T00:00:00.000Z' }), at('u-ann'))
      .thenFails('VALIDATION');
    user
      .given([registered])
      .when(create(), { ...at('u-ann'), impersonatorId: 'u-admin' })
      .thenFails('NOT_WHILE_IMPERSONATING');
    const many = Array.from({ length: 50 }, (_, i): UserEvent => ({
      type: 'UserAccessTokenCreated',
      data: { tokenId: `m${i}`, name: 'x', brandIds: null, expiresAt: null },
    }));
    user
      .given([registered, ...many])
      .when(create(), at('u-ann'))
      .thenFails('TOO_MANY_ACCESS_TOKENS');
    user
      .given([registered, created])
      .when({ type: 'RevokeAccessToken', tokenId: 't1' }, at('u-ann'))
      .then([{ type: 'UserAccessTokenRevoked', data: { tokenId: 't1' } }]);
    user.given([registered]).when({ type: 'RevokeAccessToken', tokenId: 't1' }, at('u-ann')).then([]);
  });
  it('changes the address to a proved one, and back, never while an admin acts as the person', () => {
    const changed: UserEvent = { type: 'UserEmailChanged', data: { email: 'ann@new.example', previous: 'ann@example.com' } };
    user.given([registered]).when({ type: 'ChangeEmail', email: ' Ann@New.example ' }, at('u-ann')).then([changed]);
    user.given([registered, changed]).when({ type: 'ChangeEmail', email: 'ann@new.example' }, at('u-ann')).then([]);
    user
      .given([registered, changed])
      .when({ type: 'ChangeEmail', email: 'ann@example.com', undo: true }, at('u-ann'))
      .then([{ type: 'UserEmailChanged', data: { email: 'ann@example.com', previous: 'ann@new.example', undone: true } }]);
    user.given([registered]).when({ type: 'ChangeEmail', email: 'nope' }, at('u-ann')).thenFails('EMAIL_INVALID');
    user
      .given([registered])
      .when({ type: 'ChangeEmail', email: 'ann@new.example' }, { ...at('u-ann'), impersonatorId: 'u-admin' })
      .thenFails('NOT_WHILE_IMPERSONATING');
    expect(userDecider.evolve(userDecider.initialState, registered).emailVerified).toBe(false);
    expect([registered, changed].reduce(userDecider.evolve, userDecider.initialState)).toMatchObject({
      email: 'ann@new.example',
      emailVerified: true,
    });
  });
  it('changes and removes the avatar, a key of the avatar shape only', () => {
    const key = avatarKey('0b7c2f3e-8d1a-4c55-9f00-1a2b3c4d5e6f', '7e4d0c11-2222-4333-8444-555566667777');
    const changed: UserEvent = { type: 'UserAvatarChanged', data: { key } };
    user.given([registered]).when({ type: 'ChangeAvatar', key }, at('u')).then([changed]);
    user.given([registered, changed]).when({ type: 'ChangeAvatar', key }, at('u')).then([]);
    user
      .given([registered, changed])
      .when({ type: 'ChangeAvatar', key: null }, at('u'))
      .then([{ type: 'UserAvatarChanged', data: { key: null } }]);
    user.given([registered]).when({ type: 'ChangeAvatar', key: null }, at('u')).then([]);
    for (const bad of ['assets/x/original', 'avatars/../../etc/passwd.webp', `${key}.png`])
      user.given([registered]).when({ type: 'ChangeAvatar', key: bad }, at('u')).thenFails('VALIDATION');
    user.given([]).when({ type: 'ChangeAvatar', key }, at('u')).thenFails('NOT_FOUND');
  });
  it('validates addresses and passwords', () => {
    expect(() => normaliseEmail('not-an-address')).toThrow();
    expect(() => normaliseEmail('a\u0000b@example.com')).toThrow();
    expect(normaliseEmail(` ${'a'.repeat(242)}@example.com `)).toHaveLength(254);
    expect(() => normaliseEmail(`${'a'.repeat(243)}@example.com`)).toThrow();
    // long enough to backtrack for minutes, were the pattern tried before the length
    const started = Date.now();
    expect(() => normaliseEmail('a@' + 'b.'.repeat(450_000) + '@')).toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(() => checkPassword('short')).toThrow();
    expect(() => checkPassword('long enough')).not.toThrow();
  });
});
