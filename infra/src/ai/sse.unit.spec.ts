import { describe, expect, it } from 'vitest';
import { parseSse, SSE_LINE_MAX } from './sse';

async function* chunksOf(parts: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield part;
}

async function parse(parts: readonly Uint8Array[]) {
  const events = [];
  for await (const event of parseSse(chunksOf(parts))) events.push(event);
  return events;
}

const stream =
  '\uFEFF: a comment\r\nevent: note\r\ndata: first line\r\ndata:second line\r\n\r\n' +
  'id: 7\ndata: {"text":"Grüße 🎉"}\n\n' +
  'retry: 10\rdata:  two spaces\r\r' +
  'data\n\n' +
  'event: empty\n\n' +
  'data: [DONE]';

const expected = [
  { event: 'note', data: 'first line\nsecond line', id: '' },
  { event: 'message', data: '{"text":"Grüße 🎉"}', id: '7' },
  { event: 'message', data: ' two spaces', id: '7' },
  { event: 'message', data: '', id: '7' },
  { event: 'message', data: '[DONE]', id: '7' },
];

describe('parseSse', () => {
  it('reads events as the standard says, whole', async () => {
    expect(await parse([Buffer.from(stream)])).toEqual(expected);
  });

  it('reads the same events whatever the chunking: every split point of the bytes, and byte by byte', async () => {
    const bytes = Buffer.from(stream);
    for (let at = 0; at <= bytes.length; at++)
      expect(await parse([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toEqual(expected);
    expect(await parse([...bytes].map((b) => Uint8Array.of(b)))).toEqual(expected);
  });

  it('refuses a line that never ends', async () => {
    const long = Buffer.from('data: ' + 'x'.repeat(SSE_LINE_MAX + 10));
    await expect(parse([long])).rejects.toThrow(/longer than/);
  });
});
