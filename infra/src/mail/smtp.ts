import nodemailer from 'nodemailer';
import { log } from '../log';
import { checkMail, type Mailer } from './types';

/** Sends through an SMTP server: `SMTP_URL` such as smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      checkMail(mail);
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      log.info('mail sent', { to: mail.to, subject: mail.subject, messageId: info.messageId });
    },
    async close() {
      transport.close();
    },
  };
}
