import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { writeZip, ZipAborted, zipSize, type ZipEntry } from './zip';

const dir = mkdtempSync(path.join(tmpdir(), 'bt-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One file of a zip, as `unzip -p` extracts it. */
const unzipped = (zip: string, name: string) => execFileSync('unzip', ['-p', zip, name], { maxBuffer: 64 * 1024 * 1024 });

/** An entry serving `bytes` in chunks of `chunk`, recording whether its stream was destroyed. */
function entry(name: string, bytes: Buffer, chunk = 65_536) {
  const state = { opened: false, stream: undefined as Readable | undefined };
  const e: ZipEntry = {
    name,
    size: bytes.length,
    modified: new Date('2026-05-04T10:20:30Z'),
    open: async () => {
      state.opened = true;
      state.stream = Readable.from(
        (function* () {
          for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
        })(),
      );
      return state.stream;
    },
  };
  return { entry: e, state };
}

describe.skipIf(!existsSync('/usr/bin/unzip'))('the streamed zip (checked with Info-ZIP unzip)', () => {
  it('holds every file byte for byte under its UTF-8 name, with the length zipSize said', async () => {
    const files = [
      ['Logo.png', randomBytes(300_000)],
      ['Schrift Größe (2).otf', randomBytes(70_001)],
      ['empty.txt', Buffer.alloc(0)],
    ] as const;
    const file = path.join(dir, 'a.zip');
    const out = createWriteStream(file);
    const entries = files.map(([name, bytes]) => entry(name, bytes).entry);
    await writeZip(out, entries);
    out.end();
    await finished(out);
    expect(readFileSync(file).length).toBe(zipSize(entries));
    const test = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(test).toContain('No errors detected');
    const listing = execFileSync('zipinfo', ['-T', file], { encoding: 'utf8' });
    expect(listing).toContain('-rw-r--r--');
    expect(listing).toContain('20260504.102030');
    for (const [name, bytes] of files) expect(unzipped(file, name).equals(bytes), name).toBe(true);
  });

  it('waits for a slow reader, never holding more than its buffer', async () => {
    const bytes = randomBytes(2_000_000);
    let chunks = 0;
    const out = new PassThrough({ highWaterMark: 16_384 });
    const received: Buffer[] = [];
    const { entry: e } = entry('big.bin', bytes, 16_384);
    const writing = writeZip(out, [e]).then(() => out.end());
    // read one chunk at a time: the writer may be ahead of us by its buffer only
    for await (const chunk of out) {
      received.push(chunk as Buffer);
      chunks++;
      expect(out.writableLength).toBeLessThanOrEqual(16_384 + 65_536);
    }
    await writing;
    expect(chunks).toBeGreaterThan(10);
    const file = path.join(dir, 'slow.zip');
    await finished(Readable.from(received).pipe(createWriteStream(file)));
    expect(unzipped(file, 'big.bin').equals(bytes)).toBe(true);
  });

  it('stops reading and opens nothing more when the client goes away', async () => {
    const first = entry('one.bin', randomBytes(1_000_000), 16_384);
    const second = entry('two.bin', randomBytes(1_000));
    let taken = 0;
    const out = new Writable({
      highWaterMark: 16_384,
      write(chunk: Buffer, _encoding, callback) {
        taken += chunk.length;
        // the client hangs up after 100 kB
        if (taken > 100_000) this.destroy();
        callback();
      },
    });
    await expect(writeZip(out, [first.entry, second.entry])).rejects.toBeInstanceOf(ZipAborted);
    expect(first.state.stream!.destroyed).toBe(true);
    expect(second.state.opened).toBe(false);
  });

  it('fails, destroying the file, when a file delivers another size than it said', async () => {
    const short = entry('short.bin', randomBytes(1000));
    short.entry.size = 2000;
    await expect(writeZip(new PassThrough().resume(), [short.entry])).rejects.toThrow(/1000 bytes read of 2000/);
    expect(short.state.stream!.destroyed).toBe(true);
    const long = entry('long.bin', randomBytes(300_000), 16_384);
    long.entry.size = 20_000;
    await expect(writeZip(new PassThrough().resume(), [long.entry])).rejects.toThrow(/read of 20000/);
    expect(long.state.stream!.destroyed).toBe(true);
  });

  it('refuses a zip that would need zip64', () => {
    expect(() =>
      zipSize([
        { name: 'a', size: 3_000_000_000 },
        { name: 'b', size: 2_000_000_000 },
      ]),
    ).toThrow(RangeError);
  });
});
