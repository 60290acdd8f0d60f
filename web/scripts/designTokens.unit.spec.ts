import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tokenGroups, tokensMarkdown } from './designTokens';

const css = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8');

describe('the design tokens page', () => {
  it('lists every custom property of :root, in its group, with its value', () => {
    const rootBlock = /:root\s*\{([\s\S]*?)\n\}/.exec(css)![1]!;
    const declared = [...rootBlock.matchAll(/(--[a-z0-9-]+):/g)].map((m) => m[1]);
    const groups = tokenGroups(css);
    expect(groups.flatMap((g) => g.tokens.map((t) => t.name))).toEqual(declared);
    expect(groups.map((g) => g.title)).toEqual(expect.arrayContaining(['Type scale (1.2)', 'Spacing (4px grid)', 'Colours']));
    expect(groups.find((g) => g.title === 'Colours')!.tokens).toContainEqual({ name: '--color-accent', value: '#2f4bd8' });
  });

  it('is the page docs/design-tokens.md holds (npm run generate writes it)', () => {
    const page = readFileSync(new URL('../../docs/design-tokens.md', import.meta.url), 'utf8');
    for (const group of tokenGroups(css)) {
      expect(page).toContain(`## ${group.title}`);
      for (const t of group.tokens) expect(page).toMatch(new RegExp(`\\| \`${t.name}\`\\s+\\|`));
    }
    expect(tokensMarkdown(tokenGroups(css))).toContain('# Design tokens');
  });
});
