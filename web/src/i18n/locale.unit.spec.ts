import { describe, expect, it } from 'vitest';
import { chooseLocale, detectLocale, localeCookieValue, readLocaleCookie } from './locale';

describe('the UI language', () => {
  it('is stored in i18n_redirected for 365 days, path /, SameSite=Lax', () => {
    expect(localeCookieValue('de')).toBe('i18n_redirected=de; max-age=31536000; path=/; SameSite=Lax');
  });

  it('reads the cookie among others and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=de; b=2')).toBe('de');
    expect(readLocaleCookie('i18n_redirected=fr')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('detects the first language we speak, else English', () => {
    expect(detectLocale(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(detectLocale(['en-GB', 'de'])).toBe('en');
    expect(detectLocale(['fr', 'it'])).toBe('en');
  });

  it('follows the cookie on every path', () => {
    expect(chooseLocale('i18n_redirected=de', '/acme', ['en-US'])).toEqual({ locale: 'de', store: false });
    expect(chooseLocale('i18n_redirected=en', '/', ['de-DE'])).toEqual({ locale: 'en', store: false });
  });

  it('detects the browser language on the root path only, and stores it', () => {
    expect(chooseLocale('', '/', ['de-DE', 'en'])).toEqual({ locale: 'de', store: true });
    expect(chooseLocale('', '/login', ['de-DE'])).toEqual({ locale: 'en', store: false });
    expect(chooseLocale('', '/de/agb', ['de-DE'])).toEqual({ locale: 'en', store: false });
  });
});
