import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, testDatabaseKinds, textAnswer, type AiStandIn } from '@brandtrail/infra';
import { AI_BRAND_TEXT_MAX } from '@brandtrail/domain';
import type { RunningApp } from '../app';
import { toGlobalId } from '../graphql/relay';
import { startAiTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { expectEditorsOnly, expectPersonAndBrandLimits, expectRefusals } from '../testing/routes';
import { newBrandThrottleKeys } from './brand';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WOFF2 = Buffer.from('wOF2 not really a font');

const ADD_PAGES = `mutation($input: AddPagesFromAiBrandInput!) {
  addPagesFromAiBrand(input: $input) {
    brand { colors { hex label } pages { name } }
    pages { name slug elements { type color label text asset assets } }
  }
}`;

type Answer = {
  colorNames: string[];
  textLogo: string;
  textColors: string;
  textFonts: string;
  textEssence: string;
  textPersonality: string;
  language: string;
};

const texts = {
  textLogo: 'Give the mark room to breathe.',
  textColors: 'Blue leads.\n\nCoral accents.',
  textFonts: 'Inter for everything.',
  textEssence: 'Paint that lasts.',
  textPersonality: 'Warm and direct.',
};

/** A model answer: the object as JSON, in pieces. */
const jsonAnswer = (value: unknown, wrap: (json: string) => string = (j) => j) => {
  const text = wrap(JSON.stringify(value));
  return textAnswer([text.slice(0, 20), text.slice(20)]);
};

/** POST /api/new-brand-ai and /api/example-brand-ai against the OpenAI-compatible stand-in; addPagesFromAiBrand. */
describe.each(testDatabaseKinds())('creating a brand with AI on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  let standIn: AiStandIn;
  let owner: TestClient;
  let brandId: string;
  let brandUuid: string;

  const signUp = (email: string) => new TestClient(app.url).signUp(email);
  const createBrand = async (client: TestClient, input: Record<string, unknown>) => (await client.createBrand(input)).id;
  const color = (hex: string, label = '') => ({
    hex,
    label,
    rgb: { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4), 16) },
    cmyk: { c: 0, m: 0, y: 0, k: 0 },
  });
  const body = (over: Record<string, unknown> = {}) => ({
    brandId,
    name: 'Acme Paints',
    colors: [color('2F4BD8', 'Sky'), color('FF6F59')],
    fonts: ['Inter'],
    logos: ['https://example.com/logo.webp'],
    bio: 'Paint for bold homes since 1921.',
    usp: 'Colours that never fade.',
    language: 'en',
    ...over,
  });
  const ask = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
    client.post('/api/new-brand-ai', payload, headers) as Promise<{
      status: number;
      body: (Answer & { code?: string; message?: string }) | undefined;
      headers: Headers;
    }>;

  beforeAll(async () => {
    ({ app, standIn } = opened = await startAiTestApp(kind, 'ai-brand'));
    owner = await signUp('owner@example.com');
    brandId = await createBrand(owner, {
      name: 'Acme Paints',
      colors: [{ hex: '#2f4bd8', label: 'Sky' }, { hex: 'FF6F59' }],
      fonts: ['Inter'],
    });
    brandUuid = Buffer.from(brandId, 'base64url').toString().split(':')[1]!;
  });
  afterAll(() => opened?.close());
  // Failures of the model server are logged (warn): keep the output clean.
  beforeEach(() => void vi.spyOn(process.stderr, 'write').mockImplementation(() => true));
  // The worker's next files (they share it: isolate is off) write to stderr again.
  afterEach(() => vi.restoreAllMocks());

  it("answers the model's texts and colour names ('Color N' where it gave none); the request makes the prompt", async () => {
    standIn.answer(jsonAnswer({ colorNames: ['Harbour Blue'], ...texts, extra: 'ignored' }, (j) => `\n${j}\n`));
    const answer = await ask(owner, body());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ colorNames: ['Harbour Blue', 'Color 2'], ...texts, language: 'en' });
    const sent = standIn.requests.at(-1)!.body!;
    expect(sent.response_format).toEqual({ type: 'json_object' });
    const [system, user] = sent.messages!;
    expect(system!.content).toContain('"textPersonality"');
    expect(system!.content).toContain('Write every text and name in English.');
    expect(user!.content).toContain('Brand name: "Acme Paints"');
    expect(user!.content).toContain('1. #2F4BD8 (RGB 47/75/216, CMYK 0/0/0/0) named "Sky"');
    expect(user!.content).toContain('Fonts: "Inter"');
    expect(user!.content).toContain('Colours that never fade.');
    expect(user!.content).toContain('The brand has a logo.');
    const [usage] = await app.services.aiUsage.ofBrand(brandUuid, 1);
    expect(usage).toMatchObject({ feature: 'new-brand', outcome: 'success', errorCode: null, model: 'stand-in' });
  });

  it('reads an answer wrapped in a code fence or in prose, cuts long texts, and answers in German', async () => {
    standIn.answer(jsonAnswer({ ...texts, textEssence: 'x'.repeat(AI_BRAND_TEXT_MAX + 50) }, (j) => '```json\n' + j + '\n```'));
    const fenced = await ask(owner, body());
    expect(fenced.status).toBe(200);
    expect(fenced.body!.textEssence).toHaveLength(AI_BRAND_TEXT_MAX);
    standIn.answer(
      jsonAnswer({ colorNames: [{ name: 'Himmel' }, ''], ...texts }, (j) => `Gerne! Hier ist das Objekt: ${j} Viel Erfolg.`),
    );
    const prose = await ask(owner, body({ language: 'de-DE' }));
    expect(prose.body).toMatchObject({ colorNames: ['Himmel', 'Farbe 2'], language: 'de', textLogo: texts.textLogo });
    const system = standIn.requests.at(-1)!.body!.messages![0]!.content;
    expect(system).toContain('Write every text and name in German.');
    expect(system).toContain('("Sie")');
  });

  it("answers the model's texts without NUL or lone surrogates, streamed raw or escaped in its JSON", async () => {
    // Raw in the stream (a NUL, a lone surrogate, a pair split over two chunks) and as JSON escapes.
    const json = JSON.stringify({ ...texts, textEssence: 'Escaped \u0000 NUL, \ud800 lone', colorNames: ['Sky\u0000'] });
    const [head, tail] = json.split('"textLogo":"');
    standIn.answer(textAnswer([`${head}"textLogo":"Raw\u0000 mark \ud800 `, 'smile \ud83d', `\ude00 ${tail}`]));
    // A person and brand of their own (the others' limits stay for the tests below).
    const client = await signUp('clean-texts@example.com');
    const own = await createBrand(client, { name: 'Clean Texts', colors: [{ hex: '#2f4bd8', label: 'Sky' }, { hex: 'FF6F59' }] });
    const answer = await ask(client, body({ brandId: own }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      textLogo: `Raw mark \ufffd smile \ud83d\ude00 ${texts.textLogo}`,
      textEssence: 'Escaped  NUL, \ufffd lone',
      colorNames: ['Sky', 'Color 2'],
    });
  });

  it('answers an answer without a readable object, or without texts, with a translated AI_FAILED', async () => {
    for (const text of ['{"textLogo": "unclosed', 'Sorry, I cannot help with that.', '[1, 2]', '{"colorNames": []}']) {
      standIn.answer(textAnswer([text]));
      const answer = await ask(owner, body(), { 'accept-language': 'de' });
      expect([answer.status, answer.body?.code]).toEqual([502, 'AI_FAILED']);
      expect(answer.body?.message).toBe(
        'Der KI-Dienst hat nicht richtig geantwortet. Bitte versuchen Sie es später noch einmal.',
      );
    }
    const [usage] = await app.services.aiUsage.ofBrand(brandUuid, 1);
    expect(usage).toMatchObject({ feature: 'new-brand', outcome: 'error', errorCode: 'AI_FAILED' });
  });

  it("answers the model server's failures with their status: 500, 429 and a stall", async () => {
    standIn.answer(errorAnswer(500, 'the model crashed'));
    const failed = await ask(owner, body());
    expect([failed.status, failed.body?.code]).toEqual([502, 'AI_FAILED']);
    expect(failed.body?.message).not.toContain('crashed');
    standIn.answer(errorAnswer(429, 'slow down', { 'retry-after': '7' }));
    const busy = await ask(owner, body());
    expect([busy.status, busy.body?.code, busy.headers.get('retry-after')]).toEqual([429, 'AI_RATE_LIMITED', '7']);
    standIn.answer({
      steps: [{ chunk: { choices: [{ index: 0, delta: { content: '{"textLogo": "Half' } }] } }, { stall: true }],
    });
    const stalled = await ask(owner, body());
    expect([stalled.status, stalled.body?.code]).toEqual([504, 'AI_TIMEOUT']);
    const [usage] = await app.services.aiUsage.ofBrand(brandUuid, 1);
    expect(usage).toMatchObject({ outcome: 'error', errorCode: 'AI_TIMEOUT' });
  });

  it('refuses bad input with a translated 400 before anything is asked', async () => {
    const before = standIn.requests.length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ brandId: 42 }, 400, 'REQUEST_INVALID'],
      [{ name: ['a'] }, 400, 'REQUEST_INVALID'],
      [{ name: '  ' }, 400, 'NAME_REQUIRED'],
      [{ name: 'x'.repeat(101) }, 400, 'TEXT_TOO_LONG'],
      [{ colors: 'red' }, 400, 'REQUEST_INVALID'],
      [{ colors: [color('2f4bd8')] }, 400, 'COLOR_INVALID'],
      [{ colors: [{ ...color('2F4BD8'), hex: '#2F4BD8' }] }, 400, 'COLOR_INVALID'],
      [{ colors: [{ hex: '2F4BD8' }] }, 400, 'REQUEST_INVALID'],
      [{ colors: [{ ...color('2F4BD8'), rgb: { r: 256, g: 0, b: 0 } }] }, 400, 'REQUEST_INVALID'],
      [{ colors: [{ ...color('2F4BD8'), cmyk: { c: -1, m: 0, y: 0, k: 0 } }] }, 400, 'REQUEST_INVALID'],
      [{ colors: [color('2F4BD8', 'x'.repeat(61))] }, 400, 'COLOR_LABEL_TOO_LONG'],
      [{ colors: Array.from({ length: 13 }, () => color('2F4BD8')) }, 400, 'TOO_MANY_COLORS'],
      [{ fonts: [1] }, 400, 'REQUEST_INVALID'],
      [{ fonts: [' '] }, 400, 'FONT_NAME_INVALID'],
      [{ fonts: Array.from({ length: 7 }, (_, i) => `Font ${i}`) }, 400, 'TOO_MANY_FONTS'],
      [{ logos: ['a', 'b', 'c', 'd', 'e'] }, 400, 'REQUEST_INVALID'],
      [{ logos: ['x'.repeat(2001)] }, 400, 'TEXT_TOO_LONG'],
      [{ bio: 'x'.repeat(2001) }, 400, 'TEXT_TOO_LONG'],
      [{ usp: 7 }, 400, 'REQUEST_INVALID'],
      [{ language: 'fr' }, 400, 'AI_LANGUAGE_INVALID'],
      [{ bio: 'a\u0000b' }, 400, 'TEXT_INVALID'],
      [{ brandId: 'not an id' }, 404, 'BRAND_NOT_FOUND'],
      [{ brandId: toGlobalId('Page', randomUUID()) }, 404, 'BRAND_NOT_FOUND'],
    ];
    await expectRefusals(cases, (over) => ask(owner, body(over)));
    const german = await ask(owner, body({ bio: 'x'.repeat(2001) }), { 'accept-language': 'de-DE' });
    expect(german.body?.message).toBe('Das Feld bio darf höchstens 2000 Zeichen lang sein.');
    expect((await ask(owner, [body()])).status).toBe(400);
    expect(standIn.requests.length).toBe(before);
  });

  it('lets only members who edit the brand ask: strangers get the 404 of an unknown brand, viewers FORBIDDEN', async () => {
    const before = standIn.requests.length;
    const { stranger, viewer } = await expectEditorsOnly(app, brandId, (client, id) => ask(client, body({ brandId: id })));
    // The pages too: the same answers from the mutation.
    const strangerPages = await stranger.graphql(ADD_PAGES, { input: { id: brandId, ...texts } });
    const missingPages = await stranger.graphql(ADD_PAGES, { input: { id: toGlobalId('Brand', randomUUID()), ...texts } });
    expect(strangerPages.errors?.[0]).toEqual(missingPages.errors?.[0]);
    expect(strangerPages.errors?.[0]?.extensions.code).toBe('BRAND_NOT_FOUND');
    expect((await viewer.graphql(ADD_PAGES, { input: { id: brandId, ...texts } })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(standIn.requests.length).toBe(before);
  });

  it('limits each person and each brand (429 with Retry-After), asking the model nothing', async () => {
    const before = standIn.requests.length;
    await expectPersonAndBrandLimits(
      app,
      { owner, brandId },
      newBrandThrottleKeys,
      // Taken as requests would take them: a new person's are all free.
      async (key, of) => {
        for (let i = 0; i < key.rule.free; i++) {
          const wait = await app.services.throttle.take([key]);
          if (of === 'person') expect(wait).toBe(0);
        }
      },
      (client, id) => ask(client, body({ brandId: id })),
    );
    expect(standIn.requests.length).toBe(before);
  });

  it('addPagesFromAiBrand names the colours and makes the five starter pages with their elements, in German', async () => {
    const maker = await signUp('maker@example.com');
    const id = await createBrand(maker, { name: 'Nordlicht', colors: [{ hex: '2F4BD8', label: 'Mine' }, { hex: 'FF6F59' }] });
    const font = await maker.uploadAsset(id, 'Inter-Regular.woff2', WOFF2, 'font/woff2');
    const logo = await maker.uploadAsset(id, 'Logo.png', PNG, 'image/png');
    const updated = await maker.graphql('mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id, logo, fonts: [{ name: 'Inter', files: [font] }, { name: 'Lora' }] },
    });
    expect(updated.errors).toBeUndefined();
    const input = { id, ...texts, colorNames: ['', 'Koralle'], language: 'de', clientMutationId: 'wizard-1' };
    const made = await maker.graphql<{
      addPagesFromAiBrand: {
        brand: { colors: { hex: string; label: string }[]; pages: { name: string }[] };
        pages: { name: string; slug: string; elements: Record<string, unknown>[] }[];
      };
    }>(ADD_PAGES, { input });
    expect(made.errors).toBeUndefined();
    const { brand, pages } = made.data!.addPagesFromAiBrand;
    expect(brand.colors).toEqual([
      { hex: '2F4BD8', label: 'Mine' },
      { hex: 'FF6F59', label: 'Koralle' },
    ]);
    expect(pages.map((p) => [p.name, p.slug])).toEqual([
      ['Logo', 'logo'],
      ['Farben', 'farben'],
      ['Typografie', 'typografie'],
      ['Markenkern', 'markenkern'],
      ['Persönlichkeit', 'persoenlichkeit'],
    ]);
    const doc = (...paragraphs: string[]) => ({
      type: 'doc',
      content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    });
    // Each element's own fields (the registry answers null for fields of other types).
    // A text element's document is compared as JSON (the read model keeps its keys in its own order).
    const own = (e: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(e)
          .filter(([, v]) => v !== null)
          .map(([k, v]) => [k, k === 'text' && e.type === 'text' ? (JSON.parse(v as string) as unknown) : v]),
      );
    const [logoPage, colorsPage, fontsPage, essence, personality] = pages.map((p) => ({ ...p, elements: p.elements.map(own) }));
    expect(logoPage!.elements).toEqual([
      { type: 'gallery', assets: [logo] },
      { type: 'text', text: doc(texts.textLogo) },
    ]);
    expect(colorsPage!.elements).toEqual([
      { type: 'color', color: '2F4BD8', label: 'Mine' },
      { type: 'color', color: 'FF6F59', label: 'Koralle' },
      { type: 'text', text: doc('Blue leads.', 'Coral accents.') },
    ]);
    expect(fontsPage!.elements).toEqual([
      { type: 'font', text: expect.stringMatching(/^Inter\nABC/) as unknown, asset: font },
      { type: 'font', text: expect.stringMatching(/^Lora\nABC/) as unknown },
      { type: 'text', text: doc(texts.textFonts) },
    ]);
    expect(essence!.elements).toEqual([{ type: 'text', text: doc(texts.textEssence) }]);
    expect(personality!.elements).toEqual([{ type: 'text', text: doc(texts.textPersonality) }]);
    // A repeat (the answer was lost) makes nothing more.
    const again = await maker.graphql<{ addPagesFromAiBrand: { brand: { pages: { name: string }[] } } }>(ADD_PAGES, { input });
    expect(again.data!.addPagesFromAiBrand.brand.pages.map((p) => p.name)).toEqual([
      'Logo',
      'Farben',
      'Typografie',
      'Markenkern',
      'Persönlichkeit',
    ]);
    // Each page's elements are one step: one undo takes them all back.
    const logoId = (
      await maker.graphql<{ page: { id: string } }>('query { page(brandSlug: "nordlicht", pageSlug: "logo") { id } }')
    ).data!.page.id;
    const undone = await maker.graphql<{ undoPage: { page: { elements: unknown[] } } }>(
      'mutation($input: UndoPageInput!) { undoPage(input: $input) { page { elements { type } } } }',
      { input: { id: logoId } },
    );
    expect(undone.data!.undoPage.page.elements).toEqual([]);
    // Texts beyond the limit are refused, translated.
    const long = await maker.graphql(ADD_PAGES, { input: { ...input, clientMutationId: null, textEssence: 'x'.repeat(2001) } });
    expect(long.errors?.[0]?.extensions).toEqual({ code: 'TEXT_TOO_LONG', status: 400 });
  });

  it('makes an example brand from an answer holding NUL and lone surrogates, storing them cleaned', async () => {
    const curious = await signUp('unclean@example.com');
    const json = JSON.stringify({
      name: 'Nul Bakery',
      bio: 'Escaped \u0000 NUL and \udfff lone.',
      usp: 'USP',
      colors: [{ hex: '#c0392b', name: 'Red\ud800' }],
      fonts: ['Lora\u0000'],
      ...texts,
    });
    const [head, tail] = json.split('Nul Bakery');
    standIn.answer(textAnswer([`${head}Nul\u0000 Bakery \ud83d`, `\ude00 \udc00${tail}`]));
    const made = await curious.post('/api/example-brand-ai', { language: 'en' });
    expect([made.status, made.body?.code]).toEqual([200, undefined]);
    const slug = (made.body as { slug: string }).slug;
    const read = await curious.graphql<{
      brandBySlug: { name: string; bio: string; colors: { label: string }[]; fonts: { name: string }[]; pages: unknown[] };
    }>('query($s: String!) { brandBySlug(slug: $s) { name bio colors { label } fonts { name } pages { name } } }', { s: slug });
    expect(read.data!.brandBySlug).toMatchObject({
      name: 'Nul Bakery \ud83d\ude00 \ufffd',
      bio: 'Escaped  NUL and \ufffd lone.',
      colors: [{ label: 'Red\ufffd' }],
      fonts: [{ name: 'Lora' }],
    });
    expect(read.data!.brandBySlug.pages).toHaveLength(5);
  });

  it("makes an example brand with its starter pages in the caller's language, and answers its slug", async () => {
    const curious = await signUp('curious@example.com');
    standIn.answer(
      jsonAnswer(
        {
          name: 'Bäckerei Morgenrot',
          bio: 'Eine Bäckerei.',
          usp: 'Sauerteig seit 1990.',
          colors: [{ hex: '#c0392b', name: 'Ofenrot' }, { hex: 'nope' }, 'F5E6CA'],
          fonts: ['Lora', 'lora', 'Inter'],
          ...texts,
        },
        (j) => '```\n' + j + '\n```',
      ),
    );
    const made = await curious.post('/api/example-brand-ai', { language: 'de' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ slug: 'baeckerei-morgenrot' });
    expect(standIn.requests.at(-1)!.body!.messages![0]!.content).toContain('German');
    const read = await curious.graphql<{
      brandBySlug: {
        name: string;
        bio: string;
        colors: { hex: string; label: string }[];
        fonts: { name: string }[];
        pages: { name: string }[];
      };
    }>('query { brandBySlug(slug: "baeckerei-morgenrot") { name bio colors { hex label } fonts { name } pages { name } } }');
    expect(read.data!.brandBySlug).toEqual({
      name: 'Bäckerei Morgenrot',
      bio: 'Eine Bäckerei.',
      colors: [
        { hex: 'C0392B', label: 'Ofenrot' },
        { hex: 'F5E6CA', label: 'Farbe 2' },
      ],
      fonts: [{ name: 'Lora' }, { name: 'Inter' }],
      pages: [{ name: 'Logo' }, { name: 'Farben' }, { name: 'Typografie' }, { name: 'Markenkern' }, { name: 'Persönlichkeit' }],
    });
    // An answer without a name makes nothing, and says so.
    standIn.answer(jsonAnswer({ ...texts }));
    const failed = await curious.post('/api/example-brand-ai', { language: 'en' });
    expect([failed.status, failed.body?.code]).toEqual([502, 'AI_FAILED']);
    expect((await curious.post('/api/example-brand-ai', { language: 'xx' })).body?.code).toBe('AI_LANGUAGE_INVALID');
  });
});
