import { describe, expect, it } from 'vitest';
import { readLocaleCookie } from '../i18n/locale';
import { cookieValue } from './cookies';

describe('a cookie read from a Cookie header', () => {
  it('is found by its exact name, percent-decoded, with = in its value kept', () => {
    expect(cookieValue('a=1; tz=Europe%2FBerlin; b=2', 'tz')).toBe('Europe/Berlin');
    expect(cookieValue(' token = x=y ', 'token')).toBe('x=y');
    expect(cookieValue('xtz=UTC; tzx=UTC', 'tz')).toBeUndefined();
    expect(cookieValue('novalue; tz', 'tz')).toBeUndefined();
    expect(cookieValue('', 'tz')).toBeUndefined();
  });

  it('counts a value that does not decode as none, rather than throwing (the client reads it as it starts)', () => {
    expect(cookieValue('tz=%E0%A4%A', 'tz')).toBeUndefined();
    expect(() => readLocaleCookie('i18n_redirected=%E0%A4%A')).not.toThrow();
    expect(readLocaleCookie('i18n_redirected=%E0%A4%A')).toBeUndefined();
  });
});
