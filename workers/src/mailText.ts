import type { Locale } from '@brandtrail/domain';
import type { Mail } from '@brandtrail/infra';

const greeting: Record<Locale, string> = { en: 'Hi there,', de: 'Hallo,' };

const signature: Record<Locale, string[]> = {
  en: ['', 'Warm regards,', 'The Brandtrail team', ''],
  de: ['', 'Herzliche Grüße', 'Ihr Brandtrail-Team', ''],
};

/** A subject is one line: names typed by users (a brand's) may hold line breaks. */
const oneLine = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();

/** A mail of ours in `locale`: the subject on one line, the text the greeting, `body` and the signature. */
export const mailText = (locale: Locale, subject: string, body: readonly string[]): Pick<Mail, 'subject' | 'text'> => ({
  subject: oneLine(subject),
  text: [greeting[locale], '', ...body, ...signature[locale]].join('\n'),
});
