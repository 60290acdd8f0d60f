import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mailedLink, newContext, register, screenshot, useProductAndBrowser } from './product';

describe('getting back into an account in Chromium', () => {
  const suite = useProductAndBrowser();

  /** Registers `email` with the password the tests forget or keep. */
  const signUp = (page: Page, email: string) => register(page, suite.product.url, email, { password: 'the original password' });

  it('resets a forgotten password with the mailed link and lands logged in', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `accounts-${name}`);

    await signUp(page, 'forgetful@example.com');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count(), { timeout: 15_000 }).toBe(0);

    await page.goto(suite.product.url + '/login');
    await shot('login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(suite.product.url + '/lost-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address.').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Email address').fill('forgetful@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('Check your inbox').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('lost-password-sent');

    const link = await mailedLink(suite.product, 'forgetful@example.com', '/reset-password');
    await page.goto(suite.product.url + link);
    await page.getByLabel('New password', { exact: true }).fill('a fresh password');
    await page.getByLabel('Repeat the new password').fill('a different one');
    await page.getByRole('button', { name: 'Save password and log in' }).click();
    await expect.poll(() => page.getByText('The two passwords do not match.').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('reset-mismatch');
    await page.getByLabel('Repeat the new password').fill('a fresh password');
    await page.getByRole('button', { name: 'Save password and log in' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(suite.product.url + '/');
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('reset-landed');

    // The link worked once.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count(), { timeout: 15_000 }).toBe(0);
    await page.goto(suite.product.url + link);
    await page.getByLabel('New password', { exact: true }).fill('yet another password');
    await page.getByLabel('Repeat the new password').fill('yet another password');
    await page.getByRole('button', { name: 'Save password and log in' }).click();
    await expect.poll(() => page.getByText(/password reset link is invalid/).isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('reset-used');

    // And the new password is the password now.
    await page.goto(suite.product.url + '/login');
    await page.getByLabel('Email address').fill('forgetful@example.com');
    await page.getByLabel('Password').fill('a fresh password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  }, 120_000);

  it("shows the server's wait when log-ins are slowed down, in English and German", async () => {
    const setup = await newContext(suite.browser);
    await signUp(await setup.newPage(), 'guessed@example.com');
    await setup.close();

    /** Wrong passwords until the form shows `expected` (the waits double, so this ends soon). */
    async function guessUntil(locale: 'en' | 'de', expected: RegExp): Promise<void> {
      const context = await newContext(suite.browser, locale === 'de' ? 'de-DE' : 'en-US');
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: suite.product.url }]);
      const page = await context.newPage();
      await page.goto(suite.product.url + '/login');
      await page.getByLabel(locale === 'de' ? 'E-Mail-Adresse' : 'Email address').fill('guessed@example.com');
      const alert = page.getByRole('alert');
      for (let i = 0; i < 12 && !expected.test((await alert.count()) ? await alert.innerText() : ''); i++) {
        await page.getByLabel(locale === 'de' ? 'Passwort' : 'Password').fill(`wrong guess ${i}`);
        await page.getByRole('button', { name: locale === 'de' ? 'Anmelden' : 'Log in', exact: true }).click();
        await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
        await expect.poll(() => page.getByRole('button', { name: /…$/ }).count(), { timeout: 15_000 }).toBe(0);
      }
      expect(await alert.innerText()).toMatch(expected);
      await screenshot(page, `accounts-${locale}-slowed-down`);
      await context.close();
    }
    await guessUntil('en', /^Too many failed log-in attempts\. Please try again in \d+ (second|seconds|minute|minutes)\.$/);
    await guessUntil(
      'de',
      /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es in \d+ (Sekunde|Sekunden|Minute|Minuten) erneut\.$/,
    );
  }, 120_000);

  it('logs in with an emailed sign-in link, in German', async () => {
    const setup = await newContext(suite.browser);
    await signUp(await setup.newPage(), 'linked@example.com');
    await setup.close();

    const context = await newContext(suite.browser, 'de-DE');
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `accounts-de-${name}`);
    await page.goto(suite.product.url + '/login');
    await shot('login');
    await page.getByRole('link', { name: 'Anmeldelink per E-Mail senden' }).click();
    await page.getByLabel('E-Mail-Adresse').fill('linked@example.com');
    await page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' }).click();
    await expect.poll(() => page.getByText('Prüfen Sie Ihr Postfach').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('link-sent');

    const link = await mailedLink(suite.product, 'linked@example.com', '/login');
    await page.goto(suite.product.url + link);
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(suite.product.url + '/');
    await expect.poll(() => page.getByRole('button', { name: 'Abmelden' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // A spent link says so, with a way on.
    const other = await newContext(suite.browser, 'de-DE');
    await other.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const second = await other.newPage();
    await second.goto(suite.product.url + link);
    await expect.poll(() => second.getByText(/Anmeldelink ist ungültig/).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(second, 'accounts-de-link-used');
    await second.goto(suite.product.url + '/lost-password');
    await second.getByLabel('E-Mail-Adresse').fill('nicht gültig');
    await second.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
    await expect
      .poll(() => second.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(second, 'accounts-de-lost-password');
    await other.close();
    await context.close();
  }, 120_000);
});
