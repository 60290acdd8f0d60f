import { describe, expect, it } from 'vitest';
import { newContext, registerWithBrand, screenshot, useProductAndBrowser } from './product';

/**
 * Without AI set up, the brand wizard's first step says so under its two ways to start. The note is
 * about the "Start with AI" choice, so it spans both choices instead of sitting in the grid's first
 * cell under "Start from scratch", and is set as small as the choices' own text.
 */
describe('the brand wizard without AI in Chromium', () => {
  const suite = useProductAndBrowser();

  it('shows the “AI is not set up” note across both choices, in the choices’ text size', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await registerWithBrand(page, suite.product.url, 'wizard-note@example.com', 'Wizard Note');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/wizard-note');
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(suite.product.url + '/new-brand');
      const group = page.locator('.choice-group');
      const note = group.getByRole('note');
      await expect.poll(() => note.isVisible(), { timeout: 15_000 }).toBe(true);
      const choices = group.locator('.choice');
      const [first, second] = [(await choices.nth(0).boundingBox())!, (await choices.nth(1).boundingBox())!];
      // the two choices side by side at both widths
      expect(second.y).toBe(first.y);
      const box = (await note.boundingBox())!;
      expect(box.x).toBeLessThanOrEqual(first.x + 1);
      expect(box.x + box.width).toBeGreaterThanOrEqual(second.x + second.width - 1);
      const size = (selector: string) =>
        group
          .locator(selector)
          .first()
          .evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).fontSize);
      expect(await size('.rewrite-unavailable p:last-child')).toBe(await size('.choice-text'));
      await screenshot(page, `wizard-ai-note-${width}`);
    }
    // "Try an example brand" stays, turned off, and says why.
    const example = page.getByRole('button', { name: 'Try an example brand' });
    expect(await example.isDisabled()).toBe(true);
    const why = await example.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why}"]`).textContent()).toContain('AI help is not switched on for this Brandtrail.');
    await context.close();
  }, 90_000);
});
