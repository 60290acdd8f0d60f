import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { pageStream } from '@brandtrail/domain';
import { startApp, type RunningApp } from '../app';
import { fromGlobalId } from '../graphql/relay';
import { TestClient } from '../testing/client';
import { nextMillisecond } from '../testing/clock';
import { seedMember } from '../testing/members';

/*
 * History through the API (issue 16): undo and redo per person, the page's history in both
 * languages, the page as it was at exact moments, restoring a page, an element and a whole brand,
 * versions for readers and pinned links, and the activity's filters.
 */

const ELEMENT = 'elementId type color label text width';
const PAGE = `id slug name at elements { ${ELEMENT} } undo { canUndo canRedo }`;
const HISTORY = `history(first: 50) { edges { node { kind at startedAt revertedTo user { email } changes { kind text field before after element } } } }`;

interface Element {
  elementId: string;
  type: string;
  color: string | null;
  label: string | null;
  text: string | null;
  width: number;
}
interface Page {
  id: string;
  slug: string;
  name: string;
  at: string | null;
  elements: Element[];
  undo: { canUndo: boolean; canRedo: boolean } | null;
}
interface Entry {
  kind: string;
  at: string;
  startedAt: string;
  revertedTo: string | null;
  user: { email: string } | null;
  changes: {
    kind: string;
    text: string;
    field: string | null;
    before: string | null;
    after: string | null;
    element: string | null;
  }[];
}

const uuid = () => crypto.randomUUID();

describe.each(testDatabaseKinds())('history on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let editor: TestClient;
  let viewer: TestClient;
  let stranger: TestClient;
  let reader: TestClient;
  let brandId: string;

  const ok = async <T>(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await client.graphql<T>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };
  const code = async (client: TestClient, query: string, variables: Record<string, unknown> = {}) =>
    (await client.graphql(query, variables)).errors?.[0]?.extensions.code;
  const idOf = async (client: TestClient) => ((await client.post('/login', {})).body as { id: string }).id;

  const createPage = async (name: string, slug: string) =>
    (
      await ok<{ createPage: { page: { id: string } } }>(
        owner,
        `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`,
        { input: { brandId, name, slug } },
      )
    ).createPage.page.id;
  const add = (client: TestClient, pageId: string, type: string, elementId = uuid()) =>
    ok(client, `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`, {
      input: { pageId, type, elementId },
    }).then(() => elementId);
  const update = (client: TestClient, pageId: string, elementId: string, fields: Record<string, unknown>) =>
    ok(client, `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`, {
      input: { pageId, elementId, ...fields },
    });
  const remove = (client: TestClient, pageId: string, id: string) =>
    ok(client, `mutation($input: DeleteElementInput!) { deleteElement(input: $input) { deletedElementId } }`, {
      input: { pageId, id, force: true },
    });
  const undo = (client: TestClient, id: string) =>
    ok<{ undoPage: { skipped: number; page: Page } }>(
      client,
      `mutation($input: UndoPageInput!) { undoPage(input: $input) { skipped page { ${PAGE} } } }`,
      { input: { id } },
    ).then((d) => d.undoPage);
  const redo = (client: TestClient, id: string) =>
    ok<{ redoPage: { skipped: number; page: Page } }>(
      client,
      `mutation($input: RedoPageInput!) { redoPage(input: $input) { skipped page { ${PAGE} } } }`,
      { input: { id } },
    ).then((d) => d.redoPage);
  const read = (client: TestClient, slug: string, extra: { at?: string; version?: string } = {}) =>
    ok<{ page: Page | null }>(
      client,
      `query($b: String!, $p: String!, $at: String, $v: ID) { page(brandSlug: $b, pageSlug: $p, at: $at, version: $v) { ${PAGE} } }`,
      { b: 'history-co', p: slug, at: extra.at, v: extra.version },
    ).then((d) => d.page);
  const history = (client: TestClient, slug: string) =>
    ok<{ page: { history: { edges: { node: Entry }[] } } }>(
      client,
      `query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { ${HISTORY} } }`,
      { b: 'history-co', p: slug },
    ).then((d) => d.page.history.edges.map((e) => e.node));

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-history-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('history-owner@example.com');
    editor = await new TestClient(app.url).signUp('history-editor@example.com');
    viewer = await new TestClient(app.url).signUp('history-viewer@example.com');
    stranger = await new TestClient(app.url).signUp('history-stranger@example.com');
    reader = new TestClient(app.url);
    const made = await ok<{ createBrand: { brand: { id: string } } }>(
      owner,
      `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
      { input: { name: 'History Co', slug: 'history-co' } },
    );
    brandId = made.createBrand.brand.id;
    await seedMember(app, brandId, await idOf(editor), 'editor');
    await seedMember(app, brandId, await idOf(viewer), 'viewer');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('undoes and redoes a person’s own steps, and says when it left someone else’s change alone', async () => {
    const pageId = await createPage('Undo', 'undo');
    const colour = await add(owner, pageId, 'color');
    await update(owner, pageId, colour, { color: '#ff8000', label: 'Orange' });
    let page = (await read(owner, 'undo'))!;
    expect(page.undo).toEqual({ canUndo: true, canRedo: false });
    await remove(owner, pageId, colour);
    page = (await undo(owner, pageId)).page;
    expect(page.elements).toEqual([expect.objectContaining({ elementId: colour, color: 'FF8000', label: 'Orange' })]);
    expect(page.undo).toEqual({ canUndo: true, canRedo: true });
    // Someone else changes the colour: undoing the owner's edit leaves it, and says so.
    await update(editor, pageId, colour, { color: '#00ff00' });
    const undone = await undo(owner, pageId);
    expect(undone.skipped).toBe(1);
    expect(undone.page.elements[0]).toMatchObject({ color: '00FF00', label: '' });
    const redone = await redo(owner, pageId);
    expect(redone.page.elements[0]).toMatchObject({ color: '00FF00', label: 'Orange' });
    // The editor's stack is theirs: their undo takes back their own colour.
    expect((await undo(editor, pageId)).page.elements[0]).toMatchObject({ color: 'FF8000' });
    expect(await code(viewer, `mutation { undoPage(input: { id: "${pageId}" }) { skipped } }`)).toBe('FORBIDDEN');
    expect(await code(stranger, `mutation { undoPage(input: { id: "${pageId}" }) { skipped } }`)).toBe('PAGE_NOT_FOUND');
    expect(await code(reader, `mutation { undoPage(input: { id: "${pageId}" }) { skipped } }`)).toBe('UNAUTHENTICATED');
    // Viewers have no undo to offer.
    expect((await read(viewer, 'undo'))!.undo).toBeNull();
  });

  describe('mutations repeated under their clientMutationId (a lost answer, retried)', () => {
    const UPDATE = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId color label } clientMutationId } }`;
    const DELETE = `mutation($input: DeleteElementInput!) { deleteElement(input: $input) { deletedElementId page { elements { elementId } } } }`;
    const UNDO = `mutation($input: UndoPageInput!) { undoPage(input: $input) { skipped page { ${PAGE} } } }`;
    /** The types of the events the page's stream holds, from the log itself. */
    const logged = async (pageId: string) =>
      (await app.services.store.readStream(pageStream(fromGlobalId(pageId).id))).map((e) => e.type);
    const count = (types: string[], type: string) => types.filter((t) => t === type).length;

    it('updateElement: a late repeat records nothing (no second history entry or undo step) and sets nothing back', async () => {
      const pageId = await createPage('Retried edit', 'retried-edit');
      const colour = await add(owner, pageId, 'color');
      const input = { pageId, elementId: colour, color: '#123456', label: 'Navy', clientMutationId: uuid() };
      const first = await ok<{ updateElement: { element: Element } }>(owner, UPDATE, { input });
      expect(first.updateElement.element).toMatchObject({ color: '123456', label: 'Navy' });
      // Someone else changes the colour; then the owner's client, whose answer was lost, sends its edit again.
      await update(editor, pageId, colour, { color: '#654321' });
      const again = await ok<{ updateElement: { element: Element } }>(owner, UPDATE, { input });
      // Also with its fields in another order: the same input.
      const reordered = await ok<{ updateElement: { element: Element } }>(owner, UPDATE, {
        input: { clientMutationId: input.clientMutationId, label: 'Navy', color: '#123456', elementId: colour, pageId },
      });
      // The repeat answers with the element as it is: the edit it repeats was done, and is not done twice.
      expect(again.updateElement.element).toMatchObject({ elementId: colour, color: '654321', label: 'Navy' });
      expect(reordered).toEqual(again);
      expect(count(await logged(pageId), 'ElementUpdated')).toBe(2);
      const entries = await history(owner, 'retried-edit');
      // The editor's edit, the owner's edit, the element added, the page made: no second entry of the owner's.
      expect(entries.map((e) => `${e.kind} ${e.user?.email}`)).toEqual([
        'EDIT history-editor@example.com',
        'EDIT history-owner@example.com',
        'EDIT history-owner@example.com',
        'CREATED history-owner@example.com',
      ]);
      // The owner's newest step is their edit (undone where the editor left it alone: the label), then the add.
      expect((await undo(owner, pageId)).page.elements[0]).toMatchObject({ color: '654321', label: '' });
    });

    it('refuses the same clientMutationId with another input, in English and German; another user’s same id is theirs', async () => {
      const pageId = await createPage('Reused id', 'reused-id');
      const colour = await add(owner, pageId, 'color');
      const clientMutationId = uuid();
      await ok(owner, UPDATE, { input: { pageId, elementId: colour, color: '#111111', clientMutationId } });
      const res = await owner.graphql(UPDATE, { input: { pageId, elementId: colour, color: '#222222', clientMutationId } });
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'MUTATION_ID_REUSED', status: 409 } });
      expect(res.errors?.[0]!.message).toMatch(/clientMutationId with other input/);
      const german = new TestClient(app.url, { 'accept-language': 'de' });
      for (const [k, v] of owner.cookies) german.cookies.set(k, v);
      german.cookies.set('i18n_redirected', 'de');
      const de = await german.graphql(UPDATE, { input: { pageId, elementId: colour, color: '#333333', clientMutationId } });
      expect(de.errors?.[0]!.message).toMatch(/^Diese Anfrage wiederholt eine frühere/);
      // The editor's mutation under the same id is another mutation: recorded.
      await ok(editor, UPDATE, { input: { pageId, elementId: colour, color: '#444444', clientMutationId } });
      expect((await read(owner, 'reused-id'))!.elements[0]).toMatchObject({ color: '444444' });
      expect(count(await logged(pageId), 'ElementUpdated')).toBe(2);
      // The same id with another mutation is that mutation's (a client may name two steps of one action so).
      const other = await owner.graphql(DELETE, { input: { pageId, id: colour, force: true, clientMutationId } });
      expect(other.errors).toBeUndefined();
      expect(count(await logged(pageId), 'ElementDeleted')).toBe(1);
      // A clientMutationId longer than any a client makes is bad input.
      const long = await owner.graphql(UPDATE, {
        input: { pageId, elementId: uuid(), color: '#555555', clientMutationId: 'x'.repeat(101) },
      });
      expect(long.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION', status: 400 } });
    });

    it('deleteElement and undoPage: a repeat records nothing and answers as the first', async () => {
      const pageId = await createPage('Retried delete', 'retried-delete');
      const [a, b] = [await add(owner, pageId, 'color'), await add(owner, pageId, 'text')];
      const del = { pageId, id: a, force: true, clientMutationId: uuid() };
      const deleted = await ok(owner, DELETE, { input: del });
      expect(await ok(owner, DELETE, { input: del })).toEqual(deleted);
      expect(count(await logged(pageId), 'ElementDeleted')).toBe(1);
      // Undo once, repeated: the delete comes back, and the add of b stays (a second undo would take it).
      const undoInput = { id: pageId, clientMutationId: uuid() };
      const undone = await ok<{ undoPage: { page: Page } }>(owner, UNDO, { input: undoInput });
      const repeated = await ok<{ undoPage: { page: Page } }>(owner, UNDO, { input: undoInput });
      expect(undone.undoPage.page.elements.map((e) => e.elementId)).toEqual([a, b]);
      expect(repeated).toEqual(undone);
      expect(count(await logged(pageId), 'PageStepUndone')).toBe(1);
    });
  });

  it('answers NOTHING_TO_UNDO with a translated message', async () => {
    const pageId = await createPage('Empty', 'empty');
    const res = await owner.graphql(`mutation { undoPage(input: { id: "${pageId}" }) { skipped } }`);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'NOTHING_TO_UNDO', status: 409 } });
    const german = await owner.post(
      '/graphql',
      { query: `mutation { redoPage(input: { id: "${pageId}" }) { skipped } }` },
      { cookie: `${owner.cookieHeader()}; i18n_redirected=de` },
    );
    const errors = (german.body as { errors: { message: string }[] }).errors;
    expect(errors[0]!.message).toBe('Auf dieser Seite gibt es nichts von Ihnen, das sich wiederherstellen lässt.');
  });

  it("words the page's history in the reader's language and groups a burst", async () => {
    const pageId = await createPage('Palette', 'palette');
    const colour = await add(owner, pageId, 'color');
    await update(owner, pageId, colour, { color: '#ff8000' });
    await update(owner, pageId, colour, { color: '#1a2b3c' });
    const text = await add(editor, pageId, 'text');
    const doc = (t: string) =>
      JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: t }] }] });
    for (const t of ['Our', 'Our colours', 'Our colours carry']) await update(editor, pageId, text, { text: doc(t) });
    const entries = await history(owner, 'palette');
    expect(entries.map((e) => e.kind)).toEqual(['EDIT', 'EDIT', 'EDIT', 'EDIT', 'CREATED']);
    expect(entries[0]!.changes).toEqual([
      expect.objectContaining({
        kind: 'FIELD',
        field: 'text',
        before: 'none',
        after: 'Our colours carry',
        text: 'Text none → Our colours carry',
      }),
    ]);
    expect(entries[2]!.changes.map((c) => c.text)).toEqual(['Colour HEX none → #1A2B3C']);
    expect(entries[2]!.user?.email).toBe('history-owner@example.com');
    const german = new TestClient(app.url, { 'accept-language': 'de' });
    german.cookies.set('auth._token', owner.cookies.get('auth._token')!);
    german.cookies.set('auth._refresh_token', owner.cookies.get('auth._refresh_token')!);
    german.cookies.set('i18n_redirected', 'de');
    const de = await history(german, 'palette');
    expect(de[2]!.changes[0]!.text).toBe('Farbe HEX keine → #1A2B3C');
    expect(de[3]!.changes[0]!.text).toMatch(/hinzugefügt$/);
    // Members read the history; readers of the brand do not.
    expect((await history(viewer, 'palette')).length).toBe(5);
  });

  it('names the page and the colour element a page setting points to, not “a page”', async () => {
    const intro = await createPage('Introduction', 'introduction');
    const child = await createPage('Logo use', 'logo-use');
    const ink = await add(owner, child, 'color');
    await update(owner, child, ink, { color: '#1c2330', label: 'Ink' });
    const setPage = (client: TestClient, fields: Record<string, unknown>) =>
      ok(client, `mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { id } } }`, {
        input: { id: child, ...fields },
      });
    // two people, so that the steps stay apart (one person's burst is one entry)
    await setPage(owner, { parentId: intro });
    await setPage(editor, { parentId: null, textColorElement: ink });
    const lines = async (client: TestClient) =>
      (await history(client, 'logo-use')).flatMap((e) => e.changes.filter((c) => c.kind === 'PAGE_SETTING').map((c) => c.text));
    expect(await lines(owner)).toEqual([
      'Parent page “Introduction” → none',
      'Page text colour (from a colour element) none → colour “Ink”',
      'Parent page none → “Introduction”',
    ]);
    const german = new TestClient(app.url, { 'accept-language': 'de' });
    german.cookies.set('auth._token', owner.cookies.get('auth._token')!);
    german.cookies.set('auth._refresh_token', owner.cookies.get('auth._refresh_token')!);
    german.cookies.set('i18n_redirected', 'de');
    expect(await lines(german)).toEqual([
      'Übergeordnete Seite „Introduction“ → keine',
      'Textfarbe der Seite (aus einem Farbelement) keine → Farbe „Ink“',
      'Übergeordnete Seite keine → „Introduction“',
    ]);
    // The field's own values name them too.
    const entry = (await history(owner, 'logo-use')).find((e) => e.changes.some((c) => c.field === 'parentId'))!;
    expect(entry.changes.find((c) => c.field === 'parentId')).toMatchObject({ before: '“Introduction”', after: 'none' });
    // A page deleted since is named still; a colour element removed since is “a colour element”.
    await remove(owner, child, ink);
    expect((await lines(owner))[1]).toBe('Page text colour (from a colour element) none → a colour element');
  });

  it('reads the page as it was at exact moments, and restores it as one step that undo takes back', async () => {
    const pageId = await createPage('Moments', 'moments');
    const first = await add(owner, pageId, 'color');
    await nextMillisecond();
    await update(owner, pageId, first, { color: '#111111' });
    await nextMillisecond();
    const second = await add(owner, pageId, 'spacer');
    await nextMillisecond();
    await update(owner, pageId, first, { color: '#222222' });
    const entries = (await history(owner, 'moments')).reverse(); // oldest first
    const [created, added, coloured, spaced, recoloured] = entries;
    const at = async (moment: string) => (await read(owner, 'moments', { at: moment }))!;
    expect((await at(created!.at)).elements).toEqual([]);
    expect((await at(added!.at)).elements).toEqual([expect.objectContaining({ elementId: first, color: null })]);
    expect((await at(coloured!.at)).elements.map((e) => e.color)).toEqual(['111111']);
    // One millisecond before an entry: the moment before it.
    const before = new Date(Date.parse(spaced!.at) - 1).toISOString();
    expect((await at(before)).elements.map((e) => e.elementId)).toEqual([first]);
    expect((await at(spaced!.at)).elements.map((e) => e.elementId)).toEqual([first, second]);
    expect((await at(recoloured!.at)).at).toBe(recoloured!.at);
    expect(await code(owner, `{ page(brandSlug: "history-co", pageSlug: "moments", at: "2999-01-01T00:00:00Z") { id } }`)).toBe(
      'AT_INVALID',
    );
    expect(await code(owner, `{ page(brandSlug: "history-co", pageSlug: "moments", at: "soon") { id } }`)).toBe('AT_INVALID');
    expect(await read(owner, 'moments', { at: '2020-01-01T00:00:00Z' })).toBeNull();

    const reverted = await ok<{ revertPage: { page: Page } }>(
      owner,
      `mutation($input: RevertPageInput!) { revertPage(input: $input) { page { ${PAGE} } } }`,
      { input: { id: pageId, at: coloured!.at } },
    );
    expect(reverted.revertPage.page.elements.map((e) => [e.elementId, e.color])).toEqual([[first, '111111']]);
    const latest = (await history(owner, 'moments'))[0]!;
    expect(latest).toMatchObject({ kind: 'REVERT', revertedTo: coloured!.at });
    const back = await undo(owner, pageId);
    expect(back.page.elements.map((e) => [e.elementId, e.color])).toEqual([
      [first, '222222'],
      [second, null],
    ]);
  });

  it('refuses moments outside 1970 to now with a translated 400 wherever a moment is taken, for every member', async () => {
    const pageId = await createPage('Far moments', 'far-moments');
    const german = (client: TestClient) => {
      const de = new TestClient(app.url, { 'accept-language': 'de' });
      for (const [k, v] of client.cookies) de.cookies.set(k, v);
      de.cookies.set('i18n_redirected', 'de');
      return de;
    };
    const places = (at: string) => [
      { who: viewer, query: `{ page(brandSlug: "history-co", pageSlug: "far-moments", at: ${JSON.stringify(at)}) { id } }` },
      { who: viewer, query: `query($id: ID!) { brand(id: $id) { asOf(at: ${JSON.stringify(at)}) { id } } }` },
      { who: editor, query: `query($id: ID!) { brand(id: $id) { revertPreview(at: ${JSON.stringify(at)}) { at } } }` },
      { who: editor, query: `mutation($id: ID!) { revertBrand(input: { id: $id, at: ${JSON.stringify(at)} }) { undoAt } }` },
      { who: owner, query: `mutation { revertPage(input: { id: "${pageId}", at: ${JSON.stringify(at)} }) { page { id } } }` },
    ];
    const far = [
      '0000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1969-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '2020-02-30T00:00:00Z',
      '2020-01-01T25:00:00Z',
      'Tue, 01 Jan 2019 00:00:00 GMT',
    ];
    for (const at of far)
      for (const { who, query } of places(at)) {
        const res = await who.graphql(query, { id: brandId });
        expect(res.errors?.[0], `${at}: ${query}`).toMatchObject({
          message: 'Please choose a moment between 1 January 1970 and now.',
          extensions: { code: 'AT_INVALID', status: 400 },
        });
      }
    const de = await german(viewer).graphql(places('0000-01-01T00:00:00Z')[0]!.query);
    expect(de.errors?.[0]?.message).toBe('Bitte wählen Sie einen Zeitpunkt zwischen dem 1. Januar 1970 und jetzt.');
    // The first moment of the range is one: nothing existed then.
    expect(await read(owner, 'far-moments', { at: '1970-01-01T00:00:00Z' })).toBeNull();
    expect(await read(owner, 'far-moments', { at: '1970-01-01T01:00:00+01:00' })).toBeNull();
    expect(
      await code(owner, `mutation { revertPage(input: { id: "${pageId}", at: "1970-01-01T00:00:00Z" }) { page { id } } }`),
    ).toBe('AT_TOO_EARLY');
    // The brand, restored or previewed at that moment, likewise, and nothing of it changes.
    const before = await read(owner, 'far-moments');
    for (const { who, query } of places('1970-01-01T00:00:00Z').slice(2, 4)) {
      const res = await who.graphql(query, { id: brandId });
      expect(res.errors?.[0]?.extensions, query).toMatchObject({ code: 'AT_TOO_EARLY', status: 400 });
    }
    expect(await read(owner, 'far-moments')).toEqual(before);
  });

  it('lists elements removed from a page and brings one back where it was, with its id', async () => {
    const pageId = await createPage('Removed', 'removed');
    const [a, b, c] = [await add(owner, pageId, 'spacer'), await add(owner, pageId, 'color'), await add(owner, pageId, 'spacer')];
    await update(owner, pageId, b, { label: 'Ink' });
    await remove(editor, pageId, b);
    const listed = await ok<{
      page: {
        deletedElements: {
          element: { elementId: string; label: string };
          words: string;
          deletedAt: string;
          deletedBy: { email: string };
        }[];
      };
    }>(
      viewer,
      `{ page(brandSlug: "history-co", pageSlug: "removed") { deletedElements { element { elementId label } words deletedAt deletedBy { email } } } }`,
    );
    expect(listed.page.deletedElements).toEqual([
      {
        element: { elementId: b, label: 'Ink' },
        words: 'Ink',
        deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        deletedBy: { email: 'history-editor@example.com' },
      },
    ]);
    expect(Date.now() - Date.parse(listed.page.deletedElements[0]!.deletedAt)).toBeLessThan(60_000);
    const restore = `mutation($input: RestoreElementInput!) { restoreElement(input: $input) { page { elements { elementId } } } }`;
    expect(await code(viewer, restore, { input: { pageId, elementId: b } })).toBe('FORBIDDEN');
    const back = await ok<{ restoreElement: { page: { elements: { elementId: string }[] } } }>(owner, restore, {
      input: { pageId, elementId: b },
    });
    expect(back.restoreElement.page.elements.map((e) => e.elementId)).toEqual([a, b, c]);
    expect(await code(owner, restore, { input: { pageId, elementId: b } })).toBe('ELEMENT_NOT_FOUND');
  });

  it("keeps a deleted element's id its page's: nobody takes it, whoever asks gets the same answer, and undo and restore bring it back", async () => {
    const pageId = await createPage('Own ids', 'own-ids');
    const [x, y] = [await add(owner, pageId, 'color'), await add(owner, pageId, 'spacer')];
    await update(owner, pageId, x, { label: 'Ink' });
    const live = await add(owner, pageId, 'spacer');
    await remove(owner, pageId, x);
    await remove(owner, pageId, y);
    // The stranger's own brand and page.
    const theirs = await ok<{ createBrand: { brand: { id: string } } }>(
      stranger,
      `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
      { input: { name: 'Stranger Co', slug: 'stranger-ids-co' } },
    );
    const theirPage = (
      await ok<{ createPage: { page: { id: string } } }>(
        stranger,
        `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`,
        { input: { brandId: theirs.createBrand.brand.id, name: 'Mine' } },
      )
    ).createPage.page.id;
    const create = (client: TestClient, page: string, elementId: string) =>
      client.graphql(`mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`, {
        input: { pageId: page, type: 'spacer', elementId },
      });
    const duplicate = (client: TestClient, page: string, elementId: string, newElementId: string) =>
      client.graphql(`mutation($input: DuplicateElementInput!) { duplicateElement(input: $input) { element { elementId } } }`, {
        input: { pageId: page, elementId, newElementId },
      });
    const own = await add(stranger, theirPage, 'spacer');
    // Deleted ids, and one a private page holds now: the same answer, so the call tells nothing about whose they are.
    for (const id of [x, y, live]) {
      expect((await create(stranger, theirPage, id)).errors?.[0]?.extensions, id).toEqual({
        code: 'ELEMENT_ID_TAKEN',
        status: 409,
      });
      expect((await duplicate(stranger, theirPage, own, id)).errors?.[0]?.extensions.code).toBe('ELEMENT_ID_TAKEN');
    }
    // The page's own deleted ids are not taken again by a new element either.
    expect((await create(owner, pageId, y)).errors?.[0]?.extensions.code).toBe('ELEMENT_ID_TAKEN');
    // A repeat of a create (its answer was lost) still answers the element it made.
    expect((await create(stranger, theirPage, own)).errors).toBeUndefined();
    expect((await create(owner, pageId, live)).errors).toBeUndefined();
    // So undo brings the element back, and so does restoring it from the page's history.
    const undone = await undo(owner, pageId);
    expect(undone.skipped).toBe(0);
    expect(undone.page.elements.map((e) => e.elementId)).toEqual([y, live]);
    const back = await ok<{ restoreElement: { page: Page } }>(
      owner,
      `mutation($input: RestoreElementInput!) { restoreElement(input: $input) { page { ${PAGE} } } }`,
      { input: { pageId, elementId: x } },
    );
    expect(back.restoreElement.page.elements.map((e) => [e.elementId, e.label])).toEqual([
      [x, 'Ink'],
      [y, null],
      [live, null],
    ]);
    const theirElements = await ok<{ node: { elements: { elementId: string }[] } }>(
      stranger,
      `query($id: ID!) { node(id: $id) { ... on Page { elements { elementId } } } }`,
      { id: theirPage },
    );
    expect(theirElements.node.elements.map((e) => e.elementId)).toEqual([own]);
  });

  it('restores the whole brand to a moment, previews it first, and the restore can itself be undone', async () => {
    const kept = await createPage('Kept', 'kept');
    const gone = await createPage('Gone later', 'gone-later');
    const element = await add(owner, kept, 'color');
    await update(owner, kept, element, { color: '#abcdef' });
    await ok(owner, `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
      input: { id: brandId, bio: 'Before' },
    });
    await nextMillisecond();
    const moment = new Date().toISOString();
    await nextMillisecond();
    await update(owner, kept, element, { color: '#000000' });
    await ok(owner, `mutation($input: DeletePageInput!) { deletePage(input: $input) { deletedPageId } }`, {
      input: { id: gone },
    });
    const made = await createPage('Made since', 'made-since');
    await ok(owner, `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
      input: { id: brandId, bio: 'After' },
    });
    const preview = await ok<{ brand: { revertPreview: Record<string, unknown> } }>(
      owner,
      `query($id: ID!, $at: String!) { brand(id: $id) { revertPreview(at: $at) { settings pagesOrder pagesRestored pagesDeleted pagesChanged assetsRestored } } }`,
      { id: brandId, at: moment },
    );
    expect(preview.brand.revertPreview).toMatchObject({
      settings: ['Bio'],
      pagesRestored: ['Gone later'],
      pagesDeleted: ['Made since'],
      pagesChanged: ['Kept'],
    });
    expect(await code(viewer, `mutation { revertBrand(input: { id: "${brandId}", at: "${moment}" }) { plan { at } } }`)).toBe(
      'FORBIDDEN',
    );
    const restored = await ok<{ revertBrand: { undoAt: string } }>(
      owner,
      `mutation($input: RevertBrandInput!) { revertBrand(input: $input) { undoAt plan { at } } }`,
      { input: { id: brandId, at: moment } },
    );
    const brand = await ok<{ brand: { bio: string; pages: { name: string }[]; deletedPages: { name: string }[] } }>(
      owner,
      `query($id: ID!) { brand(id: $id) { bio pages { name } deletedPages { name } } }`,
      { id: brandId },
    );
    expect(brand.brand.bio).toBe('Before');
    expect(brand.brand.pages.map((p) => p.name)).toContain('Gone later');
    expect(brand.brand.pages.map((p) => p.name)).not.toContain('Made since');
    expect(brand.brand.deletedPages.map((p) => p.name)).toContain('Made since');
    expect((await read(owner, 'kept'))!.elements[0]!.color).toBe('ABCDEF');
    // Undoing the restore is restoring the moment just before it (undoAt).
    const restoredAt = (await history(owner, 'kept'))[0]!;
    expect(restoredAt.kind).toBe('REVERT');
    expect(Date.parse(restored.revertBrand.undoAt)).toBe(Date.parse(restoredAt.startedAt) - 1);
    await ok(owner, `mutation($input: RevertBrandInput!) { revertBrand(input: $input) { plan { at } } }`, {
      input: { id: brandId, at: restored.revertBrand.undoAt },
    });
    const again = await ok<{ brand: { bio: string; pages: { id: string }[] } }>(
      owner,
      `query($id: ID!) { brand(id: $id) { bio pages { id } } }`,
      {
        id: brandId,
      },
    );
    expect(again.brand.bio).toBe('After');
    expect(again.brand.pages.map((p) => p.id)).toContain(made);
    expect(again.brand.pages.map((p) => p.id)).not.toContain(gone);
    expect((await read(owner, 'kept'))!.elements[0]!.color).toBe('000000');
    // The activity starts the restore, and shows it.
    const activity = await ok<{ brand: { activity: { edges: { node: { kind: string; pageName: string | null } }[] } } }>(
      owner,
      `query($id: ID!) { brand(id: $id) { activity(first: 5) { edges { node { kind pageName } } } } }`,
      { id: brandId },
    );
    expect(activity.brand.activity.edges[0]!.node).toEqual({ kind: 'REVERT', pageName: null });
  });

  it('names versions, shows a reader the newest one when the brand says so, and pins a shared link to one', async () => {
    const pageId = await createPage('Versioned', 'versioned');
    const element = await add(owner, pageId, 'color');
    await update(owner, pageId, element, { color: '#123456' });
    await ok(owner, `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
      input: { id: brandId, public: true },
    });
    const named = await ok<{ createVersionBrand: { version: { id: string; name: string; at: string } } }>(
      owner,
      `mutation($input: CreateVersionBrandInput!) { createVersionBrand(input: $input) { version { id name at } } }`,
      { input: { id: brandId, name: 'v1: approved', notes: 'By the board', clientMutationId: 'name-v1' } },
    );
    const version = named.createVersionBrand.version;
    // The same create repeated (its answer lost) names no second version.
    const repeated = await ok<{ createVersionBrand: { version: { id: string } } }>(
      owner,
      `mutation($input: CreateVersionBrandInput!) { createVersionBrand(input: $input) { version { id } } }`,
      { input: { id: brandId, name: 'v1: approved', notes: 'By the board', clientMutationId: 'name-v1' } },
    );
    expect(repeated.createVersionBrand.version.id).toBe(version.id);
    await nextMillisecond();
    await update(owner, pageId, element, { color: '#654321' });
    // Anyone who reads the brand reads a version; only members read any moment.
    expect((await read(reader, 'versioned', { version: version.id }))!.elements[0]!.color).toBe('123456');
    expect(await code(reader, `{ page(brandSlug: "history-co", pageSlug: "versioned", at: "${version.at}") { id } }`)).toBe(
      'FORBIDDEN',
    );
    expect((await read(reader, 'versioned'))!.elements[0]!.color).toBe('654321');
    await ok(owner, `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
      input: { id: brandId, readersSeeVersion: true },
    });
    const shown = (await read(reader, 'versioned'))!;
    expect(shown.elements[0]!.color).toBe('123456');
    expect(shown.at).toBe(version.at);
    // Members keep reading the brand as it is.
    expect((await read(viewer, 'versioned'))!.elements[0]!.color).toBe('654321');
    await ok(owner, `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
      input: { id: brandId, readersSeeVersion: false, public: false },
    });
    // A shared link pinned to the version: its visitor reads the version.
    const link = await ok<{ createSharedLink: { sharedLink: { token: string; version: { name: string } } } }>(
      owner,
      `mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { token version { name } } } }`,
      { input: { brand: brandId, pages: [pageId], version: version.id } },
    );
    expect(link.createSharedLink.sharedLink.version.name).toBe('v1: approved');
    const visitor = new TestClient(app.url);
    expect((await visitor.post('/shared-link', { token: link.createSharedLink.sharedLink.token })).status).toBe(200);
    expect((await read(visitor, 'versioned'))!.elements[0]!.color).toBe('123456');
    const versions = await ok<{ brand: { versions: { edges: { node: { name: string; notes: string } }[] } } }>(
      viewer,
      `query($id: ID!) { brand(id: $id) { versions { edges { node { name notes } } } } }`,
      { id: brandId },
    );
    expect(versions.brand.versions.edges.map((e) => e.node)).toEqual([{ name: 'v1: approved', notes: 'By the board' }]);
    // Who named it is for members: the link's visitor reads the version, not the address.
    const seenBy = async (client: TestClient) =>
      (
        await ok<{ node: { createdBy: { email: string } | null } }>(
          client,
          `query($id: ID!) { node(id: $id) { ... on BrandVersion { createdBy { email } } } }`,
          {
            id: version.id,
          },
        )
      ).node.createdBy;
    expect(await seenBy(viewer)).toEqual({ email: 'history-owner@example.com' });
    expect(await seenBy(visitor)).toBeNull();
  });

  it('filters the activity by person, by page and since the last visit', async () => {
    const pageId = await createPage('Activity', 'activity-page');
    await add(editor, pageId, 'spacer');
    const editorId = await idOf(editor);
    const byEditor = await ok<{ brand: { activity: { edges: { node: { user: { email: string } | null } }[] } } }>(
      owner,
      `query($id: ID!, $u: ID!) { brand(id: $id) { activity(first: 100, userId: $u) { edges { node { user { email } } } } } }`,
      { id: brandId, u: Buffer.from(`User:${editorId}`).toString('base64url') },
    );
    expect(new Set(byEditor.brand.activity.edges.map((e) => e.node.user?.email))).toEqual(
      new Set(['history-editor@example.com']),
    );
    const byPage = await ok<{ brand: { activity: { edges: { node: { pageName: string } }[] } } }>(
      owner,
      `query($id: ID!, $p: ID!) { brand(id: $id) { activity(first: 100, pageId: $p) { edges { node { pageName } } } } }`,
      { id: brandId, p: pageId },
    );
    expect(new Set(byPage.brand.activity.edges.map((e) => e.node.pageName))).toEqual(new Set(['Activity']));
    const visit = `mutation($input: RecordBrandVisitInput!) { recordBrandVisit(input: $input) { previousVisitAt } }`;
    await ok(viewer, visit, { input: { id: brandId } });
    const since = await ok<{ brand: { activity: { edges: unknown[] } } }>(
      viewer,
      `query($id: ID!) { brand(id: $id) { activity(sinceLastVisit: true) { edges { cursor } } } }`,
      { id: brandId },
    );
    // A first visit has no previous one: everything is new.
    expect(since.brand.activity.edges.length).toBeGreaterThan(0);
    expect(await code(reader, visit, { input: { id: brandId } })).toBe('UNAUTHENTICATED');
  });
});
