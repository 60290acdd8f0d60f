import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { colorValue, validateDesignTokens } from '@brandtrail/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

const fontFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../workers/src/assets/fixtures/DejaVuSansMono-Oblique.ttf',
);

/** The kit's colours as the brand home shows them: label (or "Unnamed") and HEX, in order. */
const swatches = (page: Page) =>
  page
    .locator('.swatch-grid .color-swatch')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.color-swatch-label')?.textContent ?? ''} ${item.querySelector('dd')?.textContent ?? ''}`,
      ),
    );

/** The values of the label fields of the colour editor, in order. */
const labels = (editor: Locator) =>
  editor.getByLabel('Label (optional)').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));

/** A GraphQL request with the page's session (a change made in another tab, the brand made public). */
async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post(new URL('/graphql', page.url()).href, { data: { query, variables } });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The family a font card's sample is set in, and whether the browser loaded that @font-face. */
const cardFont = (card: Locator) =>
  card.locator('.font-card-sample').evaluate((el) => {
    const doc = el.ownerDocument;
    const family = doc.defaultView!.getComputedStyle(el).fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, '');
    const loaded = [...doc.fonts].some((f) => f.family.replace(/^"|"$/g, '') === family && f.status === 'loaded');
    return { family, loaded, checked: doc.fonts.check(`16px "${family}"`) };
  });

describe('the brand kit in Chromium', () => {
  const suite = useProductAndBrowser();

  it('edits the palette (add, relabel, reorder, remove), copies a value, sets a font in its uploaded file and downloads valid design tokens', async () => {
    const context = await newContext(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await screenshot(page, `kit-${name}-1280`, { fullPage: true });
      await page.setViewportSize({ width: 768, height: 1000 });
      await screenshot(page, `kit-${name}-768`, { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 860 });
    };
    await registerWithBrand(page, suite.product.url, 'kit-owner@example.com', 'Fjord Kit');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/fjord-kit');
    await expect.poll(() => page.getByText('No colours yet.').isVisible(), { timeout: 15_000 }).toBe(true);

    // add three colours, label them (a label longer than the server takes stops at its limit)
    await page.getByRole('button', { name: 'Edit: Colours' }).click();
    const editor = page.locator('.kit-editor').filter({ has: page.getByRole('heading', { name: 'Colours' }) });
    for (let i = 0; i < 3; i++) await editor.getByRole('button', { name: 'Add colour' }).click();
    await editor.getByLabel('Hex').nth(0).fill('0B3954');
    await editor.getByLabel('Label (optional)').nth(0).fill('Deep sea');
    await editor.getByLabel('Hex').nth(1).fill('#bfd7ea');
    await editor.getByLabel('Label (optional)').nth(1).fill('Mist');
    await editor.getByLabel('Hex').nth(2).fill('FF5A5F');
    const long = editor.getByLabel('Label (optional)').nth(2);
    expect(await long.getAttribute('maxlength')).toBe('60');
    await long.pressSequentially('C'.repeat(64));
    expect((await long.inputValue()).length).toBe(60);
    await long.fill('Coral');
    expect(await labels(editor)).toEqual(['Deep sea', 'Mist', 'Coral']);

    // a hex value that is no colour keeps the editor open with what was typed, and says why
    await editor.getByLabel('Hex').nth(1).fill('BFD7E');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editor.getByRole('alert').textContent()).toBe('Please correct the colours marked in red first.');
    expect(await labels(editor)).toEqual(['Deep sea', 'Mist', 'Coral']);
    await editor.getByLabel('Hex').nth(1).fill('BFD7EA');

    // reorder with the buttons and with the keyboard (the focus stays in the moved row)
    await editor.getByRole('button', { name: 'Move colour 3 up' }).click();
    expect(await labels(editor)).toEqual(['Deep sea', 'Coral', 'Mist']);
    await editor.getByLabel('Label (optional)').nth(2).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    expect(await labels(editor)).toEqual(['Mist', 'Deep sea', 'Coral']);
    expect(await page.evaluate<string>('document.activeElement.value')).toBe('Mist');
    await expect.poll(() => editor.getByRole('status').first().textContent()).toBe('Colour moved to place 1');

    // the palette is changed in another tab meanwhile (with the bio, which shows here when the
    // change has arrived): what is typed here stays
    await graphql(page, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: await brandId(page), bio: 'Changed in another tab.', colors: [{ hex: '000000', label: 'Elsewhere' }] },
    });
    await expect.poll(() => page.getByText('Changed in another tab.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await labels(editor)).toEqual(['Mist', 'Deep sea', 'Coral']);
    expect(await seriousViolations(page), 'axe on the colour editor').toEqual([]);
    await shot('colours-editing');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => swatches(page), { timeout: 15_000 }).toEqual(['Mist #BFD7EA', 'Deep sea #0B3954', 'Coral #FF5A5F']);

    // relabel and remove
    await page.getByRole('button', { name: 'Edit: Colours' }).click();
    await editor.getByLabel('Label (optional)').nth(1).fill('Fjord blue');
    await editor.getByRole('button', { name: 'Remove colour 3' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => swatches(page), { timeout: 15_000 }).toEqual(['Mist #BFD7EA', 'Fjord blue #0B3954']);

    // copy a value: it is on the clipboard, and the page says so
    const cmyk = colorValue('0B3954', 'cmyk');
    const blue = page.locator('.swatch-grid .color-swatch').nth(1);
    await blue.getByRole('button', { name: `Copy CMYK ${cmyk}` }).click();
    await expect.poll(() => page.getByText(`${cmyk} copied`).isVisible()).toBe(true);
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(cmyk);

    // a font of the kit, tied to a font file uploaded to the library, is set in that file
    const slug = 'fjord-kit';
    await page.goto(`${suite.product.url}/${slug}/assets`);
    await page.locator('.upload-panel input[type=file]').setInputFiles(fontFile);
    await expect.poll(() => page.locator('.asset-card[data-status="ready"]').count(), { timeout: 30_000 }).toBe(1);
    // The library shows the font as a specimen in its own face, not as a badge.
    const specimen = page.locator('.asset-card .asset-font-specimen');
    await expect.poll(() => specimen.count(), { timeout: 15_000 }).toBe(1);
    expect(await specimen.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).fontFamily)).toMatch(/^"?bt-font-/);
    await screenshot(page, 'kit-library-font-1280');
    await page.goto(`${suite.product.url}/${slug}`);
    await page.getByRole('button', { name: 'Edit: Fonts' }).click();
    const fonts = page.locator('.kit-editor').filter({ has: page.getByRole('heading', { name: 'Fonts' }) });
    await fonts.getByRole('button', { name: 'Add font' }).click();
    await fonts.getByLabel('Font family 1').fill('DejaVu Sans Mono');
    await fonts.getByRole('button', { name: 'Add font' }).click();
    await fonts.getByLabel('Font family 2').fill('Fjord Serif');
    await fonts.getByRole('button', { name: 'Font files' }).first().click();
    await fonts.getByRole('checkbox', { name: /DejaVu Sans Mono/ }).check();
    await expect.poll(() => fonts.getByRole('button', { name: '1 font file' }).isVisible()).toBe(true);
    await shot('fonts-editing');
    await fonts.getByRole('button', { name: 'Save' }).click();
    const card = page.locator('.font-card').filter({ hasText: 'DejaVu Sans Mono' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => cardFont(card), { timeout: 15_000 })
      .toEqual({ family: expect.stringMatching(/^bt-font-/) as unknown as string, loaded: true, checked: true });
    expect(await card.textContent()).toContain('Set in its uploaded files');
    const plain = page.locator('.font-card').filter({ hasText: 'Fjord Serif' });
    expect((await cardFont(plain)).family).toBe('Fjord Serif');
    expect(await plain.textContent()).toContain('Not uploaded');
    await shot('home');

    // the design tokens download, in DTCG 2025.10 and as CSS
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download tokens.json' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`${slug}.tokens.json`);
    const tokens = JSON.parse(readFileSync(await json.path(), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(validateDesignTokens(tokens)).toEqual([]);
    expect(Object.keys(tokens.color!)).toEqual(['$type', 'mist', 'fjord-blue']);
    expect(tokens.color!['fjord-blue']).toEqual({
      $value: { colorSpace: 'srgb', components: [0.0431, 0.2235, 0.3294], alpha: 1, hex: '#0b3954' },
      $description: 'Fjord blue',
    });
    expect(tokens.font).toEqual({
      $type: 'fontFamily',
      'dejavu-sans-mono': { $value: 'DejaVu Sans Mono', $description: 'DejaVu Sans Mono' },
      'fjord-serif': { $value: 'Fjord Serif', $description: 'Fjord Serif' },
    });
    const [css] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download tokens.css' }).click(),
    ]);
    const text = readFileSync(await css.path(), 'utf8');
    expect(text).toContain('  --color-fjord-blue: #0b3954; /* Fjord blue */\n');
    expect(text).toContain('  --font-dejavu-sans-mono: "DejaVu Sans Mono";\n');

    // a page's colour settings offer the kit's colours as swatches: one click sets the HEX value
    await page.goto(`${suite.product.url}/${slug}`);
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Page name').fill('Guide');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/${slug}/guide`);
    await page.goto(`${suite.product.url}/${slug}/guide/settings`);
    const kitSwatches = page.getByRole('group', { name: 'Brand colours' }).first();
    await kitSwatches.getByRole('button', { name: 'Brand colour: Fjord blue' }).click();
    await expect.poll(() => page.getByLabel('HEX', { exact: true }).first().inputValue()).toBe('0B3954');
    expect(await kitSwatches.getByRole('button', { name: 'Brand colour: Fjord blue' }).getAttribute('aria-pressed')).toBe('true');
    await shot('page-settings-kit-colours');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Page settings saved.').first().isVisible(), { timeout: 15_000 }).toBe(true);

    // readers of the public brand see the kit and its fonts, read only, and fetch the tokens at the stable address
    await graphql(page, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }', {
      input: { id: await brandId(page), public: true },
    });
    const readerContext = await newContext(suite.browser, 'de-DE');
    await readerContext.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const reader = await readerContext.newPage();
    await reader.goto(`${suite.product.url}/${slug}`);
    await expect
      .poll(() => reader.getByRole('heading', { name: 'Farben', exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await reader.getByRole('button', { name: /Bearbeiten/ }).count()).toBe(0);
    await expect.poll(() => swatches(reader)).toEqual(['Mist #BFD7EA', 'Fjord blue #0B3954']);
    const readerCard = reader.locator('.font-card').filter({ hasText: 'DejaVu Sans Mono' });
    await expect.poll(() => cardFont(readerCard), { timeout: 15_000 }).toMatchObject({ loaded: true });
    expect(await readerCard.textContent()).toContain('In ihren hochgeladenen Dateien gesetzt');
    // The guide wears the brand: its cover in the kit's first two colours, its initial on the first
    // (in black, which reads on it), its name and page list's title in the kit's font.
    const look = await reader.evaluate<Record<string, string>>(`(() => {
      const style = (selector) => getComputedStyle(document.querySelector(selector));
      return {
        cover: style('.brand-cover').backgroundImage,
        initial: style('.brand-head .brand-monogram').backgroundColor,
        initialText: style('.brand-head .brand-monogram').color,
        heading: style('#brand-title').fontFamily,
        tree: style('.page-tree-brand-name').fontFamily,
      };
    })()`);
    expect(look.cover).toMatch(/rgb\(191, 215, 234\).*rgb\(11, 57, 84\)/);
    expect(look.initial).toBe('rgb(191, 215, 234)');
    expect(look.initialText).toBe('rgb(0, 0, 0)');
    expect(look.heading).toMatch(/^"?bt-font-/);
    expect(look.tree).toBe(look.heading);
    for (const width of [1280, 768]) {
      await reader.setViewportSize({ width, height: 1000 });
      await screenshot(reader, `kit-reader-home-de-${width}`, { fullPage: true });
    }
    const address = await reader.locator('.kit-token-addresses code').first().textContent();
    expect(address).toBe(`${suite.product.url}/api/brands/${slug}/tokens.json`);
    const fetched = await (await fetch(address!)).json();
    expect(validateDesignTokens(fetched)).toEqual([]);
    await readerContext.close();
    await context.close();
  });
});

/** The brand's global id. */
async function brandId(page: Page): Promise<string> {
  return ((await graphql(page, '{ brandBySlug(slug: "fjord-kit") { id } }')) as { brandBySlug: { id: string } }).brandBySlug.id;
}
