import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, testDatabaseKinds, textAnswer, type AiStandIn } from '@brandtrail/infra';
import { AI_CONTEXT_MAX, AI_TEXT_MAX } from '@brandtrail/domain';
import type { RunningApp } from '../app';
import { toGlobalId } from '../graphql/relay';
import { startAiTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { exhaustThrottle, expectEditorsOnly, expectPersonAndBrandLimits, expectRefusals } from '../testing/routes';
import { seedMember } from '../testing/members';
import { rewriteThrottleKeys, type RewriteLine } from './rewrite';

/** POST /api/rewrite-text-ai against the OpenAI-compatible stand-in. */
describe.each(testDatabaseKinds())('rewriting text with AI on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  let standIn: AiStandIn;
  let owner: TestClient;
  let brandId: string;
  let brandUuid: string;

  const signUp = (email: string) => new TestClient(app.url).signUp(email);
  const createBrand = async (client: TestClient, name: string) => (await client.createBrand({ name })).id;
  const body = (over: Record<string, unknown> = {}) => ({
    brandId,
    prompt: 'Make the text friendlier and warmer.',
    preText: 'Welcome. ',
    text: 'Our colours are fixed.',
    postText: ' Use them everywhere.',
    neighborContext: 'Colours',
    language: 'en',
    elementType: 'text',
    elementContext: 'Page "Colours"',
    ...over,
  });
  /** Posts a rewrite and reads the whole answer: its status, and its lines (or its JSON error). */
  const rewrite = async (client: TestClient, payload: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(app.url + '/api/rewrite-text-ai', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader(), ...headers },
      body: JSON.stringify(payload),
    });
    const text = await res.text();
    const lines =
      res.status === 200
        ? text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as RewriteLine)
        : [];
    const error = res.status === 200 ? undefined : (JSON.parse(text) as { code: string; message: string; status: number });
    return { status: res.status, headers: res.headers, lines, error };
  };
  /** The answer as the shared route checks read it (testing/routes.ts). */
  const asRoute = async (answer: ReturnType<typeof rewrite>) => {
    const { status, headers, error } = await answer;
    return { status, headers, body: error };
  };

  beforeAll(async () => {
    ({ app, standIn } = opened = await startAiTestApp(kind, 'rewrite'));
    owner = await signUp('owner@example.com');
    brandId = await createBrand(owner, 'Acme Paints');
    brandUuid = Buffer.from(brandId, 'base64url').toString().split(':')[1]!;
    const updated = await owner.graphql('mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: brandId, bio: 'Paint for bold homes since 1921.', usp: 'Colours that never fade.' },
    });
    expect(updated.errors).toBeUndefined();
  });
  afterAll(() => opened?.close());
  // Failures of the model server are logged (warn): keep the output clean.
  beforeEach(() => void vi.spyOn(process.stderr, 'write').mockImplementation(() => true));
  // The worker's next files (they share it: isolate is off) write to stderr again.
  afterEach(() => vi.restoreAllMocks());

  it('streams partial lines in order and ends with success and the whole text; the brand gives the voice', async () => {
    standIn.answer(
      textAnswer([' \n', 'Our colours', ' stay with you,', ' wherever you go. '], {
        usage: { promptTokens: 90, completionTokens: 9 },
      }),
    );
    const answer = await rewrite(owner, body());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(answer.lines).toEqual([
      { type: 'partial', text: 'Our colours' },
      { type: 'partial', text: ' stay with you,' },
      { type: 'partial', text: ' wherever you go. ' },
      { type: 'success', text: 'Our colours stay with you, wherever you go.' },
    ]);
    const sent = standIn.requests.at(-1)!.body!;
    expect(sent.model).toBe('stand-in');
    expect(sent.stream).toBe(true);
    const [system, user] = sent.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('"Acme Paints"');
    expect(system!.content).toContain('Paint for bold homes since 1921.');
    expect(system!.content).toContain('Colours that never fade.');
    expect(user!.content).toContain('Instruction: Make the text friendlier and warmer.');
    expect(user!.content).toContain('Passage to rewrite: """Our colours are fixed."""');
    expect(user!.content).toContain('Text before the passage: """Welcome. """');
    expect(user!.content).toContain('Text after the passage: """ Use them everywhere."""');
    expect(user!.content).toContain('Element: text (Page "Colours")');
    const [usage] = await app.services.aiUsage.ofBrand(brandUuid, 1);
    expect(usage).toMatchObject({
      feature: 'rewrite',
      brandId: brandUuid,
      model: 'stand-in',
      outcome: 'success',
      errorCode: null,
      outputChars: 'Our colours stay with you, wherever you go.'.length,
      promptTokens: 90,
      completionTokens: 9,
    });
    expect(usage!.inputChars).toBeGreaterThan(50);
  });

  it('streams no NUL and no lone surrogate the model sends: dropped and replaced, a pair split over two chunks kept', async () => {
    standIn.answer(textAnswer(['Nul\u0000 here', ' and a lone \ud800', ' smile \ud83d', '\ude00 end\udfff', '\u0000']));
    const answer = await rewrite(owner, body());
    expect(answer.status).toBe(200);
    const storable = (text: string) =>
      !/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
    for (const line of answer.lines) expect(storable((line as { text: string }).text), JSON.stringify(line)).toBe(true);
    expect(answer.lines.at(-1)).toEqual({ type: 'success', text: 'Nul here and a lone \ufffd smile \ud83d\ude00 end\ufffd' });
    expect(
      answer.lines
        .filter((l) => l.type === 'partial')
        .map((l) => (l as { text: string }).text)
        .join(''),
    ).toBe('Nul here and a lone \ufffd smile \ud83d\ude00 end\ufffd');
  });

  it('sends each piece as it comes: the first line arrives while the model is still writing', async () => {
    standIn.answer(textAnswer(['First', ' second'], { firstWaitMs: 1, waitMs: 400 }));
    const arrived = standIn.requestAt(standIn.requests.length);
    const res = await fetch(app.url + '/api/rewrite-text-ai', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookieHeader() },
      body: JSON.stringify(body()),
    });
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('{"type":"partial","text":"First"}\n');
    const request = await arrived;
    expect(request.finished).toBe(false);
    let rest = '';
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      rest += new TextDecoder().decode(next.value);
    }
    expect(rest).toBe('{"type":"partial","text":" second"}\n{"type":"success","text":"First second"}\n');
  });

  it('refuses bad input with a translated 400 before anything is asked', async () => {
    const before = standIn.requests.length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ text: 42 }, 400, 'REQUEST_INVALID'],
      [{ prompt: ['a'] }, 400, 'REQUEST_INVALID'],
      [{ brandId: { id: 1 } }, 400, 'REQUEST_INVALID'],
      [{ preText: 'x'.repeat(AI_CONTEXT_MAX + 1) }, 400, 'TEXT_TOO_LONG'],
      [{ postText: 'x'.repeat(AI_CONTEXT_MAX + 1) }, 400, 'TEXT_TOO_LONG'],
      [{ text: 'x'.repeat(AI_TEXT_MAX + 1) }, 400, 'TEXT_TOO_LONG'],
      [{ neighborContext: 'x'.repeat(5000) }, 400, 'TEXT_TOO_LONG'],
      [{ elementContext: 'x'.repeat(1000) }, 400, 'TEXT_TOO_LONG'],
      [{ prompt: 'x'.repeat(501) }, 400, 'TEXT_TOO_LONG'],
      [{ text: '   ' }, 400, 'AI_TEXT_REQUIRED'],
      [{ prompt: '' }, 400, 'AI_PROMPT_REQUIRED'],
      [{ elementType: 'color' }, 400, 'AI_ELEMENT_TYPE_INVALID'],
      [{ elementType: undefined }, 400, 'AI_ELEMENT_TYPE_INVALID'],
      [{ language: 'fr' }, 400, 'AI_LANGUAGE_INVALID'],
      [{ text: 'a\u0000b' }, 400, 'TEXT_INVALID'],
      [{ brandId: 'not an id' }, 404, 'BRAND_NOT_FOUND'],
      [{ brandId: toGlobalId('Page', randomUUID()) }, 404, 'BRAND_NOT_FOUND'],
    ];
    await expectRefusals(cases, (over) => asRoute(rewrite(owner, body(over))));
    const german = await rewrite(owner, body({ preText: 'x'.repeat(201) }), { 'accept-language': 'de-DE' });
    expect(german.error?.message).toBe('Das Feld preText darf höchstens 200 Zeichen lang sein.');
    // Not JSON, and a body that is no object.
    const form = await fetch(app.url + '/api/rewrite-text-ai', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: owner.cookieHeader() },
      body: 'text=hi',
    });
    expect(form.status).toBe(415);
    expect((await rewrite(owner, [body()])).status).toBe(400);
    // The spec's locale codes are languages too.
    standIn.answer(textAnswer(['Hallo']));
    expect((await rewrite(owner, body({ language: 'de-DE' }))).status).toBe(200);
    expect(standIn.requests.length).toBe(before + 1);
  });

  it('lets only members who edit the brand rewrite: strangers learn nothing, viewers are refused', async () => {
    const before = standIn.requests.length;
    await expectEditorsOnly(app, brandId, (client, id) => asRoute(rewrite(client, body({ brandId: id }))));
    const unaccepted = await new TestClient(app.url).signUp('terms@example.com', undefined, { acceptTerms: false });
    expect((await rewrite(unaccepted, body())).error?.code).toBe('TERMS_NOT_ACCEPTED');
    expect(standIn.requests.length).toBe(before);
    const editor = await signUp('editor@example.com');
    await seedMember(app, brandId, await editor.viewerId(), 'editor');
    standIn.answer(textAnswer(['Fine']));
    expect((await rewrite(editor, body())).lines.at(-1)).toEqual({ type: 'success', text: 'Fine' });
  });

  it('limits each person and each brand (429 with Retry-After), asking the model nothing', async () => {
    const before = standIn.requests.length;
    await expectPersonAndBrandLimits(
      app,
      { owner, brandId },
      rewriteThrottleKeys,
      (key) => exhaustThrottle(app, key),
      (client, id) => asRoute(rewrite(client, body({ brandId: id }))),
    );
    expect(standIn.requests.length).toBe(before);
  });

  it("answers the model server's failures: before the first chunk with their status, after it with an error line", async () => {
    standIn.answer(errorAnswer(500, 'the model crashed'));
    const failed = await rewrite(owner, body());
    expect([failed.status, failed.error?.code]).toEqual([502, 'AI_FAILED']);
    expect(failed.error?.message).not.toContain('crashed');
    standIn.answer(errorAnswer(429, 'slow down', { 'retry-after': '9' }));
    const busy = await rewrite(owner, body(), { cookie: `${owner.cookieHeader()}; i18n_redirected=de` });
    expect([busy.status, busy.error?.code, busy.headers.get('retry-after')]).toEqual([429, 'AI_RATE_LIMITED', '9']);
    expect(busy.error?.message).toBe('Der KI-Dienst ist ausgelastet. Bitte versuchen Sie es in 9 Sekunden erneut.');
    standIn.answer({ steps: [{ chunk: { choices: [{ index: 0, delta: { content: 'Half' } }] } }, { stall: true }] });
    const stalled = await rewrite(owner, body());
    expect(stalled.status).toBe(200);
    expect(stalled.lines).toEqual([
      { type: 'partial', text: 'Half' },
      { type: 'error', code: 'AI_TIMEOUT', text: 'The AI service took too long to answer. Please try again.' },
    ]);
    standIn.answer(textAnswer(['  ']));
    expect((await rewrite(owner, body())).lines.at(-1)).toMatchObject({ type: 'error', code: 'AI_FAILED' });
    const [usage] = await app.services.aiUsage.ofBrand(brandUuid, 1);
    expect(usage).toMatchObject({ outcome: 'error', errorCode: 'AI_FAILED' });
  });

  it('records an accepted rewrite as one undoable step of its own, marked AI-assisted in the history', async () => {
    const page = await owner.graphql<{ createPage: { page: { id: string } } }>(
      'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
      { input: { brandId, name: 'Voice' } },
    );
    const pageId = page.data!.createPage.page.id;
    const elementId = randomUUID();
    await owner.graphql('mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }', {
      input: { pageId, type: 'text', elementId },
    });
    const doc = (text: string) =>
      JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
    const update = (text: string, aiAssisted?: boolean) =>
      owner.graphql('mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }', {
        input: { pageId, elementId, text: doc(text), ...(aiAssisted === undefined ? {} : { aiAssisted }) },
      });
    await update('Our colours are fixed.');
    // Accepted right after typing: a step of its own all the same.
    expect((await update('Our colours stay with you.', true)).errors).toBeUndefined();
    const history = await owner.graphql<{ node: { history: { edges: { node: { aiAssisted: boolean; kind: string } }[] } } }>(
      'query($id: ID!) { node(id: $id) { ... on Page { history(first: 5) { edges { node { kind aiAssisted } } } } } }',
      { id: pageId },
    );
    // Newest first: the rewrite, the typing, the element added, the page created.
    expect(history.data!.node.history.edges.map((e) => e.node)).toEqual([
      { kind: 'EDIT', aiAssisted: true },
      { kind: 'EDIT', aiAssisted: false },
      { kind: 'EDIT', aiAssisted: false },
      { kind: 'CREATED', aiAssisted: false },
    ]);
    const undone = await owner.graphql<{ undoPage: { page: { elements: { text: string }[] } } }>(
      'mutation($input: UndoPageInput!) { undoPage(input: $input) { page { elements { text } } } }',
      { input: { id: pageId } },
    );
    expect(JSON.parse(undone.data!.undoPage.page.elements[0]!.text)).toEqual(JSON.parse(doc('Our colours are fixed.')));
  });

  it('stops the model when the person cancels (the client closes the request), and records it', async () => {
    standIn.answer(textAnswer(['One', ' two', ' three'], { firstWaitMs: 1, waitMs: 10_000 }));
    const arrived = standIn.requestAt(standIn.requests.length);
    const controller = new AbortController();
    const res = await fetch(app.url + '/api/rewrite-text-ai', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookieHeader() },
      body: JSON.stringify(body()),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"One"');
    controller.abort();
    const request = await arrived;
    await request.closed;
    expect(request.closedEarly).toBe(true);
    await expect.poll(async () => (await app.services.aiUsage.ofBrand(brandUuid, 1))[0]?.outcome).toBe('cancelled');
  });
});
