/**
 * The AI port: stream one chat completion from a language model.
 *
 * Callers (the rewrite route, AI brand creation) build the messages and read the answer as it
 * arrives; the adapter (`openaiCompatible.ts`) speaks to the model server. What the port promises:
 *
 * - `streamChat` yields the answer's text in pieces (`{type: 'text'}`, never empty) and ends with
 *   exactly one `{type: 'end'}` carrying the whole text and, when the server reported it, the token
 *   usage. Nothing is yielded after `end`.
 * - The text is storable: whatever the model sent, it holds no U+0000 and no lone surrogate
 *   (`storable.ts`; `jsonObjectIn` reads an answer that is JSON the same way), so what a person
 *   keeps of it can always be saved.
 * - Every failure is a `DomainError` with an AI code the API answers translated: `AI_NOT_CONFIGURED`
 *   (no server set up: nothing invents an answer), `AI_FAILED` (an error status, an unreadable or
 *   broken stream, a server that cannot be reached), `AI_TIMEOUT` (no first chunk, or no next one,
 *   within the timeout), `AI_RATE_LIMITED` (the server's 429, `params.wait` in seconds). The
 *   server's own words go to the log, never to the person.
 * - Cancelling: abort `signal`, or stop iterating (`break`, `return()`): the HTTP request is closed
 *   at once, and an aborted iteration rejects with the signal's reason.
 */
export interface Ai {
  /** Whether a model server is configured; when false every call fails with AI_NOT_CONFIGURED. */
  readonly available: boolean;
  /** The configured model's name (for usage records), or null when none is configured. */
  readonly model: string | null;
  streamChat(request: ChatRequest): AsyncIterable<ChatEvent>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: readonly ChatMessage[];
  /** The most tokens the answer may have (the server's own limit otherwise). */
  maxTokens?: number;
  /** 0 (focused) to 2 (varied); the server's default otherwise. */
  temperature?: number;
  /** Ask for a JSON object as the answer (`response_format: json_object`). */
  json?: boolean;
  /** Aborting it stops the answer and closes the request. */
  signal?: AbortSignal;
}

/** Token counts as the server reported them (servers that report none leave the usage undefined). */
export interface ChatUsage {
  promptTokens?: number;
  completionTokens?: number;
  totalTokens?: number;
}

export type ChatEvent =
  | { type: 'text'; text: string }
  | {
      type: 'end';
      /** The whole answer: every `text` piece joined. */
      text: string;
      usage?: ChatUsage;
      /** The server's `finish_reason` (`stop`, `length`, ...), when it sent one. */
      finishReason?: string;
    };

/** The last event of a completed stream. */
export type ChatResult = Extract<ChatEvent, { type: 'end' }>;
