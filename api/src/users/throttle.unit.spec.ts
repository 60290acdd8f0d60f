import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../http/auth';
import { PAIR_SLOWDOWN } from './accounts';
import { MAIL_EMAIL_SLOWDOWN } from './recovery';
import { addressKey, decayed, delayFor, waitMs, type SlowDown } from './throttle';

const t0 = new Date('2026-01-01T00:00:00Z');
const after = (ms: number) => new Date(t0.getTime() + ms);
const rule: SlowDown = { free: 3, firstDelayMs: 1000, maxDelayMs: 8000, forgetMs: 60_000 };

describe('slowing down', () => {
  it('lets the free attempts through, then waits twice as long after each further one, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => delayFor(rule, n))).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000]);
    expect(waitMs(rule, undefined, t0)).toBe(0);
    expect(waitMs(rule, { count: 2, at: t0 }, t0)).toBe(0);
    expect(waitMs(rule, { count: 3, at: t0 }, t0)).toBe(1000);
    expect(waitMs(rule, { count: 3, at: t0 }, after(400))).toBe(600);
    expect(waitMs(rule, { count: 3, at: t0 }, after(1000))).toBe(0);
    expect(waitMs(rule, { count: 5, at: t0 }, t0)).toBe(4000);
    expect(waitMs(rule, { count: 9, at: t0 }, t0)).toBe(8000);
  });
  it('forgets one attempt per forgetMs, which can end a wait early', () => {
    expect(decayed(rule, { count: 3, at: t0 }, after(30_000))).toBeCloseTo(2.5);
    // a cap longer than the forgetting: the count falls below the free attempts first
    const slow: SlowDown = { free: 1, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetMs: 10_000 };
    expect(waitMs(slow, { count: 1, at: t0 }, t0)).toBe(10_000);
    expect(waitMs(slow, { count: 2, at: t0 }, after(5000))).toBe(15_000);
  });
  it('counts an attempt for as long as any part of it is left', () => {
    // 3 attempts, a hair of decay: still 3, so the fourth waits
    expect(waitMs(rule, { count: 3, at: t0 }, after(1))).toBe(999);
  });
  it('has the numbers the README gives', () => {
    expect(PAIR_SLOWDOWN).toMatchObject({ free: 5, firstDelayMs: 1000, maxDelayMs: 900_000 });
    // five mails at once, then one every twelve minutes
    expect(waitMs(MAIL_EMAIL_SLOWDOWN, { count: 5, at: t0 }, t0)).toBe(12 * 60_000);
  });
});

describe('client addresses', () => {
  const request = (remoteAddress: string, forwarded?: string | string[]) =>
    ({
      socket: { remoteAddress },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage;

  it('ignore X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.7'), 0)).toBe('10.0.0.2');
  });
  it('take the entry as many hops from the right as there are trusted proxies', () => {
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.9'), 2)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.2', ['198.51.100.1', '203.0.113.7']), 2)).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.2', '[2001:db8::1]:4711'), 1)).toBe('2001:db8::1');
    expect(clientAddress(request('10.0.0.2', '203.0.113.7:4711'), 1)).toBe('203.0.113.7');
  });
  it('fall back to the leftmost entry when there are fewer, and to the socket when there is no address', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', 'unknown, <script>'), 1)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', 'x'.repeat(10_000)), 1)).toBe('10.0.0.2');
  });
  it('are throttled per IPv4 address and per IPv6 /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
