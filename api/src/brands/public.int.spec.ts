import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { webDist } from '../http/server';
import { TestClient } from '../testing/client';

const CREATE = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const UPDATE = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`;
const DELETE = `mutation($input: DeleteBrandInput!) { deleteBrand(input: $input) { deletedBrandId } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }`;
const DIRECTORY = `query($search: String, $first: Int, $after: String) {
  publicBrands(search: $search, first: $first, after: $after) {
    totalCount
    edges { cursor node { name slug bio currentPlan freePreview userRole } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Directory {
  publicBrands: {
    totalCount: number;
    edges: {
      cursor: string;
      node: { name: string; slug: string; bio: string; currentPlan: string | null; freePreview: boolean; userRole: string };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

describe.each(testDatabaseKinds())('public brands: the directory and search engines on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let guest: TestClient;
  const ids = {} as Record<'lemon' | 'plum' | 'plumSecret', string>;

  const brand = async (name: string, settings: Record<string, unknown>) => {
    const res = await owner.graphql<{ createBrand: { brand: { id: string; slug: string } } }>(CREATE, { input: { name } });
    const created = res.data!.createBrand.brand;
    const updated = await owner.graphql(UPDATE, { input: { id: created.id, ...settings } });
    expect(updated.errors).toBeUndefined();
    return created;
  };
  const page = async (brandId: string, name: string) =>
    (await owner.graphql<{ createPage: { page: { id: string; slug: string } } }>(CREATE_PAGE, { input: { brandId, name } })).data!
      .createPage.page;
  const robots = async (pathname: string) => {
    const res = await fetch(app.url + pathname);
    await res.arrayBuffer();
    return res.headers.get('x-robots-tag');
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-public-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('public-owner@example.com');
    guest = new TestClient(app.url);
    const listed = await brand('Listed Lemon', { public: true, publicIndex: true, bio: 'Sour and bright.' });
    ids.lemon = listed.id;
    await page(listed.id, 'Colours');
    await brand('Also Listed Apple', { public: true, publicIndex: true });
    await brand('Unlisted Lime', { public: true, publicIndex: false });
    // publicIndex without public: not public, so neither listed nor indexed.
    const plum = await brand('Private Plum', { public: false, publicIndex: true });
    ids.plum = plum.id;
    ids.plumSecret = (await page(plum.id, 'Secret')).id;
    await page(plum.id, 'Other');
    const gone = await brand('Deleted Damson', { public: true, publicIndex: true });
    expect((await owner.graphql(DELETE, { input: { id: gone.id } })).errors).toBeUndefined();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists public, listed brands that are not deleted to anyone, by name, without the plan or a role', async () => {
    const res = await guest.graphql<Directory>(DIRECTORY);
    expect(res.errors).toBeUndefined();
    expect(res.data!.publicBrands.totalCount).toBe(2);
    expect(res.data!.publicBrands.edges.map((e) => e.node)).toEqual([
      { name: 'Also Listed Apple', slug: 'also-listed-apple', bio: '', currentPlan: null, freePreview: true, userRole: 'public' },
      {
        name: 'Listed Lemon',
        slug: 'listed-lemon',
        bio: 'Sour and bright.',
        currentPlan: null,
        freePreview: true,
        userRole: 'public',
      },
    ]);
    // A member still sees the plan of their own brand there.
    const mine = await owner.graphql<Directory>(DIRECTORY);
    expect(mine.data!.publicBrands.edges[0]!.node).toMatchObject({ currentPlan: 'free', userRole: 'owner' });
  });

  it('searches by part of the name regardless of case, pages through results and bounds the search', async () => {
    const lemon = await guest.graphql<Directory>(DIRECTORY, { search: '  LEMON ' });
    expect(lemon.data!.publicBrands.edges.map((e) => e.node.slug)).toEqual(['listed-lemon']);
    expect((await guest.graphql<Directory>(DIRECTORY, { search: 'lime' })).data!.publicBrands).toMatchObject({
      totalCount: 0,
      edges: [],
    });
    // LIKE's own characters are taken literally.
    expect((await guest.graphql<Directory>(DIRECTORY, { search: '%' })).data!.publicBrands.totalCount).toBe(0);
    const first = await guest.graphql<Directory>(DIRECTORY, { first: 1 });
    expect(first.data!.publicBrands.pageInfo.hasNextPage).toBe(true);
    const second = await guest.graphql<Directory>(DIRECTORY, { first: 1, after: first.data!.publicBrands.pageInfo.endCursor });
    expect(second.data!.publicBrands.edges.map((e) => e.node.slug)).toEqual(['listed-lemon']);
    expect(second.data!.publicBrands.pageInfo.hasNextPage).toBe(false);
    const long = await guest.graphql<Directory>(DIRECTORY, { search: 'x'.repeat(101) });
    expect(long.errors![0]!.extensions).toMatchObject({ code: 'SEARCH_TOO_LONG', status: 400 });
  });

  it('hides the plan of a public brand from readers who are not members', async () => {
    const q = `{ brandBySlug(slug: "unlisted-lime") { currentPlan freePreview userRole } }`;
    expect((await guest.graphql(q)).data).toEqual({ brandBySlug: { currentPlan: null, freePreview: true, userRole: 'public' } });
    const stranger = await new TestClient(app.url).signUp('public-stranger@example.com');
    expect((await stranger.graphql(q)).data).toEqual({
      brandBySlug: { currentPlan: null, freePreview: true, userRole: 'public' },
    });
    expect((await owner.graphql(q)).data).toEqual({ brandBySlug: { currentPlan: 'free', freePreview: true, userRole: 'owner' } });
  });

  it('lets search engines index the directory and the pages of public, listed brands only', async () => {
    expect(await robots('/directory')).toBeNull();
    expect(await robots('/listed-lemon')).toBeNull();
    expect(await robots('/listed-lemon/colours')).toBeNull();
    // Everything else: not indexed, the same for a private brand as for one that does not exist.
    for (const pathname of [
      '/',
      '/login',
      '/listed-lemon/no-such-page',
      '/listed-lemon/settings',
      '/listed-lemon/assets',
      '/listed-lemon/colours/settings',
      '/unlisted-lime',
      '/private-plum',
      '/deleted-damson',
      '/no-such-brand',
      '/Listed-Lemon',
      '/brands/00000000-0000-0000-0000-000000000000',
    ]) {
      expect(await robots(pathname), pathname).toBe('noindex');
    }
    const privateRes = await fetch(app.url + '/private-plum');
    const missingRes = await fetch(app.url + '/no-such-brand');
    expect([privateRes.status, await privateRes.text()]).toEqual([missingRes.status, await missingRes.text()]);
    expect([...privateRes.headers.keys()].sort()).toEqual([...missingRes.headers.keys()].sort());
  });

  it('answers 404 where the page shows not found: no route, or a brand or page the requester may not read', async () => {
    // The status comes with the web client's page (npm test builds it first).
    expect(existsSync(path.join(webDist, 'index.html')), 'build the web client: npm run build --workspace web').toBe(true);
    // The head names the screen's chunks and carries who asks (static.ts), the root holds what the
    // server rendered (ssr.ts); the rest is the same page.
    const withoutSession = (body: string) =>
      body.slice(body.indexOf('</head>')).replace(/<div id="root">[\s\S]*(?=\s*<noscript>)/, '<div id="root"></div>');
    const page = await fetch(app.url + '/');
    const html = withoutSession(await page.text());
    const status = async (client: TestClient, pathname: string, method = 'GET') => {
      const cookie = client.cookieHeader();
      const res = await fetch(app.url + pathname, { method, headers: { cookie } });
      const body = await res.text();
      // Whatever the status, the same page: the client shows what is (or is not) there.
      if (method === 'GET') expect(withoutSession(body), pathname).toBe(html);
      expect(res.headers.get('content-type'), pathname).toContain('text/html');
      return res.status;
    };
    const statuses = async (client: TestClient, paths: string[]) =>
      Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await status(client, p)] as const)));
    const plumById = `/brands/${ids.plum}`;
    const lemonById = `/brands/${ids.lemon}`;
    const everyone = {
      '/': 200,
      '/login': 200,
      '/directory': 200,
      '/en/terms': 200,
      '/de/agb': 200,
      '/listed-lemon': 200,
      '/listed-lemon/colours': 200,
      '/listed-lemon/colours/settings': 200,
      '/listed-lemon/settings': 200,
      '/listed-lemon/assets': 200,
      '/listed-lemon/assets/anything': 200,
      '/listed-lemon/versions': 200,
      '/unlisted-lime': 200,
      [lemonById]: 200,
      // Matches no route, or only the catch-all.
      '/listed-lemon/colours/elsewhere': 404,
      '/listed-lemon/settings/nothing': 404,
      '/a/b/c/d': 404,
      '/en/nothing': 404,
      // Brands and pages that do not exist, are deleted, or are not in the form of an address.
      '/no-such-brand': 404,
      '/no-such-brand/colours': 404,
      '/listed-lemon/no-such-page': 404,
      '/listed-lemon/no-such-page/settings': 404,
      '/deleted-damson': 404,
      '/deleted-damson/settings': 404,
      '/Listed-Lemon': 404,
      '/brands/00000000-0000-0000-0000-000000000000': 404,
      '/brands/not-an-id': 404,
      [`/${'x'.repeat(61)}`]: 404,
    };
    // A stranger, logged out or in: the private brand answers exactly as one that does not exist.
    const hidden = {
      '/private-plum': 404,
      '/private-plum/secret': 404,
      '/private-plum/other': 404,
      '/private-plum/settings': 404,
      '/private-plum/assets': 404,
      [plumById]: 404,
    };
    expect(await statuses(guest, Object.keys({ ...everyone, ...hidden }))).toEqual({ ...everyone, ...hidden });
    const stranger = await new TestClient(app.url).signUp('status-stranger@example.com');
    expect(await statuses(stranger, Object.keys({ ...everyone, ...hidden }))).toEqual({ ...everyone, ...hidden });
    expect(await status(guest, '/private-plum', 'HEAD')).toBe(404);
    // A member reads it all, pages that do not exist excepted.
    const member = {
      '/private-plum': 200,
      '/private-plum/secret': 200,
      '/private-plum/secret/settings': 200,
      '/private-plum/settings/users': 200,
      [plumById]: 200,
      '/private-plum/no-such-page': 404,
      '/private-plum/settings/nothing': 404,
    };
    expect(await statuses(owner, Object.keys({ ...everyone, ...member }))).toEqual({ ...everyone, ...member });
    // A shared link to one page: the brand and that page, nothing else; nothing once it is revoked.
    const made = await owner.graphql<{ createSharedLink: { sharedLink: { id: string; token: string } } }>(
      'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id token } } }',
      { input: { brand: ids.plum, pages: [ids.plumSecret] } },
    );
    const link = made.data!.createSharedLink.sharedLink;
    const reader = new TestClient(app.url);
    expect(await status(reader, `/s/${link.token}`)).toBe(200);
    expect((await reader.post('/shared-link', { token: link.token })).status).toBe(200);
    const shared = { '/private-plum': 200, '/private-plum/secret': 200, '/private-plum/other': 404, [plumById]: 200 };
    expect(await statuses(reader, Object.keys({ ...everyone, ...shared }))).toEqual({ ...everyone, ...shared });
    const revoked = await owner.graphql(
      'mutation($input: DeleteSharedLinkInput!) { deleteSharedLink(input: $input) { deletedSharedLinkId } }',
      { input: { id: link.id } },
    );
    expect(revoked.errors).toBeUndefined();
    expect(await statuses(reader, Object.keys(shared))).toEqual(Object.fromEntries(Object.keys(shared).map((p) => [p, 404])));
    // The link's own address: gone (410) once revoked, 404 for one that never was.
    expect(await status(reader, `/s/${link.token}`)).toBe(410);
    expect(await status(reader, `/s/${'A'.repeat(43)}`)).toBe(404);
    expect(await status(reader, '/s/short')).toBe(404);
  });

  it("puts a brand's screens' title and description in the HTML for those who may read it, and nothing of a private brand for others", async () => {
    const head = async (pathname: string, client?: TestClient) => {
      const res = await fetch(app.url + pathname, client && { headers: { cookie: client.cookieHeader() } });
      const html = await res.text();
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? null,
        preview: /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? null,
      };
    };
    expect(await head('/listed-lemon')).toEqual({
      title: 'Listed Lemon',
      description: 'Sour and bright.',
      preview: 'Listed Lemon',
    });
    expect(await head('/listed-lemon/colours')).toEqual({
      title: 'Colours · Listed Lemon',
      description: 'Sour and bright.',
      preview: 'Colours · Listed Lemon',
    });
    // A brand without a bio has no description; its settings name the brand alone.
    expect(await head('/also-listed-apple')).toEqual({
      title: 'Also Listed Apple',
      description: null,
      preview: 'Also Listed Apple',
    });
    expect((await head('/listed-lemon/settings', owner)).title).toBe('Listed Lemon');
    // The owner reads the private brand's page by its name; a stranger gets the product's title, as
    // for a brand that does not exist.
    expect((await head('/private-plum/secret', owner)).title).toBe('Secret · Private Plum');
    const nothing = { title: 'Brandtrail', description: null, preview: null };
    expect(await head('/private-plum/secret')).toEqual(nothing);
    expect(await head('/private-plum')).toEqual(nothing);
    expect(await head('/no-such-brand')).toEqual(nothing);
    expect(await head('/directory')).toEqual(nothing);
  });

  it("renders a brand's screens on the server for whoever may read them (a logged-in user once their browser names its time zone), with the records the client starts from", async () => {
    const page = async (pathname: string, client?: TestClient, cookie = client?.cookieHeader()) => {
      const res = await fetch(app.url + pathname, cookie ? { headers: { cookie } } : undefined);
      const html = await res.text();
      const records = /<script type="application\/json" id="bt-relay">([^<]*)<\/script>/.exec(html)?.[1];
      return {
        root: /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? html.slice(html.indexOf('<div id="root">')),
        records:
          records === undefined
            ? undefined
            : (JSON.parse(records) as Record<'live' | 'past', Record<string, Record<string, unknown>> | undefined>),
      };
    };
    const home = await page('/listed-lemon');
    // The brand's name and bio and its page's name are in the HTML, as the client renders them.
    // Rendered whole: no part left for the browser to render (React marks one so: `<!--$!-->`).
    expect(home.root).not.toContain('<!--$!-->');
    expect(home.root).toContain('Listed Lemon');
    expect(home.root).toContain('Sour and bright.');
    expect(home.root).toContain('Colours');
    expect(Object.values(home.records!.live!).some((record) => record.name === 'Listed Lemon')).toBe(true);
    expect(home.records!.past).toBeUndefined();
    const colours = await page('/listed-lemon/colours');
    expect(colours.root).not.toContain('<!--$!-->');
    expect(colours.root).toContain('Colours');
    expect(Object.values(colours.records!.live!).some((record) => record.__typename === 'Page')).toBe(true);
    // The start page too, with the log-in form, for a visitor who is not logged in.
    const start = await page('/');
    expect(start.root).not.toContain('<!--$!-->');
    expect(start.root).toContain('type="password"');
    expect(start.records).toBeDefined();
    expect((await page('/', owner)).records).toBeUndefined();
    // A private brand is not rendered for a stranger (who is sent to log in), nor anything for a
    // logged-in user whose browser has not named its time zone (the browser renders their screens).
    for (const pathname of ['/private-plum', '/private-plum/secret', '/no-such-brand'])
      expect(await page(pathname), pathname).toEqual({ root: expect.not.stringContaining('Plum'), records: undefined });
    const mine = await page('/listed-lemon', owner);
    expect(mine.records).toBeUndefined();
    expect(mine.root).not.toContain('Sour and bright.');
    // Once it has (the client's tz cookie), their screens are rendered as they see them: their
    // private brand's page and its library too, for them only.
    const zoned = owner.cookieHeader() + '; tz=Europe%2FBerlin';
    for (const [pathname, shown] of [
      ['/', 'Listed Lemon'],
      ['/listed-lemon', 'Sour and bright.'],
      ['/private-plum/secret', 'Secret'],
      ['/private-plum/assets', 'Private Plum'],
    ] as const) {
      const theirs = await page(pathname, owner, zoned);
      expect(theirs.root, pathname).not.toContain('<!--$!-->');
      expect(theirs.root, pathname).toContain(shown);
      expect(theirs.records, pathname).toBeDefined();
    }
    expect((await page('/private-plum/assets', undefined, 'tz=Europe%2FBerlin')).records).toBeUndefined();
    // A zone Intl does not know counts as none.
    expect((await page('/listed-lemon', owner, owner.cookieHeader() + '; tz=Mars%2FOlympus')).records).toBeUndefined();
    // A shared link's guest gets the private page it opens rendered, and nothing else of the brand.
    const link = await owner.graphql<{ createSharedLink: { sharedLink: { token: string } } }>(
      'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { token } } }',
      { input: { brand: ids.plum, pages: [ids.plumSecret] } },
    );
    const linkGuest = new TestClient(app.url);
    expect((await linkGuest.post('/shared-link', { token: link.data!.createSharedLink.sharedLink.token })).status).toBe(200);
    const shared = await page('/private-plum/secret', linkGuest);
    expect(shared.root).not.toContain('<!--$!-->');
    expect(shared.root).toContain('Secret');
    expect(shared.records).toBeDefined();
    expect((await page('/private-plum/other', linkGuest)).records).toBeUndefined();

    // A brand's versions show dates to anyone: rendered once the browser has named its time zone,
    // the version's screens with the records of the past's own store (as the client reads them).
    const named = await owner.graphql<{ createVersionBrand: { version: { id: string } } }>(
      'mutation($input: CreateVersionBrandInput!) { createVersionBrand(input: $input) { version { id } } }',
      { input: { id: ids.lemon, name: 'Spring release' } },
    );
    const version = named.data!.createVersionBrand.version.id;
    expect((await page('/listed-lemon/versions')).records).toBeUndefined();
    const berlin = 'tz=Europe%2FBerlin';
    const versions = await page('/listed-lemon/versions', undefined, berlin);
    expect(versions.root).not.toContain('<!--$!-->');
    expect(versions.root).toContain('Spring release');
    for (const [pathname, shown] of [
      [`/listed-lemon/versions/${version}`, 'Sour and bright.'],
      [`/listed-lemon/versions/${version}/colours`, 'Colours'],
    ] as const) {
      const then = await page(pathname, undefined, berlin);
      expect(then.root, pathname).not.toContain('<!--$!-->');
      expect(then.root, pathname).toContain(shown);
      expect(then.root, pathname).toContain('Spring release');
      expect(Object.values(then.records!.past!).some((record) => record.__typename === 'Brand')).toBe(true);
    }

    // Many visitors at once, two brands and a guest among them: each page rendered is its own
    // (renders take turns); one that was not (too many waiting) holds nothing of another's.
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? page('/also-listed-apple').then((p) => ({ p, mine: 'Also Listed Apple', other: 'Listed Lemon' }))
          : i % 3 === 1
            ? page('/listed-lemon').then((p) => ({ p, mine: 'Listed Lemon', other: 'Also Listed Apple' }))
            : page('/private-plum/secret', linkGuest).then((p) => ({ p, mine: 'Secret', other: 'Listed Lemon' })),
      ),
    );
    const rendered = burst.filter(({ p }) => p.records);
    expect(rendered.length).toBeGreaterThan(0);
    for (const { p, mine, other } of rendered) {
      expect(p.root).toContain(mine);
      expect(p.root).not.toContain(other);
    }
    for (const { p } of burst.filter(({ p }) => !p.records)) expect(p.root).not.toContain('Listed');
  });

  it("writes who asks into every page's HTML, as POST /login {} answers it, and no shared cache keeps it", async () => {
    const sessionIn = async (client: TestClient, pathname: string) => {
      const res = await fetch(app.url + pathname, { headers: { cookie: client.cookieHeader() } });
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const found = /<script type="application\/json" id="bt-session">([^<]*)<\/script><\/head>/.exec(await res.text());
      return JSON.parse(found![1]!) as unknown;
    };
    const asked = (await owner.post('/login', {})).body;
    expect(asked).toMatchObject({ email: 'public-owner@example.com', type: 'user' });
    expect(await sessionIn(owner, '/listed-lemon')).toEqual(asked);
    expect(await sessionIn(owner, '/no-such-brand')).toEqual(asked);
    expect(await sessionIn(guest, '/login')).toBeNull();
  });

  it("names in a page's HTML the chunks its screen and its language load after the entry script", async () => {
    const preloads = async (pathname: string, cookie = '') => {
      const html = await (await fetch(app.url + pathname, { headers: { cookie } })).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]!);
    };
    const login = await preloads('/login');
    expect(login.some((file) => file.startsWith('LoginRoute-'))).toBe(true);
    expect(login.some((file) => file.startsWith('en-'))).toBe(true);
    expect(login.some((file) => file.startsWith('RelayProvider-'))).toBe(false);
    const home = await preloads('/listed-lemon', 'i18n_redirected=de');
    expect(home.some((file) => file.startsWith('BrandHomeRoute-'))).toBe(true);
    expect(home.some((file) => file.startsWith('RelayProvider-'))).toBe(true);
    expect(home.some((file) => file.startsWith('de-'))).toBe(true);
    expect(home.some((file) => file.startsWith('en-'))).toBe(false);
  });

  it("sends the build's Brotli or gzip copy of an asset, and a page's HTML compressed, to a browser that takes it", async () => {
    const html = await (await fetch(app.url + '/login')).text();
    const script = /<link rel="modulepreload" crossorigin href="(\/assets\/en-[^"]+)">/.exec(html)![1]!;
    const raw = readFileSync(path.join(webDist, script));
    const asked = (encoding: string, pathname = script) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        // node:http: fetch would decode the body and hide what was sent.
        http
          .get(app.url + pathname, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(raw.length / 3);
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
    const gz = await asked('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
    // A page's HTML (a rendered brand home here) is compressed as it is sent.
    const pageAsked = (encoding: string) => asked(encoding, '/listed-lemon');
    const pagePlain = await pageAsked('identity');
    expect(pagePlain.headers['content-encoding']).toBeUndefined();
    expect(pagePlain.body.toString()).toContain('Sour and bright.');
    const pageBr = await pageAsked('gzip, br');
    expect(pageBr.headers['content-encoding']).toBe('br');
    expect(pageBr.headers.vary).toBe('accept-encoding');
    expect(pageBr.body.length).toBeLessThan(pagePlain.body.length / 2);
    expect(brotliDecompressSync(pageBr.body).toString()).toContain('Sour and bright.');
    const pageGz = await pageAsked('gzip');
    expect(pageGz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(pageGz.body).toString()).toContain('Sour and bright.');
  });

  it('serves robots.txt, which lets crawlers see the pages (and their noindex)', async () => {
    const res = await fetch(app.url + '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
