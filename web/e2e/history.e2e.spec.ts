import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { confirmAddress, graphqlAs, newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

const saved = (page: Page) =>
  expect.poll(() => page.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
const canvasTypes = (page: Page) =>
  page.locator('.page-canvas .page-element').evaluateAll((els) => els.map((e) => e.getAttribute('data-element-type')).join(' '));

describe('undo, redo and the page history in Chromium (German)', () => {
  const suite = useProductAndBrowser();

  it('undoes a delete with Ctrl+Z, shows, compares and restores an earlier state and undoes that, restores a deleted element, shows a version, pages the history', async () => {
    const context = await newContext(suite.browser, 'de-DE');
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `history-${name}`, { fullPage: true });
    const at768 = async (name: string) => {
      await page.setViewportSize({ width: 768, height: 1000 });
      await shot(`${name}-768`);
      await page.setViewportSize({ width: 1280, height: 860 });
    };
    const pathname = () => new URL(page.url()).pathname;

    await registerWithBrand(page, suite.product.url, 'verlauf@example.com', 'Nordlicht Kommunikation', 'de');
    await expect.poll(pathname, { timeout: 15_000 }).toBe('/nordlicht-kommunikation');
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    await page.getByLabel('Name der Seite').fill('Farbwelt und Gestaltungsgrundsätze');
    await page.getByRole('button', { name: 'Seite anlegen' }).click();
    await expect.poll(pathname, { timeout: 15_000 }).toMatch(/^\/nordlicht-kommunikation\/farbwelt-/);

    // a headline, a colour and a text, each a step of this editor's
    const insertAtEnd = async (type: string) => {
      const count = await page.locator('.page-element').count();
      if (count === 0) await page.getByRole('button', { name: 'Element hinzufügen' }).click();
      else {
        const last = page.locator('.page-element').nth(count - 1);
        await last.hover();
        await last.getByRole('button', { name: 'Hier ein Element einfügen' }).last().click();
      }
      await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
      await expect.poll(() => page.locator('.page-element').count()).toBe(count + 1);
      if (type === 'Überschrift' || type === 'Text') await page.locator('.ProseMirror-focused').waitFor();
    };
    await insertAtEnd('Überschrift');
    await page.keyboard.type('Unsere Unternehmensfarben für sämtliche Kommunikationsmaßnahmen');
    await insertAtEnd('Farbe');
    const inspector = page.getByRole('complementary').filter({ has: page.getByLabel('HEX', { exact: true }) });
    await inspector.getByLabel('Bezeichnung', { exact: true }).fill('Nordlicht-Petrol');
    await inspector.getByLabel('HEX', { exact: true }).fill('1A6B73');
    await insertAtEnd('Text');
    await page.keyboard.type(
      'Verwenden Sie Nordlicht-Petrol ausschließlich für Überschriften, Schaltflächen und Hervorhebungen in Geschäftsberichten.',
    );
    await page.keyboard.press('Escape');
    await saved(page);
    expect(await canvasTypes(page)).toBe('headline color text');

    // delete the text: a toast offers to undo; Ctrl+Z (focus on no text field) brings it back with its id
    const text = page.locator('.page-canvas .page-element[data-element-type="text"]');
    const textId = await text.getAttribute('data-element-id');
    await text.hover();
    await text.getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => canvasTypes(page)).toBe('headline color');
    const toast = page.locator('.toast').filter({ hasText: 'Gelöscht' });
    await expect.poll(() => toast.getByRole('button', { name: 'Rückgängig' }).isVisible(), { timeout: 15_000 }).toBe(true);
    // a dialog opened meanwhile leaves the toast above it, and its button within reach
    await page.getByRole('button', { name: 'Neue Seite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Seite' });
    await expect.poll(() => dialog.locator('.toast').filter({ hasText: 'Gelöscht' }).count()).toBe(1);
    await toast.getByRole('button', { name: 'Rückgängig' }).click({ trial: true, timeout: 5_000 });
    await shot('toast-over-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.locator('body').press('Control+z');
    await expect.poll(() => canvasTypes(page), { timeout: 15_000 }).toBe('headline color text');
    expect(await text.getAttribute('data-element-id')).toBe(textId);
    // the offer to undo is gone with the undo
    await expect.poll(() => toast.count()).toBe(0);
    await saved(page);

    // a named version of the brand as it is now (its screen is another feature's)
    const { brand } = await graphqlAs<{ brand: { id: string } }>(
      page,
      'query($s: String!) { brand: brandBySlug(slug: $s) { id } }',
      {
        s: 'nordlicht-kommunikation',
      },
    );
    const created = await graphqlAs<{ createVersionBrand: { version: { id: string } } }>(
      page,
      'mutation($input: CreateVersionBrandInput!) { createVersionBrand(input: $input) { version { id } } }',
      { input: { id: brand.id, name: 'Freigabe Geschäftsbericht 2026' } },
    );
    const versionId = created.createVersionBrand.version.id;

    // a later state: the colour changes; the redo button has nothing to redo then
    const colour = page.locator('.page-canvas .page-element[data-element-type="color"]');
    await colour.hover();
    await colour.getByRole('button', { name: 'Einstellungen' }).click();
    await inspector.getByLabel('HEX', { exact: true }).fill('FF8000');
    await expect.poll(() => colour.getByText('#FF8000').first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await saved(page);

    // the history: newest first, the colour change on top
    await page.getByRole('button', { name: 'Verlauf' }).click();
    const panel = page.getByRole('complementary', { name: 'Verlauf' });
    const entries = panel.locator('.history-entry');
    await expect.poll(async () => (await entries.first().textContent()) ?? '', { timeout: 15_000 }).toMatch(/#1A6B73 → #FF8000/);
    expect(await entries.nth(1).textContent()).toContain('Rückgängig gemacht');
    // the deleted elements: none yet (the text is back)
    await panel.getByRole('tab', { name: 'Gelöschte Elemente' }).click();
    await expect
      .poll(() => panel.getByText('Von dieser Seite wurden keine Elemente gelöscht.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await shot('deleted-empty');
    await panel.getByRole('tab', { name: 'Änderungen' }).click();
    await shot('panel');
    expect(await seriousViolations(page)).toEqual([]);
    await at768('panel');

    // the page as it was before the colour change: read only, the old colour, the moment in the address
    await entries.nth(1).getByRole('button').first().click();
    const banner = page.locator('.moment-banner');
    await expect.poll(() => banner.textContent(), { timeout: 15_000 }).toMatch(/Stand vom \d/);
    expect(new URL(page.url()).searchParams.get('at')).toBeTruthy();
    const moment = page.locator('.moment-view .page-canvas');
    await expect.poll(() => moment.getByText('#1A6B73').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await moment.locator('.element-toolbar, .insert-button').count()).toBe(0);
    // a reload shows the same moment
    await page.reload();
    await expect.poll(() => moment.getByText('#1A6B73').first().isVisible(), { timeout: 15_000 }).toBe(true);

    await shot('moment');

    // compared with now: the colour is marked as changed since
    await page.getByRole('button', { name: 'Mit jetzt vergleichen' }).click();
    await expect
      .poll(() => moment.locator('.page-element[data-element-type="color"]').getAttribute('data-change'))
      .toBe('changed');
    expect(await banner.textContent()).toContain('Seitdem: 0 hinzugefügt, 1 geändert, 0 entfernt.');
    await shot('compare');
    await at768('compare');
    await page.getByRole('button', { name: 'Mit jetzt vergleichen' }).click();

    // restore it (after confirming); the toast's Undo takes the restore back
    await page.getByRole('button', { name: 'Diesen Stand wiederherstellen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Diesen Stand der Seite wiederherstellen?' });
    await confirm.getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('at'), { timeout: 15_000 }).toBeNull();
    const live = page.locator('.page-canvas.is-editing');
    await expect.poll(() => live.getByText('#1A6B73').first().isVisible(), { timeout: 15_000 }).toBe(true);
    const restoredToast = page.locator('.toast').filter({ hasText: 'Seite wiederhergestellt' });
    await restoredToast.getByRole('button', { name: 'Rückgängig' }).click();
    await expect.poll(() => live.getByText('#FF8000').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => entries.first().textContent(), { timeout: 15_000 }).toContain('Rückgängig gemacht');

    // delete the headline; the deleted elements list brings it back where it was
    const headline = page.locator('.page-canvas .page-element[data-element-type="headline"]');
    await headline.hover();
    await headline.getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => canvasTypes(page)).toBe('color text');
    await panel.getByRole('tab', { name: /^Gelöschte Elemente/ }).click();
    const restore = panel.getByRole('button', {
      name: 'Überschrift „Unsere Unternehmensfarben für sämtliche Kommunikationsmaßnahmen“ wiederherstellen',
    });
    await expect.poll(() => restore.isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('deleted');
    await at768('deleted');
    await restore.click();
    await expect.poll(() => canvasTypes(page), { timeout: 15_000 }).toBe('headline color text');
    await expect.poll(() => restore.count(), { timeout: 15_000 }).toBe(0);

    // the page in the version: read only, the colour then, a way to the page as it is now
    const pagePath = pathname();
    await page.goto(
      `${suite.product.url}/nordlicht-kommunikation/versions/${encodeURIComponent(versionId)}${pagePath.slice(pagePath.lastIndexOf('/'))}`,
    );
    const versionBanner = page.locator('.moment-banner');
    await expect
      .poll(() => versionBanner.textContent(), { timeout: 15_000 })
      .toMatch(/Version „Freigabe Geschäftsbericht 2026“ vom \d/);
    const versionCanvas = page.locator('.page-canvas');
    expect(await versionCanvas.getByText('#1A6B73').first().isVisible()).toBe(true);
    expect(await versionCanvas.locator('.element-toolbar, .insert-button').count()).toBe(0);
    await shot('version');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Zur aktuellen Seite' }).click();
    await expect.poll(pathname, { timeout: 15_000 }).toBe(pagePath);
    await expect.poll(() => live.getByText('#FF8000').first().isVisible(), { timeout: 15_000 }).toBe(true);

    // 30 more steps (spacers added through the API): the history shows 30 entries, then the rest
    const { page: shown } = await graphqlAs<{ page: { id: string } }>(
      page,
      'query($s: String!) { page(brandSlug: "nordlicht-kommunikation", pageSlug: $s) { id } }',
      { s: pagePath.slice(pagePath.lastIndexOf('/') + 1) },
    );
    for (let i = 0; i < 30; i++)
      await graphqlAs(page, 'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }', {
        input: { pageId: shown.id, type: 'spacer', index: 0 },
      });
    await expect.poll(() => page.locator('.page-canvas .page-element').count(), { timeout: 15_000 }).toBe(33);
    await page.getByRole('button', { name: 'Verlauf' }).click();
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(30);
    await panel.getByRole('button', { name: 'Mehr anzeigen' }).click();
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBeGreaterThan(30);
    expect(await entries.last().textContent()).toContain('Seite angelegt');
    expect(await panel.getByRole('button', { name: 'Mehr anzeigen' }).count()).toBe(0);
    await context.close();
  }, 180_000);

  it('follows another editor live, and says what an undo left alone and when there is nothing to undo', async () => {
    const open = async () => {
      const context = await newContext(suite.browser, 'de-DE');
      await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
      return context.newPage();
    };
    const owner = await open();
    const editor = await open();
    await registerWithBrand(owner, suite.product.url, 'inhaberin@example.com', 'Atelier Süd', 'de');
    await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toMatch(/^\/atelier-/);
    const brandPath = new URL(owner.url()).pathname;
    await registerWithBrand(editor, suite.product.url, 'redaktion@example.com', 'Redaktion', 'de');
    await expect.poll(() => new URL(editor.url()).pathname, { timeout: 15_000 }).toBe('/redaktion');
    await confirmAddress(editor, suite.product, 'redaktion@example.com');
    const { brand } = await graphqlAs<{ brand: { id: string } }>(
      owner,
      'query($s: String!) { brand: brandBySlug(slug: $s) { id } }',
      {
        s: brandPath.slice(1),
      },
    );
    await graphqlAs(owner, 'mutation($input: AddUserBrandInput!) { addUserBrand(input: $input) { brand { id } } }', {
      input: { id: brand.id, email: 'redaktion@example.com', role: 'editor' },
    });

    // the owner's page with a colour
    await owner.getByRole('button', { name: 'Neue Seite' }).click();
    await owner.getByLabel('Name der Seite').fill('Typografie');
    await owner.getByRole('button', { name: 'Seite anlegen' }).click();
    await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toBe(`${brandPath}/typografie`);
    await owner.getByRole('button', { name: 'Element hinzufügen' }).click();
    await owner.getByRole('menuitem', { name: /^Farbe/ }).click();
    const label = (p: Page) => p.getByRole('complementary').getByLabel('Bezeichnung', { exact: true });
    await label(owner).fill('Sandstein');
    await owner.getByRole('complementary').getByLabel('HEX', { exact: true }).fill('C2B280');
    await saved(owner);

    // the editor has done nothing here yet: Ctrl+Z says so
    await editor.goto(`${suite.product.url}${brandPath}/typografie`);
    const colourOf = (p: Page) => p.locator('.page-canvas .page-element[data-element-type="color"]');
    await expect.poll(() => colourOf(editor).getByText('Sandstein').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await editor.locator('body').press('Control+z');
    const nothing = editor.locator('.toast').filter({ hasText: 'Es gibt nichts rückgängig zu machen.' });
    await expect.poll(() => nothing.count(), { timeout: 15_000 }).toBe(1);

    // the editor's history follows the owner's change live
    await editor.getByRole('button', { name: 'Verlauf' }).click();
    const editorEntries = editor.getByRole('complementary', { name: 'Verlauf' }).locator('.history-entry');
    await expect.poll(() => editorEntries.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await label(owner).fill('Sandstein hell');
    await saved(owner);
    await expect
      .poll(async () => (await editorEntries.first().textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/inhaberin@example\.com.*→ Sandstein hell/);

    // the editor changes the same label after; the owner's undo leaves it alone and says so
    await colourOf(editor).hover();
    await colourOf(editor).getByRole('button', { name: 'Einstellungen' }).click();
    await label(editor).fill('Sandstein dunkel');
    await saved(editor);
    await expect.poll(() => colourOf(owner).getByText('Sandstein dunkel').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await owner.getByRole('heading', { name: 'Typografie', level: 1 }).click();
    await owner.locator('body').press('Control+z');
    const skipped = owner
      .locator('.toast')
      .filter({ hasText: 'Einige Änderungen wurden nicht rückgängig gemacht, weil jemand anderes sie inzwischen geändert hat.' });
    await expect.poll(() => skipped.count(), { timeout: 15_000 }).toBe(1);
    expect(await colourOf(owner).getByText('Sandstein dunkel').first().isVisible()).toBe(true);
    await owner.context().close();
    await editor.context().close();
  }, 180_000);
});
