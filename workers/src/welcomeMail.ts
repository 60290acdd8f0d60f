import type { Locale, UserEvent } from '@brandtrail/domain';
import {
  log,
  MAIL_ATTEMPTS,
  MAIL_BACKOFF_MS,
  MAIL_QUEUE,
  UnrecoverableJobError,
  type Config,
  type JobHandler,
  type Mail,
  type Mailer,
  type MailJob,
  type RecordedEvent,
  type WelcomeMailJob,
} from '@brandtrail/infra';
import { emailChangedMail, emailChangeMail, loginLinkMail, resetPasswordMail, verifyEmailMail } from './accountMail';
import { mailText } from './mailText';
import { memberMail } from './memberMail';
import type { Reactor } from './reactor';

export function welcomeMail(locale: Locale, appUrl: string): Pick<Mail, 'subject' | 'text'> {
  if (locale === 'de') {
    return mailText(locale, 'Willkommen bei Brandtrail', [
      'schön, dass Sie da sind! Ihr Brandtrail-Konto ist bereit.',
      '',
      'Legen Sie Ihre erste Marke an und bringen Sie Farben, Schriften, Logos und Richtlinien an einen Ort, an dem Ihr ganzes Team sie findet:',
      '',
      appUrl,
      '',
      'Falls Sie sich nicht bei Brandtrail registriert haben, können Sie diese E-Mail einfach ignorieren.',
    ]);
  }
  return mailText(locale, 'Welcome to Brandtrail', [
    "We're glad you're here! Your Brandtrail account is ready.",
    '',
    'Create your first brand and bring its colours, fonts, logos and guidelines together in one place your whole team can find:',
    '',
    appUrl,
    '',
    "If you didn't sign up for Brandtrail, you can simply ignore this email.",
  ]);
}

/**
 * The handler of the 'mail' queue. Bad job data cannot get better by retrying, so it fails at
 * once (UnrecoverableJobError); a mailer error (SMTP down) is retried with backoff.
 */
export function mailHandler(mailer: Mailer): JobHandler<MailJob> {
  return async (data) => {
    if (!data || typeof data !== 'object') throw new UnrecoverableJobError('mail job without data');
    switch (data.kind) {
      case 'welcome': {
        if (typeof data.to !== 'string' || !data.to.includes('@'))
          throw new UnrecoverableJobError('welcome mail without a recipient');
        if (typeof data.appUrl !== 'string' || !/^https?:\/\//.test(data.appUrl))
          throw new UnrecoverableJobError('welcome mail without an app URL');
        const locale: Locale = data.locale === 'de' ? 'de' : 'en';
        await mailer.send({ to: data.to, ...welcomeMail(locale, data.appUrl) });
        return;
      }
      case 'reset-password':
      case 'login-link':
      case 'verify-email':
      case 'email-change':
      case 'email-changed': {
        if (typeof data.to !== 'string' || !data.to.includes('@'))
          throw new UnrecoverableJobError(`${data.kind} mail without a recipient`);
        if (typeof data.link !== 'string' || !/^https?:\/\//.test(data.link))
          throw new UnrecoverableJobError(`${data.kind} mail without a link`);
        const locale: Locale = data.locale === 'de' ? 'de' : 'en';
        const content =
          data.kind === 'reset-password'
            ? resetPasswordMail(locale, data.link)
            : data.kind === 'login-link'
              ? loginLinkMail(locale, data.link)
              : data.kind === 'email-change'
                ? emailChangeMail(locale, data.link)
                : data.kind === 'email-changed'
                  ? emailChangedMail(locale, data.link, String(data.newEmail))
                  : verifyEmailMail(locale, data.link);
        await mailer.send({ to: data.to, ...content });
        return;
      }
      case 'member-added':
      case 'invitation':
      case 'access-requested':
      case 'access-answered': {
        if (typeof data.to !== 'string' || !data.to.includes('@'))
          throw new UnrecoverableJobError(`${data.kind} mail without a recipient`);
        if (typeof data.link !== 'string' || !/^https?:\/\//.test(data.link))
          throw new UnrecoverableJobError(`${data.kind} mail without a link`);
        const locale: Locale = data.locale === 'de' ? 'de' : 'en';
        await mailer.send({ to: data.to, ...memberMail({ ...data, locale }) });
        return;
      }
      default:
        throw new UnrecoverableJobError(`unknown mail kind ${String((data as { kind?: unknown }).kind)}`);
    }
  };
}

type UserRegistered = Extract<UserEvent, { type: 'UserRegistered' }>;

/**
 * UserRegistered -> one welcome mail job, id `welcomeMail:<event id>`, in the account's language:
 * the one registered with it (the UI's), or for an event from before it was recorded the
 * registering browser's (`metadata.locale`); English when neither is known.
 */
export function welcomeMailReactor(
  config: Pick<Config, 'publicUrl'>,
): Reactor<RecordedEvent<'UserRegistered', UserRegistered['data']>> {
  return {
    name: 'welcomeMail',
    eventTypes: ['UserRegistered'],
    react(event) {
      const email: unknown = event.data?.email;
      if (typeof email !== 'string' || !email.includes('@')) {
        log.warn('UserRegistered without an email address: no welcome mail', { eventId: event.id, streamId: event.streamId });
        return [];
      }
      const requested = event.data?.locale ?? (event.metadata as { locale?: unknown } | undefined)?.locale;
      const locale: Locale = requested === 'de' ? 'de' : 'en';
      const data: WelcomeMailJob = { kind: 'welcome', to: email, locale, appUrl: config.publicUrl };
      return [{ queue: MAIL_QUEUE, data, attempts: MAIL_ATTEMPTS, backoffMs: MAIL_BACKOFF_MS }];
    },
  };
}
