import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, useProductAndBrowser } from './product';

/**
 * A visitor who is not logged in opens the product's public pages: the browser's console stays
 * free of errors (the session check answers who is logged in, nobody, without a 401 that the
 * browser would log as a failed request).
 */
describe('the console of a logged-out visitor', () => {
  const suite = useProductAndBrowser();

  it('logs no error on any public page load', async () => {
    const url = suite.product.url;
    // A public brand to read, made by its owner through the API.
    const owner = await newContext(suite.browser);
    expect(
      (
        await owner.request.post(url + '/register', { data: { email: 'console@example.com', password: 'a good long password' } })
      ).status(),
    ).toBe(201);
    await owner.request.post(url + '/update-user', { data: { termsAccepted: true } });
    const gql = async (query: string, variables: Record<string, unknown>) =>
      (
        (await (await owner.request.post(url + '/graphql', { data: { query, variables } })).json()) as {
          data: Record<string, { brand: { id: string; slug: string } }>;
        }
      ).data;
    const made = await gql(`mutation ($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`, {
      input: { name: 'Console Public' },
    });
    const { id, slug } = made.createBrand!.brand;
    await gql(`mutation ($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id slug } } }`, {
      input: { id, public: true, publicIndex: true },
    });

    for (const locale of ['en-US', 'de-DE']) {
      const visitor = await newContext(suite.browser, locale);
      const page = await visitor.newPage();
      const errors: string[] = [];
      const record = (where: string) => (message: ConsoleMessage) => {
        // The address's own 404 (a missing brand: spec 2) is the answer, not an error of the page.
        const ownStatus =
          message.text() === 'Failed to load resource: the server responded with a status of 404 (Not Found)' &&
          message.location().url === url + where;
        if (message.type() === 'error' && !ownStatus) errors.push(`${where}: ${message.text()}`);
      };
      const open = async (pathname: string, ready: (p: Page) => Promise<unknown>) => {
        const listener = record(pathname);
        page.on('console', listener);
        page.on('pageerror', (error) => errors.push(`${pathname}: ${error.message}`));
        await page.goto(url + pathname);
        await ready(page);
        // Whatever the page asks after it shows (the session check, a subscription) has answered.
        await page.waitForLoadState('networkidle');
        page.off('console', listener);
      };
      const heading = (p: Page) =>
        expect.poll(() => p.locator('main h1, main h2').first().isVisible(), { timeout: 15_000 }).toBe(true);
      await open('/', heading);
      await open('/login', (p) => p.locator('input[type=password]').waitFor());
      await open('/register', (p) => p.locator('input[type=password]').waitFor());
      await open('/lost-password', (p) => p.locator('input[type=email]').waitFor());
      await open('/directory', heading);
      await open('/en/terms', heading);
      await open('/de/agb', heading);
      await open(`/${slug}`, (p) =>
        expect
          .poll(() => p.getByRole('heading', { name: 'Console Public', level: 1 }).isVisible(), { timeout: 15_000 })
          .toBe(true),
      );
      // A private or missing brand: the not-found page, still nothing in the console.
      await open('/no-such-brand', heading);
      expect(errors).toEqual([]);
      await visitor.close();
    }
    await owner.close();
  }, 120_000);

  it('asks nothing a new user may not read before the terms are accepted, and loads the page after', async () => {
    const url = suite.product.url;
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const refused: string[] = [];
    page.on('response', (response: Response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    const terms = page.getByRole('dialog');
    const settle = async () => {
      await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
    };

    await page.goto(url + '/register');
    await page.getByLabel('Email address').fill('terms-first@example.com');
    await page.getByLabel('Password').fill('a good long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await settle();
    // A page opened directly before accepting (the wizard asks the server what AI can do).
    await page.goto(url + '/new-brand');
    await settle();
    await page.goto(url + '/');
    await settle();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);

    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect.poll(() => terms.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => page.getByText('No brands yet').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.goto(url + '/new-brand');
    await expect.poll(() => page.getByRole('textbox', { name: 'Brand name' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
