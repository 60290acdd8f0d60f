import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Case } from './cases';

export interface Answer {
  /** null: no answer (the connection closed, or nothing within the time limit). */
  status: number | null;
  headers: IncomingHttpHeaders;
  body: string;
  /** Client time: from sending to the end of the answer (the first event of a stream). */
  ms: number;
  timedOut: boolean;
  /** The connection failed or closed without an answer. */
  error?: string;
  /** For large bodies: what a second request on the same connection got (a status, or why none). */
  nextOnConnection?: number | string;
}

const MAX_BODY_KEPT = 256 * 1024;

/**
 * Sends a case to the app as it is: node:http with the target and headers unchanged (it refuses only
 * control characters), or the raw bytes over a socket of their own. Never throws.
 */
export function send(
  base: URL,
  c: Case,
  id: string,
  headers: Record<string, string>,
  limitMs: number,
  agent: http.Agent,
): Promise<Answer> {
  if (c.raw) return sendRaw(base, c, id, limitMs);
  if (c.body !== undefined && Buffer.byteLength(c.body) > REUSE_CHECK_BYTES) return sendAndReuse(base, c, headers, limitMs);
  return sendHttp(base, c, headers, limitMs, agent);
}

/** Bodies this large may be refused before they are read: the connection is then checked too. */
const REUSE_CHECK_BYTES = 1_000_000;

/**
 * A large body on a connection of its own, then a second request on the same connection, as a
 * browser or proxy would send next: an answer that leaves the connection unusable (the server
 * stopped reading the body without closing it) shows as `nextOnConnection` without an answer.
 */
async function sendAndReuse(base: URL, c: Case, headers: Record<string, string>, limitMs: number): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const answer = await sendHttp(base, c, headers, limitMs, agent);
    if (answer.status === null) return answer;
    const probe: Case = { group: 'probe', name: 'probe', as: c.as, method: 'GET', path: '/health' };
    const next = await sendHttp(base, probe, {}, 2_000, agent);
    return { ...answer, nextOnConnection: next.status ?? (next.timedOut ? 'no answer within 2 s' : (next.error ?? 'no answer')) };
  } finally {
    agent.destroy();
  }
}

function sendHttp(base: URL, c: Case, headers: Record<string, string>, limitMs: number, agent: http.Agent): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - start });
    };
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: base.hostname,
        port: base.port,
        method: c.method,
        path: c.path,
        headers: c.body === undefined ? headers : { 'content-length': String(Buffer.byteLength(c.body)), ...headers },
        agent: c.stream ? false : agent,
      });
    } catch (error) {
      // node:http refuses the request itself: a case the suite cannot send this way (a bug in the case)
      return done({ status: null, headers: {}, body: '', timedOut: false, error: `not sent: ${String(error)}` });
    }
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: null, headers: {}, body: '', timedOut: true });
    }, limitMs);
    req.on('error', (error) => done({ status: null, headers: {}, body: '', timedOut: false, error: String(error) }));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < MAX_BODY_KEPT) chunks.push(chunk);
        size += chunk.length;
        if (c.stream) {
          // an event stream ends its first event (after the retry line) with a blank line
          const text = Buffer.concat(chunks).toString('utf8');
          if (/(^|\n)event: [\s\S]*?\n\n/.test(text)) {
            done({ status: res.statusCode!, headers: res.headers, body: text, timedOut: false });
            req.destroy();
          }
        }
      });
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), timedOut: false }),
      );
      res.on('error', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), timedOut: false }),
      );
    });
    if (c.body !== undefined) req.end(c.body);
    else req.end();
  });
}

/** The raw bytes on a new connection; the answer is read until it is complete or the server closes. */
function sendRaw(base: URL, c: Case, id: string, limitMs: number): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect(Number(base.port), base.hostname);
    const done = (timedOut: boolean, error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const headEnd = text.indexOf('\r\n\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of text
        .slice(0, headEnd < 0 ? 0 : headEnd)
        .split('\r\n')
        .slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: status ? Number(status[1]) : null,
        headers,
        body: headEnd < 0 ? '' : Buffer.from(text.slice(headEnd + 4), 'latin1').toString('utf8'),
        ms: performance.now() - start,
        timedOut: timedOut && !status,
        error: status ? undefined : (error ?? (timedOut ? undefined : 'closed without an answer')),
      });
    };
    const timer = setTimeout(() => done(true), limitMs);
    socket.on('error', (error) => done(false, String(error)));
    socket.on('close', () => done(false));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // complete: the head, then Content-Length bytes or the last chunk
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = all.subarray(0, headEnd).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (length && all.length - headEnd - 4 >= Number(length[1])) done(false);
      else if (/\r\ntransfer-encoding: *chunked/i.test(head) && all.subarray(headEnd).includes('\r\n0\r\n\r\n')) done(false);
    });
    socket.on('connect', () => {
      socket.write(c.raw!(id));
      if (c.halfClose) socket.end();
    });
  });
}
