import { randomBytes } from 'node:crypto';
import { open, rm, unlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { GRID_SIZE, LIGHTBOX_SIZE, processAsset, WEBP_QUALITY } from '@brandtrail/workers';
import { startAppChild, startChild } from './child';
import { summariseProfile } from './cpuProfile';
import { childEnv, graphql, registerUser } from './httpBench';
import { CREATE_BRAND_MUTATION } from './queries';
import { fmt, type Figure } from './report';
import { interleave } from './storeBench';

/**
 * Figures 11 and 12: assets. 11 is the product's own `processAsset` (workers) on 12 MP JPEGs
 * against a bare sharp pipeline doing the same image work, in the bench process, alternating
 * blocks. 12 posts a 20 MB file through the product's real `POST /uploads` route (benchServer.ts
 * in a child process, the filesystem blob store in its DATA_DIR), against a plain fs.writeFile of
 * the same bytes into the same directory, alternating blocks.
 */

const MB = 1024 * 1024;

/**
 * POSTs a multipart form (`fields`, then `bytes` as `file`) with node:http, the body written as
 * three buffers. The client is not what figure 12 measures: undici's FormData encoder spends about
 * 170 ms of CPU on a 20 MB file here (on 2 cores that slows the server it shares them with), a
 * browser streams the file from disk. Resolves with the status and the answer's text.
 */
export function postMultipart(url: string, fields: { name: string; value: string }[], bytes: Buffer) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    fields.map((f) => `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`).join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes.length + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(bytes);
    req.end(tail);
  });
}

/** A small deterministic PRNG (xorshift32), so that every run processes the same images. */
function prng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

/**
 * A 12 MP photo-like JPEG (4000x3000, quality 90, 4:2:0): smooth colour fields (random colours
 * at 40x30 and 400x300 upscaled with a cubic kernel) plus fine grain, which compresses to a few
 * MB as a camera's JPEG does, not to the tens of KB of a flat gradient or the 20 MB of white noise.
 */
export async function photoLikeJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const random = prng(seed * 7919 + 17);
  const field = async (w: number, h: number) => {
    const small = Buffer.alloc(w * h * 3);
    for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
    return sharp(small, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
  };
  const coarse = await field(40, 30);
  const detail = await field(400, 300);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const grain = (random() + random() - 1) * 24;
    pixels[i] = Math.max(0, Math.min(255, Math.round(coarse[i]! * 0.7 + detail[i]! * 0.3 + grain)));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The bare pipeline: the same work as the product's, with nothing else. One decode (JPEG
 * shrink-on-load) to at most LIGHTBOX_SIZE as raw pixels; from those, the lightbox WebP and a
 * GRID_SIZE copy, its WebP and stats() (dominant colour, opacity) on it.
 */
export async function bareSharp(bytes: Buffer): Promise<{ lightbox: Buffer; grid: Buffer; dominant: string; opaque: boolean }> {
  const large = await sharp(bytes)
    .resize(LIGHTBOX_SIZE, LIGHTBOX_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const largeRaw = { width: large.info.width, height: large.info.height, channels: large.info.channels };
  const lightbox = await sharp(large.data, { raw: largeRaw }).webp({ quality: WEBP_QUALITY }).toBuffer();
  const small = await sharp(large.data, { raw: largeRaw })
    .resize(GRID_SIZE, GRID_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const smallRaw = { width: small.info.width, height: small.info.height, channels: small.info.channels };
  const grid = await sharp(small.data, { raw: smallRaw }).webp({ quality: WEBP_QUALITY }).toBuffer();
  const stats = await sharp(small.data, { raw: smallRaw }).stats();
  const d = stats.dominant;
  return { lightbox, grid, dominant: `${d.r},${d.g},${d.b}`, opaque: stats.isOpaque };
}

/** Figure 11: processAsset on 12 MP JPEGs against the bare sharp pipeline, alternating blocks. */
export async function assetProcessing(
  say: (text: string) => void,
  ms = Number(process.env.BENCH_ASSET_MS ?? 20_000),
): Promise<Figure> {
  // Every upload is a different file: libvips's operation cache would otherwise answer repeated
  // decodes of the same few buffers from memory, for the product and the baseline alike.
  sharp.cache(false);
  const t0 = performance.now();
  const images = await Promise.all([1, 2, 3, 4, 5].map((seed) => photoLikeJpeg(seed)));
  say(
    `generated ${images.length} 4000x3000 JPEGs (q90) in ${fmt((performance.now() - t0) / 1000, 1)} s: ` +
      `${images.map((b) => `${fmt(b.length / MB, 1)} MB`).join(', ')}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ` +
      `sharp.concurrency() ${sharp.concurrency()}`,
  );

  // Both do the same work and agree on the result.
  const product = await processAsset(images[0]!, 'photo.jpg');
  if (!product.ok || product.kind !== 'image' || !product.previews.lightbox || !product.previews.grid)
    throw new Error(`processAsset did not process the JPEG: ${JSON.stringify(product).slice(0, 300)}`);
  const bare = await bareSharp(images[0]!);
  const [pl, pg, bl, bg] = await Promise.all(
    [product.previews.lightbox, product.previews.grid, bare.lightbox, bare.grid].map((b) => sharp(b).metadata()),
  );
  say(
    `processAsset: ${product.width}x${product.height}, lightbox ${pl!.width}x${pl!.height} ${fmt(product.previews.lightbox.length / 1024)} KB, ` +
      `grid ${pg!.width}x${pg!.height} ${fmt(product.previews.grid.length / 1024)} KB, #${product.dominantColor}, opaque ${product.opaque}; ` +
      `bare: lightbox ${bl!.width}x${bl!.height} ${fmt(bare.lightbox.length / 1024)} KB, grid ${bg!.width}x${bg!.height} ${fmt(bare.grid.length / 1024)} KB`,
  );
  if (pl!.width !== bl!.width || pg!.width !== bg!.width)
    throw new Error('processAsset and the bare pipeline made different sizes');

  // Warm-up, then blocks of every image once each, alternating.
  for (const image of images) {
    await processAsset(image, 'photo.jpg');
    await bareSharp(image);
  }
  const pick = (i: number) => images[i % images.length]!;
  const { product: rate, bare: baseRate } = await interleave(ms, images.length, {
    product: async (i) => {
      const r = await processAsset(pick(i), 'photo.jpg');
      if (!r.ok) throw new Error(`processAsset failed: ${r.reason}`);
    },
    bare: (i) => bareSharp(pick(i)),
  });
  say(`processAsset ${fmt(1000 / rate, 1)} ms per image; bare sharp ${fmt(1000 / baseRate, 1)} ms per image`);
  return {
    figure: '11. asset processing, 12 MP JPEG (processAsset)',
    value: rate,
    unit: 'images/s',
    baseline: 'bare sharp: 1 decode, 1920 + 480 WebP q80, stats on 480',
    baselineValue: baseRate,
    target: 'ratio >= 0.80',
    pass: rate / baseRate >= 0.8,
  };
}

export const CREATE_ASSET_MUTATION =
  'mutation CreateAsset($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } uploadInfo { action method fields { name value } } } }';
export const CONFIRM_ASSET_MUTATION =
  'mutation ConfirmAsset($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { asset { id uploaded byteSize status } } }';

interface UploadInfo {
  action: string;
  method: string;
  fields: { name: string; value: string }[];
}

/**
 * Figure 12: a 20 MB file POSTed through the product's `/uploads` (multipart form, streamed to a
 * temp file, flushed to the disk, renamed into place) against a raw disk write of the same bytes
 * to a new file in the same DATA_DIR: fs.writeFile and fdatasync, as durable as the store's
 * write (which also syncs its metadata and folders). For reference, the write to the page cache
 * alone (no sync) in the same blocks. Each upload gets a fresh form from createAsset (not timed);
 * every side's files are deleted after each block, so that all write into an equally full cache.
 */
export async function uploadThroughput(
  say: (text: string) => void,
  ms = Number(process.env.BENCH_UPLOAD_MS ?? 10_000),
): Promise<Figure> {
  const size = 20 * MB;
  const bytes = randomBytes(size);
  const t0 = performance.now();
  const app = await startAppChild(childEnv({}));
  try {
    const dataDir = String(app.ready.dataDir);
    say(`app started in a child process in ${fmt((performance.now() - t0) / 1000, 1)} s at ${app.url} (DATA_DIR ${dataDir})`);
    const { cookie } = await registerUser(app.url);
    const brand = await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: 'Bench uploads' });
    const brandId = (brand.json.data as { createBrand: { brand: { id: string } } }).createBrand.brand.id;

    let formMs = 0;
    let forms = 0;
    const newForm = async (i: number) => {
      const t = performance.now();
      const res = await graphql(app.url, cookie, CREATE_ASSET_MUTATION, {
        input: { brandId, name: `bench-${i}.bin`, byteSize: size },
      });
      formMs += performance.now() - t;
      forms++;
      return (res.json.data as { createAsset: { asset: { id: string }; uploadInfo: UploadInfo } }).createAsset;
    };
    const post = async (info: UploadInfo) => {
      const action = new URL(info.action, app.url);
      const res = await postMultipart(app.url + action.pathname + action.search, info.fields, bytes);
      if (res.status !== 204) throw new Error(`POST ${action.pathname} answered ${res.status}: ${res.text.slice(0, 300)}`);
    };
    const keyOf = (info: UploadInfo) => info.fields.find((f) => f.name === 'key')!.value;
    const stored = (key: string) => path.join(dataDir, 'blobs', 'files', ...key.split('/'));

    // The whole path once, confirmed: the product sees the upload as the declared size.
    const first = await newForm(0);
    await post(first.uploadInfo);
    const confirmed = await graphql(app.url, cookie, CONFIRM_ASSET_MUTATION, { input: { id: first.asset.id } });
    const asset = (confirmed.json.data as { confirmAssetUpload: { asset: { uploaded: boolean; byteSize: number } } })
      .confirmAssetUpload.asset;
    if (!asset.uploaded || asset.byteSize !== size) throw new Error(`confirmAssetUpload answered ${JSON.stringify(asset)}`);

    const block = 3;
    const pending: UploadInfo[] = [];
    const written: string[] = [];
    const rawFile = (i: number) => path.join(dataDir, `bench-raw-${i}.bin`);
    const ops = {
      upload: async () => {
        const info = pending.shift()!;
        await post(info);
        written.push(stored(keyOf(info)));
      },
      raw: async (i: number) => {
        const handle = await open(rawFile(i), 'w');
        try {
          await handle.writeFile(bytes);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        written.push(rawFile(i));
      },
      cache: async (i: number) => {
        await writeFile(rawFile(i), bytes);
        written.push(rawFile(i));
      },
    };
    // Forms for a block are made before it; files are deleted after each block (neither timed).
    const untimed = async () => {
      while (written.length) await rm(written.pop()!, { force: true });
      while (pending.length < block) pending.push((await newForm(forms)).uploadInfo);
    };
    // Warm-up: a few of each.
    await untimed();
    for (let k = 0; k < block; k++) await ops.upload();
    for (let k = 0; k < block; k++) await ops.raw(k);
    for (let k = 0; k < block; k++) await ops.cache(block + k);
    await untimed();
    const perSecond = await interleave(ms, block, ops, untimed);
    const result = {
      upload: (perSecond.upload * size) / MB,
      raw: (perSecond.raw * size) / MB,
      cache: (perSecond.cache * size) / MB,
    };
    const each = (mbPerSecond: number) => `${fmt((size / MB / mbPerSecond) * 1000, 1)} ms`;
    say(
      `${fmt(size / MB)} MB per file; upload ${each(result.upload)} each, raw write with fdatasync ${each(result.raw)}, ` +
        `to the page cache only ${each(result.cache)}; createAsset ${fmt(formMs / forms, 1)} ms each (not timed)`,
    );
    say(
      `reference: against the write to the page cache only (no sync; the store answers only after its sync): ` +
        `${fmt(result.upload)} vs ${fmt(result.cache)} MB/s, ratio ${fmt(result.upload / result.cache, 2)}`,
    );
    await unlink(stored(keyOf(first.uploadInfo))).catch(() => undefined);

    // Where an upload's time goes: the app's CPU (server) and this process's (the client sending
    // the multipart body) over a few uploads alone, optionally with a CPU
    // profile of the app (BENCH_UPLOAD_CPU_PROFILE=file).
    const profileFile = process.env.BENCH_UPLOAD_CPU_PROFILE ? path.resolve(process.env.BENCH_UPLOAD_CPU_PROFILE) : undefined;
    const n = 12;
    await untimed();
    while (pending.length < n) pending.push((await newForm(forms)).uploadInfo);
    await app.ask('reset', 'reset');
    if (profileFile) await app.ask('cpu-start', 'cpu-start');
    const cpu0 = process.cpuUsage();
    const w0 = performance.now();
    for (let k = 0; k < n; k++) await ops.upload();
    const wallMs = (performance.now() - w0) / n;
    const client = process.cpuUsage(cpu0);
    const server = (await app.ask('stats', 'stats')) as {
      cpuMs: number;
      eventLoopUtilization: number;
      gc: Record<string, { count: number; ms: number }>;
    };
    const gc = Object.entries(server.gc).map(([kind, { count, ms }]) => `${kind} ${count}x ${fmt(ms, 1)} ms`);
    say(
      `per upload: ${fmt(wallMs, 1)} ms wall; app CPU ${fmt(server.cpuMs / n, 1)} ms (event loop ${fmt(server.eventLoopUtilization * 100)} % busy); ` +
        `client (node:http, this process) CPU ${fmt((client.user + client.system) / 1000 / n, 1)} ms; ` +
        `app garbage collection over the ${n} uploads: ${gc.join(', ') || 'none'}`,
    );
    if (profileFile) {
      await app.ask(`cpu-stop ${profileFile}`, 'cpu-stop');
      const summary = summariseProfile(profileFile, 12);
      say(
        `CPU profile of the app during uploads (${profileFile}), inclusive: ${summary.packages.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`,
      );
      say(`  most self time: ${summary.functions.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`);
    }
    await untimed();

    // The transport alone, for reference: the same multipart POSTs to a bare node:http server (in
    // a child process too) that streams the body to a file in the same directory.
    const sink = await startChild('uploadSink.ts', childEnv({ BENCH_SINK_DIR: dataDir }));
    try {
      const sinkMs = async (url: string) => {
        const once = async () => {
          const res = await postMultipart(url, first.uploadInfo.fields, bytes);
          if (res.status !== 204) throw new Error(`upload sink answered ${res.status}`);
        };
        for (let k = 0; k < 3; k++) await once();
        const s0 = performance.now();
        for (let k = 0; k < n; k++) await once();
        return (performance.now() - s0) / n;
      };
      const describe = (ms: number) =>
        `${fmt(ms, 1)} ms, ${fmt(size / MB / (ms / 1000))} MB/s (${fmt(size / MB / (ms / 1000) / result.cache, 2)} of the page-cache write; neither syncs)`;
      say(
        `reference: the same POST to a bare node:http server streaming the body to a file: ${describe(await sinkMs(sink.url))}`,
      );
      say(
        `reference: the same POST to a bare node:http server that only reads the body: ${describe(await sinkMs(`${sink.url}/discard`))}`,
      );
    } finally {
      await sink.stop();
    }
    return {
      figure: '12. upload through POST /uploads (filesystem store, 20 MB)',
      value: result.upload,
      unit: 'MB/s',
      baseline: 'raw disk write of the same bytes, same directory (fs.writeFile + fdatasync; the store syncs too)',
      baselineValue: result.raw,
      target: 'ratio >= 0.50',
      pass: result.upload / result.raw >= 0.5,
    };
  } finally {
    await app.stop();
  }
}
