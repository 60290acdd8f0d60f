import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { confirmAddress, newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

/** A brand name of the longest allowed length (100 characters), in German. */
const BRAND_NAME = 'Nordlicht Gestaltungsrichtlinien für Unternehmenskommunikation, Produktverpackungen und Messestände.';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
const wait = { timeout: 15_000 };

describe('the brand history in Chromium (German)', () => {
  const suite = useProductAndBrowser();

  it('shows the activity, filters it, restores the brand and undoes it; names a version, opens it and shares it', async () => {
    const url = suite.product.url;
    const contexts: BrowserContext[] = [];
    /** A browser of its own, in German (the language cookie, as the language switch sets it). */
    const german = async () => {
      const context = await newContext(suite.browser, 'de-DE');
      await context.addCookies([{ name: 'i18n_redirected', value: 'de', url }]);
      contexts.push(context);
      return context.newPage();
    };
    const at = (page: Page, pathname: string | RegExp) =>
      expect
        .poll(() => new URL(page.url()).pathname, wait)
        .toSatisfy((p: string) => (typeof pathname === 'string' ? p === pathname : pathname.test(p)));
    /** Screenshots at 1280 and 768 px wide, when taken (`npm run screenshots`). */
    const shots = async (page: Page, name: string) => {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 860 });
        await screenshot(page, `history-${name}-${width}`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 860 });
    };
    /** Registers in German, accepts the terms and creates a brand with the wizard; answers the brand's address. */
    const register = async (page: Page, email: string, brandName: string) => {
      await registerWithBrand(page, url, email, brandName, 'de');
      await expect.poll(() => page.getByRole('heading', { name: brandName, level: 1 }).isVisible(), wait).toBe(true);
      return new URL(page.url()).pathname;
    };
    const newPage = async (page: Page, name: string) => {
      await page.locator('.page-tree-new').click();
      await page.getByLabel('Name der Seite').fill(name);
      await page.getByRole('button', { name: 'Seite anlegen' }).click();
      await expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible(), wait).toBe(true);
    };
    const setBio = async (page: Page, base: string, bio: string) => {
      await page.goto(url + base + '/settings');
      const field = page.getByLabel('Kurzbeschreibung');
      await field.waitFor(wait);
      await field.fill(bio);
      await page.getByRole('button', { name: 'Änderungen speichern' }).click();
      await expect.poll(visible(page, 'Änderungen gespeichert.'), wait).toBe(true);
    };
    const bioIn = async (page: Page, base: string) => {
      await page.goto(url + base + '/settings');
      const field = page.getByLabel('Kurzbeschreibung');
      await field.waitFor(wait);
      return field.inputValue();
    };

    expect(BRAND_NAME.length).toBe(100);
    // An editor-to-be with an account, and the owner with a brand of the longest name.
    const editor = await german();
    await register(editor, 'marke-redaktion@example.com', 'Eigene Marke');
    // Only a confirmed address joins at once (else the invitation goes to the mailbox).
    await confirmAddress(editor, suite.product, 'marke-redaktion@example.com');
    const owner = await german();
    const base = await register(owner, 'marke-inhaberin@example.com', BRAND_NAME);
    await owner.goto(url + base + '/settings/users');
    await owner.getByLabel('E-Mail-Adresse').fill('marke-redaktion@example.com');
    await owner.getByRole('combobox', { name: 'Rolle', exact: true }).selectOption({ label: 'Bearbeiter' });
    await owner.getByRole('button', { name: 'Einladen', exact: true }).click();
    await expect.poll(visible(owner, 'marke-redaktion@example.com ist jetzt Mitglied.'), wait).toBe(true);

    // Changes: a page and two bios by the owner, then a page by the editor.
    await owner.goto(url + base);
    await newPage(owner, 'Logo und Bildmarke');
    // Two edits of it (elements added), which the activity folds into one entry.
    const pageId = await owner.evaluate(async (slug) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `query { brandBySlug(slug: "${slug}") { pages { id name } } }` }),
      });
      const body = (await res.json()) as { data: { brandBySlug: { pages: { id: string; name: string }[] } } };
      return body.data.brandBySlug.pages.find((p) => p.name === 'Logo und Bildmarke')!.id;
    }, base.slice(1));
    for (const type of ['headline', 'text'])
      await owner.evaluate(
        async ([id, t]) => {
          const res = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query: 'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }',
              variables: { input: { pageId: id, type: t } },
            }),
          });
          if (!((await res.json()) as { data?: unknown }).data) throw new Error('createElement failed');
        },
        [pageId, type] as const,
      );
    await setBio(owner, base, 'Ursprüngliche Beschreibung');
    await setBio(owner, base, 'Geänderte Beschreibung');
    await editor.goto(url + base);
    await newPage(editor, 'Neu seit');

    // The activity, from the brand's navigation: newest first, with the people and the pages.
    await owner.goto(url + base);
    await owner.locator('.page-tree').getByRole('link', { name: 'Aktivität' }).click();
    await at(owner, base + '/history');
    const entries = owner.locator('.history-entry');
    await expect.poll(visible(owner, /marke-redaktion@example\.com hat die Seite Neu seit angelegt/), wait).toBe(true);
    await expect.poll(visible(owner, /marke-inhaberin@example\.com hat die Einstellungen der Marke geändert/), wait).toBe(true);
    expect(await entries.first().textContent()).toContain('marke-redaktion@example.com');
    // By day: everything so far happened today.
    expect(await owner.locator('.history-day-title').allTextContents()).toEqual(['Heute']);
    // The two edits of the page by its owner: one entry, the earlier one folded under it.
    const fold = owner.getByRole('button', { name: '1 frühere Änderung dieser Seite von derselben Person' });
    await expect.poll(() => fold.count(), wait).toBe(1);
    const shownEntries = await entries.count();
    await fold.click();
    await expect.poll(() => entries.count(), wait).toBe(shownEntries + 1);
    expect(await owner.getByRole('button', { name: 'Frühere Änderungen ausblenden' }).getAttribute('aria-expanded')).toBe('true');
    expect(await owner.getByRole('link', { name: 'Logo und Bildmarke' }).count()).toBeGreaterThan(0);
    // The owner's first visit: nothing to compare with yet.
    expect(await owner.getByText('Noch kein früherer Besuch von Ihnen.').isVisible()).toBe(true);
    expect(await owner.getByLabel('Seit meinem letzten Besuch').isDisabled()).toBe(true);
    expect(await seriousViolations(owner)).toEqual([]);
    await shots(owner, 'activity');

    // Filtered by person: the editor's entries only; by page: that page's only.
    const people = async () => entries.locator('.history-entry-person').allTextContents();
    await owner.getByLabel('Person').selectOption({ label: 'marke-redaktion@example.com' });
    await expect.poll(() => new URL(owner.url()).searchParams.has('person'), wait).toBe(true);
    await expect.poll(async () => [...new Set(await people())], wait).toEqual(['marke-redaktion@example.com']);
    await owner.getByLabel('Person').selectOption({ label: 'Alle Personen' });
    await owner.getByLabel('Seite', { exact: true }).selectOption({ label: 'Logo und Bildmarke' });
    await expect.poll(() => new URL(owner.url()).searchParams.has('person'), wait).toBe(false);
    await expect
      .poll(
        async () =>
          (await entries.locator('.history-entry-head').allTextContents()).every((t) => t.includes('Logo und Bildmarke')),
        wait,
      )
      .toBe(true);
    expect(await people()).toContain('marke-inhaberin@example.com');
    await owner.getByRole('button', { name: 'Alle Aktivitäten zeigen' }).click();
    await expect.poll(visible(owner, /marke-redaktion@example\.com hat die Seite Neu seit angelegt/), wait).toBe(true);

    // Restore the brand to the moment the first bio was saved: the dialog says what changes.
    const firstBio = entries.filter({ hasText: '→ Ursprüngliche Beschreibung' });
    // (from the entry's menu, with the keyboard: the menu takes the focus, Escape gives it back)
    const more = firstBio.getByRole('button', { name: 'Mehr zu diesem Eintrag' });
    await more.click();
    await expect.poll(() => owner.evaluate('document.activeElement.getAttribute("role")')).toBe('menuitem');
    await owner.keyboard.press('Escape');
    expect(await owner.getByRole('menu').count()).toBe(0);
    expect(await more.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await owner.keyboard.press('Enter');
    await owner.getByRole('menuitem', { name: 'Marke auf diesen Stand zurücksetzen' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Marke auf diesen Stand zurücksetzen?' });
    await expect.poll(visible(owner, 'Eine seither angelegte Seite kommt in „Zuletzt gelöscht“'), wait).toBe(true);
    expect(await dialog.locator('.restore-items').allTextContents()).toEqual(expect.arrayContaining(['Neu seit']));
    expect(await dialog.getByText('Eine Einstellung wird zurückgesetzt').isVisible()).toBe(true);
    expect(await seriousViolations(owner)).toEqual([]);
    await shots(owner, 'restore-dialog');
    await dialog.getByRole('button', { name: 'Marke zurücksetzen' }).click();
    await expect.poll(visible(owner, 'Marke zurückgesetzt'), wait).toBe(true);

    // The page made since went to Recently deleted, and the bio came back (seen by the editor too).
    const deleted = owner.locator('.page-tree-deleted li', { hasText: 'Neu seit' });
    await expect.poll(() => deleted.count(), wait).toBe(1);
    expect(await owner.locator('.page-tree-list').getByRole('link', { name: 'Neu seit' }).count()).toBe(0);
    await expect
      .poll(visible(owner, /marke-inhaberin@example\.com hat die Marke auf den Stand vom .+ zurückgesetzt/), wait)
      .toBe(true);
    expect(await bioIn(editor, base)).toBe('Ursprüngliche Beschreibung');

    // Undo, from the toast: the page is back and so is the later bio.
    await owner.getByRole('button', { name: 'Rückgängig' }).click();
    await expect.poll(visible(owner, 'Das Zurücksetzen wurde rückgängig gemacht.'), wait).toBe(true);
    await expect.poll(() => deleted.count(), wait).toBe(0);
    await expect.poll(() => owner.locator('.page-tree-list').getByRole('link', { name: 'Neu seit' }).count(), wait).toBe(1);
    expect(await bioIn(editor, base)).toBe('Geänderte Beschreibung');

    // Versions: none yet; name this moment.
    await owner.goto(url + base + '/history');
    await owner.locator('.page-tree').getByRole('link', { name: 'Versionen' }).click();
    await at(owner, base + '/versions');
    await expect.poll(visible(owner, 'Noch keine Versionen'), wait).toBe(true);
    await owner.getByRole('button', { name: 'Diesen Stand benennen' }).click();
    const naming = owner.getByRole('dialog', { name: 'Diesen Stand benennen' });
    await naming.getByLabel('Name', { exact: true }).fill('Frühjahr 2026');
    await naming.getByLabel('Notizen (optional)').fill('Die Fassung für die Messe im März, mit dem neuen Logo.');
    expect(await naming.getByText('13 von 100 Zeichen').isVisible()).toBe(true);
    await naming.getByRole('button', { name: 'Version benennen' }).click();
    await expect.poll(visible(owner, 'Version „Frühjahr 2026“ benannt.'), wait).toBe(true);
    const versions = owner.locator('.version-item');
    await expect.poll(() => versions.count(), wait).toBe(1);
    expect(await versions.first().textContent()).toContain('marke-inhaberin@example.com');
    expect(await seriousViolations(owner)).toEqual([]);
    await shots(owner, 'versions');

    // The brand changes after the version; the version shows it as it was.
    await setBio(owner, base, 'Nach der Version');
    await owner.goto(url + base + '/versions');
    await owner.getByRole('link', { name: 'Version „Frühjahr 2026“ öffnen' }).click();
    await at(owner, new RegExp(`^${base}/versions/[A-Za-z0-9_-]+$`));
    await expect
      .poll(visible(owner, /Version „Frühjahr 2026“ · benannt am .+ von marke-inhaberin@example\.com/), wait)
      .toBe(true);
    await expect.poll(visible(owner, 'Geänderte Beschreibung'), wait).toBe(true);
    expect(await owner.getByText('Nach der Version').count()).toBe(0);
    const versionPath = new URL(owner.url()).pathname;
    expect(await owner.locator('.page-tree').getByRole('link', { name: 'Neu seit' }).getAttribute('href')).toBe(
      versionPath + '/neu-seit',
    );
    expect(await seriousViolations(owner)).toEqual([]);
    await shots(owner, 'version-home');
    await owner.getByRole('link', { name: 'Zurück zur aktuellen Marke' }).click();
    await at(owner, base);
    await expect.poll(visible(owner, 'Nach der Version'), wait).toBe(true);

    // A shared link pinned to the version: its visitor sees the brand as it was then.
    await owner.goto(url + base + '/settings/shared-links');
    await owner.getByRole('button', { name: 'Neuer Link' }).click();
    const form = owner.getByRole('dialog');
    await form.getByLabel('Alle Seiten der Marke').check();
    const shows = form.getByLabel('Was der Link zeigt');
    const option = shows.locator('option', { hasText: 'Frühjahr 2026' });
    await shows.selectOption(await option.getAttribute('value'));
    await form.getByRole('button', { name: 'Link erstellen' }).click();
    const link = owner.locator('.shared-link', { hasText: 'Version „Frühjahr 2026“' });
    await expect.poll(() => link.count(), wait).toBe(1);
    const address = new URL(await link.locator('input').inputValue()).pathname;
    const visitor = await german();
    await visitor.goto(url + address);
    await at(visitor, base);
    await expect.poll(visible(visitor, 'Sie sehen die Version „Frühjahr 2026“'), wait).toBe(true);
    await expect.poll(visible(visitor, 'Geänderte Beschreibung'), wait).toBe(true);
    expect(await visitor.getByText('Nach der Version').count()).toBe(0);
    await shots(visitor, 'shared-version');
    // Every page read through the link says so too, under the free preview's header; so does a reload.
    for (const name of ['Logo und Bildmarke', 'Neu seit']) {
      await visitor.locator('.page-tree').getByRole('link', { name }).click();
      await expect.poll(() => visitor.getByRole('heading', { name, level: 1 }).isVisible(), wait).toBe(true);
      expect(await visitor.getByText('Sie sehen die Version „Frühjahr 2026“').isVisible()).toBe(true);
      expect(await visitor.getByText('Kostenlose Vorschau').isVisible()).toBe(true);
    }
    await visitor.reload();
    await expect.poll(() => visitor.getByRole('heading', { name: 'Neu seit', level: 1 }).isVisible(), wait).toBe(true);
    expect(await visitor.getByText('Sie sehen die Version „Frühjahr 2026“').isVisible()).toBe(true);
    expect(await seriousViolations(visitor)).toEqual([]);
    await shots(visitor, 'shared-version-page');

    await Promise.all(contexts.map((context) => context.close()));
  }, 300_000);
});
