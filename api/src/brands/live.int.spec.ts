import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { createServer } from '../http/server';
import { openServices } from '../services';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient, type EventStream } from '../testing/client';
import { mutate, nextPayload as nextResult, streamsClosedAfterEach } from '../testing/live';
import { confirmAddress } from '../testing/members';

const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { public } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`;
const UPDATE_PAGE = `mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { name } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;
const CREATE_ASSET = `mutation($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } } }`;
const SELECT = `mutation($input: SetPagePresenceInput!) { setPagePresence(input: $input) { selecting } }`;
const BRAND_LIVE = `subscription($id: ID!) { brandChanged(id: $id) { kinds assetIds brand { id bio pages { name } } } }`;
const PRESENCE = `subscription($id: ID!) { pageLive(id: $id) { page { name } presence { pageId others { editing user { email } } } } }`;

interface Payload<T> {
  data?: T | null;
  errors?: { message: string; extensions: { code: string } }[];
}
type BrandChange = {
  brandChanged: { kinds: string[]; assetIds: string[]; brand: { id: string; bio: string; pages: { name: string }[] } };
};
type PresenceValue = { pageId: string; others: { editing: boolean; user: { email: string } }[] };
type Presence = { pageLive: { page: { name: string } | null; presence: PresenceValue | null } };

const live = (query: string, id: string) =>
  `/graphql?${new URLSearchParams({ query, variables: JSON.stringify({ id }) }).toString()}`;

const nextPayload = <T>(stream: EventStream, timeoutMs?: number) => nextResult<Payload<T>>(stream, timeoutMs);

describe.each(testDatabaseKinds())('live brands and presence on %s', (kind) => {
  let opened: TestApp;
  let db: TestDatabase;
  let app: RunningApp;
  let owner: TestClient;
  let member: TestClient;
  let reader: TestClient;
  let brandId: string;
  const openStream = streamsClosedAfterEach();
  const events = (client: TestClient, query: string, id: string) => openStream(client, live(query, id));
  const createPage = async (name: string) =>
    (await mutate<{ createPage: { page: { id: string } } }>(owner, CREATE_PAGE, { brandId, name })).createPage.page.id;
  /** Presence values until one satisfies `check`. */
  async function presenceUntil(stream: EventStream, check: (p: PresenceValue) => boolean) {
    for (;;) {
      const payload = await nextPayload<Presence>(stream);
      expect(payload.errors).toBeUndefined();
      const presence = payload.data!.pageLive.presence;
      if (presence && check(presence)) return presence;
    }
  }

  beforeAll(async () => {
    ({ db, app } = opened = await startTestApp(kind, 'brand-live'));
    owner = await new TestClient(app.url).signUp('brand-live-owner@example.com');
    member = await new TestClient(app.url).signUp('brand-live-member@example.com');
    await confirmAddress(app, 'brand-live-member@example.com');
    reader = await new TestClient(app.url).signUp('brand-live-reader@example.com');
    brandId = (await owner.createBrand({ name: 'Brand Live', slug: 'brand-live' })).id;
    await mutate(owner, UPDATE_BRAND, { id: brandId, public: true });
    await mutate(owner, 'mutation($input: AddUserBrandInput!) { addUserBrand(input: $input) { brandUser { id } } }', {
      id: brandId,
      email: 'brand-live-member@example.com',
      role: 'editor',
    });
  });
  afterAll(() => opened.close());

  it('sends a reader of the brand the page tree, settings and asset changes another user makes, until access goes', async () => {
    const stream = await events(reader, BRAND_LIVE, brandId);
    const first = await nextPayload<BrandChange>(stream);
    expect(first.errors).toBeUndefined();
    expect(first.data!.brandChanged).toMatchObject({ kinds: [], assetIds: [], brand: { id: brandId, pages: [] } });

    const pageId = await createPage('Logo');
    expect((await nextPayload<BrandChange>(stream, 2000)).data!.brandChanged).toMatchObject({
      kinds: ['PAGES'],
      brand: { pages: [{ name: 'Logo' }] },
    });

    // Element changes are the page's (pageChanged): the next value is the settings' change alone.
    await mutate(owner, CREATE_ELEMENT, { pageId, type: 'headline' });
    await mutate(owner, UPDATE_BRAND, { id: brandId, bio: 'Live bio' });
    expect((await nextPayload<BrandChange>(stream, 2000)).data!.brandChanged).toMatchObject({
      kinds: ['BRAND'],
      brand: { bio: 'Live bio' },
    });

    await mutate(owner, UPDATE_PAGE, { id: pageId, name: 'Logos' });
    expect((await nextPayload<BrandChange>(stream, 2000)).data!.brandChanged).toMatchObject({
      kinds: ['PAGES'],
      brand: { pages: [{ name: 'Logos' }] },
    });

    // An upload: a member hears which asset changed; the reader, who is no member and is not
    // shown the file anywhere, hears that the library changed and no id.
    const memberStream = await events(member, BRAND_LIVE, brandId);
    expect((await nextPayload<BrandChange>(memberStream)).data!.brandChanged.kinds).toEqual([]);
    const { createAsset } = await mutate<{ createAsset: { asset: { id: string } } }>(owner, CREATE_ASSET, {
      brandId,
      name: 'logo.png',
      byteSize: 10,
    });
    expect((await nextPayload<BrandChange>(memberStream, 2000)).data!.brandChanged).toMatchObject({
      kinds: ['ASSETS'],
      assetIds: [createAsset.asset.id],
    });
    expect((await nextPayload<BrandChange>(stream, 2000)).data!.brandChanged).toMatchObject({
      kinds: ['ASSETS'],
      assetIds: [],
    });

    // The brand turns private: the reader is told it is not found, and the stream ends.
    await mutate(owner, UPDATE_BRAND, { id: brandId, public: false });
    const lost = await nextPayload<BrandChange>(stream, 2000);
    expect(lost.errors?.[0]?.extensions.code).toBe('BRAND_NOT_FOUND');
    expect((await stream.next(2000))?.event).toBe('complete');
    await mutate(owner, UPDATE_BRAND, { id: brandId, public: true });

    // Someone who may not read the brand learns nothing.
    await mutate(owner, UPDATE_BRAND, { id: brandId, public: false });
    const refused = await nextPayload<BrandChange>(await events(reader, BRAND_LIVE, brandId));
    expect(refused.errors?.[0]?.extensions.code).toBe('BRAND_NOT_FOUND');
    await mutate(owner, UPDATE_BRAND, { id: brandId, public: true });
  });

  it('shows members who else has a page open, and whether they edit, but never to or of readers', async () => {
    const pageId = await createPage('Presence');
    const ownerSees = await events(owner, PRESENCE, pageId);
    expect((await nextPayload<Presence>(ownerSees)).data!.pageLive.presence!.others).toEqual([]);
    const memberSees = await events(member, PRESENCE, pageId);
    expect(await presenceUntil(memberSees, (p) => p.others.length === 1)).toEqual({
      pageId,
      others: [{ editing: false, user: { email: 'brand-live-owner@example.com' } }],
    });
    await presenceUntil(ownerSees, (p) => p.others[0]?.user.email === 'brand-live-member@example.com');

    // A reader of the public brand sees nobody and is shown to nobody.
    const readerSees = await events(reader, PRESENCE, pageId);
    expect((await nextPayload<Presence>(readerSees)).data!.pageLive).toEqual({
      page: { name: 'Presence' },
      presence: { pageId, others: [] },
    });

    // Selecting an element, or changing the page, counts as editing.
    await mutate(member, SELECT, { pageId, selecting: true });
    await presenceUntil(ownerSees, (p) => p.others.length === 1 && p.others[0]!.editing);
    await mutate(member, SELECT, { pageId, selecting: false });
    await presenceUntil(ownerSees, (p) => p.others.length === 1 && !p.others[0]!.editing);
    await mutate(owner, UPDATE_PAGE, { id: pageId, name: 'Presence, edited' });
    await presenceUntil(memberSees, (p) => p.others.length === 1 && p.others[0]!.editing);

    // Leaving the page (closing the stream) takes the entry away.
    memberSees.close();
    await presenceUntil(ownerSees, (p) => p.others.length === 0);
    expect(readerSees.comments).toBeGreaterThanOrEqual(0);
  });

  it.runIf(kind === 'postgres')('shares presence between two API processes', async () => {
    // A second API process: its own connections, services, hub and presence, on the same database.
    const sql = await openPostgres(db.url!, 5);
    const services = await openServices(opened.config, sql);
    const server = createServer(services);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const pageId = await createPage('Two processes');
      const elsewhere = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      elsewhere.cookies.set('auth._token', member.cookies.get('auth._token')!);
      const ownerSees = await events(owner, PRESENCE, pageId);
      expect((await nextPayload<Presence>(ownerSees)).data!.pageLive.presence!.others).toEqual([]);
      const memberSees = await events(elsewhere, PRESENCE, pageId);
      await presenceUntil(memberSees, (p) => p.others[0]?.user.email === 'brand-live-owner@example.com');
      await presenceUntil(ownerSees, (p) => p.others[0]?.user.email === 'brand-live-member@example.com');
      // "I am editing" reaches the member's stream whichever process the mutation went to.
      await mutate(member, SELECT, { pageId, selecting: true });
      await presenceUntil(ownerSees, (p) => p.others[0]?.editing === true);
      memberSees.close();
      await presenceUntil(ownerSees, (p) => p.others.length === 0);
    } finally {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
      await services.close();
      await sql.close();
    }
  });
});
