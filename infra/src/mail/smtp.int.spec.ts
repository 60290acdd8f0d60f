import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer } from './index';

/** Just enough of an SMTP server to receive one message in plain text (no TLS, no auth). */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 OK\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP mailer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the mail through SMTP_URL with MAIL_FROM as sender', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { server, received } = fakeSmtpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Brandtrail <no-reply@brandtrail.test>');
    try {
      await mailer.send({ to: 'ada@example.com', subject: 'Welcome to Brandtrail', text: 'Hello Ada' });
    } finally {
      await mailer.close();
      server.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('<no-reply@brandtrail.test>');
    expect(received[0]!.to).toEqual(['RCPT TO:<ada@example.com>']);
    expect(received[0]!.data).toContain('Subject: Welcome to Brandtrail');
    expect(received[0]!.data).toContain('Hello Ada');
  });
});
