import { randomUUID } from 'node:crypto';
import { duForms } from '@brandtrail/domain/german';
import { UnrecoverableJobError, type Mail, type Mailer, type Position, type RecordedEvent } from '@brandtrail/infra';
import { describe, expect, it, vi } from 'vitest';
import { mailHandler, welcomeMail, welcomeMailReactor } from './welcomeMail';

const recorder = () => {
  const sent: Mail[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => undefined };
  return { sent, mailer };
};

const registered = (metadata: Record<string, unknown>, email: unknown = 'ada@example.com') =>
  ({
    streamId: `user-${randomUUID()}`,
    revision: 0,
    id: randomUUID(),
    type: 'UserRegistered',
    data: { email, passwordHash: 'x', type: 'user' },
    metadata,
    position: '0'.repeat(32) as Position,
    created: new Date(),
  }) as unknown as RecordedEvent<'UserRegistered', { email: string; passwordHash: string; type: 'user' }>;

describe('welcome mail', () => {
  it('is short and links to the app, in English and German', () => {
    const en = welcomeMail('en', 'https://app.brandtrail.test');
    const de = welcomeMail('de', 'https://app.brandtrail.test');
    expect(en.subject).toBe('Welcome to Brandtrail');
    expect(de.subject).toBe('Willkommen bei Brandtrail');
    for (const m of [en, de]) {
      expect(m.text.split('\n')).toContain('https://app.brandtrail.test');
      expect(m.text).toContain('Brandtrail');
      expect(m.text.length).toBeLessThan(600);
    }
  });

  it('addresses the reader with "Sie" in German, never with "du"', () => {
    const de = welcomeMail('de', 'https://app.brandtrail.test');
    expect(duForms(de.subject)).toEqual([]);
    expect(duForms(de.text)).toEqual([]);
    expect(de.text).toContain('Ihr Brandtrail-Konto');
  });

  it('the handler sends it, and fails bad jobs without retries', async () => {
    const { sent, mailer } = recorder();
    const handle = mailHandler(mailer);
    await handle({ kind: 'welcome', to: 'ada@example.com', locale: 'de', appUrl: 'https://x.test' }, { id: 'j', attempt: 1 });
    expect(sent).toEqual([{ to: 'ada@example.com', ...welcomeMail('de', 'https://x.test') }]);
    await expect(handle({ kind: 'nope' } as never, { id: 'j', attempt: 1 })).rejects.toBeInstanceOf(UnrecoverableJobError);
    await expect(
      handle({ kind: 'welcome', to: '', locale: 'en', appUrl: 'https://x.test' }, { id: 'j', attempt: 1 }),
    ).rejects.toBeInstanceOf(UnrecoverableJobError);
  });

  it('the reactor takes the locale from the metadata, English by default', () => {
    const reactor = welcomeMailReactor({ publicUrl: 'https://app.brandtrail.test' });
    const job = (meta: Record<string, unknown>) => (reactor.react(registered(meta)) as { data: unknown }[])[0]!.data;
    expect(job({ locale: 'de' })).toEqual({
      kind: 'welcome',
      to: 'ada@example.com',
      locale: 'de',
      appUrl: 'https://app.brandtrail.test',
    });
    expect(job({})).toMatchObject({ locale: 'en' });
    expect(job({ locale: 'fr' })).toMatchObject({ locale: 'en' });
  });

  it('the reactor plans nothing for an event without an address', () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const reactor = welcomeMailReactor({ publicUrl: 'https://x.test' });
    expect(reactor.react(registered({}, null))).toEqual([]);
    vi.restoreAllMocks();
  });
});
