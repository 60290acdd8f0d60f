import { DomainError } from '@brandtrail/domain';
import type { AiConfig } from '../config';
import { log } from '../log';
import { parseSse, SseTooLongError } from './sse';
import { storableStream } from './storable';
import type { Ai, ChatEvent, ChatRequest, ChatUsage } from './types';

/**
 * The AI port's adapter for OpenAI-compatible servers: `POST {baseUrl}/chat/completions` with
 * `stream: true`, read as Server-Sent Events over plain `fetch`. One adapter serves OpenAI,
 * Ollama (`/v1`), a llama.cpp server and vLLM, because it reads only what they share:
 *
 * - data-only events, each a JSON chunk whose `choices[0].delta.content` is the next piece of text,
 *   and `data: [DONE]` at the end; fields it does not know (`reasoning_content`, `timings`,
 *   `system_fingerprint`, ...) are ignored, and a `content` of null (llama.cpp's first chunk) or
 *   missing is empty;
 * - usage: the chunk with `usage` (asked for with `stream_options.include_usage`; OpenAI sends it
 *   last with no choices, others inside their last chunk or never) is taken when it comes and never
 *   waited for;
 * - a stream that closes without `[DONE]` still counts as complete when a `finish_reason` came (a
 *   server that ends without the marker); one that closes without either was broken (AI_FAILED);
 * - an error status (429: AI_RATE_LIMITED with the server's Retry-After; anything else: AI_FAILED),
 *   an `error` object or `event: error` inside the stream, a chunk that is not JSON, and a server
 *   that cannot be reached are AI_FAILED; the server's words go to the log;
 * - time: AI_TIMEOUT when no bytes arrive for `timeoutMs`, before the first chunk (a server still
 *   loading its model) or between two (a stalled stream); the request is then aborted;
 * - a server that ignores `stream` and answers one JSON completion is read as one piece;
 * - the text is made storable before it is yielded (`storable.ts`: U+0000 dropped, a lone
 *   surrogate replaced), so no answer can fail a save.
 *
 * Cancellation aborts the `fetch`, which closes the connection (the server stops generating).
 */
export function createOpenAiCompatibleAi(config: AiConfig): Ai {
  const url = `${config.baseUrl}/chat/completions`;
  const server = safeAddress(config.baseUrl);
  return {
    available: true,
    model: config.model,
    // What the model says enters here: made storable before anyone reads it (storable.ts).
    streamChat: (request) => storableStream(streamChat(config, url, server, request)),
  };
}

/** The longest answer read (characters): a server that streams without end is cut off (AI_FAILED). */
export const AI_ANSWER_MAX = 200_000;
/** How much of an error answer's body is read for the log. */
const ERROR_BODY_MAX = 2_000;
/** The wait told for a 429 without (or with an unreadable) Retry-After, and the longest told. */
const RATE_LIMIT_WAIT_S = 20;
const RATE_LIMIT_WAIT_MAX_S = 3_600;

/** Why a stream failed, for the log (never shown to the person). */
class Broken extends Error {}

async function* streamChat(config: AiConfig, url: string, server: string, request: ChatRequest): AsyncGenerator<ChatEvent> {
  const outer = request.signal;
  outer?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  /** (Re)starts the wait for the next bytes. */
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DomainError('AI_TIMEOUT'));
    }, config.timeoutMs);
  };
  const cancel = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', cancel, { once: true });
  const started = Date.now();
  let status: number | undefined;
  try {
    arm();
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    const body = {
      model: config.model,
      messages: request.messages,
      stream: true,
      stream_options: { include_usage: true },
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.json ? { response_format: { type: 'json_object' } } : {}),
    };
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: controller.signal });
    status = response.status;
    if (!response.ok) throw await statusError(response);
    if (!response.body) throw new Broken('the answer has no body');
    const bytes = touched(response.body, arm);
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'application/json') {
      yield* whole(await readAll(bytes));
      return;
    }
    let text = '';
    let usage: ChatUsage | undefined;
    let finishReason: string | undefined;
    let done = false;
    for await (const event of parseSse(bytes)) {
      if (event.event === 'error') throw new Broken(`the server sent an error event: ${event.data.slice(0, ERROR_BODY_MAX)}`);
      if (event.data.trim() === '[DONE]') {
        done = true;
        break;
      }
      const chunk = parseChunk(event.data);
      const piece = chunk.content;
      if (piece) {
        text += piece;
        if (text.length > AI_ANSWER_MAX) throw new Broken(`the answer grew past ${AI_ANSWER_MAX} characters`);
        yield { type: 'text', text: piece };
      }
      if (chunk.finishReason) finishReason = chunk.finishReason;
      if (chunk.usage) usage = chunk.usage;
    }
    if (!done && !finishReason) throw new Broken('the stream ended before its end marker ([DONE])');
    yield { type: 'end', text, ...(usage ? { usage } : {}), ...(finishReason ? { finishReason } : {}) };
  } catch (error) {
    throw failure(error, { server, status, timedOut, cancelled: outer?.aborted === true, outerReason: outer?.reason, started });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', cancel);
    // Closes the request when the caller stopped reading early (or anything above threw).
    controller.abort();
  }
}

/** The body's chunks, restarting the timeout with each. */
async function* touched(body: AsyncIterable<Uint8Array>, arm: () => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    arm();
    yield chunk;
  }
}

async function readAll(bytes: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of bytes) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length > AI_ANSWER_MAX * 2) throw new Broken('the answer is too long');
  }
  return text + decoder.decode();
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One streamed chunk: its text (choice 0's delta), finish reason and usage; unknown fields ignored. */
function parseChunk(data: string): { content: string; finishReason?: string; usage?: ChatUsage } {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new Broken(`a chunk is not JSON: ${data.slice(0, 200)}`);
  }
  if (!isObject(chunk)) throw new Broken(`a chunk is not a JSON object: ${data.slice(0, 200)}`);
  if (chunk.error !== undefined && chunk.error !== null)
    throw new Broken(`the server sent an error in the stream: ${JSON.stringify(chunk.error).slice(0, ERROR_BODY_MAX)}`);
  const choices = Array.isArray(chunk.choices) ? chunk.choices.filter(isObject) : [];
  const choice = choices.find((c) => (c.index ?? 0) === 0);
  const delta = isObject(choice?.delta) ? choice.delta : undefined;
  const content = typeof delta?.content === 'string' ? delta.content : '';
  const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined;
  return { content, finishReason, usage: usageOf(chunk.usage) };
}

function usageOf(raw: unknown): ChatUsage | undefined {
  if (!isObject(raw)) return undefined;
  const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);
  const usage: ChatUsage = {};
  const prompt = count(raw.prompt_tokens);
  const completion = count(raw.completion_tokens);
  const total = count(raw.total_tokens);
  if (prompt !== undefined) usage.promptTokens = prompt;
  if (completion !== undefined) usage.completionTokens = completion;
  if (total !== undefined) usage.totalTokens = total;
  return Object.keys(usage).length ? usage : undefined;
}

/** A server that ignored `stream` and answered one completion: its message as one piece. */
function* whole(body: string): Generator<ChatEvent> {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new Broken(`the JSON answer cannot be read: ${body.slice(0, 200)}`);
  }
  if (!isObject(answer)) throw new Broken('the JSON answer is not an object');
  if (answer.error !== undefined && answer.error !== null)
    throw new Broken(`the server answered an error: ${JSON.stringify(answer.error).slice(0, ERROR_BODY_MAX)}`);
  const choices = Array.isArray(answer.choices) ? answer.choices.filter(isObject) : [];
  const choice = choices.find((c) => (c.index ?? 0) === 0);
  const message = isObject(choice?.message) ? choice.message : undefined;
  if (!message) throw new Broken('the JSON answer has no message');
  const text = typeof message.content === 'string' ? message.content : '';
  if (text.length > AI_ANSWER_MAX) throw new Broken(`the answer is longer than ${AI_ANSWER_MAX} characters`);
  const usage = usageOf(answer.usage);
  const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined;
  if (text) yield { type: 'text', text };
  yield { type: 'end', text, ...(usage ? { usage } : {}), ...(finishReason ? { finishReason } : {}) };
}

/** An error status as the port's error: 429 is AI_RATE_LIMITED, anything else AI_FAILED. */
async function statusError(response: Response): Promise<Error> {
  let detail = '';
  try {
    detail = (await response.text()).slice(0, ERROR_BODY_MAX);
  } catch {
    // The body could not be read either; the status says enough.
  }
  if (response.status === 429) {
    const wait = retryAfter(response.headers.get('retry-after'));
    log.warn('the AI server refused for now (429)', { detail, wait });
    return new DomainError('AI_RATE_LIMITED', { wait });
  }
  const hint =
    response.status === 401 || response.status === 403
      ? 'check AI_API_KEY'
      : response.status === 404
        ? 'check AI_BASE_URL (with its version path, such as /v1) and AI_MODEL'
        : undefined;
  return new Broken(`the server answered ${response.status}${hint ? ` (${hint})` : ''}: ${detail}`);
}

/** Retry-After in seconds (a number or an HTTP date), bounded; a default when absent or unreadable. */
export function retryAfter(header: string | null, now = Date.now()): number {
  const value = header?.trim();
  if (!value) return RATE_LIMIT_WAIT_S;
  const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  if (!Number.isFinite(seconds)) return RATE_LIMIT_WAIT_S;
  return Math.min(RATE_LIMIT_WAIT_MAX_S, Math.max(1, Math.ceil(seconds)));
}

interface FailureContext {
  server: string;
  status: number | undefined;
  timedOut: boolean;
  cancelled: boolean;
  outerReason: unknown;
  started: number;
}

/** What a failed stream throws: the caller's abort reason, a port error as it is, else AI_TIMEOUT or AI_FAILED (logged). */
function failure(error: unknown, context: FailureContext): unknown {
  const ms = Date.now() - context.started;
  if (context.cancelled) return context.outerReason ?? error;
  if (context.timedOut) {
    log.warn('the AI server sent nothing for too long', { server: context.server, ms });
    return new DomainError('AI_TIMEOUT');
  }
  if (error instanceof DomainError) return error;
  const reason =
    error instanceof Broken || error instanceof SseTooLongError
      ? error.message
      : `the server cannot be reached or broke the connection: ${describe(error)}`;
  log.warn('an AI request failed', { server: context.server, status: context.status, reason, ms });
  return new DomainError('AI_FAILED');
}

/** fetch's errors hide their reason in `cause` (ECONNREFUSED, a reset). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** The server's address for the log, without credentials or query. */
function safeAddress(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.host}${url.pathname}`;
}
