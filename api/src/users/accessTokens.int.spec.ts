import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, testDatabaseKinds } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { createAdmin } from './accounts';

const PASSWORD = 'correct horse battery';
const CREATE = `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) {
  token accessToken { id name brands { slug } expiresAt expired lastUsedAt } } }`;
type Created = {
  createAccessToken: {
    token: string;
    accessToken: { id: string; name: string; brands: { slug: string }[] | null; expiresAt: string | null };
  };
};
const LIST = `{ viewer { accessTokens { name lastUsedAt } } }`;

describe.each(testDatabaseKinds())('personal access tokens on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'access-tokens'));
    await createAdmin(app.services, 'root-pat@example.com', 'admin password 1', systemActor());
  });
  afterAll(() => opened.close());

  const tokensJson = (slug: string, token?: string) =>
    fetch(`${app.url}/api/brands/${slug}/tokens.json`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('reads a private brand’s design tokens with a token for it, nothing else, until revoked', async () => {
    const me = await new TestClient(app.url).signUp('builder@example.com', PASSWORD, { acceptTerms: true });
    const { id: brandId, slug } = await me.createBrand({ name: 'Token Brand' });
    const { slug: other } = await me.createBrand({ name: 'Other Brand' });
    const made = await me.graphql<Created>(CREATE, { input: { name: '  CI build ', brandIds: [brandId], expiresInDays: 90 } });
    expect(made.errors).toBeUndefined();
    const { token, accessToken } = made.data!.createAccessToken;
    expect(token).toMatch(/^btp_[A-Za-z0-9_-]{43}$/);
    expect(accessToken).toMatchObject({ name: 'CI build', brands: [{ slug }] });
    expect(Date.parse(accessToken.expiresAt!) - Date.now()).toBeGreaterThan(89 * 86_400_000);

    // Without a cookie, the token reads the brand it names, and only that one.
    expect((await tokensJson(slug)).status).toBe(404);
    const read = await tokensJson(slug, token);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-cache');
    expect(JSON.stringify(await read.json())).toContain('Token Brand');
    expect((await tokensJson(other, token)).status).toBe(404);
    expect(
      (await me.graphql<{ viewer: { accessTokens: { lastUsedAt: string | null }[] } }>(LIST)).data!.viewer.accessTokens[0]!
        .lastUsedAt,
    ).toEqual(expect.any(String));
    // It is no session: GraphQL does not know it.
    const asGraphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(await asGraphql.json()).toEqual({ data: { viewer: null } });
    // A made-up token is refused, in the reader's language.
    const bad = await fetch(`${app.url}/api/brands/${slug}/tokens.json`, {
      headers: { authorization: `Bearer btp_${'x'.repeat(43)}`, 'accept-language': 'de' },
    });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { message: string }).message).toContain('Zugriffstoken');

    // A token for all brands reads both; expiry passes; revoked, it stops at once.
    const all = await me.graphql<Created>(CREATE, { input: { name: 'Everything' } });
    const everything = all.data!.createAccessToken.token;
    expect(all.data!.createAccessToken.accessToken).toMatchObject({ brands: null, expiresAt: null });
    expect((await tokensJson(other, everything)).status).toBe(200);
    expect(await app.services.accessTokens.use(token, new Date(Date.now() + 91 * 86_400_000))).toBeUndefined();
    const revoke = `mutation($input: RevokeAccessTokenInput!) { revokeAccessToken(input: $input) { viewer { accessTokens { name } } } }`;
    const revoked = await me.graphql(revoke, { input: { id: accessToken.id } });
    expect(revoked.data).toEqual({ revokeAccessToken: { viewer: { accessTokens: [{ name: 'Everything' }] } } });
    expect((await tokensJson(slug, token)).status).toBe(401);

    // Another person cannot revoke it; an admin acting as the person cannot make one.
    const stranger = await new TestClient(app.url).signUp('stranger-pat@example.com', PASSWORD, { acceptTerms: true });
    const allId = all.data!.createAccessToken.accessToken.id;
    await stranger.graphql(revoke, { input: { id: allId } });
    expect((await tokensJson(other, everything)).status).toBe(200);
    const { id: userId } = (await me.post('/login', {})).body as { id: string };
    const admin = new TestClient(app.url);
    await admin.post('/login', { email: 'root-pat@example.com', password: 'admin password 1' });
    await admin.post('/update-user', { termsAccepted: true });
    await admin.post(`/login?_switch_user=${userId}`, { reason: 'Support ticket 3' });
    expect((await admin.graphql(CREATE, { input: { name: 'Backdoor' } })).errors?.[0]?.extensions.code).toBe(
      'NOT_WHILE_IMPERSONATING',
    );
    // An expiry past a year, or a made-up number of days, is refused before any date is made of it.
    for (const expiresInDays of [367, 2147483647, 0, -1])
      expect((await me.graphql(CREATE, { input: { name: 'Far', expiresInDays } })).errors?.[0]?.extensions.code).toBe(
        'VALIDATION',
      );
    // Brands not the person's are refused as missing.
    const { id: strangerBrand } = await stranger.createBrand({ name: 'Stranger Brand' });
    expect(
      (await me.graphql(CREATE, { input: { name: 'Theirs', brandIds: [strangerBrand] } })).errors?.[0]?.extensions.code,
    ).toBe('BRAND_NOT_FOUND');
  });
});
