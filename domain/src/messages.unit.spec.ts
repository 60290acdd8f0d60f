import { describe, expect, it } from 'vitest';
import { duForms } from './german';
import { errorMessages, formatError, pickLocale } from './messages';

describe('messages', () => {
  it('exist for every code in English and German', () => {
    expect(Object.keys(errorMessages.de).sort()).toEqual(Object.keys(errorMessages.en).sort());
    for (const [code, text] of Object.entries(errorMessages.de)) expect(text, code).not.toBe('');
  });
  it('address the reader with "Sie" in German, never with "du"', () => {
    const informal = Object.entries(errorMessages.de)
      .map(([code, text]) => [code, duForms(text)] as const)
      .filter(([, found]) => found.length > 0);
    expect(Object.fromEntries(informal)).toEqual({});
  });
  it("use the spec's terms texts", () => {
    expect(formatError('en', 'TERMS_REQUIRED')).toBe('Agreement is required to proceed.');
    expect(formatError('de', 'TERMS_REQUIRED')).toBe('Die Zustimmung ist erforderlich, um fortzufahren.');
    expect(formatError('en', 'SLUG_TAKEN', { slug: 'acme' })).toContain('"acme"');
  });
  it('say how many elements use an element, and what went wrong with a page order or a restore', () => {
    expect(formatError('en', 'ELEMENT_IN_USE', { count: 3 })).toContain('3 in all');
    expect(formatError('de', 'ELEMENT_IN_USE', { count: 3 })).toContain('insgesamt 3');
    for (const code of ['PAGES_ORDER_INVALID', 'PAGE_PARENT_DELETED', 'ELEMENT_IN_USE'] as const) {
      expect(formatError('en', code)).not.toBe(formatError('de', code));
      expect(formatError('de', code)).not.toMatch(/\{(?!count)/);
    }
  });
  it('say in both languages why an element cannot show a file', () => {
    for (const code of ['ELEMENT_ASSET_INVALID', 'ELEMENT_ASSET_NOT_FONT'] as const) {
      expect(formatError('en', code)).not.toBe(formatError('de', code));
      expect(formatError('de', code)).not.toMatch(/\{/);
    }
    expect(formatError('en', 'ELEMENT_ASSET_NOT_FONT')).toContain('not a font');
    expect(formatError('de', 'ELEMENT_ASSET_NOT_FONT')).toContain('keine Schrift');
  });
  it('say how long to wait, in seconds or minutes as fits', () => {
    expect(formatError('en', 'TOO_MANY_ATTEMPTS', { wait: 1 })).toBe(
      'Too many failed log-in attempts. Please try again in 1 second.',
    );
    expect(formatError('en', 'TOO_MANY_ATTEMPTS', { wait: 45 })).toContain('in 45 seconds.');
    expect(formatError('en', 'TOO_MANY_ATTEMPTS', { wait: 60 })).toContain('in 1 minute.');
    expect(formatError('en', 'TOO_MANY_REQUESTS', { wait: 61 })).toContain('in 2 minutes.');
    expect(formatError('de', 'TOO_MANY_ATTEMPTS', { wait: 30 })).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 30 Sekunden erneut.',
    );
    expect(formatError('de', 'TOO_MANY_ATTEMPTS', { wait: 1 })).toContain('in 1 Sekunde erneut');
    expect(formatError('de', 'TOO_MANY_REQUESTS', { wait: 900 })).toContain('in 15 Minuten erneut');
  });
  it('pick the language from the cookie, then the browser, else English', () => {
    expect(pickLocale('de', 'en-US')).toBe('de');
    expect(pickLocale(undefined, 'fr-FR,de;q=0.8,en;q=0.5')).toBe('de');
    expect(pickLocale(undefined, 'fr-FR')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});
