import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * Writes docs/design-tokens.md from the product's own design tokens, the custom properties of
 * `:root` in web/src/styles.css (`npm run generate`; generated-fresh.sh keeps it fresh): one table
 * per group, as the stylesheet's comments name them.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TokenGroup {
  title: string;
  tokens: { name: string; value: string }[];
}

/** The groups of tokens in a stylesheet's first `:root { ... }` block, in order. */
export function tokenGroups(css: string): TokenGroup[] {
  const block = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1];
  if (!block) throw new Error('no :root block of tokens');
  const groups: TokenGroup[] = [{ title: 'Fonts', tokens: [] }];
  for (const line of block.split('\n').map((l) => l.trim())) {
    const title = /^\/\*\s*(.+?)\s*\*\/$/.exec(line)?.[1];
    if (title) groups.push({ title, tokens: [] });
    const token = /^(--[a-z0-9-]+):\s*(.+);$/.exec(line);
    if (token) groups.at(-1)!.tokens.push({ name: token[1]!, value: token[2]! });
  }
  return groups.filter((g) => g.tokens.length > 0);
}

export function tokensMarkdown(groups: TokenGroup[]): string {
  const tables = groups.map(
    (g) =>
      `## ${g.title}\n\n| token | value |\n| --- | --- |\n` +
      g.tokens.map((t) => `| \`${t.name}\` | \`${t.value.replace(/\|/g, '\\|')}\` |`).join('\n'),
  );
  return `<!-- Written by web/scripts/designTokens.ts from web/src/styles.css (npm run generate); do not edit. -->

# Design tokens

Brandtrail's own look: the type scale, spacing, colours, radii, shadows and layers every screen's
styles use, declared once as CSS custom properties in \`:root\` of
[web/src/styles.css](../web/src/styles.css). A rule of a screen takes \`var(--token)\`, not a value
of its own. A brand's own look is not here: its kit sets \`--brand-accent\`, \`--brand-on-accent\`,
\`--brand-accent-2\` and \`--brand-font\` on its screens (web/src/brands/theme.tsx).

${tables.join('\n\n')}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = readFileSync(path.join(root, 'web/src/styles.css'), 'utf8');
  const file = path.join(root, 'docs/design-tokens.md');
  writeFileSync(file, await format(tokensMarkdown(tokenGroups(css)), { ...(await resolveConfig(file)), filepath: file }));
  console.log(`wrote ${file}`);
}
