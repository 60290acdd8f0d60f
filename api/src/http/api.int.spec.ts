import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase, systemActor } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { waitForMails } from '../testing/mails';
import { BRANDS_AT_ONCE } from '../brands/commands';
import { createAdmin } from '../users/accounts';
import { REFRESH_GRACE_SECONDS } from '../users/sessions';
import { openServices } from '../services';
import { createServer } from './server';

const brandFields = 'id name slug bio usp public publicIndex currentPlan userRole updatedAt deletedAt';
const CREATE = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { ${brandFields} } } }`;
const LIST = `{ brands { totalCount edges { node { name slug currentPlan userRole } } } }`;

describe.each(testDatabaseKinds())('the API over HTTP on %s', (kind) => {
  let opened: TestApp;
  let db: TestDatabase;
  let app: RunningApp;
  const client = () => new TestClient(app.url);

  const signUp = (email: string, password = 'correct horse battery', acceptTerms = true) =>
    client().signUp(email, password, { acceptTerms });

  beforeAll(async () => {
    ({ db, app } = opened = await startTestApp(kind, 'api'));
  });
  afterAll(() => opened.close());

  it('registers, answers the user object, logs out and in again', async () => {
    const c = await signUp('Ann@Example.com', undefined, false);
    const me = await c.post('/login', {});
    expect(me.body).toMatchObject({
      type: 'user',
      email: 'ann@example.com',
      termsAccepted: false,
      admin: false,
      impersonated: false,
    });
    expect(c.cookies.has('auth._token') && c.cookies.has('auth._refresh_token')).toBe(true);
    const cookieHeader = (
      await c.post('/login', { email: 'ann@example.com', password: 'correct horse battery' })
    ).headers.getSetCookie();
    expect(cookieHeader.join('\n')).toMatch(/auth\._token=[^;]+; Path=\/; Max-Age=1800; SameSite=Lax; HttpOnly/);
    // the token's expiry, for the page to read (no HttpOnly), half an hour ahead
    const expiration = /auth\._token_expiration=(\d+); Path=\/; Max-Age=1800; SameSite=Lax(\n|$)/.exec(cookieHeader.join('\n'));
    expect(Number(expiration?.[1]) - Date.now()).toBeGreaterThan(1790_000);
    expect(Number(expiration?.[1]) - Date.now()).toBeLessThanOrEqual(1800_000);
    const oldToken = c.cookies.get('auth._token')!;
    expect((await c.post('/logout')).status).toBe(204);
    // the session's cookies are gone; the browser stays a known device of the account
    expect([...c.cookies.keys()]).toEqual(['auth._device']);
    // the revoked token no longer works, even sent by hand
    const stale = new TestClient(app.url);
    stale.cookies.set('auth._token', oldToken);
    // logged out: the session check answers null (200), not an error
    expect(await stale.post('/login', {})).toMatchObject({ status: 200, body: null });
    const again = await c.post('/login', { email: 'ANN@example.com ', password: 'correct horse battery' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ email: 'ann@example.com' });
    const viewer = await c.graphql<{ viewer: { email: string } }>('{ viewer { email termsAccepted } }');
    expect(viewer.data?.viewer.email).toBe('ann@example.com');
  });

  it('sends the welcome mail through the jobs port', async () => {
    await signUp('mail@example.com');
    const [mail] = await waitForMails(opened.dataDir, 'mail@example.com', '');
    expect(mail).toContain('Subject: Welcome to Brandtrail');
  });

  it('refuses bad input with translated messages and stable codes', async () => {
    const c = client();
    expect((await c.post('/register', { email: 'nope', password: 'long enough pw' })).body).toMatchObject({
      code: 'EMAIL_INVALID',
      message: 'Invalid email address',
    });
    const de = new TestClient(app.url, { cookie: 'i18n_redirected=de' });
    expect((await de.post('/register', { email: 'x@example.com', password: 'short' })).body).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });
    await signUp('taken@example.com');
    expect((await c.post('/register', { email: 'taken@example.com', password: 'long enough pw' })).status).toBe(409);
    expect((await c.post('/login', { email: 'taken@example.com', password: 'wrong password' })).body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    const form = await fetch(app.url + '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    expect(form.status).toBe(415);
    const anonymous = await c.graphql(CREATE, { input: { name: 'Nobody' } });
    expect(anonymous.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('accepts the terms through /update-user', async () => {
    const c = await signUp('terms@example.com', undefined, false);
    expect((await c.post('/update-user', { termsAccepted: false })).body).toMatchObject({
      code: 'TERMS_REQUIRED',
      message: 'Agreement is required to proceed.',
    });
    const res = await c.post('/update-user', { termsAccepted: true });
    expect(res.body).toMatchObject({ termsAccepted: true });
    expect((await c.post('/login', {})).body).toMatchObject({ termsAccepted: true });
  });

  it('refuses oversized and unstorable credentials on every account route with a 400, before any work', async () => {
    await signUp('bounded@example.com');
    const huge = 'a'.repeat(900_000);
    const cases: [string, Record<string, string>, string][] = [
      ['/login', { email: `${huge}@example.com`, password: 'whatever pw' }, 'EMAIL_INVALID'],
      ['/login', { email: 'a@' + 'b.'.repeat(450_000) + '@', password: 'whatever pw' }, 'EMAIL_INVALID'],
      ['/login', { email: 'bounded@example.com', password: huge }, 'PASSWORD_TOO_LONG'],
      // NUL is refused where every body is read, before any route (TEXT_INVALID)
      ['/login', { email: 'a\u0000b@example.com', password: 'whatever pw' }, 'TEXT_INVALID'],
      ['/register', { email: `${huge}@example.com`, password: 'whatever pw' }, 'EMAIL_INVALID'],
      ['/register', { email: 'new@example.com', password: huge }, 'PASSWORD_TOO_LONG'],
      ['/register', { email: 'a\u0000b@example.com', password: 'whatever pw' }, 'TEXT_INVALID'],
      ['/lost-password', { email: `${huge}@example.com` }, 'EMAIL_INVALID'],
      ['/login-link', { email: 'a@' + 'b.'.repeat(450_000) + '@' }, 'EMAIL_INVALID'],
      ['/login-link', { email: '\u0000@example.com' }, 'TEXT_INVALID'],
      ['/reset-password', { token: 'no-such-token', password: huge }, 'PASSWORD_TOO_LONG'],
    ];
    for (const [route, body, code] of cases) {
      const started = Date.now();
      const res = await client().post(route, body);
      expect({ route, status: res.status, code: res.body?.code }).toEqual({ route, status: 400, code });
      // a pattern tried before the length check would take minutes; 10 s is far from either
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    // none of them counted as a log-in attempt
    expect((await app.services.sql.query(`SELECT key FROM login_throttles WHERE key LIKE '%bounded@%'`)).length).toBe(0);
    expect((await client().post('/login', { email: 'bounded@example.com', password: 'correct horse battery' })).status).toBe(200);
  });

  it('renews an expired token with the refresh token', async () => {
    const c = await signUp('refresh@example.com');
    c.cookies.delete('auth._token'); // as the browser does once Max-Age has passed
    const res = await c.post('/login', {});
    expect(res.status).toBe(200);
    expect(c.cookies.has('auth._token')).toBe(true);
  });

  it('stops a rotated or revoked token at once, also in another API process', async () => {
    // a second process: its own services (and whatever it would keep in memory) on the same database
    const other = await openServices(app.services.config, db.sql);
    const otherServer = createServer(other);
    await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`;
    try {
      const c = await signUp('rotated@example.com');
      const oldToken = c.cookies.get('auth._token')!;
      const withToken = (url: string, token: string) => new TestClient(url, { cookie: `auth._token=${token}` });
      /** Asks `url` with `token` until it is refused (up to 9 s, under the 10 s a kept look-up lives); answers how long that took. */
      const msUntilRefused = async (url: string, token: string) => {
        const started = Date.now();
        while ((await withToken(url, token).post('/login', {})).body !== null) {
          if (Date.now() - started > 9000) throw new Error('still accepted after 9 s');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return Date.now() - started;
      };
      // both processes have just answered with the token
      expect((await withToken(app.url, oldToken).post('/login', {})).status).toBe(200);
      expect((await withToken(otherUrl, oldToken).post('/login', {})).status).toBe(200);
      // the refresh token alone rotates both secrets
      const renewed = await new TestClient(app.url, {
        cookie: `auth._refresh_token=${c.cookies.get('auth._refresh_token')!}`,
      }).post('/login', {});
      expect(renewed.status).toBe(200);
      expect(renewed.headers.getSetCookie().join()).toMatch(/auth\._token=[\w-]{20,}/);
      // at once in the process that rotated it; the other hears of it by NOTIFY, in far less than
      // the 10 s its look-up would otherwise be kept
      expect((await withToken(app.url, oldToken).post('/login', {})).body).toBeNull();
      expect(await msUntilRefused(otherUrl, oldToken)).toBeLessThan(9000);
      // a log-out in one process ends the session in the other
      const d = await signUp('revoked@example.com');
      const token = d.cookies.get('auth._token')!;
      expect((await withToken(otherUrl, token).post('/login', {})).status).toBe(200);
      expect((await d.post('/logout')).status).toBe(204);
      expect((await withToken(app.url, token).post('/login', {})).body).toBeNull();
      expect(await msUntilRefused(otherUrl, token)).toBeLessThan(9000);
    } finally {
      otherServer.closeAllConnections();
      await new Promise((resolve) => otherServer.close(resolve));
      await other.close();
    }
  });

  it('lets tabs refresh with one refresh token at once, and revokes the session when a replaced one comes back later', async () => {
    const c = client();
    const me = (await c.post('/register', { email: 'tabs@example.com', password: 'correct horse battery' })).body as {
      id: string;
    };
    // the token has expired (it was never looked up, so no process holds it in memory); five tabs
    // send it with the refresh token at the same moment
    await app.services.sql.query(`UPDATE sessions SET token_expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      me.id,
    ]);
    const stale = c.cookies.get('auth._refresh_token')!;
    const tabs = await Promise.all(Array.from({ length: 5 }, () => c.post('/graphql', { query: '{ viewer { email } }' })));
    expect(tabs.map((t) => t.body)).toEqual(Array(5).fill({ data: { viewer: { email: 'tabs@example.com' } } }));
    // one of them rotated the secrets and set the cookies; the others set none
    const setting = tabs.filter((t) => t.headers.getSetCookie().length > 0);
    expect(setting).toHaveLength(1);
    expect(c.cookies.get('auth._refresh_token')).not.toBe(stale);
    expect((await c.post('/login', {})).status).toBe(200);
    // within the grace the replaced refresh token still serves a late tab, without new cookies
    const late = new TestClient(app.url, { cookie: `auth._refresh_token=${stale}` });
    const lateAnswer = await late.post('/login', {});
    expect(lateAnswer).toMatchObject({ status: 200, body: { email: 'tabs@example.com' } });
    expect(lateAnswer.headers.getSetCookie()).toEqual([]);
    // after it, the replaced token is taken as stolen: the session ends, for the owner too
    await app.services.sql.query(
      `UPDATE retired_refresh_tokens SET retired_at = retired_at - interval '${REFRESH_GRACE_SECONDS + 1} seconds'
       WHERE session_id IN (SELECT id FROM sessions WHERE user_id = $1)`,
      [me.id],
    );
    const thief = await late.post('/login', {});
    expect(thief.body).toBeNull();
    expect((await c.post('/login', {})).body).toBeNull();
  });

  it("lists brands in the spec's order: plan pro, basic, free, then newest update, name, slug", async () => {
    const c = await signUp('owner@example.com');
    const created: Record<string, string> = {};
    for (const name of ['Free One', 'Basic One', 'Pro One', 'Free Two']) {
      const res = await c.graphql<{
        createBrand: { brand: { id: string; slug: string; currentPlan: string; userRole: string } };
      }>(CREATE, { input: { name } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createBrand.brand).toMatchObject({ currentPlan: 'free', userRole: 'owner' });
      created[name] = res.data!.createBrand.brand.id;
    }
    await createAdmin(app.services, 'admin@example.com', 'admin password 1', systemActor());
    const admin = client();
    expect((await admin.post('/login', { email: 'admin@example.com', password: 'admin password 1' })).body).toMatchObject({
      admin: true,
    });
    expect((await admin.post('/update-user', { termsAccepted: true })).status).toBe(200);
    const plan = `mutation($input: ChangeBrandPlanInput!) { changeBrandPlan(input: $input) { brand { currentPlan } } }`;
    expect((await admin.graphql(plan, { input: { id: created['Pro One'], plan: 'pro' } })).data).toEqual({
      changeBrandPlan: { brand: { currentPlan: 'pro' } },
    });
    await admin.graphql(plan, { input: { id: created['Basic One'], plan: 'basic' } });
    expect((await c.graphql(plan, { input: { id: created['Free One'], plan: 'pro' } })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    const list = await c.graphql<{ brands: { totalCount: number; edges: { node: { name: string } }[] } }>(LIST);
    // Free Two was created after Free One, so it was updated more recently
    expect(list.data!.brands.edges.map((e) => e.node.name)).toEqual(['Pro One', 'Basic One', 'Free Two', 'Free One']);
    expect(list.data!.brands.totalCount).toBe(4);
  });

  it('gives the 60th brand of one name the next free address', async () => {
    // (the search starts where the read model's held slugs end: it once gave up after 50 tries)
    // Three accounts, 20 each: one account creates at most 20 brands at once (BRANDS_AT_ONCE).
    const makers = [];
    for (const n of [1, 2, 3]) makers.push(await signUp(`slugs-many-${n}@example.com`));
    const slugs: string[] = [];
    for (let i = 0; i < 60; i++)
      slugs.push(
        (
          await makers[Math.floor(i / BRANDS_AT_ONCE)]!.graphql<{ createBrand: { brand: { slug: string } } }>(CREATE, {
            input: { name: 'Same Name' },
          })
        ).data!.createBrand.brand.slug,
      );
    expect(slugs).toEqual(['same-name', ...Array.from({ length: 59 }, (_, i) => `same-name-${i + 2}`)]);
  });

  it('derives unique slugs, reaches a brand by slug and by id, and moves it to a new slug', async () => {
    const a = await signUp('slugs-a@example.com');
    const b = await signUp('slugs-b@example.com');
    const first = await a.graphql<{ createBrand: { brand: { id: string; slug: string } } }>(CREATE, {
      input: { name: 'Müller & Co' },
    });
    const second = await b.graphql<{ createBrand: { brand: { slug: string } } }>(CREATE, { input: { name: 'Müller & Co' } });
    expect(first.data!.createBrand.brand.slug).toBe('mueller-co');
    expect(second.data!.createBrand.brand.slug).toBe('mueller-co-2');
    const explicit = await b.graphql(CREATE, { input: { name: 'Other', slug: 'mueller-co' } });
    expect(explicit.errors?.[0]).toMatchObject({
      extensions: { code: 'SLUG_TAKEN' },
      message: 'The address "mueller-co" is already taken. Please choose another.',
    });
    const id = first.data!.createBrand.brand.id;
    const update = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { slug name bio } } }`;
    const moved = await a.graphql(update, { input: { id, slug: 'mueller-brand', bio: 'Since 1900' } });
    expect(moved.data).toEqual({ updateBrand: { brand: { slug: 'mueller-brand', name: 'Müller & Co', bio: 'Since 1900' } } });
    expect((await a.graphql(`{ brandBySlug(slug: "mueller-brand") { name } }`)).data).toEqual({
      brandBySlug: { name: 'Müller & Co' },
    });
    expect((await a.graphql(`{ brandBySlug(slug: "mueller-co") { name } }`)).data).toEqual({ brandBySlug: null });
    expect((await a.graphql(`query($id: ID!) { brand(id: $id) { slug } }`, { id })).data).toEqual({
      brand: { slug: 'mueller-brand' },
    });
    // the old slug is free again, for anyone
    const reuse = await b.graphql<{ createBrand: { brand: { slug: string } } }>(CREATE, {
      input: { name: 'X', slug: 'mueller-co' },
    });
    expect(reuse.errors).toBeUndefined();
    expect(reuse.data!.createBrand.brand.slug).toBe('mueller-co');
  });

  it('keeps a private brand from other users, and lets them read a public one without changing it', async () => {
    const owner = await signUp('private-owner@example.com');
    const other = await signUp('private-other@example.com');
    const res = await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE, { input: { name: 'Secret Brand' } });
    const id = res.data!.createBrand.brand.id;
    expect((await other.graphql(`query($id: ID!) { brand(id: $id) { name } }`, { id })).data).toEqual({ brand: null });
    expect((await other.graphql(`{ brandBySlug(slug: "secret-brand") { name } }`)).data).toEqual({ brandBySlug: null });
    expect((await other.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id })).data).toEqual({ node: null });
    expect((await other.graphql<{ brands: { totalCount: number } }>(LIST)).data!.brands.totalCount).toBe(0);
    const update = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name } } }`;
    expect((await other.graphql(update, { input: { id, name: 'Mine now' } })).errors?.[0]?.extensions.code).toBe(
      'BRAND_NOT_FOUND',
    );
    expect(
      (
        await other.graphql(`mutation($input: DeleteBrandInput!) { deleteBrand(input: $input) { deletedBrandId } }`, {
          input: { id },
        })
      ).errors?.[0]?.extensions.code,
    ).toBe('BRAND_NOT_FOUND');
    await owner.graphql(update.replace('name: $name', ''), { input: { id, public: true } });
    const seen = await other.graphql(`{ brandBySlug(slug: "secret-brand") { name userRole users { role } } }`);
    expect(seen.data).toEqual({ brandBySlug: { name: 'Secret Brand', userRole: 'public', users: [] } });
    expect((await new TestClient(app.url).graphql(`{ brandBySlug(slug: "secret-brand") { userRole } }`)).data).toEqual({
      brandBySlug: { userRole: 'public' },
    });
    expect((await other.graphql(update, { input: { id, name: 'Mine now' } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await owner.graphql(`{ brandBySlug(slug: "secret-brand") { name } }`)).data).toEqual({
      brandBySlug: { name: 'Secret Brand' },
    });
    // What each may do, as the server's policy says: the owner everything, a reader only reading.
    const can = `{ brandBySlug(slug: "secret-brand") { viewerCan { read readPrivate editContent manageAssets manageMembers manageLinks billing deleteBrand } } }`;
    const all = (value: boolean) => ({
      read: value,
      readPrivate: value,
      editContent: value,
      manageAssets: value,
      manageMembers: value,
      manageLinks: value,
      billing: value,
      deleteBrand: value,
    });
    expect((await owner.graphql(can)).data).toEqual({ brandBySlug: { viewerCan: all(true) } });
    expect((await other.graphql(can)).data).toEqual({ brandBySlug: { viewerCan: { ...all(false), read: true } } });
  });

  it('deletes a brand out of every list and look-up and restores it whole', async () => {
    const c = await signUp('restore@example.com');
    const res = await c.graphql<{ createBrand: { brand: { id: string } } }>(CREATE, { input: { name: 'Phoenix' } });
    const id = res.data!.createBrand.brand.id;
    await c.graphql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
      input: { id, bio: 'Rises again', usp: 'Fire', public: true },
    });
    const before = (await c.graphql<{ brand: unknown }>(`query($id: ID!) { brand(id: $id) { ${brandFields} } }`, { id })).data!
      .brand as Record<string, unknown>;
    const del = await c.graphql<{ deleteBrand: { brand: { deletedAt: string | null } } }>(
      `mutation($input: DeleteBrandInput!) { deleteBrand(input: $input) { deletedBrandId brand { deletedAt } } }`,
      { input: { id } },
    );
    expect(del.data!.deleteBrand.brand.deletedAt).not.toBeNull();
    expect((await c.graphql(`query($id: ID!) { brand(id: $id) { name } }`, { id })).data).toEqual({ brand: null });
    expect((await c.graphql(`{ brandBySlug(slug: "phoenix") { name } }`)).data).toEqual({ brandBySlug: null });
    expect((await c.graphql<{ brands: { totalCount: number } }>(LIST)).data!.brands.totalCount).toBe(0);
    expect((await c.graphql(`{ deletedBrands { name } }`)).data).toEqual({ deletedBrands: [{ name: 'Phoenix' }] });
    // a deleted brand keeps its address: nobody else can take it meanwhile
    const other = await signUp('restore-other@example.com');
    expect((await other.graphql(CREATE, { input: { name: 'P', slug: 'phoenix' } })).errors?.[0]?.extensions.code).toBe(
      'SLUG_TAKEN',
    );
    const restored = await c.graphql<{ restoreBrand: { brand: Record<string, unknown> } }>(
      `mutation($input: RestoreBrandInput!) { restoreBrand(input: $input) { brand { ${brandFields} } } }`,
      { input: { id } },
    );
    const after = restored.data!.restoreBrand.brand;
    expect({ ...after, updatedAt: undefined }).toEqual({ ...before, updatedAt: undefined });
    expect((await c.graphql(`{ deletedBrands { name } }`)).data).toEqual({ deletedBrands: [] });
    expect((await c.graphql<{ brands: { totalCount: number } }>(LIST)).data!.brands.totalCount).toBe(1);
  });

  it('masks unexpected errors and reports GraphQL mistakes as validation errors', async () => {
    const c = client();
    const res = await c.graphql(`{ nonsense }`);
    expect(res.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION');
    const unknownId = await c.post('/graphql', { id: 'no-such-document', variables: {} });
    expect(unknownId.status).toBe(400);
    expect(unknownId.body).toMatchObject({ errors: [{ extensions: { code: 'UNKNOWN_DOCUMENT' } }] });
  });

  it('lets an admin act as a user for a reason, records it in the audit log with what changed meanwhile, and return', async () => {
    const user = await signUp('impersonated@example.com');
    const me = (await user.post('/login', {})).body as { id: string };
    const { id: brandId } = await user.createBrand({ name: 'Acted On' });
    const { id: untouched } = await user.createBrand({ name: 'Left Alone' });
    const admin = client();
    const adminMe = (await admin.post('/login', { email: 'admin@example.com', password: 'admin password 1' })).body as {
      id: string;
    };
    // A reason is asked; nobody acts as themselves; a user may not act as anyone.
    const noReason = await admin.post(`/login?_switch_user=${me.id}`, {});
    expect(noReason.body).toMatchObject({ code: 'IMPERSONATION_REASON_REQUIRED', status: 400 });
    expect((noReason.body as { message: string }).message).toContain('audit log');
    expect((await admin.post(`/login?_switch_user=${adminMe.id}`, { reason: 'testing' })).body).toMatchObject({
      code: 'IMPERSONATION_SELF',
    });
    expect((await user.post(`/login?_switch_user=${me.id}`, { reason: 'testing' })).status).toBe(403);
    const switched = await admin.post(`/login?_switch_user=${me.id}`, { reason: '  Ticket 4711:  logo missing ' });
    expect(switched.body).toMatchObject({ email: 'impersonated@example.com', impersonated: true });
    // Acting as the user, the admin changes the brand: the change carries both ids.
    const renamed = await admin.graphql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name } } }`, {
      input: { id: brandId, name: 'Acted On Again' },
    });
    expect(renamed.errors).toBeUndefined();
    // Nor may the admin start acting as someone else meanwhile, or read the audit log as the user.
    expect((await admin.post(`/login?_switch_user=${adminMe.id}`, { reason: 'testing' })).status).toBe(403);
    expect((await admin.graphql(`{ adminAudit { totalCount } }`)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const back = await admin.post('/login?_switch_user=_exit', {});
    expect(back.body).toMatchObject({ email: 'admin@example.com', admin: true, impersonated: false });
    type Audit = {
      adminAudit: {
        edges: {
          node: {
            adminEmail: string;
            userEmail: string;
            userId: string;
            reason: string;
            endedAt: string | null;
            changes: number;
          };
        }[];
      };
    };
    const AUDIT = `query($userId: ID) { adminAudit(userId: $userId) { edges { node { adminEmail userEmail userId reason endedAt changes } } } }`;
    const audit = await admin.graphql<Audit>(AUDIT, { userId: me.id });
    expect(audit.errors).toBeUndefined();
    expect(audit.data!.adminAudit.edges.map((e) => e.node)).toEqual([
      {
        adminEmail: 'admin@example.com',
        userEmail: 'impersonated@example.com',
        userId: expect.any(String) as unknown,
        reason: 'Ticket 4711: logo missing',
        endedAt: expect.any(String) as unknown,
        changes: 1,
      },
    ]);
    // By brand: the times the admin changed something of it while acting as someone.
    const BY_BRAND = `query($brandId: ID) { adminAudit(brandId: $brandId) { edges { node { userEmail changes } } } }`;
    expect((await admin.graphql<Audit>(BY_BRAND, { brandId })).data!.adminAudit.edges.map((e) => e.node)).toEqual([
      { userEmail: 'impersonated@example.com', changes: 1 },
    ]);
    expect((await admin.graphql<Audit>(BY_BRAND, { brandId: untouched })).data!.adminAudit.edges).toEqual([]);
    const byBrand = await fetch(`${app.url}/api/admin/audit.json?brandId=${encodeURIComponent(untouched)}`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(await byBrand.json()).toEqual([]);
    // Exported as CSV and JSON, for admins only.
    const csv = await fetch(`${app.url}/api/admin/audit.csv?userId=${me.id}`, { headers: { cookie: admin.cookieHeader() } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('startedAt,endedAt,until,adminEmail,adminId,userEmail,userId,reason,changes');
    expect(lines[1]).toContain(',admin@example.com,');
    expect(lines[1]).toMatch(/,Ticket 4711: logo missing,1$/);
    const json = await fetch(`${app.url}/api/admin/audit.json`, { headers: { cookie: admin.cookieHeader() } });
    expect(((await json.json()) as { userEmail: string }[]).some((e) => e.userEmail === 'impersonated@example.com')).toBe(true);
    expect((await fetch(`${app.url}/api/admin/audit.json`, { headers: { cookie: user.cookieHeader() } })).status).toBe(404);
    // The admin area's page: found by admins, a page that does not exist for anyone else.
    expect((await fetch(`${app.url}/admin`, { headers: { cookie: user.cookieHeader() } })).status).toBe(404);
    expect((await fetch(`${app.url}/admin`)).status).toBe(404);
    expect((await fetch(`${app.url}/admin`, { headers: { cookie: admin.cookieHeader() } })).status).toBe(200);
    expect((await admin.graphql(`{ adminAudit(since: "yesterday-ish") { totalCount } }`)).errors?.[0]?.extensions.code).toBe(
      'VALIDATION',
    );
  });
});
