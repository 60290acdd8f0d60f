/**
 * UI language (spec, point 9): English (default) and German, no URL prefix. The choice lives in the
 * cookie i18n_redirected (365 days, path /, SameSite=Lax), which the API also reads to translate
 * its error messages; without the cookie the browser's languages decide, and the choice is stored.
 */
import { cookieValue } from '../http/cookies';

export type Locale = 'en' | 'de';
export const locales: readonly Locale[] = ['en', 'de'];
export const defaultLocale: Locale = 'en';

export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'de';

export function readLocaleCookie(cookie: string = document.cookie): Locale | undefined {
  const value = cookieValue(cookie, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** The first of the browser's languages that we speak (en-US, en, de-DE, de-AT, ...), else English. */
export function detectLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}

export function storeLocale(locale: Locale): void {
  document.cookie = localeCookieValue(locale);
}

/** The cookie's value: 365 days, path /, SameSite=Lax (spec, point 9). */
export const localeCookieValue = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;

/**
 * The locale to start with: the cookie's; else, on the root path only, the browser's languages
 * (stored in the cookie, as the original client's redirect did); else English. A first visit to a
 * deep link (a legal page, a brand) keeps the default and stores nothing (spec, point 9: detection
 * redirects on root only).
 */
export function chooseLocale(cookie: string, pathname: string, languages: readonly string[]): { locale: Locale; store: boolean } {
  const fromCookie = readLocaleCookie(cookie);
  if (fromCookie) return { locale: fromCookie, store: false };
  if (pathname !== '/') return { locale: defaultLocale, store: false };
  return { locale: detectLocale(languages), store: true };
}

export const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language];

/**
 * The cookie and the languages of the browser a loader runs for: the page's own in the browser, the
 * request's headers where the server renders the page (entry-server.tsx).
 */
export function browserFacts(request: Request): { cookie: string; languages: readonly string[] } {
  if (typeof document !== 'undefined') return { cookie: document.cookie, languages: browserLanguages() };
  const languages = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return { cookie: request.headers.get('cookie') ?? '', languages };
}

export function initialLocale(pathname: string = window.location.pathname): Locale {
  const { locale, store } = chooseLocale(document.cookie, pathname, browserLanguages());
  if (store) storeLocale(locale);
  return locale;
}

/** The BCP 47 tag for Intl formatting (spec: en-US and de-DE). */
export const intlLocale = (locale: Locale): string => (locale === 'de' ? 'de-DE' : 'en-US');
