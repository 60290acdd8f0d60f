import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textAnswer } from '@brandtrail/infra';
import { seriousViolations } from './axe';
import { newContext, registerWithBrand, screenshot, useAiProductAndBrowser, useProductAndBrowser } from './product';

/*
 * Rewrite in the editor (issue 17), in Chromium against the product started with AI_BASE_URL
 * pointing at the OpenAI-compatible stand-in: select text, rewrite it, see the preview stream in,
 * accept, undo; cancel; German; and a product without AI, whose menu says how to set it up.
 */

const saved = (page: Page) =>
  expect.poll(() => page.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
const textOf = (page: Page) =>
  page.locator('.page-canvas .page-element[data-element-type="text"] .rich-text').first().innerText();
const pathname = (page: Page) => () => new URL(page.url()).pathname;

/** A page named `name` with one text element holding `text`, the cursor at its end. */
async function pageWithText(
  page: Page,
  labels: { newPage: string; pageName: string; create: string; add: string; text: string },
  name: string,
  text: string,
) {
  await page.getByRole('button', { name: labels.newPage }).click();
  await page.getByLabel(labels.pageName).fill(name);
  await page.getByRole('button', { name: labels.create }).click();
  await page.getByRole('button', { name: labels.add }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${labels.text}`) }).click();
  await page.locator('.ProseMirror-focused').waitFor();
  await page.keyboard.type(text);
}

/** Selects the `count` characters before the last `skip` ones of the text being edited. */
async function selectBeforeEnd(page: Page, count: number, skip = 0) {
  await page.keyboard.press('End');
  for (let i = 0; i < skip; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < count; i++) await page.keyboard.press('Shift+ArrowLeft');
}

describe('rewriting text with AI in the editor (Chromium, against the stand-in)', () => {
  const suite = useAiProductAndBrowser();

  it('streams a preview of the rewrite, accepts it as one step that Ctrl+Z undoes, marks it in the history, and cancels', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `rewrite-${name}`);
    await registerWithBrand(page, suite.product.url, 'rewrite@example.com', 'Acme Paints');
    await expect.poll(pathname(page), { timeout: 15_000 }).toBe('/acme-paints');
    const labels = { newPage: 'New page', pageName: 'Page name', create: 'Create page', add: 'Add element', text: 'Text' };
    await pageWithText(page, labels, 'Voice', 'Our colours are fixed and final.');
    await saved(page);

    // "fixed and final" selected, the Rewrite menu open
    await selectBeforeEnd(page, 'fixed and final'.length, 1);
    await page.locator('.toolbar-rewrite').click();
    const menu = page.getByRole('group', { name: 'Rewrite the selected text with AI' });
    await menu.waitFor();
    for (const choice of [
      'Shorter',
      'Longer',
      'More formal',
      'Friendlier',
      'Fix spelling',
      'Translate to German',
      'Translate to English',
    ])
      expect(await menu.getByRole('button', { name: choice, exact: true }).isEnabled()).toBe(true);
    await shot('menu-1280');
    expect(await seriousViolations(page, '.rewrite-menu')).toEqual([]);

    // the answer streams in slowly: the preview grows while the selection stays highlighted and frozen
    suite.standIn.answer(textAnswer(['set ', 'in ', 'stone'], { firstWaitMs: 100, waitMs: 900 }));
    const arrived = suite.standIn.requestAt(suite.standIn.requests.length);
    await menu.getByRole('button', { name: 'Friendlier', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Suggested text' });
    await expect.poll(() => panel.locator('.rewrite-preview').innerText(), { timeout: 10_000 }).toMatch(/^set( in)?$/);
    expect(await panel.getByRole('status').innerText()).toBe('Rewriting…');
    expect(await page.locator('.tracked-selection').innerText()).toBe('fixed and final');
    await shot('streaming-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    await shot('streaming-768');
    await page.setViewportSize({ width: 1280, height: 860 });
    const request = await arrived;
    const [system, user] = request.body!.messages!;
    expect(system!.content).toContain('"Acme Paints"');
    expect(user!.content).toContain('Passage to rewrite: """fixed and final"""');
    expect(user!.content).toContain('Text before the passage: """Our colours are """');
    expect(user!.content).toContain('Text after the passage: """."""');
    expect(user!.content).toContain('Instruction: Make the text friendlier and warmer.');
    // typing while it streams changes nothing: the text is frozen
    await page.keyboard.type('zzz');
    await expect.poll(() => panel.getByRole('status').innerText(), { timeout: 10_000 }).toBe('Rewritten. Use it?');
    expect(await panel.locator('.rewrite-preview').innerText()).toBe('set in stone');
    expect(await textOf(page)).toBe('Our colours are fixed and final.');
    await shot('ready-1280');
    expect(await seriousViolations(page, '.rewrite-panel')).toEqual([]);

    // accept: the text changes and is saved as one step; Ctrl+Z on the page brings the old text back
    await panel.getByRole('button', { name: 'Accept' }).click();
    expect(await panel.count()).toBe(0);
    expect(await textOf(page)).toBe('Our colours are set in stone.');
    await saved(page);
    await page.keyboard.press('Escape');
    await page.locator('body').press('Control+z');
    await expect.poll(() => textOf(page), { timeout: 15_000 }).toBe('Our colours are fixed and final.');
    await page.locator('body').press('Control+Shift+z');
    await expect.poll(() => textOf(page), { timeout: 15_000 }).toBe('Our colours are set in stone.');

    // the page's history marks the rewrite as AI-assisted
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const aiEntry = page.locator('.history-entry').filter({ has: page.locator('.history-ai') });
    await expect.poll(() => aiEntry.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await aiEntry.first().locator('.history-ai').innerText()).toBe('AI-assisted');
    await shot('history-1280');
    await page.getByRole('button', { name: 'History', exact: true }).click();

    // cancel: the request is closed, the text stays as it was
    await page.locator('.page-canvas .page-element[data-element-type="text"] .rich-text-view').click();
    await page.locator('.ProseMirror-focused').waitFor();
    await selectBeforeEnd(page, 'stone'.length, 1);
    suite.standIn.answer({ steps: [{ chunk: { choices: [{ index: 0, delta: { content: 'granite' } }] } }, { stall: true }] });
    const stalled = suite.standIn.requestAt(suite.standIn.requests.length);
    await page.locator('.toolbar-rewrite').click();
    await page.getByRole('textbox', { name: 'Your instruction' }).fill('Use a harder rock');
    await page.getByRole('group', { name: 'Rewrite the selected text with AI' }).getByRole('button', { name: 'Rewrite' }).click();
    await expect.poll(() => panel.locator('.rewrite-preview').innerText(), { timeout: 10_000 }).toBe('granite');
    expect((await stalled).body!.messages![1]!.content).toContain('Instruction: Use a harder rock');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    const cancelled = await stalled;
    await cancelled.closed;
    expect(cancelled.closedEarly).toBe(true);
    expect(await panel.count()).toBe(0);
    expect(await textOf(page)).toBe('Our colours are set in stone.');
    // the selection is back as it was (spec 4: restored when still valid)
    expect(await page.evaluate<string>('String(window.getSelection())')).toBe('stone');

    // a failing model server: "Unable to generate text", and the text stays
    await selectBeforeEnd(page, 'stone'.length, 1);
    suite.standIn.answer({ status: 500, headers: { 'content-type': 'application/json' }, body: '{"error":{"message":"down"}}' });
    await page.locator('.toolbar-rewrite').click();
    await page.getByRole('button', { name: 'Shorter', exact: true }).click();
    await expect.poll(() => panel.getByRole('status').innerText(), { timeout: 10_000 }).toBe('Unable to generate text');
    expect(await panel.locator('.rewrite-detail').innerText()).toBe(
      'The AI service did not answer properly. Please try again later.',
    );
    await shot('failed-1280');
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(await textOf(page)).toBe('Our colours are set in stone.');
    await context.close();
  });

  it('rewrites in German: the menu, the preview and the history speak German', async () => {
    const context = await newContext(suite.browser, 'de-DE');
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `rewrite-de-${name}`);
    await registerWithBrand(page, suite.product.url, 'umschreiben@example.com', 'Nordlicht', 'de');
    await expect.poll(pathname(page), { timeout: 15_000 }).toBe('/nordlicht');
    const labels = {
      newPage: 'Neue Seite',
      pageName: 'Name der Seite',
      create: 'Seite anlegen',
      add: 'Element hinzufügen',
      text: 'Text',
    };
    await pageWithText(page, labels, 'Stimme', 'Unsere Farben sind fest.');
    await saved(page);
    await selectBeforeEnd(page, 'Unsere Farben sind fest.'.length);
    await page.locator('.toolbar-rewrite').click();
    const menu = page.getByRole('group', { name: 'Den markierten Text mit KI umschreiben' });
    suite.standIn.answer(textAnswer(['Our colours ', 'are fixed.'], { waitMs: 300 }));
    const arrived = suite.standIn.requestAt(suite.standIn.requests.length);
    await shot('menu-1280');
    await menu.getByRole('button', { name: 'Ins Englische übersetzen' }).click();
    const panel = page.getByRole('region', { name: 'Vorgeschlagener Text' });
    await expect.poll(() => panel.getByRole('status').innerText(), { timeout: 10_000 }).toBe('Umgeschrieben. Übernehmen?');
    expect((await arrived).body!.messages![1]!.content).toContain('Instruction: Translate the text into English.');
    await shot('ready-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    await shot('ready-768');
    await page.setViewportSize({ width: 1280, height: 860 });
    await panel.getByRole('button', { name: 'Übernehmen' }).click();
    expect(await textOf(page)).toBe('Our colours are fixed.');
    await saved(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Verlauf', exact: true }).click();
    const badge = page.locator('.history-ai').first();
    await expect.poll(() => badge.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await badge.innerText()).toBe('KI-unterstützt');
    await shot('history-1280');
    // the brand's activity marks it too
    await page.goto(suite.product.url + '/nordlicht/history');
    const activityBadge = page.locator('.history-entry .history-ai').first();
    await expect.poll(() => activityBadge.isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('activity-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    await shot('activity-768');
    await context.close();
  });
});

describe('the Rewrite menu without AI set up (Chromium)', () => {
  // Whatever the developer's environment says: this product has no model server.
  const suite = useProductAndBrowser({ env: () => ({ AI_BASE_URL: '', AI_MODEL: '', AI_API_KEY: '' }) });

  it('says that AI help is not switched on and who can switch it on, and offers no choice', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await registerWithBrand(page, suite.product.url, 'noai@example.com', 'Plain');
    await expect.poll(pathname(page), { timeout: 15_000 }).toBe('/plain');
    const labels = { newPage: 'New page', pageName: 'Page name', create: 'Create page', add: 'Add element', text: 'Text' };
    await pageWithText(page, labels, 'Words', 'Nothing invents an answer here.');
    await selectBeforeEnd(page, 'an answer'.length, 'here.'.length + 1);
    await page.locator('.toolbar-rewrite').click();
    const menu = page.getByRole('group', { name: 'Rewrite the selected text with AI' });
    await menu.waitFor();
    const note = await menu.getByRole('note').innerText();
    expect(note).toContain('AI help is not switched on for this Brandtrail.');
    expect(note).toContain('Whoever runs Brandtrail for your team can switch it on');
    // The settings' names are for whoever runs it (the README), not for the person writing.
    expect(note).not.toContain('AI_BASE_URL');
    expect(await menu.getByRole('button').count()).toBe(0);
    await screenshot(page, 'rewrite-unavailable-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'rewrite-unavailable-768');
    await context.close();
  });
});
