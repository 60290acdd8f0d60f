import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textAnswer } from '@brandtrail/infra';
import { seriousViolations } from './axe';
import { newContext, register, screenshot, useAiProductAndBrowser } from './product';

/*
 * AI brand creation (issue 17), in Chromium against the product started with AI_BASE_URL pointing
 * at the OpenAI-compatible stand-in: a new user takes the wizard's "Start with AI" path, waits for
 * the texts, reviews and edits them, and lands on the brand home with the five starter pages; once
 * in English and once in German (with a cancel and a failure on the way).
 */

const pathname = (page: Page) => () => new URL(page.url()).pathname;

/** The model's answer: a JSON object in a code fence, streamed in pieces. */
const jsonAnswer = (value: unknown, waitMs = 0) => {
  const text = '```json\n' + JSON.stringify(value) + '\n```';
  return textAnswer([text.slice(0, 30), text.slice(30, 90), text.slice(90)], { waitMs });
};

describe('creating a brand with AI (Chromium, against the stand-in)', () => {
  const suite = useAiProductAndBrowser();

  it('takes a new user from the wizard through the review to the starter pages', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `ai-brand-${name}`);
    const both = async (name: string) => {
      await shot(`${name}-1280`);
      await page.setViewportSize({ width: 768, height: 900 });
      await shot(`${name}-768`);
      await page.setViewportSize({ width: 1280, height: 860 });
    };
    await register(page, suite.product.url, 'ai-brand@example.com');
    // the empty list offers an example brand
    await expect
      .poll(() => page.getByRole('button', { name: 'Try an example brand' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await both('empty-list');

    await page.goto(suite.product.url + '/new-brand');
    await page.getByLabel('Brand name').fill('Harbour Coffee');
    await page.locator('label.choice', { hasText: 'Start with AI' }).click();
    expect(await page.getByRole('radio', { name: /Start with AI/ }).isChecked()).toBe(true);
    await both('wizard-name');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Add colour' }).click();
    await page.getByRole('button', { name: 'Add colour' }).click();
    await page.getByLabel('Hex').nth(0).fill('#1b3a5c');
    await page.getByLabel('Label (optional)').nth(0).fill('Navy');
    await page.getByLabel('Hex').nth(1).fill('d9a441');
    await page.getByRole('button', { name: 'Add font' }).click();
    await page.getByLabel('Font family 1').fill('Inter');
    await page.getByLabel('What does the brand do?').fill('A coffee roaster by the sea.');
    await page.getByLabel('What sets it apart?').fill('Roasted the same day.');
    await both('wizard-kit');

    // the texts come slowly: progress with a cancel while the model writes
    suite.standIn.answer(
      jsonAnswer(
        {
          colorNames: ['Deep Harbour'],
          textLogo: 'The anchor stands alone.',
          textColors: 'Navy carries the brand; gold highlights.',
          textFonts: 'Inter, everywhere.',
          textEssence: 'Fresh coffee, close to home.',
          textPersonality: 'Salty, warm, unhurried.',
        },
        700,
      ),
    );
    const arrived = suite.standIn.requestAt(suite.standIn.requests.length);
    await page.getByRole('button', { name: 'Create brand and write texts' }).click();
    const status = page.getByRole('status').filter({ hasText: 'The AI is writing your texts' });
    await expect.poll(() => status.isVisible(), { timeout: 15_000 }).toBe(true);
    await both('writing');
    const request = await arrived;
    const user = request.body!.messages![1]!.content;
    expect(user).toContain('Brand name: "Harbour Coffee"');
    expect(user).toContain('1. #1B3A5C (RGB 27/58/92, CMYK 71/37/0/64) named "Navy"');
    expect(user).toContain('2. #D9A441');
    expect(user).toContain('A coffee roaster by the sea.');

    // the review: colour names ('Color 2' where the AI gave none) and the five texts, editable
    const essence = page.getByLabel('Essence');
    await expect.poll(() => essence.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel('Name of colour 1').inputValue()).toBe('Deep Harbour');
    expect(await page.getByLabel('Name of colour 2').inputValue()).toBe('Color 2');
    expect(await essence.inputValue()).toBe('Fresh coffee, close to home.');
    await essence.fill('Fresh coffee, roasted by the harbour.');
    await page.getByLabel('Name of colour 2').fill('Brass');
    await both('review');
    expect(await seriousViolations(page, '.wizard')).toEqual([]);
    await page.getByRole('button', { name: 'Create starter pages' }).click();

    // the brand home, with the starter pages and the colours named
    await expect.poll(pathname(page), { timeout: 15_000 }).toBe('/harbour-coffee');
    for (const name of ['Logo', 'Colours', 'Typography', 'Essence', 'Personality'])
      await expect.poll(() => page.getByRole('link', { name, exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    for (const text of ['Deep Harbour', 'Brass'])
      await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await both('brand-home');
    await page.goto(suite.product.url + '/harbour-coffee/essence');
    await expect.poll(() => page.getByText('Fresh coffee, roasted by the harbour.').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.goto(suite.product.url + '/harbour-coffee/colours');
    await expect
      .poll(() => page.getByText('Navy carries the brand; gold highlights.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await both('colours-page');

    // "Try an example brand" in the wizard: the AI invents one, the server makes it with its pages
    suite.standIn.answer(
      jsonAnswer(
        {
          name: 'Maple & Moss',
          bio: 'A florist in the old town.',
          usp: 'Flowers from local growers.',
          colors: [{ hex: '4A7C59', name: 'Moss' }],
          fonts: ['Lora'],
          textLogo: 'A leaf.',
          textColors: 'Moss green.',
          textFonts: 'Lora for headings.',
          textEssence: 'Local flowers.',
          textPersonality: 'Gentle.',
        },
        500,
      ),
    );
    await page.goto(suite.product.url + '/new-brand');
    await page.getByRole('button', { name: 'Try an example brand' }).click();
    await expect.poll(() => page.getByText(/Inventing an example brand/).isVisible(), { timeout: 15_000 }).toBe(true);
    await both('example-working');
    await expect.poll(pathname(page), { timeout: 15_000 }).toBe('/maple-moss');
    for (const name of ['Logo', 'Colours', 'Typography', 'Essence', 'Personality'])
      await expect.poll(() => page.getByRole('link', { name, exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('Moss', { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  }, 120_000);

  it('in German: cancels, shows the failure, then creates the brand with its pages', async () => {
    const context = await newContext(suite.browser, 'de-DE');
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: suite.product.url }]);
    const page = await context.newPage();
    const shot = (name: string) => screenshot(page, `ai-brand-de-${name}`);
    await register(page, suite.product.url, 'ki-marke@example.com', { language: 'de' });
    await page.goto(suite.product.url + '/new-brand');
    await page.getByLabel('Name der Marke').fill('Nordlicht');
    await page.locator('label.choice', { hasText: 'Mit KI starten' }).click();
    await shot('wizard-name-1280');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Farbe hinzufügen' }).click();
    await page.getByLabel('Hex').nth(0).fill('0B6E4F');
    await page.getByLabel('Was macht die Marke?').fill('Ein Reiseveranstalter für den Norden.');

    // cancel while the model stalls: the request is closed
    suite.standIn.answer({
      steps: [{ chunk: { choices: [{ index: 0, delta: { content: '{"textLogo": "Hal' } }] } }, { stall: true }],
    });
    const stalled = suite.standIn.requestAt(suite.standIn.requests.length);
    await page.getByRole('button', { name: 'Marke anlegen und Texte schreiben' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Die KI schreibt Ihre Texte' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect((await stalled).body!.messages![0]!.content).toContain('Write every text and name in German.');
    await shot('writing-1280');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    const closed = await stalled;
    await closed.closed;
    expect(closed.closedEarly).toBe(true);
    await expect.poll(() => page.getByText(/Angehalten\. Ihre Marke ist angelegt/).isVisible()).toBe(true);
    await shot('cancelled-1280');

    // a model that answers nonsense: the server's message, translated
    suite.standIn.answer(textAnswer(['Leider kann ich das nicht.']));
    await page.getByRole('button', { name: 'KI erneut fragen' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await alert.innerText()).toBe(
      'Der KI-Dienst hat nicht richtig geantwortet. Bitte versuchen Sie es später noch einmal.',
    );
    await shot('failed-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    await shot('failed-768');
    await page.setViewportSize({ width: 1280, height: 860 });

    suite.standIn.answer(
      jsonAnswer({
        colorNames: ['Polargrün'],
        textLogo: 'Das Logo steht für sich.',
        textColors: 'Grün trägt die Marke.',
        textFonts: 'Eine klare Schrift.',
        textEssence: 'Reisen in den Norden, mit Ruhe geplant.',
        textPersonality: 'Ruhig und verlässlich. Wir siezen unsere Gäste.',
      }),
    );
    await page.getByRole('button', { name: 'KI erneut fragen' }).click();
    const personality = page.getByLabel('Persönlichkeit');
    await expect.poll(() => personality.isVisible(), { timeout: 15_000 }).toBe(true);
    await personality.fill('Ruhig, verlässlich und herzlich.');
    await shot('review-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    await shot('review-768');
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('button', { name: 'Startseiten anlegen' }).click();
    await expect.poll(pathname(page), { timeout: 15_000 }).toBe('/nordlicht');
    for (const name of ['Logo', 'Farben', 'Typografie', 'Markenkern', 'Persönlichkeit'])
      await expect.poll(() => page.getByRole('link', { name, exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await shot('brand-home-1280');
    await page.goto(suite.product.url + '/nordlicht/persoenlichkeit');
    await expect.poll(() => page.getByText('Ruhig, verlässlich und herzlich.').isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  }, 120_000);
});
