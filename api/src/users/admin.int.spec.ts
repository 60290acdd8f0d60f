import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, testDatabaseKinds } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { mailedLinks } from '../testing/mails';
import { createAdmin } from './accounts';

const PASSWORD = 'correct horse battery';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Errors = { errors?: { extensions: { code: string }; message: string }[] };
const codeOf = (res: Errors) => res.errors?.[0]?.extensions.code;

const SESSIONS = `{ viewer { sessions { id browser os address current impersonated lastSeenAt } } }`;
type Sessions = { viewer: { sessions: { id: string; browser: string | null; os: string | null; current: boolean }[] } };
const ADMIN_USER = `query($id: ID!) { node(id: $id) { ... on User { email displayName suspended createdAt lastLogInAt aiRequests30Days
  memberships { name slug role plan deleted } sessions { browser os } } } }`;
const AUDIT = `query($userId: ID) { adminAudit(userId: $userId) { edges { node { kind reason adminEmail userEmail until } } } }`;
type Audit = { adminAudit: { edges: { node: { kind: string; reason: string; until: string | null } }[] } };

describe.each(testDatabaseKinds())('the account page and the admin’s actions on users on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  const browser = (ua = FIREFOX) => new TestClient(app.url, { 'user-agent': ua });
  const logIn = async (email: string, password = PASSWORD, ua = FIREFOX) => {
    const c = browser(ua);
    const res = await c.post('/login', { email, password });
    return { c, res };
  };
  let admin: TestClient;

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'account'));
    await createAdmin(app.services, 'root@example.com', 'admin password 1', systemActor());
    admin = (await logIn('root@example.com', 'admin password 1')).c;
    await admin.post('/update-user', { termsAccepted: true });
  });
  afterAll(() => opened.close());

  it('lists a person’s browsers, ends one or all others, and changes the display name', async () => {
    const firefox = await browser().signUp('lee@example.com', PASSWORD, { acceptTerms: true });
    const { c: chrome } = await logIn('lee@example.com', PASSWORD, CHROME);
    const listed = await firefox.graphql<Sessions>(SESSIONS);
    expect(listed.errors).toBeUndefined();
    const sessions = listed.data!.viewer.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ browser: 'Firefox', os: 'macOS' });
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({ browser: 'Chrome', os: 'Windows' });
    // Another person's sessions are nobody else's business; a made-up id ends nothing.
    const stranger = await browser().signUp('stranger@example.com', PASSWORD, { acceptTerms: true });
    const end = `mutation($input: EndSessionsInput!) { endSessions(input: $input) { ended } }`;
    expect((await stranger.graphql<{ endSessions: { ended: number } }>(end, { input: { id: other.id } })).data).toEqual({
      endSessions: { ended: 0 },
    });
    expect(codeOf(await stranger.graphql(end, { input: { id: 'bm9wZQ' } }))).toBe('NOT_FOUND');
    expect((await chrome.post('/login', {})).body).toMatchObject({ email: 'lee@example.com' });
    expect((await firefox.graphql<{ endSessions: { ended: number } }>(end, { input: { id: other.id } })).data).toEqual({
      endSessions: { ended: 1 },
    });
    expect((await chrome.post('/login', {})).body).toBeNull();
    // Two more browsers, then every one but this.
    await logIn('lee@example.com');
    await logIn('lee@example.com', PASSWORD, CHROME);
    expect((await firefox.graphql<{ endSessions: { ended: number } }>(end, { input: {} })).data).toEqual({
      endSessions: { ended: 2 },
    });
    expect((await firefox.graphql<Sessions>(SESSIONS)).data!.viewer.sessions).toHaveLength(1);

    const rename = `mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { viewer { displayName } } }`;
    expect((await firefox.graphql(rename, { input: { displayName: '  Lee   Park ' } })).data).toEqual({
      updateAccount: { viewer: { displayName: 'Lee Park' } },
    });
    const tooLong = await firefox.graphql(rename, { input: { displayName: 'x'.repeat(81) } });
    expect(codeOf(tooLong)).toBe('NAME_TOO_LONG');

    // Export: the account, its brands, browsers and events, never a secret; the person's own only.
    await firefox.createBrand({ name: 'Lee’s Brand' });
    const exported = await fetch(`${app.url}/api/account/export.json`, { headers: { cookie: firefox.cookieHeader() } });
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="brandtrail-account.json"');
    const file = await exported.text();
    expect(JSON.parse(file)).toMatchObject({
      account: { email: 'lee@example.com', displayName: 'Lee Park' },
      memberships: [{ name: 'Lee’s Brand', role: 'owner' }],
      sessions: [{ userAgent: FIREFOX }],
      accountEvents: expect.arrayContaining([expect.objectContaining({ type: 'UserDisplayNameChanged' })]),
      changes: expect.arrayContaining([expect.objectContaining({ kind: expect.any(String) })]),
    });
    expect(file).not.toContain('argon2');
    expect((await fetch(`${app.url}/api/account/export.json`)).status).toBe(401);
  });

  it('changes the password given the current one, ending every other session, never while an admin acts as the person', async () => {
    const mine = await browser().signUp('kim@example.com', PASSWORD, { acceptTerms: true });
    const { c: elsewhere } = await logIn('kim@example.com');
    const change = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { viewer { email } } }`;
    const wrong = await mine.graphql(change, { input: { currentPassword: 'not my password', newPassword: 'a new password 2' } });
    expect(codeOf(wrong)).toBe('PASSWORD_WRONG');
    expect(codeOf(await mine.graphql(change, { input: { currentPassword: PASSWORD, newPassword: 'short' } }))).toBe(
      'PASSWORD_TOO_SHORT',
    );
    // An admin acting as Kim may not change it, even knowing it.
    const me = (await mine.post('/login', {})).body as { id: string };
    const { c: acting } = await logIn('root@example.com', 'admin password 1');
    expect((await acting.post(`/login?_switch_user=${me.id}`, { reason: 'Support ticket 9' })).status).toBe(200);
    const refused = await acting.graphql(change, { input: { currentPassword: PASSWORD, newPassword: 'a new password 2' } });
    expect(codeOf(refused)).toBe('NOT_WHILE_IMPERSONATING');
    expect(refused.errors![0]!.message).toContain('password');
    expect((await acting.post('/login?_switch_user=_exit', {})).status).toBe(200);

    const changed = await mine.graphql(change, { input: { currentPassword: PASSWORD, newPassword: 'a new password 2' } });
    expect(changed.errors).toBeUndefined();
    expect((await mine.post('/login', {})).body).toMatchObject({ email: 'kim@example.com' });
    expect((await elsewhere.post('/login', {})).body).toBeNull();
    expect((await logIn('kim@example.com')).res.status).toBe(401);
    expect((await logIn('kim@example.com', 'a new password 2')).res.status).toBe(200);
  });

  it('lets an admin read a user’s page, suspend them (logged out, log-in refused), reinstate them, end their sessions and mail them a link', async () => {
    const user = await browser(CHROME).signUp('sam@example.com', PASSWORD, { acceptTerms: true });
    await user.createBrand({ name: 'Sam’s Brand' });
    const { id } = (await user.post('/login', {})).body as { id: string };
    const userId = Buffer.from(`User:${id}`).toString('base64url');

    // What the admin sees of the account; a member sees none of it of another.
    const page = await admin.graphql<{ node: Record<string, unknown> }>(ADMIN_USER, { id: userId });
    expect(page.errors).toBeUndefined();
    expect(page.data!.node).toMatchObject({
      email: 'sam@example.com',
      suspended: false,
      aiRequests30Days: 0,
      memberships: [{ name: 'Sam’s Brand', role: 'owner', plan: 'free', deleted: false }],
      sessions: [{ browser: 'Chrome', os: 'Windows' }],
    });
    expect(page.data!.node.lastLogInAt).toEqual(expect.any(String));
    const own = await user.graphql<{ node: Record<string, unknown> }>(ADMIN_USER, { id: userId });
    expect(own.data!.node).toMatchObject({ suspended: false, memberships: [], lastLogInAt: null, createdAt: null });

    const suspend = `mutation($input: SuspendUserInput!) { suspendUser(input: $input) { user { suspended } } }`;
    expect(codeOf(await user.graphql(suspend, { input: { id: userId, reason: 'Spam reports' } }))).toBe('FORBIDDEN');
    expect(codeOf(await admin.graphql(suspend, { input: { id: userId, reason: ' ' } }))).toBe('SUSPENSION_REASON_REQUIRED');
    const done = await admin.graphql(suspend, { input: { id: userId, reason: 'Spam reports, ticket 12' } });
    expect(done.data).toEqual({ suspendUser: { user: { suspended: true } } });
    // The open browser is logged out at once; log-in, sign-in links and resets are refused.
    expect((await user.post('/login', {})).body).toBeNull();
    const refused = await logIn('sam@example.com');
    expect(refused.res).toMatchObject({ status: 403, body: { code: 'ACCOUNT_SUSPENDED' } });
    const german = await browser().post('/login', { email: 'sam@example.com', password: PASSWORD }, { 'accept-language': 'de' });
    expect((german.body as { message: string }).message).toContain('gesperrt');
    const link = `mutation($input: SendUserLinkInput!) { sendUserLink(input: $input) { user { email } } }`;
    expect(codeOf(await admin.graphql(link, { input: { id: userId, kind: 'login' } }))).toBe('ACCOUNT_SUSPENDED');

    const reinstate = `mutation($input: AdminUserInput!) { reinstateUser(input: $input) { user { suspended } } }`;
    expect((await admin.graphql(reinstate, { input: { id: userId } })).data).toEqual({
      reinstateUser: { user: { suspended: false } },
    });
    const { c: back } = await logIn('sam@example.com');
    expect((await back.post('/login', {})).body).toMatchObject({ email: 'sam@example.com' });

    const endAll = `mutation($input: AdminUserInput!) { endUserSessions(input: $input) { user { email } } }`;
    expect((await admin.graphql(endAll, { input: { id: userId } })).errors).toBeUndefined();
    expect((await back.post('/login', {})).body).toBeNull();

    expect(codeOf(await admin.graphql(link, { input: { id: userId, kind: 'other' } }))).toBe('VALIDATION');
    expect((await admin.graphql(link, { input: { id: userId, kind: 'login' } })).errors).toBeUndefined();
    const [sent] = await mailedLinks(opened.dataDir, 'sam@example.com', '/login');
    const token = sent!.token;
    expect((await browser().post('/login', { token })).body).toMatchObject({ email: 'sam@example.com' });

    // Every action is in the audit log, newest first, with the reason where one was asked.
    const audit = await admin.graphql<Audit>(AUDIT, { userId });
    expect(audit.data!.adminAudit.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ kind: 'login-link', reason: '', until: null }),
      expect.objectContaining({ kind: 'sessions-ended' }),
      expect.objectContaining({ kind: 'reinstatement' }),
      expect.objectContaining({ kind: 'suspension', reason: 'Spam reports, ticket 12' }),
    ]);
    // The admin's page of Sam's brand: plan, members, what it holds, its activity.
    const brands = await admin.graphql<{ searchBrands: { edges: { node: { id: string } }[] } }>(
      '{ searchBrands(term: "sam") { edges { node { id } } } }',
    );
    const brandId = brands.data!.searchBrands.edges[0]!.node.id;
    // By id too, users and brands, each counted in full.
    const byId = await admin.graphql<{ searchUsers: { totalCount: number }; searchBrands: { totalCount: number } }>(
      'query($u: String!, $b: String!) { searchUsers(term: $u) { totalCount } searchBrands(term: $b) { totalCount } }',
      { u: id, b: Buffer.from(brandId, 'base64url').toString().split(':')[1]! },
    );
    expect(byId.data).toEqual({ searchUsers: { totalCount: 1 }, searchBrands: { totalCount: 1 } });
    const brandPage = await admin.graphql<{ adminBrand: Record<string, unknown> }>(
      `query($id: ID!) { adminBrand(id: $id) { name plan deletedAt pages assets storageBytes events
        members { email role } activity { kind by } } }`,
      { id: brandId },
    );
    expect(brandPage.errors).toBeUndefined();
    expect(brandPage.data!.adminBrand).toMatchObject({
      name: 'Sam’s Brand',
      plan: 'free',
      deletedAt: null,
      assets: 0,
      storageBytes: 0,
      members: [{ email: 'sam@example.com', role: 'owner' }],
    });
    expect(brandPage.data!.adminBrand.events).toEqual(expect.any(Number));
    expect((brandPage.data!.adminBrand.activity as { by: string }[])[0]).toMatchObject({ by: 'sam@example.com' });
    expect(codeOf(await user.graphql('query($id: ID!) { adminBrand(id: $id) { name } }', { id: brandId }))).toBe('FORBIDDEN');

    // Admins are not suspended by another admin; nobody suspends themselves.
    const adminId = Buffer.from(`User:${((await admin.post('/login', {})).body as { id: string }).id}`).toString('base64url');
    expect(codeOf(await admin.graphql(suspend, { input: { id: adminId, reason: 'Testing myself' } }))).toBe('SUSPENSION_SELF');
  });
});
