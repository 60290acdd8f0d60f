import { duForms } from '@brandtrail/domain/german';
import { UnrecoverableJobError, type Mail, type Mailer } from '@brandtrail/infra';
import { describe, expect, it } from 'vitest';
import { emailChangedMail, emailChangeMail, loginLinkMail, resetPasswordMail, verifyEmailMail } from './accountMail';
import { mailHandler } from './welcomeMail';

const link = 'https://app.brandtrail.test/reset-password/abc';

describe('account mails', () => {
  it('carry the link on a line of its own, in English and German', () => {
    const changed = (locale: 'en' | 'de', to: string) => emailChangedMail(locale, to, 'new@example.com');
    for (const make of [resetPasswordMail, loginLinkMail, verifyEmailMail, emailChangeMail, changed]) {
      const en = make('en', link);
      const de = make('de', link);
      expect(en.subject).not.toBe(de.subject);
      for (const m of [en, de]) expect(m.text.split('\n')).toContain(link);
    }
    expect(resetPasswordMail('de', link).subject).toBe('Setzen Sie Ihr Brandtrail-Passwort zurück');
    expect(loginLinkMail('en', link).text).toContain('15 minutes');
    expect(verifyEmailMail('en', link).text).toContain('The link works for 7 days.');
    expect(verifyEmailMail('de', link).subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Brandtrail');
    expect(emailChangeMail('en', link).text).toContain('24 hours');
    expect(changed('en', link).text).toContain('now uses the address new@example.com');
    expect(changed('de', link).text).toContain('7 Tage');
  });

  it('address the reader with "Sie" in German, never with "du"', () => {
    for (const make of [resetPasswordMail, loginLinkMail, verifyEmailMail, emailChangeMail, emailChangedMail]) {
      const de = make('de', link, 'new@example.com');
      expect(duForms(de.subject), make.name).toEqual([]);
      expect(duForms(de.text), make.name).toEqual([]);
    }
  });

  it('are sent by the mail handler, which refuses jobs without recipient or link at once', async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => undefined };
    const handle = mailHandler(mailer);
    await handle({ kind: 'reset-password', to: 'ada@example.com', locale: 'de', link }, { id: 'j', attempt: 1 });
    await handle({ kind: 'login-link', to: 'ada@example.com', locale: 'en', link }, { id: 'k', attempt: 1 });
    await handle({ kind: 'verify-email', to: 'ada@example.com', locale: 'en', link }, { id: 'v', attempt: 1 });
    expect(sent.map((m) => m.subject)).toEqual([
      'Setzen Sie Ihr Brandtrail-Passwort zurück',
      'Your Brandtrail sign-in link',
      'Confirm your email address for Brandtrail',
    ]);
    await expect(
      handle({ kind: 'login-link', to: 'nobody', locale: 'en', link }, { id: 'l', attempt: 1 }),
    ).rejects.toBeInstanceOf(UnrecoverableJobError);
    await expect(
      handle({ kind: 'reset-password', to: 'ada@example.com', locale: 'en', link: 'javascript:x' }, { id: 'm', attempt: 1 }),
    ).rejects.toBeInstanceOf(UnrecoverableJobError);
  });
});
