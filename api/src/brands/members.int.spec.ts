import { ACCESS_REQUEST_ANSWER_MS } from './members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, testMetadata, type Position } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { startTestApp, type TestApp } from '../testing/app';
import { TestClient } from '../testing/client';
import { mailedLinks, waitForMails } from '../testing/mails';
import { brandStream, userStream } from '@brandtrail/domain';
import { ACCESS_REQUESTS_PER_DAY } from './members';

const USER_FIELDS = 'id role status email isViewer invitationUrl user { id email }';
const ADD = `mutation($input: AddUserBrandInput!) { addUserBrand(input: $input) { brandUser { ${USER_FIELDS} } brand { id } } }`;
const UPDATE = `mutation($input: UpdateBrandUserInput!) { updateBrandUser(input: $input) { brandUser { ${USER_FIELDS} } brand { id } } }`;
const DELETE = `mutation($input: DeleteBrandUserInput!) { deleteBrandUser(input: $input) { deletedBrandUserId brand { id } } }`;
const RESEND = `mutation($input: ResendBrandInvitationInput!) { resendBrandInvitation(input: $input) { brandUser { id } } }`;
const ACCEPT = `mutation($input: AcceptBrandInvitationInput!) { acceptBrandInvitation(input: $input) { brand { id slug userRole } } }`;
const REQUEST = `mutation($input: RequestBrandAccessInput!) { requestBrandAccess(input: $input) { ok } }`;
const ANSWER = `mutation($input: AnswerBrandAccessRequestInput!) { answerBrandAccessRequest(input: $input) { deletedAccessRequestId brandUser { role email } } }`;
const USERS = `query($id: ID!) { brand(id: $id) { userRole viewerRoleCeiling users { ${USER_FIELDS} } accessRequests { id message user { email } } } }`;

interface BrandUser {
  id: string;
  role: string;
  status: 'MEMBER' | 'INVITED';
  email: string;
  isViewer: boolean;
  invitationUrl: string | null;
}

describe.each(testDatabaseKinds())('brand members on %s', (kind) => {
  let opened: TestApp;
  let app: RunningApp;
  const client = (headers: Record<string, string> = {}) => new TestClient(app.url, headers);

  const waitForMail = (to: string, includes: string, n = 1) => waitForMails(opened.dataDir, to, includes, n);
  /** The token of the newest link to `linkPath` mailed to `to`. */
  const mailedToken = async (to: string, linkPath: string, n = 1) =>
    (await mailedLinks(opened.dataDir, to, linkPath, n)).at(-1)!.token;
  /** Follows the confirmation link mailed to `email` at registration (as its reader does). */
  async function confirm(email: string) {
    const res = await client().post('/verify-email', { token: await mailedToken(email, '/verify-email') });
    expect(res.status).toBe(200);
    return res.body as { ok: true; email: string; joined: { slug: string; name: string }[] };
  }
  /** An account whose holder has confirmed the address (only these are added to a brand at once). */
  async function signUpVerified(email: string, locale?: 'en' | 'de'): Promise<TestClient> {
    const c = await client().signUp(email, undefined, { locale });
    await confirm(email);
    return c;
  }
  const viewerOf = async (c: TestClient) =>
    (
      await c.graphql<{ viewer: { emailVerified: boolean; invitationWaiting: boolean } }>(
        '{ viewer { emailVerified invitationWaiting } }',
      )
    ).data!.viewer;
  /** Asks again until `check` holds (the workers join in the background), for up to 10 s. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; i < 200 && !check(value); i++) {
      await new Promise((r) => setTimeout(r, 50));
      value = await read();
    }
    return value;
  }

  /** The data, or the error's code. */
  async function call<T>(c: TestClient, query: string, input: Record<string, unknown>): Promise<T | string> {
    const res = await c.graphql<Record<string, T>>(query, { input });
    if (res.errors?.length) return res.errors[0]!.extensions.code;
    return Object.values(res.data!)[0]!;
  }
  const add = (c: TestClient, id: string, email: string, role: string) =>
    call<{ brandUser: BrandUser; brand: { id: string } }>(c, ADD, { id, email, role });
  const users = async (c: TestClient, id: string) =>
    (
      await c.graphql<{
        brand: {
          userRole: string;
          viewerRoleCeiling: string | null;
          users: BrandUser[];
          accessRequests: { id: string; message: string; user: { email: string } }[];
        } | null;
      }>(USERS, { id })
    ).data!.brand;

  async function brandOf(owner: TestClient, name: string): Promise<{ id: string; slug: string }> {
    const res = await owner.graphql<{ createBrand: { brand: { id: string; slug: string } } }>(
      'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }',
      { input: { name } },
    );
    return res.data!.createBrand.brand;
  }

  beforeAll(async () => {
    ({ app } = opened = await startTestApp(kind, 'members'));
  });
  afterAll(() => opened.close());

  it('adds an account that confirmed its address at once and mails them; twice is a clear error', async () => {
    const owner = await client().signUp('owner1@example.com');
    const ann = await signUpVerified('ann1@example.com');
    const brand = await brandOf(owner, 'Members One');
    const added = await add(owner, brand.id, ' ANN1@example.com ', 'editor');
    expect(added).toMatchObject({
      brandUser: { role: 'editor', status: 'MEMBER', email: 'ann1@example.com' },
      brand: { id: brand.id },
    });
    expect(await add(owner, brand.id, 'ann1@example.com', 'viewer')).toBe('MEMBER_EXISTS');
    expect((await users(ann, brand.id))!.userRole).toBe('editor');
    const list = (await users(owner, brand.id))!.users;
    expect(list.map((u) => [u.email, u.role, u.isViewer])).toEqual([
      ['owner1@example.com', 'owner', true],
      ['ann1@example.com', 'editor', false],
    ]);
    const [mail] = await waitForMail('ann1@example.com', 'Members One');
    expect(mail).toContain(`/${brand.slug}`);
  });

  it('invites an address without an account, who registers and accepts with the link', async () => {
    const owner = await client().signUp('owner2@example.com');
    const brand = await brandOf(owner, 'Members Two');
    const invited = (await add(owner, brand.id, 'New2@example.com', 'editor')) as { brandUser: BrandUser };
    expect(invited.brandUser).toMatchObject({ status: 'INVITED', email: 'new2@example.com', role: 'editor' });
    const token = /\/invitations\/([\w-]+)$/.exec(invited.brandUser.invitationUrl!)![1]!;
    expect(await add(owner, brand.id, 'new2@example.com', 'viewer')).toBe('INVITATION_EXISTS');
    const [mail] = await waitForMail('new2@example.com', `/invitations/${token}`);
    expect(mail).toContain('Members Two');

    // The link shows the brand and role to anyone, logged out too.
    const guest = client();
    const shown = await guest.graphql(`query($t: String!) { invitation(token: $t) { brandName role email } }`, { t: token });
    expect(shown.data).toEqual({ invitation: { brandName: 'Members Two', role: 'editor', email: 'new2@example.com' } });

    const other = await client().signUp('other2@example.com');
    expect(await call(other, ACCEPT, { token })).toBe('INVITATION_OTHER_EMAIL');
    const newcomer = await client().signUp('new2@example.com');
    expect(await viewerOf(newcomer)).toEqual({ emailVerified: false, invitationWaiting: true });
    expect(await call(newcomer, ACCEPT, { token })).toMatchObject({ brand: { id: brand.id, userRole: 'editor' } });
    // The link came to the address: the account's address is confirmed with it.
    expect(await viewerOf(newcomer)).toEqual({ emailVerified: true, invitationWaiting: false });
    expect(await call(newcomer, ACCEPT, { token })).toBe('INVITATION_NOT_FOUND');
    const list = (await users(owner, brand.id))!.users;
    expect(list.filter((u) => u.status === 'INVITED')).toEqual([]);
    expect(list.map((u) => u.email)).toContain('new2@example.com');
  });

  it('accepts an invitation by logging in with the invited address (any case), and withdraws and resends', async () => {
    const owner = await client().signUp('owner3@example.com');
    const brand = await brandOf(owner, 'Members Three');
    const invited = (await add(owner, brand.id, 'late3@example.com', 'viewer')) as { brandUser: BrandUser };
    const token = invited.brandUser.invitationUrl!.split('/').pop()!;
    // Registered elsewhere meanwhile; logs in later and follows the link.
    await client().signUp('Late3@Example.com');
    const later = client();
    expect((await later.post('/login', { email: 'late3@example.com', password: 'correct horse battery' })).status).toBe(200);
    expect(await call(later, ACCEPT, { token })).toMatchObject({ brand: { userRole: 'viewer' } });

    const second = (await add(owner, brand.id, 'gone3@example.com', 'viewer')) as { brandUser: BrandUser };
    expect(await call(owner, RESEND, { id: second.brandUser.id })).toMatchObject({ brandUser: { id: second.brandUser.id } });
    await waitForMail('gone3@example.com', '/invitations/', 2);
    expect(await call(owner, DELETE, { id: second.brandUser.id })).toMatchObject({ deletedBrandUserId: second.brandUser.id });
    expect(await call(owner, RESEND, { id: second.brandUser.id })).toBe('INVITATION_NOT_FOUND');
  });

  it('lets an account registered with an invited address in only once it confirms the address', async () => {
    const owner = await client().signUp('owner8@example.com');
    const brand = await brandOf(owner, 'Members Eight');
    const other = await brandOf(owner, 'Members Eight Too');
    expect(await add(owner, brand.id, 'waits8@example.com', 'viewer')).toMatchObject({ brandUser: { status: 'INVITED' } });
    expect(await add(owner, other.id, 'waits8@example.com', 'editor')).toMatchObject({ brandUser: { status: 'INVITED' } });
    // Registered from the header, not from the link: outside, and told that an invitation waits.
    const person = await client().signUp('waits8@example.com');
    expect(await users(person, brand.id)).toBeNull();
    expect(await viewerOf(person)).toEqual({ emailVerified: false, invitationWaiting: true });
    expect((await person.post('/login', {})).body).toMatchObject({ emailVerified: false, locale: 'en' });
    // "Send the link again": a second confirmation mail.
    expect(await person.post('/verification-mail', {})).toMatchObject({ status: 200, body: { ok: true } });
    await waitForMail('waits8@example.com', '/verify-email/', 2);
    expect((await client().post('/verification-mail', {})).body).toMatchObject({ code: 'UNAUTHENTICATED' });

    // The (first) confirmation link: both invitations joined, with their roles.
    const confirmed = await client().post('/verify-email', {
      token: await mailedToken('waits8@example.com', '/verify-email', 1),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ ok: true, email: 'waits8@example.com' });
    expect((confirmed.body as { joined: { slug: string }[] }).joined.map((b) => b.slug).sort()).toEqual(
      [brand.slug, other.slug].sort(),
    );
    expect((await users(person, brand.id))!.userRole).toBe('viewer');
    expect((await users(person, other.id))!.userRole).toBe('editor');
    expect(await viewerOf(person)).toEqual({ emailVerified: true, invitationWaiting: false });
    expect((await users(owner, brand.id))!.users.filter((u) => u.status === 'INVITED')).toEqual([]);
    // Followed again: nothing new; a made-up token is a clear, translated error.
    expect(
      await client().post('/verify-email', { token: await mailedToken('waits8@example.com', '/verify-email', 1) }),
    ).toMatchObject({ status: 200, body: { joined: [] } });
    expect(await client({ 'accept-language': 'de' }).post('/verify-email', { token: 'no-such-token-0123456789' })).toMatchObject({
      status: 400,
      body: { code: 'VERIFY_TOKEN_INVALID', message: expect.stringContaining('Bestätigungslink') as unknown },
    });
    // Confirmed, the next brand adds the account at once.
    const third = await brandOf(owner, 'Members Eight Three');
    expect(await add(owner, third.id, 'waits8@example.com', 'viewer')).toMatchObject({ brandUser: { status: 'MEMBER' } });
  });

  it('invites (and mails) a stranger who registered an address first, instead of letting them in', async () => {
    const owner = await client().signUp('owner9@example.com');
    const brand = await brandOf(owner, 'Members Nine');
    const stranger = await client().signUp('ceo9@client.example');
    const added = (await add(owner, brand.id, 'ceo9@client.example', 'viewer')) as { brandUser: BrandUser };
    // The same answer as for an address without an account: an invitation, mailed to the address.
    expect(added.brandUser).toMatchObject({ status: 'INVITED', email: 'ceo9@client.example' });
    const token = await mailedToken('ceo9@client.example', '/invitations');
    expect(await users(stranger, brand.id)).toBeNull();
    expect(await stranger.graphql(`{ brandBySlug(slug: "${brand.slug}") { id } }`)).toMatchObject({
      data: { brandBySlug: null },
    });
    // Whoever reads the mailbox joins with the mailed link (and so confirms the address).
    const reader = client();
    expect((await reader.post('/login', { email: 'ceo9@client.example', password: 'correct horse battery' })).status).toBe(200);
    expect(await call(reader, ACCEPT, { token })).toMatchObject({ brand: { userRole: 'viewer' } });
    expect(await viewerOf(reader)).toEqual({ emailVerified: true, invitationWaiting: false });
  });

  it('confirms the address with a sign-in link or a password reset, and then joins what waits', async () => {
    const owner = await client().signUp('owner10@example.com');
    const brand = await brandOf(owner, 'Members Ten');
    await add(owner, brand.id, 'link10@example.com', 'editor');
    await add(owner, brand.id, 'reset10@example.com', 'viewer');
    await client().signUp('link10@example.com');
    await client().signUp('reset10@example.com');

    await client().post('/login-link', { email: 'link10@example.com' });
    const linked = client();
    expect((await linked.post('/login', { token: await mailedToken('link10@example.com', '/login') })).body).toMatchObject({
      emailVerified: true,
    });
    expect(
      (
        await eventually(
          () => users(linked, brand.id),
          (b) => b?.userRole === 'editor',
        )
      )?.userRole,
      'joined after the sign-in link',
    ).toBe('editor');

    await client().post('/lost-password', { email: 'reset10@example.com' });
    const reset = client();
    const token = await mailedToken('reset10@example.com', '/reset-password');
    expect((await reset.post('/reset-password', { token, password: 'a new good password' })).body).toMatchObject({
      emailVerified: true,
    });
    expect(
      (
        await eventually(
          () => users(reset, brand.id),
          (b) => b?.userRole === 'viewer',
        )
      )?.userRole,
    ).toBe('viewer');
  });

  it('mails each person in their own language, whoever acts', async () => {
    // An English owner; a colleague who registered in German.
    const owner = await signUpVerified('owner11@example.com', 'en');
    const german = await signUpVerified('de11@example.com', 'de');
    expect((await waitForMail('de11@example.com', 'Willkommen'))[0]).toBeDefined();
    expect((await waitForMail('de11@example.com', '/verify-email/'))[0]).toContain('bitte bestätigen Sie');
    const brand = await brandOf(owner, 'Members Eleven');
    await add(owner, brand.id, 'de11@example.com', 'viewer');
    const [added] = await waitForMail('de11@example.com', 'Members Eleven');
    expect(added).toContain('Sie wurden als Betrachter zur Marke');

    // The German colleague asks for access to another brand: the owner reads it in English, and
    // the answer reaches the colleague in German.
    const other = await brandOf(owner, 'Members Eleven Other');
    await german.graphql(REQUEST, { input: { brand: other.slug, message: '' } });
    expect((await waitForMail('owner11@example.com', 'de11@example.com asks for access'))[0]).toBeDefined();
    const request = (await users(owner, other.id))!.accessRequests[0]!;
    await call(owner, ANSWER, { id: request.id, approve: true, role: 'viewer' });
    expect((await waitForMail('de11@example.com', 'Members Eleven Other'))[0]).toContain('Ihre Anfrage wurde angenommen');

    // Invitations: to an address with an account, in its language; to one without, in the inviter's.
    const third = await brandOf(owner, 'Members Eleven Three');
    await client().signUp('de-late11@example.com', undefined, { locale: 'de' });
    await add(owner, third.id, 'de-late11@example.com', 'viewer');
    expect((await waitForMail('de-late11@example.com', '/invitations/'))[0]).toContain('Sie wurden als Betrachter zur Marke');
    await add(german, (await brandOf(german, 'Eigene Marke 11')).id, 'nobody11@example.com', 'viewer');
    expect((await waitForMail('nobody11@example.com', '/invitations/'))[0]).toContain('Sie wurden als Betrachter zur Marke');

    // A sign-in link asked for from an English page still comes in the account's language.
    await client({ 'accept-language': 'en' }).post('/login-link', { email: 'de11@example.com' });
    expect((await waitForMail('de11@example.com', '/login/'))[0]).toContain('melden Sie sich ohne Passwort');

    // The colleague switches to English: the next mail is English.
    expect(await german.post('/update-user', { locale: 'en' })).toMatchObject({ status: 200, body: { locale: 'en' } });
    expect((await german.post('/update-user', { locale: 'fr' })).body).toMatchObject({ code: 'LOCALE_INVALID' });
    const fourth = await brandOf(owner, 'Members Eleven Four');
    await add(owner, fourth.id, 'de11@example.com', 'editor');
    expect((await waitForMail('de11@example.com', 'Members Eleven Four'))[0]).toContain('You were added to the brand');
  });

  it('keeps roles within the ceiling, and hides the brand from strangers', async () => {
    const owner = await client().signUp('owner4@example.com');
    const editor = await signUpVerified('editor4@example.com');
    const viewer = await signUpVerified('viewer4@example.com');
    const stranger = await client().signUp('stranger4@example.com');
    await client().signUp('someone4@example.com');
    const brand = await brandOf(owner, 'Members Four');
    await add(owner, brand.id, 'editor4@example.com', 'editor');
    await add(owner, brand.id, 'viewer4@example.com', 'viewer');
    const list = (await users(owner, brand.id))!.users;
    const idOf = (email: string) => list.find((u) => u.email === email)!.id;

    expect(await add(editor, brand.id, 'someone4@example.com', 'owner')).toBe('ROLE_ABOVE_OWN');
    expect(await add(editor, brand.id, 'invitee4@example.com', 'owner')).toBe('ROLE_ABOVE_OWN');
    expect(await call(editor, UPDATE, { id: idOf('owner4@example.com'), role: 'viewer' })).toBe('ROLE_ABOVE_OWN');
    expect(await call(editor, UPDATE, { id: idOf('viewer4@example.com'), role: 'owner' })).toBe('ROLE_ABOVE_OWN');
    expect(await call(editor, DELETE, { id: idOf('owner4@example.com') })).toBe('ROLE_ABOVE_OWN');
    expect(await call(editor, UPDATE, { id: idOf('viewer4@example.com'), role: 'editor' })).toMatchObject({
      brandUser: { role: 'editor' },
    });
    expect(await call(editor, UPDATE, { id: idOf('viewer4@example.com'), role: 'viewer' })).toMatchObject({
      brandUser: { role: 'viewer' },
    });
    expect(await add(viewer, brand.id, 'someone4@example.com', 'viewer')).toBe('FORBIDDEN');
    expect(await call(viewer, UPDATE, { id: idOf('editor4@example.com'), role: 'viewer' })).toBe('FORBIDDEN');
    expect(await add(stranger, brand.id, 'someone4@example.com', 'viewer')).toBe('BRAND_NOT_FOUND');
    expect(await call(stranger, DELETE, { id: idOf('viewer4@example.com') })).toBe('BRAND_NOT_FOUND');
    expect(await add(owner, brand.id, 'someone4@example.com', 'boss')).toBe('GRAPHQL_VALIDATION');
    // Invitations and access requests are for managers; viewers see the members only.
    const seen = (await users(viewer, brand.id))!;
    expect(seen.viewerRoleCeiling).toBeNull();
    expect(seen.users.every((u) => u.status === 'MEMBER' && u.invitationUrl === null)).toBe(true);
    expect((await users(editor, brand.id))!.viewerRoleCeiling).toBe('editor');
    expect(await users(stranger, brand.id)).toBeNull();
  });

  it('never lets the last owner leave or step down; ownership is handed over first', async () => {
    const owner = await client().signUp('owner5@example.com');
    const heir = await signUpVerified('heir5@example.com');
    const viewer = await signUpVerified('viewer5@example.com');
    const brand = await brandOf(owner, 'Members Five');
    await add(owner, brand.id, 'heir5@example.com', 'editor');
    await add(owner, brand.id, 'viewer5@example.com', 'viewer');
    const list = (await users(owner, brand.id))!.users;
    const idOf = (email: string) => list.find((u) => u.email === email)!.id;
    expect(await call(owner, DELETE, { id: idOf('owner5@example.com') })).toBe('LAST_OWNER');
    expect(await call(owner, UPDATE, { id: idOf('owner5@example.com'), role: 'editor' })).toBe('LAST_OWNER');
    const refused = await owner.graphql(DELETE, { input: { id: idOf('owner5@example.com') } });
    expect(refused.errors![0]!.message).toContain('at least one owner');

    // A viewer leaves on their own.
    expect(await call(viewer, DELETE, { id: idOf('viewer5@example.com') })).toMatchObject({ brand: null });
    expect(await users(viewer, brand.id)).toBeNull();

    expect(await call(owner, UPDATE, { id: idOf('heir5@example.com'), role: 'owner' })).toMatchObject({
      brandUser: { role: 'owner' },
    });
    expect(await call(owner, UPDATE, { id: idOf('owner5@example.com'), role: 'editor' })).toMatchObject({
      brandUser: { role: 'editor' },
    });
    expect(await call(owner, DELETE, { id: idOf('owner5@example.com') })).toMatchObject({ brand: null });
    expect((await users(heir, brand.id))!.users.map((u) => [u.email, u.role])).toEqual([['heir5@example.com', 'owner']]);
  });

  it('takes access requests without telling whether the brand exists, and managers answer them', async () => {
    const owner = await client().signUp('owner6@example.com');
    const editor = await signUpVerified('editor6@example.com');
    const asker = await client().signUp('asker6@example.com');
    const brand = await brandOf(owner, 'Members Six');
    await add(owner, brand.id, 'editor6@example.com', 'editor');

    const answers = await Promise.all(
      [
        brand.slug,
        'no-such-brand-6',
        brand.id,
        Buffer.from('Brand:00000000-0000-4000-8000-000000000000').toString('base64url'),
      ].map(async (ref) => {
        const started = performance.now();
        const answer = await asker.graphql(REQUEST, { input: { brand: ref, message: 'Hello, I work in marketing.' } });
        return { answer, ms: performance.now() - started };
      }),
    );
    for (const { answer } of answers) expect(answer).toEqual({ data: { requestBrandAccess: { ok: true } } });
    // Nor how long it takes: a brand that does not exist answers no sooner than one that records the request.
    for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(ACCESS_REQUEST_ANSWER_MS - 5);
    for (const ref of [brand.slug, 'no-such-brand-6'])
      expect(await call(asker, REQUEST, { brand: ref, message: 'x'.repeat(501) })).toBe('MESSAGE_TOO_LONG');

    const requests = (await users(owner, brand.id))!.accessRequests;
    expect(requests.map((r) => [r.user.email, r.message])).toEqual([['asker6@example.com', 'Hello, I work in marketing.']]);
    for (const to of ['owner6@example.com', 'editor6@example.com']) await waitForMail(to, 'asker6@example.com');

    expect(await call(editor, ANSWER, { id: requests[0]!.id, approve: true, role: 'owner' })).toBe('ROLE_ABOVE_OWN');
    expect(await call(editor, ANSWER, { id: requests[0]!.id, approve: true, role: 'viewer' })).toMatchObject({
      brandUser: { role: 'viewer', email: 'asker6@example.com' },
    });
    expect((await users(asker, brand.id))!.userRole).toBe('viewer');
    await waitForMail('asker6@example.com', 'Members Six');

    // A declined request mails the requester too.
    const other = await client().signUp('other6@example.com');
    await other.graphql(REQUEST, { input: { brand: brand.slug, message: '' } });
    const open = (await users(owner, brand.id))!.accessRequests;
    expect(await call(owner, ANSWER, { id: open[0]!.id, approve: false })).toMatchObject({ brandUser: null });
    await waitForMail('other6@example.com', 'declined');

    // Requests per user and day are bounded, whatever they name.
    const busy = await client().signUp('busy6@example.com');
    for (let i = 0; i < ACCESS_REQUESTS_PER_DAY; i++)
      expect(await call(busy, REQUEST, { brand: `nothing-${i}`, message: '' })).toEqual({ ok: true });
    expect(await call(busy, REQUEST, { brand: brand.slug, message: '' })).toBe('TOO_MANY_REQUESTS');
    expect(await call(client(), REQUEST, { brand: brand.slug, message: '' })).toBe('UNAUTHENTICATED');
  });

  it('lists 500 members, owners first', async () => {
    const owner = await client().signUp('owner7@example.com');
    const brand = await brandOf(owner, 'Members Seven');
    const brandId = Buffer.from(brand.id, 'base64url').toString().split(':')[1]!;
    const ids = Array.from({ length: 500 }, () => crypto.randomUUID());
    // 50 at a time: a long quiet spell would let the server close the test's kept-alive connection.
    const registered: Position[] = [];
    for (let from = 0; from < ids.length; from += 50)
      for (const { position } of await Promise.all(
        ids.slice(from, from + 50).map((id, k) =>
          app.services.store.append(
            userStream(id),
            [
              {
                id: crypto.randomUUID(),
                type: 'UserRegistered',
                data: { email: `m${from + k}@many.example`, passwordHash: 'x', type: 'user' },
                metadata: testMetadata(),
              },
            ],
            'no_stream',
          ),
        ),
      ))
        registered.push(position);
    const added = await app.services.store.append(
      brandStream(brandId),
      ids.map((userId, i) => ({
        id: crypto.randomUUID(),
        type: 'BrandMemberAdded',
        data: { userId, role: i % 50 === 0 ? 'editor' : 'viewer', via: 'added' },
        metadata: testMetadata(),
      })),
      'any',
    );
    // Waits for the read models to take in the 1,000 events (each wait ends at its timeout or once
    // they have; a loaded machine may need several).
    const caughtUp = async (position: Position, types: string[]) => {
      for (let i = 0; i < 12; i++) if (await app.services.waiter.waitFor(position, types)) return true;
      return false;
    };
    expect(await caughtUp(registered.sort().at(-1)!, ['UserRegistered'])).toBe(true);
    expect(await caughtUp(added.position, ['BrandMemberAdded'])).toBe(true);
    // (how fast the 500 members come is figure 18 of the bench)
    const list = (await users(owner, brand.id))!.users;
    expect(list.length).toBe(501);
    expect(list.slice(0, 3).map((u) => u.role)).toEqual(['owner', 'editor', 'editor']);
  });
});
