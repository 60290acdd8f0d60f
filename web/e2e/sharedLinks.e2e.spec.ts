import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

describe('shared links in Chromium', () => {
  const suite = useProductAndBrowser();

  it('an owner shares a page with the button; the link shows that page only, until it is revoked', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const at = (p: Page, pathname: string) => expect.poll(() => new URL(p.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    /** Screenshots at 1280 and 768 px wide. */
    const shots = async (p: Page, name: string) => {
      for (const width of [1280, 768]) {
        await p.setViewportSize({ width, height: 860 });
        await screenshot(p, `links-${name}-${width}`, { fullPage: true });
      }
      await p.setViewportSize({ width: 1280, height: 860 });
    };
    const language = async (c: BrowserContext, locale: 'en' | 'de') =>
      c.addCookies([{ name: 'i18n_redirected', value: locale, url: suite.product.url }]);

    // an owner with a brand of two pages
    await registerWithBrand(page, suite.product.url, 'links@example.com', 'Lighthouse');
    await at(page, '/lighthouse');
    for (const name of ['Logo', 'Colours']) {
      await page.locator('.page-tree-new').click();
      await page.getByLabel('Page name').fill(name);
      await page.getByRole('button', { name: 'Create page' }).click();
      await at(page, `/lighthouse/${name.toLowerCase()}`);
    }

    // the share-page button on Logo: the page's link, copied (or shown when the clipboard refuses)
    await page.getByRole('link', { name: 'Logo' }).first().click();
    await at(page, '/lighthouse/logo');
    await page.getByTestId('share-page').click();
    await expect.poll(visible(page, /Link to this page/), { timeout: 15_000 }).toBe(true);
    // a second share reuses it
    await page.getByTestId('share-page').click();

    // the settings list it, once
    await page.goto(suite.product.url + '/lighthouse/settings/shared-links');
    const items = page.locator('.shared-link:not(.is-revoked)');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(1);
    const address = await items.first().locator('input').inputValue();
    expect(address).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    // The address is PUBLIC_URL's, which names port 0 here: the test's product listens elsewhere.
    const url = suite.product.url + new URL(address).pathname;
    await shots(page, 'settings-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New link' }).click();
    await page.getByRole('dialog').getByText('Only the pages I choose').waitFor();
    await shots(page, 'create-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // a fresh browser opens the link: that page, read only, and not the other one
    const guestContext = await newContext(suite.browser);
    const guest = await guestContext.newPage();
    await guest.goto(url);
    await at(guest, '/lighthouse/logo');
    await guest.getByRole('heading', { name: 'Logo', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await guest.locator('.free-preview').isVisible()).toBe(true);
    expect(await guest.getByTestId('share-page').count()).toBe(0);
    expect(await guest.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await guest.locator('.page-tree').getByText('Colours').count()).toBe(0);
    await shots(guest, 'reader-en');
    expect(await seriousViolations(guest)).toEqual([]);
    // what the server lets the link's reader read (viewerCan.read): the versions and the library
    // (the assets shown on the pages it reaches), not the members' activity
    const guestTree = guest.locator('.page-tree');
    expect(await guestTree.getByRole('link', { name: 'Versions' }).isVisible()).toBe(true);
    expect(await guestTree.getByRole('link', { name: 'Activity' }).count()).toBe(0);
    await guestTree.getByRole('link', { name: 'Assets' }).click();
    await at(guest, '/lighthouse/assets');
    await guest.getByRole('heading', { name: 'Assets', level: 1 }).waitFor({ timeout: 15_000 });
    await shots(guest, 'reader-assets-en');
    // a page the link does not reach: as for any guest, the log-in (an account may reach it)
    await guest.goto(suite.product.url + '/lighthouse/colours');
    await at(guest, '/login');
    expect(await guest.getByRole('heading', { name: 'Colours' }).count()).toBe(0);

    // the same in German
    const deContext = await newContext(suite.browser, 'de-DE');
    await language(deContext, 'de');
    const reader = await deContext.newPage();
    await reader.goto(url);
    await at(reader, '/lighthouse/logo');
    await expect.poll(visible(reader, 'Kostenlose Vorschau'), { timeout: 15_000 }).toBe(true);
    await shots(reader, 'reader-de');

    // the settings in German, and the link opened once per browser
    await language(context, 'de');
    await page.reload();
    await expect.poll(visible(page, 'Geteilte Links'), { timeout: 15_000 }).toBe(true);
    await expect.poll(visible(page, '2 Mal geöffnet'), { timeout: 15_000 }).toBe(true);
    await shots(page, 'settings-de');
    await page.getByRole('button', { name: 'Neuer Link' }).click();
    await page.getByRole('dialog').getByText('Nur die Seiten').waitFor();
    await shots(page, 'create-de');
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await language(context, 'en');
    await page.reload();

    // a link to all pages from the form; a third browser reads the brand's home through it
    await page.getByRole('button', { name: 'New link' }).click();
    await page.getByRole('dialog').getByLabel('All pages of the brand').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Create link' }).click();
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(2);
    const allPages = items.filter({ hasText: 'All pages' });
    const homeContext = await newContext(suite.browser);
    const homeReader = await homeContext.newPage();
    await homeReader.goto(suite.product.url + new URL(await allPages.locator('input').inputValue()).pathname);
    await at(homeReader, '/lighthouse');
    await homeReader.getByRole('heading', { name: 'Lighthouse', level: 1 }).waitFor({ timeout: 15_000 });
    // expired at once: the open home says so at once, in place
    await allPages.getByRole('button', { name: 'Expire now' }).click();
    await expect.poll(() => allPages.getByText('Expired', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shots(page, 'settings-expired-en');
    await expect.poll(visible(homeReader, 'This link no longer works'), { timeout: 15_000 }).toBe(true);
    expect(await homeReader.getByRole('heading', { name: 'Lighthouse' }).count()).toBe(0);
    expect(new URL(homeReader.url()).pathname).toBe('/lighthouse');

    // narrowed: a link to Logo and Colours read on Colours; the owner takes Colours out of it, and
    // the open page says that the link no longer shows it, with the way to what it still shows
    await page.getByRole('button', { name: 'New link' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Logo').check();
    await form.getByLabel('Colours').check();
    await form.getByRole('button', { name: 'Create link' }).click();
    const both = items.filter({ hasText: 'Logo, Colours' });
    await expect.poll(() => both.count(), { timeout: 15_000 }).toBe(1);
    const bothUrl = suite.product.url + new URL(await both.locator('input').inputValue()).pathname;
    const narrowContext = await newContext(suite.browser);
    const narrowReader = await narrowContext.newPage();
    await narrowReader.goto(bothUrl);
    await at(narrowReader, '/lighthouse/logo');
    await narrowReader.locator('.page-tree').getByRole('link', { name: 'Colours' }).click();
    await at(narrowReader, '/lighthouse/colours');
    await narrowReader.getByRole('heading', { name: 'Colours', level: 1 }).waitFor({ timeout: 15_000 });
    await both.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('Colours').uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => both.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(visible(narrowReader, 'This page is no longer shared with you'), { timeout: 15_000 }).toBe(true);
    await shots(narrowReader, 'narrowed-en');
    expect(await seriousViolations(narrowReader)).toEqual([]);
    await narrowReader.getByRole('link', { name: 'Show the shared pages' }).click();
    await at(narrowReader, '/lighthouse');
    await expect
      .poll(() => narrowReader.locator('.page-tree').getByRole('link', { name: 'Logo' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await narrowReader.locator('.page-tree').getByRole('link', { name: 'Colours' }).count()).toBe(0);

    // revoked while open: the guest reads Logo through its link again, and the German reader
    // still has it open; the owner revokes it, and both say at once that it no longer works
    await guest.goto(url);
    await at(guest, '/lighthouse/logo');
    await guest.getByRole('heading', { name: 'Logo', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await reader.getByRole('heading', { name: 'Logo', level: 1 }).isVisible()).toBe(true);
    const revoke = async (item: typeof items) => {
      await item.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    };
    const logoLink = items.filter({ has: page.locator(`input[value$="${new URL(address).pathname}"]`) });
    await revoke(logoLink);
    await expect.poll(() => logoLink.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(visible(guest, 'This link no longer works'), { timeout: 15_000 }).toBe(true);
    expect(await guest.getByRole('heading', { name: 'Logo' }).count()).toBe(0);
    await shots(guest, 'revoked-open-en');
    expect(await seriousViolations(guest)).toEqual([]);
    await expect.poll(visible(reader, 'Dieser Link funktioniert nicht mehr'), { timeout: 15_000 }).toBe(true);
    await shots(reader, 'revoked-open-de');
    // a reload, another page of the brand, the brand's home, back: the same screen, never the log-in
    for (const go of [
      () => guest.reload(),
      () => guest.goto(suite.product.url + '/lighthouse/colours'),
      () => guest.goto(suite.product.url + '/lighthouse'),
      () => guest.goBack(),
    ]) {
      await go();
      await expect.poll(visible(guest, 'This link no longer works'), { timeout: 15_000 }).toBe(true);
      expect(new URL(guest.url()).pathname).not.toBe('/login');
    }
    await reader.reload();
    await expect.poll(visible(reader, 'Dieser Link funktioniert nicht mehr'), { timeout: 15_000 }).toBe(true);
    expect(new URL(reader.url()).pathname).toBe('/lighthouse/logo');

    // the rest revoked: the list is empty, and the link's own address says it no longer works
    await revoke(allPages);
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(1);
    await revoke(items.first());
    await expect.poll(visible(page, 'No link works at the moment'), { timeout: 15_000 }).toBe(true);
    // Listed for the record under "Revoked links", without a way to copy or change them.
    const revokedList = page.getByRole('region', { name: 'Revoked links' });
    expect(await revokedList.locator('.shared-link').count()).toBe(3);
    expect(await revokedList.getByRole('button').count()).toBe(0);
    expect(await revokedList.locator('.shared-link').first().textContent()).toMatch(/Revoked \w{3} \d{1,2}, \d{4}/);
    await shots(page, 'settings-empty-en');
    await guest.goto(url);
    await expect.poll(visible(guest, 'This link no longer works'), { timeout: 15_000 }).toBe(true);
    await shots(guest, 'revoked-en');
    expect(await seriousViolations(guest)).toEqual([]);
    await reader.goto(url);
    await expect.poll(visible(reader, 'Dieser Link funktioniert nicht mehr'), { timeout: 15_000 }).toBe(true);
    await shots(reader, 'revoked-de');

    await Promise.all([homeContext.close(), narrowContext.close()]);
    await Promise.all([context.close(), guestContext.close(), deContext.close()]);
  }, 240_000);
});
