import { storableText } from '@brandtrail/domain';
import type { ChatEvent } from './types';

/**
 * Model text is made storable where it enters the product, here at the AI port: a model may answer
 * U+0000 or a lone UTF-16 surrogate (in its stream, or as a JSON escape inside an answer that is
 * JSON), which PostgreSQL cannot hold and which would then fail the save of whatever the text went
 * into. U+0000 is dropped and a lone surrogate becomes U+FFFD (the domain's `storableText`); the
 * person sees the rest of the answer.
 */

/**
 * The stream with every piece of text storable. A high surrogate that ends a piece is held for the
 * next (a pair may come split over two chunks) and, when none completes it, becomes U+FFFD; `end`
 * carries the cleaned pieces joined.
 */
export async function* storableStream(events: AsyncIterable<ChatEvent>): AsyncGenerator<ChatEvent> {
  let held = '';
  let text = '';
  for await (const event of events) {
    if (event.type === 'end') {
      const rest = storableText(held);
      text += rest;
      if (rest) yield { type: 'text', text: rest };
      yield { ...event, text };
      return;
    }
    let piece = held + event.text;
    held = '';
    const last = piece.charCodeAt(piece.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      held = piece.slice(-1);
      piece = piece.slice(0, -1);
    }
    piece = storableText(piece);
    text += piece;
    if (piece) yield { type: 'text', text: piece };
  }
}

/**
 * The JSON object in a model's answer: the answer itself, the inside of a code fence, or the text
 * from the first `{` to the last `}` (prose around it), with every string and key storable (a JSON
 * escape such as `\u0000` or `\ud800` is read into the value it names). Undefined when none is an
 * object.
 */
export function jsonObjectIn(answer: string): Record<string, unknown> | undefined {
  const fenced = /```[a-zA-Z]*\s*([\s\S]*?)```/.exec(answer)?.[1];
  const candidates = [answer, fenced];
  for (const text of [answer, fenced]) {
    if (!text) continue;
    const first = text.indexOf('{');
    const last = text.lastIndexOf('}');
    if (first >= 0 && last > first) candidates.push(text.slice(first, last + 1));
  }
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate.trim(), storableValue);
    } catch {
      continue; // the next candidate
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  }
  return undefined;
}

/** A JSON.parse reviver: strings storable, and objects' keys too. */
function storableValue(this: unknown, _key: string, value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.some(([k]) => storableText(k) !== k)) return Object.fromEntries(entries.map(([k, v]) => [storableText(k), v]));
  }
  return value;
}
