import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledEntry } from '@brandtrail/infra';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { confirmAddress, graphqlAs, newContext, register, registerWithBrand, screenshot, useProductAndBrowser } from './product';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the admin area in Chromium', () => {
  const suite = useProductAndBrowser({ own: true });

  /** Registers `email` in a browser of its own, made an admin with the command line as an operator does it. */
  const newAdmin = async (email: string) => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await register(page, suite.product.url, email);
    execFileSync(process.execPath, [bundledEntry('api/src/users/createAdminCli.ts'), '--email', email], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: suite.product.dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
    return { context, page };
  };

  it('finds a user, acts as them for a reason under a banner, exits to /admin and finds it in the audit log; others get a 404', async () => {
    const url = suite.product.url;
    const at = (page: Page, pathname: string) =>
      expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    // A customer with a brand.
    const customerContext = await newContext(suite.browser);
    const customer = await customerContext.newPage();
    await registerWithBrand(customer, url, 'customer@example.com', 'Harbour Coffee');
    await at(customer, '/harbour-coffee');
    // Nobody else finds the admin area: the page that does not exist.
    await customer.goto(url + '/admin');
    await expect
      .poll(() => customer.getByRole('heading', { name: 'This page could not be found' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await customerContext.close();
    // Nor a visitor who is not logged in: no log-in page that would tell the address exists.
    const visitorContext = await newContext(suite.browser);
    const visitor = await visitorContext.newPage();
    const answer = await visitor.goto(url + '/admin');
    expect(answer?.status()).toBe(404);
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'This page could not be found' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(new URL(visitor.url()).pathname).toBe('/admin');
    await visitorContext.close();

    // The operator makes an admin with the command line (the running product does it).
    const { context, page } = await newAdmin('operator@example.com');
    await page.goto(url + '/admin');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Admin', exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.getByText('No admin has acted on a user yet.').isVisible()).toBe(true);

    // Search: the user and the brand.
    await page.getByRole('searchbox', { name: 'Search users and brands' }).fill('harbour');
    await page.getByRole('button', { name: 'Search' }).click();
    const brandLink = page.getByRole('link', { name: 'Open the admin page of Harbour Coffee' });
    await expect.poll(() => brandLink.isVisible(), { timeout: 15_000 }).toBe(true);
    // The brand's admin page: what it holds, its members, and its plan set by hand.
    await brandLink.click();
    await expect.poll(() => page.getByRole('heading', { name: /Harbour Coffee/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    const members = page.locator('section').filter({ has: page.getByRole('heading', { name: '1 member' }) });
    expect(await members.textContent()).toContain('customer@example.com');
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('pro');
    await page.getByRole('button', { name: 'Set plan' }).click();
    await expect.poll(() => page.getByText('The brand is on Pro now.').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('h1 .badge.plan-pro').isVisible(), { timeout: 15_000 }).toBe(true);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `admin-brand-${width}`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(url + '/admin');
    // A search that finds more than a page shows 20, then more on request.
    for (let i = 0; i < 25; i++) {
      const other = await newContext(suite.browser);
      await other.request.post(url + '/register', {
        data: { email: `paged-${i}@example.com`, password: 'a good long password' },
      });
      await other.close();
    }
    await page.getByRole('searchbox', { name: 'Search users and brands' }).fill('paged-');
    await page.getByRole('button', { name: 'Search' }).click();
    const userRows = page.locator('section[aria-labelledby="admin-users"] .admin-row');
    await expect.poll(() => userRows.count(), { timeout: 15_000 }).toBe(20);
    expect(await page.getByRole('heading', { name: '25 users' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Show more (20 of 25 shown)' }).click();
    await expect.poll(() => userRows.count(), { timeout: 15_000 }).toBe(25);
    await page.getByRole('searchbox', { name: 'Search users and brands' }).fill('customer@');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.admin-row').filter({ hasText: 'customer@example.com' });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'admin-search');
    expect(await seriousViolations(page)).toEqual([]);

    // Acting as the customer asks why first.
    await row.getByRole('button', { name: 'Act as this user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as customer@example.com' });
    await dialog.getByLabel('Why?').fill('Ticket 4711: the logo is missing');
    await screenshot(page, 'admin-act-as');
    await dialog.getByRole('button', { name: 'Act as this user' }).click();
    await at(page, '/');
    const banner = page.getByRole('status').filter({ hasText: 'You are acting as customer@example.com' });
    await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await banner.textContent()).toContain('operator@example.com');

    // Meanwhile the admin changes the customer's brand, as the customer may.
    await page.goto(url + '/harbour-coffee/settings');
    await page.getByLabel('Bio').fill('Roasted by the harbour.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Changes saved.').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await banner.isVisible()).toBe(true);
    await screenshot(page, 'admin-banner');

    // Exit: back to the admin's own session at /admin, where the audit log holds it with both and the change.
    await banner.getByRole('button', { name: 'Exit' }).click();
    await at(page, '/admin');
    const entry = page.locator('.admin-audit-row').first();
    await expect
      .poll(() => entry.textContent(), { timeout: 15_000 })
      .toContain('operator@example.com acted as customer@example.com');
    expect(await entry.textContent()).toContain('“Ticket 4711: the logo is missing”');
    expect(await entry.textContent()).toContain('1 change');
    expect(await page.getByRole('status').filter({ hasText: 'You are acting as' }).count()).toBe(0);
    await screenshot(page, 'admin-audit');

    // The log narrows to a person from an entry, to days, and to a brand from its admin page.
    await entry.getByRole('link', { name: 'Only on customer@example.com' }).click();
    const personChip = page.getByRole('link', { name: 'Remove the filter Person: customer@example.com' });
    await expect.poll(() => personChip.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('.admin-audit-row').count()).toBe(1);
    const csv = page.getByRole('link', { name: 'CSV' });
    expect(await csv.getAttribute('href')).toContain('userId=');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await page.getByLabel('From').fill(day(tomorrow));
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByText('No entry matches this filter.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await personChip.isVisible()).toBe(true);
    await screenshot(page, 'admin-audit-filtered');
    await page.getByRole('link', { name: 'Show all' }).click();
    await expect.poll(() => page.locator('.admin-audit-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await personChip.count()).toBe(0);
    await page.goto(url + '/admin?q=harbour');
    await page.getByRole('link', { name: 'Open the admin page of Harbour Coffee' }).click();
    await page.getByRole('link', { name: 'Admins who changed it while acting as someone' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Remove the filter Brand: Harbour Coffee' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.locator('.admin-audit-row').first().textContent(), { timeout: 15_000 })
      .toContain('operator@example.com acted as customer@example.com');
    expect(await page.locator('.admin-audit-row').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    // The customer's own activity says an admin acted as them, and who.
    const againContext = await newContext(suite.browser);
    const again = await againContext.newPage();
    await again.goto(url + '/login');
    await again.getByLabel('Email address').fill('customer@example.com');
    await again.getByLabel('Password').fill('a good long password');
    await again.getByRole('button', { name: 'Log in' }).click();
    await at(again, '/');
    await again.goto(url + '/harbour-coffee/history');
    await expect
      .poll(() => again.getByText('an admin acting as you: operator@example.com').first().isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The admin opens the customer's page: their brand and role, their browser; then suspends them.
    const adminContext = await newContext(suite.browser);
    const admin = await adminContext.newPage();
    await admin.goto(url + '/login');
    await admin.getByLabel('Email address').fill('operator@example.com');
    await admin.getByLabel('Password').fill('a good long password');
    await admin.getByRole('button', { name: 'Log in' }).click();
    await at(admin, '/');
    await admin.goto(url + '/admin?q=customer%40');
    await admin.getByRole('link', { name: 'Open the page of customer@example.com' }).click();
    await expect
      .poll(() => admin.getByRole('heading', { name: 'customer@example.com' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const brands = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Brands' }) });
    expect(await brands.textContent()).toContain('Harbour Coffee');
    expect(await brands.textContent()).toContain('Owner');
    // The browser the customer registered in, and the one they logged in with just now.
    await expect.poll(() => admin.locator('.sessions-row').count(), { timeout: 15_000 }).toBe(2);
    expect(await admin.locator('.admin-audit-row').first().textContent()).toContain(
      'operator@example.com acted as customer@example.com',
    );
    for (const width of [1280, 768]) {
      await admin.setViewportSize({ width, height: 900 });
      await screenshot(admin, `admin-user-${width}`, { fullPage: true });
    }
    await admin.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: 'Suspend…' }).click();
    const suspend = admin.getByRole('dialog', { name: 'Suspend customer@example.com' });
    await suspend.getByLabel('Why?').fill('Chargeback, ticket 88');
    await suspend.getByRole('button', { name: 'Suspend account' }).click();
    await expect
      .poll(() => admin.getByText('Suspended: this person cannot log in until the account is reinstated.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => admin.locator('.admin-audit-row').first().textContent(), { timeout: 15_000 })
      .toContain('operator@example.com suspended customer@example.com');
    await screenshot(admin, 'admin-user-suspended', { fullPage: true });

    // The customer's open browser is logged out; logging in again says why not.
    await again.goto(url + '/harbour-coffee/settings');
    await at(again, '/login');
    await again.getByLabel('Email address').fill('customer@example.com');
    await again.getByLabel('Password').fill('a good long password');
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => again.getByText('This account is suspended.', { exact: false }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(again, 'admin-suspended-login');

    // Reinstated, the customer logs in again, and lands where they were going.
    await admin.getByRole('button', { name: 'Reinstate' }).click();
    await expect
      .poll(() => admin.getByText('The account is reinstated: the person can log in again.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await again.getByRole('button', { name: 'Log in' }).click();
    await at(again, '/harbour-coffee/settings');
    // The admin's screens in German, at both widths.
    await admin.locator('header').getByRole('button', { name: 'DE' }).click();
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Was Admins getan haben' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await admin.locator('.admin-audit-row').first().textContent()).toContain('entsperrte');
    for (const width of [1280, 768]) {
      await admin.setViewportSize({ width, height: 900 });
      await screenshot(admin, `admin-user-de-${width}`, { fullPage: true });
    }
    await adminContext.close();
    await againContext.close();
  });

  it('restores a deleted brand and hands its ownership to a member, who then holds every right', async () => {
    const url = suite.product.url;
    // A member with a confirmed address, and an owner who deletes the brand (and then leaves the company).
    const keeperContext = await newContext(suite.browser);
    const keeper = await keeperContext.newPage();
    await register(keeper, url, 'keeper@example.com');
    await confirmAddress(keeper, suite.product, 'keeper@example.com');
    const ownerContext = await newContext(suite.browser);
    const owner = await ownerContext.newPage();
    await registerWithBrand(owner, url, 'departed@example.com', 'Lighthouse Tea');
    await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toBe('/lighthouse-tea');
    const { brandBySlug } = await graphqlAs<{ brandBySlug: { id: string } }>(
      owner,
      '{ brandBySlug(slug: "lighthouse-tea") { id } }',
    );
    await graphqlAs(owner, 'mutation($input: AddUserBrandInput!) { addUserBrand(input: $input) { __typename } }', {
      input: { id: brandBySlug.id, email: 'keeper@example.com', role: 'editor' },
    });
    await graphqlAs(owner, 'mutation($input: DeleteBrandInput!) { deleteBrand(input: $input) { __typename } }', {
      input: { id: brandBySlug.id },
    });
    await ownerContext.close();

    const { context, page } = await newAdmin('warden@example.com');
    await page.goto(url + '/admin?q=lighthouse');
    await page.getByRole('link', { name: 'Open the admin page of Lighthouse Tea' }).click();
    const restore = page.getByRole('button', { name: 'Restore brand' });
    await expect.poll(() => restore.isVisible(), { timeout: 15_000 }).toBe(true);
    await restore.click();
    await expect
      .poll(() => page.getByText('“Lighthouse Tea” is back, with every page and file it had.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => restore.count(), { timeout: 15_000 }).toBe(0);

    // Handing over asks first, and says what it gives.
    await page.getByRole('button', { name: 'Make keeper@example.com an owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make keeper@example.com an owner?' });
    expect(await dialog.textContent()).toContain('members, billing and deleting the brand');
    await screenshot(page, 'admin-brand-hand-over');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Make owner' }).click();
    await expect
      .poll(() => page.getByText('keeper@example.com is an owner of “Lighthouse Tea” now.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    const keeperRow = page.locator('.admin-row').filter({ hasText: 'keeper@example.com' });
    await expect.poll(() => keeperRow.textContent(), { timeout: 15_000 }).toContain('Owner');
    expect(await page.getByRole('button', { name: 'Make keeper@example.com an owner' }).count()).toBe(0);
    await screenshot(page, 'admin-brand-handed-over', { fullPage: true });
    await context.close();

    // The member holds the brand now, with the owner's rights.
    await keeper.goto(url + '/lighthouse-tea/settings');
    const held = await graphqlAs<{ brandBySlug: { userRole: string; viewerCan: { deleteBrand: boolean } } }>(
      keeper,
      '{ brandBySlug(slug: "lighthouse-tea") { userRole viewerCan { deleteBrand } } }',
    );
    expect(held.brandBySlug).toEqual({ userRole: 'owner', viewerCan: { deleteBrand: true } });
    await keeperContext.close();
  });
});
