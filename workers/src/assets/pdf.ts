import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { IMAGE_PIXELS_MAX } from '@brandtrail/domain';

/**
 * A PDF's first page as pixels, for its previews (issue 27). Mozilla's pdf.js (pdfjs-dist, its
 * legacy build, which is the one for Node) parses and draws the page onto @napi-rs/canvas; we
 * parse nothing ourselves. It runs in a worker thread of its own for each file: pdf.js does its
 * work in one long chain of promises that starves the thread it runs on (a page of 300,000
 * rectangles held a thread for 8 s without one timer firing), so a time limit on the job's own
 * thread could never fire, and the job's lease would not be renewed meanwhile. The thread is
 * terminated at the time limit, has a capped heap and no environment (nothing of the process's
 * configuration), and is given the bytes, never a URL: pdf.js fetches nothing; its fonts and
 * decoders are read from its own package's folders.
 *
 * Only the first page is ever rendered, at the scale that fits LIGHTBOX_SIZE-wide boxes (the
 * caller's `maxSide`), never above IMAGE_PIXELS_MAX pixels whatever size the page claims.
 * Anything pdf.js cannot do becomes a reason, never a throw.
 */

/** A render that has not given its pixels after this long is stopped (the thread terminated). */
export const PDF_RENDER_TIMEOUT_MS = 10_000;
/** The render thread's JavaScript heap (pdf.js's parsed objects; decoded images count too). */
export const PDF_RENDER_HEAP_MB = 512;

export interface RenderedPage {
  /** The first page's size in points (1/72 inch, its UserUnit applied), after its /Rotate. */
  pageWidth: number;
  pageHeight: number;
  /** The rendered page: 8-bit RGBA, width x height, on white like a printed page. */
  width: number;
  height: number;
  pixels: Buffer;
}

/**
 * Why there are no pixels: pdf.js could not open the file (UNREADABLE), it needs a password
 * (ENCRYPTED), it has no page (NO_PAGE) or a first page with no usable size (BAD_PAGE_SIZE), the
 * render ran out of time (TIMEOUT), or the render thread died (CRASHED: out of its heap, or pdf.js
 * failed while drawing).
 */
export type PdfRenderFailure = 'UNREADABLE' | 'ENCRYPTED' | 'NO_PAGE' | 'BAD_PAGE_SIZE' | 'TIMEOUT' | 'CRASHED';

export type PdfRenderResult = { ok: true; page: RenderedPage } | { ok: false; reason: PdfRenderFailure };

/**
 * The pixel size a page of width x height points is rendered at: the largest that fits a
 * maxSide x maxSide box (vectors are drawn at that size, not scaled up as pixels) and holds at
 * most maxPixels pixels, at least 1 x 1. Undefined for a size that is not a positive finite number.
 */
export function renderSize(
  width: number,
  height: number,
  maxSide: number,
  maxPixels = IMAGE_PIXELS_MAX,
): { scale: number; width: number; height: number } | undefined {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0)) return undefined;
  let scale = Math.min(maxSide / width, maxSide / height);
  if (width * scale * height * scale > maxPixels) scale = Math.sqrt(maxPixels / (width * height));
  // Rounded down (but for a millionth of a pixel: 1920 / 1e9 * 1e9 is 1919.9999...), so within
  // both limits; a hair-thin page's 1 pixel adds at most maxSide.
  const side = (points: number) => Math.max(1, Math.min(maxSide, Math.floor(points * scale + 1e-6)));
  return { scale, width: side(width), height: side(height) };
}

/** Messages between this thread and the render thread. */
type FromRenderer =
  | { type: 'page'; width: number; height: number }
  | { type: 'pixels'; width: number; height: number; data: Uint8Array }
  | { type: 'failed'; name: string };
type ToRenderer = { type: 'render'; scale: number; width: number; height: number };

/**
 * The render thread, as plain JavaScript (a worker of `eval` code: it runs the same from the
 * TypeScript sources under vitest or tsx and from the server bundle, which has no file of its own
 * for it). It reports the first page's size, renders at the size this thread answers, and sends
 * the pixels. The policy (scale, limits) stays on this side, in TypeScript.
 */
const RENDERER = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
// No network: pdf.js is given the bytes, and fetch answers nothing here.
globalThis.fetch = () => Promise.reject(new Error('no network in the PDF renderer'));
const send = (message, transfer) => parentPort.postMessage(message, transfer);
const answer = () => new Promise((resolve) => parentPort.once('message', resolve));
(async () => {
  const pdfjs = await import(workerData.pdfjs);
  const task = pdfjs.getDocument({ ...workerData.options, data: workerData.bytes });
  const doc = await task.promise;
  if (doc.numPages < 1) throw Object.assign(new Error('no page'), { name: 'NoPage' });
  const page = await doc.getPage(1);
  const size = page.getViewport({ scale: 1 });
  send({ type: 'page', width: size.width, height: size.height });
  const order = await answer();
  const viewport = page.getViewport({ scale: order.scale });
  const { canvas, context } = doc.canvasFactory.create(order.width, order.height);
  await page.render({ canvas, viewport }).promise;
  const data = new Uint8Array(context.getImageData(0, 0, order.width, order.height).data.buffer);
  send({ type: 'pixels', width: order.width, height: order.height, data }, [data.buffer]);
})().catch((e) => send({ type: 'failed', name: String(e && e.name) }));
`;

const require = createRequire(import.meta.url);
let located: { module: string; options: Record<string, unknown> } | undefined;

/** pdf.js's module and the options it opens every file with (resolved once, from this module). */
function pdfjs() {
  if (located) return located;
  const module = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => path.join(root, name) + path.sep;
  located = {
    module: pathToFileURL(module).href,
    options: {
      // No code made from the file's contents (fonts, functions), no @font-face, no system fonts:
      // glyphs are drawn as paths from the file's fonts or pdf.js's own standard ones.
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      // Its data files are read from its package with fs, not fetched.
      useWorkerFetch: false,
      standardFontDataUrl: folder('standard_fonts'),
      cMapUrl: folder('cmaps'),
      cMapPacked: true,
      wasmUrl: folder('wasm'),
      iccUrl: folder('iccs'),
      enableXfa: false,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      // An embedded image above this is skipped, like a pixel bomb of our own.
      maxImageSize: IMAGE_PIXELS_MAX,
      // Errors only: pdf.js prints its warnings about a damaged file with console.log, which would
      // fill the workers' log.
      verbosity: 0,
    },
  };
  return located;
}

const FAILURES_BY_NAME: Record<string, PdfRenderFailure> = {
  PasswordException: 'ENCRYPTED',
  InvalidPDFException: 'UNREADABLE',
  FormatError: 'UNREADABLE',
  NoPage: 'NO_PAGE',
};

/**
 * Renders the first page of `bytes` to fit maxSide x maxSide. Resolves, never rejects, within
 * about timeoutMs.
 */
export function renderFirstPage(
  bytes: Buffer,
  { maxSide, timeoutMs = PDF_RENDER_TIMEOUT_MS }: { maxSide: number; timeoutMs?: number },
): Promise<PdfRenderResult> {
  return new Promise((resolve) => {
    let pageWidth = 0;
    let pageHeight = 0;
    let ordered: ToRenderer | undefined;
    let settled = false;
    let worker: Worker | undefined;
    const finish = (result: PdfRenderResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The thread may still hold pdf.js's document and its canvas: ending it frees both.
      void worker?.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'TIMEOUT' }), timeoutMs);
    try {
      const { module, options } = pdfjs();
      // A copy: pdf.js takes ownership of the bytes it is given, and the caller keeps its buffer.
      const copy = new Uint8Array(bytes);
      worker = new Worker(RENDERER, {
        eval: true,
        workerData: { pdfjs: module, options, bytes: copy },
        transferList: [copy.buffer],
        env: {},
        resourceLimits: { maxOldGenerationSizeMb: PDF_RENDER_HEAP_MB },
      });
    } catch {
      finish({ ok: false, reason: 'CRASHED' });
      return;
    }
    const thread = worker;
    thread.on('message', (message: FromRenderer) => {
      if (message.type === 'failed') {
        finish({ ok: false, reason: FAILURES_BY_NAME[message.name] ?? 'UNREADABLE' });
      } else if (message.type === 'page') {
        pageWidth = message.width;
        pageHeight = message.height;
        const size = renderSize(pageWidth, pageHeight, maxSide);
        if (!size) {
          finish({ ok: false, reason: 'BAD_PAGE_SIZE' });
          return;
        }
        ordered = { type: 'render', ...size };
        thread.postMessage(ordered);
      } else if (message.type === 'pixels') {
        const { width, height, data } = message;
        // What came back is checked, not trusted: the size asked for, four bytes a pixel.
        if (!ordered || ordered.width !== width || ordered.height !== height || data.byteLength !== width * height * 4) {
          finish({ ok: false, reason: 'CRASHED' });
          return;
        }
        const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        finish({ ok: true, page: { pageWidth, pageHeight, width, height, pixels } });
      }
    });
    // Out of its heap (ERR_WORKER_OUT_OF_MEMORY) or an error thrown outside the render's promise.
    thread.on('error', () => finish({ ok: false, reason: 'CRASHED' }));
    thread.on('exit', () => finish({ ok: false, reason: 'CRASHED' }));
  });
}
