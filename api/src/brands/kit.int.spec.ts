import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenColor, validateDesignTokens } from '@brandtrail/domain';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

const CREATE = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const KIT = `colors { hex label rgb cmyk } fonts { name files { id name url } }`;
const UPDATE = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id ${KIT} } } }`;
const BRAND = `query($slug: String!) { brandBySlug(slug: $slug) { id ${KIT} } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;
const UPDATE_ELEMENT = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`;
const CREATE_LINK = `mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id token } } }`;
const REVOKE_LINK = `mutation($input: DeleteSharedLinkInput!) { deleteSharedLink(input: $input) { deletedSharedLinkId } }`;
const USAGES = `query($id: ID!) { node(id: $id) { ... on Asset { usages { field page { id } } } } }`;
const DELETE_ASSET = `mutation($input: DeleteAssetInput!) { deleteAsset(input: $input) { deletedAssetId } }`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WOFF2 = Buffer.from('wOF2 not really a font');
/** A real font, which processing reads (readers see a font file once it is ready). */
const TTF = readFileSync(new URL('../../../workers/src/assets/fixtures/DejaVuSansMono-Oblique.ttf', import.meta.url));

type Kit = {
  id: string;
  colors: { hex: string; label: string; rgb: string; cmyk: string }[];
  fonts: { name: string; files: { id: string; name: string; url: string | null }[] }[];
};

async function ok<T>(client: TestClient, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await client.graphql<T>(query, variables);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

describe.each(testDatabaseKinds())('the brand kit and its design tokens on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let stranger: TestClient;
  let guest: TestClient;
  let publicBrand: { id: string; slug: string };
  let privateBrand: { id: string; slug: string };
  let otherBrand: { id: string; slug: string };

  const brand = async (client: TestClient, name: string, settings: Record<string, unknown> = {}) => {
    const created = (await ok<{ createBrand: { brand: { id: string; slug: string } } }>(client, CREATE, { input: { name } }))
      .createBrand.brand;
    if (Object.keys(settings).length) await ok(client, UPDATE, { input: { id: created.id, ...settings } });
    return created;
  };
  /** A page with colour elements: each [label, hex], or a palette of them. */
  const colourPage = async (brandId: string, name: string, colours: [string, string][]) => {
    const page = (
      await ok<{ createPage: { page: { id: string; slug: string } } }>(owner, CREATE_PAGE, { input: { brandId, name } })
    ).createPage.page;
    for (const [label, color] of colours) {
      const { elementId } = (
        await ok<{ createElement: { element: { elementId: string } } }>(owner, CREATE_ELEMENT, {
          input: { pageId: page.id, type: 'color' },
        })
      ).createElement.element;
      await ok(owner, UPDATE_ELEMENT, { input: { pageId: page.id, elementId, label, color } });
    }
    return page;
  };
  const get = (client: TestClient | null, pathname: string, headers: Record<string, string> = {}) =>
    fetch(app.url + pathname, {
      headers: {
        ...headers,
        cookie: client ? client.cookieHeader() : '',
      },
    });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-kit-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('kit-owner@example.com');
    stranger = await new TestClient(app.url).signUp('kit-stranger@example.com');
    guest = new TestClient(app.url);
    publicBrand = await brand(owner, 'Kit Public', {
      public: true,
      colors: [
        { hex: '2f4bd8', label: 'Primary Blue' },
        { hex: 'FFFFFF', label: '' },
      ],
      fonts: [{ name: 'Inter' }],
    });
    privateBrand = await brand(owner, 'Kit Private', { colors: [{ hex: 'E5484D', label: 'Secret red' }] });
    otherBrand = await brand(stranger, 'Kit Other');
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the kit', () => {
    it('reorders, relabels and removes colours, with HEX, RGB and CMYK', async () => {
      const { updateBrand } = await ok<{ updateBrand: { brand: Kit } }>(owner, UPDATE, {
        input: {
          id: privateBrand.id,
          colors: [
            { hex: '#1c2330', label: 'Ink' },
            { hex: 'e5484d', label: ' Signal red ' },
          ],
        },
      });
      expect(updateBrand.brand.colors).toEqual([
        { hex: '1C2330', label: 'Ink', rgb: '28/35/48', cmyk: '42/27/0/81' },
        { hex: 'E5484D', label: 'Signal red', rgb: '229/72/77', cmyk: '0/69/66/10' },
      ]);
      const reordered = await ok<{ updateBrand: { brand: Kit } }>(owner, UPDATE, {
        input: { id: privateBrand.id, colors: [{ hex: 'E5484D', label: 'Signal red' }] },
      });
      expect(reordered.updateBrand.brand.colors.map((c) => c.label)).toEqual(['Signal red']);
      const tooLong = await owner.graphql(UPDATE, {
        input: { id: privateBrand.id, colors: [{ hex: '000000', label: 'x'.repeat(61) }] },
      });
      expect(tooLong.errors?.[0]?.extensions).toEqual({ code: 'COLOR_LABEL_TOO_LONG', status: 400 });
    });

    it('ties uploaded font files of the brand to a font, refuses other files, and shows them as usages', async () => {
      const inter = await owner.uploadAsset(publicBrand.id, 'Inter-Regular.woff2', TTF, 'font/woff2');
      const logo = await owner.uploadAsset(publicBrand.id, 'Logo.png', PNG, 'image/png');
      const foreign = await stranger.uploadAsset(otherBrand.id, 'Foreign.woff2', WOFF2, 'font/woff2');

      const tied = await ok<{ updateBrand: { brand: Kit } }>(owner, UPDATE, {
        input: { id: publicBrand.id, fonts: [{ name: 'Inter', files: [inter] }, { name: 'Lora' }] },
      });
      expect(tied.updateBrand.brand.fonts).toEqual([
        {
          name: 'Inter',
          files: [{ id: inter, name: 'Inter-Regular.woff2', url: expect.stringContaining('/files/') as unknown }],
        },
        { name: 'Lora', files: [] },
      ]);
      const code = async (fonts: unknown) =>
        (await owner.graphql(UPDATE, { input: { id: publicBrand.id, fonts } })).errors?.[0]?.extensions.code;
      expect(await code([{ name: 'Inter', files: [logo] }])).toBe('ELEMENT_ASSET_NOT_FONT');
      expect(await code([{ name: 'Inter', files: [foreign] }])).toBe('ELEMENT_ASSET_INVALID');
      expect(await code([{ name: 'Inter', files: ['no such asset'] }])).toBe('ELEMENT_ASSET_INVALID');
      // A file named twice counts once: nine times the same file is one.
      expect(await code([{ name: 'Inter', files: Array.from({ length: 9 }, () => inter) }, { name: 'Lora' }])).toBeUndefined();
      expect(await code([{ name: ' ' }])).toBe('FONT_NAME_INVALID');

      // Readers of the public brand see the font with its file (to render it) once it is ready; strangers of a private one nothing.
      for (let i = 0; ; i++) {
        const { node } = await ok<{ node: { status: string } }>(
          owner,
          'query($id: ID!) { node(id: $id) { ... on Asset { status } } }',
          {
            id: inter,
          },
        );
        if (node.status === 'ready') break;
        if (i > 400) throw new Error(`the font is still ${node.status}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const read = await ok<{ brandBySlug: Kit }>(guest, BRAND, { slug: publicBrand.slug });
      expect(read.brandBySlug.fonts[0]!.files.map((f) => f.id)).toEqual([inter]);

      const usages = await ok<{ node: { usages: { field: string; page: null }[] } }>(owner, USAGES, { id: inter });
      expect(usages.node.usages).toEqual([{ field: 'brandFont', page: null }]);
      const refused = await owner.graphql(DELETE_ASSET, { input: { id: inter } });
      expect(refused.errors?.[0]?.extensions.code).toBe('ASSET_IN_USE');
      // Deleted with force, the file leaves the font where it is shown, and the kit keeps its name.
      expect((await owner.graphql(DELETE_ASSET, { input: { id: inter, force: true } })).errors).toBeUndefined();
      const after = await ok<{ brandBySlug: Kit }>(owner, BRAND, { slug: publicBrand.slug });
      expect(after.brandBySlug.fonts).toEqual([
        { name: 'Inter', files: [] },
        { name: 'Lora', files: [] },
      ]);
    });
  });

  describe('design tokens', () => {
    let pageSlug: string;
    let secondSlug: string;
    beforeAll(async () => {
      pageSlug = (await colourPage(publicBrand.id, 'Colour world', [['Sky', '80C4FF']])).slug;
      secondSlug = (
        await colourPage(privateBrand.id, 'Private colours', [
          ['Night', '0B1020'],
          ['', 'F6F7F9'],
        ])
      ).slug;
      await colourPage(privateBrand.id, 'Hidden colours', [['Hidden', '123456']]);
    });

    it('serves a public brand’s tokens to anyone, as valid DTCG 2025.10 with the kit and the pages’ colour elements', async () => {
      const res = await get(null, `/api/brands/${publicBrand.slug}/tokens.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/design-tokens+json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${publicBrand.slug}.tokens.json"`);
      const doc = (await res.json()) as Record<string, Record<string, unknown>>;
      expect(validateDesignTokens(doc)).toEqual([]);
      expect(doc.$schema).toBe('https://www.designtokens.org/schemas/2025.10/format.json');
      expect(doc.color).toEqual({
        $type: 'color',
        'primary-blue': { $value: tokenColor('2F4BD8'), $description: 'Primary Blue' },
        'color-2': { $value: tokenColor('FFFFFF') },
      });
      expect(doc.font).toEqual({
        $type: 'fontFamily',
        inter: { $value: 'Inter', $description: 'Inter' },
        lora: { $value: 'Lora', $description: 'Lora' },
      });
      expect(doc.page).toEqual({
        $type: 'color',
        [pageSlug]: { $description: 'Colour world', sky: { $value: tokenColor('80C4FF'), $description: 'Sky' } },
      });

      const css = await get(null, `/api/brands/${publicBrand.slug}/tokens.css`);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      const text = await css.text();
      expect(text).toContain('  --color-primary-blue: #2f4bd8; /* Primary Blue */\n');
      expect(text).toContain('  --font-inter: "Inter";\n');
      expect(text).toContain(`  --page-${pageSlug}-sky: #80c4ff; /* Colour world · Sky */\n`);
    });

    it('answers an unchanged file with 304 to its ETag, a changed one anew, and HEAD without a body', async () => {
      const url = `/api/brands/${publicBrand.slug}/tokens.json`;
      const first = await get(null, url);
      const etag = first.headers.get('etag')!;
      await first.arrayBuffer();
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      const same = await get(null, url, { 'if-none-match': etag });
      expect(same.status).toBe(304);
      expect(await same.text()).toBe('');
      const head = await fetch(app.url + url, { method: 'HEAD' });
      expect([head.status, head.headers.get('etag'), await head.text()]).toEqual([200, etag, '']);
      await ok(owner, UPDATE, { input: { id: publicBrand.id, colors: [{ hex: '2F4BD8', label: 'Royal' }] } });
      const changed = await get(null, url, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(((await changed.json()) as { color: object }).color).toHaveProperty('royal');
    });

    it('serves a private brand’s tokens to its members only: strangers and guests get what a brand that does not exist gets', async () => {
      const mine = await get(owner, `/api/brands/${privateBrand.slug}/tokens.json`);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('private, no-cache');
      const doc = (await mine.json()) as { color: object; page: Record<string, object> };
      expect(validateDesignTokens(doc)).toEqual([]);
      expect(Object.keys(doc.page)).toEqual(['$type', secondSlug, 'hidden-colours']);

      const missing = await get(null, '/api/brands/no-such-brand/tokens.json');
      const missingBody = await missing.text();
      expect(missing.status).toBe(404);
      for (const [client, format] of [
        [stranger, 'json'],
        [null, 'json'],
        [stranger, 'css'],
      ] as const) {
        const res = await get(client, `/api/brands/${privateBrand.slug}/tokens.${format}`);
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(missingBody);
      }
      // Hostile addresses are refused, never a 500.
      for (const bad of [
        '/api/brands/%00/tokens.json',
        `/api/brands/${'x'.repeat(5000)}/tokens.json`,
        '/api/brands/a%2Fb/tokens.css',
      ]) {
        const res = await get(null, bad);
        expect(res.status, bad).toBeGreaterThanOrEqual(400);
        expect(res.status, bad).toBeLessThan(500);
      }
    });

    it('serves the tokens through a shared link’s address: the link’s pages only, whatever the cookies; revoked, it stops', async () => {
      const pages = await ok<{ brandBySlug: { pages: { id: string; slug: string }[] } }>(
        owner,
        'query($slug: String!) { brandBySlug(slug: $slug) { pages { id slug } } }',
        { slug: privateBrand.slug },
      );
      const linked = pages.brandBySlug.pages.find((p) => p.slug === secondSlug)!;
      const link = (
        await ok<{ createSharedLink: { sharedLink: { id: string; token: string } } }>(owner, CREATE_LINK, {
          input: { brand: privateBrand.id, pages: [linked.id] },
        })
      ).createSharedLink.sharedLink;
      for (const client of [null, stranger, owner]) {
        const res = await get(client, `/api/shared-links/${link.token}/tokens.json`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toBe(`inline; filename="${privateBrand.slug}.tokens.json"`);
        const doc = (await res.json()) as { color: Record<string, unknown>; page: Record<string, unknown> };
        expect(validateDesignTokens(doc)).toEqual([]);
        expect(Object.keys(doc.color)).toEqual(['$type', 'signal-red']);
        expect(doc.page).toEqual({
          $type: 'color',
          [secondSlug]: {
            $description: 'Private colours',
            night: { $value: tokenColor('0B1020'), $description: 'Night' },
            'color-2': { $value: tokenColor('F6F7F9') },
          },
        });
      }
      const css = await get(null, `/api/shared-links/${link.token}/tokens.css`);
      expect(await css.text()).toContain(`--page-${secondSlug}-night: #0b1020;`);

      const invalid = await get(null, '/api/shared-links/not-a-token/tokens.json');
      expect([invalid.status, ((await invalid.json()) as { code: string }).code]).toEqual([404, 'SHARED_LINK_INVALID']);
      const unknown = await get(null, `/api/shared-links/${'A'.repeat(43)}/tokens.json`);
      expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, 'SHARED_LINK_INVALID']);
      await ok(owner, REVOKE_LINK, { input: { id: link.id } });
      const revoked = await get(null, `/api/shared-links/${link.token}/tokens.json`);
      expect([revoked.status, ((await revoked.json()) as { code: string }).code]).toEqual([410, 'SHARED_LINK_EXPIRED']);
    });
  });
});
