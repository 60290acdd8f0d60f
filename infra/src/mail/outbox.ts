import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log';
import { checkMail, type Mail, type Mailer } from './types';

export interface OutboxMailerOptions {
  /** The folder the mails are written to (created when missing), normally `<DATA_DIR>/outbox`. */
  dir: string;
  from: string;
}

/** RFC 2047 encoded-word for a header value that is not plain ASCII. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** `Mon, 03 Feb 2025 10:00:00 +0000`, the RFC 5322 date. */
const rfc5322Date = (d: Date) => d.toUTCString().replace(/GMT$/, '+0000');

const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');

/**
 * The message as RFC 5322 text: headers, a blank line, the body. The body stays readable
 * (8bit UTF-8, no quoted-printable), so that a developer can open the file and follow its links.
 */
export function formatMessage(
  mail: Mail,
  from: string,
  date = new Date(),
  messageId = `<${randomUUID()}@brandtrail.outbox>`,
): string {
  const headers = [
    `From: ${encodeHeader(from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${rfc5322Date(date)}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
  ];
  const textPart = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'];
  if (!mail.html) return crlf([...headers, ...textPart, '', mail.text, ''].join('\n'));
  const boundary = `=_brandtrail_${randomUUID()}`;
  return crlf(
    [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      ...textPart,
      '',
      mail.text,
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.html,
      `--${boundary}--`,
      '',
    ].join('\n'),
  );
}

/** A mail address reduced to file-name-safe characters. */
const safe = (s: string) => s.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);

/**
 * The embedded mailer: every mail becomes one `.eml` file in the outbox folder (open it with any
 * mail client or a text editor), plus a log line with its path, recipient and subject. The body
 * is never logged: it can carry links with tokens.
 *
 * File name: `<UTC time>-<recipient>-<random>.eml`, so the folder lists in sending order. The
 * file is written under a temporary name and renamed, so a reader never sees half a mail.
 */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'outbox',
    async send(mail) {
      checkMail(mail);
      ready ??= mkdir(options.dir, { recursive: true });
      await ready;
      const now = new Date();
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.dir, `${stamp}-${safe(mail.to)}-${randomUUID().slice(0, 8)}.eml`);
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, formatMessage(mail, options.from, now), { encoding: 'utf8', mode: 0o600 });
      await rename(tmp, file);
      log.info('mail written', { path: file, to: mail.to, subject: mail.subject });
    },
    async close() {},
  };
}

/** Where the outbox of a data folder is. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');
