import type { Config } from '../config';
import { log } from '../log';
import { createOutboxMailer, outboxDir } from './outbox';
import { createSmtpMailer } from './smtp';
import type { Mailer } from './types';

export { createOutboxMailer, formatMessage, outboxDir } from './outbox';
export type { OutboxMailerOptions } from './outbox';
export { createSmtpMailer } from './smtp';
export type { Mail, Mailer } from './types';

/** SMTP when SMTP_URL is set, else `.eml` files in `<DATA_DIR>/outbox`. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'production'>): Mailer {
  if (config.smtpUrl) {
    log.info('mail: SMTP');
    return createSmtpMailer(config.smtpUrl, config.mailFrom);
  }
  const dir = outboxDir(config.dataDir);
  // In production (a container, often without a volume there) nobody reads the outbox: say so at start.
  if (config.production)
    log.warn(
      'SMTP_URL is not set: mail is written to the outbox folder and sent to nobody, so password resets, sign-in links and invitations never arrive',
      { dir },
    );
  else log.info('mail: written to the outbox folder (set SMTP_URL to send)', { dir });
  return createOutboxMailer({ dir, from: config.mailFrom });
}
