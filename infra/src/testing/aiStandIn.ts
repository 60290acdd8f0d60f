import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { ChatUsage } from '../ai/types';

/**
 * A local stand-in for an OpenAI-compatible model server, for tests and the bench: it answers
 * `POST /v1/chat/completions` with scripted answers, streamed as Server-Sent Events with the
 * timing the script gives, and records every request (its body, when it came, whether the client
 * closed the connection before the answer was complete).
 *
 * An answer is a list of steps: a JSON chunk (`chunk`), raw bytes (`raw`: SSE split anywhere,
 * comments, broken data), a pause (`wait`), the end marker (`done`), a stall that holds the
 * connection until the client closes it (`stall`), an early close (`end`) or a reset (`destroy`).
 * `textAnswer` builds the usual shapes (llama.cpp's null first content, unknown fields, a usage
 * chunk or none), `splitSse` cuts an answer's bytes into pieces of any size.
 *
 * Answers queued with `answer()` are used in order; when none is queued, `respond` (an option)
 * decides, else every request gets "This is the stand-in's answer." in three pieces.
 */
export type StandInStep =
  | { chunk: unknown }
  /** Written as is (bytes: a UTF-8 character may be split between two writes). */
  | { raw: string | Uint8Array }
  | { wait: number }
  | { done: true }
  | { stall: true }
  | { end: true }
  | { destroy: true };

export interface StandInAnswer {
  /** Default 200. */
  status?: number;
  headers?: Record<string, string>;
  /** The body of an answer that is not a stream (an error's JSON, a non-streamed completion). */
  body?: string;
  /** The stream's steps (with `status` 200 and no `body`). */
  steps?: readonly StandInStep[];
  /** Holds the status line back this long (a server that loads its model first). */
  headersAfterMs?: number;
}

export interface StandInRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: StandInChatBody | undefined;
  /** performance.now() when the request's body had arrived. */
  receivedAt: number;
  /** performance.now() when the first `chunk` step was written. */
  firstChunkAt: number | undefined;
  /** The whole answer was written. */
  finished: boolean;
  /** The client closed the connection before the answer was complete (a cancel, a timeout). */
  closedEarly: boolean;
  /** Resolves when the connection of this request is closed (by either side). */
  closed: Promise<void>;
}

export interface StandInChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
  max_tokens?: number;
  [key: string]: unknown;
}

export interface AiStandIn {
  /** The base address to configure (AI_BASE_URL), with its `/v1`. */
  url: string;
  requests: StandInRequest[];
  /** Queues answers for the next requests, in order. */
  answer(...answers: StandInAnswer[]): void;
  /** Resolves with `requests[index]` once it has arrived (take `requests.length` before sending one). */
  requestAt(index: number): Promise<StandInRequest>;
  close(): Promise<void>;
}

export interface AiStandInOptions {
  /** Answers a request when nothing is queued. */
  respond?: (request: StandInRequest) => StandInAnswer;
}

/**
 * The scripted pauses of a slow model server (`headersAfterMs`, `wait` steps): real time on purpose,
 * since what the tests check is the client's wall-clock behaviour (its timeouts, pieces passed on as
 * they come). Each pause ends early when the client closes the request.
 */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One SSE event of a chunk (data-only, as OpenAI sends them). */
export const sseData = (chunk: unknown): string => `data: ${JSON.stringify(chunk)}\n\n`;

export interface TextAnswerOptions {
  /** A pause before each piece (ms). */
  waitMs?: number;
  /** A pause before the first piece (ms), instead of `waitMs`. */
  firstWaitMs?: number;
  /** The first chunk carries `content: null` (llama.cpp), else `content: ''` with the role. */
  nullFirst?: boolean;
  /** Fields every chunk carries besides the known ones (`reasoning_content`, `timings`, ...). */
  extra?: Record<string, unknown>;
  /** The usage chunk after the last piece (no choices, as OpenAI sends it); false: none. */
  usage?: ChatUsage | false;
  /** Default `stop`; null: no finish_reason at all. */
  finishReason?: string | null;
  /** Without `data: [DONE]` at the end. */
  withoutDone?: boolean;
}

/** An answer streaming `pieces` as OpenAI-compatible chunks. */
export function textAnswer(pieces: readonly string[], options: TextAnswerOptions = {}): StandInAnswer {
  const base = { id: 'chatcmpl-standin', object: 'chat.completion.chunk', created: 1, model: 'stand-in', ...options.extra };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const steps: StandInStep[] = [{ chunk: chunk({ role: 'assistant', content: options.nullFirst ? null : '' }) }];
  pieces.forEach((text, i) => {
    const wait = i === 0 ? (options.firstWaitMs ?? options.waitMs) : options.waitMs;
    if (wait) steps.push({ wait });
    steps.push({ chunk: chunk({ content: text }) });
  });
  if (options.finishReason !== null) steps.push({ chunk: chunk({}, options.finishReason ?? 'stop') });
  const usage = options.usage ?? { promptTokens: 12, completionTokens: pieces.length, totalTokens: 12 + pieces.length };
  if (usage)
    steps.push({
      chunk: {
        ...base,
        choices: [],
        usage: { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: usage.totalTokens },
      },
    });
  if (!options.withoutDone) steps.push({ done: true });
  return { steps };
}

/**
 * The same answer with its bytes cut into raw pieces of `size` bytes: SSE lines, fields and UTF-8
 * characters split anywhere.
 */
export function splitSse(answer: StandInAnswer, size: number, waitMs = 0): StandInAnswer {
  const bytes = Buffer.concat(
    (answer.steps ?? []).map((step) =>
      'chunk' in step
        ? Buffer.from(sseData(step.chunk))
        : 'raw' in step
          ? Buffer.from(step.raw)
          : 'done' in step
            ? Buffer.from('data: [DONE]\n\n')
            : Buffer.alloc(0),
    ),
  );
  const steps: StandInStep[] = [];
  for (let at = 0; at < bytes.length; at += size) {
    if (waitMs) steps.push({ wait: waitMs });
    steps.push({ raw: bytes.subarray(at, at + size) });
  }
  return { ...answer, steps };
}

/** An error answer as OpenAI sends it. */
export const errorAnswer = (status: number, message: string, headers: Record<string, string> = {}): StandInAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ error: { message, type: 'invalid_request_error', code: null } }),
});

const defaultAnswer = () => textAnswer(['This is ', "the stand-in's ", 'answer.']);

export async function startAiStandIn(options: AiStandInOptions = {}): Promise<AiStandIn> {
  const queued: StandInAnswer[] = [];
  const requests: StandInRequest[] = [];
  let waiting: { index: number; resolve: (request: StandInRequest) => void }[] = [];
  const sockets = new Set<Socket>();

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += (chunk as Buffer).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ object: 'list', data: [{ id: 'stand-in', object: 'model' }] }));
    }
    let body: StandInChatBody | undefined;
    try {
      body = JSON.parse(raw) as StandInChatBody;
    } catch {
      body = undefined;
    }
    let closedNow!: () => void;
    const request: StandInRequest = {
      method: req.method ?? '',
      path,
      headers: req.headers,
      body,
      receivedAt: performance.now(),
      firstChunkAt: undefined,
      finished: false,
      closedEarly: false,
      closed: new Promise<void>((resolve) => (closedNow = resolve)),
    };
    res.on('close', () => {
      if (!res.writableFinished) request.closedEarly = true;
      closedNow();
    });
    requests.push(request);
    for (const waiter of waiting.filter((w) => w.index === requests.length - 1)) waiter.resolve(request);
    waiting = waiting.filter((w) => w.index !== requests.length - 1);
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
    }
    const answer = queued.shift() ?? options.respond?.(request) ?? defaultAnswer();
    if (answer.headersAfterMs) await Promise.race([sleep(answer.headersAfterMs), request.closed]);
    if (request.closedEarly || res.destroyed) return;
    if (answer.body !== undefined || !answer.steps) {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
      request.finished = true;
      return;
    }
    res.writeHead(answer.status ?? 200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      ...answer.headers,
    });
    res.flushHeaders();
    for (const step of answer.steps) {
      if (res.destroyed) return;
      if ('wait' in step) await Promise.race([sleep(step.wait), request.closed]);
      else if ('stall' in step) return void (await request.closed);
      else if ('end' in step) return void res.end();
      else if ('destroy' in step) return void res.destroy();
      else if ('done' in step) res.write('data: [DONE]\n\n');
      else if ('raw' in step) res.write(step.raw);
      else {
        request.firstChunkAt ??= performance.now();
        res.write(sseData(step.chunk));
      }
    }
    if (res.destroyed) return;
    res.end();
    request.finished = true;
  }

  const server = http.createServer((req, res) => {
    serve(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => void queued.push(...answers),
    requestAt(index) {
      const arrived = requests[index];
      return arrived ? Promise.resolve(arrived) : new Promise((resolve) => waiting.push({ index, resolve }));
    },
    async close() {
      waiting = [];
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
