import type { Readable, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A zip written as it streams, for files whose sizes are known before their bytes are read (the
 * stored originals of a download element). Entries are STORED, not deflated: the files are images,
 * PDFs and fonts that are compressed already, so deflate would spend the CPU of the server's two
 * cores for a few per cent. Each entry's CRC-32 is known only after its bytes went out, so it
 * follows them in a data descriptor (general purpose flag bit 3); names are UTF-8 (bit 11). No
 * zip64: the whole zip must stay below 4 GiB (`zipSize` refuses more), which
 * DOWNLOAD_ZIP_MAX_BYTES keeps well below.
 *
 * Why by hand rather than a library: the route needs the zip's exact length before a byte is
 * written (Content-Length, a HEAD that opens nothing), each file opened only when its turn comes,
 * and a client that goes away to stop the reading of the store at once. The format for that is
 * three small records (APPNOTE 6.3.10, sections 4.3.7, 4.3.9, 4.3.12, 4.3.16), simpler than
 * steering a general library to it.
 */

export interface ZipEntry {
  /** The file's name in the zip (no folders). */
  name: string;
  /** Its exact size in bytes; a stream that delivers another count fails the zip. */
  size: number;
  modified: Date;
  /** Opens its bytes, when their turn comes. */
  open(): Promise<Readable>;
}

const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
const ZIP32_MAX = 0xffffffff;
/** Bit 3 (sizes and CRC-32 follow the data) and bit 11 (the name is UTF-8). */
const FLAGS = 0x0808;
/** 2.0: the version that knows data descriptors. */
const VERSION_NEEDED = 20;
/** Made by Unix (3), version 2.0: the external attributes hold a Unix mode. */
const VERSION_MADE_BY = (3 << 8) | 20;
/** A regular file, rw-r--r--. */
const UNIX_FILE_MODE = 0o100644;

/** The writer went no further: the client closed the connection (or the response failed). */
export class ZipAborted extends Error {
  override readonly name = 'ZipAborted';
}

/** The zip's exact length for these entries; throws when it would need zip64. */
export function zipSize(entries: readonly Pick<ZipEntry, 'name' | 'size'>[]): number {
  let total = END_OF_CENTRAL_DIRECTORY;
  for (const entry of entries) {
    const name = Buffer.byteLength(entry.name);
    total += LOCAL_HEADER + name + entry.size + DATA_DESCRIPTOR + CENTRAL_HEADER + name;
  }
  if (total > ZIP32_MAX || entries.length > 0xffff) throw new RangeError('a zip this large needs zip64');
  return total;
}

/** MS-DOS date and time (2-second steps, from 1980), of the moment's UTC fields. */
function dosDateTime(moment: Date): { date: number; time: number } {
  const year = Math.min(Math.max(moment.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate(),
    time: (moment.getUTCHours() << 11) | (moment.getUTCMinutes() << 5) | (moment.getUTCSeconds() >> 1),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  date: number;
  time: number;
}

function localHeader(name: Buffer, date: number, time: number): Buffer {
  const b = Buffer.alloc(LOCAL_HEADER);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION_NEEDED, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(0, 8); // stored
  b.writeUInt16LE(time, 10);
  b.writeUInt16LE(date, 12);
  // CRC-32 and both sizes are zero here: they follow the data (bit 3)
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function dataDescriptor(crc: number, size: number): Buffer {
  const b = Buffer.alloc(DATA_DESCRIPTOR);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(crc, 4);
  b.writeUInt32LE(size, 8); // compressed: stored, the same
  b.writeUInt32LE(size, 12);
  return b;
}

function centralHeader(entry: Written): Buffer {
  const b = Buffer.alloc(CENTRAL_HEADER);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION_MADE_BY, 4);
  b.writeUInt16LE(VERSION_NEEDED, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(0, 10);
  b.writeUInt16LE(entry.time, 12);
  b.writeUInt16LE(entry.date, 14);
  b.writeUInt32LE(entry.crc, 16);
  b.writeUInt32LE(entry.size, 20);
  b.writeUInt32LE(entry.size, 24);
  b.writeUInt16LE(entry.name.length, 28);
  // extra field, comment, disk number, internal attributes: 0
  b.writeUInt32LE((UNIX_FILE_MODE << 16) >>> 0, 38);
  b.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([b, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(END_OF_CENTRAL_DIRECTORY);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

/**
 * Writes the zip of `entries` to `out`, one file after the other, each opened when its turn comes
 * and read only as fast as `out` takes it (a full buffer waits for 'drain'). When `out` closes
 * before the end (the client went away), the file being read is destroyed (closing it, or aborting
 * its S3 request) and ZipAborted is thrown; nothing more is opened. A file whose stream delivers
 * another number of bytes than its size throws, after destroying its stream: the zip written so far
 * is then useless, and the caller ends the response without its end. Does not end `out`.
 */
export async function writeZip(out: Writable, entries: readonly ZipEntry[]): Promise<void> {
  zipSize(entries);
  let offset = 0;
  let closed = out.destroyed || out.writableEnded;
  const onClose = () => (closed = true);
  out.once('close', onClose);
  const gone = () => {
    if (closed) throw new ZipAborted('the client closed the connection');
  };
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.once('drain', done);
      out.once('close', done);
    });
  const write = async (chunk: Buffer) => {
    gone();
    offset += chunk.length;
    if (!out.write(chunk)) await drained();
    gone();
  };

  try {
    const written: Written[] = [];
    for (const entry of entries) {
      gone();
      const name = Buffer.from(entry.name, 'utf8');
      const { date, time } = dosDateTime(entry.modified);
      const start = offset;
      await write(localHeader(name, date, time));
      const stream = await entry.open();
      let crc = 0;
      let size = 0;
      try {
        if (closed) stream.destroy();
        gone();
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          if (size > entry.size) break;
          await write(chunk);
        }
      } finally {
        stream.destroy(); // ends the read of the store whatever happened (a no-op once it ended)
      }
      if (size !== entry.size) throw new Error(`zip entry ${entry.name}: ${size} bytes read of ${entry.size}`);
      await write(dataDescriptor(crc, size));
      written.push({ name, crc, size, offset: start, date, time });
    }
    const centralStart = offset;
    for (const entry of written) await write(centralHeader(entry));
    await write(endOfCentralDirectory(written.length, offset - centralStart, centralStart));
  } finally {
    out.off('close', onClose);
  }
}
