import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { graphqlAs, newContext, registerWithBrand, useProductAndBrowser } from './product';

const password = 'a good long password';

describe('navigation and the log-in redirect in Chromium', () => {
  const suite = useProductAndBrowser();

  async function logIn(page: Page, email: string) {
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  async function userWithTerms(email: string) {
    const context = await newContext(suite.browser);
    const api = context.request;
    expect((await api.post(suite.product.url + '/register', { data: { email, password } })).status()).toBe(201);
    expect((await api.post(suite.product.url + '/update-user', { data: { termsAccepted: true } })).status()).toBe(200);
    expect((await api.post(suite.product.url + '/logout', { data: {} })).status()).toBe(204);
    return context;
  }

  it('sends a logged-out visitor of a protected address to log in, and back there afterwards', async () => {
    const context = await userWithTerms('nav@example.com');
    const page = await context.newPage();
    await page.goto(suite.product.url + '/new-brand');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${suite.product.url}/login?redirect=%2Fnew-brand`);
    await logIn(page, 'nav@example.com');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(suite.product.url + '/new-brand');
    await context.close();
  }, 60_000);

  it('ignores an unsafe redirect target', async () => {
    const context = await userWithTerms('nav-unsafe@example.com');
    const page = await context.newPage();
    await page.goto(`${suite.product.url}/login?redirect=${encodeURIComponent('//evil.example.com/steal')}`);
    await logIn(page, 'nav-unsafe@example.com');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(suite.product.url + '/');
    await context.close();
  }, 60_000);

  it("names the brand and the page in the tab's title, from the first HTML on and as the reader moves on", async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await registerWithBrand(page, suite.product.url, 'nav-title@example.com', 'Title Co');
    await expect.poll(() => page.title()).toBe('Title Co');
    const brandId = (await graphqlAs<{ brandBySlug: { id: string } }>(page, 'query { brandBySlug(slug: "title-co") { id } }'))
      .brandBySlug.id;
    await graphqlAs(page, 'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }', {
      input: { brandId, name: 'Colours' },
    });
    // The server's HTML already says it, before any script has run.
    const html = await (await context.request.get(suite.product.url + '/title-co/colours')).text();
    expect(html).toContain('<title>Colours · Title Co</title>');
    await page.goto(suite.product.url + '/title-co/colours');
    await expect.poll(() => page.title()).toBe('Colours · Title Co');
    // Moving on in the client: the brand's home, then the list of brands, which names no brand.
    await page.goto(suite.product.url + '/title-co');
    await expect.poll(() => page.title()).toBe('Title Co');
    await page.getByRole('link', { name: 'All brands' }).click();
    await expect.poll(() => page.url()).toBe(suite.product.url + '/');
    await expect.poll(() => page.title()).toBe('Brandtrail');
    await context.close();
  }, 60_000);

  it('answers an unknown address, brand or page with 404 and shows the not-found page there', async () => {
    const notFound = (page: Page) =>
      expect.poll(() => page.getByText('This page could not be found').isVisible(), { timeout: 15_000 }).toBe(true);
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    expect((await page.goto(suite.product.url + '/no/such/address/here'))?.status()).toBe(404);
    await notFound(page);
    await context.close();
    // A logged-in user: a brand, and a page of it, that do not exist (a private one answers the same).
    const user = await userWithTerms('nav-missing@example.com');
    expect(
      (await user.request.post(suite.product.url + '/login', { data: { email: 'nav-missing@example.com', password } })).status(),
    ).toBe(200);
    const mine = await user.newPage();
    for (const pathname of ['/no-such-brand', '/no-such-brand/its-page']) {
      expect((await mine.goto(suite.product.url + pathname))?.status(), pathname).toBe(404);
      await notFound(mine);
      expect(new URL(mine.url()).pathname).toBe(pathname);
    }
    // What exists answers 200.
    expect((await mine.goto(suite.product.url + '/'))?.status()).toBe(200);
    await user.close();
  }, 60_000);
});
