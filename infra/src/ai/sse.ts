/**
 * A Server-Sent Events parser after the WHATWG HTML standard's "event stream interpretation":
 * lines end with CRLF, LF or CR (a CRLF split between two chunks is one line end); a line starting
 * with a colon is a comment; `data` lines of one event are joined with LF; a blank line ends the
 * event; one space after a field's colon is dropped; a leading byte-order mark is ignored. Bytes
 * arrive in any chunking (a UTF-8 character split between chunks included).
 *
 * One leniency: an event left without its blank line when the stream ends is still delivered (the
 * standard drops it), so that a server that closes right after its last `data:` line is read whole;
 * a broken stream shows as an event its reader cannot parse, or as a missing end marker.
 */
export interface SseEvent {
  /** The `event` field; `message` when the event named none. */
  event: string;
  data: string;
  /** The last `id` field seen so far in the stream (empty when none). */
  id: string;
}

/** A line (or an event's data) longer than this is refused: a stream that never ends a line. */
export const SSE_LINE_MAX = 1 << 20;

export class SseTooLongError extends Error {
  constructor() {
    super(`a Server-Sent Events line or event was longer than ${SSE_LINE_MAX} characters`);
  }
}

export async function* parseSse(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let first = true;
  let data: string[] = [];
  let dataLength = 0;
  let event = '';
  let lastId = '';

  /** Takes one line; answers the event a blank line completes. */
  const line = (text: string): SseEvent | undefined => {
    if (text === '') {
      if (!data.length) {
        event = '';
        return undefined;
      }
      const done = { event: event || 'message', data: data.join('\n'), id: lastId };
      data = [];
      dataLength = 0;
      event = '';
      return done;
    }
    if (text.startsWith(':')) return undefined;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      dataLength += value.length + 1;
      if (dataLength > SSE_LINE_MAX) throw new SseTooLongError();
      data.push(value);
    } else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored.
    return undefined;
  };

  function* lines(final: boolean): Generator<SseEvent> {
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const c = buffer.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      // A CR as the buffer's last character may be the first half of a CRLF: wait for more.
      if (c === 13 && i === buffer.length - 1 && !final) break;
      const done = line(buffer.slice(start, i));
      if (c === 13 && buffer.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
      if (done) yield done;
    }
    buffer = buffer.slice(start);
    if (buffer.length > SSE_LINE_MAX) throw new SseTooLongError();
  }

  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true });
    if (first && buffer.length) {
      if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
      first = false;
    }
    yield* lines(false);
  }
  buffer += decoder.decode();
  yield* lines(true);
  if (buffer) {
    const done = line(buffer);
    buffer = '';
    if (done) yield done;
  }
  const pending = line('');
  if (pending) yield pending;
}
