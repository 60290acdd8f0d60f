import { duForms } from '@brandtrail/domain/german';
import { describe, expect, it } from 'vitest';
import type { MemberMailJob } from '@brandtrail/infra';
import { memberMail } from './memberMail';

const jobs = (locale: 'en' | 'de'): MemberMailJob[] => [
  { kind: 'member-added', to: 'a@example.com', locale, brandName: 'Acme', role: 'editor', link: 'https://x.test/acme' },
  { kind: 'invitation', to: 'a@example.com', locale, brandName: 'Acme', role: 'viewer', link: 'https://x.test/invitations/t' },
  {
    kind: 'access-requested',
    to: 'a@example.com',
    locale,
    brandName: 'Acme',
    requester: 'b@example.com',
    message: 'Hello\nthere',
    link: 'https://x.test/acme/settings/users',
  },
  {
    kind: 'access-answered',
    to: 'a@example.com',
    locale,
    brandName: 'Acme',
    approved: true,
    role: 'viewer',
    link: 'https://x.test/acme',
  },
  {
    kind: 'access-answered',
    to: 'a@example.com',
    locale,
    brandName: 'Acme',
    approved: false,
    role: null,
    link: 'https://x.test/acme',
  },
];

describe('member mails', () => {
  it('name the brand and carry their link, in English and German', () => {
    for (const locale of ['en', 'de'] as const)
      for (const job of jobs(locale)) {
        const mail = memberMail(job);
        expect(mail.subject).toContain('Acme');
        if (job.kind !== 'access-answered' || job.approved) expect(mail.text.split('\n')).toContain(job.link);
      }
    expect(memberMail(jobs('de')[0]!).text).toContain('Bearbeiter');
    expect(memberMail(jobs('en')[2]!).text).toContain('> there');
  });
  it('address the reader with "Sie" in German', () => {
    for (const job of jobs('de')) {
      const mail = memberMail(job);
      expect(duForms(mail.subject + '\n' + mail.text)).toEqual([]);
    }
  });
  it('keep subjects on one line whatever the brand name holds', () => {
    const mail = memberMail({ ...jobs('en')[0]!, brandName: 'Two\nlines\r\nBcc: x' });
    expect(mail.subject).toBe('You were added to the brand Two lines Bcc: x');
  });
});
