import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, register, screenshot, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

describe('brands in Chromium', () => {
  const suite = useProductAndBrowser();

  it('creates a brand with colours and fonts, renames it, moves it, deletes and restores it, in English and German', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `brands-${name}`, { fullPage: true });
    const at = (pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);

    // register and accept the terms
    await register(page, suite.product.url, 'brands@example.com');

    // the wizard: name, then two colours and a font
    await page.goto(suite.product.url + '/new-brand');
    // before a name is typed, the address shows an example
    await expect.poll(() => page.locator('.address-preview code').textContent(), { timeout: 15_000 }).toMatch(/\/your-brand$/);
    await page.getByLabel('Brand name').fill('Nordlicht Studio');
    await expect.poll(() => page.locator('.address-preview').textContent()).toContain('/nordlicht-studio');
    expect(await page.getByRole('radio', { name: /Start with AI/ }).isDisabled()).toBe(true);
    await shot('en-wizard-name');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Add colour' }).click();
    await page.getByRole('button', { name: 'Add colour' }).click();
    await page.getByLabel('Hex').nth(0).fill('#2f4bd8');
    await page.getByLabel('Label (optional)').nth(0).fill('Primary');
    await page.getByLabel('Hex').nth(1).fill('F5B400');
    await page.getByLabel('Label (optional)').nth(1).fill('Accent');
    await page.getByRole('button', { name: 'Add font' }).click();
    await page.getByLabel('Font family 1').fill('Inter');
    await shot('en-wizard-kit');
    await page.getByRole('button', { name: 'Create brand', exact: true }).click();

    // the brand home shows them, with HEX, RGB and CMYK
    await at('/nordlicht-studio');
    await expect.poll(() => page.getByRole('heading', { name: 'Nordlicht Studio' }).isVisible()).toBe(true);
    for (const text of ['#2F4BD8', '47/75/216', '78/65/0/15', 'Primary', '#F5B400', 'Accent', 'Inter'])
      await expect.poll(visible(page, text)).toBe(true);
    await shot('en-brand-home');

    // rename it
    await page.getByRole('link', { name: 'Settings' }).click();
    await at('/nordlicht-studio/settings');
    await expect.poll(() => page.getByRole('heading', { name: 'General' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('en-settings-general');
    await page.getByLabel('Name', { exact: true }).fill('Nordlicht Design');
    await page.getByLabel('Bio').fill('Light for long nights.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(visible(page, 'Changes saved.'), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: /Back to Nordlicht Design/ }).isVisible()).toBe(true);

    // change its address and reach it there
    await page.getByLabel('Address', { exact: true }).fill('nordlicht');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await at('/nordlicht/settings');
    await page.goto(suite.product.url + '/nordlicht');
    await expect.poll(() => page.getByRole('heading', { name: 'Nordlicht Design' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(visible(page, 'Light for long nights.')).toBe(true);
    await page.goto(suite.product.url + '/nordlicht-studio');
    await expect.poll(visible(page, 'This page could not be found'), { timeout: 15_000 }).toBe(true);

    // the other settings pages are placeholders inside the sidebar
    await page.goto(suite.product.url + '/nordlicht/settings/users');
    await expect.poll(() => page.getByRole('heading', { name: 'Users' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Brand settings' }).isVisible()).toBe(true);

    // delete it, then undo
    await page.getByRole('link', { name: 'Delete brand' }).click();
    await at('/nordlicht/settings/delete');
    const confirm = page.getByLabel(/To confirm, type the brand name/);
    await confirm.fill('Nordlicht');
    expect(await page.getByRole('button', { name: 'Delete this brand' }).isDisabled()).toBe(true);
    await confirm.fill('Nordlicht Design');
    await shot('en-settings-delete');
    await page.getByRole('button', { name: 'Delete this brand' }).click();
    await at('/');
    await expect.poll(visible(page, '“Nordlicht Design” was deleted.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Deleted brands' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('en-home-deleted');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(visible(page, '“Nordlicht Design” is back.'), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Nordlicht Design/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Deleted brands' }).isVisible()).toBe(false);
    await page.goto(suite.product.url + '/nordlicht');
    await expect.poll(() => page.getByRole('heading', { name: 'Nordlicht Design' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // The history's lines are worded by the server: the language switch reads them again, without a reload.
    await page.goto(suite.product.url + '/nordlicht/history');
    await expect.poll(visible(page, 'Brand name'), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('button', { name: 'DE' }).click();
    await expect.poll(visible(page, 'Markenname'), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('Brand name').count()).toBe(0);
    await shot('de-history-switched');
    expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.goto(suite.product.url + '/nordlicht');

    // German
    await expect.poll(visible(page, 'Farben'), { timeout: 15_000 }).toBe(true);
    await shot('de-brand-home');
    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await at('/nordlicht/settings');
    await expect.poll(() => page.getByRole('heading', { name: 'Allgemein' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Markeneinstellungen' }).isVisible()).toBe(true);
    for (const text of ['Adresse', 'Kurzbeschreibung', 'Sichtbarkeit', 'Benutzer', 'Geteilte Links', 'Abrechnung'])
      expect(await page.getByText(text).first().isVisible(), text).toBe(true);
    expect(await page.getByRole('button', { name: 'Änderungen speichern' }).isVisible()).toBe(true);
    await shot('de-settings-general');
    await page.getByRole('link', { name: 'Marke löschen' }).click();
    await expect.poll(visible(page, 'Was passiert'), { timeout: 15_000 }).toBe(true);
    await shot('de-settings-delete');
    await page.goto(suite.product.url + '/new-brand');
    await expect.poll(visible(page, 'Mit KI starten'), { timeout: 15_000 }).toBe(true);
    // a German example, not “/brand”
    expect(await page.locator('.address-preview code').textContent()).toMatch(/\/ihre-marke$/);
    await shot('de-wizard-empty');
    await page.getByLabel('Name der Marke').fill('Zweite Marke');
    await shot('de-wizard-name');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Farbe hinzufügen' }).click();
    await page.getByRole('button', { name: 'Schrift hinzufügen' }).click();
    await shot('de-wizard-kit');
    await context.close();
  }, 120_000);
});
