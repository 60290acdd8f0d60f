import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { createFilesystemBlobStore } from '@brandtrail/infra';
import { CONFIRM_ASSET_MUTATION, CREATE_ASSET_MUTATION, postMultipart } from './assetBench';
import { startAppChild } from './child';
import { childEnv, graphql, registerUser } from './httpBench';
import { CREATE_BRAND_MUTATION, CREATE_ELEMENT_MUTATION, CREATE_PAGE_MUTATION, UPDATE_ELEMENT_MUTATION } from './queries';
import { fmt, median, type Figure } from './report';

/**
 * Figure 21 (issue 17): a download element's 20 files of 10 MB as one zip (`GET /api/download-zip`)
 * starts within 200 ms (its first byte) and streams at least half as fast as reading the same
 * files straight from the same blob store. The product (benchServer.ts in a child process, the
 * filesystem blob store in its DATA_DIR) gets 20 PNGs of random pixels (10 MB each, which no
 * compression shrinks), uploaded through `/uploads` and processed until ready, in one download
 * element. Then, alternating RUNS times: the baseline opens the same 20 originals in the bench
 * process through the same store (`BlobStore.open`, one after the other, each read to its end),
 * and the value is a node:http client reading the zip to its end, counting bytes, never keeping
 * them. First byte: from the request (or the first open) to the first chunk of bytes; throughput:
 * bytes over the whole time. Medians.
 */

type Say = (text: string) => void;

const FILES = 20;
const MB = 1024 * 1024;
const RUNS = 5;

/** A PNG of random pixels of about `bytes`: stored (level 0), so the file is its pixels. */
async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

interface Read {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

/** The zip read to its end by a plain HTTP client that counts its bytes. */
function readZip(url: string, cookie: string): Promise<Read> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`GET /api/download-zip answered ${res.statusCode}`));
      }
      let firstByteMs = Number.NaN;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ firstByteMs, totalMs: performance.now() - started, bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function zipFigures(say: Say): Promise<Figure[]> {
  const t0 = performance.now();
  const app = await startAppChild(childEnv({}), 180_000);
  try {
    const dataDir = String(app.ready.dataDir);
    say(`app started in a child process in ${fmt((performance.now() - t0) / 1000, 1)} s at ${app.url} (DATA_DIR ${dataDir})`);
    const { cookie } = await registerUser(app.url);
    const brand = await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: 'Bench zip' });
    const brandId = (brand.json.data as { createBrand: { brand: { id: string } } }).createBrand.brand.id;
    const page = await graphql(app.url, cookie, CREATE_PAGE_MUTATION, { brandId, name: 'Downloads' });
    const pageId = (page.json.data as { createPage: { page: { id: string } } }).createPage.page.id;

    // 20 files of 10 MB, uploaded, confirmed and processed (only ready files go in a zip)
    const t1 = performance.now();
    const assetIds: string[] = [];
    const keys: string[] = [];
    for (let i = 0; i < FILES; i++) {
      const bytes = await noisePng(10 * MB);
      const created = await graphql(app.url, cookie, CREATE_ASSET_MUTATION, {
        input: { brandId, name: `Photo ${i + 1}.png`, byteSize: bytes.length },
      });
      const { asset, uploadInfo } = (
        created.json.data as {
          createAsset: { asset: { id: string }; uploadInfo: { action: string; fields: { name: string; value: string }[] } };
        }
      ).createAsset;
      const action = new URL(uploadInfo.action, app.url);
      const posted = await postMultipart(app.url + action.pathname + action.search, uploadInfo.fields, bytes);
      if (posted.status !== 204) throw new Error(`POST /uploads answered ${posted.status}: ${posted.text.slice(0, 300)}`);
      await graphql(app.url, cookie, CONFIRM_ASSET_MUTATION, { input: { id: asset.id } });
      assetIds.push(asset.id);
      keys.push(uploadInfo.fields.find((f) => f.name === 'key')!.value.replace(/\/upload$/, '/original'));
    }
    const statuses = async () =>
      (
        (await graphql(app.url, cookie, 'query($ids: [ID!]!) { assets(ids: $ids) { status } }', { ids: assetIds })).json.data as {
          assets: { status: string }[];
        }
      ).assets.map((a) => a.status);
    for (let s = await statuses(); !s.every((x) => x === 'ready'); s = await statuses()) {
      if (s.includes('failed')) throw new Error('processing failed for a bench file');
      if (performance.now() - t1 > 600_000) throw new Error(`files still processing: ${s.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    say(`${FILES} files of 10 MB uploaded and processed in ${fmt((performance.now() - t1) / 1000, 1)} s`);

    const created = await graphql(app.url, cookie, CREATE_ELEMENT_MUTATION, { pageId, type: 'download' });
    const elementId = (created.json.data as { createElement: { element: { elementId: string } } }).createElement.element
      .elementId;
    await graphql(app.url, cookie, UPDATE_ELEMENT_MUTATION, {
      input: { pageId, elementId, label: 'All photos', assets: assetIds },
    });
    const zipUrl = `${app.url}/api/download-zip?element=${elementId}`;

    // the same store, opened here on the same folder (its secret is the app's, from the folder)
    const store = await createFilesystemBlobStore({ dataDir, publicUrl: app.url });
    const readStore = async (): Promise<Read> => {
      const started = performance.now();
      let firstByteMs = Number.NaN;
      let bytes = 0;
      for (const key of keys) {
        const opened = await store.open(key);
        if (!opened) throw new Error(`${key} is missing from the store`);
        for await (const chunk of opened.stream as AsyncIterable<Buffer>) {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
        }
      }
      return { firstByteMs, totalMs: performance.now() - started, bytes };
    };

    // one warm-up of each (the route's modules, the files into the page cache), not counted
    await readStore();
    await readZip(zipUrl, cookie);
    const raw: Read[] = [];
    const zipped: Read[] = [];
    for (let run = 0; run < RUNS; run++) {
      raw.push(await readStore());
      zipped.push(await readZip(zipUrl, cookie));
    }
    const mbps = (r: Read) => r.bytes / MB / (r.totalMs / 1000);
    const zipRate = median(zipped.map(mbps));
    const storeRate = median(raw.map(mbps));
    const zipFirst = median(zipped.map((r) => r.firstByteMs));
    const storeFirst = median(raw.map((r) => r.firstByteMs));
    say(
      `zip ${fmt(zipped[0]!.bytes / MB, 1)} MB: first byte ${zipped.map((r) => fmt(r.firstByteMs, 1)).join(', ')} ms, ` +
        `${zipped.map((r) => fmt(mbps(r))).join(', ')} MB/s; store read ${fmt(raw[0]!.bytes / MB, 1)} MB: first byte ` +
        `${raw.map((r) => fmt(r.firstByteMs, 1)).join(', ')} ms, ${raw.map((r) => fmt(mbps(r))).join(', ')} MB/s`,
    );
    return [
      {
        figure: `21. zip of ${FILES} files of 10 MB: first byte (median of ${RUNS})`,
        value: zipFirst,
        unit: 'ms',
        baseline: 'first byte of the same files read straight from the blob store, same run',
        baselineValue: storeFirst,
        target: 'value <= 200 ms',
        pass: zipFirst <= 200,
      },
      {
        figure: `21. zip of ${FILES} files of 10 MB: throughput (median of ${RUNS})`,
        value: zipRate,
        unit: 'MB/s',
        baseline: 'the same 20 files read straight from the same blob store, same run',
        baselineValue: storeRate,
        target: 'ratio >= 0.50',
        pass: zipRate >= 0.5 * storeRate,
      },
    ];
  } finally {
    await app.stop().catch(() => undefined);
  }
}
