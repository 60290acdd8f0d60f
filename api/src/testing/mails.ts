import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mails the app with DATA_DIR `dataDir` wrote to its outbox for `to` (the To header, in any
 * case), oldest first, as written (8bit UTF-8: infra's outbox mailer).
 */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  const header = `\r\nto: ${to.toLowerCase()}\r\n`;
  return existsSync(outbox)
    ? readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.toLowerCase().includes(header))
    : [];
}

/**
 * Waits (up to 10 s: the workers send them) until at least `n` mails to `to` include `text` (or
 * match it); answers all that do.
 */
export async function waitForMails(dataDir: string, to: string, text: string | RegExp, n = 1): Promise<string[]> {
  const matches = (mail: string) => (typeof text === 'string' ? mail.includes(text) : text.test(mail));
  for (let i = 0; i < 200; i++) {
    const mails = mailsTo(dataDir, to).filter(matches);
    if (mails.length >= n) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${n} mails to ${to} with ${String(text)}`);
}

/**
 * Waits until at least `n` mails to `to` link to `linkPath` (a path such as /login); answers each
 * such mail with the link's token, oldest first.
 */
export async function mailedLinks(
  dataDir: string,
  to: string,
  linkPath: string,
  n = 1,
): Promise<{ mail: string; token: string }[]> {
  const re = new RegExp(`${linkPath}/([A-Za-z0-9_-]{20,})`);
  return (await waitForMails(dataDir, to, re, n)).map((mail) => ({ mail, token: re.exec(mail)![1]! }));
}
