import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { mailedLink, newContext, screenshot, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** A PNG drawn by the browser: a blue square with an orange circle and a letter (a script: e2e has no DOM types). */
const drawPng = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 320;
  const g = canvas.getContext('2d');
  g.fillStyle = '#2f4bd8';
  g.fillRect(0, 0, 480, 320);
  g.fillStyle = '#f5b400';
  g.beginPath();
  g.arc(240, 160, 110, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#1b1f2a';
  g.font = 'bold 120px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('A', 240, 168);
  return canvas.toDataURL('image/png');
})()`;

async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate<string>(drawPng);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('the account screen in Chromium', () => {
  const suite = useProductAndBrowser();

  async function register(context: BrowserContext, email: string) {
    const url = suite.product.url;
    expect((await context.request.post(url + '/register', { data: { email, password: 'a good long password' } })).status()).toBe(
      201,
    );
    expect((await context.request.post(url + '/update-user', { data: { termsAccepted: true } })).status()).toBe(200);
  }

  it('uploads an avatar that the header shows, refuses a file that is no picture, and removes it', async () => {
    const url = suite.product.url;
    const context = await newContext(suite.browser);
    await register(context, 'avatar-user@example.com');
    const page = await context.newPage();
    const shot = async (name: string) => {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 860 });
        await screenshot(page, `account-${name}-${width}`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 860 });
    };
    const headerAvatar = page.locator('.site-header .header-account .avatar');

    await page.goto(url + '/account');
    await expect.poll(() => page.getByRole('heading', { name: 'Your account' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(visible(page, 'avatar-user@example.com')).toBe(true);
    expect(await headerAvatar.evaluate((e) => e.tagName)).toBe('SPAN');
    expect(await headerAvatar.textContent()).toBe('A');
    await shot('en-empty');

    // a file that is no picture: the server's message
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect.poll(visible(page, 'Please choose a PNG, JPEG, WebP or GIF picture.'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // pick a picture: the preview, then save it; the header shows it
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawnPng(page) });
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the new picture' }).isVisible()).toBe(true);
    await shot('en-preview');
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect.poll(visible(page, 'Your picture is saved.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => headerAvatar.evaluate((e) => e.tagName), { timeout: 15_000 }).toBe('IMG');
    expect(await headerAvatar.getAttribute('src')).toMatch(/^\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
    await expect
      .poll(() => headerAvatar.evaluate((e) => (e as unknown as { complete: boolean; naturalWidth: number }).naturalWidth), {
        timeout: 15_000,
      })
      .toBe(256);
    expect(await page.getByRole('button', { name: 'Change picture' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('en-saved');

    // it stays after a reload and on other pages
    await page.goto(url + '/');
    await expect.poll(() => headerAvatar.evaluate((e) => e.tagName), { timeout: 15_000 }).toBe('IMG');

    // in German
    await page.goto(url + '/account');
    await page.locator('main').getByRole('button', { name: 'DE' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Ihr Konto' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('de-saved');

    // remove it
    await page.getByRole('button', { name: 'Bild entfernen' }).click();
    await expect.poll(visible(page, 'Ihr Bild ist entfernt.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => headerAvatar.evaluate((e) => e.tagName), { timeout: 15_000 }).toBe('SPAN');
    await shot('de-empty');
    await context.close();
  });

  it('names the person, lists the browsers logged in, logs another out and changes the password', async () => {
    const url = suite.product.url;
    const context = await newContext(suite.browser);
    await register(context, 'two-browsers@example.com');
    // The same person in a second browser.
    const other = await newContext(suite.browser);
    expect(
      (
        await other.request.post(url + '/login', {
          data: { email: 'two-browsers@example.com', password: 'a good long password' },
        })
      ).status(),
    ).toBe(200);
    const page = await context.newPage();
    await page.goto(url + '/account');
    const sessions = page.locator('.sessions-row');
    await expect.poll(() => sessions.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.locator('.sessions-row').filter({ hasText: 'This browser' }).textContent()).toContain('Chrome on Linux');

    // A name, shown beside the address from now on.
    await page.getByLabel('Name', { exact: true }).fill('Robin Example');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(visible(page, 'Your name is saved.'), { timeout: 15_000 }).toBe(true);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `account-security-en-${width}`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    // The name shows beside the address where members are listed.
    const created = await context.request.post(url + '/graphql', {
      data: {
        query: 'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { slug } } }',
        variables: { input: { name: 'Named Brand' } },
      },
    });
    const { slug } = ((await created.json()) as { data: { createBrand: { brand: { slug: string } } } }).data.createBrand.brand;
    await page.goto(`${url}/${slug}/settings/users`);
    const me = page.locator('.member-row').filter({ hasText: 'two-browsers@example.com' });
    await expect.poll(() => me.locator('.member-name').textContent(), { timeout: 15_000 }).toBe('Robin Example');
    await page.goto(url + '/account');
    await expect.poll(() => sessions.count(), { timeout: 15_000 }).toBe(2);

    // The other browser is logged out from here: its next request finds nobody.
    await sessions.filter({ hasNotText: 'This browser' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(visible(page, '1 browser is logged out.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => sessions.count(), { timeout: 15_000 }).toBe(1);
    expect(await (await other.request.post(url + '/login', { data: {} })).json()).toBeNull();

    // The password: the current one is asked, the new one twice.
    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel('New password', { exact: true }).fill('a better long password');
    await page.getByLabel('Repeat the new password').fill('a better long password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(visible(page, 'Your current password is not correct.'), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Current password').fill('a good long password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(visible(page, 'Your password is changed. Every other browser is logged out.'), { timeout: 15_000 })
      .toBe(true);
    expect(
      (
        await other.request.post(url + '/login', {
          data: { email: 'two-browsers@example.com', password: 'a better long password' },
        })
      ).status(),
    ).toBe(200);

    // The person's data, as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('brandtrail-account.json');
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { account: { displayName: string } };
    expect(exported.account.displayName).toBe('Robin Example');

    // In German, at both widths.
    await page.locator('main').getByRole('button', { name: 'DE' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Wo Sie angemeldet sind' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `account-security-de-${width}`, { fullPage: true });
    }
    await other.close();
    await context.close();
  });

  it('sets up two-factor sign-in with an app, then logs in with its code and with a recovery code', async () => {
    const url = suite.product.url;
    const context = await newContext(suite.browser);
    await register(context, 'second-factor@example.com');
    const page = await context.newPage();
    await page.goto(url + '/account');
    const section = page.locator('section.two-factor');
    await expect.poll(() => section.getByText('Off', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
    await expect.poll(() => setup.getByRole('img', { name: /QR code/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    const secret = ((await setup.locator('.two-factor-key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'account-two-factor-setup');
    const app = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    const enrolCode = app.generate();
    await setup.getByLabel('Code', { exact: true }).fill(enrolCode);
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const codesDialog = page.getByRole('dialog', { name: 'Keep your recovery codes' });
    await expect.poll(() => codesDialog.locator('.two-factor-codes li').count(), { timeout: 15_000 }).toBe(10);
    const recoveryCodes = await codesDialog.locator('.two-factor-codes li').allTextContents();
    await screenshot(page, 'account-two-factor-codes');
    await codesDialog.getByRole('button', { name: 'I have kept them' }).click();
    await expect
      .poll(() => section.getByText('10 recovery codes are left.', { exact: false }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const logInAgain = async () => {
      await context.clearCookies();
      await page.goto(url + '/login');
      await page.getByLabel('Email address').fill('second-factor@example.com');
      await page.getByLabel('Password').fill('a good long password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Enter your code' }).isVisible(), { timeout: 15_000 }).toBe(true);
    };
    // The password alone is not enough: the app's next code is (the one used to set up works no more).
    await logInAgain();
    await screenshot(page, 'login-two-factor');
    await page.getByLabel('Code', { exact: true }).fill(enrolCode);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByText('This code is not right.', { exact: false }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByLabel('Code', { exact: true }).fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');

    // Without the phone: a recovery code, in German this time.
    await logInAgain();
    await page.locator('header').getByRole('button', { name: 'DE' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Code eingeben' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
    await screenshot(page, 'login-two-factor-recovery-de');
    await page.getByLabel('Wiederherstellungscode').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await page.goto(url + '/account');
    await expect
      .poll(() => section.getByText('9 Wiederherstellungscodes sind übrig.', { exact: false }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `account-two-factor-on-de-${width}`, { fullPage: true });
    }
    await context.close();
  });

  it('makes an access token that reads a private brand’s design tokens, shown once, until it is revoked', async () => {
    const url = suite.product.url;
    const context = await newContext(suite.browser);
    await register(context, 'token-maker@example.com');
    const created = await context.request.post(url + '/graphql', {
      data: {
        query: 'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { slug } } }',
        variables: { input: { name: 'Private Tokens' } },
      },
    });
    const { slug } = ((await created.json()) as { data: { createBrand: { brand: { slug: string } } } }).data.createBrand.brand;
    const tokensJson = (token: string) =>
      fetch(`${url}/api/brands/${slug}/tokens.json`, { headers: { authorization: `Bearer ${token}` } });
    const page = await context.newPage();
    await page.goto(url + '/account');
    const section = page.locator('section.access-tokens');
    await expect.poll(() => section.getByText('No access tokens yet.').isVisible(), { timeout: 15_000 }).toBe(true);
    await section.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New token' });
    await dialog.getByLabel('Name').fill('Website build');
    await dialog.getByLabel('Only these brands').check();
    await dialog.getByLabel('Private Tokens').check();
    await screenshot(page, 'account-token-new');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const made = page.getByRole('dialog', { name: 'Copy your token now' });
    await expect.poll(() => made.locator('.access-token-secret').isVisible(), { timeout: 15_000 }).toBe(true);
    const token = ((await made.locator('.access-token-secret').textContent()) ?? '').trim();
    expect(token).toMatch(/^btp_/);
    await screenshot(page, 'account-token-made');
    expect((await tokensJson(token)).status).toBe(200);
    await made.getByRole('button', { name: 'Done' }).click();
    const row = section.locator('.sessions-row').filter({ hasText: 'Website build' });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Private Tokens');
    // Its use shows the next time the page is read.
    await page.reload();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('last used');
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `account-tokens-${width}`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke “Website build”?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => section.getByText('No access tokens yet.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await tokensJson(token)).status).toBe(401);
    await context.close();
  });

  it('changes the address with the link mailed to it, and the old address undoes it', async () => {
    const url = suite.product.url;
    const context = await newContext(suite.browser);
    await register(context, 'moving@example.com');
    const page = await context.newPage();
    await page.goto(url + '/account');
    await page.getByRole('button', { name: 'Change address…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your email address' });
    await dialog.getByLabel('New email address').fill('moved@example.com');
    await dialog.getByLabel('Current password').fill('a good long password');
    await screenshot(page, 'account-email-change');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => dialog.getByText('We sent a link to', { exact: false }).isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The person opens the link from the new address's mail.
    await page.goto(url + (await mailedLink(suite.product, 'moved@example.com', '/confirm-email')));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your address is changed' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'account-email-confirmed');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect.poll(() => page.locator('.account-email').textContent(), { timeout: 15_000 }).toContain('moved@example.com');

    // The old address was told; its link puts it back and logs every browser out.
    await page.goto(url + (await mailedLink(suite.product, 'moving@example.com', '/undo-email')));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your address is back' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByText('moving@example.com').first().isVisible()).toBe(true);
    await screenshot(page, 'account-email-undone');
    expect(await (await context.request.post(url + '/login', { data: {} })).json()).toBeNull();
    await context.close();
  });
});
