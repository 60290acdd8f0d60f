import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer, createOutboxMailer, formatMessage } from './index';

describe('outbox mailer', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'brandtrail-outbox-'));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one RFC 5322 file per mail and logs path, recipient and subject but not the body', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const outbox = path.join(dir, 'outbox');
    const mailer = createOutboxMailer({ dir: outbox, from: 'Brandtrail <no-reply@brandtrail.localhost>' });
    await mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Open https://app.example/reset?token=s3cret\nBye' });
    await mailer.send({ to: 'bob@example.com', subject: 'Grüße', text: 'Hallo' });

    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const adaFile = files.find((f) => f.includes('ada@example.com'))!;
    const raw = await readFile(path.join(outbox, adaFile), 'utf8');
    const [head, body] = raw.split('\r\n\r\n') as [string, string];
    expect(head).toContain('From: Brandtrail <no-reply@brandtrail.localhost>');
    expect(head).toContain('To: ada@example.com');
    expect(head).toContain('Subject: Welcome');
    expect(head).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/m);
    expect(head).toMatch(/^Message-ID: <.+@brandtrail\.outbox>$/m);
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(body).toBe('Open https://app.example/reset?token=s3cret\r\nBye\r\n');

    const bobRaw = await readFile(
      path.join(
        outbox,
        files.find((f) => f.includes('bob@example.com'))!,
      ),
      'utf8',
    );
    expect(bobRaw).toContain(`Subject: =?UTF-8?B?${Buffer.from('Grüße').toString('base64')}?=`);

    const lines = stderr.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('"mail written"'));
    expect(lines).toHaveLength(2);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'mail written',
      to: 'ada@example.com',
      subject: 'Welcome',
      path: path.join(outbox, adaFile),
    });
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it('refuses header injection', async () => {
    const mailer = createOutboxMailer({ dir, from: 'x@example.com' });
    await expect(mailer.send({ to: 'a@example.com\r\nBcc: evil@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
    await expect(mailer.send({ to: 'a@example.com', subject: 'x\nBcc: evil@example.com', text: 'x' })).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes a multipart/alternative message when there is HTML', () => {
    const raw = formatMessage({ to: 'a@example.com', subject: 's', text: 'plain', html: '<p>rich</p>' }, 'x@example.com');
    expect(raw).toMatch(/Content-Type: multipart\/alternative; boundary="([^"]+)"/);
    expect(raw).toContain('\r\nplain\r\n');
    expect(raw).toContain('\r\n<p>rich</p>\r\n');
  });

  it('createMailer picks the outbox under DATA_DIR without SMTP_URL', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x@example.com', dataDir: dir, production: false });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@example.com', subject: 's', text: 't' });
    expect(await readdir(path.join(dir, 'outbox'))).toHaveLength(1);
    expect(stderr.mock.calls.join('\n')).not.toContain('"level":"warn"');
    // In production an outbox reaches nobody: a warning at start says what is lost.
    createMailer({ smtpUrl: undefined, mailFrom: 'x@example.com', dataDir: dir, production: true });
    expect(stderr.mock.calls.join('\n')).toMatch(
      /"level":"warn","msg":"SMTP_URL is not set: .*password resets, sign-in links and invitations never arrive/,
    );
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'x@example.com', dataDir: dir, production: true });
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
  });
});
