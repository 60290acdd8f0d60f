import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE, testDatabaseKinds } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { mailedLinks, mailsTo } from '../testing/mails';
import { MAILS_PER_EMAIL, MAILS_PER_IP } from './recovery';

const PASSWORD = 'correct horse battery';

describe.each(testDatabaseKinds())('password reset and sign-in links over HTTP on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  const client = (headers: Record<string, string> = {}) => new TestClient(app.url, headers);

  async function signUp(email: string, password = PASSWORD, locale?: 'en' | 'de') {
    return client().signUp(email, password, { locale });
  }

  /** Waits for the `n`th mail to `to` whose body links to `linkPath`, and answers it with the link's token. */
  const mailedToken = async (to: string, linkPath: string, n = 1) => (await mailedLinks(opened.dataDir, to, linkPath, n))[n - 1]!;

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'recovery'));
  });
  afterAll(() => opened.close());

  it('resets the password once with the mailed link, revokes other sessions and logs in', async () => {
    // Registered in German: the mail is German, whatever the language it is asked in.
    const laptop = await signUp('reset@example.com', PASSWORD, 'de');
    const phone = client();
    expect((await phone.post('/login', { email: 'reset@example.com', password: PASSWORD })).status).toBe(200);

    const guest = client({ 'accept-language': 'de-DE,de;q=0.9' });
    const asked = await guest.post('/lost-password', { email: ' Reset@Example.com ' });
    expect(asked).toMatchObject({ status: 200, body: { ok: true } });
    const { mail, token } = await mailedToken('reset@example.com', '/reset-password');
    expect(mail).toContain(`Subject: =?UTF-8?B?${Buffer.from('Setzen Sie Ihr Brandtrail-Passwort zurück').toString('base64')}?=`);
    expect(mail).toContain(`${app.services.config.publicUrl}/reset-password/${token}`);
    // only the hash is stored
    const stored = await app.services.sql.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens');
    expect(stored.map((r) => r.token_hash).join()).not.toContain(token);

    // a bad password does not spend the token
    const short = await guest.post('/reset-password', { token, password: 'short' });
    expect(short.body).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });

    const reset = await guest.post('/reset-password', { token, password: 'a brand new password' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ email: 'reset@example.com', type: 'user', impersonated: false });
    expect((await guest.post('/login', {})).body).toMatchObject({ email: 'reset@example.com' });

    // the link works once
    const again = await client().post('/reset-password', { token, password: 'yet another password' });
    expect(again).toMatchObject({ status: 400, body: { code: 'RESET_TOKEN_INVALID' } });
    // the other sessions are gone, and so are the devices known before: only this browser is one
    const userId = (reset.body as { id: string }).id;
    expect(await app.services.devices.known(laptop.cookies.get('auth._device'), userId)).toBeUndefined();
    expect(await app.services.devices.known(guest.cookies.get('auth._device'), userId)).toBeDefined();
    expect((await laptop.post('/login', {})).body).toBeNull();
    expect((await phone.post('/login', {})).body).toBeNull();
    // the old password fails, the new one works
    const c = client();
    expect((await c.post('/login', { email: 'reset@example.com', password: PASSWORD })).body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect((await c.post('/login', { email: 'reset@example.com', password: 'a brand new password' })).status).toBe(200);
  });

  it('refuses unknown and expired reset tokens with a translated code', async () => {
    const unknown = await client().post('/reset-password', {
      token: 'no-such-token-at-all-1234567890',
      password: 'long enough pw',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 'RESET_TOKEN_INVALID', message: expect.stringContaining('password reset link is invalid') as unknown },
    });
    const de = await client({ cookie: 'i18n_redirected=de' }).post('/reset-password', { password: 'long enough pw' });
    expect(de.body).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: expect.stringContaining('ungültig') as unknown });

    await signUp('expired@example.com');
    await client().post('/lost-password', { email: 'expired@example.com' });
    const { token } = await mailedToken('expired@example.com', '/reset-password');
    await app.services.sql.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second'`);
    const expired = await client().post('/reset-password', { token, password: 'long enough pw' });
    expect(expired.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    // a sign-in token is no reset token
    await client().post('/login-link', { email: 'expired@example.com' });
    const login = await mailedToken('expired@example.com', '/login');
    expect((await client().post('/reset-password', { token: login.token, password: 'long enough pw' })).body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
    });
  });

  it('signs in once with a mailed sign-in link', async () => {
    await signUp('link@example.com');
    const asked = await client().post('/login-link', { email: 'link@example.com' });
    expect(asked).toMatchObject({ status: 200, body: { ok: true } });
    const { mail, token } = await mailedToken('link@example.com', '/login');
    expect(mail).toContain('Subject: Your Brandtrail sign-in link');

    const c = client();
    const res = await c.post('/login', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'link@example.com', impersonated: false });
    expect(c.cookies.has('auth._token') && c.cookies.has('auth._refresh_token')).toBe(true);
    expect((await c.post('/login', {})).body).toMatchObject({ email: 'link@example.com' });

    const twice = await client({ cookie: 'i18n_redirected=de' }).post('/login', { token });
    expect(twice).toMatchObject({
      status: 400,
      body: { code: 'LOGIN_TOKEN_INVALID', message: expect.stringContaining('Anmeldelink') as unknown },
    });
    expect((await client().post('/login', { token: '' })).body).toMatchObject({ code: 'LOGIN_TOKEN_INVALID' });

    await client().post('/login-link', { email: 'link@example.com' });
    const late = await mailedToken('link@example.com', '/login', 2);
    await app.services.sql.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'login'`);
    expect((await client().post('/login', { token: late.token })).body).toMatchObject({ code: 'LOGIN_TOKEN_INVALID' });
  });

  it('ends the older sign-in links once one is used, and the reset links at a password log-in or a reset', async () => {
    await signUp('older@example.com');
    await client().post('/login-link', { email: 'older@example.com' });
    const first = await mailedToken('older@example.com', '/login');
    await client().post('/login-link', { email: 'older@example.com' });
    const second = await mailedToken('older@example.com', '/login', 2);
    expect((await client().post('/login', { token: second.token })).status).toBe(200);
    // the older link, never used, no longer logs in
    expect((await client().post('/login', { token: first.token })).body).toMatchObject({ code: 'LOGIN_TOKEN_INVALID' });

    // a reset link asked for, then the password remembered: the link stops working
    await client().post('/lost-password', { email: 'older@example.com' });
    const reset = await mailedToken('older@example.com', '/reset-password');
    expect((await client().post('/login', { email: 'older@example.com', password: PASSWORD })).status).toBe(200);
    expect(
      (await client().post('/reset-password', { token: reset.token, password: 'another good password' })).body,
    ).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
    });

    // two reset links: completing one ends the other
    await client().post('/lost-password', { email: 'older@example.com' });
    const a = await mailedToken('older@example.com', '/reset-password', 2);
    await client().post('/lost-password', { email: 'older@example.com' });
    const b = await mailedToken('older@example.com', '/reset-password', 3);
    expect((await client().post('/reset-password', { token: b.token, password: 'another good password' })).status).toBe(200);
    expect((await client().post('/reset-password', { token: a.token, password: 'yet another password' })).body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
    });
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    await signUp('known@example.com');
    for (const route of ['/lost-password', '/login-link']) {
      const known = await client().post(route, { email: 'known@example.com' });
      const unknown = await client().post(route, { email: 'nobody-here@example.com' });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
      expect((await client().post(route, { email: 'not an address' })).body).toMatchObject({ code: 'EMAIL_INVALID' });
    }
    await mailedToken('known@example.com', '/login');
    // A request enqueues its mail before it answers: once the mail queue has nothing unfinished,
    // every mail these requests asked for has been written.
    await expect.poll(() => app.jobs.unfinished(MAIL_QUEUE), { timeout: 10_000 }).toBe(0);
    expect(mailsTo(opened.dataDir, 'nobody-here@example.com')).toEqual([]);
  });

  // Last: it uses up this client address's allowance.
  it('limits the mails per address and per client address', async () => {
    await signUp('limited@example.com');
    for (let i = 0; i < MAILS_PER_EMAIL; i++)
      expect((await client().post(i % 2 ? '/login-link' : '/lost-password', { email: 'limited@example.com' })).status).toBe(200);
    const limited = await client().post('/lost-password', { email: 'limited@example.com' });
    expect(limited).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect((limited.body as { message: string }).message).toMatch(/Please try again in \d+ minutes/);
    // the same answer for an address without an account
    for (let i = 0; i < MAILS_PER_EMAIL; i++) await client().post('/lost-password', { email: 'ghost@example.com' });
    expect((await client().post('/lost-password', { email: 'ghost@example.com' })).body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });

    let status = 200;
    for (let i = 0; i < MAILS_PER_IP && status === 200; i++)
      status = (await client().post('/lost-password', { email: `spray-${i}@example.com` })).status;
    expect(status).toBe(429);
  });
});
