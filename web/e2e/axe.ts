import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core in the page (or in the part `selector` names); answers the serious and critical violations. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const context = selector ? `document.querySelector(${JSON.stringify(selector)})` : 'document';
  const violations = await page.evaluate<Violation[]>(`axe.run(${context}).then((result) => result.violations)`);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
