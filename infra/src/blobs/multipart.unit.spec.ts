import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobError } from './errors';
import { multipartBoundary, receiveUpload } from './multipart';

const BOUNDARY = '----brandtrail7MA4YWxkTrZu0gW';

/** Bytes that look like the delimiter without being it, and every byte value. */
const TRICKY = Buffer.concat([
  Buffer.from(`\r\n--\r\n--${BOUNDARY.slice(0, -1)}\r\n\r\n-${BOUNDARY}x\r`),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from(`\r\n-${BOUNDARY}\r\n--`),
]);

interface BodyOptions {
  fields?: [string, string][];
  file?: Buffer;
  fileName?: string;
  fileType?: string;
  ending?: string;
  preamble?: string;
  after?: string;
}

function formBody({
  fields = [['key', 'a/b.png']],
  file = TRICKY,
  fileName = 'file',
  fileType = 'Image/PNG; charset=x',
  ending = '--\r\n',
  preamble = '',
  after = '',
}: BodyOptions = {}): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(preamble + parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${fileName}"; filename="logo \\"1\\".png"\r\nContent-Type: ${fileType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}${after}${ending}`),
  ]);
}

let dir = '';
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bt-multipart-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A request stream delivering `body` in pieces of `split` bytes (as a socket may). */
function request(body: Buffer, split = body.length, headers: Record<string, string> = {}): IncomingMessage {
  const chunks: Buffer[] = [];
  for (let i = 0; i < body.length; i += split) chunks.push(body.subarray(i, i + split));
  return Object.assign(Readable.from(chunks, { objectMode: false }), {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length), ...headers },
  }) as unknown as IncomingMessage;
}

async function receive(req: IncomingMessage, max = 1 << 20) {
  const file = path.join(dir, `upload-${n++}`);
  const seen: Record<string, string>[] = [];
  const received = await receiveUpload(req, file, (fields) => {
    seen.push(fields);
    return max;
  });
  return { ...received, bytes: await readFile(file), checked: seen, file };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof BlobError ? error.code : String(error)),
  );

describe('receiveUpload', () => {
  it('reads the fields and writes the file, however the body is split', async () => {
    const fields: [string, string][] = [
      ['key', 'a/b.png'],
      ['expires', '1900000000'],
      ['Content-Type', 'image/png'],
      ['note', 'Grüße\r\nzwei Zeilen'],
    ];
    const body = formBody({ fields });
    for (const split of [1, 2, 3, 7, 13, 31, 64, 100, 1000, body.length]) {
      const got = await receive(request(body, split));
      expect(got.bytes.equals(TRICKY), `split ${split}`).toBe(true);
      expect(got.size).toBe(TRICKY.length);
      expect(got.fields).toEqual(Object.fromEntries(fields));
      expect(got.partType).toBe('image/png');
      expect(got.checked).toEqual([Object.fromEntries(fields)]);
    }
  });

  it('keeps any field name as given, and reads a disposition with a final semicolon', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name=key;\r\n\r\na/b\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png";\r\n\r\n`),
      TRICKY,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const got = await receive(request(body, 9));
    expect(Object.entries(got.fields)).toEqual([
      ['__proto__', 'x'],
      ['key', 'a/b'],
    ]);
    expect(got.partType).toBe('');
    expect(got.bytes.equals(TRICKY)).toBe(true);
  });

  it('writes a large file whole, in the order it came', async () => {
    const big = randomBytes(3 * 1024 * 1024 + 17);
    const got = await receive(request(formBody({ file: big }), 65536), 4 << 20);
    expect(got.size).toBe(big.length);
    expect(got.bytes.equals(big)).toBe(true);
  });

  it('accepts a closing delimiter without its CRLF, a preamble, a quoted boundary and an empty file', async () => {
    for (const split of [1, 5, 1000]) {
      const short = await receive(request(formBody({ ending: '--' }), split));
      expect(short.bytes.equals(TRICKY), `split ${split}`).toBe(true);
    }
    const preamble = await receive(request(formBody({ preamble: 'ignored\r\n' }), 3));
    expect(preamble.fields).toEqual({ key: 'a/b.png' });
    const quoted = await receive(
      request(formBody(), 64, { 'content-type': `Multipart/Form-Data; charset=utf-8; boundary="${BOUNDARY}"` }),
    );
    expect(quoted.bytes.equals(TRICKY)).toBe(true);
    for (const ending of ['--\r\n', '--']) {
      const empty = await receive(request(formBody({ file: Buffer.alloc(0), ending }), 1));
      expect(empty.size).toBe(0);
      expect(empty.bytes.length).toBe(0);
    }
  });

  it('refuses a part after the file, its delimiter inside the file, a cut or padded body, and no length', async () => {
    const invalid = [
      formBody({ after: `\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--${BOUNDARY}` }),
      formBody({ file: Buffer.concat([TRICKY, Buffer.from(`\r\n--${BOUNDARY}\r\n`), TRICKY]) }),
      formBody({ file: Buffer.concat([Buffer.from(`\r\n--${BOUNDARY}--\r\n`), TRICKY]) }),
      formBody().subarray(0, -3),
      formBody({ ending: '--\r\nepilogue' }),
      formBody({ ending: '\r\n' }),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\nv\r\n--${BOUNDARY}--\r\n`),
      Buffer.from('not a form at all'),
    ];
    for (const [i, body] of invalid.entries())
      for (const split of [1, 64, body.length])
        expect(await refusal(receive(request(body, split))), `body ${i} split ${split}`).toBe('UPLOAD_INVALID');
    const body = formBody();
    expect(await refusal(receive(request(body, 64, { 'content-length': '' })))).toBe('UPLOAD_INVALID');
    expect(await refusal(receive(request(body, 64, { 'content-length': String(body.length + 10) })))).toBe('UPLOAD_INVALID');
    expect(await refusal(receive(request(body, 64, { 'content-type': 'multipart/form-data' })))).toBe('UPLOAD_INVALID');
    expect(await refusal(receive(request(body, 64, { 'content-type': 'application/json' })))).toBe('UPLOAD_INVALID');
  });

  it('refuses a field over 4 KB, more than 20 fields, a part without a name and a file not named file', async () => {
    const cases: BodyOptions[] = [
      { fields: [['key', 'x'.repeat(4097)]] },
      { fields: Array.from({ length: 21 }, (_, i) => [`f${i}`, 'v'] as [string, string]) },
      { fields: [['', 'v']] },
      { fileName: 'photo' },
    ];
    for (const options of cases) expect(await refusal(receive(request(formBody(options), 100)))).toBe('UPLOAD_INVALID');
    // a parameter inside a quoted value is no parameter: this part is "photo", with a filename
    const disguised = formBody({ fileName: 'photo"; filename="x; name=file' });
    expect(await refusal(receive(request(disguised, 100)))).toBe('UPLOAD_INVALID');
    const atLimit = await receive(request(formBody({ fields: [['key', 'x'.repeat(4096)]] }), 100));
    expect(atLimit.fields.key).toHaveLength(4096);
  });

  it('refuses a file that cannot fit before writing a byte; the maximum is inclusive', async () => {
    const file = path.join(dir, 'never');
    const tooLarge = receiveUpload(request(formBody({ file: Buffer.alloc(101) })), file, () => 100);
    await expect(tooLarge).rejects.toMatchObject({ code: 'UPLOAD_TOO_LARGE', params: { max: 100 } });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    // one byte over with the short ending: known only at the end
    expect(await refusal(receive(request(formBody({ file: Buffer.alloc(101), ending: '--' })), 100))).toBe('UPLOAD_TOO_LARGE');
    for (const ending of ['--\r\n', '--'])
      expect((await receive(request(formBody({ file: Buffer.alloc(100), ending })), 100)).size).toBe(100);
  });

  it('waits for an asynchronous fields check, however the body is split, and stops on its refusal', async () => {
    const body = formBody({ fields: [['key', 'a/b.png']] });
    for (const split of [1, 7, 64, body.length]) {
      const file = path.join(dir, `async-${n++}`);
      const got = await receiveUpload(request(body, split), file, async (fields) => {
        await new Promise((resolve) => setImmediate(resolve)); // as a look at the disk would
        expect(fields).toEqual({ key: 'a/b.png' });
        return 1 << 20;
      });
      expect(got.size, `split ${split}`).toBe(TRICKY.length);
      expect((await readFile(file)).equals(TRICKY), `split ${split}`).toBe(true);
    }
    for (const split of [1, 64, body.length]) {
      const file = path.join(dir, `async-refused-${n++}`);
      const refused = receiveUpload(request(body, split), file, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        throw new BlobError('UPLOAD_FORM_USED');
      });
      await expect(refused).rejects.toMatchObject({ code: 'UPLOAD_FORM_USED' });
      await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    }
    // the asynchronous maximum holds as the synchronous one does
    const tooLarge = receiveUpload(
      request(formBody({ file: Buffer.alloc(101) }), 10),
      path.join(dir, 'never-async'),
      async () => 100,
    );
    await expect(tooLarge).rejects.toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
  });

  it('refuses a body with another boundary than its header, huge part headers, or endless garbage, without reading it all', async () => {
    const other = formBody().toString('latin1').replaceAll(BOUNDARY, 'AnotherBoundary');
    const cases = [
      Buffer.from(other, 'latin1'),
      // part headers past the 128 KB the head may have
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\nX-Pad: ${'x'.repeat(200_000)}\r\n\r\nv\r\n`),
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"`), Buffer.alloc(300_000, 0x41)]),
      Buffer.alloc(1 << 20, 0x2d), // dashes: a boundary that never completes
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), Buffer.alloc(200_000, 0)]),
    ];
    for (const [i, body] of cases.entries()) {
      let read = 0;
      const chunks = Array.from({ length: Math.ceil(body.length / 4096) }, (_, k) => body.subarray(k * 4096, (k + 1) * 4096));
      const stream = Readable.from(
        (function* () {
          for (const chunk of chunks) {
            read += chunk.length;
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
      const req = Object.assign(stream, {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length) },
      }) as unknown as IncomingMessage;
      expect(await refusal(receive(req)), `case ${i}`).toBe('UPLOAD_INVALID');
      // the head may not grow past its limit: a long body is refused well before its end
      if (body.length > 400_000) expect(read, `case ${i}`).toBeLessThan(body.length / 2);
    }
    // the file part's headers over the limit, the whole head arriving at once
    const padded = formBody({ fileType: `image/png\r\nX-Pad: ${'p'.repeat(140_000)}` });
    for (const split of [padded.length, 65536, 1000])
      expect(await refusal(receive(request(padded, split))), `split ${split}`).toBe('UPLOAD_INVALID');
  });

  it('stops on the fields check, before the file is opened', async () => {
    const file = path.join(dir, 'unsigned');
    const refused = receiveUpload(request(formBody(), 7), file, () => {
      throw new BlobError('UPLOAD_SIGNATURE_INVALID');
    });
    await expect(refused).rejects.toMatchObject({ code: 'UPLOAD_SIGNATURE_INVALID' });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('receiveUpload over HTTP', () => {
  let server: http.Server;
  let url = '';
  const outcomes: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      receive(req, 64 << 20).then(
        (got) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ size: got.size, fields: got.fields })),
        (error: unknown) => {
          outcomes.push(error instanceof BlobError ? error.code : String(error));
          res.writeHead(400, { connection: 'close' }).end();
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('takes a browser-shaped form (FormData) in whatever chunks the socket delivers', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const form = new FormData();
    form.append('key', 'k/1');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'doc.pdf');
    const res = await fetch(url, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ size: bytes.length, fields: { key: 'k/1' } });
  });

  it('refuses a body whose client went away before its end', async () => {
    const body = formBody({ file: randomBytes(256 * 1024) });
    const before = outcomes.length;
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length },
      });
      req.on('error', () => resolve());
      req.write(body.subarray(0, 100_000), () => setTimeout(() => req.destroy(), 50));
    });
    await expect.poll(() => outcomes.length).toBe(before + 1);
    expect(outcomes.at(-1)).toBe('UPLOAD_INVALID');
  });
});

describe('multipartBoundary', () => {
  it('reads a token or quoted boundary of 1 to 70 characters, and refuses anything else', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data;boundary="a b:c"; x=y')).toBe('a b:c');
    for (const header of [
      undefined,
      'multipart/form-data',
      'multipart/mixed; boundary=abc',
      `multipart/form-data; boundary=${'x'.repeat(71)}`,
      'multipart/form-data; boundary="ends with space "',
    ])
      expect(() => multipartBoundary(header)).toThrow(BlobError);
  });
});
