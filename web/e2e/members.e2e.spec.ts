import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { confirmAddress, mailedLink, newContext, register, registerWithBrand, screenshot, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** A 1 × 1 PNG: the server makes it a 256 px square WebP avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The avatar beside an address in the members screen: "img" (a picture), "initial", "pending" (an invitation) or "none". */
const avatarBeside = (page: Page, email: string) =>
  page
    .locator('.member-row')
    .filter({ has: page.locator(`.member-email[title="${email}"]`) })
    .first()
    .evaluate((row) => {
      const avatar = row.querySelector('.avatar');
      if (!avatar) return 'none';
      if (avatar.tagName === 'IMG') return 'img';
      return avatar.classList.contains('avatar-pending') ? 'pending' : 'initial';
    });

/** An address of the longest allowed length (254 characters). */
const longEmail = `${'l'.repeat(63)}@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example`;

describe('brand members in Chromium', () => {
  const suite = useProductAndBrowser();

  it('an owner invites a person, who registers from the mailed link and edits a page; a viewer cannot edit', async () => {
    expect(longEmail.length).toBe(254);
    const url = suite.product.url;
    const contexts: BrowserContext[] = [];
    const open = async (locale = 'en-US') => {
      const context = await newContext(suite.browser, locale);
      contexts.push(context);
      return context.newPage();
    };
    const shot = (page: Page, name: string) => screenshot(page, `members-${name}`, { fullPage: true });
    const at = (page: Page, pathname: string) =>
      expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);

    // A viewer-to-be has an account already; an outsider too.
    const viewer = await open();
    await registerWithBrand(viewer, url, 'viewer@example.com', 'Viewer Own');
    await at(viewer, '/viewer-own');
    // ... and has confirmed the address with the link mailed at registration: added at once.
    await confirmAddress(viewer, suite.product, 'viewer@example.com');
    const outsider = await open();
    await registerWithBrand(outsider, url, 'outsider@example.com', 'Outsider Own');
    await at(outsider, '/outsider-own');

    // The owner: a brand with a page.
    const owner = await open();
    await registerWithBrand(owner, url, 'owner@example.com', 'Atelier Nord');
    await at(owner, '/atelier-nord');
    await owner.getByRole('button', { name: 'New page' }).click();
    await owner.getByLabel('Page name').fill('Logo');
    await owner.getByRole('button', { name: 'Create page' }).click();
    await at(owner, '/atelier-nord/logo');

    // The members screen: alone at first.
    await owner.goto(url + '/atelier-nord/settings/users');
    await expect.poll(visible(owner, 'Nobody else is here yet.'), { timeout: 15_000 }).toBe(true);
    await shot(owner, 'en-empty');

    const invite = async (email: string, role: 'Editor' | 'Viewer' | 'Owner', expected: string | RegExp) => {
      await owner.getByLabel('Email address').fill(email);
      await owner.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: role });
      await owner.getByRole('button', { name: 'Invite', exact: true }).click();
      await expect.poll(visible(owner, expected), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => owner.getByLabel('Email address').inputValue(), { timeout: 15_000 }).toBe('');
    };
    await invite('invitee@example.com', 'Editor', 'Invitation mailed to invitee@example.com.');
    await invite('viewer@example.com', 'Viewer', 'viewer@example.com is now a member.');
    await invite(longEmail, 'Viewer', `Invitation mailed to ${longEmail}.`);
    await owner.getByLabel('Email address').fill('invitee@example.com');
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(visible(owner, /This address has already been invited\./), { timeout: 15_000 }).toBe(true);
    await owner.getByLabel('Email address').fill('');

    // The outsider finds no brand, and asks for access.
    await outsider.goto(url + '/atelier-nord');
    await expect.poll(visible(outsider, 'This page could not be found'), { timeout: 15_000 }).toBe(true);
    await outsider.getByLabel('Message (optional)').fill('Hello, I design the new packaging.');
    await shot(outsider, 'en-request-access');
    expect(await seriousViolations(outsider)).toEqual([]);
    await outsider.getByRole('button', { name: 'Ask for access' }).click();
    await expect.poll(visible(outsider, /^Thank you\./), { timeout: 15_000 }).toBe(true);

    await owner.reload();
    await expect.poll(visible(owner, 'Hello, I design the new packaging.'), { timeout: 15_000 }).toBe(true);
    await shot(owner, 'en-1280');
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.setViewportSize({ width: 768, height: 860 });
    await shot(owner, 'en-768');
    await owner.setViewportSize({ width: 1280, height: 860 });

    // Someone logged in with another address is told so.
    const link = await mailedLink(suite.product, 'invitee@example.com', '/invitations');
    await outsider.goto(url + link);
    await expect.poll(visible(outsider, /but the invitation is for invitee@example\.com/), { timeout: 15_000 }).toBe(true);
    await shot(outsider, 'en-invitation-other-address');

    // The invitee follows the mailed link, registers (the address is filled in) and lands in the brand.
    const invitee = await open();
    await invitee.goto(url + link);
    await expect.poll(visible(invitee, 'You are invited to Atelier Nord'), { timeout: 15_000 }).toBe(true);
    await shot(invitee, 'en-invitation');
    expect(await seriousViolations(invitee)).toEqual([]);
    await invitee.getByRole('link', { name: 'Create an account' }).click();
    await at(invitee, '/register');
    expect(await invitee.getByLabel('Email address').inputValue()).toBe('invitee@example.com');
    await invitee.getByLabel('Password').fill('a good long password');
    await invitee.getByRole('button', { name: 'Create account' }).click();
    const terms = invitee.getByRole('dialog');
    await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(true);
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Confirm and continue' }).click();
    await at(invitee, '/atelier-nord');

    // ... and chooses a picture, which the members screen shows beside the address.
    const uploaded = await invitee.context().request.put(url + '/account/avatar', {
      data: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.status()).toBe(200);

    // ... and edits the page.
    await invitee.goto(url + '/atelier-nord/logo');
    await invitee.getByRole('button', { name: 'Add element' }).click();
    await invitee.getByRole('menuitem', { name: /^Headline/ }).click();
    await invitee.locator('.ProseMirror-focused').waitFor();
    await invitee.keyboard.type('Our logo');
    await invitee.keyboard.press('Escape');
    await expect.poll(() => invitee.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');

    // The viewer reads it, without any way to edit.
    await viewer.goto(url + '/atelier-nord/logo');
    await expect.poll(visible(viewer, 'Our logo'), { timeout: 15_000 }).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Add element' }).count()).toBe(0);

    // The owner approves the outsider as a viewer; the invitee is a member now, with their picture;
    // the owner, without one, shows an initial; an invitation a neutral placeholder.
    await owner.reload();
    await expect.poll(visible(owner, 'invitee@example.com'), { timeout: 15_000 }).toBe(true);
    expect(await avatarBeside(owner, 'invitee@example.com')).toBe('img');
    await expect
      .poll(
        () =>
          owner
            .locator('.member-email[title="invitee@example.com"] img.avatar')
            .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        { timeout: 15_000 },
      )
      .toBe(256);
    expect(await avatarBeside(owner, 'owner@example.com')).toBe('initial');
    expect(await avatarBeside(owner, longEmail)).toBe('pending');
    await shot(owner, 'en-avatars');
    await owner.getByRole('combobox', { name: 'Role for outsider@example.com' }).selectOption({ label: 'Viewer' });
    await owner.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => owner.getByText('Hello, I design the new packaging.').count(), { timeout: 15_000 }).toBe(0);

    // Someone invited before they had an account registers elsewhere, then logs in from the link.
    await invite('late@example.com', 'Viewer', 'Invitation mailed to late@example.com.');
    const late = await open();
    await register(late, url, 'Late@Example.com');
    await late.getByRole('button', { name: 'Log out' }).click();
    await at(late, '/');
    await late.goto(url + (await mailedLink(suite.product, 'late@example.com', '/invitations')));
    await late.getByRole('link', { name: 'Log in' }).last().click();
    await at(late, '/login');
    await late.getByLabel('Email address').fill('late@example.com');
    await late.getByLabel('Password').fill('a good long password');
    await late.getByRole('button', { name: 'Log in', exact: true }).click();
    await at(late, '/atelier-nord');

    // In German, at both widths.
    await owner.context().addCookies([{ name: 'i18n_redirected', value: 'de', url }]);
    await owner.reload();
    await expect.poll(visible(owner, /^Mitglieder \(/), { timeout: 15_000 }).toBe(true);
    await shot(owner, 'de-1280');
    await owner.setViewportSize({ width: 768, height: 860 });
    await shot(owner, 'de-768');

    // The viewer leaves the brand (the members screen is linked from the brand's home); a viewer
    // sees the others' pictures too.
    await viewer.goto(url + '/atelier-nord');
    await viewer.getByRole('link', { name: 'Members' }).click();
    await at(viewer, '/atelier-nord/settings/users');
    await expect.poll(visible(viewer, 'viewer@example.com'), { timeout: 15_000 }).toBe(true);
    expect(await avatarBeside(viewer, 'invitee@example.com')).toBe('img');
    await shot(viewer, 'en-viewer');
    await viewer.getByRole('button', { name: 'Leave brand' }).click();
    const leaveDialog = viewer.getByRole('dialog', { name: 'Leave “Atelier Nord”?' });
    await expect.poll(visible(viewer, 'You lose access to its pages and files unless someone invites you again.')).toBe(true);
    await shot(viewer, 'en-leave');
    await leaveDialog.getByRole('button', { name: 'Leave brand' }).click();
    await at(viewer, '/');

    // The only owner is told why they cannot simply leave, and hands the brand over (in German).
    await owner.setViewportSize({ width: 1280, height: 860 });
    await owner.getByRole('button', { name: 'Marke verlassen' }).click();
    const handOver = owner.getByRole('dialog', { name: '„Atelier Nord“ verlassen?' });
    await expect
      .poll(() => handOver.textContent(), { timeout: 15_000 })
      .toContain('Sie sind der einzige Inhaber, und eine Marke behält immer einen.');
    await handOver.getByLabel('Neuer Inhaber').selectOption({ label: 'invitee@example.com (Bearbeiter)' });
    await shot(owner, 'de-hand-over-1280');
    await owner.setViewportSize({ width: 768, height: 860 });
    await shot(owner, 'de-hand-over-768');
    await handOver.getByRole('button', { name: 'Übergeben und verlassen' }).click();
    await at(owner, '/');
    await invitee.goto(url + '/atelier-nord/settings/users');
    await expect
      .poll(() => invitee.getByRole('combobox', { name: 'Role of invitee@example.com' }).inputValue(), { timeout: 15_000 })
      .toBe('owner');
    expect(await invitee.locator('.member-email[title="owner@example.com"]').count()).toBe(0);

    // Alone in a brand: nobody can take it over; the way out is deleting it.
    await outsider.goto(url + '/outsider-own/settings/users');
    await outsider.getByRole('button', { name: 'Leave brand' }).click();
    const alone = outsider.getByRole('dialog', { name: 'Nobody can take over this brand yet' });
    await expect.poll(() => alone.isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(outsider, 'en-alone-1280');
    await outsider.setViewportSize({ width: 768, height: 860 });
    await shot(outsider, 'en-alone-768');
    await alone.getByRole('link', { name: 'Delete the brand…' }).click();
    await at(outsider, '/outsider-own/settings/delete');

    for (const context of contexts) await context.close();
  }, 240_000);

  it('lets a person who registered without the invitation in once they confirm the address; a stranger who registered it first gets only the invitation', async () => {
    const url = suite.product.url;
    const contexts: BrowserContext[] = [];
    const open = async (locale = 'en-US') => {
      const context = await newContext(suite.browser, locale);
      if (locale.startsWith('de')) await context.addCookies([{ name: 'i18n_redirected', value: 'de', url }]);
      contexts.push(context);
      return context.newPage();
    };
    const shot = async (page: Page, name: string) => {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 860 });
        await screenshot(page, `confirm-${name}-${width}`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 860 });
    };
    const at = (page: Page, pathname: string) =>
      expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    /** Registers with the header's "Register" (not from an invitation's link) and accepts the terms. */
    const registerFromHeader = async (page: Page, email: string, german = false) => {
      await page.goto(url + '/');
      await page
        .getByRole('banner')
        .getByRole('link', { name: german ? 'Registrieren' : 'Register' })
        .click();
      await at(page, '/register');
      // The start page shows the log-in and the registration side by side, and stays until the
      // registration page has rendered (the address changes first): fill only that page's form.
      await expect
        .poll(() => page.getByRole('form', { name: german ? 'Anmelden' : 'Log in' }).count(), { timeout: 15_000 })
        .toBe(0);
      await page.getByLabel(german ? 'E-Mail-Adresse' : 'Email address').fill(email);
      await page.getByLabel(german ? 'Passwort' : 'Password').fill('a good long password');
      await page.getByRole('button', { name: german ? 'Konto erstellen' : 'Create account' }).click();
      const terms = page.getByRole('dialog');
      await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(true);
      await terms.getByRole('checkbox').check();
      await terms.getByRole('button', { name: german ? 'Bestätigen und fortfahren' : 'Confirm and continue' }).click();
      await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(false);
    };

    const owner = await open();
    await registerWithBrand(owner, url, 'kontor-owner@example.com', 'Kontor Nord');
    await at(owner, '/kontor-nord');
    const invite = async (email: string) => {
      await owner.goto(url + '/kontor-nord/settings/users');
      await owner.getByLabel('Email address').fill(email);
      await owner.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Viewer' });
      await owner.getByRole('button', { name: 'Invite', exact: true }).click();
      // Whether the address has an account or not: an invitation, mailed.
      await expect.poll(visible(owner, `Invitation mailed to ${email}.`), { timeout: 15_000 }).toBe(true);
    };

    // Invited, then registered from the header: told that an invitation waits in the mail.
    await invite('lena@example.com');
    const lena = await open();
    await registerFromHeader(lena, 'lena@example.com');
    await expect.poll(visible(lena, 'An invitation is waiting for you'), { timeout: 15_000 }).toBe(true);
    expect(await lena.getByText('Kontor Nord').count()).toBe(0);
    expect(await seriousViolations(lena)).toEqual([]);
    await shot(lena, 'en-home');
    await lena.getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(visible(lena, /^Sent\. Please check your inbox/), { timeout: 15_000 }).toBe(true);
    // The confirmation mail's link: in the brand, as a member.
    await lena.goto(url + (await mailedLink(suite.product, 'lena@example.com', '/verify-email')));
    await at(lena, '/kontor-nord');
    await expect
      .poll(() => lena.getByRole('heading', { name: 'Kontor Nord', level: 1 }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await lena.goto(url + '/');
    await expect.poll(visible(lena, 'Kontor Nord'), { timeout: 15_000 }).toBe(true);
    expect(await lena.getByText('An invitation is waiting for you').count()).toBe(0);
    // Her language goes with the account (her mails follow it): switched in the header.
    const accountLocale = async () =>
      ((await (await lena.request.post(url + '/login', { data: {} })).json()) as { locale: string }).locale;
    expect(await accountLocale()).toBe('en');
    await lena.getByRole('banner').getByRole('button', { name: 'DE' }).click();
    await expect.poll(accountLocale, { timeout: 15_000 }).toBe('de');

    // The same in German.
    await invite('jonas@example.com');
    const jonas = await open('de-DE');
    await registerFromHeader(jonas, 'jonas@example.com', true);
    await expect.poll(visible(jonas, 'Eine Einladung wartet auf Sie'), { timeout: 15_000 }).toBe(true);
    await shot(jonas, 'de-home');
    await jonas.goto(url + '/account');
    await expect.poll(visible(jonas, /^Noch nicht bestätigt/), { timeout: 15_000 }).toBe(true);
    await shot(jonas, 'de-account');
    const jonasLink = await mailedLink(suite.product, 'jonas@example.com', '/verify-email');
    // The German mail, in the language registered with.
    await jonas.goto(url + jonasLink);
    await at(jonas, '/kontor-nord');
    // The link opened again, logged out: confirmed, and how to go on.
    for (const [locale, name] of [
      ['en-US', 'en'],
      ['de-DE', 'de'],
    ] as const) {
      const guest = await open(locale);
      await guest.goto(url + jonasLink);
      await expect
        .poll(visible(guest, locale === 'en-US' ? 'Your email address is confirmed' : 'Ihre E-Mail-Adresse ist bestätigt'), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await seriousViolations(guest)).toEqual([]);
      await shot(guest, `${name}-confirmed`);
      await guest.goto(url + '/verify-email/not-a-real-link-0123456789');
      await expect.poll(() => guest.locator('.form-error').isVisible(), { timeout: 15_000 }).toBe(true);
      await shot(guest, `${name}-link-invalid`);
    }

    // A stranger registers the client's address before the owner invites it.
    const stranger = await open();
    await registerFromHeader(stranger, 'ceo@client.example');
    await invite('ceo@client.example');
    await stranger.goto(url + '/kontor-nord');
    await expect.poll(visible(stranger, 'This page could not be found'), { timeout: 15_000 }).toBe(true);
    await stranger.goto(url + '/');
    await expect.poll(visible(stranger, 'An invitation is waiting for you'), { timeout: 15_000 }).toBe(true);
    await stranger.goto(url + '/account');
    await expect.poll(visible(stranger, /^Not confirmed yet/), { timeout: 15_000 }).toBe(true);
    await shot(stranger, 'en-account');
    // Only the mailbox's reader has the invitation's link, and joins with it.
    await stranger.goto(url + (await mailedLink(suite.product, 'ceo@client.example', '/invitations')));
    await stranger.getByRole('button', { name: 'Accept invitation' }).click();
    await at(stranger, '/kontor-nord');

    for (const context of contexts) await context.close();
  }, 240_000);

  it('shows the members screen of a brand with 500 people, the first 100 of them, and finds one by search', async () => {
    const url = suite.product.url;
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await registerWithBrand(page, url, 'crowd@example.com', 'Crowd');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/crowd');
    // 500 invitations through the API (accounts would cost 500 password hashes), 10 at a time.
    const seeded = await page.evaluate(async () => {
      const brand = (await (
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ brandBySlug(slug: "crowd") { id } }' }),
        })
      ).json()) as { data: { brandBySlug: { id: string } } };
      const invite = async (i: number) => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation($input: AddUserBrandInput!) { addUserBrand(input: $input) { brandUser { id } } }',
            variables: { input: { id: brand.data.brandBySlug.id, email: `person${i}@crowd.example`, role: 'viewer' } },
          }),
        });
        const body = (await res.json()) as { errors?: unknown };
        return body.errors ? 0 : 1;
      };
      let ok = 0;
      for (let i = 0; i < 500; i += 10)
        for (const done of await Promise.all(Array.from({ length: 10 }, (_, j) => invite(i + j)))) ok += done;
      return ok;
    });
    expect(seeded).toBe(500);
    await page.goto(url + '/crowd/settings');
    await page.getByRole('heading', { name: 'General' }).waitFor();
    // How fast it comes is figure 18 of the bench (a timed assertion here failed under load).
    await page.getByRole('navigation', { name: 'Brand settings' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Invited (500)' }).waitFor();
    expect(await page.locator('.invitation-row').count()).toBe(100);
    await page.getByRole('searchbox').fill('person42@');
    await expect.poll(() => page.locator('.invitation-row').count()).toBe(1);
    await context.close();
  }, 240_000);
});
