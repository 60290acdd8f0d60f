import { DomainError, type ErrorCode } from '@brandtrail/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiConfig } from '../config';
import { errorAnswer, splitSse, startAiStandIn, textAnswer, type AiStandIn } from '../testing/aiStandIn';
import { completeChat, createAi, noAi } from './index';
import { createOpenAiCompatibleAi, retryAfter } from './openaiCompatible';
import type { Ai, ChatEvent } from './types';

/** The adapter against the local OpenAI-compatible stand-in (a real HTTP server streaming SSE). */
let standIn: AiStandIn;
let ai: Ai;
const config = (over: Partial<AiConfig> = {}): AiConfig => ({
  baseUrl: standIn.url,
  apiKey: 'sk-test',
  model: 'stand-in',
  timeoutMs: 2_000,
  ...over,
});

beforeAll(async () => {
  standIn = await startAiStandIn();
  ai = createOpenAiCompatibleAi(config());
});
afterAll(() => standIn.close());
// The adapter logs failures (a warn line each): keep the test output clean.
beforeEach(() => void vi.spyOn(process.stderr, 'write').mockImplementation(() => true));
// The worker's next files (they share it: isolate is off) write to stderr again.
afterEach(() => vi.restoreAllMocks());

const ask = { messages: [{ role: 'user' as const, content: 'Say hello' }] };

async function collect(stream: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

async function failsWith(stream: AsyncIterable<ChatEvent>, code: ErrorCode): Promise<DomainError> {
  const error = await collect(stream).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  return error as DomainError;
}

describe('the OpenAI-compatible adapter', () => {
  it('streams the pieces in order and ends with the whole text and the usage', async () => {
    standIn.answer(textAnswer(['Hello', ', ', 'world'], { usage: { promptTokens: 7, completionTokens: 3, totalTokens: 10 } }));
    const events = await collect(ai.streamChat({ ...ask, maxTokens: 50, temperature: 0.2 }));
    expect(events).toEqual([
      { type: 'text', text: 'Hello' },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'world' },
      {
        type: 'end',
        text: 'Hello, world',
        usage: { promptTokens: 7, completionTokens: 3, totalTokens: 10 },
        finishReason: 'stop',
      },
    ]);
    const request = standIn.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'stand-in',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 50,
      temperature: 0.2,
      messages: ask.messages,
    });
  });

  it('reads SSE split anywhere: mid-line, mid-field, CRLF halves, multi-byte characters', async () => {
    const pieces = ['Grüße ', 'aus ', 'Köln 🎉', ' – fertig'];
    for (const size of [1, 2, 3, 7, 64]) {
      standIn.answer(splitSse(textAnswer(pieces), size));
      const end = (await collect(ai.streamChat(ask))).at(-1);
      expect(end, `pieces of ${size}`).toMatchObject({ type: 'end', text: pieces.join('') });
    }
    // CRLF and CR line ends, comments, an event name and a retry field, a CRLF split between two writes.
    const chunk = (content: string) =>
      JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }], object: 'chat.completion.chunk' });
    standIn.answer({
      steps: [
        { raw: ': keep-alive\r\n\r\n' },
        { raw: `retry: 1000\r\ndata: ${chunk('a')}\r` },
        { raw: `\n\r\ndata: ${chunk('b')}\r\r` },
        { raw: `data: ${chunk('c')}\n\n` },
        { raw: 'data: [DONE]\n\n' },
      ],
    });
    expect((await collect(ai.streamChat(ask))).at(-1)).toMatchObject({ type: 'end', text: 'abc' });
  });

  it('ignores fields it does not know and takes a null content as empty (llama.cpp, vLLM)', async () => {
    standIn.answer(
      textAnswer(['Ja', 'wohl'], {
        nullFirst: true,
        extra: { reasoning_content: 'thinking…', timings: { predicted_ms: 3 }, system_fingerprint: 'fp', x_unknown: [1, 2] },
      }),
    );
    const events = await collect(ai.streamChat(ask));
    expect(events.filter((e) => e.type === 'text').map((e) => e.text)).toEqual(['Ja', 'wohl']);
    expect(events.at(-1)).toMatchObject({ type: 'end', text: 'Jawohl' });
    // A chunk with reasoning only, and a delta without content, yield nothing.
    standIn.answer({
      steps: [
        { chunk: { choices: [{ index: 0, delta: { reasoning_content: 'hmm', content: null } }] } },
        { chunk: { choices: [{ index: 0, delta: {} }] } },
        { chunk: { choices: [{ index: 0, delta: { content: 'ok' }, finish_reason: 'stop' }] } },
        { done: true },
      ],
    });
    expect(await collect(ai.streamChat(ask))).toEqual([
      { type: 'text', text: 'ok' },
      { type: 'end', text: 'ok', finishReason: 'stop' },
    ]);
  });

  it('never waits for a usage chunk: without one the usage is undefined; usage inside the last chunk counts', async () => {
    standIn.answer(textAnswer(['no usage'], { usage: false }));
    const end = (await collect(ai.streamChat(ask))).at(-1);
    expect(end).toEqual({ type: 'end', text: 'no usage', finishReason: 'stop' });
    standIn.answer({
      steps: [
        { chunk: { choices: [{ index: 0, delta: { content: 'x' }, finish_reason: 'stop' }], usage: { completion_tokens: 1 } } },
        { done: true },
      ],
    });
    expect((await collect(ai.streamChat(ask))).at(-1)).toMatchObject({ usage: { completionTokens: 1 } });
  });

  it('takes a stream closed without [DONE] after a finish_reason as complete, and one without either as broken', async () => {
    standIn.answer(textAnswer(['done anyway'], { withoutDone: true, usage: false }));
    expect((await collect(ai.streamChat(ask))).at(-1)).toMatchObject({ type: 'end', text: 'done anyway' });
    standIn.answer({ steps: [{ chunk: { choices: [{ index: 0, delta: { content: 'half' } }] } }, { end: true }] });
    const pieces: string[] = [];
    const error = await (async () => {
      for await (const event of ai.streamChat(ask)) if (event.type === 'text') pieces.push(event.text);
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['half']);
    expect((error as DomainError).code).toBe('AI_FAILED');
  });

  it('answers error statuses and broken streams with AI_FAILED, and a 429 with AI_RATE_LIMITED and its wait', async () => {
    standIn.answer(errorAnswer(500, 'boom'));
    await failsWith(ai.streamChat(ask), 'AI_FAILED');
    standIn.answer(errorAnswer(401, 'Incorrect API key provided'));
    await failsWith(ai.streamChat(ask), 'AI_FAILED');
    standIn.answer(errorAnswer(404, 'model "nope" not found'));
    await failsWith(ai.streamChat(ask), 'AI_FAILED');
    standIn.answer(errorAnswer(429, 'Rate limit reached', { 'retry-after': '7' }));
    expect((await failsWith(ai.streamChat(ask), 'AI_RATE_LIMITED')).params).toEqual({ wait: 7 });
    standIn.answer(errorAnswer(429, 'slow down'));
    expect((await failsWith(ai.streamChat(ask), 'AI_RATE_LIMITED')).params.wait).toBe(20);
    // A chunk that is not JSON, an error object in the stream, an `event: error`, a reset connection.
    standIn.answer({ steps: [{ raw: 'data: {"choices": [\n\n' }] });
    await failsWith(ai.streamChat(ask), 'AI_FAILED');
    standIn.answer({ steps: [{ chunk: { error: { message: 'the model crashed' } } }] });
    await failsWith(ai.streamChat(ask), 'AI_FAILED');
    standIn.answer({ steps: [{ raw: 'event: error\ndata: {"message":"overloaded"}\n\n' }] });
    await failsWith(ai.streamChat(ask), 'AI_FAILED');
    standIn.answer({ steps: [{ chunk: { choices: [{ index: 0, delta: { content: 'a' } }] } }, { destroy: true }] });
    await failsWith(ai.streamChat(ask), 'AI_FAILED');
  });

  it('answers AI_FAILED when nothing listens at the address', async () => {
    const closed = await startAiStandIn();
    const url = closed.url;
    await closed.close();
    await failsWith(createOpenAiCompatibleAi(config({ baseUrl: url })).streamChat(ask), 'AI_FAILED');
  });

  it('reads a server that ignores stream and answers one JSON completion', async () => {
    standIn.answer({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        choices: [{ index: 0, message: { role: 'assistant', content: 'all at once' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 },
      }),
    });
    expect(await collect(ai.streamChat(ask))).toEqual([
      { type: 'text', text: 'all at once' },
      { type: 'end', text: 'all at once', finishReason: 'stop', usage: { promptTokens: 3, completionTokens: 3, totalTokens: 6 } },
    ]);
  });

  it('times out when the first chunk does not come, and closes the request', async () => {
    const quick = createOpenAiCompatibleAi(config({ timeoutMs: 1_000 }));
    standIn.answer({ headersAfterMs: 60_000, steps: [] });
    const started = performance.now();
    await failsWith(quick.streamChat(ask), 'AI_TIMEOUT');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(30_000); // not the stand-in's 60 s
    const request = standIn.requests.at(-1)!;
    await request.closed;
    expect(request.closedEarly).toBe(true);
  });

  it('times out when the stream stalls between chunks (an idle timeout, not a total one)', async () => {
    const quick = createOpenAiCompatibleAi(config({ timeoutMs: 1_000 }));
    // Chunks 600 ms apart take longer than the timeout in all, and are each within it.
    standIn.answer(textAnswer(['slow', ' but', ' alive'], { waitMs: 600 }));
    expect((await collect(quick.streamChat(ask))).at(-1)).toMatchObject({ type: 'end', text: 'slow but alive' });
    standIn.answer({ steps: [{ chunk: { choices: [{ index: 0, delta: { content: 'then ' } }] } }, { stall: true }] });
    const pieces: string[] = [];
    const error = await (async () => {
      for await (const event of quick.streamChat(ask)) if (event.type === 'text') pieces.push(event.text);
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['then ']);
    expect((error as DomainError).code).toBe('AI_TIMEOUT');
    const request = standIn.requests.at(-1)!;
    await request.closed;
    expect(request.closedEarly).toBe(true);
  });

  it('cancels with an AbortSignal: the iteration rejects with its reason and the connection closes', async () => {
    standIn.answer(textAnswer(['one', 'two', 'three'], { waitMs: 5_000, firstWaitMs: 1 }));
    const controller = new AbortController();
    const pieces: string[] = [];
    const reason = new Error('the person cancelled');
    const error = await (async () => {
      for await (const event of ai.streamChat({ ...ask, signal: controller.signal })) {
        if (event.type === 'text') pieces.push(event.text);
        controller.abort(reason);
      }
    })().catch((e: unknown) => e);
    expect(error).toBe(reason);
    expect(pieces).toEqual(['one']);
    const request = standIn.requests.at(-1)!;
    await request.closed;
    expect(request.closedEarly).toBe(true);
    expect(request.finished).toBe(false);
  });

  it('cancels while waiting for the first chunk, and refuses a signal aborted already', async () => {
    standIn.answer({ headersAfterMs: 60_000, steps: [] });
    const controller = new AbortController();
    const arrived = standIn.requestAt(standIn.requests.length);
    const stream = collect(ai.streamChat({ ...ask, signal: controller.signal }));
    const request = await arrived;
    controller.abort();
    await expect(stream).rejects.toMatchObject({ name: 'AbortError' });
    await request.closed;
    expect(request.closedEarly).toBe(true);
    const count = standIn.requests.length;
    await expect(collect(ai.streamChat({ ...ask, signal: AbortSignal.abort() }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(standIn.requests.length).toBe(count);
  });

  it('closes the connection when the reader stops early (break)', async () => {
    standIn.answer(textAnswer(['first', 'second'], { waitMs: 5_000, firstWaitMs: 1 }));
    for await (const event of ai.streamChat(ask)) if (event.type === 'text') break;
    const request = standIn.requests.at(-1)!;
    await request.closed;
    expect(request.closedEarly).toBe(true);
  });

  it('completeChat reads the whole answer, and asks for JSON when told', async () => {
    standIn.answer(textAnswer(['{"a":', '1}']));
    expect(await completeChat(ai, { ...ask, json: true })).toMatchObject({ type: 'end', text: '{"a":1}' });
    expect(standIn.requests.at(-1)!.body).toMatchObject({ response_format: { type: 'json_object' } });
  });
});

describe('without a model server', () => {
  it('is not available, and every call fails with AI_NOT_CONFIGURED without a request', async () => {
    expect(createAi({ ai: undefined })).toBe(noAi);
    expect(noAi.available).toBe(false);
    await failsWith(noAi.streamChat(ask), 'AI_NOT_CONFIGURED');
    await expect(completeChat(noAi, ask)).rejects.toMatchObject({ code: 'AI_NOT_CONFIGURED' });
  });
});

describe('retryAfter', () => {
  it('reads seconds or an HTTP date, bounded, with a default', () => {
    expect(retryAfter('3')).toBe(3);
    expect(retryAfter('0.2')).toBe(1);
    expect(retryAfter(null)).toBe(20);
    expect(retryAfter('soon')).toBe(20);
    expect(retryAfter('999999')).toBe(3600);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
  });
});
