import { IMAGE_PIXELS_MAX } from '@brandtrail/domain';
import { describe, expect, it } from 'vitest';
import { PDF_RENDER_TIMEOUT_MS, renderFirstPage, renderSize, type PdfRenderResult, type RenderedPage } from './pdf';
import { onePagePdf, pdfFile } from './testPdf';

const RED_PAGE = onePagePdf({ content: '1 0 0 rg 0 0 200 100 re f' });

function rendered(result: PdfRenderResult): RenderedPage {
  if (!result.ok) throw new Error(`expected pixels, got ${result.reason}`);
  return result.page;
}

/** The RGBA of the pixel at x, y. */
const pixel = (page: RenderedPage, x: number, y: number) => [
  ...page.pixels.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 4),
];

describe('renderSize', () => {
  it('fits the page into the box, large or small (vectors are drawn at the size, not enlarged as pixels)', () => {
    expect(renderSize(200, 100, 1920)).toEqual({ scale: 9.6, width: 1920, height: 960 });
    expect(renderSize(595.28, 841.89, 1920)).toMatchObject({ width: 1357, height: 1920 });
    expect(renderSize(14400, 14400, 480)).toMatchObject({ width: 480, height: 480 });
    // 1920 / 1e9 * 1e9 is a hair under 1920 in floating point.
    expect(renderSize(1e9, 1e9, 1920)).toMatchObject({ width: 1920, height: 1920 });
    // A hair-thin page is one pixel high, not zero.
    expect(renderSize(14400, 0.01, 1920)).toMatchObject({ width: 1920, height: 1 });
  });

  it('never more pixels than allowed, whatever the box', () => {
    const size = renderSize(1000, 1000, 1920, 10_000)!;
    expect(size).toEqual({ scale: 0.1, width: 100, height: 100 });
    const big = renderSize(16383, 16383, 100_000)!;
    expect(big.width * big.height).toBeLessThanOrEqual(IMAGE_PIXELS_MAX);
  });

  it('no size for a page with none', () => {
    for (const [w, h] of [
      [0, 100],
      [100, -1],
      [Number.NaN, 100],
      [Number.POSITIVE_INFINITY, 100],
    ] as const) {
      expect(renderSize(w, h, 1920)).toBeUndefined();
    }
  });
});

describe('renderFirstPage (pdf.js in a thread of its own)', () => {
  it('draws the first page in points scaled to the box, on white', async () => {
    // A red rectangle over the left half of a 200 x 100 page.
    const pdf = onePagePdf({ content: '1 0 0 rg 0 0 100 100 re f' });
    const before = Buffer.from(pdf);
    const page = rendered(await renderFirstPage(pdf, { maxSide: 480 }));
    expect(page).toMatchObject({ pageWidth: 200, pageHeight: 100, width: 480, height: 240 });
    expect(page.pixels.length).toBe(480 * 240 * 4);
    expect(pixel(page, 10, 10)).toEqual([255, 0, 0, 255]);
    expect(pixel(page, 470, 230)).toEqual([255, 255, 255, 255]);
    // The caller's bytes are its own still (pdf.js takes ownership of what it is given: a copy).
    expect(pdf.equals(before)).toBe(true);
  });

  it("follows the page's /Rotate, and only the first page is drawn", async () => {
    const page = rendered(
      await renderFirstPage(onePagePdf({ content: '0 0 1 rg 0 0 200 100 re f', page: '/Rotate 90' }), { maxSide: 400 }),
    );
    expect(page).toMatchObject({ pageWidth: 100, pageHeight: 200, width: 200, height: 400 });
    expect(pixel(page, 100, 200)).toEqual([0, 0, 255, 255]);

    // Two pages: the first green, the second red.
    const twoPages = pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 50 50] /Contents 5 0 R >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 500 500] /Contents 6 0 R >>',
      '<< /Length 24 >>\nstream\n0 1 0 rg 0 0 50 50 re f\nendstream',
      '<< /Length 26 >>\nstream\n1 0 0 rg 0 0 500 500 re f\nendstream',
    ]);
    const first = rendered(await renderFirstPage(twoPages, { maxSide: 100 }));
    expect(first).toMatchObject({ pageWidth: 50, pageHeight: 50, width: 100, height: 100 });
    expect(pixel(first, 50, 50)).toEqual([0, 255, 0, 255]);
  });

  it("text in a standard font that the file does not embed is drawn from pdf.js's own fonts", async () => {
    const pdf = onePagePdf({
      content: 'BT /F1 60 Tf 10 25 Td (Brand) Tj ET',
      page: '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>',
    });
    const page = rendered(await renderFirstPage(pdf, { maxSide: 200 }));
    let dark = 0;
    for (let i = 0; i < page.pixels.length; i += 4) if (page.pixels[i]! < 128) dark++;
    expect(dark).toBeGreaterThan(1000);
  });

  it('a page of absurd size is drawn scaled into the box, never at its size', async () => {
    // 14,400 points, the most PDF allows (200 inches): 57,600 pixels a side at 288 dpi.
    const huge = rendered(
      await renderFirstPage(onePagePdf({ mediaBox: [0, 0, 14400, 14400], content: '0 1 0 rg 0 0 7200 14400 re f' }), {
        maxSide: 1920,
      }),
    );
    expect(huge).toMatchObject({ pageWidth: 14400, pageHeight: 14400, width: 1920, height: 1920 });
    expect(pixel(huge, 10, 10)).toEqual([0, 255, 0, 255]);
    expect(pixel(huge, 1900, 10)).toEqual([255, 255, 255, 255]);
    // Beyond what PDF allows: still the box.
    const absurd = rendered(await renderFirstPage(onePagePdf({ mediaBox: [0, 0, 1e9, 1e9] }), { maxSide: 1920 }));
    expect(absurd).toMatchObject({ width: 1920, height: 1920 });
  });

  it('a file that needs a password is ENCRYPTED', async () => {
    const locked = onePagePdf({ content: '0 0 1 rg 0 0 200 100 re f', userPassword: 'secret' });
    expect(await renderFirstPage(locked, { maxSide: 480 })).toEqual({ ok: false, reason: 'ENCRYPTED' });
  });

  it('what pdf.js cannot open is UNREADABLE', async () => {
    for (const bytes of [
      Buffer.from('%PDF-1.4\nnothing else'),
      RED_PAGE.subarray(0, RED_PAGE.length / 2),
      // A catalog without pages.
      pdfFile(['<< /Type /Catalog >>']),
      Buffer.from('not a PDF at all'),
    ]) {
      expect(await renderFirstPage(bytes, { maxSide: 480 })).toEqual({ ok: false, reason: 'UNREADABLE' });
    }
  });

  it(`a page that takes too long is given up at the time limit (${PDF_RENDER_TIMEOUT_MS} ms unless told), its thread ended`, async () => {
    // 300,000 small rectangles, an 18 kB file (7 MB of content, compressed): pdf.js draws them in
    // about 15 s (on a 2-core development machine).
    const slow = onePagePdf({ content: '1 0 0 rg 10 10 3 3 re f\n'.repeat(300_000), deflate: true });
    expect(slow.length).toBeLessThan(20_000);
    const started = performance.now();
    expect(await renderFirstPage(slow, { maxSide: 1920, timeoutMs: 1_500 })).toEqual({ ok: false, reason: 'TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(2_500);
    // Ended, not left drawing: this process spends next to no CPU time in the next half second.
    const cpu = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const spent = process.cpuUsage(cpu);
    expect((spent.user + spent.system) / 1000).toBeLessThan(200);
  });
});
