import { fail } from './decider';

/**
 * Text the product can store. PostgreSQL holds neither U+0000 (in text or jsonb) nor a lone UTF-16
 * surrogate (not Unicode at all; jsonb refuses its `\ud800` escape), so text holding either never
 * reaches an event: what people send is refused at the API's door (`TEXT_INVALID`), what comes from
 * elsewhere (a model's answer, a file's metadata) is cleaned where it enters (`storableText`), and
 * the command handler refuses any event that would still hold such text (`checkStorableData`), so
 * that an event once recorded always applies.
 */

/** U+0000, or a UTF-16 surrogate without its other half. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** Refuses text the database cannot store (TEXT_INVALID). */
export function checkStorableText(text: string): string {
  if (UNSTORABLE.test(text)) fail('TEXT_INVALID');
  return text;
}

/** The text with U+0000 dropped and each lone surrogate replaced by U+FFFD (the replacement character). */
export const storableText = (text: string): string =>
  UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, (c) => (c === '\u0000' ? '' : '\ufffd')) : text;

/** The first `max` UTF-16 units of the text, one fewer when the cut would split a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * Refuses (TEXT_INVALID) a value holding a string or key the database cannot store, anywhere in it
 * (walked without recursion: an event's data may nest deep).
 */
export function checkStorableData(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      checkStorableText(item);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
      continue;
    }
    for (const [key, child] of Object.entries(item)) {
      checkStorableText(key);
      stack.push(child);
    }
  }
}
