import type { Locale } from '@brandtrail/domain';
import { EMAIL_CHANGE_HOURS, EMAIL_UNDO_DAYS, VERIFY_EMAIL_DAYS, type Mail } from '@brandtrail/infra';
import { mailText } from './mailText';

/** The texts of the account mails (`AccountMailJob` in infra: the API enqueues them). */
export function resetPasswordMail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  if (locale === 'de') {
    return mailText(locale, 'Setzen Sie Ihr Brandtrail-Passwort zurück', [
      'jemand (hoffentlich Sie) möchte das Passwort Ihres Brandtrail-Kontos zurücksetzen. Über diesen Link legen Sie ein neues fest:',
      '',
      link,
      '',
      'Der Link funktioniert einmal und ist eine Stunde lang gültig. Danach sind Sie auf allen anderen Geräten abgemeldet.',
      '',
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren: Ihr Passwort bleibt unverändert.',
    ]);
  }
  return mailText(locale, 'Reset your Brandtrail password', [
    'Someone (hopefully you) asked to reset the password of your Brandtrail account. Choose a new one here:',
    '',
    link,
    '',
    'The link works once and expires in one hour. Afterwards you will be logged out on every other device.',
    '',
    "If you didn't ask for this, you can simply ignore this email: your password stays as it is.",
  ]);
}

export function loginLinkMail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  if (locale === 'de') {
    return mailText(locale, 'Ihr Anmeldelink für Brandtrail', [
      'mit diesem Link melden Sie sich ohne Passwort bei Brandtrail an:',
      '',
      link,
      '',
      'Der Link funktioniert einmal und ist 15 Minuten lang gültig.',
      '',
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren.',
    ]);
  }
  return mailText(locale, 'Your Brandtrail sign-in link', [
    'Use this link to sign in to Brandtrail without a password:',
    '',
    link,
    '',
    'The link works once and expires in 15 minutes.',
    '',
    "If you didn't ask for this, you can simply ignore this email.",
  ]);
}

export function verifyEmailMail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  const days = VERIFY_EMAIL_DAYS;
  if (locale === 'de') {
    return mailText(locale, 'Bestätigen Sie Ihre E-Mail-Adresse für Brandtrail', [
      'bitte bestätigen Sie über diesen Link, dass dies Ihre E-Mail-Adresse ist:',
      '',
      link,
      '',
      'Sobald sie bestätigt ist, treten Sie den Marken bei, zu denen Sie mit dieser Adresse eingeladen wurden, und werden künftig direkt hinzugefügt.',
      '',
      `Der Link ist ${days} Tage lang gültig.`,
      '',
      'Falls Sie kein Brandtrail-Konto angelegt haben, können Sie diese E-Mail einfach ignorieren.',
    ]);
  }
  return mailText(locale, 'Confirm your email address for Brandtrail', [
    'Please confirm that this is your email address by opening this link:',
    '',
    link,
    '',
    'Once it is confirmed, you join the brands you were invited to at this address, and owners can add you to brands directly.',
    '',
    `The link works for ${days} days.`,
    '',
    "If you didn't create a Brandtrail account, you can simply ignore this email.",
  ]);
}

/** To the new address: the link that makes it the account's. */
export function emailChangeMail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  const hours = EMAIL_CHANGE_HOURS;
  if (locale === 'de') {
    return mailText(locale, 'Bestätigen Sie Ihre neue E-Mail-Adresse für Brandtrail', [
      'Sie möchten, dass Ihr Brandtrail-Konto künftig diese Adresse verwendet. Bestätigen Sie das über diesen Link:',
      '',
      link,
      '',
      `Der Link funktioniert einmal und ist ${hours} Stunden lang gültig. Bis dahin bleibt Ihre bisherige Adresse die des Kontos.`,
      '',
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren.',
    ]);
  }
  return mailText(locale, 'Confirm your new email address for Brandtrail', [
    'You asked for your Brandtrail account to use this address from now on. Confirm it with this link:',
    '',
    link,
    '',
    `The link works once and for ${hours} hours. Until then your current address stays the account's.`,
    '',
    "If you didn't ask for this, you can simply ignore this email.",
  ]);
}

/** To the old address, once the change is made: the new address and the link that undoes it. */
export function emailChangedMail(locale: Locale, link: string, newEmail: string): Pick<Mail, 'subject' | 'text'> {
  const days = EMAIL_UNDO_DAYS;
  if (locale === 'de') {
    return mailText(locale, 'Die E-Mail-Adresse Ihres Brandtrail-Kontos wurde geändert', [
      `Ihr Brandtrail-Konto verwendet jetzt die Adresse ${newEmail} statt dieser.`,
      '',
      `Falls Sie das nicht waren, machen Sie die Änderung über diesen Link rückgängig (${days} Tage lang gültig). Danach sind alle Browser abgemeldet, und Sie sollten ein neues Passwort festlegen:`,
      '',
      link,
      '',
      'Falls Sie die Änderung selbst vorgenommen haben, ist nichts weiter zu tun.',
    ]);
  }
  return mailText(locale, 'The email address of your Brandtrail account was changed', [
    `Your Brandtrail account now uses the address ${newEmail} instead of this one.`,
    '',
    `If this wasn't you, undo the change with this link (it works for ${days} days). Every browser is then logged out, and you should set a new password:`,
    '',
    link,
    '',
    'If you made the change yourself, there is nothing else to do.',
  ]);
}
