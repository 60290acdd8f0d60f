import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, openTestDatabase, startTestS3, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

/**
 * `GET /api/download-zip?element=` (pages/downloadZip.ts) on both blob stores: the zip's names and
 * bytes as Info-ZIP's `unzip` reads them, HEAD, the refusals (translated, never a 500), who may
 * download (the element's readers, as Page.elements decides) and a client that hangs up mid-way.
 */

const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`;
const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;
const UPDATE_ELEMENT = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`;
const CREATE_ASSET = `mutation($input: CreateAssetInput!) {
  createAsset(input: $input) { asset { id } uploadInfo { action method fields { name value } } } }`;
const CONFIRM = `mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { asset { id } } }`;
const STATUS = `query($ids: [ID!]!) { assets(ids: $ids) { id status } }`;
const SHARE = `mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { token } } }`;

const UUID_NOWHERE = '0b7c2f3e-8d1a-4c55-9f00-1a2b3c4d5e6f';

/** A PNG of random pixels (so no two are alike, and it does not shrink), about 3 × width × height bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe.each(['filesystem', 's3'] as const)('the download zip (%s store)', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let s3: Awaited<ReturnType<typeof startTestS3>> | undefined;
  let owner: TestClient;
  let stranger: TestClient;
  let anonymous: TestClient;
  let privateBrand: string;
  let publicBrand: string;
  let privatePage: string;
  let publicPage: string;
  /** The files of the main element, by the name the zip should give them. */
  const expected = new Map<string, Buffer>();
  let mainElement: string;
  let headlineElement: string;
  let emptyElement: string;
  let publicElement: string;
  let membersOnlyElement: string;
  let bigElement: string;
  let bigFiles = 0;

  const gql = async <T>(client: TestClient, query: string, variables: Record<string, unknown>) => {
    const res = await client.graphql<T>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };

  /** Uploads as the browser does (to S3 itself, or to this app's `/uploads`), confirms, and answers the asset's id. */
  const upload = async (brandId: string, name: string, body: Buffer) => {
    const { createAsset } = await gql<{
      createAsset: {
        asset: { id: string };
        uploadInfo: { action: string; method: string; fields: { name: string; value: string }[] };
      };
    }>(owner, CREATE_ASSET, { input: { brandId, name, byteSize: body.length } });
    const form = new FormData();
    for (const f of createAsset.uploadInfo.fields) form.append(f.name, f.value);
    form.append('file', new Blob([new Uint8Array(body)], { type: 'image/png' }), name);
    const action = new URL(createAsset.uploadInfo.action, app.url);
    const posted = await fetch(kind === 's3' ? action : app.url + action.pathname, { method: 'POST', body: form });
    expect(posted.status).toBeLessThan(300);
    await gql(owner, CONFIRM, { input: { id: createAsset.asset.id } });
    return createAsset.asset.id;
  };

  /** Waits until processing has answered for each asset (ready or failed), as the library's refresh does. */
  const whenProcessed = (ids: string[]) =>
    vi.waitFor(
      async () => {
        const statuses = (await gql<{ assets: { status: string }[] }>(owner, STATUS, { ids })).assets.map((a) => a.status);
        if (statuses.length !== ids.length || statuses.some((s) => s !== 'ready' && s !== 'failed'))
          throw new Error(`still processing: ${statuses.join(', ')}`);
      },
      { timeout: 60_000, interval: 100 },
    );

  const element = async (pageId: string, type: string, fields: Record<string, unknown> = {}) => {
    const { createElement } = await gql<{ createElement: { element: { elementId: string } } }>(owner, CREATE_ELEMENT, {
      input: { pageId, type },
    });
    const elementId = createElement.element.elementId;
    if (Object.keys(fields).length) await gql(owner, UPDATE_ELEMENT, { input: { pageId, elementId, ...fields } });
    return elementId;
  };

  const zip = (client: TestClient, query: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${app.url}/api/download-zip${query}`, {
      method: init.method ?? 'GET',
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '), ...init.headers },
    });

  /** The zip's files as `unzip` extracts them: name → bytes. */
  const unzipped = (body: Buffer): Map<string, Buffer> => {
    const file = path.join(dataDir, `got-${randomBytes(4).toString('hex')}.zip`);
    writeFileSync(file, body);
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n');
    // -p takes names as patterns: escape the characters a pattern treats specially
    return new Map(
      names.map((name) => [
        name,
        execFileSync('unzip', ['-p', file, name.replace(/[[\]*?\\]/g, '\\$&')], { maxBuffer: 256 * 1024 * 1024 }),
      ]),
    );
  };

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    dataDir = mkdtempSync(path.join(tmpdir(), `bt-zip-${kind}-`));
    if (kind === 's3') s3 = await startTestS3(path.join(dataDir, 's3'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir, ...s3?.env }), redisUrl: undefined }, db.sql);
    expect(app.services.blobs.kind).toBe(kind);
    owner = await new TestClient(app.url).signUp(`zip-owner-${kind}@example.com`);
    stranger = await new TestClient(app.url).signUp(`zip-stranger-${kind}@example.com`);
    anonymous = new TestClient(app.url);
    privateBrand = (await gql<{ createBrand: { brand: { id: string } } }>(owner, CREATE_BRAND, { input: { name: 'Zip Co' } }))
      .createBrand.brand.id;
    publicBrand = (await gql<{ createBrand: { brand: { id: string } } }>(owner, CREATE_BRAND, { input: { name: 'Open Zip' } }))
      .createBrand.brand.id;
    await gql(owner, UPDATE_BRAND, { input: { id: publicBrand, public: true } });
    privatePage = (
      await gql<{ createPage: { page: { id: string } } }>(owner, CREATE_PAGE, {
        input: { brandId: privateBrand, name: 'Assets' },
      })
    ).createPage.page.id;
    publicPage = (
      await gql<{ createPage: { page: { id: string } } }>(owner, CREATE_PAGE, { input: { brandId: publicBrand, name: 'Logos' } })
    ).createPage.page.id;

    const [logo, logoAgain, mark, big1, big2, big3, big4, open1, open2] = await Promise.all([
      noisePng(120, 80),
      noisePng(100, 100),
      noisePng(90, 60),
      noisePng(1500, 1400),
      noisePng(1500, 1400),
      noisePng(1500, 1400),
      noisePng(1500, 1400),
      noisePng(40, 40),
      noisePng(50, 50),
    ]);
    const ids = {
      logo: await upload(privateBrand, 'Logo.png', logo),
      logoAgain: await upload(privateBrand, 'logo.PNG', logoAgain),
      // named without its extension later: the zip gives it back
      mark: await upload(privateBrand, 'Mark.png', mark),
      broken: await upload(privateBrand, 'Broken.png', Buffer.from('no image at all')),
      bigs: [] as string[],
      open: [await upload(publicBrand, 'Open one.png', open1), await upload(publicBrand, 'Open two.png', open2)],
    };
    for (const [i, bytes] of [big1, big2, big3, big4].entries())
      ids.bigs.push(await upload(privateBrand, `Big ${i + 1}.png`, bytes));
    bigFiles = 4;
    await gql(owner, `mutation($input: UpdateAssetInput!) { updateAsset(input: $input) { asset { id } } }`, {
      input: { id: ids.mark, name: 'Mark' },
    });
    await whenProcessed([ids.logo, ids.logoAgain, ids.mark, ids.broken, ...ids.bigs, ...ids.open]);
    expected.set('Logo.png', logo).set('logo (2).PNG', logoAgain).set('Mark.png', mark);

    mainElement = await element(privatePage, 'download', {
      label: 'Logo pack',
      assets: [ids.logo, ids.logoAgain, ids.broken, ids.mark],
    });
    headlineElement = await element(privatePage, 'headline');
    emptyElement = await element(privatePage, 'download', { assets: [ids.broken] });
    bigElement = await element(privatePage, 'download', { assets: ids.bigs });
    publicElement = await element(publicPage, 'download', { public: true, assets: ids.open });
    membersOnlyElement = await element(publicPage, 'download', { assets: ids.open });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("zips the element's ready files under their names, de-duplicated, byte for byte", async () => {
    const res = await zip(owner, `?element=${mainElement}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Logo pack.zip"; filename*=UTF-8''Logo%20pack.zip`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    const files = unzipped(body);
    // in the element's order; the failed file is left out
    expect([...files.keys()]).toEqual(['Logo.png', 'logo (2).PNG', 'Mark.png']);
    for (const [name, bytes] of expected) expect(files.get(name)!.equals(bytes), name).toBe(true);
  });

  it('answers HEAD with the same headers and no body, opening no file', async () => {
    const get = await zip(owner, `?element=${mainElement}`);
    await get.arrayBuffer();
    const opened: string[] = [];
    const open = app.services.blobs.open.bind(app.services.blobs);
    app.services.blobs.open = (key, range) => (opened.push(key), open(key, range));
    try {
      const head = await zip(owner, `?element=${mainElement.toUpperCase()}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      for (const name of ['content-type', 'content-length', 'content-disposition', 'cache-control'])
        expect(head.headers.get(name), name).toBe(get.headers.get(name));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
      expect(opened).toEqual([]);
    } finally {
      app.services.blobs.open = open;
    }
  });

  it('refuses hostile and wrong ids with a translated 4xx, never a 500', async () => {
    const cases: [string, number, string][] = [
      ['', 400, 'DOWNLOAD_ID_INVALID'],
      ['?element=', 400, 'DOWNLOAD_ID_INVALID'],
      ['?element=x', 400, 'DOWNLOAD_ID_INVALID'],
      ['?element=..%2F..%2Fetc%2Fpasswd', 400, 'DOWNLOAD_ID_INVALID'],
      [`?element=${mainElement}&element=${mainElement}`, 400, 'DOWNLOAD_ID_INVALID'],
      [`?element=${mainElement}%00`, 400, 'TEXT_INVALID'],
      [`?element=${'a'.repeat(5000)}`, 400, 'DOWNLOAD_ID_INVALID'],
      ['?element=%E0%A4%A', 400, 'DOWNLOAD_ID_INVALID'],
      [`?element=${UUID_NOWHERE}`, 404, 'ELEMENT_NOT_FOUND'],
      [`?element=${headlineElement}`, 400, 'ELEMENT_NOT_DOWNLOAD'],
      [`?element=${emptyElement}`, 409, 'DOWNLOAD_NO_FILES'],
    ];
    for (const [query, status, code] of cases) {
      const res = await zip(owner, query);
      expect({ query, status: res.status }).toEqual({ query, status });
      expect(await res.json()).toMatchObject({ code, status });
    }
    const german = await zip(owner, `?element=${emptyElement}`, { headers: { 'accept-language': 'de' } });
    expect(await german.json()).toEqual({
      code: 'DOWNLOAD_NO_FILES',
      status: 409,
      message:
        'Dieser Download enthält noch keine fertigen Dateien. Dateien, die noch verarbeitet werden, kommen hinzu, sobald sie fertig sind.',
    });
  });

  it('tells strangers of a private brand nothing: the same 404 as an id that exists nowhere', async () => {
    const unknown = await zip(stranger, `?element=${UUID_NOWHERE}`);
    for (const client of [stranger, anonymous])
      for (const id of [mainElement, headlineElement, emptyElement]) {
        const res = await zip(client, `?element=${id}`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(await unknown.clone().json());
      }
  });

  it('lets readers of a public brand download a public download, and not a members-only one', async () => {
    for (const client of [anonymous, stranger]) {
      const res = await zip(client, `?element=${publicElement}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('filename="Logos.zip"'); // no label: the page's name
      expect([...unzipped(Buffer.from(await res.arrayBuffer())).keys()]).toEqual(['Open one.png', 'Open two.png']);
      const hidden = await zip(client, `?element=${membersOnlyElement}`);
      expect(hidden.status).toBe(404);
      expect(await hidden.json()).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
    }
    expect((await zip(owner, `?element=${membersOnlyElement}`)).status).toBe(200);
  });

  it("lets a shared link's visitor download what the link's page shows them, as the file links do", async () => {
    const { createSharedLink } = await gql<{ createSharedLink: { sharedLink: { token: string } } }>(owner, SHARE, {
      input: { brand: privateBrand, pages: [privatePage] },
    });
    const visitor = new TestClient(app.url);
    expect((await visitor.post('/shared-link', { token: createSharedLink.sharedLink.token })).status).toBe(200);
    // the main element is for members (public false): hidden from the link, as in the page
    expect((await zip(visitor, `?element=${mainElement}`)).status).toBe(404);
    await gql(owner, UPDATE_ELEMENT, { input: { pageId: privatePage, elementId: mainElement, public: true } });
    const res = await zip(visitor, `?element=${mainElement}`);
    expect(res.status).toBe(200);
    expect([...unzipped(Buffer.from(await res.arrayBuffer())).keys()]).toEqual(['Logo.png', 'logo (2).PNG', 'Mark.png']);
    await gql(owner, UPDATE_ELEMENT, { input: { pageId: privatePage, elementId: mainElement, public: false } });
  });

  it('stops reading the store when the client hangs up mid-way, and goes on serving', async () => {
    const streams: Readable[] = [];
    const open = app.services.blobs.open.bind(app.services.blobs);
    app.services.blobs.open = async (key, range) => {
      const opened = await open(key, range);
      if (opened) streams.push(opened.stream);
      return opened;
    };
    try {
      const url = new URL(`${app.url}/api/download-zip?element=${bigElement}`);
      const cookie = [...owner.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
      await new Promise<void>((resolve, reject) => {
        const req = http.get(url, { headers: { cookie } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy(); // hang up after the first bytes
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      });
      // every file the server opened is closed again: wait for each stream's close
      await expect.poll(() => streams.length > 0 && streams.every((s) => s.destroyed), { timeout: 20_000 }).toBe(true);
      // four files of ~6 MB: the socket's buffers hold less than the first three, so the last was never opened
      expect(streams.length).toBeLessThan(bigFiles);
    } finally {
      app.services.blobs.open = open;
    }
    // the server goes on: the same zip, whole
    const again = await zip(owner, `?element=${bigElement}`);
    expect(again.status).toBe(200);
    const files = unzipped(Buffer.from(await again.arrayBuffer()));
    expect([...files.keys()]).toEqual(['Big 1.png', 'Big 2.png', 'Big 3.png', 'Big 4.png']);
  });
});
