import { contrastRatio } from '@brandtrail/domain/contrast';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
const types = (page: Page) =>
  page.locator('.page-element').evaluateAll((els) => els.map((e) => e.getAttribute('data-element-type')).join(' '));
/** A computed CSS colour ("rgb(28, 35, 48)") as hex ("1C2330"). */
const hexOf = (css: string) =>
  (/\d+, \d+, \d+/.exec(css)?.[0] ?? '')
    .split(', ')
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
/** The contrast of a piece of text with its row's background, as the browser shows them. */
const shownContrast = async (text: Locator) => {
  const { color, background } = await text.evaluate((el) => {
    const style = el.ownerDocument.defaultView!.getComputedStyle.bind(el.ownerDocument.defaultView);
    return { color: style(el).color, background: style(el.closest('.page-row-band')).backgroundColor };
  });
  return contrastRatio(hexOf(color), hexOf(background)) ?? 0;
};
const saved = (page: Page) =>
  expect.poll(() => page.locator('.save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');

describe('brand pages and the element editor in Chromium', () => {
  const suite = useProductAndBrowser();

  it('builds a page of every element type with layout, reorders, reloads, follows live and reads logged out', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = (name: string, p: Page = page) => screenshot(p, `pages-${name}`, { fullPage: true });
    const at = (pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);

    // an owner with a brand
    await registerWithBrand(page, suite.product.url, 'pages@example.com', 'Fjord');
    await at('/fjord');

    // a first page, from the page tree
    await expect.poll(visible(page, 'Start your guidelines with a first page.'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Page name').fill('Colour & type');
    await page.getByRole('button', { name: 'Create page' }).click();
    await at('/fjord/colour-type');
    await expect.poll(visible(page, 'This page is empty'), { timeout: 15_000 }).toBe(true);
    await shot('empty');

    // one element of each type, each inserted from the menu after the last
    const insertAtEnd = async (type: string) => {
      const count = await page.locator('.page-element').count();
      if (count === 0) await page.getByRole('button', { name: 'Add element' }).click();
      else {
        const last = page.locator('.page-element').nth(count - 1);
        await last.hover();
        await last.getByRole('button', { name: 'Insert an element here' }).last().click();
      }
      await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
      await expect.poll(() => page.locator('.page-element').count()).toBe(count + 1);
      // a headline or text opens for typing at once
      if (type === 'Headline' || type === 'Text') await page.locator('.ProseMirror-focused').waitFor();
    };
    await insertAtEnd('Headline');
    await page.keyboard.type('Our colours');
    await insertAtEnd('Text');
    await page.keyboard.type('Blue leads, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('always');
    await insertAtEnd('Colour');
    const inspector = page.getByRole('complementary');
    await inspector.getByLabel('Label', { exact: true }).fill('Fjord Blue');
    await inspector.getByLabel('HEX', { exact: true }).fill('2F4BD8');
    await inspector.getByRole('group', { name: 'Width', exact: true }).getByRole('radio', { name: '1/2' }).check();
    await insertAtEnd('Navigation');
    await insertAtEnd('Button link');
    await inspector.getByLabel('Label', { exact: true }).fill('Brand portal');
    await inspector.getByLabel('Address (https://…)').fill('https://example.com/portal');
    await inspector.getByLabel('Caption').fill('Logos and templates');
    await insertAtEnd('Spacer');
    await inspector.getByLabel('Show a line').check();
    await inspector.getByLabel('Line thickness (px)').fill('3');
    await insertAtEnd('Linked element');
    await inspector.getByLabel('Element to show').selectOption({ label: 'Colour: Fjord Blue' });
    await saved(page);

    // layout: the headline's row gets a background, the text sits beside the colour
    await page.locator('.page-element').nth(0).hover();
    await page.locator('.page-element').nth(0).getByRole('button', { name: 'Settings' }).click();
    await inspector.getByLabel('Row background').selectOption({ label: 'Custom HEX' });
    await inspector.getByLabel('HEX', { exact: true }).fill('EEF2FF');
    await inspector.getByLabel('Space above (%)').fill('4');
    // the layout settings under designers' headings
    for (const heading of ['Placement', 'Spacing', 'Text', 'Corners'])
      expect(await inspector.getByRole('group', { name: heading, exact: true }).count(), heading).toBe(1);
    expect(await inspector.getByRole('group', { name: 'Spacing', exact: true }).getByLabel('Space above (%)').count()).toBe(1);
    // the stepper: one step (half a percent) up and down, twice up
    const spaceAbove = inspector.getByLabel('Space above (%)');
    await inspector.getByRole('button', { name: 'More: Space above' }).click();
    await expect.poll(() => spaceAbove.inputValue()).toBe('4.5');
    await inspector.getByRole('button', { name: 'Less: Space above' }).click();
    await expect.poll(() => spaceAbove.inputValue()).toBe('4');
    for (let i = 0; i < 2; i++) await inspector.getByRole('button', { name: 'More: Space above' }).click();
    await expect.poll(() => spaceAbove.inputValue()).toBe('5');
    await page.locator('.page-element').nth(1).hover();
    await page.locator('.page-element').nth(1).getByRole('button', { name: 'Settings' }).click();
    await inspector.getByRole('group', { name: 'Width', exact: true }).getByRole('radio', { name: '1/2' }).check();
    await inspector.getByLabel('Vertical alignment').selectOption({ label: 'Centre' });
    await inspector.getByLabel('Font size (px)').fill('20');
    await inspector.getByLabel('Text colour').selectOption({ label: 'Colour element: Fjord Blue' });
    // the colour settings offer the page's colours as swatches too: the chosen one is pressed
    await expect
      .poll(() => inspector.locator('.color-swatch-choice[aria-pressed="true"]').getAttribute('aria-label'))
      .toBe('Colour element: Fjord Blue');
    await saved(page);
    await shot('built');
    expect(await seriousViolations(page)).toEqual([]);

    // a link from the toolbar: a javascript: address is refused in the form, a bare domain gets https://
    // (after the axe check: an editable text holding a link nests it in the view's button)
    await page.locator('.page-element[data-element-type="text"] .rich-text-view').click();
    await page.locator('.ProseMirror-focused').waitFor();
    await page.keyboard.press('Control+a');
    const formatting = page.getByRole('toolbar', { name: 'Text formatting' });
    await formatting.getByRole('button', { name: 'Link', exact: true }).click();
    await formatting.getByLabel('Link address').fill('javascript:alert(document.cookie)');
    await formatting.getByLabel('Link address').press('Enter');
    await expect
      .poll(() => formatting.getByRole('alert').textContent())
      .toBe('Please enter a web address (https://…), an email address or a phone number (tel:…).');
    await screenshot(page, 'pages-link-refused');
    await page.setViewportSize({ width: 768, height: 860 });
    await screenshot(page, 'pages-link-refused-768');
    await page.setViewportSize({ width: 1280, height: 860 });
    await formatting.getByLabel('Link address').fill('example.com');
    await formatting.getByLabel('Link address').press('Enter');
    await expect.poll(() => formatting.getByLabel('Link address').count()).toBe(0);
    await page.keyboard.press('Escape');
    await saved(page);

    // the colour helper's values (spec section 5), in the colour and in the link showing it
    for (const text of ['#2F4BD8', '47/75/216', '78/65/0/15']) expect(await page.getByText(text).count()).toBe(2);
    // navigation lists the headline
    expect(
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Our colours' }).isVisible(),
    ).toBe(true);

    // reorder: the spacer moves to the top with its buttons, the navigation goes first by dragging
    const order = ['headline', 'text', 'color', 'navigation', 'hyperlink', 'spacer', 'link'];
    expect(await types(page)).toBe(order.join(' '));
    const spacer = page.locator('.page-element[data-element-type="spacer"]');
    await spacer.hover();
    await spacer.getByRole('button', { name: 'Move up' }).click();
    await saved(page);
    // (source and target both in view: scrolling in the middle of a drag would end it)
    await page.setViewportSize({ width: 1280, height: 1400 });
    const navigation = page.locator('.page-element[data-element-type="navigation"]');
    await navigation.hover();
    const headline = page.locator('.page-element[data-element-type="headline"]');
    // a drag as a hand makes it: press on the handle, move in steps, drop on the headline's top half
    const handle = (await navigation.locator('.element-drag-handle').boundingBox())!;
    const target = (await headline.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x, handle.y - 10, { steps: 3 });
    await page.mouse.move(target.x + 20, target.y + 4, { steps: 10 });
    await page.mouse.up();
    const expected = ['navigation', 'headline', 'text', 'color', 'spacer', 'hyperlink', 'link'];
    await expect.poll(() => types(page), { timeout: 5_000 }).toBe(expected.join(' '));
    await saved(page);

    // reload: everything as left
    await page.reload();
    await expect.poll(() => types(page), { timeout: 15_000 }).toBe(expected.join(' '));
    const text = page.locator('.page-element[data-element-type="text"]');
    expect(await text.locator('strong').textContent()).toBe('always');
    expect(await text.locator('a').getAttribute('href')).toBe('https://example.com');
    const textStyle = await text.evaluate((el) => ({
      flex: el.style.flex,
      align: el.style.alignSelf,
      size: el.style.fontSize,
      color: el.ownerDocument.defaultView!.getComputedStyle(el).color,
    }));
    expect(textStyle).toEqual({ flex: '0 0 50%', align: 'center', size: '20px', color: 'rgb(47, 75, 216)' });
    const band = await page
      .locator('.page-element[data-element-type="headline"]')
      .evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el.closest('.page-row-band')).backgroundColor);
    expect(band).toBe('rgb(238, 242, 255)');
    expect(
      await page
        .locator('.page-element[data-element-type="spacer"] hr')
        .evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).borderTopWidth),
    ).toBe('3px');
    expect(await page.getByRole('link', { name: /Brand portal/ }).getAttribute('href')).toBe('https://example.com/portal');
    await shot('reloaded');

    // duplicate and delete
    const colour = page.locator('.page-element[data-element-type="color"]');
    await colour.hover();
    await colour.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => page.locator('.page-element[data-element-type="color"]').count()).toBe(2);
    await saved(page);
    const copy = page.locator('.page-element[data-element-type="color"]').nth(1);
    await copy.hover();
    await copy.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('.page-element[data-element-type="color"]').count()).toBe(1);
    await saved(page);

    // a second browser sees the first one's changes live
    const second = await context.newPage();
    await second.goto(page.url());
    await expect.poll(visible(second, 'Our colours'), { timeout: 15_000 }).toBe(true);
    await page.locator('.page-element[data-element-type="headline"] .rich-text-view').click({ position: { x: 8, y: 8 } });
    await page.locator('.ProseMirror-focused').waitFor();
    await page.keyboard.press('End');
    await page.keyboard.type(' and type');
    await page.keyboard.press('Escape');
    await expect.poll(visible(second, 'Our colours and type'), { timeout: 10_000 }).toBe(true);
    await second.close();

    // make the brand public; a logged-out visitor reads the page without editing controls
    await page.goto(suite.product.url + '/fjord/settings');
    await page.getByLabel(/Public: anyone with the address/).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(visible(page, 'Changes saved.'), { timeout: 15_000 }).toBe(true);
    const visitorContext = await newContext(suite.browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(suite.product.url + '/fjord/colour-type');
    await expect.poll(visible(visitor, 'Our colours and type'), { timeout: 15_000 }).toBe(true);
    expect(await types(visitor)).toBe(expected.join(' '));
    expect(await visitor.locator('.element-toolbar, .insert, .save-state').count()).toBe(0);
    expect(await visitor.getByRole('link', { name: 'Page settings' }).count()).toBe(0);
    await visitor.locator('.page-element[data-element-type="text"] .rich-text-view').click();
    expect(await visitor.locator('.ProseMirror').count()).toBe(0);
    await shot('reader', visitor);
    expect(await seriousViolations(visitor)).toEqual([]);

    // the brand home lists the pages' colours under their headlines (the palette query)
    await visitor.getByRole('link', { name: /Fjord/ }).first().click();
    await expect.poll(visible(visitor, 'Colours on the pages'), { timeout: 15_000 }).toBe(true);
    const palette = visitor.locator('.palette-page').first();
    expect(await palette.locator('.palette-headline').textContent()).toBe('Our colours and type');
    expect(await palette.locator('.palette-chip').textContent()).toContain('Fjord Blue');
    await shot('palette', visitor);
    await visitorContext.close();

    // a subpage; deleting its parent takes it along, and restoring the parent brings both back
    await page.goto(suite.product.url + '/fjord/colour-type');
    const tree = page.getByRole('navigation', { name: 'Pages' });
    await tree.getByRole('link', { name: 'Colour & type' }).hover();
    await tree.getByRole('button', { name: 'Add a subpage to “Colour & type”' }).click();
    await page.getByLabel('Page name').fill('Logo');
    await page.getByRole('button', { name: 'Create page' }).click();
    await at('/fjord/logo');
    await expect.poll(() => tree.locator('.page-tree-children').getByRole('link', { name: 'Logo' }).isVisible()).toBe(true);
    // a linked element here shows the colour of the other page
    await page.getByRole('button', { name: 'Add element' }).click();
    await page.getByRole('menuitem', { name: /^Linked element/ }).click();
    await inspector.getByLabel('Element to show').selectOption({ label: 'Colour: Fjord Blue' });
    await expect.poll(visible(page, 'Shown from “Colour & type”'), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('.linked-element').getByText('#2F4BD8').isVisible()).toBe(true);
    await saved(page);
    await shot('linked-elsewhere');
    await page.goto(suite.product.url + '/fjord/colour-type/settings');
    await expect
      .poll(visible(page, 'The page and its subpage leave the brand. You can restore both later under “Recently deleted”.'), {
        timeout: 15_000,
      })
      .toBe(true);
    // the font field loads the brand's fonts (none here: it points to the library)
    await expect.poll(() => page.locator('#page-font').isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('Upload font files').isVisible()).toBe(true);
    await shot('settings');
    await page.getByRole('button', { name: 'Delete page' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete page' }).click();
    await at('/fjord');
    await expect.poll(visible(page, 'Recently deleted (1)'), { timeout: 15_000 }).toBe(true);
    expect(await tree.getByRole('link', { name: 'Logo' }).count()).toBe(0);
    await page.getByText('Recently deleted (1)').click();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(visible(page, '“Colour & type” is back.'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => tree.getByRole('link', { name: 'Logo' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await tree.getByRole('link', { name: 'Colour & type' }).isVisible()).toBe(true);
    await context.close();
  }, 180_000);

  it('makes new pages at the top level, from the brand home and from any page, and a subpage only from its page’s “+”', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const at = (pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    await registerWithBrand(page, suite.product.url, 'tree@example.com', 'Harbour');
    await at('/harbour');
    const tree = page.getByRole('navigation', { name: 'Pages' });
    const dialog = page.getByRole('dialog', { name: 'New page' });
    const parent = dialog.getByLabel('Parent page');
    const chosenParent = () => parent.locator('option:checked').textContent();
    // One button is called “New page”; a page’s “+” is named for what it does.
    const create = async (name: string, slug: string) => {
      await tree.getByRole('button', { name: 'New page', exact: true }).click();
      expect(await chosenParent()).toBe('None (top level)');
      await dialog.getByLabel('Page name').fill(name);
      await dialog.getByRole('button', { name: 'Create page' }).click();
      await at(`/harbour/${slug}`);
    };
    await create('Introduction', 'introduction');
    // from the brand home again, then from a page
    await page
      .getByRole('link', { name: /Harbour/ })
      .first()
      .click();
    await at('/harbour');
    await create('Logo', 'logo');
    await create('Colour', 'colour');
    await create('Type', 'type');
    await expect.poll(() => tree.locator('.page-tree-list > li').count(), { timeout: 15_000 }).toBe(4);
    expect(await tree.locator('.page-tree-children').count()).toBe(0);
    expect(await tree.getByRole('button', { name: /new page/i }).count()).toBe(1);

    // A page’s tools take no click while they are not shown (the pointer is elsewhere).
    await page.mouse.move(900, 700);
    const hiddenTool = tree.locator('.page-tree-item').first().locator('.tree-tool').last();
    const hit = await hiddenTool.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = el.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && el.contains(top);
    });
    expect(hit).toBe(false);

    // The “+” of “Logo” makes a subpage of “Logo”.
    await tree.getByRole('link', { name: 'Logo' }).hover();
    await tree.getByRole('button', { name: 'Add a subpage to “Logo”' }).click();
    expect(await chosenParent()).toBe('Logo');
    await dialog.getByLabel('Page name').fill('Clear space');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await at('/harbour/clear-space');
    await expect
      .poll(() => tree.locator('.page-tree-children').getByRole('link', { name: 'Clear space' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'pages-tree-1280');
    // A page without subpages comes back as “it”.
    await page.goto(suite.product.url + '/harbour/type/settings');
    await expect
      .poll(visible(page, 'The page leaves the brand. You can restore it later under “Recently deleted”.'), { timeout: 15_000 })
      .toBe(true);
    await context.close();
  }, 120_000);

  it('keeps a headline readable on a dark custom row background, and warns about a chosen text colour that is not', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const url = suite.product.url;
    const at = (pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    const inspector = page.getByRole('complementary');
    const shots = async (name: string) => {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 860 });
        await screenshot(page, `pages-contrast-${name}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 860 });
    };
    await registerWithBrand(page, url, 'contrast@example.com', 'Nightfall');
    await at('/nightfall');
    await page.getByRole('button', { name: 'New page', exact: true }).click();
    await page.getByLabel('Page name').fill('Dark rows');
    await page.getByRole('button', { name: 'Create page' }).click();
    await at('/nightfall/dark-rows');
    await page.getByRole('button', { name: 'Add element' }).click();
    await page.getByRole('menuitem', { name: /^Headline/ }).click();
    await page.locator('.ProseMirror-focused').waitFor();
    await page.keyboard.type('After dark');
    await page.keyboard.press('Escape');
    const headline = page.locator('.page-element[data-element-type="headline"]');
    const words = headline.getByText('After dark');
    await headline.hover();
    await headline.getByRole('button', { name: 'Settings' }).click();

    // The steps: “Custom HEX” for the row starts at #1C2330, the colour of the page's text.
    await inspector.getByLabel('Row background').selectOption({ label: 'Custom HEX' });
    expect(await inspector.getByLabel('HEX', { exact: true }).inputValue()).toBe('1C2330');
    // A 36 px bold headline is large text: AA asks 3:1 (it was 1:1, dark on dark).
    await expect.poll(() => shownContrast(words)).toBeGreaterThanOrEqual(3);
    await saved(page);
    await page.reload();
    await expect.poll(() => shownContrast(page.getByText('After dark')), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

    // A text colour the editor chooses stays, and the settings say when it is hard to read.
    await headline.hover();
    await headline.getByRole('button', { name: 'Settings' }).click();
    const textColour = inspector.locator('.color-choice').filter({ hasText: 'Text colour' });
    await textColour.getByLabel('Text colour').selectOption({ label: 'Custom HEX' });
    await textColour.getByLabel('HEX', { exact: true }).fill('2A2F3A');
    const warning = inspector.locator('.contrast-warning');
    await expect
      .poll(() => warning.textContent())
      .toContain('Hard to read: this text has a contrast of 1.1:1 on its background.');
    expect(await warning.textContent()).toContain('WCAG AA asks for at least 3:1');
    expect(hexOf(await words.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).color))).toBe('2A2F3A');
    await shots('warning-en');
    await textColour.getByLabel('HEX', { exact: true }).fill('FFD166');
    await expect.poll(() => warning.count()).toBe(0);
    await textColour.getByLabel('HEX', { exact: true }).fill('2A2F3A');
    await saved(page);

    // in German
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url }]);
    await page.reload();
    await headline.hover();
    await headline.getByRole('button', { name: 'Einstellungen' }).click();
    await expect
      .poll(() => warning.textContent(), { timeout: 15_000 })
      .toContain('Schwer lesbar: Dieser Text hat auf seinem Hintergrund einen Kontrast von 1,1:1.');
    expect(await warning.textContent()).toContain('WCAG AA verlangt mindestens 3:1');
    await shots('warning-de');
    await context.close();
  }, 120_000);

  it('opens the element settings as a sheet over the page on narrow screens, and gives focus back when it closes', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const url = suite.product.url;
    const at = (pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(pathname);
    await registerWithBrand(page, url, 'sheet@example.com', 'Tidewater');
    await at('/tidewater');
    await page.getByRole('button', { name: 'New page', exact: true }).click();
    await page.getByLabel('Page name').fill('Colours');
    await page.getByRole('button', { name: 'Create page' }).click();
    await at('/tidewater/colours');
    // a page longer than the window: a headline, a text, four colours
    await page.getByRole('button', { name: 'Add element' }).click();
    await page.getByRole('menuitem', { name: /^Headline/ }).click();
    await page.locator('.ProseMirror-focused').waitFor();
    await page.keyboard.type('Our colours');
    await page.keyboard.press('Escape');
    for (let i = 0; i < 4; i++) {
      const last = page.locator('.page-element').last();
      await last.hover();
      await last.getByRole('button', { name: 'Insert an element here' }).last().click();
      await page.getByRole('menuitem', { name: /^Colour/ }).click();
      await page.getByRole('complementary').getByLabel('HEX', { exact: true }).fill(['2F4BD8', 'F5B400', '1B998B', 'E84855'][i]!);
    }
    await saved(page);

    await page.setViewportSize({ width: 768, height: 860 });
    // The last colour's settings, asked for by adding it, are a sheet now; Escape in a field closes it.
    await page.getByRole('complementary', { name: 'Colour settings' }).getByLabel('HEX', { exact: true }).press('Escape');
    await expect.poll(() => page.locator('.inspector').count()).toBe(0);
    // Narrow: selecting an element (as to type in it) opens no sheet.
    await page.getByText('Our colours').click();
    await page.locator('.ProseMirror-focused').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.inspector').count()).toBe(0);

    const colour = page.locator('.page-element[data-element-type="color"]').nth(2);
    await colour.scrollIntoViewIfNeeded();
    await colour.hover();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    // Where the element is in the window: the page behind the sheet stays in place. (Not scrollY:
    // the header's actions may rewrap meanwhile, and the browser's scroll anchoring makes up for it.)
    const onScreen = async () => (await colour.boundingBox())!.y;
    const where = await onScreen();
    const settingsButton = colour.getByRole('button', { name: 'Settings' });
    await settingsButton.click();
    const sheet = page.getByRole('complementary', { name: 'Colour settings' });
    await sheet.waitFor();
    // over the page, inside the window, the page behind where it was, focus inside
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(768);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(860);
    expect(await onScreen()).toBe(where);
    await expect.poll(() => sheet.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
    expect(await sheet.getByLabel('HEX', { exact: true }).inputValue()).toBe('1B998B');
    await screenshot(page, 'pages-sheet-en-768');

    // Escape closes it; focus goes back to the button that opened it; the page has not moved
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.inspector').count()).toBe(0);
    expect(await settingsButton.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect(await onScreen()).toBe(where);

    // the close button, likewise; a change made in the sheet applies to the page behind it
    await settingsButton.click();
    await sheet.getByLabel('HEX', { exact: true }).fill('0B6E4F');
    await expect
      .poll(() =>
        colour
          .locator('.color-swatch-chip')
          .first()
          .evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(11, 110, 79)');
    await sheet.getByRole('button', { name: 'Close settings' }).click();
    await expect.poll(() => page.locator('.inspector').count()).toBe(0);
    expect(await settingsButton.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await saved(page);

    // in German
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url }]);
    await page.reload();
    const again = page.locator('.page-element[data-element-type="color"]').nth(2);
    await again.scrollIntoViewIfNeeded();
    await again.hover();
    await again.getByRole('button', { name: 'Einstellungen' }).click();
    await page.getByRole('complementary', { name: 'Einstellungen: Farbe' }).waitFor();
    await screenshot(page, 'pages-sheet-de-768');
    // wide again: beside the page, as before
    await page.setViewportSize({ width: 1280, height: 860 });
    await screenshot(page, 'pages-sheet-de-1280');
    await context.close();
  }, 150_000);
});
