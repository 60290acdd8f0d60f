import diagnostics from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { createServer, persistedQueriesFile } from '../http/server';
import { openServices } from '../services';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient, type EventStream } from '../testing/client';
import { mutate, nextPayload as nextResult, streamsClosedAfterEach } from '../testing/live';

const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;
const UPDATE_ELEMENT = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { fontSize } } }`;
const UPDATE_PAGE = `mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { name } } }`;
const LIVE = `subscription($id: ID!) { pageChanged(id: $id) { id name deletedAt elements { elementId fontSize } } }`;

/** The web client's own subscription document, by its persisted id (what the browser sends). */
const clientDocumentId = () => {
  const documents = JSON.parse(readFileSync(persistedQueriesFile, 'utf8')) as Record<string, string>;
  const id = Object.keys(documents).find((key) => documents[key]!.includes('subscription usePageLiveSubscription'));
  if (!id) throw new Error('usePageLiveSubscription is not in web/persisted-queries.json: npm run generate');
  return id;
};

interface LivePage {
  id: string;
  name: string;
  deletedAt: string | null;
  elements: { elementId: string; fontSize: number }[];
}
interface Payload {
  data?: { pageChanged?: LivePage | null; pageLive?: { page: LivePage | null } | null } | null;
  errors?: { message: string; extensions: { code: string; status: number } }[];
}

/** The next `next` event's payload. */
const nextPayload = (stream: EventStream, timeoutMs?: number) => nextResult<Payload>(stream, timeoutMs);

const subscribePath = (pageId: string) =>
  `/graphql?${new URLSearchParams({ query: LIVE, variables: JSON.stringify({ id: pageId }) }).toString()}`;

describe.each(testDatabaseKinds())('live pages (pageChanged over Server-Sent Events) on %s', (kind) => {
  let opened: TestApp;
  let db: TestDatabase;
  let app: RunningApp;
  let owner: TestClient;
  /** The same owner in a second browser. */
  let ownerElsewhere: TestClient;
  let reader: TestClient;
  let stranger: TestClient;
  let brandId: string;

  const register = async (email: string) => {
    return new TestClient(app.url).signUp(email);
  };
  const createPage = async (name: string, brand = brandId) =>
    (await mutate<{ createPage: { page: { id: string } } }>(owner, CREATE_PAGE, { brandId: brand, name })).createPage.page.id;
  /** Opens an event stream that the test's end closes whatever happens. */
  const events = streamsClosedAfterEach();
  const subscribe = (client: TestClient, pageId: string) => events(client, subscribePath(pageId));
  const persisted = (pageId: string) =>
    `/graphql?${new URLSearchParams({ id: clientDocumentId(), variables: JSON.stringify({ id: pageId }) }).toString()}`;
  const hub = () => app.services.changes;
  async function until(check: () => boolean, what: string): Promise<void> {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    if (!check()) throw new Error(`timed out waiting until ${what}`);
  }
  const hubStopped = () => until(() => hub().listenerCount === 0 && !hub().running, 'the hub stopped');

  beforeAll(async () => {
    // The hub stops as soon as its last listener leaves (no lingering), which these tests watch.
    ({ db, app } = opened = await startTestApp(kind, 'live', { LIVE_LINGER_MINUTES: '0' }));
    owner = await register('live-owner@example.com');
    ownerElsewhere = new TestClient(app.url);
    expect(
      (await ownerElsewhere.post('/login', { email: 'live-owner@example.com', password: 'correct horse battery' })).status,
    ).toBe(200);
    reader = await register('live-reader@example.com');
    stranger = await register('live-stranger@example.com');
    brandId = (await owner.createBrand({ name: 'Live Co', slug: 'live-co' })).id;
  });
  afterAll(() => opened.close());

  it('sends the page, then each change made in another browser within a second', async () => {
    const pageId = await createPage('Typography');
    const { createElement } = await mutate<{ createElement: { element: { elementId: string } } }>(owner, CREATE_ELEMENT, {
      pageId,
      type: 'headline',
    });
    // The web client's document, by persisted id, as its Relay network sends it.
    const stream = await events(owner, persisted(pageId));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await nextPayload(stream);
    expect(first.errors).toBeUndefined();
    expect(first.data!.pageLive!.page).toMatchObject({ id: pageId, name: 'Typography', deletedAt: null });
    expect(hub().running).toBe(true);

    // (how soon a change arrives is measured by the bench; here it arrives)
    const [changed] = await Promise.all([
      nextPayload(stream),
      mutate(ownerElsewhere, UPDATE_ELEMENT, { pageId, elementId: createElement.element.elementId, fontSize: 48 }),
    ]);
    expect(changed.data!.pageLive!.page!.elements).toEqual([
      expect.objectContaining({ elementId: createElement.element.elementId, fontSize: 48 }),
    ]);

    await mutate(ownerElsewhere, UPDATE_PAGE, { id: pageId, name: 'Type' });
    expect((await nextPayload(stream)).data!.pageLive!.page!.name).toBe('Type');

    stream.close();
    await hubStopped();
  });

  it("lets another user who may read the page follow an editor's changes, until the brand turns private", async () => {
    const otherBrand = (await owner.createBrand({ name: 'Open Co', slug: 'open-co' })).id;
    await mutate(owner, UPDATE_BRAND, { id: otherBrand, public: true });
    const pageId = await createPage('Colours', otherBrand);
    const stream = await subscribe(reader, pageId);
    expect((await nextPayload(stream)).data!.pageChanged!.name).toBe('Colours');

    await mutate(owner, UPDATE_PAGE, { id: pageId, name: 'Palette' });
    expect((await nextPayload(stream)).data!.pageChanged!.name).toBe('Palette');

    // Access is checked again with every change: once the brand is private the stream ends.
    await mutate(owner, UPDATE_BRAND, { id: otherBrand, public: false });
    await mutate(owner, UPDATE_PAGE, { id: pageId, name: 'Secret palette' });
    const lost = await nextPayload(stream);
    expect(lost.data?.pageChanged ?? null).toBeNull();
    expect(lost.errors?.[0]?.extensions).toEqual({ code: 'PAGE_NOT_FOUND', status: 404 });
    expect((await stream.next())?.event).toBe('complete');
    expect(await stream.next()).toBeNull();
    await hubStopped();
  });

  it('answers a non-member of a private brand with PAGE_NOT_FOUND and keeps nothing subscribed', async () => {
    const pageId = await createPage('Private');
    const stream = await subscribe(stranger, pageId);
    expect(stream.status).toBe(200);
    const denied = await nextPayload(stream);
    expect(denied.data ?? null).toBeNull();
    expect(denied.errors?.[0]).toMatchObject({
      message: 'This page could not be found',
      extensions: { code: 'PAGE_NOT_FOUND', status: 404 },
    });
    expect((await stream.next())?.event).toBe('complete');
    expect(await stream.next()).toBeNull();
    expect(hub().listenerCount).toBe(0);

    // Logged out, or with an id that is no page, it is the same answer.
    const anonymous = await subscribe(new TestClient(app.url), pageId);
    expect((await nextPayload(anonymous)).errors?.[0]?.extensions.code).toBe('PAGE_NOT_FOUND');
    const notAPage = await subscribe(owner, brandId);
    expect((await nextPayload(notAPage)).errors?.[0]?.extensions.code).toBe('PAGE_NOT_FOUND');
    await hubStopped();
  });

  it('removes the listener of a client that disconnects and stops the hub with the last one', async () => {
    const pageId = await createPage('Logo');
    const a = await subscribe(owner, pageId);
    const b = await subscribe(ownerElsewhere, pageId);
    await nextPayload(a);
    await nextPayload(b);
    expect(hub().listenerCount).toBe(2);
    a.close();
    await until(() => hub().listenerCount === 1, 'one listener is left');
    expect(hub().running).toBe(true);
    await mutate(owner, UPDATE_PAGE, { id: pageId, name: 'Logo usage' });
    expect((await nextPayload(b, 1000)).data!.pageChanged!.name).toBe('Logo usage');
    b.close();
    await hubStopped();

    // The next subscriber starts it again.
    const c = await subscribe(owner, pageId);
    expect((await nextPayload(c)).data!.pageChanged!.name).toBe('Logo usage');
    expect(hub().running).toBe(true);
    await mutate(ownerElsewhere, UPDATE_PAGE, { id: pageId, name: 'Logo rules' });
    expect((await nextPayload(c, 1000)).data!.pageChanged!.name).toBe('Logo rules');
    c.close();
    await hubStopped();

    // A client that leaves while its subscription is being set up leaves nothing behind either. The
    // set-up is held until the server has seen the client go (its response destroyed).
    const listen = hub().listen.bind(hub());
    let setUpBegun = () => undefined as void;
    const begun = new Promise<void>((resolve) => (setUpBegun = resolve));
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowStart = vi.spyOn(hub(), 'listen').mockImplementation(async (...args) => {
      setUpBegun();
      await released;
      return listen(...args);
    });
    let response: ServerResponse | undefined;
    const onRequest = (message: unknown) => {
      const started = message as { request: IncomingMessage; response: ServerResponse };
      if (started.request.url === subscribePath(pageId)) response = started.response;
    };
    diagnostics.subscribe('http.server.request.start', onRequest);
    try {
      const abort = new AbortController();
      const leaving = owner.events(subscribePath(pageId), { signal: abort.signal });
      await begun;
      abort.abort();
      await expect(leaving).rejects.toThrow();
      await until(() => response?.destroyed === true, 'the server saw the client leave');
      release();
      await until(() => slowStart.mock.results[0]?.type === 'return', 'the subscription was set up');
      await (slowStart.mock.results[0]!.value as Promise<unknown>);
    } finally {
      diagnostics.unsubscribe('http.server.request.start', onRequest);
      release();
      slowStart.mockRestore();
    }
    await hubStopped();
  });

  it('sends a deleted page with deletedAt, and again once restored', async () => {
    const pageId = await createPage('Imagery');
    const stream = await subscribe(owner, pageId);
    await nextPayload(stream);
    await mutate(ownerElsewhere, `mutation($input: DeletePageInput!) { deletePage(input: $input) { deletedPageId } }`, {
      id: pageId,
    });
    expect((await nextPayload(stream)).data!.pageChanged!.deletedAt).not.toBeNull();
    await mutate(ownerElsewhere, `mutation($input: RestorePageInput!) { restorePage(input: $input) { page { id } } }`, {
      id: pageId,
    });
    expect((await nextPayload(stream)).data!.pageChanged!.deletedAt).toBeNull();
    stream.close();
    await hubStopped();
  });

  it('takes a POST with Accept: text/event-stream as well', async () => {
    const pageId = await createPage('Tone of voice');
    const stream = await events(owner, '/graphql', { method: 'POST', body: { query: LIVE, variables: { id: pageId } } });
    expect((await nextPayload(stream)).data!.pageChanged!.name).toBe('Tone of voice');
    stream.close();
    await hubStopped();
  });

  it('accepts only persisted ids in production, keeps idle streams alive and ends long ones for a reconnect', async () => {
    const pageId = await createPage('Spacing');
    const server = createServer(app.services, { persistedOnly: true, keepAliveMs: 50, maxStreamMs: 600 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      client.cookies.set('auth._token', owner.cookies.get('auth._token')!);
      const text = await subscribe(client, pageId);
      expect((await nextPayload(text)).errors?.[0]?.extensions.code).toBe('UNKNOWN_DOCUMENT');
      expect((await text.next())?.event).toBe('complete');

      const started = Date.now();
      const stream = await events(client, persisted(pageId));
      expect((await nextPayload(stream)).data!.pageLive!.page!.name).toBe('Spacing');
      // no `complete`: the stream just ends, and a browser would reconnect
      expect(await stream.next(2000)).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      expect(stream.comments).toBeGreaterThanOrEqual(3);
      await hubStopped();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.runIf(kind === 'postgres')('works in an API process of its own, apart from the projections', async () => {
    // Production runs the API and the projections as separate processes: here an API with its own
    // connections, services and hub, while the projections run in the app's.
    const sql = await openPostgres(db.url!, 5);
    const services = await openServices(opened.config, sql);
    const server = createServer(services);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const pageId = await createPage('Apart');
      const client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      client.cookies.set('auth._token', owner.cookies.get('auth._token')!);
      const stream = await events(client, subscribePath(pageId));
      expect((await nextPayload(stream)).data!.pageChanged!.name).toBe('Apart');
      expect(services.changes.running).toBe(true);
      expect(hub().running).toBe(false);
      await mutate(owner, UPDATE_PAGE, { id: pageId, name: 'Apart, live' });
      expect((await nextPayload(stream)).data!.pageChanged!.name).toBe('Apart, live');

      // Shutting down ends the stream at once, without complete, so that browsers reconnect.
      const closed = new Promise((resolve) => server.close(resolve));
      expect(await stream.next(1000)).toBeNull();
      await closed;
    } finally {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
      await services.close();
      await sql.close();
    }
  });
});
