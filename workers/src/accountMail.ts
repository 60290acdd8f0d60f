import type { Locale } from '@brandtrail/domain';
import { VERIFY_EMAIL_DAYS, type Mail } from '@brandtrail/infra';
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
