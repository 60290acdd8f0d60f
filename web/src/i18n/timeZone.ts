/**
 * The time zone dates are shown in. The browser knows its own; the server, which renders some
 * screens before the browser does (entry-server.tsx), reads it from the cookie the client keeps
 * (`tz`, a year, path /, SameSite=Lax), so that both write a date the same way and the client takes
 * the server's screen over as it stands. Without the cookie (a browser that never ran the client),
 * the server leaves screens that show dates to the browser.
 */
import { cookieValue } from '../http/cookies';

export const TIME_ZONE_COOKIE = 'tz';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** An IANA zone Intl knows (`Europe/Berlin`, `UTC`), else undefined. */
export function knownTimeZone(value: string | undefined): string | undefined {
  if (!value || value.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone the `tz` cookie in a Cookie header names, when Intl knows it. */
export function readTimeZoneCookie(cookie: string): string | undefined {
  return knownTimeZone(cookieValue(cookie, TIME_ZONE_COOKIE));
}

/** The browser's own zone, written to the cookie when the cookie says another (or nothing). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (readTimeZoneCookie(document.cookie) !== zone) {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
  }
  return zone;
}
