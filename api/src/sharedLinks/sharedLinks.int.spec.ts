import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_LINK_DAYS } from '@brandtrail/domain';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

/**
 * Shared links end to end: spec 4's reuse rules through the API, and the shared_link session a link
 * opens, which reads the brand and exactly the link's pages, nothing else, and stops at once when
 * the link is revoked or expires.
 */
describe.each(testDatabaseKinds())('shared links on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let stranger: TestClient;
  const brand = { id: '', slug: '' };
  const other = { id: '', slug: '' };
  const pages = {} as Record<'a' | 'b' | 'child', { id: string; slug: string }>;

  async function gql<T>(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await client.graphql<T>(query, variables);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data!;
  }
  const code = async (client: TestClient, query: string, variables: Record<string, unknown> = {}) =>
    (await client.graphql(query, variables)).errors?.[0]?.extensions.code;

  const LINK =
    'id token url accessAllPages withBilling billingPlan validUntil expired openCount lastOpenedAt createdAt pages { id slug }';
  interface Link {
    id: string;
    token: string;
    url: string;
    accessAllPages: boolean;
    withBilling: boolean;
    billingPlan: string | null;
    validUntil: string | null;
    expired: boolean;
    openCount: number;
    lastOpenedAt: string | null;
    pages: { id: string; slug: string }[];
  }
  const create = async (input: Record<string, unknown>, client = owner) =>
    (
      await gql<{ createSharedLink: { sharedLink: Link } }>(
        client,
        `mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { ${LINK} } brand { id } } }`,
        { input: { brand: brand.id, ...input } },
      )
    ).createSharedLink.sharedLink;
  const update = async (input: Record<string, unknown>) =>
    (
      await gql<{ updateSharedLink: { sharedLink: Link } }>(
        owner,
        `mutation($input: UpdateSharedLinkInput!) { updateSharedLink(input: $input) { sharedLink { ${LINK} } } }`,
        { input },
      )
    ).updateSharedLink.sharedLink;
  const revoke = (id: string) =>
    gql(owner, 'mutation($input: DeleteSharedLinkInput!) { deleteSharedLink(input: $input) { deletedSharedLinkId } }', {
      input: { id },
    });
  const links = async (client = owner) =>
    (
      await gql<{ brandBySlug: { sharedLinks: Link[] } | null }>(
        client,
        `query($s: String!) { brandBySlug(slug: $s) { sharedLinks { ${LINK} } } }`,
        { s: brand.slug },
      )
    ).brandBySlug?.sharedLinks ?? [];

  const READ = `query($b: String!, $p: String!) {
    brandBySlug(slug: $b) { id name userRole pages { id slug } users { id } sharedLinks { id } assets { id } assetTags
      assetsConnection { totalCount } deletedPages { id } }
    page(brandSlug: $b, pageSlug: $p) { id slug parent { id } }
  }`;
  interface Read {
    brandBySlug: {
      userRole: string;
      pages: { slug: string }[];
      users: unknown[];
      sharedLinks: unknown[];
      assets: unknown[];
      assetTags: unknown[];
      assetsConnection: { totalCount: number };
      deletedPages: unknown[];
    } | null;
    page: { slug: string; parent: { id: string } | null } | null;
  }
  const read = (client: TestClient, pageSlug: string, brandSlug = brand.slug) =>
    gql<Read>(client, READ, { b: brandSlug, p: pageSlug });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-links-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('links-owner@example.com');
    stranger = await new TestClient(app.url).signUp('links-stranger@example.com');
    for (const [target, name] of [
      [brand, 'Shared brand'],
      [other, 'Other brand'],
    ] as const) {
      const made = await gql<{ createBrand: { brand: { id: string; slug: string } } }>(
        owner,
        'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }',
        { input: { name } },
      );
      Object.assign(target, made.createBrand.brand);
    }
    const page = async (name: string, parentId?: string, brandId = brand.id) =>
      (
        await gql<{ createPage: { page: { id: string; slug: string } } }>(
          owner,
          'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }',
          { input: { brandId, name, parentId } },
        )
      ).createPage.page;
    pages.a = await page('Logo');
    pages.b = await page('Colours');
    pages.child = await page('Logo details', pages.a.id);
    await page('Elsewhere', undefined, other.id);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reuses a page's live link, and makes one for another page, several pages or all pages", async () => {
    const first = await create({ pages: [pages.a.id] });
    expect(first).toMatchObject({ accessAllPages: false, withBilling: false, validUntil: null, openCount: 0 });
    expect(first.pages.map((p) => p.slug)).toEqual([pages.a.slug]);
    expect(first.url.endsWith(`/s/${first.token}`)).toBe(true);
    expect((await create({ pages: [pages.a.id] })).id).toBe(first.id);
    expect((await create({ pages: [pages.b.id] })).id).not.toBe(first.id);
    const all = await create({ accessAllPages: true });
    expect(all).toMatchObject({ accessAllPages: true, pages: [] });
    expect((await create({ accessAllPages: true })).id).not.toBe(all.id);
    // A page link with an expiry of its own is a link of its own.
    const dated = await create({ pages: [pages.a.id], validUntil: new Date(Date.now() + 86_400_000).toISOString() });
    expect(dated.id).not.toBe(first.id);
    // Revoked: the next share of the page makes a new link.
    await revoke(first.id);
    expect((await create({ pages: [pages.a.id] })).id).not.toBe(first.id);
    expect((await links()).map((l) => l.id)).not.toContain(first.id);
    // Listed as revoked when asked for, after the links that work.
    const listed = (
      await gql<{ brandBySlug: { sharedLinks: { id: string; revokedAt: string | null }[] } }>(
        owner,
        'query($s: String!) { brandBySlug(slug: $s) { sharedLinks(includeRevoked: true) { id revokedAt } } }',
        { s: brand.slug },
      )
    ).brandBySlug.sharedLinks;
    const firstRevoked = listed.findIndex((l) => l.revokedAt !== null);
    expect(listed[firstRevoked]).toEqual({ id: first.id, revokedAt: expect.stringMatching(/^\d{4}-/) as unknown });
    expect(listed.slice(0, firstRevoked).every((l) => l.revokedAt === null)).toBe(true);
    expect(listed.slice(firstRevoked).every((l) => l.revokedAt !== null)).toBe(true);
  });

  it('reuses a billing link while it is valid (plan pro, all pages, 30 days), then makes a new one', async () => {
    const billing = await create({ withBilling: true, billingPlan: 'pro', pages: [pages.a.id] });
    expect(billing).toMatchObject({ withBilling: true, billingPlan: 'pro', accessAllPages: true, pages: [] });
    const days = (Date.parse(billing.validUntil!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(BILLING_LINK_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(BILLING_LINK_DAYS);
    expect((await create({ withBilling: true })).id).toBe(billing.id);
    expect(await links()).toContainEqual(expect.objectContaining({ id: billing.id }));
    const withoutBilling = await gql<{ brandBySlug: { sharedLinks: { id: string }[] } }>(
      owner,
      'query($s: String!) { brandBySlug(slug: $s) { sharedLinks(withoutBilling: true) { id } } }',
      { s: brand.slug },
    );
    expect(withoutBilling.brandBySlug.sharedLinks.map((l) => l.id)).not.toContain(billing.id);
    // Past its validUntil it is no longer reused.
    expect((await update({ id: billing.id, validUntil: new Date().toISOString() })).expired).toBe(true);
    expect((await create({ withBilling: true })).id).not.toBe(billing.id);
  });

  it('refuses pages of another brand, no pages, a past expiry and callers who may not manage links', async () => {
    const otherPage = (
      await gql<{ brandBySlug: { pages: { id: string }[] } }>(
        owner,
        'query($s: String!) { brandBySlug(slug: $s) { pages { id } } }',
        { s: other.slug },
      )
    ).brandBySlug.pages[0]!.id;
    const ask = (input: Record<string, unknown>, client = owner) =>
      code(client, 'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id } } }', {
        input: { brand: brand.id, ...input },
      });
    expect(await ask({ pages: [otherPage] })).toBe('SHARED_LINK_PAGES_INVALID');
    expect(await ask({ pages: ['nonsense'] })).toBe('SHARED_LINK_PAGES_INVALID');
    expect(await ask({ pages: [] })).toBe('SHARED_LINK_PAGES_REQUIRED');
    expect(await ask({ pages: [pages.a.id], validUntil: '2000-01-01T00:00:00Z' })).toBe('SHARED_LINK_EXPIRY_INVALID');
    expect(await ask({ pages: [pages.a.id], validUntil: 'x'.repeat(100_000) })).toBe('SHARED_LINK_EXPIRY_INVALID');
    expect(await ask({ pages: [pages.a.id] }, stranger)).toBe('BRAND_NOT_FOUND');
    expect(await ask({ pages: [pages.a.id] }, new TestClient(app.url))).toBe('UNAUTHENTICATED');
    expect(await links(stranger)).toEqual([]);
  });

  it("opens a session of type shared_link that reads the brand and the link's pages, nothing else", async () => {
    const link = await create({ pages: [pages.a.id] });
    const guest = new TestClient(app.url);
    const opened = await guest.post('/shared-link', { token: link.token });
    expect(opened).toMatchObject({ status: 200, body: { brandSlug: brand.slug, pageSlug: pages.a.slug } });
    expect((await guest.post('/login', {})).body).toMatchObject({ type: 'shared_link', termsAccepted: true, admin: false });

    const seen = await read(guest, pages.a.slug);
    expect(seen.brandBySlug).toMatchObject({
      userRole: 'shared',
      pages: [{ slug: pages.a.slug }],
      users: [],
      sharedLinks: [],
      assets: [],
      assetTags: [],
      assetsConnection: { totalCount: 0 },
      deletedPages: [],
    });
    expect(seen.page).toMatchObject({ slug: pages.a.slug, parent: null });
    // Another page, a page below the shared one, another brand: as if they did not exist.
    expect((await read(guest, pages.b.slug)).page).toBeNull();
    expect((await read(guest, pages.child.slug)).page).toBeNull();
    expect((await read(guest, 'elsewhere', other.slug)).brandBySlug).toBeNull();
    expect((await gql<{ viewer: unknown }>(guest, '{ viewer { id } }')).viewer).toBeNull();
    expect((await gql<{ brands: { edges: unknown[] } }>(guest, '{ brands { edges { node { id } } } }')).brands.edges).toEqual([]);
    // Read only.
    expect(
      await code(guest, 'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }', {
        input: { brandId: brand.id, name: 'Nope' },
      }),
    ).toBe('UNAUTHENTICATED');
    expect(
      await code(guest, 'mutation($input: DeleteSharedLinkInput!) { deleteSharedLink(input: $input) { brand { id } } }', {
        input: { id: link.id },
      }),
    ).toBe('UNAUTHENTICATED');
    expect((await guest.post('/update-user', { termsAccepted: true })).status).toBe(401);

    const counted = (await links()).find((l) => l.id === link.id)!;
    expect(counted.openCount).toBe(1);
    expect(counted.lastOpenedAt).not.toBeNull();

    // Revoked: the open session stops at its next request, and the link no longer opens.
    await revoke(link.id);
    expect(await read(guest, pages.a.slug)).toEqual({ brandBySlug: null, page: null });
    expect(await guest.post('/shared-link', { token: link.token })).toMatchObject({
      status: 410,
      body: { code: 'SHARED_LINK_EXPIRED' },
    });
  });

  it('takes an expiry up to the end of 9999 and refuses a later one, translated; a refused update changes nothing', async () => {
    const ask = (mutation: 'create' | 'update', input: Record<string, unknown>) =>
      owner.graphql(
        mutation === 'create'
          ? 'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id } } }'
          : 'mutation($input: UpdateSharedLinkInput!) { updateSharedLink(input: $input) { sharedLink { id } } }',
        { input: mutation === 'create' ? { brand: brand.id, ...input } : input },
      );
    const refused = {
      message: 'Please choose an expiry date in the future, at the latest 31 December 9999.',
      extensions: { code: 'SHARED_LINK_EXPIRY_INVALID', status: 400 },
    };
    const before = (await links()).length;
    for (const validUntil of [
      '+010000-01-01T00:00:00Z',
      '10000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '2030-02-30T00:00:00Z',
    ])
      expect((await ask('create', { pages: [pages.b.id], validUntil })).errors?.[0], validUntil).toMatchObject(refused);
    expect(await links()).toHaveLength(before);
    // The last moment of 9999 is taken, and the link is there and opens.
    const last = await create({ pages: [pages.b.id], validUntil: '9999-12-31T23:59:59.999Z' });
    expect(last.validUntil).toBe('9999-12-31T23:59:59.999Z');
    expect((await links()).map((l) => l.id)).toContain(last.id);
    expect((await new TestClient(app.url).post('/shared-link', { token: last.token })).status).toBe(200);
    // An update that narrows a link and names such an expiry is refused whole: the link keeps all it had.
    const wide = await create({ accessAllPages: true });
    const narrowing = { id: wide.id, accessAllPages: false, pages: [pages.a.id] };
    for (const validUntil of ['+010000-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z'])
      expect((await ask('update', { ...narrowing, validUntil })).errors?.[0], validUntil).toMatchObject(refused);
    expect((await links()).find((l) => l.id === wide.id)).toMatchObject({ accessAllPages: true, validUntil: null });
    // Without the bad expiry the narrowing applies, to the read model too.
    expect(await update(narrowing)).toMatchObject({ accessAllPages: false, pages: [{ id: pages.a.id, slug: pages.a.slug }] });
    const de = new TestClient(app.url, { 'accept-language': 'de' });
    for (const [k, v] of owner.cookies) de.cookies.set(k, v);
    de.cookies.set('i18n_redirected', 'de');
    const german = await de.graphql(
      'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id } } }',
      { input: { brand: brand.id, pages: [pages.b.id], validUntil: '+010000-01-01T00:00:00Z' } },
    );
    expect(german.errors?.[0]?.message).toBe(
      'Bitte wählen Sie ein Ablaufdatum in der Zukunft, spätestens den 31. Dezember 9999.',
    );
    const failed = await db.sql.query(`SELECT * FROM read_model_anomalies WHERE kind = 'apply_failed'`);
    expect(failed).toEqual([]);
  });

  it('an all-pages link reaches every page; an expired link stops at once', async () => {
    const link = await create({ accessAllPages: true });
    const guest = new TestClient(app.url);
    expect((await guest.post('/shared-link', { token: link.token })).body).toEqual({ brandSlug: brand.slug, pageSlug: null });
    const seen = await read(guest, pages.child.slug);
    expect(seen.brandBySlug?.pages.map((p) => p.slug).sort()).toEqual([pages.a.slug, pages.b.slug, pages.child.slug].sort());
    expect(seen.page?.parent).not.toBeNull();
    await update({ id: link.id, validUntil: new Date().toISOString() });
    expect((await read(guest, pages.child.slug)).brandBySlug).toBeNull();
    expect((await guest.post('/shared-link', { token: link.token })).status).toBe(410);
    // Back with a new expiry, the session reaches the brand again (it remembers the link).
    await update({ id: link.id, validUntil: null });
    expect((await read(guest, pages.child.slug)).brandBySlug?.userRole).toBe('shared');
  });

  it('a logged-in user who opens a link keeps their session and gains its reach for that brand only', async () => {
    const link = await create({ pages: [pages.b.id] });
    expect((await read(stranger, pages.b.slug)).brandBySlug).toBeNull();
    const before = stranger.cookies.get('auth._token');
    expect((await stranger.post('/shared-link', { token: link.token })).status).toBe(200);
    expect(stranger.cookies.get('auth._token')).toBe(before);
    expect((await stranger.post('/login', {})).body).toMatchObject({ type: 'user', email: 'links-stranger@example.com' });
    const seen = await read(stranger, pages.b.slug);
    expect(seen.brandBySlug?.userRole).toBe('shared');
    expect(seen.page?.slug).toBe(pages.b.slug);
    expect((await read(stranger, pages.a.slug)).page).toBeNull();
    expect(
      await code(stranger, 'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }', {
        input: { brandId: brand.id, name: 'Nope' },
      }),
    ).toBe('BRAND_NOT_FOUND');
    await revoke(link.id);
    expect((await read(stranger, pages.b.slug)).brandBySlug).toBeNull();
  });

  it('ends a live page subscription of a shared session once the link is revoked', async () => {
    const link = await create({ pages: [pages.a.id] });
    const guest = new TestClient(app.url);
    expect((await guest.post('/shared-link', { token: link.token })).status).toBe(200);
    const query = 'subscription($id: ID!) { pageChanged(id: $id) { id name } }';
    const stream = await guest.events(
      `/graphql?${new URLSearchParams({ query, variables: JSON.stringify({ id: pages.a.id }) }).toString()}`,
    );
    const next = async () =>
      JSON.parse((await stream.next(5000))!.data) as { data?: unknown; errors?: { extensions: { code: string } }[] };
    try {
      expect(await next()).toMatchObject({ data: { pageChanged: { id: pages.a.id } } });
      const rename = (name: string) =>
        gql(owner, 'mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { id } } }', {
          input: { id: pages.a.id, name },
        });
      await rename('Logo, live');
      expect(await next()).toMatchObject({ data: { pageChanged: { name: 'Logo, live' } } });
      await revoke(link.id);
      await rename('Logo');
      expect((await next()).errors?.[0]?.extensions.code).toBe('PAGE_NOT_FOUND');
      expect((await stream.next(5000))?.event).toBe('complete');
    } finally {
      stream.close();
    }
  });

  it('tells a session whose links to the brand all stopped working that they did, and nobody anything else', async () => {
    const ended = async (client: TestClient, brandSlug = brand.slug) =>
      (await gql<{ sharedLinkEnded: boolean }>(client, 'query($s: String!) { sharedLinkEnded(brandSlug: $s) }', { s: brandSlug }))
        .sharedLinkEnded;
    const first = await create({ pages: [pages.b.id], validUntil: new Date(Date.now() + 3_600_000).toISOString() });
    const second = await create({ accessAllPages: true });
    const guest = new TestClient(app.url);
    expect(await ended(guest)).toBe(false);
    for (const link of [first, second]) expect((await guest.post('/shared-link', { token: link.token })).status).toBe(200);
    expect(await ended(guest)).toBe(false);
    // One of two stopped: the other still works.
    await revoke(second.id);
    expect(await ended(guest)).toBe(false);
    expect((await read(guest, pages.b.slug)).page?.slug).toBe(pages.b.slug);
    // Both: the brand is gone for the session, and it is told why.
    await update({ id: first.id, validUntil: new Date().toISOString() });
    expect((await read(guest, pages.b.slug)).brandBySlug).toBeNull();
    expect(await ended(guest)).toBe(true);
    // Nothing about brands it opened no link to, existing or not, nor for anyone else.
    expect(await ended(guest, other.slug)).toBe(false);
    expect(await ended(guest, 'no-such-brand')).toBe(false);
    expect(await ended(await new TestClient(app.url).signUp('links-nobody@example.com'))).toBe(false);
    expect(await ended(owner)).toBe(false);
    // The logged-in user whose link to the brand was revoked earlier is told too.
    expect(await ended(stranger)).toBe(true);
    expect(await ended(new TestClient(app.url))).toBe(false);
    // Working again (a new expiry): no longer ended.
    await update({ id: first.id, validUntil: null });
    expect(await ended(guest)).toBe(false);
    await revoke(first.id);
  });

  it('ends a live brand subscription of a shared session when its link expires, with no event to tell it', async () => {
    const link = await create({ pages: [pages.a.id] });
    const guest = new TestClient(app.url);
    expect((await guest.post('/shared-link', { token: link.token })).status).toBe(200);
    const query = 'subscription($id: ID!) { brandChanged(id: $id) { kinds brand { id } } }';
    const stream = await guest.events(
      `/graphql?${new URLSearchParams({ query, variables: JSON.stringify({ id: brand.id }) }).toString()}`,
    );
    const next = async () =>
      JSON.parse((await stream.next(15_000))!.data) as { data?: unknown; errors?: { extensions: { code: string } }[] };
    try {
      expect(await next()).toMatchObject({ data: { brandChanged: { kinds: [], brand: { id: brand.id } } } });
      // A last day is set: the link still works, and the session hears that its links changed.
      const until = new Date(Date.now() + 5_000).toISOString();
      await update({ id: link.id, validUntil: until });
      expect(await next()).toMatchObject({ data: { brandChanged: { kinds: ['LINKS'] } } });
      // Nothing is recorded when that time comes: the server looks again by itself.
      expect((await next()).errors?.[0]?.extensions.code).toBe('BRAND_NOT_FOUND');
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(until));
      expect((await stream.next(5000))?.event).toBe('complete');
    } finally {
      stream.close();
    }
  });

  it('answers bad tokens with a clear 4xx', async () => {
    const guest = new TestClient(app.url);
    for (const token of ['', 'short', 'A'.repeat(43), 'A'.repeat(100_000), 42, null]) {
      const res = await guest.post('/shared-link', { token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'SHARED_LINK_INVALID' });
    }
    expect((await guest.post('/shared-link', { token: 'A'.repeat(43) }, { 'accept-language': 'de' })).body?.message).toMatch(
      /ungültig/,
    );
    expect(guest.cookies.size).toBe(0);
  });
});
