import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useProductAndBrowser } from './product';

const widths = [1280, 768] as const;

/** The page is not wider than the window: nothing spills sideways. */
const overflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

describe('layout from 1280 px down to tablet width', () => {
  const suite = useProductAndBrowser();

  it('holds on the legal, home, account and not-found screens, in English and German', async () => {
    for (const locale of ['en', 'de'] as const) {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-US',
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const shot = async (name: string) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflow(page), `${name} at ${width}`).toBeLessThanOrEqual(0);
          await screenshot(page, `layout-${name}-${locale}-${width}`, { fullPage: width === 1280 });
        }
      };
      // The root path detects the browser language (spec, point 9).
      await page.goto(suite.product.url + '/');
      await expect.poll(() => page.evaluate<string>('document.documentElement.lang'), { timeout: 15_000 }).toBe(locale);
      await shot('home-guest');
      await page.goto(suite.product.url + (locale === 'de' ? '/de/agb' : '/en/terms'));
      await expect.poll(() => page.locator('article h1').isVisible(), { timeout: 15_000 }).toBe(true);
      await shot('legal-terms');
      await page.goto(suite.product.url + (locale === 'de' ? '/de/rechtliches' : '/en/legal'));
      await expect.poll(() => page.locator('article h1').isVisible(), { timeout: 15_000 }).toBe(true);
      await shot('legal-index');

      await page.goto(suite.product.url + '/register');
      await page.locator('input[type=email]').fill(`layout-${locale}@example.com`);
      await page.locator('input[type=password]').fill('a good long password');
      await page.locator('main form button[type=submit]').click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      await shot('terms');
      await dialog.getByRole('checkbox').check();
      await dialog.locator('button[type=submit]').click();
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
      await page.goto(suite.product.url + '/');
      await expect.poll(() => page.locator('main h1').first().isVisible(), { timeout: 15_000 }).toBe(true);
      await shot('home-user');
      await page.goto(suite.product.url + '/account');
      await expect.poll(() => page.locator('.account h1').isVisible(), { timeout: 15_000 }).toBe(true);
      await shot('account');
      // The admin area is nobody else's: the same page as one that does not exist.
      await page.goto(suite.product.url + '/admin');
      await expect.poll(() => page.locator('.error-page h1').isVisible(), { timeout: 15_000 }).toBe(true);
      await shot('admin-not-found');
      // A page that is not there: its icon, title, what to do and the status, in the product's type.
      await page.goto(suite.product.url + '/no-such-brand-here/nothing/at-all');
      await expect.poll(() => page.locator('.error-page h1').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.locator('.error-hint').textContent()).toBe(
        locale === 'de'
          ? 'Vielleicht ist die Adresse vertippt, oder die Seite wurde verschoben, gelöscht oder nicht mit Ihnen geteilt.'
          : 'The address may be mistyped, or the page was moved, deleted or is not shared with you.',
      );
      const fonts = await page.evaluate<string[]>(
        `['.error-status', '.error-page h1'].map((s) => getComputedStyle(document.querySelector(s)).fontFamily)`,
      );
      expect(fonts[0]).toBe(fonts[1]);
      await shot('not-found');
      await context.close();
    }
  }, 180_000);

  it("shows a legal page's header and footer in the page's language, and switches to the other language's page", async () => {
    const context = await suite.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    // The visitor chose English; the German terms come as a link.
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: suite.product.url }]);
    const page = await context.newPage();
    await page.goto(suite.product.url + '/de/agb');
    await expect
      .poll(() => page.locator('article h1').textContent(), { timeout: 15_000 })
      .toBe('Allgemeine Geschäftsbedingungen');
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('de');
    expect(await page.locator('.site-header').getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(true);
    expect(await page.locator('.site-footer').getByRole('link', { name: 'Impressum' }).isVisible()).toBe(true);
    expect(await page.locator('.site-footer').getByText('Markenrichtlinien für Unternehmensteams.').isVisible()).toBe(true);
    // EN opens the English terms, in English all round.
    await page.locator('.language-switch').getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/en/terms');
    await expect
      .poll(() => page.locator('.site-header').getByRole('link', { name: 'Log in' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('en');
    // Leaving the legal pages, the chosen language is as it was.
    await page.goto(suite.product.url + '/de/impressum');
    await expect
      .poll(() => page.locator('.site-header').getByRole('link', { name: 'Anmelden' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.locator('.site-header').getByRole('link', { name: 'Anmelden' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await expect
      .poll(() => page.locator('.site-header').getByRole('link', { name: 'Log in' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('en');
    await context.close();
  }, 60_000);
});
