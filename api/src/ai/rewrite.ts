import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AI_CONTEXT_MAX,
  AI_ELEMENT_CONTEXT_MAX,
  AI_NEIGHBOR_CONTEXT_MAX,
  AI_PROMPT_MAX,
  AI_TEXT_MAX,
  aiLanguageOf,
  brandDecider,
  brandStream,
  fail,
  rewriteElementTypes,
  type AiLanguage,
  type Locale,
  type RewriteElementType,
  type RewriteRequest,
} from '@brandtrail/domain';
import { load, log, type ChatMessage, type ChatUsage } from '@brandtrail/infra';
import { requireAccess } from '../access/policy';
import { describeError } from '../errors';
import type { Context } from '../graphql/context';
import { idOf } from '../graphql/relay';
import { readJsonBody } from '../http/input';
import type { Services } from '../services';
import { refuseWhileWaiting } from '../users/accounts';
import type { SlowDown } from '../users/throttle';

/**
 * `POST /api/rewrite-text-ai` (spec 7): rewrites the text selected in a headline or text element
 * with the AI port, in the brand's voice (its bio and USP in the system prompt), and streams the
 * answer as it comes.
 *
 * The body is JSON: `brandId` (the Brand's global id), `prompt` (the instruction), `text` (the
 * selection), `preText` and `postText` (up to AI_CONTEXT_MAX characters each side),
 * `neighborContext` (nearby text of the page), `language` (en or de), `elementType` (headline or
 * text), `elementContext` (what the element is). Each is checked (type, length) before anything is
 * looked up, and refused with a translated 400.
 *
 * The answer, once the model's first chunk has arrived, is 200 with newline-delimited JSON
 * (`application/x-ndjson`), one `{type, text}` object a line: `partial` lines carry the next
 * piece of the text, in order; the last line is `success` with the whole text (trimmed), or
 * `error` with `code` and the translated message as `text` when the model fails mid-way. Failures
 * before the first chunk (no access, limits, no model server, the server's error) are the usual
 * JSON error answers with their status. The client reads the lines as they arrive (spec 7: an
 * incomplete last line is tried again with a closing quote and brace) and fails with "Unable to
 * generate text" unless the answer is 200 and ends in success.
 *
 * Who: members who may edit the brand's content (the policy's `editContent`); strangers get
 * BRAND_NOT_FOUND whether or not it exists, viewers FORBIDDEN. Limits: per person and per brand
 * (the throttle table the log-ins use). The request is recorded in `ai_usage` (usage.ts) however
 * it ends. A client that goes away (cancel) aborts the model's request.
 */

/** Per person: 30 rewrites at once, then one every 4 s (15 a minute). */
export const REWRITE_USER_SLOWDOWN: SlowDown = { free: 30, firstDelayMs: 4_000, maxDelayMs: 4_000, forgetMs: 4_000 };
/** Per brand, all its members together: 120 at once, then one a second. */
export const REWRITE_BRAND_SLOWDOWN: SlowDown = { free: 120, firstDelayMs: 1_000, maxDelayMs: 1_000, forgetMs: 1_000 };

export const rewriteThrottleKeys = (userId: string, brandId: string) => [
  { key: `ai-rewrite-user:${userId}`, rule: REWRITE_USER_SLOWDOWN },
  { key: `ai-rewrite-brand:${brandId}`, rule: REWRITE_BRAND_SLOWDOWN },
];

/** One line of the answer. */
export type RewriteLine = { type: 'partial' | 'success'; text: string } | { type: 'error'; code: string; text: string };

/** The request's fields, checked: wrong types are REQUEST_INVALID, lengths TEXT_TOO_LONG, empty text or prompt their own codes. */
/** A text field of an AI request: missing or null is empty, another type REQUEST_INVALID, too long TEXT_TOO_LONG. */
export function textField(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') fail('REQUEST_INVALID');
  if (value.length > max) fail('TEXT_TOO_LONG', { field, max });
  return value;
}

/** Who may ask the AI at all: someone logged in who has accepted the terms. */
export function requireViewer(ctx: Context) {
  const viewer = ctx.viewer;
  if (!viewer) fail('UNAUTHENTICATED');
  if (viewer.user.type === 'user' && !viewer.user.termsAccepted) fail('TERMS_NOT_ACCEPTED');
  return viewer;
}

export function parseRewriteRequest(body: Record<string, unknown>, locale: Locale): RewriteRequest {
  const text = (field: string, max: number) => textField(body, field, max);
  if (typeof body.brandId !== 'string') fail('REQUEST_INVALID');
  const brandId = brandUuid(body.brandId);
  const request = {
    brandId,
    prompt: text('prompt', AI_PROMPT_MAX),
    preText: text('preText', AI_CONTEXT_MAX),
    text: text('text', AI_TEXT_MAX),
    postText: text('postText', AI_CONTEXT_MAX),
    neighborContext: text('neighborContext', AI_NEIGHBOR_CONTEXT_MAX),
    elementContext: text('elementContext', AI_ELEMENT_CONTEXT_MAX),
  };
  const elementType = text('elementType', 20);
  if (!(rewriteElementTypes as readonly string[]).includes(elementType)) fail('AI_ELEMENT_TYPE_INVALID');
  const language = requestLanguage(text('language', 20), locale);
  if (!request.text.trim()) fail('AI_TEXT_REQUIRED');
  if (!request.prompt.trim()) fail('AI_PROMPT_REQUIRED');
  return { ...request, language, elementType: elementType as RewriteElementType };
}

/** en, de, or the spec's locale codes (en-US, de-DE); the request's own language when left out. */
export function requestLanguage(raw: string, locale: Locale): AiLanguage {
  if (!raw.trim()) return locale;
  return aiLanguageOf(raw) ?? fail('AI_LANGUAGE_INVALID', { language: raw.trim().slice(0, 20) });
}

/** The brand's UUID in its global id; anything else is a brand that does not exist. */
export function brandUuid(globalId: string): string {
  try {
    return idOf(globalId, 'Brand');
  } catch {
    return fail('BRAND_NOT_FOUND');
  }
}

export const languageName: Record<AiLanguage, string> = { en: 'English', de: 'German' };

/** The chat: the brand's voice and the rules in the system message, the task in the user's. */
export function rewriteMessages(brand: { name: string; bio: string; usp: string }, request: RewriteRequest): ChatMessage[] {
  const quote = (value: string) => `"""${value}"""`;
  const system = [
    `You are a copywriter for the brand ${JSON.stringify(brand.name)}. Rewrite the passage you are given as the instruction says, in the brand's voice.`,
    brand.bio.trim() && `About the brand: ${brand.bio.trim()}`,
    brand.usp.trim() && `What sets the brand apart: ${brand.usp.trim()}`,
    'Rules:',
    '- Answer with the rewritten passage only: no quotation marks around it, no comments, no Markdown.',
    "- Keep the passage's language unless the instruction asks for a translation.",
    '- The text before and after the passage and the nearby text are context only: do not repeat them.',
    request.elementType === 'headline'
      ? '- The passage is in a headline: keep it one short line.'
      : '- The passage is in a text element: keep its paragraphs.',
    `- The person works in ${languageName[request.language]}.`,
  ]
    .filter(Boolean)
    .join('\n');
  const user = [
    `Instruction: ${request.prompt.trim()}`,
    `Element: ${request.elementType}${request.elementContext.trim() ? ` (${request.elementContext.trim()})` : ''}`,
    request.neighborContext.trim() && `Nearby text on the page: ${quote(request.neighborContext)}`,
    `Text before the passage: ${quote(request.preText)}`,
    `Passage to rewrite: ${quote(request.text)}`,
    `Text after the passage: ${quote(request.postText)}`,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The most tokens an answer may have: room for a text twice as long (about four characters a token), bounded. */
export const rewriteMaxTokens = (request: RewriteRequest) => Math.min(4096, 256 + request.text.length);

export async function rewriteText(s: Services, req: IncomingMessage, res: ServerResponse, ctx: Context): Promise<void> {
  const viewer = requireViewer(ctx);
  const request = parseRewriteRequest((await readJsonBody(req)) ?? {}, ctx.locale);
  await requireAccess(s, request.brandId, ctx.actor, 'editContent', 'BRAND_NOT_FOUND');
  if (!s.ai.available) fail('AI_NOT_CONFIGURED');
  refuseWhileWaiting(await s.throttle.take(rewriteThrottleKeys(viewer.user.id, request.brandId)), 'TOO_MANY_REQUESTS');
  const { state: brand } = await load(s.store, brandDecider, brandStream(request.brandId));

  const started = performance.now();
  const controller = new AbortController();
  // The person cancelled (or went away): stop the model's answer too.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('the client closed the request'));
  });
  const write = (line: RewriteLine) => res.write(JSON.stringify(line) + '\n');
  let streamed = '';
  let result: { text: string; usage?: ChatUsage } | undefined;
  let errorCode: string | null = null;
  try {
    for await (const event of s.ai.streamChat({
      messages: rewriteMessages(brand, request),
      maxTokens: rewriteMaxTokens(request),
      temperature: 0.7,
      signal: controller.signal,
    })) {
      if (!res.headersSent)
        res.writeHead(200, {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'cache-control': 'no-store',
          // Proxies pass each line on at once (nginx; Caddy flushes anyway).
          'x-accel-buffering': 'no',
        });
      if (event.type === 'text') {
        // Leading white space waits for the first word: the text starts where the words do.
        const piece = streamed ? event.text : event.text.trimStart();
        streamed += piece;
        if (piece) write({ type: 'partial', text: piece });
        continue;
      }
      const text = event.text.trim();
      if (!text) fail('AI_FAILED');
      result = { text, usage: event.usage };
      write({ type: 'success', text });
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    const described = describeError(error, ctx.locale);
    errorCode = described.code;
    // Before the first chunk: the usual error answer, with its status.
    if (!res.headersSent) throw error;
    write({ type: 'error', code: described.code, text: described.message });
  } finally {
    const inputChars =
      request.prompt.length +
      request.preText.length +
      request.text.length +
      request.postText.length +
      request.neighborContext.length +
      request.elementContext.length;
    await s.aiUsage
      .record({
        at: ctx.actor.now,
        feature: 'rewrite',
        userId: viewer.user.id,
        impersonatorId: viewer.session.impersonatorId,
        brandId: request.brandId,
        model: s.ai.model,
        outcome: result ? 'success' : controller.signal.aborted ? 'cancelled' : 'error',
        errorCode,
        inputChars,
        outputChars: result?.text.length ?? streamed.length,
        promptTokens: result?.usage?.promptTokens ?? null,
        completionTokens: result?.usage?.completionTokens ?? null,
        durationMs: performance.now() - started,
      })
      .catch((error: unknown) => log.error('AI usage could not be recorded', { error }));
    // The answer ends once its use is on record.
    if (res.headersSent && !res.writableEnded) res.end();
  }
}
