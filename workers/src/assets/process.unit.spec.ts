import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRID_SIZE, LIGHTBOX_SIZE, processAsset, type ProcessedAsset, type ProcessResult } from './process';
import { sanitizeCss, sanitizeSvg } from './sanitizeSvg';
import { onePagePdf } from './testPdf';

// DejaVu Sans Mono Oblique, copied from Debian's fonts-dejavu-core (free licence: fixtures/DejaVu-LICENSE.txt).
const TTF = readFileSync(new URL('./fixtures/DejaVuSansMono-Oblique.ttf', import.meta.url));

function ok(result: ProcessResult): ProcessedAsset {
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result;
}

async function size(image: Buffer | undefined) {
  expect(image).toBeInstanceOf(Buffer);
  const meta = await sharp(image).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation };
}

const solid = (width: number, height: number, background: string | object, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

/** A PNG whose header claims width x height, with no pixel data at all. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The tables of an sfnt (TrueType/OpenType) file. */
function sfntTables(font: Buffer) {
  const numTables = font.readUInt16BE(4);
  return Array.from({ length: numTables }, (_, i) => {
    const at = 12 + i * 16;
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    return {
      tag: font.toString('latin1', at, at + 4),
      checksum: font.readUInt32BE(at + 4),
      data: font.subarray(offset, offset + length),
    };
  });
}

const pad4 = (b: Buffer) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);

/** WOFF 1.0: the same tables, each zlib-compressed. */
function toWoff(font: Buffer): Buffer {
  const tables = sfntTables(font);
  const header = Buffer.alloc(44);
  const directory = Buffer.alloc(20 * tables.length);
  const blobs: Buffer[] = [];
  let offset = 44 + directory.length;
  tables.forEach((t, i) => {
    const packed = deflateSync(t.data);
    const stored = packed.length < t.data.length ? packed : t.data;
    directory.write(t.tag, i * 20, 'latin1');
    directory.writeUInt32BE(offset, i * 20 + 4);
    directory.writeUInt32BE(stored.length, i * 20 + 8);
    directory.writeUInt32BE(t.data.length, i * 20 + 12);
    directory.writeUInt32BE(t.checksum, i * 20 + 16);
    blobs.push(pad4(stored));
    offset += pad4(stored).length;
  });
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(font.readUInt32BE(0), 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(tables.length, 12);
  header.writeUInt32BE(font.length, 16);
  header.writeUInt16BE(1, 20);
  return Buffer.concat([header, directory, ...blobs]);
}

/** WOFF 2.0 with null transforms (allowed for glyf/loca as transform version 3): one brotli stream. */
function toWoff2(font: Buffer): Buffer {
  const tables = sfntTables(font);
  const base128 = (n: number) => {
    const bytes = [n & 0x7f];
    for (n >>>= 7; n > 0; n >>>= 7) bytes.unshift(0x80 | (n & 0x7f));
    return Buffer.from(bytes);
  };
  const directory = Buffer.concat(
    tables.map((t) => {
      const version = t.tag === 'glyf' || t.tag === 'loca' ? 3 : 0;
      return Buffer.concat([Buffer.from([(version << 6) | 63]), Buffer.from(t.tag, 'latin1'), base128(t.data.length)]);
    }),
  );
  const compressed = brotliCompressSync(Buffer.concat(tables.map((t) => t.data)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  });
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(font.readUInt32BE(0), 4);
  header.writeUInt32BE(48 + directory.length + compressed.length, 8);
  header.writeUInt16BE(tables.length, 12);
  header.writeUInt32BE(font.length, 16);
  header.writeUInt32BE(compressed.length, 20);
  header.writeUInt16BE(1, 24);
  return Buffer.concat([header, directory, compressed]);
}

const WOFF = toWoff(TTF);
const WOFF2 = toWoff2(TTF);

const MALICIOUS_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="https://evil.example/sheet.css" type="text/css"?>
<!-- a comment -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
     width="200" height="100" viewBox="0 0 200 100" onload="alert('onload')" inkscape:version="1.0">
  <script type="text/javascript">alert('script')</script>
  <style>@import url("https://evil.example/import.css"); .mark { fill: #00AA00; } .bad { fill: url(https://evil.example/x.svg#p); stroke: #000000 }</style>
  <defs>
    <linearGradient id="grad"><stop offset="0" stop-color="#0000FF"/><stop offset="1" stop-color="#00FFFF"/></linearGradient>
    <circle id="dot" r="4" fill="#123456"/>
  </defs>
  <rect id="background" x="0" y="0" width="200" height="100" fill="#CC0000" onclick="alert('click')" onmouseover="alert('over')"/>
  <circle class="mark" cx="40" cy="50" r="20" style="stroke: #FFFFFF; fill: url(http://evil.example/fill)"/>
  <path d="M 100 10 L 120 40 L 80 40 Z" fill="url(#grad)" filter="url(https://evil.example/f.svg#f)"/>
  <a xlink:href="javascript:alert('link')"><text x="10" y="90" font-size="10">Brand &amp; co</text></a>
  <a href="  JaVaScRiPt:alert('href')"><rect x="150" y="5" width="10" height="10" fill="#000000"/></a>
  <image xlink:href="https://evil.example/tracker.png" x="0" y="0" width="10" height="10"/>
  <image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="10" height="10"/>
  <use href="#dot" x="170" y="80"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert('fo')">hi</div></foreignObject>
  <animate attributeName="href" values="javascript:alert('animate')"/>
  <set attributeName="onclick" to="alert('set')"/>
  <inkscape:extension/>
</svg>`;

describe('processAsset: raster images', () => {
  it('honours EXIF orientation 6: size of the turned original, previews upright', async () => {
    // 60 wide, 40 high as stored; orientation 6 means it is shown turned a quarter: 40 x 60.
    const jpeg = await solid(60, 40, '#3366CC').jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const result = ok(await processAsset(jpeg, 'photo.jpg'));
    expect(result).toMatchObject({ mimeType: 'image/jpeg', kind: 'image', width: 40, height: 60, opaque: true });
    expect(result.dominantColor).toMatch(/^[0-9A-F]{6}$/);
    for (const preview of [result.previews.grid, result.previews.lightbox]) {
      // Small images are not enlarged; the preview carries no orientation any more.
      expect(await size(preview)).toEqual({ format: 'webp', width: 40, height: 60, orientation: undefined });
    }
  });

  it('fits big images into 1920 and 480 boxes, keeping the aspect ratio', async () => {
    const png = await solid(4000, 1000, '#FFFFFF').png().toBuffer();
    const result = ok(await processAsset(png, 'banner.png'));
    expect(result).toMatchObject({ width: 4000, height: 1000, dominantColor: 'FFFFFF', opaque: true });
    expect(await size(result.previews.lightbox)).toMatchObject({ format: 'webp', width: LIGHTBOX_SIZE, height: 480 });
    expect(await size(result.previews.grid)).toMatchObject({ format: 'webp', width: GRID_SIZE, height: 120 });
  });

  it('a PNG with transparency is not opaque; its colour is that of the visible pixels', async () => {
    // Left half #12AB34, right half fully transparent (the larger part).
    const png = await solid(100, 40, { r: 0, g: 0, b: 0, alpha: 0 }, 4)
      .composite([{ input: await solid(40, 40, '#12AB34', 4).png().toBuffer(), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const result = ok(await processAsset(png, 'logo.png'));
    expect(result).toMatchObject({ mimeType: 'image/png', kind: 'image', width: 100, height: 40, opaque: false });
    expect(result.dominantColor).toBe('12AB34');
    expect((await sharp(result.previews.grid).metadata()).hasAlpha).toBe(true);
  });

  it('an opaque PNG is opaque, with or without an alpha channel; the dominant colour is the biggest area', async () => {
    const base = solid(100, 100, '#FF8800');
    const withBlue = await base
      .composite([{ input: await solid(30, 100, '#0000FF').png().toBuffer(), left: 0, top: 0 }])
      .png()
      .toBuffer();
    expect(ok(await processAsset(withBlue, 'a.png'))).toMatchObject({ opaque: true, dominantColor: 'FF8800' });
    const rgbaAllOpaque = await solid(50, 50, { r: 10, g: 20, b: 30, alpha: 1 }, 4).png().toBuffer();
    expect((await sharp(rgbaAllOpaque).metadata()).channels).toBe(4);
    expect(ok(await processAsset(rgbaAllOpaque, 'b.png'))).toMatchObject({ opaque: true, dominantColor: '0A141E' });
  });

  it('a 16-bit PNG is previewed in 8 bits', async () => {
    const png16 = await solid(20, 10, '#102030').png().toColourspace('rgb16').toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    expect(ok(await processAsset(png16, 'deep.png'))).toMatchObject({ width: 20, height: 10, dominantColor: '102030' });
  });

  it('a tiny GIF, and an animated GIF previewed from its first frame', async () => {
    const tiny = await solid(1, 1, '#FFFF00').gif().toBuffer();
    expect(ok(await processAsset(tiny, 'dot.gif'))).toMatchObject({ mimeType: 'image/gif', width: 1, height: 1 });

    // Three 10x30 frames: red, green, blue.
    const strip = Buffer.alloc(10 * 90 * 3);
    for (let y = 0; y < 90; y++) for (let x = 0; x < 10; x++) strip[(y * 10 + x) * 3 + Math.floor(y / 30)] = 255;
    const animated = await sharp(strip, { raw: { width: 10, height: 90, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const result = ok(await processAsset(animated, 'spinner.gif'));
    expect(result).toMatchObject({ mimeType: 'image/gif', width: 10, height: 30, dominantColor: 'FF0000' });
    expect(await size(result.previews.grid)).toMatchObject({ width: 10, height: 30 });
  });

  it('a WebP', async () => {
    const webp = await solid(30, 20, '#808080').webp({ lossless: true }).toBuffer();
    const result = ok(await processAsset(webp, 'image.webp'));
    expect(result).toMatchObject({ mimeType: 'image/webp', kind: 'image', width: 30, height: 20, dominantColor: '808080' });
  });

  it('refuses a pixel bomb from its header, fast', async () => {
    const bomb = pngHeader(100_000, 100_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(100_000);
    const started = performance.now();
    expect(await processAsset(bomb, 'bomb.png')).toEqual({ ok: false, reason: 'TOO_MANY_PIXELS' });
    // decoding 10^10 pixels would take minutes (or the memory): 10 s is far from either
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('truncated and damaged images are CORRUPT', async () => {
    const jpeg = await solid(200, 200, '#336699').jpeg().toBuffer();
    expect(await processAsset(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg')).toEqual({
      ok: false,
      reason: 'CORRUPT',
    });
    expect(await processAsset(jpeg.subarray(0, 20), 'cut.jpg')).toEqual({ ok: false, reason: 'CORRUPT' });
    // A valid PNG header without usable pixel data.
    expect(await processAsset(pngHeader(64, 64), 'empty-data.png')).toEqual({ ok: false, reason: 'CORRUPT' });
  });

  it('an image format the pipeline cannot decode is UNSUPPORTED', async () => {
    // A 1x1 24-bit BMP.
    const bmp = Buffer.alloc(58);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(58, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(1, 18);
    bmp.writeInt32LE(1, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    bmp.writeUInt32LE(4, 34);
    expect(await processAsset(bmp, 'old.bmp')).toEqual({ ok: false, reason: 'UNSUPPORTED' });
  });
});

describe('processAsset: SVG', () => {
  let result: ProcessedAsset;
  let svg: string;
  beforeAll(async () => {
    result = ok(await processAsset(Buffer.from(MALICIOUS_SVG), 'logo.svg'));
    svg = result.sanitizedSvg!.toString('utf8');
  });

  it('drops scripts, handlers, javascript: and external references, foreignObject, animation', () => {
    expect(result).toMatchObject({ mimeType: 'image/svg+xml', kind: 'svg', width: 200, height: 100 });
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'onmouseover',
      'javascript',
      'evil.example',
      '@import',
      'foreignObject',
      '<div',
      '<animate',
      '<set',
      'data:image/svg',
      'inkscape',
      'xml-stylesheet',
      '<!--',
    ]) {
      expect(svg.toLowerCase(), gone).not.toContain(gone.toLowerCase());
    }
    // Re-parsing the output finds no handler attribute and no external reference anywhere.
    expect(svg).not.toMatch(/\son\w+=/i);
    expect(svg).not.toMatch(/href="(?!#)/);
    expect(svg).not.toMatch(/url\((?!#)/);
  });

  it('keeps the shapes, text, gradients, classes and local references', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 200 100"');
    expect(svg).toContain('<rect id="background" x="0" y="0" width="200" height="100" fill="#CC0000"/>');
    expect(svg).toContain('<circle class="mark" cx="40" cy="50" r="20" style="stroke: #FFFFFF; "/>');
    expect(svg).toContain('<path d="M 100 10 L 120 40 L 80 40 Z" fill="url(#grad)"/>');
    expect(svg).toContain('<linearGradient id="grad">');
    expect(svg).toContain('.mark { fill: #00AA00; }');
    expect(svg).toContain('stroke: #000000');
    expect(svg).toContain('<text x="10" y="90" font-size="10">Brand &amp; co</text>');
    expect(svg).toContain('<use href="#dot" x="170" y="80"/>');
    expect(svg.match(/<use/g)).toHaveLength(1);
    expect(svg.match(/<image/g)).toBeNull();
    // The links stay as groups, without their targets.
    expect(svg).toContain('<a><text');
  });

  it('renders the sanitised SVG to WebP previews (vectors fill the boxes)', async () => {
    expect(await size(result.previews.lightbox)).toMatchObject({ format: 'webp', width: 1920, height: 960 });
    expect(await size(result.previews.grid)).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect(result).toMatchObject({ dominantColor: 'CC0000', opaque: true });
  });

  it('a logo on a transparent background is not opaque and keeps its own colour', async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="2" fill="#1E90FF"/></svg>';
    const r = ok(await processAsset(Buffer.from(logo), 'icon.svg'));
    expect(r).toMatchObject({ kind: 'svg', opaque: false, dominantColor: '1E90FF' });
  });

  it('accepts Illustrator-style namespace entities and a root without xmlns', async () => {
    const illustrator = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_svg "http://www.w3.org/2000/svg">
  <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="20" height="20"><rect width="20" height="20" fill="#FF00FF"/></svg>`;
    expect(ok(await processAsset(Buffer.from(illustrator), 'ai-export.svg'))).toMatchObject({
      kind: 'svg',
      dominantColor: 'FF00FF',
    });
    const bare = '<svg width="8" height="4"><rect width="8" height="4" fill="#00FF00"/></svg>';
    const r = ok(await processAsset(Buffer.from(bare), 'bare.svg'));
    expect(r).toMatchObject({ kind: 'svg', width: 8, height: 4, dominantColor: '00FF00' });
    expect(r.sanitizedSvg!.toString()).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it('malformed XML, entity bombs and non-SVG XML named .svg are CORRUPT', async () => {
    expect(await processAsset(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), 'x.svg')).toEqual({
      ok: false,
      reason: 'CORRUPT',
    });
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>`;
    expect(await processAsset(Buffer.from(laughs), 'lol.svg')).toEqual({ ok: false, reason: 'CORRUPT' });
    expect(await processAsset(Buffer.from('<?xml version="1.0"?><note>hi</note>'), 'x.svg')).toEqual({
      ok: false,
      reason: 'CORRUPT',
    });
  });

  it('sanitizeCss refuses escapes and keeps local urls', () => {
    expect(sanitizeCss('a { fill: u\\72l(https://evil) }')).toBeUndefined();
    expect(sanitizeCss('@font-face { src: local(x) }')).toBeUndefined();
    expect(sanitizeCss('a { fill: url(#g) }')).toBe('a { fill: url(#g) }');
    expect(sanitizeCss('@import "x.css"; a { fill: red }')).toBe(' a { fill: red }');
    expect(() => sanitizeSvg(Buffer.from('<html/>'))).toThrow();
  });
});

describe('processAsset: fonts', () => {
  const expected = { family: 'DejaVu Sans Mono', style: 'Oblique' };

  it('reads family and style from a TrueType font, with no previews', async () => {
    const result = ok(await processAsset(TTF, 'DejaVuSansMono-Oblique.ttf'));
    expect(result).toEqual({
      ok: true,
      mimeType: 'font/ttf',
      kind: 'font',
      font: { ...expected, format: 'truetype' },
      previews: {},
    });
  });

  it('reads WOFF and WOFF2 (decompressed by fontkit)', async () => {
    expect(ok(await processAsset(WOFF, 'mono.woff'))).toMatchObject({
      mimeType: 'font/woff',
      kind: 'font',
      font: { ...expected, format: 'woff' },
    });
    expect(ok(await processAsset(WOFF2, 'mono.woff2'))).toMatchObject({
      mimeType: 'font/woff2',
      kind: 'font',
      font: { ...expected, format: 'woff2' },
    });
  });

  it('the bytes decide, not the name; junk or a cut font under a font name is CORRUPT', async () => {
    expect(ok(await processAsset(TTF, 'download.bin'))).toMatchObject({ kind: 'font', mimeType: 'font/ttf' });
    expect(await processAsset(Buffer.from('definitely not a font, just some text'), 'fake.ttf')).toEqual({
      ok: false,
      reason: 'CORRUPT',
    });
    expect(await processAsset(TTF.subarray(0, 2000), 'cut.ttf')).toEqual({ ok: false, reason: 'CORRUPT' });
    expect(await processAsset(WOFF2.subarray(0, WOFF2.length - 5000), 'cut.woff2')).toEqual({ ok: false, reason: 'CORRUPT' });
  });
});

describe('processAsset: PDF', () => {
  // A 200 x 100 page, its left 150 points red, the rest white.
  const pdf = onePagePdf({ content: '1 0 0 rg 0 0 150 100 re f' });

  it("a PDF is a document, whatever its name, previewed by its first page's pixels", async () => {
    const result = ok(await processAsset(pdf, 'guidelines.pdf'));
    expect(result).toMatchObject({
      mimeType: 'application/pdf',
      kind: 'document',
      // The page's size in points (72 dpi).
      width: 200,
      height: 100,
      dominantColor: 'FF0000',
      opaque: true,
    });
    // Vectors fill the boxes, like an SVG's.
    expect(await size(result.previews.lightbox)).toMatchObject({ format: 'webp', width: LIGHTBOX_SIZE, height: 960 });
    expect(await size(result.previews.grid)).toMatchObject({ format: 'webp', width: GRID_SIZE, height: 240 });
    expect(await processAsset(pdf, 'guidelines.png')).toMatchObject({ ok: true, mimeType: 'application/pdf', kind: 'document' });
  });

  it('an empty page is a white preview', async () => {
    const result = ok(await processAsset(onePagePdf({ mediaBox: [0, 0, 595.28, 841.89] }), 'blank.pdf'));
    expect(result).toMatchObject({ kind: 'document', width: 595, height: 842, dominantColor: 'FFFFFF', opaque: true });
    expect(await size(result.previews.lightbox)).toMatchObject({ width: 1357, height: LIGHTBOX_SIZE });
    expect(await size(result.previews.grid)).toMatchObject({ width: 339, height: GRID_SIZE });
  });

  it('a page of 14,400 points a side is drawn scaled into the boxes', async () => {
    const huge = onePagePdf({ mediaBox: [0, 0, 14400, 14400], content: '0 0 1 rg 0 0 14400 9000 re f' });
    const result = ok(await processAsset(huge, 'poster.pdf'));
    expect(result).toMatchObject({ width: 14400, height: 14400, dominantColor: '0000FF' });
    expect(await size(result.previews.lightbox)).toMatchObject({ width: LIGHTBOX_SIZE, height: LIGHTBOX_SIZE });
    expect(await size(result.previews.grid)).toMatchObject({ width: GRID_SIZE, height: GRID_SIZE });
  });

  it('a PDF that pdf.js cannot open or draw is still a document, without previews', async () => {
    const document = { ok: true, mimeType: 'application/pdf', kind: 'document', previews: {} };
    // A catalog and no page.
    const catalogOnly = Buffer.from(
      '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    expect(await processAsset(catalogOnly, 'guidelines.pdf')).toEqual(document);
    // Cut in half.
    expect(await processAsset(pdf.subarray(0, pdf.length / 2), 'cut.pdf')).toEqual(document);
    // Locked with a password.
    const locked = onePagePdf({ content: '1 0 0 rg 0 0 150 100 re f', userPassword: 'secret' });
    expect(await processAsset(locked, 'locked.pdf')).toEqual(document);
  });

  it('never throws on damaged versions of a PDF', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 6; round++) {
      const damaged = Buffer.from(pdf.subarray(0, Math.max(1, Math.floor(pdf.length * (0.5 + random() * 0.5)))));
      for (let k = 0; k < 4; k++) damaged[8 + Math.floor(random() * (damaged.length - 8))] = Math.floor(random() * 256);
      const result = await processAsset(damaged, 'file.pdf');
      expect(result.ok).toBe(true);
    }
  });
});

describe('processAsset: documents, other files, bad input', () => {
  it('PNG bytes named .pdf are an image', async () => {
    const png = await solid(8, 8, '#FF0000').png().toBuffer();
    expect(ok(await processAsset(png, 'brochure.pdf'))).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 8 });
  });

  it('plain text gets its type from the extension; unknown binary is octet-stream', async () => {
    expect(await processAsset(Buffer.from('name,hex\nred,FF0000\n'), 'colours.csv')).toEqual({
      ok: true,
      mimeType: 'text/csv',
      kind: 'other',
      previews: {},
    });
    expect(ok(await processAsset(Buffer.from('hello'), 'notes'))).toMatchObject({ mimeType: 'text/plain', kind: 'other' });
    expect(ok(await processAsset(Buffer.from([0x00, 0x9f, 0x12, 0xff, 0x00, 0x01]), 'blob.dat'))).toMatchObject({
      mimeType: 'application/octet-stream',
      kind: 'other',
    });
    expect(await processAsset(Buffer.from([0x00, 0x9f, 0x12, 0xff, 0x00, 0x01]), 'photo.png')).toEqual({
      ok: false,
      reason: 'CORRUPT',
    });
  });

  it('an empty buffer is EMPTY', async () => {
    expect(await processAsset(Buffer.alloc(0), 'empty.png')).toEqual({ ok: false, reason: 'EMPTY' });
    expect(await processAsset(undefined as unknown as Buffer, 'nothing')).toEqual({ ok: false, reason: 'EMPTY' });
  });

  it('never throws on damaged versions of every fixture', async () => {
    const fixtures = [
      await solid(64, 48, '#123456').jpeg().toBuffer(),
      await solid(64, 48, '#123456').png().toBuffer(),
      await solid(64, 48, '#123456').webp().toBuffer(),
      await solid(16, 16, '#123456').gif().toBuffer(),
      Buffer.from(MALICIOUS_SVG),
      WOFF2.subarray(0, 4096),
      WOFF.subarray(0, 4096),
      TTF.subarray(0, 4096),
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const original of fixtures) {
      for (let round = 0; round < 12; round++) {
        const damaged = Buffer.from(original.subarray(0, Math.max(1, Math.floor(original.length * (0.3 + random() * 0.7)))));
        for (let k = 0; k < 6; k++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
        const result = await processAsset(damaged, 'file');
        expect(typeof result.ok).toBe('boolean');
      }
    }
  });
});
