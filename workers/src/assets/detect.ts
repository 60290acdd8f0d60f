import { fileTypeFromBuffer } from 'file-type';

/** What the bytes are, decided from their content; the file name only breaks ties. */
export type Detected =
  | { kind: 'image'; mimeType: string; decodable: boolean }
  | { kind: 'svg'; mimeType: 'image/svg+xml' }
  | { kind: 'font'; mimeType: string }
  | { kind: 'document'; mimeType: string }
  | { kind: 'other'; mimeType: string }
  /** Nothing in the bytes says what they are, but the name claims a type we process (x.png full of junk). */
  | { kind: 'claimed'; claimed: 'image' | 'svg' | 'font'; mimeType: string };

/** Raster formats the prebuilt sharp (libvips) decodes. Other image/* types (HEIC, BMP, PSD, ...) are not decodable. */
const DECODABLE_IMAGES = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
]);

const FONT_MIMES: Record<string, string> = {
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttc: 'font/collection',
};

const OFFICE_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

const DOCUMENT_MIMES = new Set([
  'application/pdf',
  'application/postscript',
  'application/eps',
  'application/rtf',
  'application/epub+zip',
  ...Object.values(OFFICE_BY_EXTENSION),
]);

/** Extensions whose bytes we would process: unrecognisable bytes under these names are corrupt files. */
const CLAIMED_BY_EXTENSION: Record<string, { claimed: 'image' | 'svg' | 'font'; mimeType: string }> = {
  jpg: { claimed: 'image', mimeType: 'image/jpeg' },
  jpeg: { claimed: 'image', mimeType: 'image/jpeg' },
  png: { claimed: 'image', mimeType: 'image/png' },
  gif: { claimed: 'image', mimeType: 'image/gif' },
  webp: { claimed: 'image', mimeType: 'image/webp' },
  avif: { claimed: 'image', mimeType: 'image/avif' },
  tif: { claimed: 'image', mimeType: 'image/tiff' },
  tiff: { claimed: 'image', mimeType: 'image/tiff' },
  svg: { claimed: 'svg', mimeType: 'image/svg+xml' },
  ttf: { claimed: 'font', mimeType: 'font/ttf' },
  otf: { claimed: 'font', mimeType: 'font/otf' },
  woff: { claimed: 'font', mimeType: 'font/woff' },
  woff2: { claimed: 'font', mimeType: 'font/woff2' },
};

/** Text types by extension, used only when the bytes are text that no signature recognises. */
const TEXT_BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  xml: 'application/xml',
  css: 'text/css',
  html: 'text/html',
  htm: 'text/html',
};

export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The bytes as UTF-8 text, or undefined when they are not text (NUL bytes or invalid UTF-8). */
function asText(bytes: Buffer, limit: number): string | undefined {
  const head = bytes.subarray(0, limit);
  if (head.includes(0)) return undefined;
  try {
    // A multi-byte character cut at the limit is not an error.
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: bytes.length > limit });
  } catch {
    return undefined;
  }
}

// Optional XML declaration, comments, a doctype (with an internal subset), then an <svg> root element.
const SVG_ROOT =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/** True for XML text whose root element is <svg>. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const text = asText(bytes, 64 * 1024);
  return text !== undefined && SVG_ROOT.test(text);
}

/** Apple's TrueType signature ('true'), which file-type does not know. */
function isAppleTrueType(bytes: Buffer): boolean {
  return bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'true';
}

export async function detect(bytes: Buffer, name: string): Promise<Detected> {
  const ext = extensionOf(name);
  let found: { ext: string; mime: string } | undefined;
  try {
    found = await fileTypeFromBuffer(bytes);
  } catch {
    found = undefined;
  }

  if (found === undefined || found.mime === 'application/xml') {
    if (looksLikeSvg(bytes)) return { kind: 'svg', mimeType: 'image/svg+xml' };
  }
  if (found === undefined && isAppleTrueType(bytes)) return { kind: 'font', mimeType: 'font/ttf' };

  if (found !== undefined) {
    const fontMime = FONT_MIMES[found.ext];
    if (fontMime !== undefined) return { kind: 'font', mimeType: fontMime };
    if (found.mime.startsWith('image/')) {
      return { kind: 'image', mimeType: found.mime, decodable: DECODABLE_IMAGES.has(found.mime) };
    }
    if (found.ext === 'ai') return { kind: 'document', mimeType: 'application/illustrator' };
    if (DOCUMENT_MIMES.has(found.mime)) return { kind: 'document', mimeType: found.mime };
    // Old (OLE) Office files and unusual Office zips: the extension says which document it is.
    if ((found.ext === 'cfb' || found.ext === 'zip') && OFFICE_BY_EXTENSION[ext] !== undefined) {
      return { kind: 'document', mimeType: OFFICE_BY_EXTENSION[ext] };
    }
    if (found.mime !== 'application/xml') return { kind: 'other', mimeType: found.mime };
  }

  const claimed = CLAIMED_BY_EXTENSION[ext];
  if (claimed !== undefined) return { kind: 'claimed', ...claimed };
  if (found !== undefined) return { kind: 'other', mimeType: found.mime };
  if (asText(bytes, 64 * 1024) !== undefined) return { kind: 'other', mimeType: TEXT_BY_EXTENSION[ext] ?? 'text/plain' };
  return { kind: 'other', mimeType: 'application/octet-stream' };
}
