import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, testDatabaseKinds } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { mailedLinks } from '../testing/mails';
import { createAdmin } from './accounts';
import { CHALLENGE_ATTEMPTS } from './twoFactor';

const PASSWORD = 'correct horse battery';
type Errors = { errors?: { extensions: { code: string } }[] };
const codeOf = (res: Errors) => res.errors?.[0]?.extensions.code;

const BEGIN = `mutation { beginTwoFactor(input: {}) { setup { secret uri qrCode } } }`;
const ENABLE = `mutation($input: EnableTwoFactorInput!) { enableTwoFactor(input: $input) { recoveryCodes viewer { twoFactor recoveryCodesLeft } } }`;
const DISABLE = `mutation($input: PasswordInput!) { disableTwoFactor(input: $input) { viewer { twoFactor } } }`;
type Setup = { beginTwoFactor: { setup: { secret: string; uri: string; qrCode: string } } };
type Enabled = { enableTwoFactor: { recoveryCodes: string[]; viewer: { twoFactor: boolean; recoveryCodesLeft: number } } };

/** The code an authenticator app shows for `secret`, `stepsAhead` periods of 30 s from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe.each(testDatabaseKinds())('two-factor sign-in on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  const browser = () => new TestClient(app.url);

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'two-factor'));
    await createAdmin(app.services, 'root2fa@example.com', 'admin password 1', systemActor());
  });
  afterAll(() => opened.close());

  it('is set up with a code from the app, then asks for a code or a recovery code after the password, each once', async () => {
    const me = await browser().signUp('totp@example.com', PASSWORD, { acceptTerms: true });
    // Nothing changes before a code confirms the setup.
    const begun = await me.graphql<Setup>(BEGIN);
    expect(begun.errors).toBeUndefined();
    const { secret, uri, qrCode } = begun.data!.beginTwoFactor.setup;
    expect(uri).toBe(
      `otpauth://totp/Brandtrail:totp%40example.com?issuer=Brandtrail&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /);
    expect(codeOf(await me.graphql(ENABLE, { input: { code: '123' } }))).toBe('TWO_FACTOR_CODE_WRONG');
    const enrolCode = codeFor(secret);
    const enabled = await me.graphql<Enabled>(ENABLE, { input: { code: enrolCode } });
    expect(enabled.errors).toBeUndefined();
    const { recoveryCodes, viewer } = enabled.data!.enableTwoFactor;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(viewer).toEqual({ twoFactor: true, recoveryCodesLeft: 10 });
    // On, it cannot be set up again over itself.
    expect(codeOf(await me.graphql(BEGIN))).toBe('CONFLICT');

    // The password alone opens no session: a challenge, in a cookie, for the code.
    const next = browser();
    const first = await next.post('/login', { email: 'totp@example.com', password: PASSWORD });
    expect(first).toMatchObject({ status: 200, body: { twoFactor: true } });
    expect(next.cookies.has('auth._token')).toBe(false);
    expect(next.cookies.has('auth._2fa')).toBe(true);
    expect((await next.post('/login', {})).body).toBeNull();
    expect((await next.post('/login', { code: '000000' })).body).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG', status: 400 });
    // The code the setup used works no more (within its window still); the next one does.
    expect((await next.post('/login', { code: enrolCode })).body).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    const second = await next.post('/login', { code: codeFor(secret, 1) });
    expect(second).toMatchObject({ status: 200, body: { email: 'totp@example.com' } });
    expect(next.cookies.has('auth._2fa')).toBe(false);
    expect((await next.post('/login', {})).body).toMatchObject({ email: 'totp@example.com' });

    // A recovery code instead of the app, once.
    const lost = browser();
    await lost.post('/login', { email: 'totp@example.com', password: PASSWORD });
    expect((await lost.post('/login', { recoveryCode: ` ${recoveryCodes[0]!.toUpperCase()} ` })).status).toBe(200);
    const again = browser();
    await again.post('/login', { email: 'totp@example.com', password: PASSWORD });
    expect((await again.post('/login', { recoveryCode: recoveryCodes[0] })).body).toMatchObject({
      code: 'TWO_FACTOR_CODE_WRONG',
    });
    // A challenge takes a few tries only, then the log-in starts over.
    for (let i = 1; i < CHALLENGE_ATTEMPTS; i++) await again.post('/login', { code: '000000' });
    expect((await again.post('/login', { recoveryCode: recoveryCodes[1] })).body).toMatchObject({ code: 'TWO_FACTOR_EXPIRED' });
    // New challenges do not buy new guesses: the account's wrong codes slow down as log-ins do.
    let slowed: Record<string, unknown> | undefined;
    for (let i = 0; i < 3 && !slowed; i++) {
      const guesser = browser();
      await guesser.post('/login', { email: 'totp@example.com', password: PASSWORD });
      for (let j = 0; j < CHALLENGE_ATTEMPTS && !slowed; j++) {
        const res = await guesser.post('/login', { code: '000000' });
        if (res.status === 429) slowed = res.body;
      }
    }
    expect(slowed).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await app.services.throttle.clearAccount('totp@example.com');
    // Without a challenge there is nothing to answer.
    expect((await browser().post('/login', { code: '000000' })).body).toMatchObject({ code: 'TWO_FACTOR_EXPIRED' });

    // A sign-in link is a first factor too.
    await browser().post('/login-link', { email: 'totp@example.com' });
    const [link] = await mailedLinks(opened.dataDir, 'totp@example.com', '/login');
    const byLink = browser();
    expect((await byLink.post('/login', { token: link!.token })).body).toEqual({ twoFactor: true });
    expect((await byLink.post('/login', { recoveryCode: recoveryCodes[1] })).status).toBe(200);
    const left = await byLink.graphql<{ viewer: { recoveryCodesLeft: number } }>('{ viewer { recoveryCodesLeft } }');
    expect(left.data!.viewer.recoveryCodesLeft).toBe(8);

    // An admin acting as the person may not turn it off; the person may, with the password.
    const { id } = (await me.post('/login', {})).body as { id: string };
    const admin = browser();
    await admin.post('/login', { email: 'root2fa@example.com', password: 'admin password 1' });
    await admin.post('/update-user', { termsAccepted: true });
    expect((await admin.post(`/login?_switch_user=${id}`, { reason: 'Support ticket 7' })).status).toBe(200);
    expect(codeOf(await admin.graphql(DISABLE, { input: { password: PASSWORD } }))).toBe('NOT_WHILE_IMPERSONATING');
    expect(codeOf(await admin.graphql(BEGIN))).toBe('NOT_WHILE_IMPERSONATING');
    expect(codeOf(await me.graphql(DISABLE, { input: { password: 'wrong password' } }))).toBe('PASSWORD_WRONG');
    expect((await me.graphql(DISABLE, { input: { password: PASSWORD } })).data).toEqual({
      disableTwoFactor: { viewer: { twoFactor: false } },
    });
    expect((await browser().post('/login', { email: 'totp@example.com', password: PASSWORD })).body).toMatchObject({
      email: 'totp@example.com',
    });
  });
});
