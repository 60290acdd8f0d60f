import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';
import { BRAND_EVERY_MS, BRANDS_AT_ONCE } from './commands';

const kit = 'colors { hex label rgb cmyk } fonts { name files { id } }';
const CREATE = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug ${kit} } } }`;
const UPDATE = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name slug ${kit} } } }`;

interface Kit {
  id: string;
  slug: string;
  name: string;
  colors: { hex: string; label: string; rgb: string; cmyk: string }[];
  fonts: { name: string; files: { id: string }[] }[];
}

describe.each(testDatabaseKinds())('brand colours and fonts on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-brands-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('kit@example.com');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a brand with colours and fonts and shows each colour as hex, RGB and CMYK', async () => {
    const res = await owner.graphql<{ createBrand: { brand: Kit } }>(CREATE, {
      input: {
        name: 'Palette Co',
        colors: [{ hex: '#2f4bd8', label: 'Primary' }, { hex: 'FFB000' }],
        fonts: ['Inter', ' Source Serif '],
      },
    });
    expect(res.errors).toBeUndefined();
    const brand = res.data!.createBrand.brand;
    expect(brand.colors).toEqual([
      { hex: '2F4BD8', label: 'Primary', rgb: '47/75/216', cmyk: '78/65/0/15' },
      { hex: 'FFB000', label: '', rgb: '255/176/0', cmyk: '0/31/100/0' },
    ]);
    expect(brand.fonts).toEqual([
      { name: 'Inter', files: [] },
      { name: 'Source Serif', files: [] },
    ]);
    const read = await owner.graphql<{ brandBySlug: Kit }>(`{ brandBySlug(slug: "palette-co") { ${kit} } }`);
    expect(read.data!.brandBySlug).toEqual({ colors: brand.colors, fonts: brand.fonts });
  });

  it('starts a brand without colours or fonts as empty lists', async () => {
    const res = await owner.graphql<{ createBrand: { brand: Kit } }>(CREATE, { input: { name: 'Plain Co' } });
    expect(res.data!.createBrand.brand).toMatchObject({ colors: [], fonts: [] });
  });

  it('replaces colours and fonts with updateBrand, together with other settings', async () => {
    const created = await owner.graphql<{ createBrand: { brand: Kit } }>(CREATE, {
      input: { name: 'Change Co', colors: [{ hex: '000000', label: 'Ink' }], fonts: ['Inter'] },
    });
    const id = created.data!.createBrand.brand.id;
    const res = await owner.graphql<{ updateBrand: { brand: Kit } }>(UPDATE, {
      input: {
        id,
        name: 'Changed Co',
        colors: [{ hex: 'ffffff', label: 'Paper' }],
        fonts: [{ name: 'Lora' }, { name: 'Inter' }],
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateBrand.brand).toEqual({
      name: 'Changed Co',
      slug: 'change-co',
      colors: [{ hex: 'FFFFFF', label: 'Paper', rgb: '255/255/255', cmyk: '0/0/0/0' }],
      fonts: [
        { name: 'Lora', files: [] },
        { name: 'Inter', files: [] },
      ],
    });
    // leaving them out keeps them
    const kept = await owner.graphql<{ updateBrand: { brand: Kit } }>(UPDATE, { input: { id, bio: 'Still here' } });
    expect(kept.data!.updateBrand.brand.fonts.map((f) => f.name)).toEqual(['Lora', 'Inter']);
    const cleared = await owner.graphql<{ updateBrand: { brand: Kit } }>(UPDATE, { input: { id, colors: [], fonts: [] } });
    expect(cleared.data!.updateBrand.brand).toMatchObject({ colors: [], fonts: [] });
  });

  it('refuses bad colours and fonts with translated messages, and claims no address for them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { colors: [{ hex: '#fff' }] },
        'COLOR_INVALID',
        '"#fff" is not a colour. Enter six hexadecimal digits, for example #2F4BD8.',
      ],
      [
        { colors: Array.from({ length: 13 }, () => ({ hex: '000000' })) },
        'TOO_MANY_COLORS',
        'A brand can have at most 12 colours.',
      ],
      [
        { colors: [{ hex: '000000', label: 'x'.repeat(61) }] },
        'COLOR_LABEL_TOO_LONG',
        'A colour label can be at most 60 characters long.',
      ],
      [{ fonts: [''] }, 'FONT_NAME_INVALID', 'Please enter a font name of at most 100 characters.'],
      [{ fonts: ['1', '2', '3', '4', '5', '6', '7'] }, 'TOO_MANY_FONTS', 'A brand can have at most 6 fonts.'],
    ];
    for (const [input, code, message] of cases) {
      const res = await owner.graphql(CREATE, { input: { name: 'Refused Co', ...input } });
      expect(res.errors?.[0], code).toMatchObject({ message, extensions: { code, status: 400 } });
    }
    // the session cookies travel along; the language comes from the browser's Accept-Language
    const de = new TestClient(app.url, { 'accept-language': 'de-DE,de;q=0.9' });
    for (const [k, v] of owner.cookies) de.cookies.set(k, v);
    const german = await de.graphql(CREATE, { input: { name: 'Refused Co', fonts: ['1', '2', '3', '4', '5', '6', '7'] } });
    expect(german.errors?.[0]?.message).toBe('Eine Marke kann höchstens 6 Schriften haben.');
    // none of the refused attempts kept the address
    const ok = await owner.graphql<{ createBrand: { brand: Kit } }>(CREATE, { input: { name: 'Refused Co' } });
    expect(ok.data!.createBrand.brand.slug).toBe('refused-co');
    const update = await owner.graphql(UPDATE, { input: { id: ok.data!.createBrand.brand.id, colors: [{ hex: 'blue' }] } });
    expect(update.errors?.[0]?.extensions.code).toBe('COLOR_INVALID');
  });

  it('lets one account create 20 brands at once, then answers 429 with Retry-After', async () => {
    const maker = await new TestClient(app.url).signUp('many-brands@example.com');
    const create = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
      maker.post('/graphql', { query: CREATE, variables: { input } }, headers);
    // refused creates are not counted
    for (let i = 0; i < 3; i++) expect((await create({ name: '' })).status).toBe(200);
    for (let i = 1; i <= BRANDS_AT_ONCE; i++) {
      const made = await create({ name: `Many ${i}`, clientMutationId: `many-${i}` });
      expect(made.body?.errors, `brand ${i}`).toBeUndefined();
    }
    const refused = await create({ name: 'One too many' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(BRAND_EVERY_MS / 1000);
    expect(refused.body).toMatchObject({
      data: null,
      errors: [
        { message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (minutes|seconds)\.$/) as unknown },
      ],
    });
    expect((refused.body as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
    const german = await create({ name: 'One too many' }, { 'accept-language': 'de-DE' });
    expect(german.status).toBe(429);
    expect((german.body as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Zu viele Anfragen\./);
    // a repeat of an earlier create (a lost answer) still answers with its brand
    const repeat = await create({ name: 'Many 1', clientMutationId: 'many-1' });
    expect(repeat.status).toBe(200);
    expect((repeat.body as { data: { createBrand: { brand: { slug: string } } } }).data.createBrand.brand.slug).toBe('many-1');
    // another account is not slowed down
    const other = await new TestClient(app.url).signUp('few-brands@example.com');
    expect((await other.graphql(CREATE, { input: { name: 'Few' } })).errors).toBeUndefined();
  });
});
