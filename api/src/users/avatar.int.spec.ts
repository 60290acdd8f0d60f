import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe.each(testDatabaseKinds())('avatars on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let user: TestClient;

  /** PUT or DELETE /account/avatar with the client's cookies. */
  async function send(client: TestClient, method: 'PUT' | 'DELETE', body?: Buffer, headers: Record<string, string> = {}) {
    const cookie = client.cookieHeader();
    const res = await fetch(app.url + '/account/avatar', { method, body, headers: { cookie, ...headers } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  /** Follows an avatar's address to the picture. */
  async function picture(address: string) {
    const redirect = await fetch(app.url + address, { redirect: 'manual' });
    if (redirect.status !== 302) return { status: redirect.status, bytes: Buffer.alloc(0) };
    const res = await fetch(new URL(redirect.headers.get('location')!, app.url));
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  }
  const isWebp = (bytes: Buffer) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-avatar-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    user = await new TestClient(app.url).signUp('avatar@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads, replaces and removes the avatar, which the session user and User.avatar carry', async () => {
    expect((await user.post('/login', {})).body).toMatchObject({ avatar: null });

    const first = await send(user, 'PUT', PNG, { 'content-type': 'image/png' });
    expect(first.status).toBe(200);
    const firstAddress = first.body.avatar as string;
    expect(firstAddress).toMatch(/^\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
    expect((await user.post('/login', {})).body).toMatchObject({ avatar: firstAddress });
    expect((await user.graphql('{ viewer { avatar } }')).data).toEqual({ viewer: { avatar: firstAddress } });
    // Members see it beside the address (Brand.users).
    const made = await user.graphql<{ createBrand: { brand: { users: { user: { avatar: string | null } }[] } } }>(
      'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { users { user { avatar } } } } }',
      { input: { name: 'Avatar Co' } },
    );
    expect(made.data!.createBrand.brand.users.map((u) => u.user.avatar)).toEqual([firstAddress]);
    const shown = await picture(firstAddress);
    expect(shown.status).toBe(200);
    expect(isWebp(shown.bytes)).toBe(true);

    // a GIF replaces it (the type comes from the bytes, not the header); the old address is gone
    const second = await send(user, 'PUT', GIF, { 'content-type': 'application/octet-stream' });
    expect(second.status).toBe(200);
    const secondAddress = second.body.avatar as string;
    expect(secondAddress).not.toBe(firstAddress);
    expect((await picture(secondAddress)).status).toBe(200);
    expect((await picture(firstAddress)).status).toBe(404);

    const removed = await send(user, 'DELETE');
    expect(removed).toMatchObject({ status: 200, body: { avatar: null } });
    expect((await user.graphql('{ viewer { avatar } }')).data).toEqual({ viewer: { avatar: null } });
    expect((await picture(secondAddress)).status).toBe(404);
    // removing again changes nothing
    expect(await send(user, 'DELETE')).toMatchObject({ status: 200, body: { avatar: null } });
  });

  it('refuses other files, broken pictures and pictures over 5 MB with a translated 4xx, and changes nothing', async () => {
    const kept = (await send(user, 'PUT', PNG)).body.avatar;
    const svg = await send(user, 'PUT', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      'content-type': 'image/svg+xml',
    });
    expect(svg).toMatchObject({ status: 415, body: { code: 'AVATAR_TYPE_UNSUPPORTED' } });
    expect(svg.body.message).toBe('Please choose a PNG, JPEG, WebP or GIF picture.');
    const pdf = await send(user, 'PUT', Buffer.from('%PDF-1.7\n'), { 'accept-language': 'de' });
    expect(pdf).toMatchObject({ status: 415, body: { message: 'Bitte wählen Sie ein PNG-, JPEG-, WebP- oder GIF-Bild.' } });
    expect(await send(user, 'PUT')).toMatchObject({ status: 415, body: { code: 'AVATAR_TYPE_UNSUPPORTED' } });
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
    expect(await send(user, 'PUT', broken)).toMatchObject({ status: 400, body: { code: 'AVATAR_INVALID' } });
    const large = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await send(user, 'PUT', large)).toMatchObject({
      status: 413,
      body: { code: 'AVATAR_TOO_LARGE', message: 'This picture is too large: at most 5 MB.' },
    });
    expect((await user.post('/login', {})).body).toMatchObject({ avatar: kept });
  });

  it('needs a logged-in user who accepted the terms, and serves no address that is not an avatar', async () => {
    const guest = new TestClient(app.url);
    expect(await send(guest, 'PUT', PNG)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await send(guest, 'DELETE')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const pending = await new TestClient(app.url).signUp('avatar-terms@example.com', undefined, { acceptTerms: false });
    expect(await send(pending, 'PUT', PNG)).toMatchObject({ status: 403, body: { code: 'TERMS_NOT_ACCEPTED' } });
    const id = '0b7c2f3e-8d1a-4c55-9f00-1a2b3c4d5e6f';
    for (const address of [`/avatars/${id}/${id}.webp`, `/avatars/${id}/..%2f..%2fsecret.webp`]) {
      const res = await fetch(app.url + address, { redirect: 'manual' });
      expect(res.status, address).not.toBe(302);
      expect(res.status, address).toBeLessThan(500);
    }
  });
});
