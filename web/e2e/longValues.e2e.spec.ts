import {
  ACCESS_MESSAGE_MAX,
  ASSET_NAME_MAX,
  ASSET_TAG_MAX,
  ASSET_TAGS_MAX,
  COLOR_LABEL_MAX,
  COLORS_MAX,
  EMAIL_MAX,
  FONT_NAME_MAX,
  FONTS_MAX,
  NAME_MAX,
  SLUG_MAX,
  TEXT_MAX,
  VERSION_NOTES_MAX,
} from '@brandtrail/domain';
import {
  ELEMENT_ASSETS_MAX,
  ELEMENT_CAPTION_MAX,
  ELEMENT_INFO_MAX,
  ELEMENT_LABEL_MAX,
  FONT_SAMPLE_MAX,
  PALETTE_MAX,
  URL_MAX,
} from '@brandtrail/domain/pages/elements';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { confirmAddress, newContext, screenshot, useProductAndBrowser } from './product';

/**
 * Every screen holds the longest values the server allows, at 1280 and 768 px, in English and
 * German: names, addresses, texts, labels, captions, file names, tags and email addresses of the
 * domain's maximum lengths, each one unbroken word (the hardest case: nothing to wrap at). The data
 * is made through the API (the screens' own forms are other tests'); then each screen is opened
 * and checked: the document is no wider than the window, no box's content spills out of it, and
 * the key controls (the Undo of the deleted-brand notice, the header's) are inside the window.
 */

/** One unbroken word of `length` characters, of wide letters. */
const word = (length: number, seed = 'Markenwelt') => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
/** An address of exactly EMAIL_MAX characters, different per `tag`. */
function longEmail(tag: string): string {
  const local = (tag + 'w'.repeat(64)).slice(0, 64);
  const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.`;
  return `${local}@${domain}${'f'.repeat(EMAIL_MAX - local.length - 1 - domain.length - 4)}.com`;
}
const slugOf = (length: number) => word(length, 'markenwelt');
const doc = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const hexes = [
  '2F4BD8',
  'F79009',
  '067647',
  'D92D20',
  '7A5AF8',
  '101828',
  'FDB022',
  '0BA5EC',
  'EE46BC',
  '66C61C',
  '98A2B3',
  'FFFFFF',
];
const wait = { timeout: 20_000 };
const PASSWORD = 'a good long password';

async function gql<T>(
  request: APIRequestContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post(url + '/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** A new user with the terms accepted, in a browser context of its own (English until a test says otherwise). */
async function user(context: BrowserContext, url: string, email: string): Promise<void> {
  const registered = await context.request.post(url + '/register', { data: { email, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await context.request.post(url + '/update-user', { data: { termsAccepted: true } })).status()).toBe(200);
}

const picture = (background: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: `#${background}` } })
    .png()
    .toBuffer();

/**
 * What is wrong with the layout as shown: the document wider than the window, boxes whose content
 * spills out sideways (the innermost ones), and buttons, links and fields reaching outside the
 * window (in a box that does not scroll sideways itself). Runs in the page (the e2e sources have no
 * DOM types, so it is the script's text).
 */
const LAYOUT_PROBLEMS = `(() => {
  const problems = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth > width) problems.push('the page is ' + (root.scrollWidth - width) + ' px wider than the window');
  const name = (el) => {
    const classes = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    const text = (el.textContent || '').trim().slice(0, 30);
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + classes + ' "' + text + '"';
  };
  const scrollsSideways = (el) => {
    for (let at = el; at && at !== document.body; at = at.parentElement) {
      const overflowX = getComputedStyle(at).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
    return false;
  };
  const spilling = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!(el instanceof HTMLElement) || el.clientWidth === 0) continue;
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden') continue;
    if (style.overflowX !== 'visible') continue;
    if (el.scrollWidth > el.clientWidth + 1 && !scrollsSideways(el.parentElement)) spilling.push(el);
  }
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    if (dialog.scrollWidth <= dialog.clientWidth + 1) continue;
    // Name what sticks out: the innermost boxes reaching past the dialog's right edge.
    const edge = dialog.getBoundingClientRect().right;
    const out = [...dialog.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge + 1);
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    problems.push(name(dialog) + ' scrolls sideways by ' + (dialog.scrollWidth - dialog.clientWidth) + ' px: ' + innermost.slice(0, 3).map(name).join(', '));
  }
  for (const el of spilling) {
    if (spilling.some((other) => other !== el && el.contains(other))) continue;
    problems.push(name(el) + ' spills ' + (el.scrollWidth - el.clientWidth) + ' px out of its box');
  }
  for (const el of document.body.querySelectorAll('button, a[href], input, select, textarea')) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.closest('.visually-hidden, .skip-link')) continue;
    if ((rect.left < -1 || rect.right > width + 1) && !scrollsSideways(el.parentElement)) {
      problems.push(name(el) + ' reaches outside the window (' + Math.round(rect.left) + ' to ' + Math.round(rect.right) + ' px)');
    }
  }
  return problems;
})()`;
const layoutProblems = (page: Page) => page.evaluate<string[]>(LAYOUT_PROBLEMS);

describe('the longest allowed values on every screen, at 1280 and 768 px', () => {
  const suite = useProductAndBrowser();

  it('hold on every screen in English and German', async () => {
    const url = suite.product.url;
    const ownerEmail = longEmail('owner');
    const editorEmail = longEmail('editor');
    const askerEmail = longEmail('asker');
    const invitedEmail = longEmail('invited');
    const brandName = word(NAME_MAX);
    const pageName = word(NAME_MAX, 'Seitentitel');

    // The owner, and the brand with every text at its longest.
    const owner = await newContext(suite.browser);
    await user(owner, url, ownerEmail);
    const create = await gql<{ createBrand: { brand: { id: string } } }>(
      owner.request,
      url,
      `mutation ($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
      {
        input: {
          name: brandName,
          colors: hexes.slice(0, COLORS_MAX).map((hex, i) => ({ hex, label: word(COLOR_LABEL_MAX, `Farbe${i}`) })),
          fonts: Array.from({ length: FONTS_MAX }, (_, i) => word(FONT_NAME_MAX, `Schriftfamilie${i}`)),
        },
      },
    );
    const brandId = create.createBrand.brand.id;
    const slug = slugOf(SLUG_MAX);
    await gql(owner.request, url, `mutation ($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
      input: {
        id: brandId,
        slug,
        bio: word(TEXT_MAX, 'Markenbeschreibung'),
        usp: word(TEXT_MAX, 'Alleinstellung'),
        public: true,
        publicIndex: true,
      },
    });

    // Assets: images with the longest names and the most tags of the longest length.
    const assetIds: string[] = [];
    for (const background of hexes.slice(0, 3)) {
      const bytes = await picture(background);
      const made = await gql<{
        createAsset: { asset: { id: string }; uploadInfo: { action: string; fields: { name: string; value: string }[] } };
      }>(
        owner.request,
        url,
        `mutation ($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } uploadInfo { action fields { name value } } } }`,
        { input: { brandId, name: 'picture.png', byteSize: bytes.length } },
      );
      const { action, fields } = made.createAsset.uploadInfo;
      const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
      for (const field of fields) multipart[field.name] = field.value;
      multipart.file = { name: 'picture.png', mimeType: 'image/png', buffer: bytes };
      const posted = await owner.request.post(new URL(action, url).href, { multipart });
      expect(posted.status(), await posted.text()).toBeLessThan(300);
      const id = made.createAsset.asset.id;
      await gql(owner.request, url, `mutation ($id: ID!) { confirmAssetUpload(input: { id: $id }) { asset { id } } }`, { id });
      const tags = Array.from({ length: ASSET_TAGS_MAX }, (_, i) => word(ASSET_TAG_MAX, `Schlagwort${i}x`));
      await gql(owner.request, url, `mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) { asset { id } } }`, {
        input: { id, name: word(ASSET_NAME_MAX - 4, `Dateiname${background}`) + '.png', tags },
      });
      assetIds.push(id);
    }
    await expect
      .poll(async () => {
        const data = await gql<{ assets: { status: string }[] }>(
          owner.request,
          url,
          `query ($ids: [ID!]!) { assets(ids: $ids) { status } }`,
          {
            ids: assetIds,
          },
        );
        return data.assets.map((a) => a.status).join(' ');
      }, wait)
      .toBe('ready ready ready');
    expect(ELEMENT_ASSETS_MAX).toBeGreaterThanOrEqual(assetIds.length);

    // Pages: one with every element type at its longest, and a child page.
    const pageSlug = slugOf(SLUG_MAX);
    const madePage = await gql<{ createPage: { page: { id: string } } }>(
      owner.request,
      url,
      `mutation ($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`,
      { input: { brandId, name: pageName, slug: pageSlug } },
    );
    const pageId = madePage.createPage.page.id;
    await gql(owner.request, url, `mutation ($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`, {
      input: { brandId, name: word(NAME_MAX, 'Unterseite'), slug: slugOf(SLUG_MAX - 2) + '-2', parentId: pageId },
    });
    const longUrl = 'https://example.com/' + word(URL_MAX - 'https://example.com/'.length, 'pfad');
    const elements: { type: string; fields: Record<string, unknown> }[] = [
      { type: 'headline', fields: { text: doc(word(300, 'Überschrift')) } },
      { type: 'navigation', fields: {} },
      { type: 'text', fields: { text: doc(word(TEXT_MAX, 'Fließtext')) } },
      {
        type: 'color',
        fields: {
          label: word(COLOR_LABEL_MAX, 'Farbname'),
          color: '2F4BD8',
          colors: Array.from({ length: PALETTE_MAX }, (_, i) => ({
            color: hexes[i % hexes.length],
            label: word(COLOR_LABEL_MAX, `Ton${i}`),
          })),
        },
      },
      {
        type: 'hyperlink',
        fields: {
          label: word(ELEMENT_LABEL_MAX, 'Knopf'),
          url: longUrl,
          caption: word(ELEMENT_CAPTION_MAX, 'Zeile'),
          info: word(ELEMENT_INFO_MAX, 'Hinweis'),
        },
      },
      {
        type: 'download',
        fields: {
          assets: assetIds,
          label: word(ELEMENT_LABEL_MAX, 'Herunterladen'),
          caption: word(ELEMENT_CAPTION_MAX, 'Zeile'),
          info: word(ELEMENT_INFO_MAX, 'Hinweis'),
          public: true,
        },
      },
      {
        type: 'gallery',
        fields: {
          assets: assetIds,
          columns: 3,
          items: assetIds.map((asset) => ({ asset, caption: word(ELEMENT_CAPTION_MAX, 'Bildunterschrift'), link: longUrl })),
        },
      },
      { type: 'mockup', fields: { asset: assetIds[0], label: word(ELEMENT_LABEL_MAX, 'Vorlage') } },
      { type: 'font', fields: { text: word(FONT_SAMPLE_MAX, 'Schriftprobe') } },
    ];
    let after: string | null = null;
    for (const element of elements) {
      const elementId = crypto.randomUUID();
      await gql(
        owner.request,
        url,
        `mutation ($input: CreateElementInput!) { createElement(input: $input) { element { id } } }`,
        {
          input: { pageId, type: element.type, elementId, ...(after ? { afterId: after } : {}) },
        },
      );
      if (Object.keys(element.fields).length) {
        await gql(
          owner.request,
          url,
          `mutation ($input: UpdateElementInput!) { updateElement(input: $input) { element { id } } }`,
          {
            input: { pageId, elementId, ...element.fields },
          },
        );
      }
      after = elementId;
    }

    // People: an editor, an invitation, an access request, all with the longest addresses.
    const editor = await newContext(suite.browser);
    await user(editor, url, editorEmail);
    await confirmAddress(await editor.newPage(), suite.product, editorEmail);
    const asker = await newContext(suite.browser);
    await user(asker, url, askerEmail);
    const add = `mutation ($input: AddUserBrandInput!) { addUserBrand(input: $input) { brand { id } } }`;
    await gql(owner.request, url, add, { input: { id: brandId, email: editorEmail, role: 'editor' } });
    await gql(owner.request, url, add, { input: { id: brandId, email: invitedEmail, role: 'viewer' } });
    await gql(
      asker.request,
      url,
      `mutation ($input: RequestBrandAccessInput!) { requestBrandAccess(input: $input) { clientMutationId } }`,
      {
        input: { brand: slug, message: word(ACCESS_MESSAGE_MAX, 'Zugangsbitte') },
      },
    );
    const invitationPath = await expect
      .poll(async () => {
        const data = await gql<{ brand: { users: { invitationUrl: string | null }[] } }>(
          owner.request,
          url,
          `query ($id: ID!) { brand(id: $id) { users { invitationUrl } } }`,
          { id: brandId },
        );
        return data.brand.users.find((u) => u.invitationUrl)?.invitationUrl ?? null;
      }, wait)
      .not.toBeNull()
      .then(async () => {
        const data = await gql<{ brand: { users: { invitationUrl: string | null }[] } }>(
          owner.request,
          url,
          `query ($id: ID!) { brand(id: $id) { users { invitationUrl } } }`,
          { id: brandId },
        );
        return new URL(data.brand.users.find((u) => u.invitationUrl)!.invitationUrl!, url).pathname;
      });

    // A named version with the longest name and notes, and a shared link.
    const version = await gql<{ createVersionBrand: { version: { id: string } } }>(
      owner.request,
      url,
      `mutation ($input: CreateVersionBrandInput!) { createVersionBrand(input: $input) { version { id } } }`,
      { input: { id: brandId, name: word(NAME_MAX, 'Fassung'), notes: word(VERSION_NOTES_MAX, 'Anmerkung') } },
    );
    expect(version.createVersionBrand.version.id).toBeTruthy();
    const shared = await gql<{ createSharedLink: { sharedLink: { url: string } } }>(
      owner.request,
      url,
      `mutation ($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { url } } }`,
      { input: { brand: brandId, accessAllPages: true } },
    );
    const sharedPath = new URL(shared.createSharedLink.sharedLink.url, url).pathname;

    // A brand to delete (its notice offers Undo), and a private one a stranger finds closed.
    const newBrand = async (name: string) =>
      (
        await gql<{ createBrand: { brand: { id: string; slug: string } } }>(
          owner.request,
          url,
          `mutation ($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`,
          { input: { name } },
        )
      ).createBrand.brand;
    const doomedName = word(NAME_MAX, 'Löschmarke');
    const doomed = await newBrand(doomedName);
    const closed = await newBrand(word(NAME_MAX, 'Privatmarke'));

    /** What is wrong on every screen: all of it is reported at the end. */
    const problems: string[] = [];
    /** Checks the screen the page shows at both widths and saves screenshots of it. */
    const check = async (page: Page, screen: string, locale: string, ready: () => Promise<unknown>) => {
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await ready();
        // The window as seen (sticky panels in place), and the whole page: 200 pictures when
        // screenshots are taken (the checks below need none).
        await screenshot(page, `long-${screen}-${locale}-${width}`);
        await screenshot(page, `long-${screen}-${locale}-${width}-full`, { fullPage: true });
        for (const problem of await layoutProblems(page)) problems.push(`${screen} (${locale}, ${width} px): ${problem}`);
      }
    };
    const visible = (page: Page, selector: string) => () => page.locator(selector).first().isVisible();

    for (const locale of ['en', 'de'] as const) {
      for (const context of [owner, editor, asker]) await context.addCookies([{ name: 'i18n_redirected', value: locale, url }]);
      const page = await owner.newPage();
      const open = async (pathname: string, selector: string) => {
        await page.goto(url + pathname);
        await expect.poll(visible(page, selector), wait).toBe(true);
      };
      const screens: [string, string, string][] = [
        ['home', '/', '.brand-card'],
        ['brand-home', `/${slug}`, 'main h1'],
        ['settings-general', `/${slug}/settings`, 'main form'],
        ['settings-users', `/${slug}/settings/users`, 'main h2'],
        ['settings-shared-links', `/${slug}/settings/shared-links`, 'main h2'],
        ['settings-billing', `/${slug}/settings/billing`, '.settings-placeholder'],
        ['settings-delete', `/${slug}/settings/delete`, 'main form'],
        ['page', `/${slug}/${pageSlug}`, '.page-element'],
        ['page-settings', `/${slug}/${pageSlug}/settings`, 'main form'],
        ['assets', `/${slug}/assets`, '.asset-card'],
        ['activity', `/${slug}/history`, '.history-entry'],
        ['versions', `/${slug}/versions`, 'main h1'],
        ['directory', '/directory', 'main h1'],
        ['account', '/account', '.account h1'],
      ];
      for (const [screen, pathname, selector] of screens) {
        await open(pathname, selector);
        await check(page, screen, locale, () => expect.poll(visible(page, selector), wait).toBe(true));
      }

      // The editor with an element's settings open.
      // (From the toolbar's Settings: at 768 px the settings are a sheet over the page, opened that way.)
      await open(`/${slug}/${pageSlug}`, '.page-element[data-element-type="color"]');
      const colour = page.locator('.page-element[data-element-type="color"]');
      await colour.click({ position: { x: 4, y: 4 } });
      await colour.getByRole('button', { name: locale === 'en' ? 'Settings' : 'Einstellungen', exact: true }).click();
      await check(page, 'editor-inspector', locale, () => expect.poll(visible(page, '.inspector'), wait).toBe(true));

      // An asset's details, in their dialog.
      await open(`/${slug}/assets`, '.asset-card-link');
      await page.locator('.asset-card-link').first().click();
      await check(page, 'asset-detail', locale, () => expect.poll(visible(page, '.asset-detail-dialog'), wait).toBe(true));

      // A named version's brand home.
      await open(`/${slug}/versions`, '.version-actions a');
      await page.locator('.version-actions a').first().click();
      await check(page, 'version-home', locale, () => expect.poll(visible(page, 'main h1'), wait).toBe(true));

      // The wizard with the longest name, then its second step.
      await open('/new-brand', 'main form input[name=name]');
      await page.locator('main form input[name=name]').fill(word(NAME_MAX + 20));
      expect((await page.locator('main form input[name=name]').inputValue()).length).toBe(NAME_MAX);
      await check(page, 'new-brand-name', locale, () => expect.poll(visible(page, '.address-preview'), wait).toBe(true));
      await page.locator('main form button[type=submit]').click();
      await check(page, 'new-brand-kit', locale, () =>
        expect.poll(visible(page, '.wizard-steps [data-state="done"]'), wait).toBe(true),
      );

      // Deleting a brand with the longest name: the notice's Undo stays in the window, and works.
      await open(`/${doomed.slug}/settings/delete`, 'main form input');
      await page.locator('main form input').fill(doomedName);
      await page.locator('main form button[type=submit]').click();
      await check(page, 'deleted-notice', locale, () => expect.poll(visible(page, '.undo-notice'), wait).toBe(true));
      const undo = page.locator('.undo-notice-actions button').first();
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 900 });
        const box = (await undo.boundingBox())!;
        if (box.x < 0 || box.x + box.width > width)
          problems.push(`deleted-notice (${locale}, ${width} px): Undo at ${box.x} to ${box.x + box.width} px`);
      }
      await undo.click();
      await expect.poll(visible(page, '.undo-notice.success'), wait).toBe(true);
      await page.close();

      // What others see: a stranger at a private brand, a visitor of the public one, an invitation,
      // a shared link.
      const stranger = await asker.newPage();
      await stranger.goto(url + `/${closed.slug}`);
      await check(stranger, 'brand-not-found', locale, () => expect.poll(visible(stranger, '.access-request'), wait).toBe(true));
      await stranger.close();
      const guest = await newContext(suite.browser, locale === 'de' ? 'de-DE' : 'en-US');
      await guest.addCookies([{ name: 'i18n_redirected', value: locale, url }]);
      const visitor = await guest.newPage();
      for (const [screen, pathname, selector] of [
        ['public-brand-home', `/${slug}`, 'main h1'],
        ['public-page', `/${slug}/${pageSlug}`, '.page-element'],
        ['invitation', invitationPath, '#invitation-title'],
      ] as const) {
        await visitor.goto(url + pathname);
        await check(visitor, screen, locale, () => expect.poll(visible(visitor, selector), wait).toBe(true));
      }
      await guest.close();
      const linkGuest = await newContext(suite.browser, locale === 'de' ? 'de-DE' : 'en-US');
      await linkGuest.addCookies([{ name: 'i18n_redirected', value: locale, url }]);
      const linkVisitor = await linkGuest.newPage();
      await linkVisitor.goto(url + sharedPath);
      await check(linkVisitor, 'shared-link', locale, () => expect.poll(visible(linkVisitor, 'main h1'), wait).toBe(true));
      await linkGuest.close();
    }
    expect(problems).toEqual([]);

    // The forms stop at the server's limits: typing past one keeps exactly the longest allowed.
    await owner.addCookies([{ name: 'i18n_redirected', value: 'en', url }]);
    const page = await owner.newPage();
    const stopsAt = async (selector: string, max: number) => {
      const field = page.locator(selector).first();
      await field.fill(word(max + 25));
      expect((await field.inputValue()).length, selector).toBe(max);
    };
    await page.goto(url + `/${slug}/settings`);
    await page.locator('main form input[name=name]').waitFor(wait);
    await stopsAt('main form input[name=name]', NAME_MAX);
    await stopsAt('#settings-slug', SLUG_MAX);
    await stopsAt('#settings-bio', TEXT_MAX);
    await stopsAt('#settings-usp', TEXT_MAX);
    await page.goto(url + `/${slug}/settings/users`);
    await page.locator('.invite-email input').waitFor(wait);
    await stopsAt('.invite-email input', EMAIL_MAX);
    await page.goto(url + `/${slug}/${pageSlug}/settings`);
    await page.locator('#page-name').waitFor(wait);
    await stopsAt('#page-name', NAME_MAX);
    await stopsAt('#page-slug', SLUG_MAX);
    await page.goto(url + `/${slug}/assets`);
    await page.locator('.asset-card-link').first().click();
    await page.locator('#asset-name').waitFor(wait);
    await stopsAt('#asset-name', ASSET_NAME_MAX);
    // The file has the most tags it may have: the tag field says so instead of taking a 21st.
    expect(await page.locator('#asset-tag-input').isDisabled()).toBe(true);
    expect(await page.locator('#asset-tag-hint').textContent()).toContain(String(ASSET_TAGS_MAX));
    // A number out of range in an element's settings says why and changes nothing.
    await page.goto(url + `/${slug}/${pageSlug}`);
    const colour = page.locator('.page-element[data-element-type="color"]');
    await colour.click({ position: { x: 4, y: 4 } });
    await colour.getByRole('button', { name: 'Settings', exact: true }).click();
    const fontSize = page.locator('.inspector').getByLabel('Font size (px)');
    await fontSize.fill('4000');
    await expect.poll(() => page.locator('.inspector').getByText('Enter a number from 6 to 400.').isVisible(), wait).toBe(true);
    expect(await fontSize.getAttribute('aria-invalid')).toBe('true');
    await fontSize.fill('18');
    await expect.poll(() => page.locator('.inspector').getByText('Enter a number from 6 to 400.').count(), wait).toBe(0);
    await page.close();
  }, 600_000);
});
