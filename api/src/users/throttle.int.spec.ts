import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { createServer } from '../http/server';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { mailedLinks } from '../testing/mails';
import { ACCOUNT_SLOWDOWN, CLIENT_SLOWDOWN, PAIR_SLOWDOWN } from './accounts';
import { MAILS_PER_EMAIL } from './recovery';
import { Throttle } from './throttle';

const PASSWORD = 'correct horse battery';

describe.each(testDatabaseKinds())('log-in throttling over HTTP on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  /** The same services behind a server that does not trust X-Forwarded-For (TRUST_PROXY unset). */
  let direct: Server;
  let directUrl: string;
  /** The throttle's clock: frozen, moved on by `elapse` (sessions and links keep real time). */
  let clock = Date.now();
  const elapse = (ms: number) => void (clock += ms);

  /** A client behind the trusted proxy (TRUST_PROXY=1), whose address is `address`. */
  const from = (address: string, headers: Record<string, string> = {}) =>
    new TestClient(app.url, { 'x-forwarded-for': `198.51.100.250, ${address}`, ...headers });
  const login = (c: TestClient, email: string, password = PASSWORD) => c.post('/login', { email, password });

  async function signUp(email: string, address: string) {
    const c = from(address);
    expect((await c.post('/register', { email, password: PASSWORD })).status).toBe(201);
    expect(c.cookies.get('auth._device')).toMatch(/^[\w-]{43}$/);
    return c;
  }

  /** Wrong passwords at `email` from `c` until the first refusal; answers how many were let through. */
  async function hammer(c: TestClient, email: string, max = 100): Promise<number> {
    for (let i = 0; i < max; i++) {
      const res = await login(c, email, `wrong guess ${i}`);
      if (res.status === 429) return i;
      expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    throw new Error(`${max} attempts and still not slowed down`);
  }

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'throttle', { TRUST_PROXY: '1' }));
    app.services.throttle = new Throttle(app.services.sql, () => new Date(clock));
    direct = createServer({ ...app.services, config: { ...opened.config, trustProxy: 0 } });
    await new Promise<void>((resolve) => direct.listen(0, '127.0.0.1', resolve));
    directUrl = `http://127.0.0.1:${(direct.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    direct.closeAllConnections();
    await new Promise((resolve) => direct.close(resolve));
    await opened.close();
  });

  it('slows one client down, says how long to wait, and lets it through once it has waited', async () => {
    await signUp('slow@example.com', '203.0.113.1');
    const c = from('203.0.113.2');
    expect(await hammer(c, 'slow@example.com')).toBe(PAIR_SLOWDOWN.free);
    // refused before the password is looked at: a correct one waits too
    const refused = await login(c, 'slow@example.com');
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed log-in attempts. Please try again in 1 second.' },
    });
    expect(refused.headers.get('retry-after')).toBe('1');
    const de = await login(from('203.0.113.2', { cookie: 'i18n_redirected=de' }), 'slow@example.com');
    expect(de.body).toMatchObject({
      message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    });

    // refused attempts count for nothing: after the announced second, the next is let through,
    // and of several sent at once, one
    for (let i = 0; i < 5; i++) expect((await login(c, 'slow@example.com', 'impatient')).status).toBe(429);
    elapse(1000);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login(c, 'slow@example.com', `parallel ${i}`)));
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
    // the wait doubles with each further failure
    const longer = await login(c, 'slow@example.com');
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
    elapse(1999);
    expect((await login(c, 'slow@example.com')).status).toBe(429);
    elapse(1);
    expect((await login(c, 'slow@example.com')).status).toBe(200);
    // a success starts the pair over
    expect(await hammer(c, 'slow@example.com')).toBe(PAIR_SLOWDOWN.free);
  });

  it('caps the wait', async () => {
    const c = from('203.0.113.3');
    expect(await hammer(c, 'nobody-at-all@example.com')).toBe(PAIR_SLOWDOWN.free); // unknown addresses alike
    // wait each time as told, then fail again: 1 s, 2 s, 4 s, ... up to the cap
    const waits: number[] = [];
    let message = '';
    while (waits.length < 20 && waits.at(-1) !== PAIR_SLOWDOWN.maxDelayMs / 1000) {
      const res = await login(c, 'nobody-at-all@example.com', 'guess');
      if (res.status === 429) {
        waits.push(Number(res.headers.get('retry-after')));
        message = (res.body as { message: string }).message;
        elapse(waits.at(-1)! * 1000);
      } else expect(res.status).toBe(401);
    }
    // (the waits also let one attempt be forgotten per 15 minutes, so past a few minutes they
    // grow a little slower than doubling)
    expect(waits.slice(0, 9)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    expect(waits.at(-1)).toBe(900);
    expect(waits.every((w, i) => i === 0 || w >= waits[i - 1]!)).toBe(true);
    expect(message).toBe('Too many failed log-in attempts. Please try again in 15 minutes.');
  });

  it('does not stop the owner logging in from a known device while an attacker hammers the account', async () => {
    const owner = await signUp('owner@example.com', '203.0.113.10');
    const attacker = from('203.0.113.11');
    await hammer(attacker, 'owner@example.com');
    // from a known device, even behind the attacker's address
    const sameAddress = from('203.0.113.11');
    sameAddress.cookies.set('auth._device', owner.cookies.get('auth._device')!);
    expect((await login(sameAddress, 'owner@example.com')).status).toBe(200);
    // from another client (no device cookie), as long as the account's own limit has room
    expect((await login(from('203.0.113.12'), 'owner@example.com')).status).toBe(200);
    // a device known for another account is a stranger here
    const own = await signUp('attacker@example.com', '203.0.113.11');
    expect((await login(own, 'owner@example.com', 'guess')).status).toBe(429);
  });

  it("slows guessing spread over many addresses per account, and lets the owner in after the account's wait", async () => {
    const owner = await signUp('spread@example.com', '203.0.113.20');
    let address = 0;
    for (let i = 0; i < ACCOUNT_SLOWDOWN.free; i++) {
      const res = await login(from(`192.0.2.${++address}`), 'spread@example.com', `guess ${i}`);
      expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const stranger = from('203.0.113.21');
    const refused = await login(stranger, 'spread@example.com');
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    expect(refused.headers.get('retry-after')).toBe('1');
    // the known device does not wait
    expect((await login(owner, 'spread@example.com')).status).toBe(200);
    elapse(1000);
    expect((await login(stranger, 'spread@example.com')).status).toBe(200);
  });

  it('slows one address spraying guesses over many accounts, except for known devices', async () => {
    const owner = await signUp('sprayed@example.com', '203.0.113.30');
    const sprayer = from('203.0.113.31');
    for (let i = 0; i < CLIENT_SLOWDOWN.free; i++)
      expect((await login(sprayer, `spray-${i}@example.com`, 'Summer2026!')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await login(sprayer, 'spray-new@example.com', 'Summer2026!')).status).toBe(429);
    // a stranger behind that address waits too; the owner's known device does not
    expect((await login(from('203.0.113.31'), 'sprayed@example.com')).status).toBe(429);
    const device = from('203.0.113.31');
    device.cookies.set('auth._device', owner.cookies.get('auth._device')!);
    expect((await login(device, 'sprayed@example.com')).status).toBe(200);
  });

  it("slows a known device down on its own failures, not on strangers'", async () => {
    const owner = await signUp('forgetful@example.com', '203.0.113.40');
    expect(await hammer(owner, 'forgetful@example.com')).toBe(PAIR_SLOWDOWN.free);
    expect((await login(from('203.0.113.41'), 'forgetful@example.com')).status).toBe(200);
  });

  it("lets a sign-in link through, and clears the account's throttles", async () => {
    await signUp('linked@example.com', '203.0.113.50');
    let address = 0;
    for (let i = 0; i < ACCOUNT_SLOWDOWN.free; i++)
      await login(from(`192.0.2.${100 + ++address}`), 'linked@example.com', 'guess');
    const attacker = from('203.0.113.51');
    await hammer(attacker, 'linked@example.com');
    expect((await login(attacker, 'linked@example.com')).status).toBe(429);

    const laptop = from('203.0.113.51'); // a new browser, behind the attacker's address
    expect((await laptop.post('/login-link', { email: 'linked@example.com' })).status).toBe(200);
    const token = await mailedToken('linked@example.com', '/login');
    expect((await laptop.post('/login', { token })).status).toBe(200);
    expect(laptop.cookies.has('auth._device')).toBe(true);
    // the account and its pairs start over (the attacker's too: the link proves nothing about them,
    // but a slow-down that a mail can end costs the owner nothing)
    expect((await login(from('203.0.113.52'), 'linked@example.com')).status).toBe(200);
  });

  it('keeps the mail limits, and flooding them slows nobody down at logging in', async () => {
    const owner = await signUp('flooded@example.com', '203.0.113.60');
    const flooder = from('203.0.113.61');
    for (let i = 0; i < MAILS_PER_EMAIL; i++)
      expect((await flooder.post(i % 2 ? '/login-link' : '/lost-password', { email: 'flooded@example.com' })).status).toBe(200);
    const limited = await flooder.post('/lost-password', { email: 'flooded@example.com' });
    expect(limited).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(limited.headers.get('retry-after')).toBe('720');
    expect((limited.body as { message: string }).message).toBe('Too many requests. Please try again in 12 minutes.');
    expect((await login(flooder, 'flooded@example.com')).status).toBe(200);
    expect((await login(owner, 'flooded@example.com')).status).toBe(200);
  });

  it('reads the client address from X-Forwarded-For only with TRUST_PROXY', async () => {
    await signUp('proxied@example.com', '203.0.113.70');
    const keys = async () =>
      (
        await app.services.sql.query<{ key: string }>(
          `SELECT key FROM login_throttles WHERE key LIKE 'pair:proxied@%' ORDER BY key`,
        )
      ).map((r) => r.key);
    // trusted (one proxy): the entry it appended, whatever the client put before it
    await new TestClient(app.url, { 'x-forwarded-for': '10.9.9.9, 203.0.113.71' }).post('/login', {
      email: 'proxied@example.com',
      password: 'guess',
    });
    expect(await keys()).toEqual(['pair:proxied@example.com 203.0.113.71']);
    // not trusted: the socket's address, so rotating the header buys nothing
    for (let i = 0; i < PAIR_SLOWDOWN.free; i++) {
      const res = await new TestClient(directUrl, { 'x-forwarded-for': `192.0.2.${200 + i}` }).post('/login', {
        email: 'proxied@example.com',
        password: 'guess',
      });
      expect(res.status).toBe(401);
    }
    expect(await keys()).toEqual(['pair:proxied@example.com 127.0.0.1', 'pair:proxied@example.com 203.0.113.71']);
    const rotated = await new TestClient(directUrl, { 'x-forwarded-for': '192.0.2.250' }).post('/login', {
      email: 'proxied@example.com',
      password: PASSWORD,
    });
    expect(rotated.status).toBe(429);
    // while behind the trusted proxy each address is its own client
    expect((await from('192.0.2.251').post('/login', { email: 'proxied@example.com', password: PASSWORD })).status).toBe(200);
  });

  const mailedToken = async (to: string, linkPath: string) => (await mailedLinks(opened.dataDir, to, linkPath))[0]!.token;
});
