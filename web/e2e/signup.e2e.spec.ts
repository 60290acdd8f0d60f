import { describe, expect, it } from 'vitest';
import { newContext, screenshot, useProductAndBrowser } from './product';

describe('a new user in Chromium', () => {
  const suite = useProductAndBrowser();

  it('registers, accepts the terms, creates a brand, logs out and in, and sees the brand list', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `e2e-${name}`);

    await page.goto(suite.product.url + '/register');
    await page.getByLabel('Email address').fill('e2e@example.com');
    await page.getByLabel('Password').fill('a good long password');
    await page.getByRole('button', { name: 'Create account' }).click();

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect.poll(() => dialog.getByText('Agreement is required to proceed.').isVisible()).toBe(true);
    await shot('terms-required');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => page.getByText('No brands yet').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('empty');

    await page.goto(suite.product.url + '/new-brand');
    await page.getByRole('textbox', { name: 'Brand name' }).fill('Acme Coffee');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(suite.product.url + '/acme-coffee');
    await expect.poll(() => page.getByRole('heading', { name: 'Acme Coffee' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(suite.product.url + '/login');
    await page.getByLabel('Email address').fill('e2e@example.com');
    await page.getByLabel('Password').fill('a good long password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('Acme Coffee').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('/acme-coffee').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(false); // the terms stay accepted
    await shot('brand-list');
    await context.close();
  }, 90_000);
});
