import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, testDatabaseKinds } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { mailedLinks, waitForMails } from '../testing/mails';
import { createAdmin } from './accounts';

const PASSWORD = 'correct horse battery';
const REQUEST = `mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { email } }`;
type Errors = { errors?: { extensions: { code: string } }[] };
const codeOf = (res: Errors) => res.errors?.[0]?.extensions.code;

describe.each(testDatabaseKinds())('changing an account’s address on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  const browser = () => new TestClient(app.url);

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'email-change'));
    await createAdmin(app.services, 'root-mail@example.com', 'admin password 1', systemActor());
  });
  afterAll(() => opened.close());

  it('changes it with the link mailed to the new address, tells the old one, and undoes it from there (ending sessions and tokens)', async () => {
    const me = await browser().signUp('old@example.com', PASSWORD, { acceptTerms: true });
    await browser().signUp('taken@example.com', PASSWORD, { acceptTerms: true });
    expect(codeOf(await me.graphql(REQUEST, { input: { email: 'new@example.com', password: 'wrong one!' } }))).toBe(
      'PASSWORD_WRONG',
    );
    expect(codeOf(await me.graphql(REQUEST, { input: { email: 'Taken@example.com', password: PASSWORD } }))).toBe('EMAIL_TAKEN');
    expect(codeOf(await me.graphql(REQUEST, { input: { email: 'old@example.com', password: PASSWORD } }))).toBe('EMAIL_SAME');
    expect(codeOf(await me.graphql(REQUEST, { input: { email: 'not an address', password: PASSWORD } }))).toBe('EMAIL_INVALID');
    const asked = await me.graphql(REQUEST, { input: { email: ' New@Example.com ', password: PASSWORD } });
    expect(asked.data).toEqual({ requestEmailChange: { email: 'new@example.com' } });
    // Nothing changes before the link is followed.
    expect((await me.post('/login', {})).body).toMatchObject({ email: 'old@example.com' });
    const [confirm] = await mailedLinks(opened.dataDir, 'new@example.com', '/confirm-email');
    expect(confirm!.mail).toContain('Subject: Confirm your new email address for Brandtrail');
    expect((await browser().post('/confirm-email', { token: confirm!.token })).body).toEqual({
      ok: true,
      email: 'new@example.com',
    });
    expect((await browser().post('/confirm-email', { token: confirm!.token })).body).toMatchObject({
      code: 'EMAIL_TOKEN_INVALID',
    });
    expect((await me.post('/login', {})).body).toMatchObject({ email: 'new@example.com', emailVerified: true });
    // The new address logs in; the old one is free for someone else.
    expect((await browser().post('/login', { email: 'new@example.com', password: PASSWORD })).status).toBe(200);
    // Whoever holds the new address makes a token for the person's brand meanwhile.
    const { slug } = await me.createBrand({ name: 'Moved Brand' });
    const made = await me.graphql<{ createAccessToken: { token: string } }>(
      'mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { token } }',
      { input: { name: 'Meanwhile' } },
    );
    const tokensJson = () =>
      fetch(`${app.url}/api/brands/${slug}/tokens.json`, {
        headers: { authorization: `Bearer ${made.data!.createAccessToken.token}` },
      });
    expect((await tokensJson()).status).toBe(200);
    expect((await browser().post('/login', { email: 'old@example.com', password: PASSWORD })).status).toBe(401);

    // The old address was told, and undoes it: back to the old address, every browser logged out.
    const [told] = await waitForMails(opened.dataDir, 'old@example.com', 'now uses the address new@example.com');
    const undo = /\/undo-email\/([A-Za-z0-9_-]{20,})/.exec(told!)![1]!;
    expect((await browser().post('/undo-email', { token: undo })).body).toEqual({ ok: true, email: 'old@example.com' });
    expect((await me.post('/login', {})).body).toBeNull();
    expect((await browser().post('/login', { email: 'old@example.com', password: PASSWORD })).status).toBe(200);
    expect((await browser().post('/login', { email: 'new@example.com', password: PASSWORD })).status).toBe(401);
    // The token made meanwhile is refused as any revoked one.
    expect((await tokensJson()).status).toBe(401);

    // An admin acting as the person may not ask.
    const again = browser();
    await again.post('/login', { email: 'old@example.com', password: PASSWORD });
    const { id } = (await again.post('/login', {})).body as { id: string };
    const admin = browser();
    await admin.post('/login', { email: 'root-mail@example.com', password: 'admin password 1' });
    await admin.post('/update-user', { termsAccepted: true });
    await admin.post(`/login?_switch_user=${id}`, { reason: 'Support ticket 5' });
    expect(codeOf(await admin.graphql(REQUEST, { input: { email: 'admin-chosen@example.com', password: PASSWORD } }))).toBe(
      'NOT_WHILE_IMPERSONATING',
    );
  });
});
