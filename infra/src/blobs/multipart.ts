import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { BlobError } from './errors';

/** Form fields we accept before the file: the signed ones, plus what S3 forms may carry. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 4096;
/** Everything before the file's bytes: the fields and every part's headers. */
const MAX_HEAD_BYTES = 128 * 1024;
/**
 * File bytes waiting for the disk before the socket is paused. While one `writev` runs in the
 * thread pool the socket keeps reading, and what gathers goes out in the next one.
 */
const WRITE_BYTES = 4 << 20;
/**
 * The store flushes each file to the disk before it counts (`fdatasync`). Flushing as the upload
 * goes, every this many bytes and in the background, leaves the final flush little to do (the
 * disk works while the network still delivers) and keeps a large upload from piling up in the
 * page cache.
 */
const SYNC_BYTES = 8 << 20;

export interface ReceivedUpload {
  /** The text fields before the file, by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  /** The file part's own Content-Type, without parameters; '' when it has none. */
  partType: string;
  /** Bytes of the file as written. */
  size: number;
}

const invalid = () => new BlobError('UPLOAD_INVALID');
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The boundary of a `multipart/form-data` Content-Type (RFC 2046: 1 to 70 characters). */
export function multipartBoundary(contentType: string | undefined): string {
  const match = /^\s*multipart\/form-data\s*;(.*)$/is.exec(contentType ?? '');
  const param = match && /(?:^|;)\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(match[1]!);
  const boundary = param && (param[1] ?? param[2]);
  if (!boundary || / $/.test(boundary)) throw invalid();
  return boundary;
}

interface Head {
  /** The text fields before the file, by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  partType: string;
  /** Offset of the file's first byte in the body. */
  fileStart: number;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * The parameters of a Content-Disposition value after its type (`form-data; name="a"; filename=b`),
 * read in order, so that a quoted value (with backslash escapes) is never read as a parameter.
 * Names are lower-cased; null when the value is no `form-data` disposition.
 */
function dispositionParams(value: string): Map<string, string> | null {
  const type = /^\s*form-data\s*/i.exec(value);
  if (!type) return null;
  const params = new Map<string, string>();
  const param = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))\s*/y;
  let end = (param.lastIndex = type[0].length);
  for (let match; (match = param.exec(value)); end = param.lastIndex)
    params.set(match[1]!.toLowerCase(), match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim());
  return /^;?\s*$/.test(value.slice(end)) ? params : null; // anything else left is no parameter
}

/**
 * Reads the start of a body, chunk by chunk, up to the first byte of the file part: the fields
 * before it and the file part's headers. `push` answers null while more bytes are needed and
 * throws UPLOAD_INVALID for anything else than fields followed by a part named `file` with a
 * filename. Each byte is searched once and copied into a buffer that doubles as it fills, so a
 * head sent a byte at a time costs no more than one sent at once.
 */
function headReader(delimiter: Buffer): { push(chunk: Buffer): Head | null } {
  const dashBoundary = delimiter.subarray(CRLF.length);
  let body = Buffer.allocUnsafe(4096);
  let length = 0;
  /**
   * Where the reader is: before the first boundary, at the start of a part (after a delimiter),
   * in a part's headers (from `pos`) or in a field's value (from `pos`, named `name`). `searched`:
   * the bytes before it hold no match of what the stage searches for, so no byte is read twice.
   */
  let stage: 'preamble' | 'part' | 'headers' | 'value' = 'preamble';
  let pos = 0;
  let searched = 0;
  let name = '';
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;

  /** The first `needle` from `searched` on; else null, and the next search starts where this one could not match. */
  const find = (needle: Buffer): number | null => {
    const at = body.subarray(0, length).indexOf(needle, searched);
    if (at >= 0) return at;
    searched = Math.max(searched, length - needle.length + 1);
    return null;
  };

  const parse = (): Head | null => {
    for (;;) {
      if (stage === 'preamble') {
        const prefix = Math.min(length, dashBoundary.length);
        if (body.subarray(0, prefix).equals(dashBoundary.subarray(0, prefix))) {
          if (prefix < dashBoundary.length) return null;
          pos = dashBoundary.length;
        } else {
          const at = find(delimiter); // after a preamble
          if (at === null) return null;
          pos = at + delimiter.length;
        }
        stage = 'part';
      } else if (stage === 'part') {
        // after a delimiter: "--" closes the form (here: without a file), else optional blanks and CRLF
        while (pos < length && (body[pos] === 0x20 || body[pos] === 0x09)) pos++;
        if (length < pos + 2) return null;
        if (body[pos] === 0x2d && body[pos + 1] === 0x2d) throw invalid();
        if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw invalid();
        stage = 'headers';
        searched = pos; // the CRLF just read may start an empty block
      } else if (stage === 'headers') {
        const headersEnd = find(HEADERS_END);
        if (headersEnd === null) return null;
        let disposition = '';
        let partType = '';
        for (const line of body.toString('utf8', pos + 2, headersEnd).split('\r\n')) {
          const colon = line.indexOf(':');
          if (colon < 0) continue;
          const header = line.slice(0, colon).trim().toLowerCase();
          if (header === 'content-disposition') disposition = line.slice(colon + 1).trim();
          else if (header === 'content-type')
            partType = line
              .slice(colon + 1)
              .split(';')[0]!
              .trim()
              .toLowerCase();
        }
        const params = dispositionParams(disposition);
        const partName = params?.get('name');
        if (!params || !partName) throw invalid();
        pos = headersEnd + HEADERS_END.length;
        if (params.has('filename') || params.has('filename*')) {
          if (partName !== 'file') throw invalid();
          return { fields, partType, fileStart: pos };
        }
        if (++count > MAX_FIELDS) throw invalid();
        name = partName;
        stage = 'value';
        searched = pos;
      } else {
        const end = find(delimiter);
        if (end === null) {
          if (length - pos > MAX_FIELD_BYTES + delimiter.length) throw invalid();
          return null;
        }
        if (end - pos > MAX_FIELD_BYTES) throw invalid();
        fields[name] = body.toString('utf8', pos, end);
        pos = end + delimiter.length;
        stage = 'part';
      }
    }
  };

  return {
    push(chunk) {
      if (length + chunk.length > body.length) {
        const grown = Buffer.allocUnsafe(Math.max(body.length * 2, length + chunk.length));
        body.copy(grown, 0, 0, length);
        body = grown;
      }
      chunk.copy(body, length);
      length += chunk.length;
      const head = parse();
      // (however the chunks fall: a head that ends in the chunk that crosses the limit is over it too)
      if (head ? head.fileStart > MAX_HEAD_BYTES : length > MAX_HEAD_BYTES) throw invalid();
      return head;
    },
  };
}

/**
 * Receives a `multipart/form-data` upload shaped as our forms and S3's are: text fields, then the
 * file as the last part, then the closing delimiter (with or without a final CRLF), and a
 * Content-Length (which browsers always send; S3 too refuses a POST without one). Because the
 * body's length is known, the file's size is too before its first byte: `checkFields` sees the
 * fields when the file part begins and answers the most bytes the file may have (or throws, or
 * answers a promise of either: the body waits, paused, meanwhile), and a file that cannot fit is
 * refused before anything is written. The file's bytes are then written
 * to `path` as they arrive, in batches (`writev`) while the socket keeps reading, and searched
 * for the form's delimiter, which must first appear where the body's closing delimiter is: a part
 * after the file, a second file or a truncated form is UPLOAD_INVALID.
 *
 * Rejects with a BlobError (or the disk's error) and leaves the request paused; `path` may then
 * hold part of the file, which the caller removes.
 */
export function receiveUpload(
  req: IncomingMessage,
  path: string,
  checkFields: (fields: Record<string, string>) => number | Promise<number>,
): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const lengthHeader = req.headers['content-length'];
    const total = lengthHeader && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : NaN;
    let boundary: string;
    try {
      boundary = multipartBoundary(req.headers['content-type']);
      if (!Number.isSafeInteger(total)) throw invalid();
    } catch (error) {
      return reject(asError(error));
    }
    const delimiter = Buffer.from(`\r\n--${boundary}`);
    const closeShort = Buffer.concat([delimiter, Buffer.from('--')]);
    const closeLong = Buffer.concat([closeShort, CRLF]);

    let received = 0;
    const head = headReader(delimiter);
    let file: (Head & { max: number; writeEnd: number; tail: Buffer }) | undefined;
    /** Where the delimiter first appears in the file part and after it; -1 while not seen. */
    let delimiterAt = -1;
    /** The last bytes searched, for a delimiter that spans two chunks. */
    let carry: Buffer = Buffer.alloc(0);

    let handle: FileHandle | undefined;
    let opening: Promise<void> | undefined;
    /** A background flush, and the bytes written since the last one began. */
    let syncing: Promise<void> | undefined;
    let unsynced = 0;
    let queue: Buffer[] = [];
    let queued = 0;
    let writing: Promise<void> | undefined;
    let paused = false;
    /** Set once the whole body is in and checked: the file's size. */
    let ended: number | undefined;
    let settled = false;
    /** While an asynchronous `checkFields` runs: the body is paused, and what still arrives waits here. */
    let checking = false;
    const held: [Buffer, number][] = [];
    let endHeld = false;

    const detach = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onClose);
      req.off('close', onClose);
    };
    const closeFile = async () => {
      await opening;
      while (writing) await writing.catch(() => undefined);
      await syncing;
      await handle?.close().catch(() => undefined);
      handle = undefined;
    };
    /** Stops reading and writing; rejects with a BlobError, or the disk's error. */
    function fail(error: unknown) {
      if (settled) return;
      settled = true;
      detach();
      req.pause();
      void closeFile().then(() => reject(asError(error)));
    }
    const finish = (size: number) => {
      settled = true;
      detach();
      void closeFile().then(() => resolve({ fields: file!.fields, partType: file!.partType, size }));
    };

    /** Writes what has gathered, one batch at a time; finishes once the end is written. */
    const pump = () => {
      if (settled || writing || !handle) return;
      if (queue.length === 0) {
        if (ended !== undefined) finish(ended);
        return;
      }
      const batch = queue;
      const bytes = queued;
      queue = [];
      queued = 0;
      if (paused) {
        paused = false;
        req.resume();
      }
      writing = handle.writev(batch).then(
        (done) => {
          writing = undefined;
          if (done.bytesWritten !== bytes) return fail(new Error(`short write: ${done.bytesWritten} of ${bytes} bytes`));
          unsynced += bytes;
          if (unsynced >= SYNC_BYTES && !syncing && handle) {
            unsynced = 0;
            // a failed flush here is no failure: the store's own flush reports it
            const settle = () => void (syncing = undefined);
            syncing = handle.datasync().then(settle, settle);
          }
          pump();
        },
        (error: unknown) => {
          writing = undefined;
          fail(error);
        },
      );
    };
    const enqueue = (bytes: Buffer) => {
      queue.push(bytes);
      queued += bytes.length;
      if (queued >= WRITE_BYTES && !paused) {
        paused = true;
        req.pause();
      }
      pump();
    };

    const search = (slice: Buffer, at: number) => {
      if (delimiterAt >= 0) return;
      const span = delimiter.length - 1;
      if (carry.length) {
        const i = Buffer.concat([carry, slice.subarray(0, span)]).indexOf(delimiter);
        if (i >= 0) delimiterAt = at - carry.length + i;
      }
      if (delimiterAt < 0) {
        const i = slice.indexOf(delimiter);
        if (i >= 0) delimiterAt = at + i;
      }
      if (delimiterAt < 0)
        carry = slice.length >= span ? slice.subarray(slice.length - span) : Buffer.concat([carry, slice]).subarray(-span);
      // the delimiter may first appear only as the closing one: else a part follows the file
      else if (delimiterAt < total - closeLong.length) fail(invalid());
    };

    /** Bytes of the file part and after it, from body offset `at`. */
    const feed = (slice: Buffer, at: number) => {
      const { writeEnd, tail } = file!;
      search(slice, at);
      if (settled) return;
      const end = at + slice.length;
      const tailFrom = Math.max(at, writeEnd);
      if (tailFrom < end) slice.copy(tail, tailFrom - writeEnd, tailFrom - at);
      if (at < writeEnd) enqueue(end <= writeEnd ? slice : slice.subarray(0, writeEnd - at));
    };

    function onData(chunk: Buffer) {
      if (settled) return;
      const at = received;
      received += chunk.length;
      if (checking) return void held.push([chunk, at]);
      if (file) return feed(chunk, at);
      let parsed: Head | null;
      let max: number | Promise<number>;
      try {
        parsed = head.push(chunk);
        if (!parsed) return;
        // the body ends with the closing delimiter; the file is what lies between
        if (total - closeShort.length < parsed.fileStart) throw invalid();
        max = checkFields(parsed.fields);
      } catch (error) {
        return fail(error);
      }
      if (typeof max === 'number') return begin(parsed, max, chunk, at);
      const fileHead = parsed;
      checking = true;
      req.pause();
      max.then(
        (checked) => {
          checking = false;
          if (settled) return;
          begin(fileHead, checked, chunk, at);
          for (const [later, laterAt] of held.splice(0)) if (!settled) feed(later, laterAt);
          if (settled) return;
          if (endHeld) onEnd();
          else if (!paused) req.resume();
        },
        (error: unknown) => {
          checking = false;
          fail(error);
        },
      );
    }

    /** The file part begins (in `chunk`, which starts at body offset `at`) and may have `max` bytes. */
    function begin(parsed: Head, max: number, chunk: Buffer, at: number) {
      if (total - closeLong.length - parsed.fileStart > max) return fail(new BlobError('UPLOAD_TOO_LARGE', { max }));
      // Bytes up to `writeEnd` belong to the file whichever way the body ends; the last few are
      // kept in `tail` until the end shows which closing delimiter it is.
      const writeEnd = Math.max(parsed.fileStart, total - closeLong.length);
      file = { ...parsed, max, writeEnd, tail: Buffer.alloc(total - writeEnd) };
      opening = open(path, 'w', 0o600).then((opened) => {
        handle = opened; // closed by closeFile if the upload has failed meanwhile
        pump();
      }, fail);
      if (parsed.fileStart < at + chunk.length) feed(chunk.subarray(parsed.fileStart - at), parsed.fileStart);
    }

    function onEnd() {
      if (settled) return;
      if (checking) return void (endHeld = true);
      if (!file || received !== total) return fail(invalid());
      const { tail, writeEnd, fileStart, max } = file;
      let fileEnd: number;
      if (delimiterAt === total - closeLong.length && tail.subarray(tail.length - closeLong.length).equals(closeLong))
        fileEnd = delimiterAt;
      else if (delimiterAt === total - closeShort.length && tail.subarray(tail.length - closeShort.length).equals(closeShort))
        fileEnd = delimiterAt;
      else return fail(invalid());
      if (fileEnd - fileStart > max) return fail(new BlobError('UPLOAD_TOO_LARGE', { max }));
      ended = fileEnd - fileStart;
      // the short ending leaves up to two file bytes in `tail`
      if (fileEnd > writeEnd) enqueue(Buffer.from(tail.subarray(0, fileEnd - writeEnd)));
      else pump();
    }

    /** The client went away mid-body (`close`, or `error` with "aborted"); after its end (held or not) it is only done. */
    function onClose() {
      if (ended === undefined && !endHeld) fail(invalid());
    }

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onClose);
    req.on('close', onClose);
  });
}
