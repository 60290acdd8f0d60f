import { describe, expect, it } from 'vitest';
import { at, spec } from '../testing';
import { avatarKey, checkPassword, normaliseEmail, userDecider, type UserEvent } from './user';

const user = spec(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { email: 'ann@example.com', passwordHash: '$argon2id$x', type: 'user' },
};

describe('user decider', () => {
  it('registers with a normalised address', () => {
    user
      .given([])
      .when({ type: 'RegisterUser', email: ' Ann@Example.COM ', passwordHash: '$argon2id$x' }, at(null))
      .then([registered]);
    user
      .given([registered])
      .when({ type: 'RegisterUser', email: 'ann@example.com', passwordHash: 'h' }, at(null))
      .thenFails('EMAIL_TAKEN');
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
