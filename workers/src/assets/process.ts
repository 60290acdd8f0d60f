import sharp, { type Sharp } from 'sharp';
import { IMAGE_PIXELS_MAX } from '@brandtrail/domain';
import { detect } from './detect';
import { readFont, type FontInfo } from './font';
import { renderFirstPage } from './pdf';
import { sanitizeSvg } from './sanitizeSvg';

/**
 * Asset processing (issue 5): what an uploaded file really is, its previews and facts. A pure
 * function of the bytes (the file name only breaks ties; a PDF whose first page takes longer than
 * PDF_RENDER_TIMEOUT_MS to draw gets no previews); the job that stores the results comes later. It
 * never throws: bad input becomes `{ ok: false, reason }`.
 */

export type AssetKind = 'image' | 'svg' | 'font' | 'document' | 'other';

export type ProcessFailureReason = 'EMPTY' | 'CORRUPT' | 'TOO_MANY_PIXELS' | 'UNSUPPORTED';

export interface Previews {
  /** WebP that fits GRID_SIZE x GRID_SIZE. */
  grid?: Buffer;
  /** WebP that fits LIGHTBOX_SIZE x LIGHTBOX_SIZE. */
  lightbox?: Buffer;
}

export interface ProcessedAsset {
  ok: true;
  /** From the bytes, e.g. image/png, image/svg+xml, font/woff2, application/pdf, text/plain. */
  mimeType: string;
  kind: AssetKind;
  /**
   * Of the original after EXIF orientation (images); the intrinsic size at 72 dpi (SVG); the first
   * page's size in points, which is also at 72 dpi (PDF, with its previews only).
   */
  width?: number;
  height?: number;
  /** Six upper-case hex digits, no '#', computed on the grid preview. */
  dominantColor?: string;
  /** No alpha channel, or every alpha value 255 (on the grid preview). */
  opaque?: boolean;
  previews: Previews;
  /** The SVG to serve and show instead of the upload. */
  sanitizedSvg?: Buffer;
  font?: FontInfo;
}

export interface ProcessFailure {
  ok: false;
  reason: ProcessFailureReason;
}

export type ProcessResult = ProcessedAsset | ProcessFailure;

export type { FontFormat, FontInfo } from './font';

export const GRID_SIZE = 480;
export const LIGHTBOX_SIZE = 1920;
export const WEBP_QUALITY = 80;

/** The decoders we let sharp use for rasters: never its SVG (unsanitised) or other loaders. */
const RASTER_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heif: 'image/avif', // the prebuilt libvips decodes AV1 (AVIF) only, not HEVC
  tiff: 'image/tiff',
};

class Failure extends Error {
  constructor(readonly reason: ProcessFailureReason) {
    super(reason);
  }
}

function reasonOf(e: unknown): ProcessFailureReason {
  if (e instanceof Failure) return e.reason;
  const message = e instanceof Error ? e.message : String(e);
  if (/pixel limit/i.test(message)) return 'TOO_MANY_PIXELS';
  return 'CORRUPT';
}

function hex(n: number): string {
  return Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');
}

type RawInfo = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

/**
 * One decode of the input to at most LIGHTBOX_SIZE (sRGB, 8 bits), then both WebPs from it, and
 * dominant colour and opacity from the small one.
 */
async function rasterPreviews(
  input: Sharp,
  enlarge: boolean,
): Promise<Pick<ProcessedAsset, 'previews' | 'dominantColor' | 'opaque'>> {
  const large = await input
    .resize(LIGHTBOX_SIZE, LIGHTBOX_SIZE, { fit: 'inside', withoutEnlargement: !enlarge })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const largeRaw: RawInfo = { width: large.info.width, height: large.info.height, channels: large.info.channels };
  const lightbox = await sharp(large.data, { raw: largeRaw }).webp({ quality: WEBP_QUALITY }).toBuffer();
  const small = await sharp(large.data, { raw: largeRaw })
    .resize(GRID_SIZE, GRID_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const smallRaw: RawInfo = { width: small.info.width, height: small.info.height, channels: small.info.channels };
  const grid = await sharp(small.data, { raw: smallRaw }).webp({ quality: WEBP_QUALITY }).toBuffer();
  const stats = await sharp(small.data, { raw: smallRaw }).stats();
  const dominant = dominantColour(small.data, smallRaw.channels) ?? stats.dominant;
  return {
    previews: { grid, lightbox },
    dominantColor: `${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    opaque: stats.isOpaque,
  };
}

/**
 * The dominant colour of 8-bit sRGB(A) pixels: the fullest bin of the same 16x16x16 histogram that
 * sharp's stats() uses, but over visible pixels only (alpha >= 128: a logo's transparent
 * background is not its colour) and reported as the mean of that bin's pixels rather than the
 * bin's centre (pure red stays FF0000 instead of F80808). Undefined when no pixel is visible.
 */
export function dominantColour(data: Buffer, channels: number): { r: number; g: number; b: number } | undefined {
  if (channels < 3) {
    // Greyscale: sharp's answer is fine.
    return undefined;
  }
  const hasAlpha = channels === 4;
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  for (let i = 0; i + channels <= data.length; i += channels) {
    if (hasAlpha && data[i + 3]! < 128) continue;
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    counts[bin]!++;
    sums[bin * 3] = sums[bin * 3]! + r;
    sums[bin * 3 + 1] = sums[bin * 3 + 1]! + g;
    sums[bin * 3 + 2] = sums[bin * 3 + 2]! + b;
  }
  let best = -1;
  for (let bin = 0; bin < 4096; bin++) if (counts[bin]! > 0 && (best < 0 || counts[bin]! > counts[best]!)) best = bin;
  if (best < 0) return undefined;
  const n = counts[best]!;
  return { r: sums[best * 3]! / n, g: sums[best * 3 + 1]! / n, b: sums[best * 3 + 2]! / n };
}

async function processImage(bytes: Buffer): Promise<ProcessedAsset> {
  // The header only: a pixel bomb is refused before anything is decoded.
  const meta = await sharp(bytes).metadata();
  const mimeType = RASTER_FORMATS[meta.format];
  if (mimeType === undefined) throw new Failure('CORRUPT');
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > IMAGE_PIXELS_MAX) throw new Failure('TOO_MANY_PIXELS');
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? frameHeight : meta.width;
  const height = turned ? meta.width : frameHeight;
  // Animated GIF/WebP: sharp reads the first frame (page 0) unless told otherwise.
  const previews = await rasterPreviews(sharp(bytes).rotate(), false);
  return { ok: true, mimeType, kind: 'image', width, height, ...previews };
}

async function processSvg(bytes: Buffer): Promise<ProcessedAsset> {
  let sanitized: Buffer;
  try {
    sanitized = sanitizeSvg(bytes);
  } catch {
    throw new Failure('CORRUPT');
  }
  // librsvg renders the sanitised document; it fetches nothing external.
  const meta = await sharp(sanitized).metadata();
  if (meta.format !== 'svg' || !(meta.width > 0) || !(meta.height > 0)) throw new Failure('CORRUPT');
  // Vectors are rendered at the density that fills the lightbox box rather than scaled up as pixels.
  const scale = Math.min(LIGHTBOX_SIZE / meta.width, LIGHTBOX_SIZE / meta.height);
  const density = Math.max(1, Math.min(100_000, 72 * scale));
  const previews = await rasterPreviews(sharp(sanitized, { density }), true);
  return {
    ok: true,
    mimeType: 'image/svg+xml',
    kind: 'svg',
    width: meta.width,
    height: meta.height,
    sanitizedSvg: sanitized,
    ...previews,
  };
}

/** A size in points as the whole number the read model keeps (at least 1), if it is one. */
function wholePoints(points: number): number | undefined {
  const rounded = Math.max(1, Math.round(points));
  return Number.isSafeInteger(rounded) ? rounded : undefined;
}

/**
 * A PDF's previews are its first page (pdf.ts: pdf.js in a thread of its own, within a time limit).
 * A PDF that pdf.js cannot open or draw (damaged, locked with a password, too slow) is still a
 * document to keep, only without previews: nothing here makes it a failure.
 */
async function processPdf(bytes: Buffer, mimeType: string): Promise<ProcessedAsset> {
  const document: ProcessedAsset = { ok: true, mimeType, kind: 'document', previews: {} };
  const rendered = await renderFirstPage(bytes, { maxSide: LIGHTBOX_SIZE });
  if (!rendered.ok) return document;
  const { page } = rendered;
  try {
    const previews = await rasterPreviews(
      sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 4 } }),
      false,
    );
    const width = wholePoints(page.pageWidth);
    const height = wholePoints(page.pageHeight);
    return { ...document, ...(width && height ? { width, height } : {}), ...previews };
  } catch {
    return document;
  }
}

function processFont(bytes: Buffer, mimeType: string): ProcessedAsset {
  let font: FontInfo;
  try {
    font = readFont(bytes);
  } catch {
    throw new Failure('CORRUPT');
  }
  const byFormat = {
    truetype: 'font/ttf',
    opentype: 'font/otf',
    woff: 'font/woff',
    woff2: 'font/woff2',
    collection: 'font/collection',
  };
  // Fonts get no previews: the client renders a specimen with @font-face.
  return { ok: true, mimeType: byFormat[font.format] ?? mimeType, kind: 'font', font, previews: {} };
}

export async function processAsset(bytes: Buffer, name: string): Promise<ProcessResult> {
  try {
    if (bytes == null || typeof bytes.length !== 'number' || bytes.length === 0) return { ok: false, reason: 'EMPTY' };
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
    const detected = await detect(buffer, typeof name === 'string' ? name : '');
    switch (detected.kind) {
      case 'image':
        if (!detected.decodable) return { ok: false, reason: 'UNSUPPORTED' };
        return await processImage(buffer);
      case 'svg':
        return await processSvg(buffer);
      case 'font':
        return processFont(buffer, detected.mimeType);
      case 'claimed':
        // The name claims a type we process and the bytes carry no known signature: that parser
        // gets one try, and a failure means a corrupt file.
        if (detected.claimed === 'image') return await processImage(buffer);
        if (detected.claimed === 'svg') return await processSvg(buffer);
        return processFont(buffer, detected.mimeType);
      case 'document':
        if (detected.mimeType === 'application/pdf') return await processPdf(buffer, detected.mimeType);
        return { ok: true, mimeType: detected.mimeType, kind: detected.kind, previews: {} };
      case 'other':
        return { ok: true, mimeType: detected.mimeType, kind: detected.kind, previews: {} };
    }
  } catch (e) {
    return { ok: false, reason: reasonOf(e) };
  }
}
