import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * PDF files made by hand for the tests (no PDF library in the repository writes them): numbered
 * objects, a cross-reference table with their true offsets, a trailer. A page's looks are drawn
 * with content-stream operators, e.g. `1 0 0 rg 0 0 200 100 re f` (a red rectangle).
 */

/** The file around `objects` (object n is objects[n - 1]; the catalog is object 1). */
export function pdfFile(objects: (string | Buffer)[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    add(`${i + 1} 0 obj\n`);
    add(object);
    add('\nendobj\n');
  });
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const stream = (data: Buffer, filter = '') =>
  Buffer.concat([
    Buffer.from(`<< /Length ${data.length} ${filter}>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

export interface OnePage {
  /** [x0 y0 x1 y1] in points; 200 x 100 unless told. */
  mediaBox?: number[];
  /** The page's content stream; none for an empty page. */
  content?: string;
  /** The content stream compressed (FlateDecode), as most PDFs store theirs. */
  deflate?: boolean;
  /** Extra entries of the page's dictionary, e.g. '/Rotate 90'. */
  page?: string;
  /** Encrypted with the standard security handler (RC4, 40 bits): opening it needs this password. */
  userPassword?: string;
}

/** A one-page PDF. */
export function onePagePdf({
  mediaBox = [0, 0, 200, 100],
  content,
  deflate = false,
  page = '',
  userPassword,
}: OnePage = {}): Buffer {
  const encryption = userPassword === undefined ? undefined : standardSecurity(userPassword);
  const contents = content === undefined ? '' : '/Contents 4 0 R ';
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox.join(' ')}] ${contents}${page}>>`,
  ];
  if (content !== undefined) {
    const plain = Buffer.from(content, 'latin1');
    const data = deflate ? deflateSync(plain) : plain;
    objects.push(stream(encryption ? encryption.encrypt(4, data) : data, deflate ? '/Filter /FlateDecode ' : ''));
  }
  if (!encryption) return pdfFile(objects);
  objects.push(encryption.dictionary);
  return pdfFile(objects, `/Encrypt ${objects.length} 0 R /ID [<${encryption.id}> <${encryption.id}>] `);
}

/** RC4, which the standard security handler's revision 2 uses. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const hexString = (b: Buffer) => b.toString('hex').toUpperCase();

/** The standard security handler, revision 2 (PDF 1.7, 7.6.3, algorithms 2, 3 and 4). */
function standardSecurity(userPassword: string) {
  const padding = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');
  const pad = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), padding]).subarray(0, 32);
  const owner = rc4(md5(pad('owner')).subarray(0, 5), pad(userPassword));
  const permissions = -4; // every permission
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const id = md5(Buffer.from('brandtrail test pdf'));
  const key = md5(pad(userPassword), owner, p, id).subarray(0, 5);
  const user = rc4(key, padding);
  return {
    id: hexString(id),
    dictionary: `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${hexString(owner)}> /U <${hexString(user)}> /P ${permissions} >>`,
    /** A string or stream of object `n` (generation 0), encrypted (algorithm 1). */
    encrypt: (n: number, data: Buffer) => {
      const object = Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255, 0, 0]);
      return rc4(md5(key, object).subarray(0, 10), data);
    },
  };
}
