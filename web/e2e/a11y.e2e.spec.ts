import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { newContext, useProductAndBrowser } from './product';

describe('accessibility of the main screens (axe-core)', () => {
  const suite = useProductAndBrowser();

  it('has no serious or critical violations, logged out and logged in', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    const check = async (name: string, path: string, ready: () => Promise<unknown>) => {
      await page.goto(suite.product.url + path);
      await ready();
      found[name] = await seriousViolations(page);
    };
    const visible = (text: string | RegExp) => () =>
      expect.poll(() => page.getByRole('heading', { name: text }).first().isVisible(), { timeout: 15_000 }).toBe(true);

    await check('home, logged out', '/', () =>
      expect.poll(() => page.locator('main form').first().isVisible(), { timeout: 15_000 }).toBe(true),
    );
    await check('log-in', '/login', () =>
      expect.poll(() => page.getByLabel('Password').isVisible(), { timeout: 15_000 }).toBe(true),
    );
    await check('register', '/register', () =>
      expect.poll(() => page.getByLabel('Password').isVisible(), { timeout: 15_000 }).toBe(true),
    );
    await check('legal page (en)', '/en/terms', visible('Terms of use'));
    await check('legal page (de)', '/de/datenschutz', visible('Datenschutzerklärung'));
    await check('not found', '/this/does/not/exist/at/all', visible('This page could not be found'));

    // Register, accept the terms, then the home screen with the brand list.
    await page.goto(suite.product.url + '/register');
    await page.getByLabel('Email address').fill('a11y@example.com');
    await page.getByLabel('Password').fill('a good long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    found['terms dialog'] = await seriousViolations(page);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await check('home, logged in', '/', () =>
      expect.poll(() => page.getByText('No brands yet').isVisible(), { timeout: 15_000 }).toBe(true),
    );
    await check('account', '/account', visible('Your account'));

    await context.close();
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
  }, 120_000);
});
