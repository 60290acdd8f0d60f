import { DomainError } from '@brandtrail/domain';
import type { Config } from '../config';
import { log } from '../log';
import { createOpenAiCompatibleAi } from './openaiCompatible';
import type { Ai, ChatRequest, ChatResult } from './types';

export { AI_ANSWER_MAX, createOpenAiCompatibleAi, retryAfter } from './openaiCompatible';
export { parseSse, SSE_LINE_MAX } from './sse';
export { jsonObjectIn, storableStream } from './storable';
export type { SseEvent } from './sse';
export type { Ai, ChatEvent, ChatMessage, ChatRequest, ChatResult, ChatUsage } from './types';

/**
 * The AI port as the configuration sets it up: the OpenAI-compatible adapter when AI_BASE_URL and
 * AI_MODEL are set, else `noAi`, whose every call fails with AI_NOT_CONFIGURED (nothing invents
 * an answer).
 */
export function createAi(config: Pick<Config, 'ai'>): Ai {
  if (!config.ai) {
    log.info('AI: not set up (set AI_BASE_URL and AI_MODEL to an OpenAI-compatible model server)');
    return noAi;
  }
  log.info('AI: an OpenAI-compatible model server', { model: config.ai.model });
  return createOpenAiCompatibleAi(config.ai);
}

/** The port when no model server is configured. */
export const noAi: Ai = {
  available: false,
  model: null,
  async *streamChat() {
    throw new DomainError('AI_NOT_CONFIGURED');
  },
};

/** Reads a whole answer (for callers that need all of it before they go on, such as a JSON answer). */
export async function completeChat(ai: Ai, request: ChatRequest): Promise<ChatResult> {
  for await (const event of ai.streamChat(request)) if (event.type === 'end') return event;
  throw new DomainError('AI_FAILED');
}
