import { describe, expect, it } from 'vitest';
import { knownTimeZone, readTimeZoneCookie } from './timeZone';

describe('the time zone cookie', () => {
  it('reads a zone Intl knows from a Cookie header, and nothing else', () => {
    expect(readTimeZoneCookie('a=1; tz=Europe%2FBerlin; b=2')).toBe('Europe/Berlin');
    expect(readTimeZoneCookie('tz=UTC')).toBe('UTC');
    expect(readTimeZoneCookie('xtz=UTC')).toBeUndefined();
    expect(readTimeZoneCookie('tz=Mars%2FOlympus')).toBeUndefined();
    expect(readTimeZoneCookie('tz=%E0%A4%A')).toBeUndefined();
    expect(readTimeZoneCookie('tz=')).toBeUndefined();
    expect(readTimeZoneCookie('')).toBeUndefined();
  });

  it('names a zone as Intl does, and bounds what it tries', () => {
    expect(knownTimeZone('Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
    expect(knownTimeZone('x'.repeat(65))).toBeUndefined();
    expect(knownTimeZone(undefined)).toBeUndefined();
  });
});
