import { describe, expect, it } from 'vitest';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { newContext, screenshot, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** A GraphQL call through the context's cookies (the owner's session). */
async function gql<T>(request: APIRequestContext, url: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await request.post(url + '/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

describe('the public directory in Chromium', () => {
  // A product of its own: the directory starts empty, and other files make public brands.
  const suite = useProductAndBrowser({ own: true });

  /** Screenshots of the directory at both widths, in the context's language. */
  async function shots(context: BrowserContext, pathname: string, name: string, ready: (page: Page) => Promise<void>) {
    const page = await context.newPage();
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(suite.product.url + pathname);
      await ready(page);
      await screenshot(page, `directory-${name}-${width}`, { fullPage: true });
    }
    await page.close();
  }

  it('lets a logged-out visitor find a public brand by search, open it and read a page without plan, role or edit controls', async () => {
    const url = suite.product.url;
    const en = await newContext(suite.browser);
    const de = await newContext(suite.browser, 'de-DE');
    await de.addCookies([{ name: 'i18n_redirected', value: 'de', url }]);

    // nothing listed yet: the empty directory
    await shots(en, '/directory', 'en-empty', (p) =>
      expect.poll(visible(p, 'No public brands yet'), { timeout: 15_000 }).toBe(true),
    );
    await shots(de, '/directory', 'de-empty', (p) =>
      expect.poll(visible(p, 'Noch keine öffentlichen Marken'), { timeout: 15_000 }).toBe(true),
    );

    // an owner makes brands: two public and listed, one public but not listed, one private
    const owner = await newContext(suite.browser);
    const api = owner.request;
    expect(
      (
        await api.post(url + '/register', { data: { email: 'directory@example.com', password: 'a good long password' } })
      ).status(),
    ).toBe(201);
    expect((await api.post(url + '/update-user', { data: { termsAccepted: true } })).status()).toBe(200);
    const brand = async (name: string, settings: Record<string, unknown>) => {
      const { createBrand } = await gql<{ createBrand: { brand: { id: string } } }>(
        api,
        url,
        'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }',
        { input: { name } },
      );
      await gql(api, url, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
        input: { id: createBrand.brand.id, ...settings },
      });
      return createBrand.brand.id;
    };
    const nordlicht = await brand('Nordlicht Design', {
      public: true,
      publicIndex: true,
      bio: 'Light for long nights: a studio for calm, northern brand identities, from the first sketch to the last pixel of the style guide.',
    });
    await brand('Acme Coffee', { public: true, publicIndex: true, bio: 'Roasted in small batches.' });
    await brand('Quiet Harbour', { public: true, publicIndex: false });
    await brand('Secret Plans', { public: false, publicIndex: true });
    const { createPage } = await gql<{ createPage: { page: { id: string } } }>(
      api,
      url,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
      { input: { brandId: nordlicht, name: 'Colours' } },
    );
    const { createElement } = await gql<{ createElement: { element: { elementId: string } } }>(
      api,
      url,
      'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }',
      { input: { pageId: createPage.page.id, type: 'headline' } },
    );
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Our northern palette' }] }] };
    await gql(api, url, 'mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }', {
      input: { pageId: createPage.page.id, elementId: createElement.element.elementId, text: JSON.stringify(doc) },
    });
    await owner.close();

    // screenshots of the results and of a search without results, in both languages
    const listed = (p: Page) => expect.poll(() => p.locator('.directory-card').count(), { timeout: 15_000 }).toBe(2);
    await shots(en, '/directory', 'en-results', listed);
    await shots(de, '/directory', 'de-results', listed);
    await shots(en, '/directory?q=zebra', 'en-no-results', (p) =>
      expect.poll(visible(p, 'No brands found'), { timeout: 15_000 }).toBe(true),
    );
    await shots(de, '/directory?q=zebra', 'de-no-results', (p) =>
      expect.poll(visible(p, 'Keine Marken gefunden'), { timeout: 15_000 }).toBe(true),
    );

    // the visitor comes from the log-in page, searches, and opens the brand
    const page = await en.newPage();
    await page.goto(url + '/login');
    await page.getByRole('link', { name: 'Browse public brands' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/directory');
    await expect.poll(() => page.locator('.directory-card').count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByText('Quiet Harbour').count()).toBe(0);
    expect(await page.getByText('Secret Plans').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Search brands by name').fill('nord');
    await expect.poll(() => page.locator('.directory-card').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('nord');
    await page.getByLabel('Search brands by name').fill('zebra');
    await expect.poll(visible(page, 'No brands found'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.locator('.directory-card').count(), { timeout: 15_000 }).toBe(2);
    await page.getByLabel('Search brands by name').fill('Nordlicht');
    await expect.poll(() => page.locator('.directory-card').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('link', { name: /Nordlicht Design/ }).click();

    // the brand home: no plan, no role, no settings
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/nordlicht-design');
    await expect.poll(() => page.getByRole('heading', { name: 'Nordlicht Design' }).isVisible(), { timeout: 15_000 }).toBe(true);
    for (const text of ['Plan', 'Your role', 'Free', 'Owner'])
      expect(await page.getByText(text, { exact: true }).count(), text).toBe(0);
    expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Brand directory/ }).isVisible()).toBe(true);

    // a page of it, read without controls
    await page.getByRole('link', { name: 'Colours' }).click();
    await expect.poll(visible(page, 'Our northern palette'), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('.element-toolbar, .insert, .save-state').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Page settings' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add element' }).count()).toBe(0);
    for (const text of ['Plan', 'Your role']) expect(await page.getByText(text, { exact: true }).count(), text).toBe(0);
    await en.close();
    await de.close();
  });
});
